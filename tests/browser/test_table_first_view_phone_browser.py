"""«Chơi thử» at a phone's 390×844, the first view of a shared hand (``/choi_thu?van=7``): the learner's
whole hand — every card of the last row and the meld names under it — lies inside the screen, in
Vietnamese and in English (the page scrolls itself, :func:`ui.table.keep_in_view`)."""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS
from tests.browser.test_browser_choi_thu import wait_idle
from tests.browser.test_table_in_view_browser import _inside

pytestmark = [pytest.mark.timeout(200), pytest.mark.full]

_HAND = """() => {
  const r = e => { const b = e.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
  const hand = document.querySelector('.st-key-ct_hand');
  return {h: innerHeight, w: innerWidth, hand: hand && r(hand),
          cards: [...document.querySelectorAll('.st-key-ct_hand img[data-card]')].map(r)};
}"""


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_whole_hand_is_on_the_phone_screen_at_first_view(app_server, browser, lang):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="vi-VN")  # «vi»: no ?lang=
    page = ctx.new_page()
    try:
        page.goto(f"{app_server}/choi_thu?van=7&lang={lang}")
        wait_idle(page)
        page.wait_for_timeout(1600)  # the page scrolls itself for a moment after it is drawn
        got = page.evaluate(_HAND)
        page.screenshot(path=str(ARTIFACTS / f"choi-thu-first-view-{lang}-390.png"))
        assert got["hand"] is not None and len(got["cards"]) >= 19
        assert _inside(got["hand"], got["w"], got["h"]), got["hand"]
        assert all(_inside(c, got["w"], got["h"]) for c in got["cards"]), got["cards"]
    finally:
        ctx.close()
