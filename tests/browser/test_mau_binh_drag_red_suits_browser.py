"""Playwright (Debian chromium), tester (session 20): on a phone the drag board of «Chơi Mậu binh» showed the ♥ ♦ cards
in black chips; they are red (``ui/assets/drag_red.js``), as in the tap rows and the pictures, the ♠ ♣ ones black —
and a card placed in a tap row keeps its colour (``ui/assets/app.css``)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from mau_binh.round import deal_round
from tests.browser.test_mau_binh_drag_browser import BOARD, MAIN, idle

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]
SEED = 2031
RED, BLACK = "rgb(198, 40, 40)", "rgb(27, 27, 27)"
TEXT = "rgb(29, 27, 22)"  # the page's ink (.streamlit/config.toml textColor): a ♠ ♣ in a tap row


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


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_cards_placed_in_a_chi_keep_their_suit_colour(app_server, page, lang):
    """Tester (session 27): at 1366 px, A♣ Q♣ 8♣ 4♣ placed in chi giữa were drawn dark red, like hearts (a chosen
    pill's ink); colour decides a Mậu binh hand (13 cards of one colour). A placed ♠ ♣ stays black, a ♥ ♦ red."""
    hand = deal_round(SEED)[0]
    middle = [c for c in hand if not c.red][:3] + [c for c in hand if c.red][:2]
    page.goto(f"{app_server}/choi_mau_binh?seed={SEED}&xep=.{''.join(c.code for c in middle)}."
              + ("&lang=en" if lang == "en" else ""))
    idle(page)
    row = page.locator(f'{MAIN} [data-testid="stButtonGroup"]').nth(1)  # chi giữa's row
    ink = row.evaluate("""g => Object.fromEntries([...g.querySelectorAll('button[aria-pressed="true"]')]
      .map(b => [b.innerText.trim(), getComputedStyle(b.querySelector('p span') || b.querySelector('p')).color]))""")
    assert set(ink) == {c.symbol for c in middle}, ink
    assert {ink[c.symbol] for c in middle if not c.red} == {TEXT}, ink
    assert TEXT not in {ink[c.symbol] for c in middle if c.red}, ink
