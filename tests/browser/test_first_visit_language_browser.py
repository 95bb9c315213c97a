"""A first visit (no ``?lang=``, nothing saved for this browser) opens in the language the browser's
``Accept-Language`` prefers: an English browser gets English, a Vietnamese one Vietnamese
(``ui.i18n.browser_language``; the choosing order is tested in ``tests/app/test_language_link_remembered.py``).
Screenshots: ``test-artifacts/first-visit-*.png``."""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS
from learning.i18n import _
from tests.browser.test_browser import NAV_LINK, wait_for_app
from words.i18n import language

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]  # make test: the English case in tests/browser/test_walk.py


def _first_visit(app_server, browser, locale: str) -> tuple[str, list[str]]:
    """The home page's address and sidebar links in a new browser context set to ``locale``."""
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, locale=locale)
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    try:
        pg.goto(app_server)
        wait_for_app(pg)
        pg.screenshot(path=str(ARTIFACTS / f"first-visit-{locale}.png"))
        return pg.url, pg.locator(NAV_LINK).all_inner_texts()
    finally:
        ctx.close()


def test_an_english_browser_opens_the_app_in_english(app_server, browser):
    url, nav = _first_visit(app_server, browser, "en-US")
    with language("en"):
        home = _("Trang chủ")
    assert "lang=en" in url and home != "Trang chủ"
    assert any(home in t for t in nav), nav


def test_a_vietnamese_browser_opens_the_app_in_vietnamese(app_server, browser):
    url, nav = _first_visit(app_server, browser, "vi-VN")
    assert "lang=" not in url
    assert any("Trang chủ" in t for t in nav), nav
