"""Tester, «Chơi thử» at 1366 wide: «Gợi ý» only turned into «Ẩn gợi ý» — the hint is drawn below «Bài của bạn»,
out of sight, and the page did not scroll to it. The page's keep-in-view script (``ui/assets/in_view.js``, written
by :func:`ui.table.keep_in_view`) is told to bring the hint into view at the decision it is asked for, and to bring
the decision and the hand back after the next move. The scrolling itself: tests/browser/test_table_hint_in_view_browser.py."""
from __future__ import annotations

import pytest

from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER
from tests.app.test_page_choi_thu import click, live, open_table
from ui.i18n import SHORTCUT_KEY
from words.i18n import language


def in_view_script(at) -> str:
    return next(str(h.proto.body) for h in at.get("html") if "__hcInView" in str(h.proto.body))


def looks_at_hint(at) -> bool:
    """Whether the script brings the hint box into view too, from the decision's top or the hint's (the higher: on a
    phone the hint follows the hand), else only the decision and the hand."""
    return ".st-key-ct_hint_box" in in_view_script(at).split("untilCss = ")[1].split(";")[0]


def test_the_hint_asked_for_is_brought_into_view_then_the_next_decision_is():
    at = open_table(24_001)
    assert at.button(key="ct_hint").label == "Gợi ý"
    assert not looks_at_hint(at)
    at.button(key="ct_hint").click().run()
    assert at.button(key="ct_hint").label == "Ẩn gợi ý"
    assert looks_at_hint(at)  # the hint box too, not only the hand
    table = live(at)
    click(at, table, SensibleBot(LEARNER).choose(table.state, LEARNER, table.legal()))
    assert at.button(key="ct_hint").label == "Ẩn gợi ý"  # Kèm cặp: the hint stays open …
    assert not looks_at_hint(at)  # … but the next decision and the hand come first again
    at.button(key="ct_hint").click().run()  # hidden: the decision and the hand
    assert not looks_at_hint(at)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_language_switch_brings_the_decision_and_the_hint_back_into_view(lang):
    """Tester (session 26): the language button is at the top of the page; after the switch the page stayed there,
    the decision and the open hint below the whole table at 390 wide (the script had run once for this state)."""
    with language(lang):  # the test's own reading of the widgets (as in test_reference_search_link.py)
        at = open_table(24_001, lang=lang)
        at.button(key="ct_hint").click().run()
        before = in_view_script(at)
        at.button(key=SHORTCUT_KEY).click().run()
    assert at.session_state["lang"] != lang and not at.exception
    after = in_view_script(at)
    assert after.split("stamp = ")[1].split(",")[0] != before.split("stamp = ")[1].split(",")[0]  # it runs again …
    assert looks_at_hint(at)  # … to the same place: the decision and the hint asked for
