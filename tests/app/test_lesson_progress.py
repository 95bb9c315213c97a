"""Issue 27 item 8: lesson progress counts what was read and answered.

Lesson 9 read step by step (and its questions answered) is done without opening its summary;
lesson 7 is done once its questions are answered; a lesson only read is «Đang học», not «Chưa
học»; «Học tiếp» opens the step the lesson page reopens — the one last visited (:mod:`learning.lesson_progress`)."""
from __future__ import annotations

import pytest

from learning import lesson_progress as lp
from learning import progress
from learning.checks import compute
from learning.lessons import load_course
from learning.progress import LESSON_DRILL, ProgressStore
from tests.apptest_pages import button, lesson_page, open_page
from words.i18n import language

COURSE = load_course()
BY_ID = {x.id: x for x in COURSE}


def _answer(at, ans) -> None:
    c = ans.check
    if c.type == "choice":
        at.radio[0].set_value([o.value for o in ans.options].index(ans.key))
    elif c.type == "number":
        at.text_input[0].set_value(str(ans.key))
    else:
        at.multiselect[0].set_value(sorted(ans.key))
    button(at, "Kiểm tra").click()
    at.run()


def _walk_to_summary(lesson_id: str, answer: bool = True):
    """Open every step but the summary with «Bước tiếp», answering the questions."""
    lesson = BY_ID[lesson_id]
    at = lesson_page(lesson_id, 1)
    for step in range(lesson.n_steps - 1):
        what, i = lesson.step_kind(step)
        if what == "check" and answer:
            _answer(at, compute(lesson.checks[i]))
        if step < lesson.n_steps - 2:
            button(at, "Bước tiếp").click()
            at.run()
        assert not at.exception
    return at


@pytest.mark.parametrize("lesson_id", ["cuoc-cach-u", "loi-nhom-b-d"])
def test_lesson_is_done_after_its_steps_without_the_summary(db, lesson_id):
    at = _walk_to_summary(lesson_id)
    lesson = BY_ID[lesson_id]
    assert int(at.query_params["step"][0]) == lesson.n_steps - 1  # the summary was never opened
    store = ProgressStore(db)
    assert store.is_lesson_done(lesson_id)
    assert _status(lesson_id, at) == "đã xong"


def _status(lesson_id: str, browser) -> str:
    """The lesson's status as the Tiến độ page's lesson chart labels it («n. title — đã xong»)."""
    import json

    at = open_page("app_pages/tien_do.py", browser=browser)  # the same browser: the same learner
    lesson = BY_ID[lesson_id]
    head = f"{COURSE.index(lesson) + 1}. {lesson.title} — "
    spec = json.dumps([json.loads(c.proto.spec) for c in at.get("plotly_chart")], ensure_ascii=False)
    i = spec.index(head) + len(head)
    return spec[i:spec.index('"', i)]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_read_only_lesson_is_started_and_continue_opens_where_the_lesson_page_does(db, lang):
    """Tester: «Tiến độ»'s «Học tiếp» named the first step not done while the lesson page, opened again, showed the
    step last visited. One rule, the lesson page's: the learner comes back to where he was (the summary lists what
    he skipped)."""
    lesson = BY_ID["cuoc-cach-u"]
    at = lesson_page(lesson.id, 1)
    for _ in range(2):  # read steps 1–3
        button(at, "Bước tiếp").click()
        at.run()
    store = ProgressStore(db)
    assert lp.read_steps(store)[lesson.id] == {0, 1, 2}
    assert not store.is_lesson_done(lesson.id)
    store.record_attempt("boc_cai", "x", True)  # the page draws its charts once something is answered
    assert _status(lesson.id, at) == "đang học"  # read, no question answered: not «chưa học»
    # jump ahead to the first question and leave it unanswered: «Học tiếp» opens it, as the lesson page does
    lesson_page(lesson.id, lesson.first_check_step() + 1, browser=at)
    nxt = progress.next_step(COURSE, ProgressStore(db))
    assert nxt.lesson.id == lesson.id and nxt.step == lesson.first_check_step() > 3
    with language(lang):  # AppTest formats widget options in the test's thread: speak the page's language
        page = open_page("app_pages/tien_do.py", browser=at, lang=lang)
        again = open_page("app_pages/bai_hoc.py", browser=at, lang=lang)  # the lesson page without a link
    want = {"lesson": lesson.id, "step": str(nxt.step + 1)}
    (link,) = [ln.proto for ln in page.get("page_link") if ln.proto.label.startswith(("Học tiếp", "Continue"))]
    assert dict(x.split("=") for x in link.query_string.split("&")) == want
    assert link.label.endswith(f"{nxt.step + 1}/{lesson.n_steps}")
    assert {k: "".join(again.query_params[k]) for k in want} == want  # a value or a list of one


def test_steps_done_and_open_steps():
    lesson = BY_ID["loi-nhom-b-d"]
    ns = len(lesson.sections)
    answered = {f"{lesson.id}/{c.id}" for c in lesson.checks}
    assert lp.open_steps(lesson, lp.steps_done(lesson, range(ns + 1), answered)) == []
    assert lp.open_steps(lesson, lp.steps_done(lesson, [0, 2, 3], answered)) == [1, *range(4, ns + 1)]
    done = lp.steps_done(lesson, range(ns + 1), sorted(answered)[1:])
    missing = next(i for i, c in enumerate(lesson.checks) if f"{lesson.id}/{c.id}" not in sorted(answered)[1:])
    assert lp.open_steps(lesson, done) == [lesson.first_check_step() + missing]


def test_read_steps_survive_a_bad_counter():
    class Store:
        def __init__(self, data=None):
            self.data = data

        def counters(self, name):
            return self.data

        def save_counters(self, name, data):
            self.data = data
            return True

    assert lp.read_steps(Store({"x": "not a list", "y": [1, -2, "3", 4]})) == {"y": {1, 4}}
    s = Store()
    assert lp.mark_read(s, "bo-bai", 2) is True and lp.mark_read(s, "bo-bai", 2) is False
    assert s.data == {"bo-bai": [2]}
