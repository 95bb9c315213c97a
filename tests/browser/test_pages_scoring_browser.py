"""One focused real-browser check of «Phân tích bài» (issue 4): the seed 002
31-point example renders its cards, the point table and the plotly
waterfall. Fixtures ``app_server``/``page`` are in ``conftest.py``."""
from __future__ import annotations

import pytest

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]  # make test runs tests/browser/test_walk.py only


def test_phan_tich_bai_renders_breakdown(app_server, page):
    page.goto(f"{app_server}/phan_tich_bai")
    page.wait_for_selector('[data-testid="stMain"] h1', timeout=60_000)
    page.wait_for_selector('[data-testid="stApp"][data-test-script-state="notRunning"]', timeout=60_000)
    option = page.get_by_role("option", name="Ví dụ 31 điểm", exact=False)
    for _attempt in range(4):  # a click while the page still lays itself out can close the list again
        page.locator('[data-testid="stMain"] [data-testid="stSelectbox"]').first.click()
        try:
            option.first.wait_for(timeout=5_000)
            break
        except Exception:  # noqa: BLE001 — Playwright's TimeoutError: open it again
            page.keyboard.press("Escape")
    option.first.click()
    page.wait_for_selector("text=Tổng: 31 điểm", timeout=60_000)
    # the waterfall: 4 cước lines + 3 gà + the total bar
    page.wait_for_function(
        "() => document.querySelectorAll('.js-plotly-plot .waterfalllayer .point').length === 8", timeout=60_000
    )
    page.wait_for_selector('[data-testid="stDataFrame"]', state="attached", timeout=60_000)
    assert page.locator('img[data-card="CC"]').count() >= 2  # card pictures, not codes
    assert page.locator('[data-testid="stException"]').count() == 0
