"""Playwright (Debian chromium): «Kéo thả» on «Chơi Mậu binh» — the learner drags the three cards
of chi đầu with the mouse into its box (``ui.mau_binh_cards.chi_drag``, the streamlit-sortables component in
its frame), the tap rows follow; the rest is tapped, the board follows; the round is revealed.
Screenshots with the board at 1366×768 and 390×844, Vietnamese and English, in test-artifacts/.

Uses the shared ``app_server`` and ``page`` fixtures of ``tests/conftest.py``."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import ARTIFACTS
from mau_binh.round import bot_arrangement, deal_round

pytestmark = [pytest.mark.timeout(420), pytest.mark.full]
MAIN = '[data-testid="stMain"]'
SEED = 2031
LABELS = {"front": "Chi đầu (3 lá)", "middle": "Chi giữa (5 lá)", "back": "Chi cuối (5 lá)"}
BOARD = 'iframe[title*="sortable"]'


def idle(page) -> None:
    page.wait_for_selector('[data-testid="stApp"][data-test-script-state="notRunning"]', timeout=60_000)
    page.wait_for_selector(f"{MAIN} h1", timeout=60_000)
    page.wait_for_timeout(400)


def box_items(frame, header: str) -> list[str]:
    """The card symbols in the board's box under ``header``."""
    box = frame.locator(".sortable-container", has=frame.locator(".sortable-container-header", has_text=header))
    return [t.strip() for t in box.locator(".sortable-item").all_inner_texts()]


def drag_card(page, frame, symbol: str, header: str) -> None:
    """Drag the card ``symbol`` into the box under ``header`` with the mouse, in small steps
    (the component starts a drag after 10 px)."""
    src = frame.locator(".sortable-item", has_text=symbol).first.bounding_box()
    dst = frame.locator(".sortable-container", has=frame.locator(".sortable-container-header", has_text=header)) \
        .locator(".sortable-container-body").bounding_box()
    page.mouse.move(src["x"] + src["width"] / 2, src["y"] + src["height"] / 2)
    page.mouse.down()
    page.mouse.move(src["x"] + src["width"] / 2 + 15, src["y"] + src["height"] / 2 + 15, steps=5)
    page.mouse.move(dst["x"] + dst["width"] - 20, dst["y"] + dst["height"] / 2, steps=15)
    page.wait_for_timeout(150)
    page.mouse.up()
    idle(page)


def pressed(page, chi: str, card) -> None:
    row = page.get_by_role("toolbar", name=LABELS[chi])
    expect(row.get_by_role("button", name=card.symbol, exact=True)).to_have_attribute("aria-pressed", "true")


def test_drag_three_cards_into_chi_dau_then_tap_the_rest_and_reveal(app_server, page):
    hand = deal_round(SEED)[0]
    arr = bot_arrangement(hand, "hop_ly")
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(f"{app_server}/choi_mau_binh?seed={SEED}")
    idle(page)
    page.get_by_text("Kéo thả", exact=True).click()   # the toggle's label
    idle(page)
    frame = page.frame_locator(BOARD)
    expect(frame.locator(".sortable-item")).to_have_count(13, timeout=30_000)
    assert sorted(box_items(frame, "Lá chưa xếp")) == sorted(c.symbol for c in hand)
    page.screenshot(path=str(ARTIFACTS / "choi-mau-binh-drag-1366.png"))
    for c in arr.front:
        drag_card(page, frame, c.symbol, "Chi đầu")
        pressed(page, "front", c)                    # the tap row follows the drag
    assert sorted(box_items(page.frame_locator(BOARD), "Chi đầu")) == sorted(c.symbol for c in arr.front)
    for chi in ("middle", "back"):                   # tap the rest: the board follows the taps
        for c in arr.chi(chi):
            page.get_by_role("toolbar", name=LABELS[chi]).get_by_role("button", name=c.symbol, exact=True).click()
            idle(page)
    frame = page.frame_locator(BOARD)
    expect(frame.locator(".sortable-item")).to_have_count(13, timeout=30_000)
    assert sorted(box_items(frame, "Chi cuối")) == sorted(c.symbol for c in arr.back)
    assert box_items(frame, "Lá chưa xếp") == []
    page.set_viewport_size({"width": 390, "height": 844})
    idle(page)
    page.frame_locator(BOARD).locator(".sortable-item").first.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "choi-mau-binh-drag-390.png"))
    wide = page.evaluate("() => document.querySelector('[data-testid=\"stMain\"]').scrollWidth")
    assert wide <= 392, wide
    page.set_viewport_size({"width": 1366, "height": 768})
    idle(page)
    reveal = page.get_by_role("button", name="Lật bài và so chi")
    expect(reveal).to_be_enabled()
    reveal.click()
    idle(page)
    expect(page.get_by_text("Tính tiền", exact=False).first).to_be_visible()
    assert page.locator('[data-testid="stException"]').count() == 0


def test_drag_board_in_english(app_server, page):
    hand = deal_round(SEED + 1)[0]
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(f"{app_server}/choi_mau_binh?seed={SEED + 1}&lang=en")
    idle(page)
    page.get_by_text("Drag and drop", exact=True).click()
    idle(page)
    frame = page.frame_locator(BOARD)
    expect(frame.locator(".sortable-item")).to_have_count(13, timeout=30_000)
    drag_card(page, frame, hand[0].symbol, "front")
    assert box_items(page.frame_locator(BOARD), "front") == [hand[0].symbol]
    page.screenshot(path=str(ARTIFACTS / "choi-mau-binh-drag-en-1366.png"))
    page.set_viewport_size({"width": 390, "height": 844})
    idle(page)
    page.frame_locator(BOARD).locator(".sortable-item").first.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "choi-mau-binh-drag-en-390.png"))
    assert page.locator('[data-testid="stException"]').count() == 0
