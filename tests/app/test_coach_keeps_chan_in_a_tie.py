"""Kèm cặp «Gợi ý» (tester, session 16): a discard that breaks a chắn was ranked «ngang nhau» with one that
discards a què — equal on the engine's measures (cards to ù, money). A player keeps the chắn (an ù needs 6 chắn; the
chắn's other card could not be discarded later, lỗi 13). In such a tie the ranking now puts the discards breaking no
chắn, then no cạ, first, does not call them «ngang nhau», and the lower row says why. The engine is unchanged.

Found with the coach's own functions: seed 1, 4 players, the learner following the sensible bot; at event 17 tam
vạn (a chắn of two) and tam sách (three: a chắn and a què) are equal on the measures; the hand holds 6 chắn."""
from __future__ import annotations

import pytest

from chan_core import from_position
from chan_core.game.bots import SensibleBot
from chan_core.layout import layout
from learning.coach import LEARNER, Table, advise, ranking
from learning.coach.advisor import TIE, cost, group_of, tied
from learning.coach.standing import rank_words
from tests.app.test_coach_rank_words import _states
from ui.table.play import advice_line
from words.i18n import language

WHY = {"vi": ("mất một chắn (ù cần 19 lá", "lỗi 13 «Đánh đôi chắn đi»", "cùng hạng"),
       "en": ("loses a chắn (an ù needs 19 cards", "lỗi 13 «Đánh đôi chắn đi»", "[tied]")}


def position(seed: int, event: int):
    """The state at the learner's decision at ``event`` of ``seed`` (4 players), the learner playing sensibly."""
    me, t = SensibleBot(0), Table.deal(4, seed)
    while len(t.state.events) < event:
        t.run_bots()
        if len(t.state.events) < event:
            t.learner_move(me.choose(t.state, LEARNER, t.legal()))
    assert t.learner_to_act and t.state.phase == "danh"
    return t.state


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_breaking_a_chan_ranks_below_a_que_equal_on_the_measures_and_says_why(lang):
    state = position(1, 17)
    rows = {p.move.action.card: p for p in ranking(advise(state, LEARNER))}
    chan, que = rows["3V"], rows["3S"]
    shape = layout(" ".join(state.hands[0]))
    assert "3V" in [k.code for k in shape.chan] and "3S" in [k.code for k in shape.que] and shape.n_chan == 6
    assert (chan.move.distance, round(chan.move.value, 1)) == (que.move.distance, round(que.move.value, 1))
    assert que.place == 1 and chan.place > que.place and chan.below and not que.below  # below a lesser què too (the band)
    assert not chan.tied  # not «ngang nhau» (tam sách still is, with lục sách, another què)
    with language(lang):
        low, high = advice_line(chan, state), advice_line(que, state)
    why, loi, tied = WHY[lang]
    assert why in low and loi in low and why not in high
    assert tied not in low


def test_a_tie_never_joins_discards_that_break_different_chan_or_ca():
    """Over whole hands: a shared number never holds two discards breaking different chắn/cạ; a row marked
    ``below`` breaks more than the row above it, which is equal on the measures."""
    me, seen = SensibleBot(0), 0
    for seed in range(3):
        t = Table.deal(4, seed)
        while not t.finished and t.state.phase != "xuong":
            t.run_bots()
            if t.finished or t.state.phase == "xuong":
                break
            if t.state.phase == "danh" and 0 not in t.state.bao:
                r = [p for p in ranking(advise(t.state, LEARNER)) if p.place is not None]
                for a, b in zip(r, r[1:]):
                    assert a.place != b.place or a.move.breaks == b.move.breaks
                    if b.below and a.place != b.place:
                        seen += 1
                        assert b.move.breaks > a.move.breaks and b.move.distance == a.move.distance
            t.learner_move(me.choose(t.state, LEARNER, t.legal()))
    assert seen > 3


EDGE = "chan1 p4 s16 d0 | 2d4V 3a4V4N 3d7V 0b 0aCCCC"
"""Seed 16, the learner playing at random (tests/app/test_coach_rank_words.py ``_states``): tứ vạn breaks a chắn,
thất sách is a lone què, their money shown 0,1 điểm apart."""


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_lone_que_goes_before_a_chan_worth_a_tenth_more(lang):
    """Session 21 tester: the hint calls 0,1 điểm a tie but ranked a discard breaking a chắn 0,1 above a lone què
    (its money compared unrounded). One tie rule (:func:`tied`, on the figures as shown): the què first, the chắn
    below it, level with it, saying why."""
    state = from_position(EDGE)
    places = ranking(advise(state, LEARNER))
    rows = {p.move.action.card: p for p in places}
    chan, que, hand = rows["4V"], rows["7S"], list(state.hands[0])
    assert group_of(hand, "4V")["group"] == "chan" and group_of(hand, "7S")["group"] == "que"
    assert chan.move.distance == que.move.distance
    assert round(chan.move.value, 1) - round(que.move.value, 1) == pytest.approx(TIE)  # the edge of the band
    assert que.place < chan.place and chan.below and que.level and cost(advise(state, LEARNER), chan.move.action) == 0
    with language(lang):
        said = rank_words(places, places.index(chan), state)
    assert {"vi": "nhưng tách chắn", "en": "breaks a chắn"}[lang] in said


def test_no_move_ranks_above_one_it_ties_with_while_breaking_more():
    """Over whole hands: of two numbered moves at the same distance whose money :func:`tied` calls level, the one
    breaking fewer chắn, then cạ, is ranked above."""
    pairs = 0
    for st in _states(120):
        rows = [p for p in ranking(advise(st, LEARNER)) if p.place is not None and p.move.value is not None]
        for i, a in enumerate(rows):
            for b in rows[i + 1:]:
                if (a.place < b.place and a.move.distance == b.move.distance and tied(a.move.value, b.move.value)
                        and a.move.breaks != b.move.breaks):
                    pairs += 1
                    assert a.move.breaks < b.move.breaks, (st.position(), a.move.action, b.move.action)
    assert pairs > 20
