"""«Chơi thử» in a real browser (a tester): «Ván mới», a move, then the browser's Back (an address naming the
earlier hand) never replaces the hand being played — it stays, the page says so with a button to open the other
hand, and the address names the hand being played again. Screenshot ``test-artifacts/table-back-keeps-hand.png``."""
from __future__ import annotations

import re

import pytest

from conftest import ARTIFACTS
from learning.coach import Table
from tests.browser.test_browser_table_explained import button_for, mine, wait_idle

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

FIRST = 5


def _seed_of(page) -> int:
    return int(re.search(r"[?&]van=(\d+)", page.url).group(1))


def test_back_to_an_earlier_hand_keeps_the_one_being_played(app_server, page):
    page.goto(f"{app_server}/choi_thu?van={FIRST}&toc=ngay")
    wait_idle(page)
    if not page.is_visible(".st-key-ct_deal button"):
        page.click('[data-testid="stExpander"]:has(.st-key-ct_deal) summary')
    page.click(".st-key-ct_deal button")  # «Chia ván mới»: another hand, another address
    page.wait_for_function(f"() => !/[?&]van={FIRST}(&|$)/.test(location.search)", timeout=30_000)
    wait_idle(page)
    seed = _seed_of(page)
    local = Table.deal(4, seed)
    local.run_bots()
    a = mine(local)
    page.locator(button_for(local, a)).first.click()
    local.learner_move(a)
    local.run_bots()
    page.wait_for_timeout(500)
    wait_idle(page)
    page.go_back()
    page.wait_for_timeout(1500)
    wait_idle(page)
    offer = page.locator(".st-key-ct_link_offer")
    offer.wait_for(timeout=30_000)
    page.wait_for_timeout(1000)
    box = offer.bounding_box()
    assert box and 0 <= box["y"] < page.viewport_size["height"], box  # beside the decision: in view
    page.screenshot(path=str(ARTIFACTS / "table-back-keeps-hand.png"))
    text = offer.inner_text()
    assert f"ván số {seed}" in text, text  # the hand being played, named, kept
    main = page.locator('[data-testid="stMain"]').inner_text()
    assert f"Ván số {seed}" in main and f"Ván số {FIRST} " not in main
    page.wait_for_function(f"() => /[?&]van={seed}(&|$)/.test(location.search)", timeout=30_000)
    offer.locator("button").click()  # the other hand, asked for: dealt
    page.wait_for_function(f"() => /[?&]van={FIRST}(&|$)/.test(location.search)", timeout=30_000)
    wait_idle(page)
    assert f"Ván số {FIRST} " in page.locator('[data-testid="stMain"]').inner_text()
