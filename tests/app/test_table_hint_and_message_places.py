"""Where «Chơi thử» draws two things (the browser's view: tests/browser/test_table_tap_and_hint_beside_browser.py):

* the hint («Gợi ý») in the table's column, beside the decision and the hand — at 1366×768 it was drawn below the
  hand and pushed the move buttons off the screen;
* the coach's message place before the bots move — the previous move's message («Khoan đã! …») stayed on the screen
  while the bots thought (about a second), since its place was drawn only after them. Here the bots fail as they
  start: the page still holds the message's place, emptied, and no old message."""
from __future__ import annotations

from chan_core.game import judge_action
from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER, Table
from tests.app.test_page_choi_thu import click, live, open_table


def _keys(node, out: list) -> list:
    """The keys of the containers inside ``node`` (a block id ends with its key)."""
    out.append(str(getattr(node, "_block_id", "") or "").rsplit("-", 1)[-1])
    for child in getattr(node, "children", {}).values():
        _keys(child, out)
    return out


def test_the_hint_is_drawn_beside_the_decision_in_the_tables_column():
    at = open_table(24_001)
    at.button(key="ct_hint").click().run()
    table_col, decision_col = (set(_keys(c, [])) for c in at.columns[-2:])
    assert {"ct_hint_box", "ct_log_p"} <= table_col and "ct_decide" not in table_col
    assert {"ct_decide", "ct_hand"} <= decision_col and "ct_hint_box" not in decision_col


def test_the_old_message_is_gone_before_the_bots_move(monkeypatch):
    at = open_table(24_001)
    me = SensibleBot(LEARNER)
    while True:  # on to a discard (the bots move after it) with a lỗi among the cards
        table = live(at)
        legal = table.legal()
        good, bad = me.choose(table.state, LEARNER, legal), [a for a in legal if judge_action(table.state, a)]
        if good.type == "danh" and bad:
            break
        click(at, table, good)
    click(at, table, bad[0])
    assert any("Khoan đã" in e.value for e in at.error)  # Kèm cặp stopped it, with a message

    def thinking(self, *a, **kw):
        raise RuntimeError("the bots are thinking")

    monkeypatch.setattr(Table, "run_bots", thinking)
    click(at, table, good)
    assert not any("Khoan đã" in e.value for e in at.error)
    message_place = next(iter(at.columns[-1].children.values()))  # the decision's column, drawn so far
    assert message_place.type == "empty", message_place
