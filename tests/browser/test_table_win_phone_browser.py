"""«Chơi thử» in a real browser (issue 24): the winning hand, drawn as its final sets in the xướng
panel (:func:`ui.table.result.show_win_sets`), is compact on a phone — cards
:data:`ui.table.result.PHONE_WIN_CARD_WIDTH` px wide (below the app-wide phone minimum, for this panel
only), three or more sets to a line, no more than four lines, nothing wider than the panel. On a laptop (session
21) the hand stands beside the xướng builder, its cards 34 px wide: the hand and the builder's chips and
«Xướng!» on the first screen at 1366×768 (session 22: in English too — the chips' English readings stand beneath the
buttons), and still as the learner picks cước: «Xướng!» stands with the chips, above the growing «Lời xướng của
bạn» and its reading. 390×844 and 1366×768, Vietnamese and English; screenshots of the screen in
``test-artifacts/table-win-<size>-<lang>.png``.

Ván 271 (2 players, sensible bots): the learner ù after one move (the sensible bot's), with a
thiên khai set of four; the page and an in-process :class:`learning.coach.Table` play the same hand.
"""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS
from learning.coach import Table
from tests.browser.test_browser_table_explained import play_to_xuong, wait_idle
from ui.cards import PHONE_MIN_CARD_WIDTH
from ui.table.result import PHONE_WIN_CARD_WIDTH

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

SEED, PLAYERS = 271, 2
XUONG_CARD_WIDTH = 34  # ui/assets/win.css, beside the builder
SIZES = {"phone": (390, 844), "laptop": (1366, 768)}

MEASURE = """el => {
  const imgs = [...el.querySelectorAll('img[data-card]')];
  const box = el.getBoundingClientRect();
  const tops = [...new Set(imgs.map(i => Math.round(i.getBoundingClientRect().top)))];
  return {cards: imgs.length, widths: imgs.map(i => i.getBoundingClientRect().width), lines: tops.length,
          top: box.top, bottom: box.bottom,
          height: box.height, right: Math.max(...imgs.map(i => i.getBoundingClientRect().right)),
          boxRight: box.right, names: imgs.map(i => i.getAttribute('title') || '')};
}"""


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("size", list(SIZES))
def test_the_winning_hand_is_compact_and_the_builder_beside_it_on_a_laptop(app_server, browser, size, lang):
    w, h = SIZES[size]
    ctx = browser.new_context(viewport={"width": w, "height": h}, locale="vi-VN")  # «vi»: no ?lang=
    page = ctx.new_page()
    try:
        page.goto(f"{app_server}/choi_thu?van={SEED}&nguoi={PLAYERS}&toc=ngay" + ("&lang=en" if lang == "en" else ""))
        wait_idle(page)
        local = Table.deal(PLAYERS, SEED)
        play_to_xuong(page, local)
        assert local.state.phase == "xuong", "the learner wins this hand"
        panel = page.locator(".st-key-ct_xuong_hand")
        panel.wait_for(timeout=60_000)
        win = panel.locator('[data-testid="hc-win"]')
        win.wait_for(timeout=30_000)
        page.wait_for_timeout(1500)  # the page brings the hand into view (ui/assets/in_view.js)
        m = win.evaluate(MEASURE)
        chip = page.locator(".st-key-ct_xuong button").first.bounding_box()
        submit = page.locator(".st-key-ct_x_submit button").bounding_box()
        page.screenshot(path=str(ARTIFACTS / f"table-win-{size}-{lang}.png"))  # what the learner sees
        if size == "laptop":  # session 21: the builder beside the hand, its chips on the first screen with the hand
            assert m["top"] >= 0 and m["bottom"] <= h and chip["y"] + chip["height"] <= h, (m, chip)
            assert submit["y"] + submit["height"] <= h, submit  # session 22: English too (its legends below it)
        assert m["cards"] == 20
        assert m["right"] <= m["boxRight"] + 1  # nothing wider than the panel
        if size == "phone":
            assert all(abs(x - PHONE_WIN_CARD_WIDTH) <= 1 for x in m["widths"]), m["widths"]
            assert PHONE_WIN_CARD_WIDTH < PHONE_MIN_CARD_WIDTH
            assert m["lines"] <= 4, m  # was 5 tall lines at the app's phone minimum
        else:  # in the column beside the builder (session 21): smaller, on four lines at most
            assert all(abs(x - XUONG_CARD_WIDTH) <= 1 for x in m["widths"]) and m["lines"] <= 4, m
        assert all(m["names"])  # each card still says its name on hover
        chips = page.locator('[class*="st-key-ct_x_chip_"]:not(.st-key-ct_x_chip_xuong) button:visible')
        for picks in (1, 2, 3, 4):  # session 22: each pick added a line (and its reading) above «Xướng!»
            chips.nth(picks).click()
            wait_idle(page)
            page.wait_for_timeout(500)
            if picks % 2:
                continue
            page.screenshot(path=str(ARTIFACTS / f"table-win-{size}-{lang}-{picks}picks.png"))
            submit = page.locator(".st-key-ct_x_submit button").bounding_box()
            if size == "laptop":
                assert submit["y"] + submit["height"] <= h, (picks, submit)
            else:  # the phone: the chips, then the buttons, then what was picked
                said = page.locator("strong", has_text="Lời xướng của bạn:" if lang == "vi" else "Your xướng:")
                said = said.bounding_box()
                assert submit["y"] < said["y"], (picks, submit, said)
    finally:
        ctx.close()
