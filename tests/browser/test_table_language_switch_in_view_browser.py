"""Tester (session 26), «Chơi thử» with the hint open: the language button is at the top of the page, and after the
switch the page stayed there — at 390×844 the decision and the hint below the whole table — because the page's
keep-in-view script runs once per state of the hand (:func:`ui.style.scroll_into_view`). Now a switch, either way and
at either size, brings the decision and the whole hand back on screen (the run-level test:
tests/app/test_table_hint_in_view.py)."""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS
from learning.coach import Table
from tests.browser.test_browser_choi_thu import open_hint, wait_idle
from tests.browser.test_table_in_view_browser import SEED, SIZES, check_in_view
from ui.i18n import SHORTCUT_KEY

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

TOP = f'.st-key-{SHORTCUT_KEY} button[data-testid^="stBaseButton"] >> visible=true'


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("lang", "ask", "other"), [("vi-VN", "Gợi ý", "Hide hint"), ("en-US", "Hint", "Ẩn gợi ý")])
def test_the_decision_is_in_view_after_a_language_switch(app_server, browser, size, lang, ask, other):
    w, h = size
    ctx = browser.new_context(viewport={"width": w, "height": h}, locale=lang)
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    try:
        open_hint(page, f"{app_server}/choi_thu?van={SEED}&toc=ngay", ask)
        page.locator(TOP).first.click()  # scrolled to the top of the page to be pressed
        page.locator(".st-key-ct_hint button", has_text=other).wait_for()
        wait_idle(page)
        local = Table.deal(4, SEED)
        local.run_bots()
        try:
            check_in_view(page, local, f"{w}×{h}, {lang} switched")
        finally:
            page.screenshot(path=str(ARTIFACTS / f"choi-thu-lang-switch-in-view-{lang}-{w}.png"))
        assert page.locator(".st-key-ct_hint_box").count() == 1  # the hint stays open
    finally:
        ctx.close()
