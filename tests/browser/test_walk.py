"""The fast run's walk through the app in a real browser (``make test``; Debian's chromium through
Playwright, the shared ``app_server`` / ``browser`` fixtures of ``tests/conftest.py``).

One test, made of the existing browser tests' own steps (each imported from its module and run
here as it runs there, in a fresh browser context — a learner of its own: each browser keeps its
learner, so what the walk reads back (a lesson resumed, a bốc cái streak of 1) is its own whatever
ran before on the shared ``app_server``), without their screenshots (``make test-all`` takes them):

1. boot: the home page renders with its title and no exception box (``test_browser.py``);
2. a lesson: answer a check, close the browser, come back and continue
   (``test_pages_lessons_browser.py``);
3. a drill: one full round of «Bốc cái» (``test_browser_drills.py``);
4. the practice table: one hand from the deal through a stopped lỗi, the xướng, the money and the
   review (``test_browser_choi_thu.py``);
5. a language switch: a graded answer re-worded in English at once and back in Vietnamese
   (``test_switch_feedback_browser.py``);
6. a phone: the practice table at 390 px in Vietnamese and in English fits the screen
   (``test_phone_layout.py``).

Every other browser test — every page through the sidebar and at phone width in both languages,
English at two widths, sign-in, the other drills and switches — runs in ``make test-all``
(marker ``full``).
"""
from __future__ import annotations

import pytest

from tests.browser import test_browser_choi_thu, test_phone_layout
from tests.browser.test_browser import MAIN, check_page_ok, wait_for_app
from tests.browser.test_browser_choi_thu import test_one_hand_from_deal_to_review as play_one_hand
from tests.browser.test_browser_drills import test_boc_cai_full_round as boc_cai_round
from tests.browser.test_pages_lessons_browser import test_answer_a_check_then_reopen_and_continue as lesson_and_return
from tests.browser.test_phone_layout import WIDTH
from tests.browser.test_phone_layout import test_page_fits_a_phone as fits_a_phone
from tests.browser.test_switch_feedback_browser import test_an_hay_khong_explanation_follows_the_switch as switch_language

pytestmark = pytest.mark.timeout(900)


def _page(browser, **kw):
    """A fresh context and page, as the ``page`` fixture makes them (1400 × 1000, Vietnamese)."""
    ctx = browser.new_context(**({"viewport": {"width": 1400, "height": 1000}, "locale": "vi-VN"} | kw))
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    return ctx, pg


def test_walk_through_the_app(app_server, browser, monkeypatch):
    for module in (test_browser_choi_thu, test_phone_layout):  # pictures for people, not checks: make test-all takes them
        monkeypatch.setattr(module, "shoot", lambda *a, **k: None)
    ctx, pg = _page(browser)
    pg.goto(app_server)  # 1. boot
    wait_for_app(pg)
    assert "Học Chắn" in check_page_ok(pg, "home")
    assert pg.locator(f"{MAIN} h1").count() >= 1
    ctx.close()

    lesson_and_return(app_server, browser)  # 2. a lesson answered, the tab closed and the page reopened in the same browser

    for step in (boc_cai_round, play_one_hand, switch_language):  # 3.–5.
        ctx, pg = _page(browser)
        step(app_server, pg)
        ctx.close()

    phones = {lang: _page(browser, viewport={"width": WIDTH, "height": 900},  # 6. a phone, both languages
                          locale="en-GB" if lang == "en" else "vi-VN") for lang in ("vi", "en")}
    fits_a_phone(app_server, {lang: pg for lang, (_ctx, pg) in phones.items()}, "app_pages/choi_thu.py")
    for ctx, _pg in phones.values():
        ctx.close()
