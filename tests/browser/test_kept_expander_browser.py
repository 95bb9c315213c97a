"""Session 22, in a real browser: a panel (``ui.inputs.kept_expander``) opens and closes without running the page —
a tracked expander (``on_change="rerun"``) ran «Phân tích bài», «Chơi Mậu binh» and «Chơi thử» again at each click
(the page greyed), and drew the panel with its state from before the click, so every other click was undone — and
it stays as the learner left it, open or closed, over a language switch there and back (its label translated)."""
from __future__ import annotations

import pytest

from tests.browser.test_language_switch_browser import desk, idle, open_vi, switch  # noqa: F401 (desk: fixture)

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]


@pytest.mark.parametrize(("path", "key"), [("phan_tich_bai", "ptb_village_box"), ("choi_mau_binh", "cm_table_box"),
                                           ("choi_thu", "ct_new_table_box")])
def test_a_panel_opens_without_a_run_and_stays_over_a_language_switch(app_server, desk, path, key):  # noqa: F811
    pg, sent = desk, []
    pg.on("websocket", lambda ws: ws.on("framesent", lambda f: sent.append(f)))
    open_vi(pg, app_server, path)
    box = pg.locator(f".st-key-{key} details")
    label = box.locator('summary [data-testid="stMarkdownContainer"]')

    def click_and_see() -> bool:
        before = len(sent)
        box.locator("summary").click()
        pg.wait_for_timeout(1500)  # a run the click started would have sent its message and drawn the page by now
        assert len(sent) == before, "the click ran the page"
        return box.get_attribute("open") is not None

    labels = [label.inner_text()]
    assert click_and_see() is True
    for lang in ("en", "vi", "en"):
        switch(pg, lang)
        labels.append(label.inner_text())
        assert box.get_attribute("open") is not None, lang
    assert click_and_see() is False  # the second click too
    switch(pg, "vi")
    assert box.get_attribute("open") is None
    assert labels[0] == labels[2] != labels[1] == labels[3]
