"""The lesson page (app_pages/bai_hoc.py) and the progress page
(app_pages/tien_do.py) through Streamlit's AppTest (``tests.apptest_pages.lesson_page``; the
``db`` fixture is tests/conftest.py's)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from streamlit.testing.v1 import AppTest

from learning.checks import compute
from learning.lessons import load_course
from learning.progress import LESSON_DRILL, ProgressStore
from tests.apptest_pages import button, lesson_page, open_page, page_texts, shown
from tests.budget import fast_first

ROOT = Path(__file__).resolve().parents[2]
PROGRESS_PAGE = str(ROOT / "app_pages" / "tien_do.py")
COURSE = load_course()
BY_ID = {x.id: x for x in COURSE}


def _answer(at: AppTest, ans, correct: bool = True) -> None:
    """Fill the check's input with the engine's key (or a wrong value) and submit."""
    c = ans.check
    if c.type == "choice":
        values = [o.value for o in ans.options]
        j = values.index(ans.key) if correct else next(i for i, v in enumerate(values) if v != ans.key)
        at.radio[0].set_value(j)
    elif c.type == "number":
        at.text_input[0].set_value(str(ans.key if correct else ans.key + 1))
    else:
        at.multiselect[0].set_value(sorted(ans.key) if correct else [])
    button(at, "Kiểm tra").click()
    at.run()


def _step(at: AppTest) -> int:
    return int(at.query_params["step"][0] if isinstance(at.query_params["step"], list) else at.query_params["step"])


def _qp(at: AppTest, name: str) -> str:
    v = at.query_params[name]
    return v[0] if isinstance(v, list) else v


@pytest.mark.parametrize("lesson_id", fast_first(["chia-bai-boc-cai", "chan-ca", "cuoc-trong-bai", "tinh-diem-ga",
                                                   "an-tien-bao"]))
def test_walk_a_whole_lesson_to_the_next(db, lesson_id):
    lesson = BY_ID[lesson_id]
    at = lesson_page(lesson_id)
    assert not at.exception
    n = COURSE.index(lesson) + 1
    assert at.title[0].value == f"Bài {n}. {lesson.title}"
    seen_checks = 0
    while True:
        assert not at.exception, at.exception
        assert not at.error, [e.value for e in at.error]
        step = _step(at) - 1
        what, i = lesson.step_kind(step)
        if what == "section":
            assert at.subheader[0].value == lesson.sections[i].heading
        elif what == "example":
            title = lesson.example.title  # never «Ví dụ: Ví dụ 9 điểm» (issue 17)
            assert at.subheader[0].value == (title if title.startswith("Ví dụ") else f"Ví dụ: {title}")
            assert at.info, "the worked example shows the engine's answer"
        elif what == "check":
            _answer(at, compute(lesson.checks[i]))
            assert at.success and "Đúng rồi" in at.success[0].value, [e.value for e in at.error]
            seen_checks += 1
        else:
            break
        button(at, "Bước tiếp").click()
        at.run()
    assert seen_checks == len(lesson.checks)
    assert any("hoàn thành" in s.value for s in at.success)
    store = ProgressStore(db)  # a new connection, as after a restart
    assert store.is_lesson_done(lesson_id)
    assert {f"{lesson_id}/{c.id}" for c in lesson.checks} <= {x["item_id"] for x in store.item_stats(LESSON_DRILL)}
    if lesson is COURSE[-1]:
        assert any("bài cuối của khoá học" in m.value for m in at.markdown)
        return
    nxt = COURSE[COURSE.index(lesson) + 1]
    next(b for b in at.button if b.label.startswith("Bài tiếp theo")).click()
    at.run()
    assert _qp(at, "lesson") == nxt.id and _qp(at, "step") == "1"
    assert at.title[0].value.endswith(nxt.title)


def test_wrong_answer_shows_engine_key_and_is_recorded(db):
    lesson = BY_ID["chia-bai-boc-cai"]
    at = lesson_page(lesson.id, lesson.first_check_step() + 1)
    ans = compute(lesson.checks[0])
    _answer(at, ans, correct=False)
    # a wrong answer first says it is wrong, without giving the key: the learner may try again
    # at once or ask for the key (issue 17 item 2)
    assert at.error and "Chưa đúng" in at.error[0].value and "Đáp án đúng" not in at.error[0].value
    button(at, "Xem đáp án").click()
    at.run()
    assert at.error and "Đáp án đúng: **B**" in at.error[0].value
    assert "B (2)" in "".join(m.value for m in at.markdown), "the count seat by seat is shown"
    st = ProgressStore(db).item_stats(LESSON_DRILL)
    assert [(x["item_id"], x["correct"], x["box"]) for x in st] == [("chia-bai-boc-cai/nhi-van", 0, 1)]
    # the lesson is not done until every check is answered
    at.query_params["step"] = str(lesson.n_steps)
    at.run()
    assert any("chưa trả lời" in x.value for x in at.info)
    assert not ProgressStore(db).is_lesson_done(lesson.id)


def test_empty_answer_asks_for_one(db):
    lesson = BY_ID["chia-bai-boc-cai"]
    at = lesson_page(lesson.id, lesson.first_check_step() + 1)
    button(at, "Kiểm tra").click()
    at.run()
    assert any("Hãy chọn hoặc nhập" in w.value for w in at.warning)
    assert ProgressStore(db).attempts() == []


def test_deep_link_and_prev_next(db):
    at = lesson_page("u", 3)
    lesson = BY_ID["u"]
    assert at.title[0].value.startswith("Bài 5.")
    assert at.subheader[0].value == lesson.sections[2].heading
    button(at, "Bước trước").click()
    at.run()
    assert _qp(at, "step") == "2"
    button(at, "Bài sau").click()
    at.run()
    assert _qp(at, "lesson") == "loi-nhom-a" and _qp(at, "step") == "1"
    button(at, "Bài trước").click()
    at.run()
    assert _qp(at, "lesson") == "u"


def test_lesson_list_and_bad_link(db):
    at = lesson_page("khong-co-bai-nay", 99)
    assert any("Không có bài học «khong-co-bai-nay»" in shown(w.value) for w in at.warning)
    assert at.title[0].value.startswith("Bài 1.")
    button(at, "10. Xướng: hô cước khi ù").click()
    at.run()
    assert _qp(at, "lesson") == "xuong"
    at2 = lesson_page("bo-bai", 999)  # a step past the end is the last step
    assert _qp(at2, "step") == str(BY_ID["bo-bai"].n_steps)


def test_reopening_without_link_continues_where_stopped(db):
    first = lesson_page("loi-nhom-b-d", 2)
    at = lesson_page(browser=first)  # a new session of the same browser, no query params (closed and reopened)
    assert _qp(at, "lesson") == "loi-nhom-b-d" and _qp(at, "step") == "2"
    assert at.title[0].value.startswith("Bài 7.")


def test_corrupt_database_is_reported_and_page_keeps_working(db):
    db.write_bytes(b"this is not sqlite" * 200)
    at = lesson_page("bo-bai")
    assert not at.exception
    shown = [w.value for w in at.warning if "bị hỏng" in w.value]  # in learner words: no path (issue 22)
    assert shown and not any(".corrupt-" in w or str(db.parent) in w for w in shown)
    assert at.title[0].value.startswith("Bài 1.")
    assert list(db.parent.glob("progress.sqlite3.corrupt-*"))


def test_progress_page_charts(db):
    s = ProgressStore(db)
    s.lesson_done("bo-bai")
    s.record_attempt(LESSON_DRILL, "bo-bai/so-la", False)
    s.record_attempt(LESSON_DRILL, "bo-bai/so-la", True)
    s.record_attempt("boc_cai", "7V-4-1", False)
    at = AppTest.from_file(PROGRESS_PAGE, default_timeout=60).run()
    assert not at.exception
    metrics = {m.label: m.value for m in at.metric}
    assert metrics["Bài học đã xong"] == f"1/{len(COURSE)}"
    assert metrics["Số lần trả lời"] == "3" and metrics["Tỉ lệ đúng"] == "33%"
    assert len(at.get("plotly_chart")) == 3
    heads = [h.value for h in at.subheader]  # the lesson sections first; the daily practice and table sections follow
    assert heads[:3] == ["Bài học", "Độ chính xác theo thời gian", "Những câu hay sai nhất"] and "Luyện hằng ngày" in heads


def test_progress_page_lists_wrong_lesson_questions_to_review(db):
    s = ProgressStore(db)
    s.record_attempt(LESSON_DRILL, "u/u-quan-danh", False)
    s.record_attempt(LESSON_DRILL, "bo-bai/so-la", True)  # right: not due for 10 minutes
    at = AppTest.from_file(PROGRESS_PAGE, default_timeout=60).run()
    assert not at.exception
    assert "Ôn lại" in [h.value for h in at.subheader]
    text = " ".join(m.value for m in [*at.markdown, *at.caption])
    assert "Bài 5, câu 2" in text and "Bài 1, câu 2" not in text


def test_progress_page_empty_and_clear(db):
    at = AppTest.from_file(PROGRESS_PAGE, default_timeout=60).run()
    assert not at.exception and any("Chưa có câu trả lời" in i.value for i in at.info)
    ProgressStore(db).record_attempt("boc_cai", "x", True)
    at.run()
    at.checkbox(key="tien_do__sure").check().run()
    at.button(key="tien_do__clear").click().run()
    assert ProgressStore(db).attempts() == []


# ---- «Kiểm tra» records one attempt per question per visit ----

def test_check_button_twice_records_one_attempt(db):
    lesson = BY_ID["bo-bai"]
    k = next(i for i, c in enumerate(lesson.checks) if c.id == "so-la")
    at = lesson_page(lesson.id, lesson.first_check_step() + k + 1)
    at.text_input[0].set_value("100")  # 25 × 4 (seed 001 §I)
    button(at, "Kiểm tra").click()
    at.run()
    assert "Đúng rồi" in at.success[0].value
    assert button(at, "Kiểm tra").disabled, "the button is idempotent once answered"
    # a second submit (double click, or Enter then a click) that reached the server before the
    # button was drawn disabled, even with another value: AppTest refuses clicks on a disabled
    # button, so the click is sent as the browser would have sent it a moment earlier
    box = at.text_input[0]
    box.proto.disabled = False  # the box is disabled too once answered right
    box.set_value("99")
    again = button(at, "Kiểm tra")
    again.proto.disabled = False
    again.click()
    at.run()
    assert not at.exception
    assert "Đúng rồi" in at.success[0].value and not at.error, "the first answer stands"
    assert [(a["item_id"], a["correct"]) for a in ProgressStore(db).attempts()] == [("bo-bai/so-la", True)]
    assert any("đầu tiên" in c.value for c in at.caption)
    # the deck explanation fits the question: 25 × 4, not the red cards
    text = " ".join(m.value for m in at.markdown)
    assert "25 × 4 = **100 lá**" in text and "Quân đỏ" not in text
    # leaving the step and coming back is a new visit: one more attempt may be recorded
    button(at, "Bước tiếp").click()
    at.run()
    button(at, "Bước trước").click()
    at.run()
    assert not button(at, "Kiểm tra").disabled
    at.text_input[0].set_value("99")
    button(at, "Kiểm tra").click()
    at.run()
    assert [a["correct"] for a in ProgressStore(db).attempts()] == [True, False]


# ---- Tiến độ: «Học tiếp» and the lesson chart ----

def _progress_app() -> AppTest:
    return AppTest.from_file(PROGRESS_PAGE, default_timeout=60).run()


def _links(at: AppTest) -> list[str]:
    """Link labels: page links, or their caption stand-in when the page runs without the router."""
    return [ln.proto.label for ln in at.get("page_link")] + [m.value for m in at.caption]


def test_progress_page_continue_skips_finished_lessons(db):
    s = ProgressStore(db)
    for x in COURSE[:4]:
        s.lesson_done(x.id)
    s.set_position(COURSE[3].id, COURSE[3].n_steps - 1)  # stopped on Bài 4, last step
    s.set_position(COURSE[1].id, 0)  # then merely opened Bài 2
    at = _progress_app()
    assert not at.exception
    labels = _links(at)
    assert f"Bắt đầu học: Bài 5. {COURSE[4].title}" in labels  # never opened: started, not continued
    assert not any("Bài 2." in x or "Bài 4." in x for x in labels)


def test_progress_page_all_done_says_so(db):
    s = ProgressStore(db)
    for x in COURSE:
        s.lesson_done(x.id)
    at = _progress_app()
    assert any(f"học xong cả {len(COURSE)} bài" in x.value for x in at.success)
    assert any(x.startswith("Ôn lại từ đầu: Bài 1.") for x in _links(at))


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_progress_lesson_labels_sit_above_the_bars_wrapped_for_a_phone(db, lang):
    """Tick labels beside the bars were cut off on a 390 px phone: each label is written above its bar, in
    lines short enough for a phone, and says the whole label."""
    import plotly.io as pio

    from words.i18n import language

    with language(lang):
        at = open_page("app_pages/tien_do.py", **({"lang": "en"} if lang == "en" else {}))
    fig = pio.from_json(at.get("plotly_chart")[0].proto.spec, skip_invalid=True)
    labels = list(fig.data[0].y)
    assert len(labels) == len(COURSE) and fig.layout.yaxis.showticklabels is False
    notes = {a.y: a.text for a in fig.layout.annotations}
    assert {y: t.replace("<br>", " ") for y, t in notes.items()} == {x: x for x in labels}
    assert max(len(line) for t in notes.values() for line in t.split("<br>")) <= 40
    assert any("<br>" in t for t in notes.values())  # the long ones are wrapped
    assert ("not started" if lang == "en" else "chưa học") in labels[0]


def test_progress_lesson_chart_is_stacked_right_wrong_not_done(db):
    import plotly.io as pio

    s = ProgressStore(db)
    s.record_attempt(LESSON_DRILL, "bo-bai/so-la", False)
    s.record_attempt(LESSON_DRILL, "bo-bai/so-la", True)  # last answer right
    s.record_attempt(LESSON_DRILL, "bo-bai/dem-do", False)
    at = _progress_app()
    fig = pio.from_json(at.get("plotly_chart")[0].proto.spec, skip_invalid=True)
    assert fig.layout.barmode == "stack"
    assert fig.layout.xaxis.title.text == "Số câu hỏi"
    assert [t.name for t in fig.data] == ["Đúng", "Sai", "Chưa làm"]
    by = {t.name: dict(zip(t.y, t.x)) for t in fig.data}
    n1 = len(BY_ID["bo-bai"].checks)
    lbl1 = f"1. {BY_ID['bo-bai'].title} — đang học"
    assert (by["Đúng"][lbl1], by["Sai"][lbl1], by["Chưa làm"][lbl1]) == (1, 1, n1 - 2)
    lbl2 = f"2. {COURSE[1].title} — chưa học"  # not started: every question «chưa làm»
    assert (by["Đúng"][lbl2], by["Sai"][lbl2], by["Chưa làm"][lbl2]) == (0, 0, len(COURSE[1].checks))
    for lbl in by["Đúng"]:  # the three parts add up to the lesson's questions
        assert sum(by[p][lbl] for p in by) == len(COURSE[list(by["Đúng"]).index(lbl)].checks)


@pytest.mark.parametrize("lang, kinds, copies, not_said", [
    ("vi", "25 quân", "4 lá giống hệt nhau", None), ("en", "25 kinds of card", "4 identical copies", "25 cards")])
def test_deck_lesson_and_deck_page_count_kinds_apart_from_copies(db, lang, kinds, copies, not_said):
    """Lesson 1's head (title, summary, goals, first heading) and the deck page say the 25 as kinds (quân) and the 4
    as copies (lá) — the English head said «25 cards, 4 copies of each: 100 cards», «card» for both."""
    from words.i18n import language

    with language(lang):
        steps = [open_page("app_pages/bai_hoc.py", lang=lang, lesson="bo-bai", step=n) for n in (1, 2)]
        deck = open_page("app_pages/bo_bai.py", lang=lang)
    head = "\n".join(shown(x[2]) for at in steps for x in page_texts(at)).replace("**", "")
    page = "\n".join(x[2] for x in page_texts(deck)).replace("**", "")
    assert head.count(kinds) >= 3 and copies in head, head  # summary, goal, heading (and the body)
    assert kinds in page and copies in page, page
    assert not_said is None or (not_said not in head and not_said not in page)
    assert not re.search(r"× 4 cards\b", page), page  # «25 kinds × 4 cards» in the note on text 003
