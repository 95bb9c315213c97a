"""«Chơi thử» in a real browser (a tester): «Ván mới», a move, then the browser's Back (an address naming the
earlier hand) never replaces the hand being played — it stays, the page says so with a button to open the other
hand, and the address names the hand being played again. A laptop in Vietnamese, a phone in English; screenshots
``test-artifacts/table-back-keeps-hand-<width>-<lang>.png``."""
from __future__ import annotations

import re

import pytest

from conftest import ARTIFACTS
from learning.coach import Table
from tests.browser.test_browser_table_explained import play_move, wait_idle

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

FIRST = 5


def _seed_of(page) -> int:
    return int(re.search(r"[?&]van=(\d+)", page.url).group(1))


@pytest.mark.parametrize("width, height, lang", [(1366, 768, "vi"), (390, 844, "en")])
def test_back_to_an_earlier_hand_keeps_the_one_being_played(app_server, browser, width, height, lang):
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, locale="vi-VN")
    try:
        _back(ctx.new_page(), app_server, (width, height), lang)
    finally:
        ctx.close()


def _back(page, app_server: str, size: tuple[int, int], lang: str) -> None:
    """Play a move on a laptop, then go Back on the screen of ``size``."""
    hand = "ván số" if lang == "vi" else "hand no."
    caption = "Ván số" if lang == "vi" else "Hand no."
    page.goto(f"{app_server}/choi_thu?van={FIRST}&toc=ngay" + ("&lang=en" if lang == "en" else ""))
    wait_idle(page)
    if not page.is_visible(".st-key-ct_deal button"):
        page.click('[data-testid="stExpander"]:has(.st-key-ct_deal) summary')
    page.click(".st-key-ct_deal button")  # «Chia ván mới»: another hand, another address
    page.wait_for_function(f"() => !/[?&]van={FIRST}(&|$)/.test(location.search)", timeout=30_000)
    wait_idle(page)
    seed = _seed_of(page)
    local = Table.deal(4, seed)
    local.run_bots()
    play_move(page, local, settle=500)
    width = size[0]
    page.set_viewport_size({"width": width, "height": size[1]})
    page.wait_for_timeout(500)
    page.go_back()
    page.wait_for_timeout(1500)
    wait_idle(page)
    offer = page.locator(".st-key-ct_link_offer")
    offer.wait_for(timeout=30_000)
    page.wait_for_timeout(1000)
    box = offer.bounding_box()
    assert box and 0 <= box["y"] < page.viewport_size["height"], box  # scrolled into view, above the decision
    page.screenshot(path=str(ARTIFACTS / f"table-back-keeps-hand-{width}-{lang}.png"))
    text = offer.inner_text()
    assert f"{hand} {seed}" in text, text  # the hand being played, named, kept
    main = page.locator('[data-testid="stMain"]').inner_text()
    assert f"{caption} {seed}" in main and f"{caption} {FIRST} " not in main
    page.wait_for_function(f"() => /[?&]van={seed}(&|$)/.test(location.search)", timeout=30_000)
    offer.locator("button").click()  # the other hand, asked for: dealt
    page.wait_for_function(f"() => /[?&]van={FIRST}(&|$)/.test(location.search)", timeout=30_000)
    wait_idle(page)
    assert f"{caption} {FIRST} " in page.locator('[data-testid="stMain"]').inner_text()
