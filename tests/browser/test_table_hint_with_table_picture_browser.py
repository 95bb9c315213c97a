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

from conftest import ARTIFACTS
from tests.browser.test_browser_choi_thu import (CAI_SEED, ask_hint, first_move, hint_measured, open_table, table_page,
                                                 while_bots_move)

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



def _settled(page) -> list:
    """:data:`_SEATS` once the page has stopped moving (a first visit loads the page again, for its cookie)."""
    last = None
    for _ in range(40):
        page.wait_for_timeout(500)
        seats = page.evaluate(_SEATS)
        if seats and seats == last:
            return seats
        last = seats
    raise AssertionError(f"the table never settled: {last}")


@pytest.mark.parametrize("lang", ["vi-VN", "en-US"])
def test_the_seats_stay_put_when_the_hint_opens_and_the_bots_move(app_server, browser, lang):
    with table_page(browser, (1366, 768), lang) as page:
        open_table(page, f"{app_server}/choi_thu?van={CAI_SEED}&toc=cham")  # «Chậm»: 1.6 s before each bot move
        seats = _settled(page)
        ask_hint(page)
        assert _settled(page) == seats, "the hint opened"
        first_move(page)
        moving = while_bots_move(page, _SEATS, 6)  # their cards come, their seats stay
        page.screenshot(path=str(ARTIFACTS / f"choi-thu-seats-stay-put-{lang}.png"))
        assert moving and all(m == seats for m in moving), (seats, moving)
