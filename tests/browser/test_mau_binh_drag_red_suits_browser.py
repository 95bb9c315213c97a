"""Playwright (Debian chromium), tester (session 20): on a phone the drag board of «Chơi Mậu binh» showed the ♥ ♦ cards
in black chips; they are red (``ui/assets/drag_red.js``), as in the tap rows and the pictures, the ♠ ♣ ones black."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from mau_binh.round import deal_round
from tests.browser.test_mau_binh_drag_browser import BOARD, idle

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]
SEED = 2031
RED, BLACK = "rgb(198, 40, 40)", "rgb(27, 27, 27)"


def test_drag_chips_of_red_suits_are_red_on_a_phone(app_server, page):
    hand = deal_round(SEED)[0]
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{app_server}/choi_mau_binh?seed={SEED}")
    idle(page)
    page.get_by_text("Kéo thả", exact=True).click()
    idle(page)
    frame = page.frame_locator(BOARD)
    expect(frame.locator(".sortable-item")).to_have_count(13, timeout=30_000)
    assert {c.red for c in hand} == {True, False}  # both colours dealt
    for c in hand:
        chip = frame.locator(".sortable-item", has_text=c.symbol).first
        expect(chip).to_have_css("color", RED if c.red else BLACK, timeout=5_000)
