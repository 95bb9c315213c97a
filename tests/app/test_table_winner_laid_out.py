"""After a hand is won, the winner's seat on the table does not claim cards «in hand»: they are laid out."""
from __future__ import annotations

import pytest

from learning.coach import Table
from ui.table.pictures import LAID_OUT, table_html, table_view
from words.i18n import language


@pytest.mark.parametrize(("lang", "in_hand", "laid_out"), [("vi", "Trên tay: 20 lá", "Đã ù: cả bài đã bày ra"),
                                                           ("en", "In hand: 20 cards", "Won: the whole hand")])
def test_the_winners_seat_says_his_hand_is_laid_out(lang, in_hand, laid_out):
    t = Table.deal(4, 271)  # the right-hand seat wins at once (thiên ù, 20 cards)
    t.run_bots()
    s = t.state
    assert s.phase == "end" and s.result == "u" and len(s.hands[s.winner]) == 20
    with language(lang):
        view = table_view(s)
        page = table_html(view)
    seat = view["seats"][s.winner]
    assert seat.get("laid_out") and "hand" not in seat
    assert in_hand not in page and laid_out in page, page[-3000:]
    others = [x for i, x in enumerate(view["seats"]) if i != s.winner]
    assert all("hand" in x and not x.get("laid_out") for x in others)  # the others still hold their cards
    assert LAID_OUT.startswith("Đã ù")
