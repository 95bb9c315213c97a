"""Tester (a real-table player), «Chơi thử» at 390×844 in Vietnamese and English: tapping «Gợi ý» / «Hint» brought
the hint to the top of the screen, and the decision's buttons («Ăn …», «Bốc nọc», «Đánh») were 1,300–2,500 px below
it; the hint then became a box of 42 % of the screen scrolling inside. Session 25 (tester): about 2,300 px of hint in a
~320 px box inside the page. On a phone the hint now flows with the page (``ui/assets/hand.css``: no inner scroll),
seen from its top when asked for, and the decision follows right after it: the learner reads it by scrolling the page
down to the decision — at an offer (ăn or bốc) and at a discard."""
from __future__ import annotations

import pytest

from chan_core.game.bots import SensibleBot
from conftest import ARTIFACTS
from learning.coach import LEARNER, Table
from tests.browser.test_browser_choi_thu import hint_measured, learner_turn, open_hint
from tests.browser.test_table_in_view_browser import SEED

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

# the first move button: at an offer in the decision's row (not «Gợi ý» itself), at a discard the hand's first «Đánh»
_SEEN = """() => { const box = e => e.getBoundingClientRect(), hint = document.querySelector('.st-key-ct_hint_box');
  const first = [...document.querySelectorAll('.st-key-ct_moves button, .st-key-ct_hand button')]
    .find(b => b.offsetParent && !b.closest('.st-key-ct_hint'));
  const h = box(hint), b = box(first), d = box(document.querySelector('.st-key-ct_decide'));
  return {hint_top: h.top, hint_bottom: h.bottom, inner: hint.scrollHeight - hint.clientHeight, decide: d.top,
          button: [b.top, b.bottom], label: first.innerText, H: innerHeight}; }"""


@pytest.mark.parametrize("lang", ["vi-VN", "en-US"])
@pytest.mark.parametrize(("query", "what"), [("van=24001&toc=ngay", "offer"), ("van=1", "discard")])
def test_the_hint_flows_with_the_page_before_the_decision_on_a_phone(app_server, browser, lang, query, what):
    got = hint_measured(browser, f"{app_server}/choi_thu?{query}", (390, 844), lang, _SEEN,
                        f"choi-thu-hint-phone-{what}-{lang}.png")
    assert 0 <= got["hint_top"] < got["H"] / 3, got  # the hint asked for is in view, from its top
    assert got["inner"] <= 1, f"{what}: the hint scrolls inside its box: {got}"
    assert got["hint_bottom"] > got["H"], got  # longer than the screen: read by scrolling the page
    assert 0 <= got["decide"] - got["hint_bottom"] < 80 and got["button"][0] > got["hint_bottom"], got  # then decide


def test_after_a_move_the_open_hint_is_seen_from_its_top_on_a_phone(app_server, browser):
    """Tester (session 21, 390×844): with the hint left open, after a move the page scrolled to the decision and
    showed only the hint's last lines («1. … Nên đi» above the screen). The open hint stands before the decision
    on a phone, so the page now shows it from its top (``in_view.js``: the highest of the tops)."""
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="vi-VN")
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    try:
        open_hint(page, f"{app_server}/choi_thu?van={SEED}&toc=ngay")
        local = Table.deal(4, SEED)
        local.run_bots()
        learner_turn(page, local, SensibleBot(LEARNER))
        page.locator(".st-key-ct_hint_box").wait_for()
        page.wait_for_timeout(1600)  # the page scrolls itself for a moment after it is drawn
        got = page.evaluate(_SEEN)
        page.screenshot(path=str(ARTIFACTS / "choi-thu-hint-phone-after-move.png"))
    finally:
        ctx.close()
    assert 0 <= got["hint_top"] < got["H"] / 3, got
