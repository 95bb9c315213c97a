"""QA regressions for the «Học», «Luyện tập» and «Công cụ» pages (AppTest).

Each test reproduces one problem a learner hit in the browser (QA pass,
30/11) and checks the fixed behaviour:

- an engine field id (``cards``, ``hand``) was shown raw under an error;
- the «Select all» (English) row of multiselects, and an empty multiselect
  answer in a lesson being graded «Chưa đúng» instead of asking for an answer;
- a bad ``?card=`` / ``?drawer=`` link left «Bốc cái» with no round to play;
- the card picker of «Phân tích bài» folded after the first «＋» click;
- «Tiến độ» showed the progress file's path and raw situation ids (``ahk-loi-6``).
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from learning.checks import compute
from tests.apptest_pages import open_page, shown
from learning.lessons import load_course
from learning.progress import LESSON_DRILL, ProgressStore

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60


@pytest.fixture(autouse=True)
def db(tmp_path, monkeypatch) -> Path:
    """Every test writes progress to its own SQLite file."""
    path = tmp_path / "progress.sqlite3"
    monkeypatch.setenv("HOC_CHAN_DB", str(path))
    return path


def _page(name: str, **params) -> AppTest:
    at = AppTest.from_file(str(ROOT / "app_pages" / f"{name}.py"), default_timeout=TIMEOUT)
    for k, v in params.items():
        at.query_params[k] = str(v)
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


_routed = open_page  # the router, then the page; asserts no exception


# ------------------------------------------------------------ error box: no raw field ids
def test_meld_error_names_the_input_in_vietnamese_not_its_id():
    at = _page("phan_tich_bai")
    at.button(key="ptb_add_meld").click().run()
    at.selectbox(key="ptb_meld_type_0").set_value("an_ca")
    at.text_input(key="ptb_meld_cards_0").set_value("5V 5V").run()
    errs = [e.value for e in at.error]
    assert any("không phải cạ" in e for e in errs), errs
    assert not any("`cards`" in e or "`hand`" in e for e in errs), errs
    assert any("(ô «Các lá của bộ 1»)" in e.replace("\\", "") for e in errs), errs  # the box as labelled
    assert not any("(ô: các lá)" in e for e in errs), errs
    assert at.text_input(key="ptb_meld_cards_0").value == "5V 5V"  # input kept


def _error_app(field: str | None) -> None:
    import ui
    from chan_core.errors import ChanError
    
    ui.show_error(ChanError("Sai.", field=field))


@pytest.mark.parametrize("field, suffix", [
    ("options.xyz", ""),  # an id the learner cannot act on: left out
    ("hand", "  \n_(ô: bài trên tay)_"),
    ("melds[2]", "  \n_(ô: dưới chiếu)_"),
    (None, ""),
])
def test_show_error_never_prints_a_raw_field_id(field, suffix):
    import ui

    at = AppTest.from_function(_error_app, args=(field,), default_timeout=TIMEOUT)
    at.run()
    assert [e.value for e in at.error] == [ui.literal("Sai.") + suffix]  # the message itself literally


# ------------------------------------------------------------ multiselects
def _multi_check():
    for lesson in load_course():
        for k, c in enumerate(lesson.checks):
            if c.type in ("cards", "multi"):
                return lesson, k, c
    raise AssertionError("no multiselect check in the course")


def test_lesson_multiselect_has_no_select_all_and_empty_is_not_graded(db):
    lesson, k, check = _multi_check()
    at = _page("bai_hoc", lesson=lesson.id, step=lesson.first_check_step() + k + 1)
    ms = at.multiselect[0]
    assert ms.proto.select_all == 0  # no English «Select all» row
    next(b for b in at.button if b.label == "Kiểm tra").click()
    at.run()
    assert any("Hãy chọn hoặc nhập đáp án" in w.value for w in at.warning)
    assert not any("Chưa đúng" in e.value for e in at.error)
    assert ProgressStore(db).item(LESSON_DRILL, f"{lesson.id}/{check.id}") is None  # nothing recorded
    # a real (right) answer is still graded
    ans = compute(check)
    at.multiselect[0].set_value(sorted(ans.key))
    next(b for b in at.button if b.label == "Kiểm tra").click()
    at.run()
    assert any("Đúng rồi" in s.value for s in at.success)


def test_tool_multiselects_have_no_select_all():
    td = _page("tinh_diem")
    assert td.multiselect(key="td_cuoc").proto.select_all == 0
    lx = _page("luyen_xuong")
    assert lx.multiselect(key="lx_bao").proto.select_all == 0


# ------------------------------------------------------------ bốc cái: bad link
@pytest.mark.parametrize("card, drawer, said", [
    ("zz", "1", "«card=zz»"),
    ("7V", "7", "«drawer=7»"),
    ("7V", "x", "phải là một số từ 0 đến 3"),
])
def test_boc_cai_bad_link_still_gives_a_round(card, drawer, said):
    at = _page("boc_cai", n=4, seed=5, card=card, drawer=drawer)
    errs = " ".join(shown(e.value) for e in at.error)
    assert said in errs, errs
    assert "(card)" not in errs and "(drawer)" not in errs and "-1" not in errs
    seats = [b for b in at.button if b.label.startswith("Ghế")]
    assert len(seats) == 4  # the seed's own round is playable
    seats[0].click()
    at.run()
    assert at.success or at.error


# ------------------------------------------------------------ phân tích bài: picker stays open
def test_card_picker_stays_open_while_clicking_cards():
    at = _page("phan_tich_bai")

    def picker():
        return next(e for e in at.expander if e.label == "Bấm để thêm quân")

    assert picker().proto.expanded
    at.button(key="ptb_hand__add_2V").click().run()
    assert at.text_input(key="ptb_hand__text").value.split() == ["2V"]
    assert picker().proto.expanded  # was folded after the first click
    at.button(key="ptb_hand__add_2V").click().run()
    assert at.text_input(key="ptb_hand__text").value.split() == ["2V", "2V"]
    assert picker().proto.expanded


# ------------------------------------------------------------ tiến độ: words, not ids/paths
def test_tien_do_names_situations_and_hides_file_path(db):
    store = ProgressStore(db)
    store.record_attempt("an_hay_khong", "ahk-loi-6", False)
    store.record_attempt("an_hay_khong", "ngau-nhien-42", False)
    store.record_attempt("doc_quan_bai", "9V", False)  # «Đọc quân bài» keeps the card's code
    at = _page("tien_do")
    shown = " ".join(c.value for c in at.caption) + " ".join(m.value for m in at.markdown)
    assert str(db) not in shown and ".sqlite3" not in shown
    charts = " ".join(json.dumps(json.loads(c.proto.spec), ensure_ascii=False) for c in at.get("plotly_chart"))
    assert "ahk-loi-6" not in charts and "ngau-nhien-42" not in charts
    assert "Ăn hay không? — Cửu vạn quay lại" in charts
    assert "Ăn hay không? — ván ngẫu nhiên số 42" in charts
    assert "Đọc quân bài — Cửu vạn" in charts and "9V" not in charts


# ------------------------------------------------------------ leaving a drill and coming back
def _drop_link_params(at: AppTest) -> None:
    """What the sidebar does when the learner comes back to a page: no query params."""
    for k in list(at.query_params):
        del at.query_params[k]


def test_luyen_xuong_keeps_round_and_xuong_after_leaving():
    at = _page("luyen_xuong")
    cap = [c.value for c in at.caption if c.value.startswith("Bài số")]
    at.button(key="lx_chip_leo").click().run()
    _drop_link_params(at)
    at.run()
    assert [c.value for c in at.caption if c.value.startswith("Bài số")] == cap
    assert at.session_state["lx_said"] == [("leo", 1)]


def test_boc_cai_keeps_round_and_answer_after_leaving():
    at = _page("boc_cai", n=3, seed=11)
    cap = [c.value for c in at.caption if c.value.startswith("Ván số")]
    at.button(key="bc_seat0").click().run()
    verdict = [e.value for e in at.error] + [s.value for s in at.success]
    assert verdict
    _drop_link_params(at)
    at.run()
    assert [c.value for c in at.caption if c.value.startswith("Ván số")] == cap
    assert [e.value for e in at.error] + [s.value for s in at.success] == verdict
    # «Ván mới» still starts another round
    at.button(key="bc_new").click().run()
    assert at.session_state["bc_pick"] is None


def test_card_picker_rows_wrap_instead_of_stacking_on_a_phone():
    """st.columns stack one card per line below 640 px; the picker uses wrapping
    horizontal containers of 40 px cells (one card picture + its «＋»)."""
    at = _page("phan_tich_bai")
    picker = next(e for e in at.expander if e.label == "Bấm để thêm quân")
    assert len(picker.columns) == 0
    rows = [b for b in picker.children.values() if b.type == "flex_container"
            and b.proto.flex_container.direction == b.proto.flex_container.HORIZONTAL]
    assert len(rows) >= 3  # vạn (+ chi chi), văn, sách
    cells = [c for r in rows[:3] for c in r.children.values()]
    assert len(cells) == 25
    assert all(c.proto.width_config.pixel_width == 40 for c in cells)


def test_new_empty_meld_row_is_a_hint_not_an_error():
    at = _page("phan_tich_bai")
    at.text_input(key="ptb_hand__text").set_value("2V 2V 4N").run()
    at.button(key="ptb_add_meld").click().run()
    assert not at.error, [e.value for e in at.error]
    assert any("chưa có lá nào" in c.value for c in at.caption)
    assert any("3 lá" in c.value for c in at.caption)  # the analysis still runs on the hand
    at.text_input(key="ptb_meld_cards_0").set_value("5V 5N").run()
    assert any("5V 5N" in e.value for e in at.error)  # a wrong meld is still an error


def test_xuong_chips_wrap_and_show_full_names():
    """Cước chips sit in wrapping rows sized to their names (no column grid that
    stacks on a phone and cuts «Nhà lầu xe hơi hoa rơi cửa phật»)."""
    at = _page("luyen_xuong")
    chip = at.button(key="lx_chip_nha_lau_xe_hoi_hoa_roi_cua_phat")
    assert chip.label == "Nhà lầu xe hơi hoa rơi cửa phật"
    rows = [b for b in at.main.children.values() if b.type == "flex_container"
            and b.proto.flex_container.direction == b.proto.flex_container.HORIZONTAL
            and any(getattr(c, "key", "") and str(c.key).startswith("lx_chip_") for c in b.children.values())]
    assert len(rows) == 4  # thông/chì, kiểu ù, cước của bài, «có …»
    at.button(key="lx_chip_leo").click().run()
    assert at.session_state["lx_said"] == [("leo", 1)]
