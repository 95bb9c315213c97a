"""Tester (session 20): the stake per point topped at 1,000,000,000 on «Tính điểm» but 10,000,000 on «Chơi Mậu binh».
One limit (``ui.MONEY_MAX``) and one refusal now, on both pages and in both languages."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page, shown
from words import language

PAGES = (("app_pages/tinh_diem.py", "td_bet_text"), ("app_pages/choi_mau_binh.py", "cm_stake"))
SAID = {"vi": "Tiền mỗi điểm là một số từ 0 đến 10.000.000; «{typed}» nằm ngoài khoảng đó.",  # English: Chắn says
        "en": " must be from 0 to 10,000,000; «{typed}» is outside that range."}  # «per điểm», its term


def _refusals(lang: str, typed: str) -> list[str]:
    said = []
    for page, key in PAGES:
        with language(lang):
            at = open_page(page, lang=lang)
            at.text_input(key=key).set_value(typed).run()
        assert not at.exception
        said.append(" ".join(shown(e.value) for e in [*at.error, *at.warning]))  # Mậu binh's box: under it, as kept
    return said


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_both_stake_boxes_refuse_the_same_amount_with_the_same_words(progress_db, lang):
    over = "10.000.001" if lang == "vi" else "10,000,001"
    assert all(SAID[lang].format(typed=over) in s for s in _refusals(lang, over)), _refusals(lang, over)
    top = "10.000.000" if lang == "vi" else "10,000,000"
    assert _refusals(lang, top) == ["", ""]
