"""Real-browser tests: Debian's chromium (Playwright) against ``streamlit run``.

Opens every page through the sidebar, checks it rendered real content and no
exception box, and saves a screenshot per page to ``test-artifacts/``.
Fixtures ``app_server`` and ``page`` are in ``conftest.py``.
"""
from __future__ import annotations

import json
from urllib.parse import urlparse

import pytest

from conftest import ARTIFACTS

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]  # make test runs tests/browser/test_walk.py only

MAIN = '[data-testid="stMain"]'
NAV_LINK = '[data-testid="stSidebarNavLink"]'
SETTLED = """() => !!document.querySelector('[data-testid="stApp"][data-test-script-state="notRunning"]')
  && !(w => w && !w.querySelector('.st-key-ct_next'))(document.querySelector('.st-key-ct_wait'))"""
"""The run is over and no bot of the practice table is to move on its timer (``ui.table.callbacks.pace``: the page is
idle between the bots' timed moves)."""


def wait_for_app(page) -> None:
    """Wait until the script run is finished, the main area shows a title and
    no element is still a loading skeleton."""
    page.wait_for_function(SETTLED, timeout=60_000)
    page.wait_for_selector(f"{MAIN} h1", timeout=60_000)
    page.wait_for_function(
        "() => !document.querySelector('[data-testid=\"stMain\"] [data-testid=\"stSkeleton\"]')",
        timeout=60_000,
    )
    page.wait_for_timeout(500)


def slug(href: str) -> str:
    """URL path of a page (``'loi'``), ``'home'`` for the default page."""
    return urlparse(href).path.strip("/") or "home"


def check_page_ok(page, label: str) -> str:
    """Assert the page rendered content without an exception; return its main text."""
    assert page.locator('[data-testid="stException"]').count() == 0, f"exception box on {label}"
    text = page.locator(MAIN).inner_text()
    assert "gặp lỗi ngoài ý muốn" not in text, f"friendly error on {label}"
    assert len(text) > 150, f"{label} shows almost nothing: {text[:200]!r}"  # «Hôm nay» is one short question a screen
    return text


def test_every_page_through_the_sidebar(app_server, page):
    page.goto(app_server)
    wait_for_app(page)
    links = page.locator(NAV_LINK)
    n = links.count()
    assert n >= 4, "sidebar should list the home page and the reference pages"
    hrefs = [links.nth(i).get_attribute("href") for i in range(n)]
    labels = [links.nth(i).inner_text().strip() for i in range(n)]
    seen = []
    for i, (href, label) in enumerate(zip(hrefs, labels)):
        label = label.splitlines()[-1].strip()  # drop the Material icon's ligature text
        before = page.locator(f"{MAIN} h1").first.inner_text()
        page.locator(NAV_LINK).nth(i).click()
        page.wait_for_url(lambda url, want=slug(href): slug(url) == want)
        if i:  # the title changes once the new page has rendered
            page.wait_for_function(
                f"() => (document.querySelector('{MAIN} h1') || {{}}).innerText !== {json.dumps(before)}"
            )
        wait_for_app(page)
        check_page_ok(page, label)
        page.screenshot(path=str(ARTIFACTS / f"page-{slug(href)}.png"))
        seen.append(label)
    assert "Trang chủ" in seen and "Bộ bài" in seen


def test_loi_page_in_browser(app_server, page):
    page.set_viewport_size({"width": 1400, "height": 2600})
    page.goto(f"{app_server}/loi")
    wait_for_app(page)
    text = check_page_ok(page, "loi")
    for name in ("Ăn treo tranh", "Bỏ chắn ăn chắn", "Nghỉ ăn tiền", "Nguồn: Luật đầy đủ (tài liệu 001)"):
        assert name in text
    # the table lists all 18 lỗi
    rows = f'{MAIN} [data-testid="stTable"] tbody tr'
    page.wait_for_function(f"() => document.querySelectorAll('{rows}').length === 18")
    page.screenshot(path=str(ARTIFACTS / "loi.png"))
    # search without diacritics narrows the table
    box = page.get_by_label("Tìm kiếm")
    box.fill("treo tranh")
    box.press("Enter")
    page.wait_for_function(
        """() => document.querySelectorAll('[data-testid="stMain"] [data-testid="stTable"] tbody tr').length < 18"""
    )
    wait_for_app(page)
    assert "Ăn treo tranh" in page.locator(f'{MAIN} [data-testid="stTable"]').inner_text()


def test_cuoc_page_in_browser(app_server, page):
    page.set_viewport_size({"width": 1400, "height": 2600})
    page.goto(f"{app_server}/cuoc")
    wait_for_app(page)
    text = check_page_ok(page, "cuoc")
    for name in ("Thập thành", "Lèo", "Cổ điển · điểm", "Sanhrong · điểm"):
        assert name in text
    page.wait_for_selector(f'{MAIN} [data-testid="stPlotlyChart"] .main-svg', timeout=30_000)
    page.screenshot(path=str(ARTIFACTS / "cuoc.png"))
    # choosing sanhrong in the sidebar applies on the page
    page.locator('[data-testid="stSidebar"]').get_by_text("Sanhrong (trò chơi trực tuyến)").click()
    page.wait_for_function(
        """() => document.querySelector('[data-testid="stMain"]').innerText.includes('Sanhrong (trò chơi trực tuyến) · đang chọn')"""
    )
    wait_for_app(page)
    check_page_ok(page, "cuoc/sanhrong")


def test_deck_page_draws_card_pictures(app_server, page):
    page.goto(f"{app_server}/bo_bai")
    wait_for_app(page)
    check_page_ok(page, "bo_bai")
    imgs = page.locator(f"{MAIN} img[data-card]")
    assert imgs.count() >= 25
    # pictures really rendered (decoded SVG with a size), not broken images
    ok = page.evaluate(
        """() => [...document.querySelectorAll('[data-testid="stMain"] img[data-card]')]
                .every(i => i.complete && i.naturalWidth > 0)"""
    )
    assert ok
    assert page.locator(f'{MAIN} img[data-card="CC"]').first.get_attribute("alt") == "Chi chi"
