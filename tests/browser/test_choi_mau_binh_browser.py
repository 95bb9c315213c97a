"""Playwright (Debian chromium): one round of «Chơi Mậu binh» in a real browser — the learner
taps the cards of a sensible arrangement into the three chi, reveals, and sees the settlement
chi by chi, the money and the comparison with the best arrangement; the round is kept, listed in
«Ván đã chơi», dealt again and shown again; screenshots at 1366×768
and 390×844 (phone) in test-artifacts/, nothing wider than the phone screen.

Uses the shared ``app_server`` and ``page`` fixtures of ``tests/conftest.py``."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import ARTIFACTS
from mau_binh.round import bot_arrangement, deal_round

pytestmark = [pytest.mark.timeout(420), pytest.mark.full]  # make test runs tests/browser/test_walk.py and the learner-isolation tests
MAIN = '[data-testid="stMain"]'
LABELS = {"front": "Chi đầu (3 lá)", "middle": "Chi giữa (5 lá)", "back": "Chi cuối (5 lá)"}
SEED = 2028


def idle(page) -> None:
    """Wait until the script run has finished and nothing is a loading skeleton."""
    page.wait_for_selector('[data-testid="stApp"][data-test-script-state="notRunning"]', timeout=60_000)
    page.wait_for_selector(f"{MAIN} h1", timeout=60_000)
    page.wait_for_function(
        "() => !document.querySelector('[data-testid=\"stMain\"] [data-testid=\"stSkeleton\"]')", timeout=60_000)
    page.wait_for_timeout(300)


def put(page, chi: str, card) -> None:
    row = page.get_by_role("toolbar", name=LABELS[chi])
    button = row.get_by_role("button", name=card.symbol, exact=True)
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")
    idle(page)


def no_sideways_scroll(page, width: int) -> None:
    wide = page.evaluate("() => document.querySelector('[data-testid=\"stMain\"]').scrollWidth")
    assert wide <= width + 2, wide


def test_one_round_of_choi_mau_binh_in_a_real_browser(app_server, page):
    hand = deal_round(SEED)[0]
    arr = bot_arrangement(hand, "hop_ly")
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(f"{app_server}/choi_mau_binh?seed={SEED}")
    idle(page)
    expect(page.get_by_role("heading", name="Chơi Mậu binh")).to_be_visible(timeout=30_000)
    for c in hand:  # card pictures (alt = the card in words), not codes
        expect(page.locator(f'{MAIN} img[data-card="{c.code}"]').first).to_have_attribute("alt", c.word)
    reveal = page.get_by_role("button", name="Lật bài và so chi")
    expect(reveal).to_be_disabled()
    page.screenshot(path=str(ARTIFACTS / "choi-mau-binh-deal-1366.png"))
    page.set_viewport_size({"width": 390, "height": 844})   # the phone: dealing and arranging fit the width
    idle(page)
    page.screenshot(path=str(ARTIFACTS / "choi-mau-binh-deal-390.png"))
    no_sideways_scroll(page, 390)
    page.set_viewport_size({"width": 1366, "height": 768})
    idle(page)
    for chi in ("front", "middle", "back"):
        for c in arr.chi(chi):
            put(page, chi, c)
    expect(reveal).to_be_enabled()
    reveal.click()
    idle(page)
    for text in ("So từng chi", "Tính tiền", "So với cách xếp tốt nhất", "Ván này bạn "):
        expect(page.get_by_text(text, exact=False).first).to_be_visible()
    assert page.locator('[data-testid="stException"]').count() == 0
    page.screenshot(path=str(ARTIFACTS / "choi-mau-binh-settled-1366.png"))
    no_sideways_scroll(page, 1366)
    page.set_viewport_size({"width": 1366, "height": 3000})
    idle(page)
    page.screenshot(path=str(ARTIFACTS / "choi-mau-binh-settled-1366-full.png"), full_page=True)
    page.set_viewport_size({"width": 390, "height": 844})
    idle(page)
    page.screenshot(path=str(ARTIFACTS / "choi-mau-binh-settled-390.png"))
    no_sideways_scroll(page, 390)
    expect(page.get_by_text("Tính tiền", exact=False).first).to_be_attached()
    page.set_viewport_size({"width": 390, "height": 5200})
    idle(page)
    page.screenshot(path=str(ARTIFACTS / "choi-mau-binh-settled-390-full.png"), full_page=True)
    no_sideways_scroll(page, 390)
    from learning import mau_binh_rounds, progress

    kept = mau_binh_rounds.list_rounds(store=progress.get_store())  # the round is kept for this learner
    assert kept and kept[0]["seed"] == str(SEED) and kept[0]["arrangements"][0] == str(arr)
    # «Ván đã chơi» lists it; «Chơi lại ván này» deals the same four hands again, the chi empty
    page.set_viewport_size({"width": 1366, "height": 768})
    idle(page)
    expect(page.get_by_role("heading", name="Ván đã chơi")).to_be_attached()
    page.get_by_role("button", name="Chơi lại ván này").first.click()
    idle(page)
    expect(page.get_by_role("button", name="Lật bài và so chi")).to_be_disabled()
    for c in hand:
        expect(page.locator(f'{MAIN} img[data-card="{c.code}"]').first).to_be_attached()
    page.get_by_role("button", name="Xem lại").first.click()   # and «Xem lại» shows the kept result again
    idle(page)
    expect(page.get_by_text("Tính tiền", exact=False).first).to_be_attached()
    assert page.locator('[data-testid="stException"]').count() == 0


def test_the_timer_counts_down_and_time_up_allows_the_reveal(app_server, page):
    page.goto(f"{app_server}/choi_mau_binh?seed={SEED + 1}")
    idle(page)
    page.get_by_text("Bàn chơi: đối thủ, đồng hồ, tiền, luật nhà").click()
    page.get_by_text("Đồng hồ", exact=True).click()   # the toggle's label
    idle(page)
    box = page.get_by_label("Số giây để xếp")
    box.fill("15")
    box.press("Enter")
    idle(page)
    expect(page.get_by_text("Đồng hồ: còn", exact=False)).to_be_visible()
    reveal = page.get_by_role("button", name="Lật bài và so chi")
    expect(reveal).to_be_disabled()
    expect(reveal).to_be_enabled(timeout=40_000)        # the clock reran the page at zero
    reveal.click()
    idle(page)
    expect(page.get_by_text("các lá bạn chưa xếp được xếp giúp", exact=False)).to_be_visible()
    assert page.locator('[data-testid="stException"]').count() == 0


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_on_a_phone_the_reveal_shows_the_totals_first(app_server, page, lang):
    """Tester (session 21, 390×844): after «Lật bài» the page stayed scrolled mid-way in «So từng chi». The totals
    table is on screen at once — after the reveal and after «Xem lại» at the page's foot."""
    arr = bot_arrangement(deal_round(SEED + 2)[0], "hop_ly")
    xep = ".".join("".join(c.code for c in arr.chi(chi)) for chi in ("front", "middle", "back"))
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{app_server}/choi_mau_binh?seed={SEED + 2}&xep={xep}&lang={lang}")
    idle(page)
    totals = page.locator('.st-key-cm_result [data-testid="stTable"]')
    for press in ("Lật bài và so chi" if lang == "vi" else "Reveal and compare the chi",
                  "Xem lại" if lang == "vi" else "View again"):
        button = page.get_by_role("button", name=press).last
        button.scroll_into_view_if_needed()
        button.click()
        idle(page)
        page.wait_for_timeout(1500)  # ui/assets/in_view.js settles
        expect(totals).to_be_in_viewport(ratio=1)
    page.screenshot(path=str(ARTIFACTS / f"choi-mau-binh-reveal-totals-{lang}-390.png"))
