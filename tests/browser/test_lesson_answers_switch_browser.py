"""Issue 27 item 9, in a real browser: in one lesson the learner answers a radio question and a
multiselect question, switches the language twice with the sidebar switch (Vietnamese →
English → Vietnamese), and both answers are still chosen — shown in English in between.

AppTest cannot prove this (its widgets keep their values whatever the browser would send; the
AppTest twin, ``tests/app/test_lesson_choices_switch.py``, passes on the old code too): here
Playwright drives Debian's chromium against the app server. The lesson is the first one with
both kinds of question; the options' texts come from the lesson engine
(``learning.checks.compute``) in each language — never written here. The answers are wrong
ones, so the widgets stay open after «Kiểm tra».
"""
from __future__ import annotations

import pytest

from learning.checks import compute
from learning.i18n import _
from learning.lessons import load_course
from tests.budget import fast_first
from tests.browser.test_language_switch_browser import (Pick, choose, desk, idle, no_error,  # noqa: F401 (desk: fixture)
                                                        open_vi, shown_choice, switch)
from words.i18n import language

pytestmark = [pytest.mark.timeout(400), pytest.mark.full]



def _not_right(lang: str) -> str:
    """The start of the «wrong answer» line in ``lang`` (from the catalog)."""
    with language(lang):
        return _("Chưa đúng (bạn trả lời: {said}).").split("{said}")[0].strip()


NOT_RIGHT = {lang: _not_right(lang) for lang in ("vi", "en")}


def _lesson_with_both():
    """(lesson, step of its first radio question, step of its first multiselect question)."""
    for lesson in load_course():
        kinds = [c.type for c in lesson.checks]
        if "choice" in kinds and ("cards" in kinds or "multi" in kinds):
            radio = kinds.index("choice")
            multi = next(i for i, k in enumerate(kinds) if k in ("cards", "multi"))
            return lesson, radio, multi
    raise AssertionError("no lesson asks both kinds of question")


def _card_questions() -> list[tuple]:
    """(lesson, index) of the first card-pick question of the first lessons that ask one (the testers':
    «Chọn các quân» in lessons 1 and 5 lost an unsent pick on a switch)."""
    found = [(lesson, [c.type for c in lesson.checks].index("cards"))
             for lesson in load_course() if any(c.type == "cards" for c in lesson.checks)]
    return found[:2]


def _wrong_pick(lesson, i: int) -> Pick:
    check = lesson.checks[i]
    with language("vi"):
        vi = compute(check)
    with language("en"):
        en = compute(check)
    radio = check.type == "choice"
    j = next(j for j, o in enumerate(vi.options) if (o.value != vi.key if radio else o.value not in vi.key))
    pick = Pick(f"q__{lesson.id}__{check.id}", "radio" if radio else "multi", vi.options[j].label, en.options[j].label)
    assert pick.vi != pick.en, pick  # the switch must visibly change the option's text
    return pick


def _answer(pg, pick: Pick) -> None:
    choose(pg, pick)
    pg.locator(f".st-key-{pick.key}__check button").click()  # «Kiểm tra» (no form: each pick is sent at once)
    idle(pg)
    pg.get_by_text(NOT_RIGHT["vi"]).first.wait_for()
    assert shown_choice(pg, pick) == [pick.vi]


def _walk(pg, label: str, times: int) -> None:
    for _ in range(times):
        pg.get_by_role("button", name=label).last.click()
        idle(pg)


def test_radio_and_multiselect_answers_survive_vi_en_vi(app_server, desk):  # noqa: F811
    pg = desk
    lesson, r, m = _lesson_with_both()
    radio, multi = _wrong_pick(lesson, r), _wrong_pick(lesson, m)
    first = lesson.first_check_step()  # 1-based link step of question i is first + i + 1
    open_vi(pg, app_server, f"bai_hoc?lesson={lesson.id}&step={first + r + 1}")
    _answer(pg, radio)
    _walk(pg, "Bước tiếp", m - r)  # in the app: the session (and its answers) stays
    _answer(pg, multi)

    switch(pg, "en", via="sidebar")
    no_error(pg)
    assert shown_choice(pg, multi) == [multi.en]
    assert pg.get_by_text(NOT_RIGHT["en"]).count() >= 1
    switch(pg, "vi", via="sidebar")
    no_error(pg)
    assert shown_choice(pg, multi) == [multi.vi]
    assert pg.get_by_text(NOT_RIGHT["vi"]).count() >= 1

    _walk(pg, "Bước trước", m - r)  # a new visit of the step: its feedback starts afresh, the choice stays
    no_error(pg)
    assert shown_choice(pg, radio) == [radio.vi]


def test_a_radio_answer_survives_switches_on_its_own_step(app_server, desk):  # noqa: F811
    pg = desk
    lesson, r, _m = _lesson_with_both()
    radio = _wrong_pick(lesson, r)
    open_vi(pg, app_server, f"bai_hoc?lesson={lesson.id}&step={lesson.first_check_step() + r + 1}")
    _answer(pg, radio)
    switch(pg, "en", via="sidebar")
    no_error(pg)
    assert shown_choice(pg, radio) == [radio.en]
    switch(pg, "vi", via="sidebar")
    no_error(pg)
    assert shown_choice(pg, radio) == [radio.vi]


@pytest.mark.parametrize("lesson, i", fast_first(_card_questions(), multi=True), ids=lambda x: getattr(x, "id", str(x)))
def test_an_unsent_card_pick_survives_two_switches(app_server, desk, lesson, i):  # noqa: F811
    """The tester's path: one card picked, «Kiểm tra» not pressed, vi → en → vi: the pick stays."""
    pg = desk
    pick = _wrong_pick(lesson, i)
    open_vi(pg, app_server, f"bai_hoc?lesson={lesson.id}&step={lesson.first_check_step() + i + 1}")
    choose(pg, pick)
    assert shown_choice(pg, pick) == [pick.vi]
    switch(pg, "en", via="sidebar")
    no_error(pg)
    assert shown_choice(pg, pick) == [pick.en]
    switch(pg, "vi", via="sidebar")
    no_error(pg)
    assert shown_choice(pg, pick) == [pick.vi]
    assert pg.get_by_text(NOT_RIGHT["vi"]).count() == 0  # nothing was graded
