"""Issue 27 item 9: a lesson's radio and multiselect answers survive two language switches.

The answer is given and checked in English, then the learner switches to Vietnamese and back
to English: the widget still shows the chosen option(s), in the language of the moment
(:func:`ui.inputs.choice_widget` keeps the ids; no private Streamlit call)."""
from __future__ import annotations

import pytest

from learning.checks import compute
from learning.lessons import load_course
from tests.apptest_pages import open_page
from words.i18n import language

COURSE = load_course()


def _first(kind: str) -> tuple:
    for lesson in COURSE:
        for i, c in enumerate(lesson.checks):
            if (c.type == "choice") == (kind == "radio") and c.type in ("choice", "cards", "multi"):
                return lesson, i
    raise AssertionError(kind)


def _switch(at, to: str) -> None:
    with language(at.session_state["lang"]):  # AppTest formats the widgets in the language shown
        at.button_group(key="lang").set_value(to).run()
    assert not at.exception, [e.value for e in at.exception]
    assert at.session_state["lang"] == to


def _widget(at, kind: str, key: str):
    return at.radio(key=key) if kind == "radio" else at.multiselect(key=key)


@pytest.mark.parametrize("kind", ["radio", "multiselect"])
def test_answer_survives_two_switches(progress_db, kind):
    lesson, i = _first(kind)
    check = lesson.checks[i]
    ans = compute(check)
    key = f"q__{lesson.id}__{check.id}"
    if kind == "radio":
        chosen = next(j for j, o in enumerate(ans.options) if o.value != ans.key)  # a wrong one: stays editable
    else:
        chosen = sorted(ans.key)[:1] if len(ans.key) > 1 else sorted(o.value for o in ans.options if o.value not in ans.key)[:1]
    with language("en"):
        at = open_page("app_pages/bai_hoc.py", lang="en", lesson=lesson.id, step=lesson.first_check_step() + i + 1)
        _widget(at, kind, key).set_value(chosen)
        next(b for b in at.button if b.label == "Check").click()
        at.run()
    assert not at.exception
    assert at.error and at.error[0].value.startswith("Not right"), [e.value for e in at.error]
    with language("en"):
        assert _widget(at, kind, key).value == chosen
    said_en = at.error[0].value
    _switch(at, "vi")
    with language("vi"):
        w = _widget(at, kind, key)
        assert w.value == chosen, (kind, w.value)
    assert at.error and at.error[0].value.startswith("Chưa đúng (bạn trả lời: ")
    _switch(at, "en")
    with language("en"):
        w = _widget(at, kind, key)
        assert w.value == chosen, (kind, w.value)
    assert at.error and at.error[0].value == said_en  # the same answer, said again in English
