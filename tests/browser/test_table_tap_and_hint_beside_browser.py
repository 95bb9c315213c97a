"""Testers, «Chơi thử» on a phone and a laptop, in Vietnamese and English:

* at 390×844 the «Đánh» / «Discard» buttons under the hand's cards were about 40×16 px, too small to tap: now each
  is at least 36 px tall and wide (``ui/assets/hand.css``);
* at 1366×768 asking for «Gợi ý» / «Hint» pushed the decision's buttons (ăn, bốc, đánh …) off the screen: the hint
  now stands beside the decision and the hand, under the table picture (``app_pages/choi_thu.py``; session 27: the
  seats stay put), scrolling in its own box, so every move button and the hint's first lines are on the screen
  together — at an offer (ăn or bốc) and at a discard."""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS
from tests.browser.test_browser_choi_thu import wait_idle

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

LANGS = ["vi-VN", "en-US"]
_BUTTONS = """() => [...document.querySelectorAll('.st-key-ct_decide button, .st-key-ct_hand button')]
  .filter(b => b.offsetParent).map(b => { const r = b.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })"""
_HINT = """() => { const b = document.querySelector('.st-key-ct_hint_box').getBoundingClientRect();
  return {top: b.top, seen: Math.min(b.bottom, innerHeight) - Math.max(b.top, 0), w: innerWidth, h: innerHeight}; }"""


def _open(app_server, browser, lang: str, size: tuple[int, int], query: str):
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]}, locale=lang)
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    page.goto(f"{app_server}/choi_thu?{query}")
    return ctx, page


@pytest.mark.parametrize("lang", LANGS)
def test_the_discard_buttons_are_big_enough_to_tap_on_a_phone(app_server, browser, lang):
    ctx, page = _open(app_server, browser, lang, (390, 844), "van=1")  # hand 1: the learner is cái and discards first
    try:
        page.wait_for_selector(".st-key-ct_hand button:visible")
        wait_idle(page)
        boxes = page.evaluate(_BUTTONS.replace(".st-key-ct_decide button, ", ""))
        page.screenshot(path=str(ARTIFACTS / f"choi-thu-tap-buttons-{lang}-390.png"))
        assert len(boxes) == 20
        small = [b for b in boxes if b[3] - b[1] < 36 or b[2] - b[0] < 36]
        assert not small, f"{len(small)} discard buttons smaller than 36×36 px, e.g. {small[0]}"
    finally:
        ctx.close()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("query", "what"), [("van=24001&toc=ngay", "offer"), ("van=1", "discard")])
def test_the_decision_stays_on_screen_beside_the_hint(app_server, browser, lang, query, what):
    ctx, page = _open(app_server, browser, lang, (1366, 768), query)
    try:
        page.locator(".st-key-ct_decide").wait_for()
        wait_idle(page)
        page.locator(".st-key-ct_hint button").click()
        page.locator(".st-key-ct_hint_box").wait_for()
        wait_idle(page)
        page.wait_for_timeout(1600)  # the page scrolls itself for a moment after it is drawn
        boxes, hint = page.evaluate(_BUTTONS), page.evaluate(_HINT)
        page.screenshot(path=str(ARTIFACTS / f"choi-thu-hint-beside-{what}-{lang}.png"))
        w, h = hint["w"], hint["h"]
        assert len(boxes) >= (21 if what == "discard" else 3), boxes  # the hand's 20 and «Ẩn gợi ý»
        off = [b for b in boxes if b[0] < -1 or b[1] < -1 or b[2] > w + 1 or b[3] > h + 1]
        assert not off, f"{what}: {len(off)} of {len(boxes)} move buttons outside {w}×{h} beside the hint: {off[:3]}"
        assert 0 <= hint["top"] and hint["seen"] >= 200, hint
    finally:
        ctx.close()
