"""Inputs that look like numbers (issue 11, item 3).

* Link parameters read as integers (``?step=``, ``?level=``, ``?seed=``,
  ``?n=``, ``?drawer=``) go through one reader, :func:`ui.query_int`
  (:func:`ui.int_or_none`): ``²``, ``①``, ``٣``, full-width digits or 5,000
  digits (``str.isdigit()`` true, ``int()`` fails or reads another script)
  fall back with a notice (tests/app/test_link_notice.py) — never the generic error box.
* Number answers are text boxes read by :func:`ui.read_whole_number`:
  ``1,5``, ``1.5``, ``0x10``, ``1e30`` are refused with a Vietnamese message
  saying what is expected — not read as 15 / 1 / 10 / 1 and graded — and
  Streamlit's English «Number is below/above the allowed range» never shows.
"""
from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ui
from chan_core.errors import ChanError
from learning.checks import compute
from learning.lessons import load_course
from learning.progress import LESSON_DRILL
from tests.apptest_pages import button, open_page, shown
from tests.budget import fast_first
from words import say
from words.i18n import language, number

LOOK_ALIKE = ["²", "①", "٣", "３", "1_0", "1e3", "0x10", "2.5", " ", "-", "9" * 5000, "７" * 3]
ENGLISH = ("Number is", "allowed range", "Press Enter", "Traceback", "ValueError", "Exceeds the limit")
TYPED_WRONG = {  # what a learner may type → words the Vietnamese refusal must hold
    "1,5": "số nguyên",  # «không phải số nguyên», or in a box with thousands marks why (bai_hoc: a fraction)
    "1.5": "số nguyên",  # or (bai_hoc) a misplaced thousands mark
    "0x10": "chữ số 0–9",
    "1e30": "chữ số 0–9",
    "²": "chữ số 0–9",
    "①": "chữ số 0–9",
    "1\x07": "ký tự điều khiển (U+0007)",  # the quote cannot show it: the refusal names it
    "1\u200b": "ký tự vô hình (U+200B",
    "-3": "là một số từ 0 đến",  # out of the range: the range said (session 27)
    "9" * 5000: "nằm ngoài khoảng đó",
    "mười": "chữ số 0–9",
    "−": "«−» là ký tự đầu tiên không phải chữ số 0–9",  # a minus sign alone (it stopped the reader)
}


@pytest.fixture(autouse=True)
def _db(progress_db):
    """Each test writes progress to its own file (conftest ``progress_db``)."""
    return progress_db


def _boxes(at) -> str:
    return " ".join(shown(e.value) for e in [*at.error, *at.warning, *at.exception])


def _no_english_or_crash(at) -> None:
    assert not at.exception, [e.value for e in at.exception]
    text = _boxes(at)
    assert ui.GENERIC_ERROR not in text, text
    for word in ENGLISH:
        assert word not in text, text


# ---------------------------------------------------------------- the shared readers
@given(st.text())
@settings(max_examples=400)
def test_int_or_none_takes_only_plain_ascii_digits(text):
    got = ui.int_or_none(text)
    plain = re.fullmatch(r"-?[0-9]{1,18}", text.strip(" \t"))
    assert got == (int(text.strip(" \t")) if plain else None)


@given(st.integers(min_value=-(10**17), max_value=10**17), st.integers(-50, 50), st.integers(-50, 50))
def test_int_or_none_reads_ints_and_keeps_bounds(n, lo, hi):
    assert ui.int_or_none(str(n)) == n
    inside = lo <= n <= hi
    assert ui.int_or_none(str(n), lo=lo, hi=hi) == (n if inside else None)


@pytest.mark.parametrize("text", LOOK_ALIKE)
def test_look_alike_numbers_are_not_numbers(text):
    assert ui.int_or_none(text) is None


def test_some_look_alikes_pass_isdigit():
    """The trap the shared reader avoids: ``str.isdigit()`` is true, ``int()`` fails or reads ٣ as 3."""
    assert all(x.isdigit() for x in ("²", "①", "٣", "9" * 5000))


@given(st.text(alphabet=st.sampled_from("0123456789-+.,eExX _²①٣３ \t")) | st.text())
@settings(max_examples=500)
def test_read_whole_number_reads_digits_or_refuses_in_vietnamese(text):
    try:
        got = ui.read_whole_number(text, lo=0, hi=10_000)
    except ChanError as e:  # the only error; it says what is expected
        assert e.message and ("0" in e.message or "số" in e.message)
        return
    raw = " ".join(text.split()).translate(FULL_WIDTH)
    if not raw:
        assert got is None
    else:
        digits = raw.lstrip("-−")
        assert re.fullmatch(r"[0-9]+", digits), raw  # nothing but plain digits is ever read
        assert got == int(digits) and 0 <= got <= 10_000


@given(st.integers(min_value=0, max_value=10**9))
def test_read_whole_number_thousands_groups_round_trip(n):
    for lang, sep in (("vi", "."), ("en", ",")):  # each language's thousands mark, in every box
        with language(lang):
            assert ui.read_whole_number(f"{n:,}".replace(",", sep), hi=10**9) == n
            assert ui.read_whole_number(f"{n:,}".replace(",", sep), hi=10**9, example=7) == n
    assert ui.read_whole_number(str(n), hi=10**9) == n


FULL_WIDTH = {0xFF10 + i: 0x30 + i for i in range(10)} | {0xFF0D: 0x2D}


def test_full_width_digits_from_a_phone_keyboard_are_read():
    assert ui.read_whole_number("１２") == 12 and ui.read_whole_number("－５", lo=-9) == -5


@pytest.mark.parametrize("typed, words", sorted(TYPED_WRONG.items()))
def test_read_whole_number_refuses_what_looks_like_a_number(typed, words):
    with pytest.raises(ChanError) as err:
        ui.read_whole_number(typed, what="số điểm")
    assert words in say(err.value)


@pytest.mark.parametrize("typed", ["1,5", "1.5", "0,5", "12,34", "1.000,5", "1e3"])
def test_bet_style_boxes_refuse_decimals_instead_of_dropping_the_separator(typed):
    with pytest.raises(ChanError):
        ui.read_whole_number(typed, hi=10**9)  # «1,5» is not 15 đồng


# ---------------------------------------------------------------- link parameters on the pages
@pytest.mark.parametrize("bad", fast_first(LOOK_ALIKE, 4))
def test_lesson_step_param_falls_back_quietly(bad):
    at = open_page("app_pages/bai_hoc.py", lesson="bo-bai", step=bad)
    _no_english_or_crash(at)
    assert not at.error
    assert at.query_params["step"] == ["1"] or at.query_params["step"] == "1"
    assert at.title[0].value.startswith("Bài 1.")


@pytest.mark.parametrize("bad", ["²", "①", "9" * 5000, "٣"])
def test_drill_params_fall_back_quietly(bad):
    at = open_page("app_pages/luyen_xuong.py", level=bad, seed=bad)
    _no_english_or_crash(at)
    assert str(at.query_params["level"][0] if isinstance(at.query_params["level"], list)
               else at.query_params["level"]) == "1"
    seed = at.query_params["seed"]
    seed = seed[0] if isinstance(seed, list) else seed
    assert seed.isascii() and seed.isdigit() and len(seed) <= 9  # a fresh seed, not the bad one
    at = open_page("app_pages/boc_cai.py", n=bad, seed=bad)
    _no_english_or_crash(at)
    assert not at.error
    assert len([b for b in at.button if b.label.startswith("Ghế")]) == 4  # n fell back to 4


@pytest.mark.parametrize("bad", fast_first(["²", "①", "9" * 5000, "٣"], 2))
def test_other_int_params_fall_back_quietly(bad):
    at = open_page("app_pages/loi.py", loi=bad)  # ?loi=N opens the lỗi page on lỗi N
    _no_english_or_crash(at)
    assert not at.error and at.text_input(key="loi_search").value == ""
    at = open_page("app_pages/choi_thu.py", van=bad)  # ?van=<seed> of the practice table
    _no_english_or_crash(at)
    van = at.query_params["van"]
    van = van[0] if isinstance(van, list) else van
    assert van.isascii() and van.isdigit() and len(van) <= 9


@pytest.mark.parametrize("bad", ["²", "①", "9" * 5000])
def test_boc_cai_look_alike_drawer_is_explained_not_crashed(bad):
    at = open_page("app_pages/boc_cai.py", n=4, seed=5, card="7V", drawer=bad)
    _no_english_or_crash(at)
    errs = _boxes(at)
    assert "phải là một số từ 0 đến 3" in errs and "-1" not in errs, errs
    assert len(errs) < 400, "the bad value is cut, not echoed in full"


# ---------------------------------------------------------------- number answers on the pages
def _number_check():
    for lesson in load_course():
        for k, c in enumerate(lesson.checks):
            if c.type == "number":
                return lesson, k, compute(c)
    raise AssertionError("no number check in the course")


def test_lesson_number_answer_refuses_look_alikes_then_grades(progress_db):
    lesson, k, ans = _number_check()
    at = open_page("app_pages/bai_hoc.py", lesson=lesson.id, step=lesson.first_check_step() + k + 1)
    assert not at.number_input, "a number box reads «1,5» as 15 in the browser"
    for typed, words in TYPED_WRONG.items():
        at.text_input[0].set_value(typed)
        next(b for b in at.button if b.label == "Kiểm tra").click()
        at.run()
        _no_english_or_crash(at)
        errs = _boxes(at)
        assert words in errs, (typed, errs)
        assert not at.success and "Chưa đúng" not in errs, "refused, not graded"
        assert at.text_input[0].value == typed  # what was typed is kept
    assert progress_db.get_store().attempts(LESSON_DRILL) == []
    at.text_input[0].set_value(f" {ans.key} ")
    check = next(b for b in at.button if b.label == "Kiểm tra")
    check.click()
    at.run()
    assert "Đúng rồi" in at.success[0].value
    assert [a["correct"] for a in progress_db.get_store().attempts(LESSON_DRILL)] == [True]


@pytest.mark.parametrize(("lang", "said"), [("vi", "«<» là ký tự đầu tiên không phải chữ số 0–9"),
                                             ("en", "«<» is the first character that is not a digit 0–9")])
def test_lesson_number_answer_names_the_first_character_not_of_a_number(progress_db, lang, said):
    """Tester, lesson 1 question 2: «<b>x</b>😀» was said to hold «😀» (U+1F600) after «<b>x</b>»; the first
    character that is not of a number is «<», shown as typed, and a code point means nothing to a learner."""
    lesson, k, _ans = _number_check()
    with language(lang):
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id, step=lesson.first_check_step() + k + 1)
        at.text_input[0].set_value("<b>x</b>😀")
        button(at, "Kiểm tra" if lang == "vi" else "Check").click()
        at.run()
    assert not at.exception and not at.success, "refused, not graded"
    errs = _boxes(at)
    assert said in errs and "«<b>x</b>😀»" in errs and "U+" not in errs, errs


def test_points_answer_refuses_look_alikes(progress_db):
    at = open_page("app_pages/luyen_xuong.py", seed=11, level=2)
    at.button(key="lx_chip_xuong").click().run()
    at.button(key="lx_submit").click().run()
    at.button(key="lx_show").click().run()  # a wrong xướng: the answer (and the points question) on request (issue 17)
    assert not [n for n in at.number_input if n.key == "lx_points_in"]
    for typed, words in TYPED_WRONG.items():
        at.text_input(key="lx_points_in").set_value(typed)
        at.button(key="FormSubmitter:lx_points_form-Kiểm tra điểm").click().run()
        _no_english_or_crash(at)
        errs = _boxes(at)
        assert words in errs, (typed, errs)
        assert not any(s.startswith(("Đúng", "Chưa đúng")) for s in [*map(shown, (x.value for x in at.success)),
                                                                      *map(shown, (x.value for x in at.error))])
    assert not [a for a in progress_db.get_store().attempts("xuong") if a["item_id"].startswith("Điểm bài số")]  # nothing was graded


@pytest.mark.parametrize("typed, amount", [("1.000", 1000), ("1,000", None), ("1 000", None), ("15", 15),
                                           ("1,5", None), ("1.5", None), ("0x10", None), ("1e3", None),
                                           ("１０", 10)])
def test_bet_box_reads_thousands_and_refuses_decimals(typed, amount):
    at = open_page("app_pages/tinh_diem.py")
    at.selectbox(key="td_preset").set_value("Ví dụ 31 điểm (bài tính điểm, tài liệu 002)").run()
    at.text_input(key="td_bet_text").set_value(typed).run()
    _no_english_or_crash(at)
    md = " ".join(m.value for m in at.markdown)
    assert not at.error
    if amount is None:  # refused under the box, which keeps the stake in use (session 23)
        assert at.warning and at.text_input(key="td_bet_text").value == "1.000"
        assert "31 điểm × 1.000 =" in md, "a refused amount is not used"
    else:
        assert not at.warning
        assert f"31 điểm × {amount:,}".replace(",", ".") in md


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("en", "1,00", "«1,00» cannot be read: the answer is a whole number — type the digits together"),  # English:
    ("en", "2.5", "«2.5» reads as 2.5: «.» is the decimal mark"),
    ("vi", "1,5", "«1,5» được đọc là 1,5: dấu phẩy là dấu thập phân"),  # Vietnamese: the comma is the decimal mark
    ("vi", "1.00", "«1.00» không đọc được: đáp số là số nguyên — hãy gõ liền các chữ số")])  # its comma separates
    # thousands, but a lesson asks points or counts: a small example, never a thousands hint (session 25)
def test_lesson_number_answer_reads_the_languages_marks(progress_db, lang, typed, said):
    """Tester (session 21), lesson 1 in English: «1,00» was refused as «not a whole number … with no fraction», though
    in English the comma separates thousands (the stake box takes «1,000»): the lesson box reads the money boxes' marks."""
    lesson, k, ans = _number_check()
    with language(lang):
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id, step=lesson.first_check_step() + k + 1)
        at.text_input[0].set_value(typed)
        button(at, "Kiểm tra" if lang == "vi" else "Check").click()
        at.run()
        assert not at.exception and not at.success, "refused, not graded"
        errs = _boxes(at)
        assert said in errs and ("not a whole number" not in errs if typed == "1,00" else True), errs
        at.text_input[0].set_value(number(int(ans.key) * 10))  # «1,000» / «1.000»: read as a thousand, too many cards
        button(at, "Kiểm tra" if lang == "vi" else "Check").click()
        at.run()
        assert f"«{number(int(ans.key) * 10)}» " + ("nằm ngoài" if lang == "vi" else "is outside") in _boxes(at)
        at.text_input[0].set_value(str(ans.key + 1))  # graded (wrong)
        button(at, "Kiểm tra" if lang == "vi" else "Check").click()
        at.run()
        assert not at.exception and not at.success, _boxes(at)
    assert [a["correct"] for a in progress_db.get_store().attempts(LESSON_DRILL)] == [False]


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("vi", "1,000", "«1,000» có dấu phẩy, là dấu thập phân: số này là 1 hay 1.000?"),
    ("en", "1.000", "«1.000» has «.», the decimal mark: is it 1 or 1,000?")])
def test_a_decimal_mark_before_three_zeros_asks_which_number_was_meant(lang, typed, said):
    """Tester (session 25): «1,000» in Vietnamese was refused as «read as 1: the comma is the decimal mark, and the
    answer is a whole number» — 1 is whole; the reason is that it may mean a thousand: asked, not misread."""
    from ui.inputs import read_whole_number

    with language(lang), pytest.raises(ChanError) as e:
        read_whole_number(typed, what="đáp số" if lang == "vi" else "the answer", example=7)
    with language(lang):
        assert say(e.value).startswith(said), say(e.value)


@pytest.mark.parametrize(("lang", "typed", "said"), [
    ("vi", "1.000,00", "«1.000,00» được đọc là 1.000: dấu phẩy là dấu thập phân, mà đáp số là số nguyên, không có "
                       "phần lẻ."),
    ("en", "1,000.00", "«1,000.00» reads as 1,000: «.» is the decimal mark, and the answer is a whole number, with no "
                       "decimals.")])
@pytest.mark.parametrize("money", [False, True])
def test_a_number_with_both_marks_is_read_in_them_not_asked_about(lang, typed, said, money):
    """Tester (session 27): «1.000,00» in Vietnamese was asked «1.000 hay 100.000?»; with its thousands mark and its
    decimal comma it can only be 1.000 with zero decimals: said so, as typed, and 100.000 never offered."""
    from ui.inputs import read_whole_number

    with language(lang), pytest.raises(ChanError) as e:
        read_whole_number(typed, what="đáp số" if lang == "vi" else "the answer", example=1000, money=money)
    with language(lang):
        assert say(e.value).startswith(said) and number(100_000) not in say(e.value), say(e.value)
