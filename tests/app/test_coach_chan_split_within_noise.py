"""«Gợi ý» (session 22 tester, a real-table player): a discard breaking a chắn was ranked above a lone què whenever
its expected money led by more than 0,1 điểm (6 of 40 hands); a player throws the lone què first unless breaking the
chắn clearly gains. The figure's noise (:data:`learning.coach.advisor.CHAN_BAND`, measured by
``benchmarks/coach_band.py``) is the band: a chắn split leading by no more than it goes below the què, level with it,
saying its lead and why — in the hint and the review (one rule, :func:`tied` with :func:`band`)."""
from __future__ import annotations

import pytest

from chan_core import from_position
from learning.coach import LEARNER, advise, ranking
from learning.coach.advisor import CHAN_BAND, TIE, cost, group_of
from learning.coach.standing import rank_words
from tests.app.test_coach_rank_words import _states
from tests.app.test_page_choi_thu import reach, situation
from ui.table.play import advice_line
from words.i18n import language

CLOSE = "chan1 p4 s55 d2 | 1d6S 2b 2a3S3V 2d9V 3a9V9V 3d3V 0a3V3V 0d8V 1b 1w2N 2b 2w6S 3b 3w5V 0a5V5N"
"""Seed 55, the learner playing at random (``_states``): tam văn breaks a chắn and leads cửu vạn, a lone què at the
same distance, by 0,2 điểm as shown — more than a tie, within the band."""

SAID = {"vi": ("tiền trông được hơn không quá 0,3 điểm: 0,7 so với 0,5", "nhưng tách chắn", "mất một chắn (ù cần 19 lá"),
        "en": ("expected winnings no more than 0.3 điểm higher: 0.7 against 0.5", "but it breaks a chắn",
               "loses a chắn (an ù needs 19 cards")}
"""The row's standing (its lead, within the band, and what it breaks) and its reason (what breaking a chắn costs; the
band's noise is the caption's, :data:`CAPTION`)."""


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_lone_que_goes_before_a_chan_split_leading_within_the_band(lang):
    state = from_position(CLOSE)
    adv = advise(state, LEARNER)
    places = ranking(adv)
    rows = {p.move.action.card: p for p in places}
    chan, que, hand = rows["3N"], rows["9V"], list(state.hands[0])
    assert group_of(hand, "3N")["group"] == "chan" and group_of(hand, "9V")["group"] == "que"
    lead = round(chan.move.value, 1) - round(que.move.value, 1)
    assert chan.move.distance == que.move.distance and TIE < lead <= CHAN_BAND + 1e-9
    assert que.place == 1 and chan.place == 2 and chan.below and chan.level
    assert adv.best.action.card != "3N" and cost(adv, chan.move.action) == 0.0  # the review: no money lost either way
    with language(lang):
        said = rank_words(places, places.index(chan), state)
        row = advice_line(chan, state, said)
    lead_said, broke, cost_said = SAID[lang]
    assert lead_said in said and broke in said and cost_said in row.split("  \n")[1]


def test_no_chan_split_ranks_above_a_lone_que_unless_it_leads_beyond_the_band():
    """Over whole hands: a numbered discard breaking a chắn ranked above one breaking nothing at the same distance
    leads it by more than :data:`CHAN_BAND` as shown; within the band it is ranked below."""
    above = below = 0
    for st in _states(300):
        if st.phase != "danh":
            continue
        r = [p for p in ranking(advise(st, LEARNER)) if p.place is not None and p.move.value is not None]
        for i, a in enumerate(r):
            for b in r[i + 1:]:
                if a.move.distance != b.move.distance or a.place == b.place:
                    continue
                gap = round(a.move.value, 1) - round(b.move.value, 1)
                if a.move.breaks[0] > 0 and b.move.breaks == (0, 0):
                    above += 1
                    assert gap > CHAN_BAND + 1e-9, st.position()
                elif b.move.breaks[0] > 0 and a.move.breaks == (0, 0) and -CHAN_BAND - 1e-9 <= gap < -TIE:
                    below += 1
    assert above > 3 and below >= 1, (above, below)


CAPTION = {  # the band, that it covers a pass against the offered chắn (session 23), the tie's order of què and ba đầu
    "vi": ("khi tiền trông được hơn quá 0,3 điểm", "nước không ăn chắn được mời (bốc, dưới) cũng chỉ xếp trên nước ăn chắn",
           "đánh quân què trước, rồi quân lấy ra "
           "từ ba đầu hay quân thứ ba của bộ ba chờ chíu"),
    "en": ("only when its expected winnings are more than 0.3 điểm higher", "not taking an offered chắn (drawing, dưới) "
           "ranks above taking it only when it leads by more than that", "discarding a "
           "què card comes first, then a card taken from a ba đầu or the third of three alike kept for a chíu")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_hint_s_caption_states_the_band(lang):
    seed, moves, _ = situation(lambda t, a: t.state.phase == "danh")
    with language(lang):  # the page's labels, clicked by the test, in its language
        at = reach(seed, moves, **({"lang": "en"} if lang == "en" else {}))
        at.button(key="ct_hint").click().run()
    assert not at.exception
    assert all(any(said in c.value for c in at.caption) for said in CAPTION[lang])
