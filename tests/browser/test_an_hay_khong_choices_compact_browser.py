"""Tester, «Ăn hay không?» at a phone's 390×844: the choices stood one under another, each card and its button
the screen's whole width — 13 full-width buttons, a long scroll. The choices now wrap side by side
(``app_pages/an_hay_khong.py``): the cards to discard several a row, the ways to eat two a row on a phone, «Dưới» /
«Chíu» / «Ù» on one row; at 1366×768 the same, and every button stays whole, inside the screen and easy to tap."""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS
from tests.browser.test_browser import wait_for_app

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

_CHOICES = """() => [...document.querySelectorAll('[class*="st-key-ahk_opt_"] button')].filter(b => b.offsetParent)
  .map(b => { const r = b.getBoundingClientRect(), p = b.querySelector('p');
    return {key: b.closest('[class*="st-key-ahk_opt_"]').className.match(/st-key-ahk_opt_(\\S+)/)[1], top: Math.round(r.top),
            left: r.left, right: r.right, h: r.height, cut: p.scrollWidth > p.clientWidth + 1}; })"""
# a situation where the learner discards (14 cards), and one with three ways to eat, «Dưới» and «Ù»
CASES = {"ahk-loi-9": (14, 4), "ahk-loi-4-ba-dau": (5, 3)}  # buttons, and the most rows they may take on a phone


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("width, height", [(390, 844), (1366, 768)])
def test_the_choices_lie_side_by_side(app_server, browser, lang, width, height):
    ctx = browser.new_context(viewport={"width": width, "height": height}, locale="vi-VN" if lang == "vi" else "en-US")
    page = ctx.new_page()
    try:
        for th, (n, most_rows) in CASES.items():
            page.goto(f"{app_server}/an_hay_khong?th={th}&lang={lang}")
            wait_for_app(page)
            got = page.evaluate(_CHOICES)
            page.locator('[class*="st-key-ahk_opt_"] button:visible').first.scroll_into_view_if_needed()
            page.screenshot(path=str(ARTIFACTS / f"an-hay-khong-choices-{th}-{lang}-{width}.png"))
            assert len(got) == n, got
            rows = sorted({c["top"] for c in got})
            assert len(rows) <= (most_rows if width < 640 else 2), f"{th}: {len(got)} choices in {len(rows)} rows"
            bad = [c for c in got if c["left"] < 0 or c["right"] > width or c["h"] < 36 or c["cut"]]
            assert not bad, bad
    finally:
        ctx.close()
