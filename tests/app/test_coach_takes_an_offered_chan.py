"""«Gợi ý» (session 23 tester, a real-table player): with a card offered that the learner can take as a chắn, the
coach ranked «Bốc nọc» above «Ăn chắn» when passing's money led by only 0,2 điểm. A player nearly always takes an
offered chắn; the money figure's noise is :data:`learning.coach.advisor.CHAN_BAND`. One rule now, the one a discard
splitting a chắn follows (:func:`learning.coach.advisor.band`): a pass goes above the eat of the offered chắn only
when it leads by more than the band — in the hint, the review (:func:`cost`, the ✓) and their words."""
from __future__ import annotations

import pytest

from chan_core import from_position
from chan_core.game import legal_actions
from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER, Table, advise, move_reviews, ranking
from learning.coach.advisor import CHAN_BAND, PASSES, TIE, cost
from learning.coach.standing import rank_words
from tests.app.test_coach_rank_words import _states
from ui.table.play import advice_line
from ui.table.review import _advised_cell, _verdict_cell
from words.i18n import language

OFFER = "chan1 p4 s44 d0 | 0d2N 1a2N2S 1d4N 2b 2w7N 3b 3a9V9V 3d5V"
"""Seed 44, the learner playing sensibly (``_states``): ngũ vạn offered, the learner holding ngũ vạn twice — eating it
as a chắn or drawing keep the hand waiting; drawing's money shows 3,9 against the eat's 3,7."""

SAID = {"vi": ("tiền trông được hơn không quá 0,3 điểm: 3,9 so với 3,7", "nhưng không ăn chắn",
               "nhưng bỏ qua một chắn ăn được"),
        "en": ("no more than 0.3 điểm more money to expect: 3.9 against 3.7", "but it does not take the chắn",
               "but it lets go a chắn you could take")}


def _eat_and_pass(places):
    eat = next(p for p in places if p.move.action.type == "an" and p.move.action.with_ == p.move.action.card)
    return eat, next(p for p in places if p.move.action.type in PASSES)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_offered_chan_goes_above_a_pass_leading_within_the_band(lang):
    state = from_position(OFFER)
    adv = advise(state, LEARNER)
    places = ranking(adv)
    eat, draw = _eat_and_pass(places)
    lead = round(draw.move.value, 1) - round(eat.move.value, 1)
    assert eat.move.distance == draw.move.distance and TIE < lead <= CHAN_BAND + 1e-9
    assert eat.place == 1 and draw.place == 2 and draw.below and draw.level
    assert adv.best.action.type == "an" and cost(adv, draw.move.action) == 0.0  # no money lost either way
    with language(lang):
        said = rank_words(places, places.index(draw), state)
        row = advice_line(draw, state, said)
    lead_said, left, why = SAID[lang]
    assert lead_said in said and left in said and why in row
    assert "lỗi 13" not in row  # a pass breaks no chắn in hand: not the discard's words


def _played_to_offer() -> Table:
    me, t = SensibleBot(0), Table.deal(4, 44, bot="sensible")
    t.run_bots()
    while t.state.position() != OFFER:
        t.learner_move(me.choose(t.state, LEARNER, t.legal()))
        t.run_bots()
    return t


def test_the_review_ticks_eating_the_offered_chan():
    """The review's ✓ is the hint's place 1 (:func:`ranking`): eating the chắn there is the coach's move."""
    t = _played_to_offer()
    eat, _draw = _eat_and_pass(ranking(advise(t.state)))
    t.learner_move(eat.move.action)
    item = next(r for r in move_reviews(t) if r["event"] == t.timeline[-1]["event"])
    assert item["same"] and not item["ev_loss"] and _advised_cell(t.state, item) == "✓"


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_review_says_a_pass_let_the_offered_chan_go(lang):
    """Drawing there is no ✓: the review names the eat and says what the pass let go, not «fewer useful cards»
    (it has more)."""
    t = _played_to_offer()
    _eat, draw = _eat_and_pass(ranking(advise(t.state)))
    t.learner_move(draw.move.action)
    item = next(r for r in move_reviews(t) if r["event"] == t.timeline[-1]["event"])
    with language(lang):
        verdict = _verdict_cell(t, t.timeline[-1], None, item)
    assert not item["same"] and not item["ev_loss"]
    assert {"vi": "nhưng nước máy khuyên ăn chắn ngũ vạn mà nước của bạn bỏ qua",
            "en": "taking the chắn of ngũ vạn"}[lang] in verdict, verdict
    assert lang == "vi" or "which your move let go" in verdict, verdict
    assert {"vi": "ít lá có ích", "en": "fewer useful"}[lang] not in verdict


def test_no_pass_ranks_above_the_offered_chan_unless_it_leads_beyond_the_band():
    """Over whole hands: a numbered pass ranked above a clean eat of the offered chắn at the same distance leads it by
    more than :data:`CHAN_BAND` as shown; within the band the eat is ranked first."""
    met = 0
    for st in _states(300):
        if st.phase != "offer" or not any(a.type == "an" and a.with_ == st.offer["card"] for a in legal_actions(st, LEARNER)):
            continue
        r = [p for p in ranking(advise(st, LEARNER)) if p.place is not None and p.move.value is not None]
        eats = [p for p in r if p.move.action.type == "an" and p.move.action.with_ == st.offer["card"]]
        for e in eats:
            for q in (p for p in r if p.move.action.type in PASSES and p.move.distance == e.move.distance):
                met += 1
                if q.place < e.place:
                    assert round(q.move.value, 1) - round(e.move.value, 1) > CHAN_BAND + 1e-9, st.position()
    assert met > 3, met
