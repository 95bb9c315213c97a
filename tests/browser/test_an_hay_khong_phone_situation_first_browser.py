"""Tester, «Ăn hay không?» at a phone's 390×844: the score, the streaks and «Làm lại từ đầu» stood one under another
before the situation, which began below the first screen. On a phone the situation (its title, the hand) now comes
first and the counters at the foot of the page; a wide screen keeps them at the top, in one row."""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS
from tests.browser.test_browser import wait_for_app

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

_TOPS = """() => { const top = s => document.querySelector(s).getBoundingClientRect().top;
  return {counters: top('.st-key-ahk_counters'), situation: top('[data-testid="stMain"] h3'),
          moves: top('[class*="st-key-ahk_opt_"]')}; }"""


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("width, height", [(390, 844), (1366, 768)])
def test_a_phone_shows_the_situation_before_the_counters(app_server, browser, lang, width, height):
    ctx = browser.new_context(viewport={"width": width, "height": height}, locale="vi-VN" if lang == "vi" else "en-US")
    page = ctx.new_page()
    try:
        page.goto(f"{app_server}/an_hay_khong?th=ahk-loi-1&lang={lang}")
        wait_for_app(page)
        page.screenshot(path=str(ARTIFACTS / f"an-hay-khong-first-screen-{lang}-{width}.png"))
        got = page.evaluate(_TOPS)
        if width < 640:
            assert got["situation"] < height < got["counters"] and got["moves"] < got["counters"], got
        else:
            assert got["counters"] < got["situation"], got
    finally:
        ctx.close()
