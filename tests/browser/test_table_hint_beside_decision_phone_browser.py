"""Testers, «Chơi thử» at 390×844 in Vietnamese and English. Session 21: tapping «Gợi ý» / «Hint» brought the hint to the
top of the screen, the decision's buttons («Ăn …», «Bốc nọc», «Đánh») 1,300–2,500 px below it. Session 25: about
2,300 px of hint in a ~320 px box inside the page; the hint then flowed with the page, before the decision. Session 26,
in Kèm cặp (the hint stays open from one decision to the next): the hint still pushed the decision 1–2 screens down at
every decision. On a phone the decision and the learner's hand now come first, on the screen without scrolling, and the
open hint follows the hand (``ui/assets/hand.css``), read by scrolling the page — no inner scroll box; at 1366 it stays
a box beside the decision (test_table_tap_and_hint_beside_browser.py)."""
from __future__ import annotations

import pytest

from chan_core.game.bots import SensibleBot
from conftest import ARTIFACTS
from learning.coach import LEARNER, Table
from tests.browser.test_browser_choi_thu import (CAI_SEED, first_move, hint_measured, learner_turn, open_hint, table_page,
                                                 while_bots_move)
from tests.browser.test_table_in_view_browser import SEED

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

# the first move button: at an offer in the decision's row (not «Gợi ý» itself), at a discard the hand's first «Đánh»
_SEEN = """() => { const box = e => e.getBoundingClientRect(), hint = document.querySelector('.st-key-ct_hint_box');
  const first = [...document.querySelectorAll('.st-key-ct_moves button, .st-key-ct_hand button')]
    .find(b => b.offsetParent && !b.closest('.st-key-ct_hint'));
  const h = box(hint), b = box(first), d = box(document.querySelector('.st-key-ct_decide'));
  return {hint_top: h.top, inner: hint.scrollHeight - hint.clientHeight, decide: d.top, button: [b.top, b.bottom],
          hand: box(document.querySelector('.st-key-ct_hand')).bottom, label: first.innerText, H: innerHeight,
          widths: [d.width, box(document.querySelector('.st-key-ct_log_p')).width]}; }"""


def _decision_first(got: dict, what: str) -> None:
    assert 0 <= got["decide"] < got["H"] / 3, f"{what}: the decision is not on the first screen: {got}"
    assert 0 <= got["button"][0] and got["button"][1] <= got["H"], f"{what}: its first move button is off: {got}"
    assert got["hint_top"] >= got["hand"], f"{what}: the hint is not after the hand: {got}"
    assert got["inner"] <= 1, f"{what}: the hint scrolls inside its box: {got}"
    assert got["widths"][1] >= got["widths"][0] - 1, f"{what}: the log is narrower than the page: {got}"


@pytest.mark.parametrize("lang", ["vi-VN", "en-US"])
@pytest.mark.parametrize(("query", "what"), [("van=24001&toc=ngay", "offer"), ("van=1", "discard")])
def test_the_decision_comes_first_and_the_hint_after_the_hand_on_a_phone(app_server, browser, lang, query, what):
    _decision_first(hint_measured(browser, f"{app_server}/choi_thu?{query}", (390, 844), lang, _SEEN,
                                  f"choi-thu-hint-phone-{what}-{lang}.png"), what)


@pytest.mark.parametrize("lang", ["vi-VN", "en-US"])
def test_after_a_move_the_decision_is_seen_before_the_open_hint_on_a_phone(app_server, browser, lang):
    """Kèm cặp keeps the hint open after a move: the next decision is on the screen, the hint after the hand."""
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale=lang)
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    try:
        open_hint(page, f"{app_server}/choi_thu?van={SEED}&toc=ngay")
        local = Table.deal(4, SEED)
        local.run_bots()
        for i in range(2):
            learner_turn(page, local, SensibleBot(LEARNER))
            page.locator(".st-key-ct_hint_box").wait_for()
            page.wait_for_timeout(1600)  # the page scrolls itself for a moment after it is drawn
            got = page.evaluate(_SEEN)
            page.screenshot(path=str(ARTIFACTS / f"choi-thu-hint-phone-after-move-{i}-{lang}.png"))
            _decision_first(got, f"decision {i + 2}")
    finally:
        ctx.close()




_SCROLLED = """() => { const m = document.querySelector('[data-testid="stMain"]'), s = document.scrollingElement;
  return Math.round(Math.max(m.scrollTop, s.scrollTop)); }"""


@pytest.mark.parametrize("lang", ["vi-VN", "en-US"])
def test_the_page_does_not_jump_while_the_bots_move_on_a_phone(app_server, browser, lang):
    """Session 27: the open hint, after the hand, is drawn only at the learner's decisions; once his move was taken the
    page got that much shorter and the phone pulled it back (its scroll), the hand a third of the screen lower, until
    the next decision. The page keeps room below while the bots move (``ct_room``): it is not pulled back."""
    with table_page(browser, (390, 844), lang) as page:
        open_hint(page, f"{app_server}/choi_thu?van={CAI_SEED}&toc=cham")  # «Chậm»: 1.6 s before each bot move
        before = page.evaluate(_SCROLLED)
        first_move(page)
        seen = while_bots_move(page, _SCROLLED)
        page.screenshot(path=str(ARTIFACTS / f"choi-thu-phone-while-bots-move-{lang}.png"))
        assert seen and min(seen) >= before, (before, seen)
