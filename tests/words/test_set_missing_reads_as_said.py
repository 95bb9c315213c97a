"""Tester (session 23): a lèo/tôm the hand lacks read «bài này không có cửu vạn và bát sách và chi chi» — «và … và» in
a negative; a player says «không có cửu vạn, bát sách hay chi chi» (none of them), as the English «has no …, … or …»."""
from __future__ import annotations

import pytest

from chan_core.cards import BY_CODE
from chan_core.facts import Fact
from words import say

NINE_VAN, EIGHT_SACH, CHI = BY_CODE["9V"], BY_CODE["8S"], BY_CODE["CC"]


@pytest.mark.parametrize(("missing", "have", "vi", "en"), [
    ((NINE_VAN, EIGHT_SACH, CHI), (), "không có cửu vạn, bát sách hay chi chi", "has no cửu vạn"),
    ((NINE_VAN, EIGHT_SACH), (), "không có cửu vạn hay bát sách", "has no cửu vạn"),
    ((NINE_VAN, EIGHT_SACH), (CHI,), "không có cửu vạn hay bát sách (chỉ có", "has no cửu vạn"),
])
def test_the_cards_a_set_lacks_are_said_as_none_of_them(missing, have, vi, en):
    fact = Fact("cuoc.hand.set_missing", missing=missing, have=have)
    said_vi, said_en = say(fact, "vi"), say(fact, "en")
    assert said_vi.startswith(vi) and " và " not in said_vi.split("(")[0], said_vi
    assert said_en.startswith(en) and " or " in said_en, said_en
