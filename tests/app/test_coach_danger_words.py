"""The chance a card let go can be taken («Gợi ý»): a báo seat can neither ăn nor chíu (seed 001 §VII), so it counts
as taking nothing; and the row's figure and its reason say one statement — the next seat *can* take the card (it
holds a card making a chắn or cạ with it, or a seat can chíu it), not that it *will* («bị ăn» vs «ăn được»)."""
from __future__ import annotations

import copy

import words
from chan_core.cards import BY_CODE
from chan_core.game import new_hand
from chan_core.game.bots import seat_view
from chan_core.strategy.measure import position
from chan_core.strategy.advice import danger
from learning.coach.advisor import advise, ranking
from ui.table.play import advice_line



def test_a_bao_next_seat_takes_nothing():
    """With the next seat báo, each discard's figure is the engine's danger with that seat holding no card: 0 unless
    another seat could chíu it (three unseen copies); without báo most cards show a chance of 80 % and more."""
    st = new_hand(4, 5, drawer=0)
    seat = st.actor
    nxt = (seat + 1) % 4
    free = {m.action.card: m.danger for m in advise(st, seat).moves if m.danger is not None}
    assert sum(d >= 0.8 for d in free.values()) >= len(free) // 2
    bao = copy.deepcopy(st)
    bao.bao = [nxt]
    hand, melds, visible, opps = seat_view(bao, seat)
    left = position(hand, melds, visible).left
    moved = {m.action.card: m.danger for m in advise(bao, seat).moves if m.danger is not None}
    assert moved.keys() == free.keys()
    for card, d in moved.items():
        assert d == danger(BY_CODE[card], left, (0,) + opps[1:])
        if left[BY_CODE[card].index] != 3:
            assert d == 0.0, card


def test_the_row_and_its_reason_say_the_same_chance():
    """Each discard row of the hint: its figure says «cửa dưới ăn được quân này» / «can take this card», never «bị ăn» /
    «is taken», and the move's whole reason (the review's) the same percent; the row's reason under the figure no longer
    says it again (session 25)."""
    st = new_hand(4, 5, drawer=0)
    seat = st.actor
    for lang, same, wrong in (("vi", "khả năng cửa dưới ăn được quân này", "bị ăn"),
                              ("en", "can take this card", "is taken")):
        with words.language(lang):
            said = 0
            for p in ranking(advise(st, seat)):
                if p.move.danger is None:
                    continue
                pct = round(p.move.danger * 100)
                head, why = advice_line(p, st).split("  \n", 1)
                assert same in head and f"{pct}%" in head and wrong not in head, head
                whole = words.say(p.move.reason)
                assert wrong not in why and same not in why and wrong not in whole, why
                if same in whole:  # a reason that is not about the card's chance («xa hơn cách tốt nhất») says none
                    assert f"khoảng {pct}%" in whole or f"about {pct}%" in whole, whole
                    said += 1
            assert said >= 3
