"""Tester (session 19), «Chơi Mậu binh»: the stake box read «2.500» typed in English as 2,500 — both «.» and «,» were
taken as thousands separators. Each language's marks now: the thousands mark (Vietnamese «.», English «,») groups
digits, the other one is the decimal mark, so English «2.500» reads 2.5 and is refused (the stake is whole đồng), said
with how it read (the Chắn «Tính điểm» box too: one reader, ``ui.read_whole_number``); a stake read is said under the box («Tính 2.500 đ mỗi điểm.»)."""
from __future__ import annotations

import re
import unicodedata

import pytest

from tests.apptest_pages import open_page, shown
from words import language

READ = {  # (language, typed) → the stake used, the caption under the box
    ("vi", "2.500"): "Tính 2.500 đ mỗi điểm.", ("en", "2,500"): "Counted as 2,500 VND a point.",
    ("vi", "1.000.000"): "Tính 1.000.000 đ mỗi điểm.", ("en", "1,000,000"): "Counted as 1,000,000 VND a point.",
}
REFUSED = {  # (language, typed) → how the refusal says it read (never as thousands)
    ("en", "2.500"): "reads as 2.5:", ("vi", "2,500"): "được đọc là 2,5:",
    ("en", "1,000.50"): "reads as 1,000.5:", ("vi", "1.000,5"): "được đọc là 1.000,5:",
    ("en", "-0.5"): "reads as −0.5:",
    ("en", "1.000.000"): "cannot be read as a number", ("vi", "1,0,0"): "không đọc được",
    ("en", "２．５００"): "reads as 2.5:", ("en", "1.5e3"): "cannot be read as a number",
    ("en", "9" * 40 + ".5"): "cannot be read as a number",
}
KEEPS = {"vi": ("Ô vẫn giữ 1.000.", "Tính 1.000 đ mỗi điểm."), "en": ("The box keeps 1,000.", "Counted as 1,000 VND a point.")}


def _typed(lang: str, typed: str):
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=2028, lang=lang)
        at.text_input(key="cm_stake").set_value(typed).run()
    assert not at.exception
    return at


@pytest.mark.parametrize(("lang", "typed"), sorted(READ))
def test_a_stake_with_the_languages_thousands_mark_is_read_and_said(progress_db, lang, typed):
    at = _typed(lang, typed)
    assert not at.error, [e.value for e in at.error]
    assert READ[lang, typed] in [c.value for c in at.caption]


@pytest.mark.parametrize(("lang", "typed", "asked"), [("en", "2.000", "«2.000» has «.», the decimal mark: is it 2 or 2,000?"),
                                                      ("vi", "2,000", "«2,000» có dấu phẩy, là dấu thập phân: số này là 2 "
                                                                      "hay 2.000?")])
def test_a_whole_stake_with_three_decimals_is_refused_asking_which_was_meant(progress_db, lang, typed, asked):
    """Tester (session 25): «2.000» in English was said «reads as 2: … is a whole number» — 2 is whole; the box asks
    whether 2 or 2,000 was meant and keeps the stake in use."""
    at = _typed(lang, typed)
    (said,) = [shown(w.value) for w in at.warning]
    assert said.startswith(asked) and said.endswith(KEEPS[lang][0]), said
    assert not at.error and at.text_input(key="cm_stake").value == KEEPS[lang][0].split()[-1].rstrip(".")


@pytest.mark.parametrize(("lang", "typed"), sorted(REFUSED))
def test_a_stake_with_the_decimal_mark_is_refused_saying_how_it_read(progress_db, lang, typed):
    """Said under the box, which goes back to the stake in use (session 23: as the other number boxes do)."""
    at = _typed(lang, typed)
    (said,) = [shown(w.value) for w in at.warning]
    quoted = unicodedata.normalize("NFKC", typed)  # a phone's full-width «２．５» is read (and quoted) as 2.5
    assert f"«{quoted}» {REFUSED[lang, typed]}" in said and said.endswith(KEEPS[lang][0]), said
    assert ("tiền mỗi điểm" if lang == "vi" else "the stake per point is a whole number") in said, said
    assert not at.error and at.text_input(key="cm_stake").value == KEEPS[lang][0].split()[-1].rstrip(".")
    assert KEEPS[lang][1] in [c.value for c in at.caption]


@pytest.mark.parametrize(("lang", "typed", "read"), [("vi", "2.500", 2500), ("en", "2,500", 2500), ("en", "2.500", None),
                                                     ("vi", "2,500", None)])
def test_the_chan_tinh_diem_box_reads_the_languages_marks_too(lang, typed, read):
    """«Tính điểm» («Tiền mỗi điểm») reads its box with the same reader: English «2.500» is not 2,500 there either."""
    from chan_core.errors import ChanError
    from ui.inputs import read_whole_number
    from words import say

    with language(lang):
        if read is not None:
            assert read_whole_number(typed, hi=10**9) == read
        else:
            with pytest.raises(ChanError) as e:
                read_whole_number(typed, hi=10**9)
            assert ("reads as 2.5" if lang == "en" else "được đọc là 2,5") in say(e.value)


@pytest.mark.parametrize(("page", "key", "typed", "shown"), [
    ("app_pages/choi_mau_binh.py", "cm_stake", "2.500", "2,500"), ("app_pages/tinh_diem.py", "td_bet_text", "2.500", "2,500")])
def test_an_amount_read_stays_that_amount_over_a_language_switch(progress_db, page, key, typed, shown):
    """Vietnamese «2.500» (2,500 đồng) becomes English «2,500» after a switch, never read again as 2.5; and back."""
    from tests.words.test_switch_feedback import switch

    at = open_page(page, lang="vi")
    at.text_input(key=key).set_value(typed).run()
    switch(at, "en")
    assert at.text_input(key=key).value == shown and not at.error, [e.value for e in at.error]
    switch(at, "vi")
    assert at.text_input(key=key).value == typed and not at.error


@pytest.mark.parametrize(("page", "key"), [("app_pages/choi_mau_binh.py", "cm_stake"), ("app_pages/tinh_diem.py", "td_bet_text")])
def test_a_stake_refused_stays_refused_over_a_language_switch(progress_db, page, key):
    """Tester (session 19): English «2.500» (2.5) was refused; after a switch to Vietnamese the same text was read
    as 2.500 đồng, silently. A text refused is read in the marks it was typed in until it is edited (the box, back to the
    stake in use at once, says so under it — session 23 — on the run right after it was typed: here the switch's, the
    text typed and the switch pressed at once — session 24)."""
    from tests.words.test_switch_feedback import switch

    with language("en"):  # AppTest sends the widgets back in the test thread's language: the page's
        at = open_page(page, lang="en")
        at.text_input(key=key).set_value("2.500")  # typed, then the switch pressed before the page ran
    switch(at, "vi")
    said = " ".join(shown(w.value) for w in at.warning)
    assert at.text_input(key=key).value == "1.000", at.text_input(key=key).value
    assert "được gõ khi trang còn bằng ngôn ngữ kia" in said, said
    assert "2.500 đ" not in " ".join(m.value for m in [*at.markdown, *at.caption])
    at.text_input(key=key).set_value("2.500 ").run()  # edited: read in Vietnamese marks
    assert not at.error and not at.warning, [e.value for e in [*at.error, *at.warning]]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_whole_amount_written_with_decimals_is_asked_about(lang):
    """Session 26: a whole-number box given a decimal asks, whatever the decimals («1.000,00» as «1,00»: one reader)."""
    from chan_core.errors import ChanError
    from ui.inputs import read_whole_number

    with language(lang):
        for typed in ("1,000.00", "2.000", "1.00") if lang == "en" else ("1.000,00", "2,000", "1,00"):
            with pytest.raises(ChanError):  # never taken as 1000, 2 or 1 đồng
                read_whole_number(typed, hi=10**6)


@pytest.mark.parametrize("typed", ["2.500", "1.000.000"])
def test_the_english_refusal_names_the_decimal_mark_without_a_second_point(progress_db, typed):
    """Tester (session 21): «a point marks the decimals» stood beside «the stake per point» — «point» meant two
    things. The decimal mark is named by its sign; «point» is only the money's (per point, VND a point)."""
    (said,) = [shown(e.value) for e in _typed("en", typed).warning]
    assert "«.» is the decimal mark" in said and "point" not in re.sub(r"(per|VND a) point", "", said), said
