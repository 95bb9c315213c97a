"""Tester (a real-table player), «Chơi thử» at 390×844 in Vietnamese and English: tapping «Gợi ý» / «Hint» brought
the hint to the top of the screen, and the decision's buttons («Ăn …», «Bốc nọc», «Đánh») were 1,300–2,500 px below
it. Now the hint is a box of at most about 42 % of the screen's height, scrolling inside (``ui/assets/hand.css``),
right before the decision, and the page scrolls so the hint's top and the first decision button are on the
screen together (``ui/assets/in_view.js``) — at an offer (ăn or bốc) and at a discard."""
from __future__ import annotations

import pytest

from tests.browser.test_browser_choi_thu import hint_measured

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

# the first move button: at an offer in the decision's row (not «Gợi ý» itself), at a discard the hand's first «Đánh»
_SEEN = """() => { const box = e => e.getBoundingClientRect();
  const first = [...document.querySelectorAll('.st-key-ct_moves button, .st-key-ct_hand button')]
    .find(b => b.offsetParent && !b.closest('.st-key-ct_hint'));
  const h = box(document.querySelector('.st-key-ct_hint_box')), b = box(first);
  return {hint_top: h.top, hint_height: h.height, button: [b.top, b.bottom], label: first.innerText, H: innerHeight}; }"""


@pytest.mark.parametrize("lang", ["vi-VN", "en-US"])
@pytest.mark.parametrize(("query", "what"), [("van=24001&toc=ngay", "offer"), ("van=1", "discard")])
def test_the_first_decision_button_is_on_screen_with_the_hint_on_a_phone(app_server, browser, lang, query, what):
    got = hint_measured(browser, f"{app_server}/choi_thu?{query}", (390, 844), lang, _SEEN,
                        f"choi-thu-hint-phone-{what}-{lang}.png")
    H = got["H"]
    assert 0 <= got["hint_top"] < H / 3, got  # the hint asked for is in view, from its top
    assert got["hint_height"] <= 0.45 * H, got
    assert 0 <= got["button"][0] and got["button"][1] <= H, f"{what}: the first move button is off the screen: {got}"
