"""Tester (session 20), «Tính điểm» in English: «1,5» was told «A dot or a comma only separates thousands … 1,000»
while «1.000» was told a point marks the decimals — the refusal of a decimal now names the language's own thousands
mark (Vietnamese «Dấu chấm», English «A comma»). And an amount typed in Vietnamese, sent in the same run as a switch
to English (typed, then the switch clicked), is read in the marks it was typed in and kept: «1.000» is 1,000."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page, shown
from words import language

SAID = {"vi": ("1.5", "Dấu chấm chỉ dùng để ngăn hàng nghìn, mỗi nhóm đủ 3 chữ số, ví dụ 1.000."),
        "en": ("1,5", "A comma only separates thousands, in groups of exactly 3 digits, for example 1,000.")}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_a_decimal_in_a_money_box_names_only_the_languages_thousands_mark(progress_db, lang):
    typed, said = SAID[lang]
    with language(lang):
        at = open_page("app_pages/tinh_diem.py", lang=lang)
        at.text_input(key="td_bet_text").set_value(typed).run()
    text = " ".join(shown(w.value) for w in at.warning)  # under the box, which keeps the stake (session 23)
    assert said in text and ("dot or a comma" not in text and "chấm hay phẩy" not in text), text


@pytest.mark.parametrize(("page", "key"), [("app_pages/tinh_diem.py", "td_bet_text"), ("app_pages/choi_mau_binh.py", "cm_stake")])
@pytest.mark.parametrize(("typed", "old", "new", "now"), [("1.000", "vi", "en", "1,000"), ("1,000", "en", "vi", "1.000")])
def test_an_amount_typed_then_the_language_switched_in_one_run_keeps_its_value(progress_db, page, key, typed, old, new, now):
    with language(old):
        at = open_page(page, lang=old)
        at.text_input(key=key).set_value(typed)
        at.button_group(key="lang").set_value(new).run()
    assert not at.exception and at.session_state["lang"] == new
    assert at.text_input(key=key).value == now and not at.error, [e.value for e in at.error]
