"""Learner at 1366×768: on «Chơi Mậu binh» the hands revealed by «Lật bài và so chi» were smaller on screen than the
arrangement just checked. Measured in Debian chromium: every card in chi after the reveal (four hands, then «Bạn xếp»
beside «Cách tốt nhất») is as wide as the arrangement's were, and on a phone (390×844) the page is no wider than the
screen. Vietnamese and English; screenshots ``test-artifacts/choi-mau-binh-revealed-<width>-<lang>.png``."""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS
from mau_binh.round import bot_arrangement, deal_round
from tests.browser.test_choi_mau_binh_browser import MAIN, idle

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]
SEED = 4242
WIDTHS = f"() => [...document.querySelectorAll('{MAIN} .mb-chi img[data-card]')].map(i => i.getBoundingClientRect().width)"
REVEAL = {"vi": "Lật bài và so chi", "en": "Reveal and compare the chi"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_revealed_cards_are_as_big_as_the_arrangement(app_server, browser, lang):
    arr = bot_arrangement(deal_round(SEED)[0], "hop_ly")
    xep = ".".join("".join(c.code for c in part) for part in (arr.front, arr.middle, arr.back))
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, locale="vi-VN" if lang == "vi" else "en-US")
    page = ctx.new_page()
    try:
        page.goto(f"{app_server}/choi_mau_binh?lang={lang}&seed={SEED}&xep={xep}")
        idle(page)
        arranged = page.evaluate(WIDTHS)
        page.get_by_role("button", name=REVEAL[lang]).click()
        page.wait_for_selector(f"{MAIN} .mb-chi >> nth=5", timeout=60_000)
        idle(page)
        revealed = page.evaluate(WIDTHS)
        page.locator(f"{MAIN} .mb-chi").first.scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / f"choi-mau-binh-revealed-1366-{lang}.png"))
        page.set_viewport_size({"width": 390, "height": 844})
        idle(page)
        page.screenshot(path=str(ARTIFACTS / f"choi-mau-binh-revealed-390-{lang}.png"))
        wide = page.evaluate(f"() => document.querySelector('{MAIN}').scrollWidth")
    finally:
        ctx.close()
    assert len(arranged) == 13 and len(set(arranged)) == 1, arranged
    assert len(revealed) == 6 * 13 and set(revealed) == set(arranged), (set(revealed), arranged[0])
    assert wide <= 392, wide
