"""Tester (session 25), «Chơi thử» in Kèm cặp at 390 and 1366 wide: «Ẩn gợi ý» pressed while the bots were moving
(«Đang chờ … quyết định…», the button of the decision before still on the page) was lost: the hint was open again at
the next decision. The button now has a callback, kept across the bots' runs (:func:`ui.table.callbacks.hint_pressed`;
the run-level test: tests/app/test_table_hint_hidden_while_bots_move.py). Session 26: the press showed nothing until
the bots were done; now the wait box has the button, and the press's run does not wait for the bots' pacing."""
from __future__ import annotations

import pytest

from chan_core.game.bots import SensibleBot
from conftest import ARTIFACTS
from learning.coach import LEARNER, Table
from tests.browser.test_browser_choi_thu import button_for, open_hint, wait_idle
from tests.browser.test_table_in_view_browser import SEED

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]


@pytest.mark.parametrize(("lang", "size", "hide", "ask"), [("vi-VN", (390, 844), "Ẩn gợi ý", "Gợi ý"),
                                                            ("en-US", (1366, 768), "Hide hint", "Hint")])
def test_hide_pressed_while_the_bots_move_counts(app_server, browser, lang, size, hide, ask):
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]}, locale=lang)
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    try:
        open_hint(page, f"{app_server}/choi_thu?van={SEED}&toc=cham", ask)  # «Chậm»: the bots' runs take seconds
        local = Table.deal(4, SEED)
        local.run_bots()
        me = SensibleBot(LEARNER)
        while True:  # a bốc: the learner decides again; then a move after which the bots move
            a = me.choose(local.state, LEARNER, local.legal())
            page.locator(button_for(local, a) + ":visible").first.click()  # waits for it: drawn by the run before
            assert local.learner_move(a).played
            if local.bot_to_act:
                break
        page.locator(".st-key-ct_wait").wait_for()  # «Đang chờ … quyết định…»
        page.wait_for_timeout(800)  # the run drawn: it waits before the next bot move (ui.table.pace)
        state = page.evaluate("window.__hcInView")  # the hand's state the page shows (ui/assets/in_view.js)
        page.locator(".st-key-ct_hint button", has_text=hide).click()
        # session 26: at once, before the next bot move — it read «Ẩn gợi ý» until the bots were done (the button was
        # the decision's, left on the page; the press's run started only after the bots' pacing wait)
        page.locator(".st-key-ct_wait .st-key-ct_hint button", has_not_text=hide).wait_for()
        assert page.evaluate("window.__hcInView") == state
        page.locator(".st-key-ct_wait").wait_for(state="detached")
        page.locator(".st-key-ct_decide").wait_for()
        wait_idle(page)
        page.screenshot(path=str(ARTIFACTS / f"choi-thu-hint-hidden-while-bots-move-{lang}.png"))
        assert page.locator(".st-key-ct_hint button").inner_text().strip().endswith(ask)
        assert page.locator(".st-key-ct_hint_box").count() == 0
    finally:
        ctx.close()
