"""Playwright (Debian chromium): «Chơi Mậu binh» opened without a round number, the learner puts a few
cards into the chi and reloads the page — the same round comes back (the seed and the chi so far are in
the link), in Vietnamese and in English; screenshots in test-artifacts/.

Uses the shared ``app_server`` and ``page`` fixtures of ``tests/conftest.py``."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from conftest import ARTIFACTS
from mau_binh.round import deal_round
from tests.browser.test_choi_mau_binh_browser import idle

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]
LABELS = {"vi": ("Chi đầu (3 lá)", "Chi cuối (5 lá)", r"Ván số (\d+)"),
          "en": ("Chi đầu (front, 3 cards)", "Chi cuối (back, 5 cards)", r"Round (\d+)")}


def pressed(page, row: str) -> list[str]:
    return page.get_by_role("toolbar", name=row).locator('button[aria-pressed="true"]').all_inner_texts()


def ran(page, code: str) -> None:
    """Wait until the server has run the click that put ``code`` into a chi: the link carries it (the chi of an
    unfinished round live only there) and the run is over. A pill shows pressed at once, before the server has
    run the click; a reload in that moment loses the click (the flake of ``[vi]``) — a chi choice the server
    has run is in the link and comes back."""
    page.wait_for_function(f"() => (new URLSearchParams(location.search).get('xep') || '').includes('{code}')",
                           timeout=60_000)
    idle(page)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_reload_brings_back_the_round_in_progress(app_server, page, lang):
    front, back, number = LABELS[lang]
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{app_server}/choi_mau_binh?lang={lang}")
    idle(page)
    seed = int(re.search(number, page.locator('[data-testid="stMain"]').inner_text()).group(1))
    hand = deal_round(seed)[0]
    for row, card in ((front, hand[0]), (back, hand[5]), (back, hand[12])):
        button = page.get_by_role("toolbar", name=row).get_by_role("button", name=card.symbol, exact=True)
        button.click()
        expect(button).to_have_attribute("aria-pressed", "true")
        ran(page, card.code)
    chosen = (pressed(page, front), pressed(page, back))
    assert len(chosen[0]) == 1 and len(chosen[1]) == 2
    page.reload()
    idle(page)
    expect(page.locator('[data-testid="stMain"]').get_by_text(re.compile(number.replace(r"(\d+)", str(seed))))
           ).to_be_visible()
    for c in hand:  # the same 13 cards
        expect(page.locator(f'[data-testid="stMain"] img[data-card="{c.code}"]').first).to_be_attached()
    assert (pressed(page, front), pressed(page, back)) == chosen
    page.screenshot(path=str(ARTIFACTS / f"choi-mau-binh-reload-{lang}-390.png"))
