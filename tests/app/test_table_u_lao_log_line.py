"""Tester (a real-table player), «Chơi thử» in English, hand 91412662 with «Máy đánh bừa»: the log said «Left won (ù)
on tứ vạn!» for what the app then called an ù láo. The log line of an ù láo says it was called and judged an ù láo
(``chan_core.game.describe.describe``: ``game.event.u_lao``), in both languages; a right ù is still a win."""
from __future__ import annotations

import pytest

from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER, Table
from tests.app.test_page_choi_thu import winning_seed
from ui.table.pictures import log_lines
from words.i18n import language

LAO = 91412662  # Left calls ù on tứ vạn, a card he may not ù on: the hand stops (ù láo)


def _played(t: Table) -> Table:
    me = SensibleBot(LEARNER)
    while not t.finished:
        t.run_bots()
        if t.finished:
            break
        if t.state.phase == "xuong":
            t.xuong([(d["id"], d["count"]) for d in me.xuong(t.state, LEARNER)])
        else:
            assert t.learner_move(me.choose(t.state, LEARNER, t.legal())).played
    return t


@pytest.mark.parametrize(("lang", "want"), [
    ("vi", "Bên trái hô ù tứ vạn, nhưng ù không hợp lệ: ù láo, ván dừng."),
    ("en", "Left called ù on tứ vạn (4 of vạn), but it was not a valid ù: an ù láo (a false ù), and the hand stops."),
])
def test_the_log_line_of_an_u_lao_does_not_call_it_a_win(lang, want):
    t = _played(Table.deal(4, LAO, bot="random"))
    assert t.state.result == "u_lao" and t.state.u_lao["seat"] == 3
    with language(lang):
        *_n, last = log_lines(t)[-1]
    assert last == want


@pytest.mark.parametrize(("lang", "win"), [("vi", " ù "), ("en", " won (ù) on ")])
def test_the_log_line_of_a_right_u_is_still_a_win(lang, win):
    t = _played(Table.deal(4, winning_seed()))
    assert t.state.result == "u"
    with language(lang):
        u = next(line for _n, i, line in log_lines(t) if t.state.events[i]["event"] == "u")
    assert win in u and u.endswith("!") and "láo" not in u
