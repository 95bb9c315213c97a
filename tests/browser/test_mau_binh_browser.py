"""Playwright (Debian chromium): the drill «Xếp binh» done in a real browser — the learner
clicks the cards of the solver's arrangement into the three chi, uses «Xếp nốt», grades,
and the answer is saved — with screenshots at 1400 px and 390 px (phone) in test-artifacts/.

Uses the shared ``app_server`` and ``page`` fixtures of ``tests/conftest.py``."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from conftest import ARTIFACTS
from mau_binh.drill import deal_hand
from mau_binh.solver import solve

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]  # make test runs tests/browser/test_walk.py only
MAIN = '[data-testid="stMain"]'
LABELS = {"front": "Chi đầu (3 lá)", "middle": "Chi giữa (5 lá)", "back": "Chi cuối (5 lá)"}


def idle(page) -> None:
    """Wait until the script run has finished and nothing is a loading skeleton."""
    page.wait_for_selector('[data-testid="stApp"][data-test-script-state="notRunning"]', timeout=60_000)
    page.wait_for_selector(f"{MAIN} h1", timeout=60_000)
    page.wait_for_function(
        "() => !document.querySelector('[data-testid=\"stMain\"] [data-testid=\"stSkeleton\"]')", timeout=60_000)
    page.wait_for_timeout(300)


def put(page, chi: str, card) -> None:
    """Click ``card``'s pill in the row of ``chi`` and wait for the rerun."""
    row = page.get_by_role("toolbar", name=LABELS[chi])
    button = row.get_by_role("button", name=card.symbol, exact=True)
    button.click()
    expect(button).to_have_attribute("aria-pressed", "true")
    idle(page)


def test_xep_binh_drill_in_a_real_browser(app_server, page):
    seed = 31337
    hand = deal_hand(seed)
    best = solve(hand).arrangement
    page.goto(f"{app_server}/xep_binh?seed={seed}")
    idle(page)
    expect(page.get_by_role("heading", name="Xếp binh")).to_be_visible(timeout=30_000)
    for c in hand:  # the dealt hand as card pictures (alt = the card in words)
        expect(page.locator(f'{MAIN} img[data-card="{c.code}"]').first).to_have_attribute("alt", c.word)
    grade = page.get_by_role("button", name="Chấm")
    expect(grade).to_be_disabled()
    for chi in ("front", "middle"):
        for c in best.chi(chi):
            put(page, chi, c)
    page.get_by_role("button", name="Xếp nốt 5 lá còn lại vào chi cuối").click()
    idle(page)
    expect(grade).to_be_enabled()
    page.screenshot(path=str(ARTIFACTS / "xep-binh-arranged-1400.png"), full_page=True)
    grade.click()
    idle(page)
    expect(page.get_by_text("Đạt:", exact=False).first).to_be_visible()
    expect(page.get_by_text("Máy xếp", exact=True)).to_be_visible()
    expect(page.get_by_role("button", name="Chấm")).to_have_count(0)  # answered: no second grading
    assert page.locator('[data-testid="stException"]').count() == 0
    # Streamlit scrolls inside its main area: a tall window shows the whole page in the picture.
    page.set_viewport_size({"width": 1400, "height": 2000})
    idle(page)
    page.screenshot(path=str(ARTIFACTS / "xep-binh-graded-1400.png"), full_page=True)
    page.set_viewport_size({"width": 390, "height": 3400})
    idle(page)
    page.screenshot(path=str(ARTIFACTS / "xep-binh-graded-390.png"), full_page=True)
    # nothing sticks out sideways on a phone
    wide = page.evaluate("() => document.querySelector('[data-testid=\"stMain\"]').scrollWidth")
    assert wide <= 390 + 2, wide
    # the answer was saved by the app server (same throwaway progress file as this test process)
    from learning import learners, progress

    # the browser's own learner (issue 22: one learner per browser, made on its first save)
    att = [a for who in learners.list_learners() for a in progress.store_for(who.id).attempts("xep_binh")]
    assert (f"ván {seed}", True) in [(a["item_id"], a["correct"]) for a in att]


def test_kiem_tra_binh_in_a_real_browser(app_server, page):
    page.goto(f"{app_server}/kiem_tra_binh")
    idle(page)
    expect(page.get_by_role("heading", name="Kiểm tra binh")).to_be_visible(timeout=30_000)
    box = page.get_by_label("13 lá (có thể ngăn ba chi bằng «/»)", exact=True)
    box.fill("Ks Kd Kc / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd")
    box.press("Enter")
    idle(page)
    expect(page.get_by_text("Binh lủng: chi đầu lớn hơn chi giữa", exact=False)).to_be_visible()
    page.get_by_role("button", name="Dùng cách xếp của máy").click()
    idle(page)
    expect(page.get_by_text("Xếp đúng thứ tự", exact=False)).to_be_visible()
    page.set_viewport_size({"width": 1400, "height": 2400})
    idle(page)
    page.screenshot(path=str(ARTIFACTS / "kiem-tra-binh-1400.png"), full_page=True)
    page.set_viewport_size({"width": 390, "height": 4000})
    idle(page)
    page.screenshot(path=str(ARTIFACTS / "kiem-tra-binh-390.png"), full_page=True)
