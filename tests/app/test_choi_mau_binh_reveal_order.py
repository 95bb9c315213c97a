"""«Chơi Mậu binh» after «Lật bài»: the four hands are listed Người 1, 2, 3, 4 (rows of two, so a phone
stacks them in that order too), the order of the «Tính tiền» table."""
from __future__ import annotations

import re

import pytest

from apptest_pages import open_page, set_chi
from mau_binh.round import bot_arrangement, deal_round
from words.i18n import language

SEED = 45367


@pytest.mark.parametrize("lang, who", [("vi", r"\*\*Người (\d)"), ("en", r"\*\*Player (\d)")])
def test_revealed_hands_in_seat_order(progress_db, lang, who):
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        set_chi(at, bot_arrangement(deal_round(SEED)[0], "hop_ly"), f"cm_chi_{SEED}")
        at.button(key="cm_reveal").click().run()
    assert not at.exception
    seats = [m.group(1) for x in at.markdown if (m := re.match(who, x.value))]
    assert seats == ["1", "2", "3", "4"]
    table = at.table[0].value
    assert [re.search(r"\d", str(n)).group(0) for n in table.iloc[:, 0]] == seats
