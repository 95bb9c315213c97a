"""Tester (session 25), «Chơi thử»: while the bots move, the learner's hand cards were faded — Streamlit fades every
element a new run has not drawn again yet (``data-stale``, after half a second). The hand does not change while the
bots move, so it keeps its look through a run (``ui/assets/hand.css``); the rest of the page fades as before.

The run is made slow on purpose: after the learner's move the server's messages past the run's start are held back
for two seconds (Playwright's WebSocket route), so the page stays stale long enough for Streamlit's fade."""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS
from tests.browser.test_browser_choi_thu import CAI_SEED, first_move, open_table, table_page, wait_idle

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

_LOOK = """() => { const seen = e => { let o = 1; for (; e; e = e.parentElement) o *= +getComputedStyle(e).opacity; return o; };
  const card = document.querySelector('.st-key-ct_hand img[data-card]'), table = document.querySelector('.hc-table');
  return {stale: !!card.closest('[data-stale="true"]'), card: seen(card), table: seen(table)}; }"""


def test_the_hand_is_not_faded_while_a_run_is_slow(app_server, browser):
    held: list = []
    state = {"pass": None}  # None: every message through; n: n more through, then held

    def route(ws):
        server = ws.connect_to_server()

        def from_server(message):
            if state["pass"] is None or state["pass"] > 0:
                if state["pass"] is not None:
                    state["pass"] -= 1
                ws.send(message)
            else:
                held.append(message)
        server.on_message(from_server)

    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, locale="vi-VN")
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    try:
        page.route_web_socket("**/_stcore/stream", route)
        page.goto(f"{app_server}/choi_thu?van=1")  # the learner is cái: he discards first
        page.locator(".st-key-ct_hand button").first.wait_for()
        wait_idle(page)
        state["pass"] = 2  # the new run's session message and its status: the page knows a run began, nothing drawn
        page.locator(".st-key-ct_hand button").first.click()
        page.wait_for_timeout(2000)  # Streamlit's fade: after 0,5 s, over 1 s
        got = page.evaluate(_LOOK)
        page.screenshot(path=str(ARTIFACTS / "choi-thu-hand-while-run-is-slow.png"))
    finally:  # the held messages are dropped with the page
        ctx.close()
    assert got["stale"] and got["table"] < 0.6, got  # the run was slow: Streamlit faded the page
    assert got["card"] > 0.99, got



_GONE = """() => !!document.querySelector('.st-key-ct_wait') && !document.querySelector('.st-key-ct_hand button')
  && document.querySelectorAll('.st-key-ct_hand img[data-card]').length === 19"""


@pytest.mark.parametrize(("lang", "size"), [("vi-VN", (1366, 768)), ("en-US", (390, 844))])
def test_the_move_buttons_go_as_soon_as_the_move_is_taken(app_server, browser, lang, size):
    """Tester (session 27): while the bots made their timed moves, the learner's «Đánh» buttons under his cards (and
    the card he had just played) stayed on the page, as clickable as before, until the bots were done — each bot move
    was a run ending in a rerun, and Streamlit takes away what a run no longer draws only when a run finishes. Now
    the run of the learner's move finishes and the bots move on a timer (:func:`ui.table.callbacks.pace`): while they
    move, his hand has its 19 cards and no button."""
    with table_page(browser, size, lang) as page:
        open_table(page, f"{app_server}/choi_thu?van={CAI_SEED}&toc=cham")  # «Chậm»: 1.6 s before each bot move
        first_move(page)
        page.wait_for_function(_GONE, timeout=20_000)  # at the latest while the last bot moves: never, before
        page.screenshot(path=str(ARTIFACTS / f"choi-thu-move-buttons-gone-{lang}.png"))
