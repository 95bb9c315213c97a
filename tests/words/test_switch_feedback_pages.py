"""Tools, reference and progress pages follow a language switch (issue 15): what a page
worked out from the learner's input (a scored hand, an analysed hand, a checked or graded Mậu
binh arrangement, a search) and what the progress store keeps (answers saved under their
Vietnamese item ids, lessons done, a class's results) is worded again in the language the
learner switches to, and back in Vietnamese exactly as it was.

Same three steps as tests/words/test_switch_feedback.py (:func:`assert_follows_the_switch`): the page
used in Vietnamese, switched to English (no Vietnamese sentence left; the page reads as the same
input given in English from the start where that is compared), switched back (every text as
before).
"""
from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from words.i18n import language
from learning.i18n import _
from tests.apptest_pages import open_page, set_chi
from tests.words.test_switch_feedback import (  # noqa: F401  (elsewhere: a fixture)
    assert_follows_the_switch, boxes, elsewhere, texts,
)


def _page(lang: str, path: str, step=None, **params) -> AppTest:
    """``path`` opened in ``lang`` (link parameters ``params``), then ``step(at)`` done in that
    language (it sets inputs and runs the page)."""
    with language(lang):
        at = open_page(path, **params, **({"lang": lang} if lang != "vi" else {}))
        if step is not None:
            step(at)
    assert not at.exception, [e.value for e in at.exception]
    return at


def main_texts(at: AppTest) -> list[str]:
    """Every text of the page but the sidebar's (what the page worked out is in the main area)."""
    return [t for _k, _f, t in texts(at)]


# ------------------------------------------------------------------ Tính điểm, Phân tích bài
PRESET_9 = "Ví dụ 9 điểm (bài tính điểm, tài liệu 002)"
EXAMPLE_31 = "Ví dụ 31 điểm của bài tính điểm (chì bạch thủ chi, tám đỏ, 2 lèo)"


def _tinh_diem_sai(at: AppTest) -> None:
    at.selectbox(key="td_preset").set_value(_(PRESET_9)).run()
    at.radio(key="td_xuong_how").set_value("sai").run()
    at.multiselect(key="td_said_extra").set_value(["tam_do"]).run()


def test_tinh_diem_result_follows_the_switch(progress_db, elsewhere):
    at = _page("vi", "app_pages/tinh_diem.py", _tinh_diem_sai)
    assert at.error and at.error[-1].value.startswith("Xướng sai")
    with elsewhere():
        english = texts(_page("en", "app_pages/tinh_diem.py", _tinh_diem_sai))
    assert_follows_the_switch(at, feedback=boxes, english=english)


def _phan_tich(at: AppTest) -> None:
    at.selectbox(key="ptb_example").set_value(_(EXAMPLE_31)).run()
    at.run()  # the hand picker folds on the run after an example is chosen (not a language matter)


def test_phan_tich_bai_analysis_follows_the_switch(progress_db):
    at = _page("vi", "app_pages/phan_tich_bai.py", _phan_tich)
    assert at.success
    assert_follows_the_switch(at, feedback=main_texts)


# ------------------------------------------------------------------ Mậu binh
LUNG_KIND = "Ks Kd Kc / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd"


def _kiem_tra(at: AppTest) -> None:
    at.text_input(key="kt_text").set_value(LUNG_KIND).run()


def test_kiem_tra_binh_verdict_follows_the_switch(progress_db):
    at = _page("vi", "app_pages/kiem_tra_binh.py", _kiem_tra)
    assert at.error
    assert_follows_the_switch(at, feedback=boxes)


def _xep_binh_lung(seed: int):
    from mau_binh.arrangement import Arrangement
    from mau_binh.drill import deal_hand
    from mau_binh.solver import solve

    best = solve(deal_hand(seed)).arrangement
    return Arrangement(best.back[:3], best.middle, list(best.back[3:]) + list(best.front))


def _xep_binh(at: AppTest) -> None:
    set_chi(at, _xep_binh_lung(4243))
    at.button(key="xb_grade").click().run()


def test_xep_binh_grade_follows_the_switch(progress_db, elsewhere):
    at = _page("vi", "app_pages/xep_binh.py", _xep_binh, seed=4243)
    assert at.error, "a binh lủng"
    with elsewhere():
        english = texts(_page("en", "app_pages/xep_binh.py", _xep_binh, seed=4243))
    assert_follows_the_switch(at, feedback=boxes, english=english)


# ------------------------------------------------------------------ reference pages: a search, the examples
def _search(at: AppTest) -> None:
    at.text_input(key="quyet_dinh_search").set_value("ga").run()


@pytest.mark.parametrize("path, step", [
    ("app_pages/quyet_dinh.py", _search),
    ("app_pages/thu_tu_xuong.py", None),
], ids=["quyet_dinh", "thu_tu_xuong"])
def test_reference_page_follows_the_switch(progress_db, path, step):
    at = _page("vi", path, step)
    assert_follows_the_switch(at, feedback=main_texts)


# ------------------------------------------------------------------ what the progress store keeps
def _answered(store) -> None:
    """Answers saved the way the drills save them (item ids in Vietnamese words)."""
    from learning import progress
    from learning.lessons import load_course

    course = load_course()
    store.record_attempt("boc_cai", "4 người, quân số 6", False)
    store.record_attempt("an_hay_khong", "ahk-loi-6", False)
    store.record_attempt("an_hay_khong", "ngau-nhien-12", False)
    store.record_attempt("xuong", "Lèo", False)
    store.record_attempt("tinh_diem", "Điểm của bài ù (luyện xướng)", False)
    store.record_attempt("xep_binh", "ván 12", True)
    store.record_attempt(progress.LESSON_DRILL, f"{course[0].id}/{course[0].checks[0].id}", False)
    store.lesson_done(course[0].id)
    store.set_position(course[1].id, 2)


def test_tien_do_follows_the_switch(progress_db):
    _answered(progress_db.get_store())
    at = _page("vi", "app_pages/tien_do.py")
    assert_follows_the_switch(at, feedback=main_texts)


def test_lop_hoc_follows_the_switch(progress_db, monkeypatch):
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "lop-7a")
    _answered(progress_db.get_store())

    def teacher(at: AppTest) -> None:
        at.text_input(key="hoc_chan__code_in").set_value("lop-7a")
        at.button(key="hoc_chan__code_go").click().run()

    at = _page("vi", "app_pages/lop_hoc.py", teacher)
    assert at.dataframe, "the teacher's view"
    assert_follows_the_switch(at, feedback=main_texts)
