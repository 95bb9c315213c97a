"""«Chơi thử»: the decision, its buttons and the learner's whole hand on one screen (issue 24 item 4).

At a laptop's 1366×768 and a phone's 390×844 a seeded hand (``?van=<seed>``, four players,
sensible bots, at once speed) is played for a few of the learner's decisions; at each one, after
the page has settled (the page scrolls itself, :func:`ui.table.keep_in_view`), the prompt box,
every move button and every card of the learner's hand must lie inside the viewport, and no
move button's label may be cut (its text fits its box). The learner's moves are the sensible
bot's, mirrored in-process as in ``test_browser_choi_thu.py``.
"""
from __future__ import annotations

import pytest

from chan_core.game.bots import SensibleBot
from conftest import ARTIFACTS
from learning.coach import Table
from tests.browser.test_browser_choi_thu import button_for, shown_moves, wait_idle, wait_moves

pytestmark = [pytest.mark.timeout(400), pytest.mark.full]

SEED = 24_001
DECISIONS = 5
SIZES = [(1366, 768), (390, 844)]

_BOXES = """() => {
  const r = e => { const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
  const prompt = document.querySelector('.st-key-ct_decide');
  const cards = [...document.querySelectorAll('.st-key-ct_hand img[data-card]')].map(r);
  const buttons = [...document.querySelectorAll('.st-key-ct_decide button')].map(r);
  const cut = [...document.querySelectorAll('.st-key-ct_decide button p, .st-key-ct_hand button p')]
    .filter(p => p.scrollWidth > p.clientWidth + 1).map(p => p.innerText);
  return {w: window.innerWidth, h: window.innerHeight, prompt: prompt && r(prompt), cards, buttons, cut};
}"""


def _inside(box, w, h) -> bool:
    left, top, right, bottom = box
    return left >= -1 and top >= -1 and right <= w + 1 and bottom <= h + 1


def check_in_view(page, local: Table, where: str) -> None:
    page.wait_for_timeout(1600)  # the page scrolls itself for a moment after it is drawn
    got = page.evaluate(_BOXES)
    w, h = got["w"], got["h"]
    assert got["prompt"] is not None, f"{where}: no decision box"
    assert _inside(got["prompt"], w, h), f"{where}: the prompt {got['prompt']} is outside {w}×{h}"
    assert len(got["cards"]) == len(local.state.hands[0]), f"{where}: {len(got['cards'])} cards drawn"
    out = [b for b in got["cards"] if not _inside(b, w, h)]
    assert not out, f"{where}: {len(out)} cards of the hand outside {w}×{h}, e.g. {out[0]}"
    off = [b for b in got["buttons"] if not _inside(b, w, h)]
    assert not off, f"{where}: buttons outside {w}×{h}: {off}"
    assert not got["cut"], f"{where}: labels cut: {got['cut']}"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_prompt_and_whole_hand_on_screen_at_each_decision(app_server, browser, size):
    w, h = size
    ctx = browser.new_context(viewport={"width": w, "height": h}, locale="vi-VN")
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        page.goto(f"{app_server}/choi_thu?van={SEED}&toc=ngay")
        wait_idle(page)
        local = Table.deal(4, SEED)
        local.run_bots()
        wait_moves(page, local)
        me, seen = SensibleBot(0), 0
        while seen < DECISIONS and not local.finished and local.state.phase != "xuong":
            check_in_view(page, local, f"{w}×{h}, decision {seen + 1} (move {shown_moves(local)})")
            if seen == 1:
                page.screenshot(path=str(ARTIFACTS / f"choi-thu-in-view-{w}.png"))
            a = me.choose(local.state, 0, local.legal())
            page.locator(button_for(local, a) + ":visible").first.click()  # a phone shows the copy without a tooltip
            assert local.learner_move(a).played
            local.run_bots()
            wait_moves(page, local)
            seen += 1
        assert seen >= 3, "the seeded hand gives the learner a few decisions"
    finally:
        ctx.close()


_WAIT_BOXES = _BOXES.replace(".st-key-ct_decide'", ".st-key-ct_wait'").replace(
    "'.st-key-ct_decide button'", "'.st-key-ct_wait button'")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_hand_stays_in_view_while_the_bots_move(app_server, browser, size):
    """Step by step («Tiếp»): while a bot is to move, the wait box with its button and every card
    of the learner's hand are on screen, after each bot move."""
    w, h = size
    ctx = browser.new_context(viewport={"width": w, "height": h}, locale="vi-VN")
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        page.goto(f"{app_server}/choi_thu?van={SEED + 1}&toc=tiep")
        wait_idle(page)
        local = Table.deal(4, SEED + 1)
        seen = 0
        for step in range(4):
            if not local.bot_to_act:
                break
            page.locator(".st-key-ct_wait").wait_for()
            page.wait_for_timeout(1600)
            got = page.evaluate(_WAIT_BOXES)
            where = f"{w}×{h}, bot move {step + 1}"
            assert got["prompt"] is not None and _inside(got["prompt"], got["w"], got["h"]), f"{where}: {got['prompt']}"
            assert len(got["cards"]) == len(local.state.hands[0])
            assert all(_inside(b, got["w"], got["h"]) for b in got["cards"]), f"{where}: a card out of view"
            page.locator(".st-key-ct_next button").first.click()
            local.bot_step()
            wait_moves(page, local)
            seen += 1
        assert seen >= 1, "the seeded hand starts with a bot to move"
    finally:
        ctx.close()


_ASK_BOXES = """() => [...document.querySelectorAll(
    '.st-key-ct_mode_ask_box [data-testid="stAlert"], .st-key-ct_mode_ask_box button')]
  .map(e => { const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; })"""


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_mode_question_is_on_screen_when_asked(app_server, browser, size, lang):
    """After a decision the page is scrolled down to the next one; switching the coach mode asks
    «Đổi chế độ?» under the control at the top: the question and its two buttons come into view."""
    w, h = size
    ctx = browser.new_context(viewport={"width": w, "height": h}, locale="vi-VN" if lang == "vi" else "en-US")
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    moved = "nước đã đi" if lang == "vi" else "moves played"
    try:
        page.goto(f"{app_server}/choi_thu?van={SEED}&toc=ngay" + ("&lang=en" if lang == "en" else ""))
        wait_idle(page)
        local = Table.deal(4, SEED)
        local.run_bots()
        a = SensibleBot(0).choose(local.state, 0, local.legal())
        page.locator(button_for(local, a) + ":visible").first.click()
        local.learner_move(a)
        local.run_bots()
        page.get_by_text(f" {shown_moves(local)} {moved}").first.wait_for()
        wait_idle(page)
        other = "Thi thật" if lang == "vi" else "Real game"
        page.locator(".st-key-ct_mode button").filter(has_text=other).first.click()
        page.locator(".st-key-ct_mode_ask_box").wait_for()
        page.wait_for_timeout(1600)  # the page scrolls itself for a moment after it is drawn
        boxes = page.evaluate(_ASK_BOXES)
        assert len(boxes) == 3 and all(_inside(b, w, h) for b in boxes), f"{w}×{h} {lang}: {boxes}"
    finally:
        ctx.close()
