"""Tester, «Chơi thử» at 1366×768 in Vietnamese and English: with «Gợi ý» / «Hint» open the hint stood beside the
decision, but the table picture (the seats, their cửa and chiếu, the nọc and the card just played) was pushed below it
(its top at about y = 778), so the learner reading the hint could not see the table it talks about. The hint became a
box of about 42 % of the screen's height and the table picture a smaller one on two rows — at an offer (ăn or bốc) and
at a discard.

Session 27 (tester): the seats moved — the table changed its shape and place when the hint opened, and again while
the bots moved (the hint above it is drawn only at the learner's decisions). The live table is now the small picture
on two rows on a wide screen whether or not the hint is open (``ui/assets/table.css``), with the hint under it
(``app_pages/choi_thu.py``): opening the hint and the bots' moves leave every seat where it was, and the hint's first
lines are on the screen under the table."""
from __future__ import annotations

import pytest

from chan_core.game.bots import SensibleBot
from conftest import ARTIFACTS
from learning.coach import LEARNER, Table
from tests.browser.test_browser_choi_thu import button_for, hint_measured, wait_idle

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

# the first move button: at an offer in the decision's row, at a discard the hand's first «Đánh»; the table's key
# element: its middle (the nọc and the card just played), with the picture's top (the other seats) above it
_SEEN = """() => { const box = s => { const b = (typeof s === 'string' ? document.querySelector(s) : s)
    .getBoundingClientRect(); return [b.top, b.bottom]; };
  const first = [...document.querySelectorAll('.st-key-ct_moves button, .st-key-ct_hand button')]
    .find(b => b.offsetParent && !b.closest('.st-key-ct_hint'));
  return {hint: box('.st-key-ct_hint_box'), button: box(first), table: box('.hc-table'), middle: box('.hc-mid'),
          H: innerHeight}; }"""


@pytest.mark.parametrize("lang", ["vi-VN", "en-US"])
@pytest.mark.parametrize(("query", "what"), [("van=24001&toc=ngay", "offer"), ("van=1", "discard")])
def test_the_hint_the_decision_and_the_table_picture_share_the_first_screen(app_server, browser, lang, query, what):
    got = hint_measured(browser, f"{app_server}/choi_thu?{query}", (1366, 768), lang, _SEEN,
                        f"choi-thu-hint-with-table-{what}-{lang}.png")
    H = got["H"]
    assert got["table"][1] <= got["hint"][0] and min(got["hint"][1], H) - got["hint"][0] >= 200, \
        f"{what}: the hint's first lines are not on the screen under the table: {got}"
    assert 0 <= got["button"][0] and got["button"][1] <= H, f"{what}: the first move button is off the screen: {got}"
    assert 0 <= got["table"][0] and got["middle"][1] <= H, f"{what}: the table picture is off the screen: {got}"


_SEATS = """() => [...document.querySelectorAll('.hc-seat')].slice(1).map(e => {  // the other players' seats
  const b = e.getBoundingClientRect(); return [Math.round(b.left), Math.round(b.top), Math.round(b.width)]; })"""


@pytest.mark.parametrize("lang", ["vi-VN", "en-US"])
def test_the_seats_stay_put_when_the_hint_opens_and_the_bots_move(app_server, browser, lang):
    seed = 278519005  # the learner is cái: he discards first, then three bots move
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, locale=lang)
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    try:
        page.goto(f"{app_server}/choi_thu?van={seed}&toc=cham")  # «Chậm»: 1.6 s before each bot move
        page.locator(".st-key-ct_decide").wait_for()
        wait_idle(page)
        page.wait_for_timeout(1600)  # the page scrolls itself for a moment after it is drawn
        seats = page.evaluate(_SEATS)
        page.locator(".st-key-ct_hint button").click()
        page.locator(".st-key-ct_hint_box").wait_for()
        wait_idle(page)
        page.wait_for_timeout(1600)
        assert page.evaluate(_SEATS) == seats, "the hint opened"
        t = Table.deal(4, seed)
        page.locator(button_for(t, SensibleBot(LEARNER).choose(t.state, LEARNER, t.legal())) + ":visible").first.click()
        page.locator(".st-key-ct_wait").wait_for()
        for _ in range(6):  # the bots' moves: their cards come, their seats stay
            page.wait_for_timeout(500)
            if page.locator(".st-key-ct_wait").count():
                assert page.evaluate(_SEATS) == seats, "a bot moved"
        page.screenshot(path=str(ARTIFACTS / f"choi-thu-seats-stay-put-{lang}.png"))
    finally:
        ctx.close()
