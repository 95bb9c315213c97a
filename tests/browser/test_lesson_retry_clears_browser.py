"""Tester (session 15): «Thử lại» / «Try again» after a wrong lesson answer left the wrong answer in the box — lesson 1's
card pick still showed «Bát văn» and a second pick was added beside it; lesson 3's radio kept «C» selected.

AppTest cannot show it (``tests/app/test_lesson_hints_retry.py`` saw the radio empty on the old code too: dropping
the widget's key empties the server's value, not the browser's): Playwright drives Debian's chromium against the app
server. The options' texts come from the lesson engine (``learning.checks.compute``) in each language.
"""
from __future__ import annotations

import pytest

from learning.checks import compute
from learning.i18n import _
from learning.lessons import load_course
from tests.browser.test_language_switch_browser import Pick, choose, desk, idle, no_error, shown_choice  # noqa: F401
from words.i18n import language

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]  # make test runs tests/browser/test_walk.py only

BY_ID = {x.id: x for x in load_course()}
QUESTIONS = [("bo-bai", "chon-quan-do"), ("chia-bai-boc-cai", "nhi-van")]  # the tester's card pick and radio


def _wrong_picks(lesson_id: str, check_id: str, lang: str) -> tuple[int, list[Pick]]:
    """(the question's 1-based step, two wrong answers to it in ``lang``)."""
    lesson = BY_ID[lesson_id]
    i = next(j for j, c in enumerate(lesson.checks) if c.id == check_id)
    with language(lang):
        ans = compute(lesson.checks[i])
    radio = ans.check.type == "choice"
    wrong = [o.label for o in ans.options if (o.value != ans.key if radio else o.value not in ans.key)][:2]
    key = f"q__{lesson_id}__{check_id}"
    return lesson.first_check_step() + i + 1, [Pick(key, "radio" if radio else "multi", w, w) for w in wrong]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_try_again_empties_the_answer_in_the_browser(app_server, desk, lang):  # noqa: F811
    pg = desk
    with language(lang):
        retry, not_right = _("Thử lại"), _("Chưa đúng (bạn trả lời: {said}).")
    for lesson_id, check_id in QUESTIONS:
        step, (first, second) = _wrong_picks(lesson_id, check_id, lang)
        pg.goto(f"{app_server}/bai_hoc?lesson={lesson_id}&step={step}&lang={lang}")
        idle(pg)
        for pick in (first, second):
            choose(pg, pick)
            pg.locator(f".st-key-{pick.key}__check button").click()
            idle(pg)
            error = pg.get_by_text(not_right.split("{said}")[0]).first.inner_text()
            assert error.casefold() == not_right.format(said=pick.vi).casefold(), (check_id, error)  # this pick alone
            pg.locator(f".st-key-{pick.key}__retry button").click()
            idle(pg)
            no_error(pg)
            assert pg.get_by_role("button", name=retry, exact=True).count() == 0
            assert shown_choice(pg, pick) == [], (check_id, lang, "the wrong answer is still in the box")
