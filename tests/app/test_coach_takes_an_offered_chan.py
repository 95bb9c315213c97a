"""«Gợi ý» (session 23 tester, a real-table player): with a card offered that the learner can take as a chắn, the
coach ranked «Bốc nọc» above «Ăn chắn» when passing's money led by only 0,2 điểm. A player nearly always takes an
offered chắn; the money figure's noise is :data:`learning.coach.advisor.CHAN_BAND`. One rule now, the one a discard
splitting a chắn follows (:func:`learning.coach.advisor.band`): a pass goes above the eat of the offered chắn only
when it leads by more than the band — in the hint, the review (:func:`cost`, the ✓) and their words. The rule holds only
when eating adds a chắn: with two of the card held, eating only moves a chắn onto the chiếu (tester, same session)."""
from __future__ import annotations

import pytest

from chan_core import from_position
from chan_core.game import legal_actions
from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER, Table, advise, choice_mark, move_reviews, ranking
from learning.coach.advisor import CHAN_BAND, PASSES, TIE, cost
from learning.coach.standing import rank_words
from tests.app.test_coach_rank_words import _states
from ui.table.play import advice_line
from ui.table.review import _advised_cell, _verdict_cell
from words import say
from words.i18n import language

OFFER = "chan1 p4 s201 d0 | 3d3V"
"""Seed 201: tam vạn offered, the learner holding one tam vạn — eating it as a chắn or drawing leave the hand 3 cards
from ù; drawing's money shows 2,8 against the eat's 2,6."""
HELD_TWICE = "chan1 p4 s44 d0 | 0d2N 1a2N2S 1d4N 2b 2w7N 3b 3a9V9V 3d5V"
"""Seed 44: ngũ vạn offered, the learner holding ngũ vạn twice — eating it adds no chắn (one of his pair goes onto
the chiếu with it); drawing's money shows 3,9 against the eat's 3,7, the distance the same."""

SAID = {"vi": ("tiền trông được hơn không quá 0,3 điểm: 2,8 so với 2,6", "nhưng không ăn chắn",
               "Ăn chắn thì thêm một chắn (ù cần 19 lá"),
        "en": ("expected winnings no more than 0.3 điểm higher: 2.8 against 2.6", "but it does not take the chắn",
               "Taking the chắn adds a chắn (an ù needs 19 cards")}


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


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_no_chan_is_left_by_a_pass_when_two_of_the_card_are_held(lang):
    """Holding a chắn of the offered card, eating it adds none: the pass, with more money, ranks first, the eat is
    not listed as level, and no row says the pass lets a chắn go."""
    state = from_position(HELD_TWICE)
    assert state.hands[0].count(state.offer["card"]) == 2
    places = ranking(advise(state, LEARNER))
    eat, draw = _eat_and_pass(places)
    assert draw.place == 1 and eat.place == 2 and draw.move.breaks == (0, 0) and not eat.below
    with language(lang):
        rows = "".join(advice_line(p, state, rank_words(places, i, state)) for i, p in enumerate(places))
    assert SAID[lang][1] not in rows and SAID[lang][2] not in rows, rows


def _played_to_offer() -> Table:
    me, t = SensibleBot(0), Table.deal(4, 201, bot="sensible")
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
    assert {"vi": "(ăn chắn tam vạn) — bạn đã bỏ qua chắn này",
            "en": "(take tam vạn (3 of vạn) as a chắn) — you let this chắn"}[lang] in verdict, verdict
    assert {"vi": "mà nước của bạn", "en": "your move let"}[lang] not in verdict
    assert {"vi": "ít lá có ích", "en": "fewer useful"}[lang] not in verdict


def test_no_pass_ranks_above_the_offered_chan_unless_it_leads_beyond_the_band():
    """Over whole hands: a numbered pass ranked above a clean eat of the offered chắn at the same distance leads it by
    more than :data:`CHAN_BAND` as shown when eating adds a chắn (one copy held); within the band the eat is first."""
    met = 0
    for st in _states(300):
        if st.phase != "offer" or st.hands[0].count(st.offer["card"]) != 1 or not any(a.type == "an" and a.with_ == st.offer["card"] for a in legal_actions(st, LEARNER)):
            continue
        r = [p for p in ranking(advise(st, LEARNER)) if p.place is not None and p.move.value is not None]
        eats = [p for p in r if p.move.action.type == "an" and p.move.action.with_ == st.offer["card"]]
        for e in eats:
            for q in (p for p in r if p.move.action.type in PASSES and p.move.distance == e.move.distance):
                met += 1
                if q.place < e.place:
                    assert round(q.move.value, 1) - round(e.move.value, 1) > CHAN_BAND + 1e-9, st.position()
    assert met > 3, met


FARTHER = "chan1 p4 s2 d0 | 3d7V 0b 0w2N 1a2N2V 1d4V 2b 2w2S 3a2S2S 3d6N"
"""Seed 2: lục văn offered; drawing leaves the hand 2 cards from ù, eating it as a chắn (then cửu văn) waiting."""


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_review_names_the_eat_of_a_chan_let_go_once(lang):
    """«Xa ù thêm 1 lá; nên …» (the review's verdict and «Những nước làm bài xa ù hơn»): the eat is said once, then that
    the pass let this chắn go — not «ăn chắn lục văn, rồi đánh cửu văn, ăn chắn lục văn mà nước của bạn bỏ qua»."""
    state = from_position(FARTHER)
    adv = advise(state, LEARNER)
    draw = next(m for m in adv.moves if m.action.type == "boc")
    mark = choice_mark(state, draw.action)
    with language(lang):
        should, text = say(mark["should"]), say(mark["text"])
    assert {"vi": "ăn chắn lục văn, rồi đánh cửu văn — bạn đã bỏ qua chắn này",
            "en": "— you let this chắn (a pair of identical cards) go"}[lang] in should, should
    assert text.count("lục văn") == 2 and text.count("—") == 1, text  # the pass's card, the eat's: not said again
    assert {"vi": "mà nước của bạn", "en": "your move"}[lang] not in text
