"""The app in English in a real browser (issue 15): every page of ``EN_PAGES`` at desktop
(1400 px) and phone (390 px) width, with ``?lang=en``. What the learner reads — the main
area and the sidebar — has no Vietnamese word outside game terms and proper names
(:mod:`tests.english_check`); screenshots go to ``test-artifacts/en-<page>-<width>.png``.
The language switch in the sidebar turns the app into English and back into the same
Vietnamese app."""
from __future__ import annotations

from pathlib import Path

import pytest

from conftest import ARTIFACTS
from tests.english_check import vietnamese_leaks
from tests.browser.test_browser import MAIN, NAV_LINK, wait_for_app
from tests.words.test_i18n_pages import EN_PAGES

pytestmark = [pytest.mark.timeout(600), pytest.mark.full]  # make test runs tests/browser/test_walk.py only

SIDEBAR = '[data-testid="stSidebar"]'
WIDTHS = {"desktop": 1400, "phone": 390}


def _url(app: str, path: str) -> str:
    stem = Path(path).stem
    return f"{app}/{'' if stem == 'home' else stem}?lang=en"


@pytest.fixture
def english_pages(browser):
    """``{width name: Playwright page}`` in English-speaking browser contexts."""
    ctxs = {name: browser.new_context(viewport={"width": w, "height": 900}, locale="en-GB")
            for name, w in WIDTHS.items()}
    pages = {name: c.new_page() for name, c in ctxs.items()}
    for p in pages.values():
        p.set_default_timeout(30_000)
    yield pages
    for c in ctxs.values():
        c.close()


@pytest.mark.parametrize("path", EN_PAGES)
def test_page_reads_in_english(app_server, english_pages, path):
    for width, pg in english_pages.items():
        pg.goto(_url(app_server, path))
        wait_for_app(pg)
        assert pg.locator('[data-testid="stException"]').count() == 0, f"exception box on {path}"
        main = pg.locator(MAIN).inner_text()
        assert "encountered an error" not in main and "gặp lỗi" not in main, main[:300]
        assert len(main) > 100, f"{path} shows almost nothing: {main[:200]!r}"
        texts = [("main", width, main)]
        if width == "desktop":  # on a phone the sidebar starts closed
            texts.append(("sidebar", width, pg.locator(SIDEBAR).inner_text()))
        assert vietnamese_leaks(texts, extra_allowed=("Người học 1",)) == []
        pg.screenshot(path=str(ARTIFACTS / f"en-{Path(path).stem}-{width}.png"), full_page=width == "phone")


def test_switch_to_english_and_back(app_server, page):
    page.goto(app_server)
    wait_for_app(page)
    vi_nav = page.locator(NAV_LINK).all_inner_texts()
    vi_main = page.locator(MAIN).inner_text()
    assert any("Trang chủ" in t for t in vi_nav)
    page.locator(SIDEBAR).get_by_text("English", exact=True).click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-testid=\"stSidebarNavLink\"]')]"
        ".some(a => a.innerText.includes('Home'))")
    wait_for_app(page)
    assert "lang=en" in page.url
    assert any("Your progress" in t for t in page.locator(NAV_LINK).all_inner_texts())
    page.locator(SIDEBAR).get_by_text("Tiếng Việt", exact=True).click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('[data-testid=\"stSidebarNavLink\"]')]"
        ".some(a => a.innerText.includes('Trang chủ'))")
    wait_for_app(page)
    assert "lang=" not in page.url
    assert page.locator(NAV_LINK).all_inner_texts() == vi_nav
    assert page.locator(MAIN).inner_text() == vi_main
