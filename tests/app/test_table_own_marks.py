"""«Chơi thử» (issue 24 item 6): the learner's own «nghỉ ăn tiền» mark on their seat, once the làng
can see the fault, stays there at every later move until the hand ends (it used to disappear after
one move). Driven like ``tests/app/test_page_choi_thu.py`` (its helpers), in Thi thật (Kèm cặp
stops the fault before it is made).
"""
from __future__ import annotations

import pytest

from chan_core.facts import Fact
from chan_core.game import judge_action
from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER
from tests.app.test_page_choi_thu import click, html, live, reach, situation
from words import say


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


def _seat0(at) -> str:
    """The HTML of the learner's seat in the table picture (the seat in grid area ``p0``)."""
    seats = [c for c in html(at).split('<div class="hc-seat') if 'grid-area:p0"' in c]
    assert len(seats) == 1, "the learner's seat is drawn once"
    return seats[0]


def test_the_learners_own_nghi_an_tien_mark_stays_until_the_hand_ends():
    seed, moves, bad = situation(lambda t, a: [f["penalty"] for f in judge_action(t.state, a)] == ["nghi_an_tien"])
    at = reach(seed, moves, mode="thi_that")
    click(at, live(at), bad)
    word = say(Fact("game.mark.nghi_an_tien"))
    seen = []
    while not (live(at).finished or live(at).state.phase == "xuong"):
        seen.append(word in _seat0(at))
        t = live(at)
        click(at, t, SensibleBot(0).choose(t.state, LEARNER, t.legal()))
    seen.append(word in html(at))
    assert True in seen, "the mark is shown once the làng can see the fault"
    first = seen.index(True)
    assert all(seen[first:]), seen  # and never taken off before the end
