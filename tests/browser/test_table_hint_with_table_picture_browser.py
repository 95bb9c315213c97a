"""Tester, «Chơi thử» at 1366×768 in Vietnamese and English: with «Gợi ý» / «Hint» open the hint stood beside the
decision, but the table picture (the seats, their cửa and chiếu, the nọc and the card just played) was pushed
below it (its top at about y = 778), so the learner reading the hint could not see the table it talks about. Now
the hint is a box of about 42 % of the screen's height, the table picture under it is drawn smaller on two rows
(``ui/assets/hand.css``), and the page scrolls so the hint's top, the first decision button and the table picture
are on the screen together (``ui/assets/in_view.js``) — at an offer (ăn or bốc) and at a discard."""
from __future__ import annotations

import pytest

from tests.browser.test_browser_choi_thu import hint_measured

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
    assert 0 <= got["hint"][0] < H / 2, f"{what}: the hint's top is off the screen: {got}"
    assert 0 <= got["button"][0] and got["button"][1] <= H, f"{what}: the first move button is off the screen: {got}"
    assert 0 <= got["table"][0] and got["middle"][1] <= H, f"{what}: the table picture is off the screen: {got}"
