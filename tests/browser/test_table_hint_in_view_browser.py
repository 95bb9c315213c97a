"""Tester, «Chơi thử» at 1366×768 (English and Vietnamese): pressing «Gợi ý» / «Hint» only turned the button into
«Ẩn gợi ý» / «Hide hint»; the hint was drawn below «Bài của bạn» at about y = 866, out of sight. Now it is under
the table picture, beside the decision, and the page scrolls its first lines into view when it is asked for and they
are not on the screen (:func:`ui.table.keep_in_view`); after the next move the decision and the whole hand are on
screen again (as in test_table_in_view_browser.py)."""
from __future__ import annotations

import pytest

from chan_core.game.bots import SensibleBot
from conftest import ARTIFACTS
from learning.coach import LEARNER, Table
from tests.browser.test_browser_choi_thu import learner_turn, open_hint
from tests.browser.test_table_in_view_browser import SEED, check_in_view

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

_HINT = """() => { const e = document.querySelector('.st-key-ct_hint_box'), b = e && e.getBoundingClientRect();
  return b && {top: b.top, bottom: b.bottom, h: window.innerHeight}; }"""


@pytest.mark.parametrize(("lang", "ask", "hide"), [("vi-VN", "Gợi ý", "Ẩn gợi ý"), ("en-US", "Hint", "Hide hint")])
def test_the_hint_asked_for_comes_into_view(app_server, browser, lang, ask, hide):
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, locale=lang)
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        open_hint(page, f"{app_server}/choi_thu?van={SEED}&toc=ngay", ask)
        page.locator(".st-key-ct_hint button", has_text=hide).wait_for()
        got = page.evaluate(_HINT)
        page.screenshot(path=str(ARTIFACTS / f"choi-thu-hint-in-view-{lang}.png"))
        assert 0 <= got["top"] and min(got["bottom"], got["h"]) - got["top"] >= 200, got
        if lang == "vi-VN":  # the next move: the decision and the hand first again, the hint still open below
            local = Table.deal(4, SEED)
            local.run_bots()
            learner_turn(page, local, SensibleBot(LEARNER))
            check_in_view(page, local, "the decision after the hint")
    finally:
        ctx.close()
