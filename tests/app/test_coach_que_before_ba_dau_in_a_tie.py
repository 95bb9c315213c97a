"""«Gợi ý» (session 23 tester): in a tie a card taken from a ba đầu was listed before a lone què (its money a little
higher), though the caption says «đánh quân què trước». One order now, the caption's: in a shared number a lone què
first, then a card taken from a ba đầu (it breaks nothing either: a cạ is left), and the «Nên đi» the coach plays on
(:attr:`learning.coach.advisor.Advice.best`) is the què. The same for the third of three alike kept for a chíu
(tester, same session: «bộ ba, chờ chíu» was listed first): one tie order, :data:`AFTER_QUE`."""
from __future__ import annotations

from chan_core import from_position
from learning.coach import LEARNER, advise, ranking
from learning.coach.advisor import AFTER_QUE, group_of
from tests.app.test_coach_rank_words import _states

TIE = "chan1 p4 s4 d2 | 1d6V 2a6V6V 2d5V 3a5V5N 3d7V 0b 0w4S 1a4S4V 1d3N 2b 2w7S 3b 3w6S 0a6S6V"
"""Seed 4, the learner playing sensibly (``_states``): tam sách and ngũ sách lone què, cửu vạn, cửu văn and cửu sách
a ba đầu, all five tied (the ba đầu cards' money shown 1,6, the què 1,6 and 1,5)."""


def test_a_lone_que_is_listed_before_a_ba_dau_card_in_a_tie():
    state = from_position(TIE)
    adv = advise(state, LEARNER)
    hand = list(state.hands[0])
    firsts = [p.move for p in ranking(adv) if p.place == 1]
    groups = [group_of(hand, m.action.card)["group"] for m in firsts]
    assert groups == ["que", "que", "ba_dau", "ba_dau", "ba_dau"]
    assert max(m.value for m in firsts[2:]) > max(m.value for m in firsts[:2])  # more money, still after the què
    assert adv.best.action.card in ("3S", "5S")

TRIOS = {"chan1 p4 s1 d0 | ": "3S", "chan1 p4 s16 d0 | 2d4V 3a4V4N 3d7V 0b 0aCCCC": "4S"}
"""Seeds 1 and 16, the learner's first discards: the third of tam sách (its money 0,3 against the què's 0,2), of tứ
sách (1,0 against 0,9 and 0,8), both tied with lone què."""


def test_the_third_of_a_trio_is_listed_after_every_que_it_ties_with():
    for position, card in TRIOS.items():
        state = from_position(position)
        hand = list(state.hands[0])
        firsts = [p.move for p in ranking(advise(state, LEARNER)) if p.place == 1]
        groups = [group_of(hand, m.action.card)["group"] for m in firsts]
        assert group_of(hand, card)["group"] == "chiu" and "que" in groups
        assert groups.index("chiu") > max(i for i, g in enumerate(groups) if g == "que"), (position, groups)
        assert firsts[0].action.card != card


def test_no_ba_dau_card_is_listed_before_a_que_it_ties_with():
    """Over whole hands: in a shared number, a card taken from a ba đầu or the third of a trio kept for a chíu never
    comes before a lone què."""
    met = 0
    for st in _states(200):
        if st.phase != "danh":
            continue
        hand = list(st.hands[0])
        r = [p for p in ranking(advise(st, LEARNER)) if p.place is not None and p.move.action.type == "danh"]
        for i, a in enumerate(r):
            for b in r[i + 1:]:
                if a.place == b.place and group_of(hand, a.move.action.card)["group"] in AFTER_QUE:
                    assert group_of(hand, b.move.action.card)["group"] != "que", st.position()
                    met += 1
    assert met, met
