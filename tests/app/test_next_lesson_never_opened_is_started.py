"""Tester: a browser that only finished lesson 7 was offered «Continue: Lesson 1 … — step 1/10» on «Tiến độ» (and
the home page) though lesson 1 was never opened. «Continue» («Học tiếp») is only for a lesson started; the first
unfinished lesson never opened is offered as «Start learning: Lesson 1» («Bắt đầu học: Bài 1»)."""
from __future__ import annotations

import pytest

from apptest_pages import open_page
from learning import lesson_progress as lp
from learning.lessons import load_course
from learning.progress import ProgressStore
from words import language

COURSE = load_course()


@pytest.mark.parametrize("lang, start, cont", [("vi", "Bắt đầu học: Bài 1. ", "Học tiếp"),
                                               ("en", "Start learning: Lesson 1. ", "Continue")])
@pytest.mark.parametrize("page", ["app_pages/tien_do.py", "app_pages/home.py"])
def test_a_lesson_never_opened_is_started_not_continued(db, lang, start, cont, page):
    seventh = COURSE[6]
    store = ProgressStore(db)
    assert store.set_position(seventh.id, seventh.n_steps - 1) and store.lesson_done(seventh.id)
    with language(lang):
        at = open_page(page, lang=lang)
    labels = [ln.proto.label for ln in at.get("page_link") if ln.proto.page == "bai_hoc"]
    assert any(x.startswith(start) for x in labels), labels
    assert not any(x.startswith(cont) for x in labels), labels


@pytest.mark.parametrize("lang, cont", [("vi", "Học tiếp: Bài 1. "), ("en", "Continue: Lesson 1. ")])
def test_a_lesson_opened_before_is_continued(db, lang, cont):
    """Lesson 1 read up to its third step, lesson 7 finished after it: lesson 1 is continued, at its fourth step."""
    first, seventh = COURSE[0], COURSE[6]
    store = ProgressStore(db)
    assert all(lp.mark_read(store, first.id, k) for k in range(3))
    assert store.set_position(seventh.id, seventh.n_steps - 1) and store.lesson_done(seventh.id)
    with language(lang):
        at = open_page("app_pages/tien_do.py", lang=lang)
    labels = [ln.proto.label for ln in at.get("page_link") if ln.proto.page == "bai_hoc"]
    assert any(x.startswith(cont) and x.endswith(f" 4/{first.n_steps}") for x in labels), labels
