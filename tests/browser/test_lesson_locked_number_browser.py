"""Tester (session 17): lesson 1, question 2 — «2000000», «Kiểm tra» (refused: at most 1,000,000), then «3» and
«Kiểm tra»: the feedback said «bạn trả lời: 3» but the locked (greyed) box still showed «2000000»; «abc» then «10»
the same; a first answer alone left the locked box empty. The browser keeps a form's text box as the server last
sent it, so AppTest cannot see it: Playwright drives Debian's chromium against the app server."""
from __future__ import annotations

import pytest

from learning.checks import compute
from learning.i18n import _
from learning.lessons import load_course
from tests.browser.test_language_switch_browser import desk, idle  # noqa: F401
from words.i18n import language

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]  # make test runs tests/browser/test_walk.py only

LESSON = load_course()[0]
CHECK = next(c for c in LESSON.checks if c.id == "so-la")


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("typed", [("2000000", "3"), ("abc", "10"), ("7",)])
def test_a_locked_number_box_shows_the_answer_marked(app_server, desk, lang, typed):  # noqa: F811
    pg = desk
    key = f"q__{LESSON.id}__{CHECK.id}"
    step = LESSON.first_check_step() + LESSON.checks.index(CHECK) + 1
    with language(lang):
        said = _("Chưa đúng (bạn trả lời: {said}). Đáp án đúng: **{key}**").split("{said}")[0].replace("**", "")
    pg.goto(f"{app_server}/bai_hoc?lesson={LESSON.id}&step={step}&lang={lang}")
    idle(pg)
    box = pg.locator(f".st-key-{key} input")
    for text in typed:
        box.fill(text)
        pg.locator(f".st-key-{key}__check button").click()
        idle(pg)
    assert pg.get_by_text(said + typed[-1]).count() == 1  # marked: the last entry
    assert box.input_value() == typed[-1]  # open for another try (session 20: «Thử lại» as for a choice)
    pg.locator(f".st-key-{key}__reveal button").click()  # «Xem đáp án» locks it
    idle(pg)
    assert box.is_disabled()
    assert box.input_value() == typed[-1], (lang, typed, box.input_value())


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_try_again_empties_a_number_box_then_a_right_count_locks_it(app_server, desk, lang):  # noqa: F811
    """Session 20: a wrong number offers «Thử lại» as a wrong choice does; it empties the box in the browser (the
    server's value alone was not enough for a form's text box), and the right count then locks it."""
    pg = desk
    key = f"q__{LESSON.id}__{CHECK.id}"
    step = LESSON.first_check_step() + LESSON.checks.index(CHECK) + 1
    key_value = str(compute(CHECK).key)
    pg.goto(f"{app_server}/bai_hoc?lesson={LESSON.id}&step={step}&lang={lang}")
    idle(pg)
    box = pg.locator(f".st-key-{key} input")
    box.fill(key_value + "1")
    pg.locator(f".st-key-{key}__check button").click()
    idle(pg)
    pg.locator(f".st-key-{key}__retry button").click()
    idle(pg)
    assert box.input_value() == "" and not box.is_disabled()
    box.fill(key_value)
    pg.locator(f".st-key-{key}__check button").click()
    idle(pg)
    assert box.is_disabled() and box.input_value() == key_value


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_luyen_xuong_points_box_locks_on_the_answer_marked(app_server, desk, lang):  # noqa: F811
    """Tester (session 26): after «1,5» (refused) then «2» (graded) the points box locks on its verdict; it showed
    «1,5», the refused text, beside «you answered 2»."""
    pg = desk
    pg.goto(f"{app_server}/luyen_xuong?seed=11&level=2&lang={lang}")
    idle(pg)
    for key in ("lx_chip_xuong", "lx_submit", "lx_show"):
        pg.locator(f".st-key-{key} button").first.click()
        idle(pg)
    box = pg.locator(".st-key-lx_points_in input")
    for text in ("1,5", "2"):
        box.fill(text)
        box.press("Enter")
        idle(pg)
    assert box.is_disabled() and box.input_value() == "2", (lang, box.input_value())
