"""«Chơi thử»: the log numbers the lines it shows 1, 2, 3 … with no gap, and the review and the
replay («Ván đã chơi», «Xem lại ván») use the same numbers (issue 15 follow-up, testers' item 3).

A silent event — another seat passing on an ù or a chíu, which nobody hears at a real table
(:func:`chan_core.game.describe` gives ``""``) — has no line in the log; the log used to number
*events*, so the shown numbers jumped (1, 2, 4 …). :func:`ui.table.log_lines` numbers the shown
lines; :func:`ui.table.move_numbers` gives every event index its shown number (the review's
«Nước n», a stopped move, the replay's steps).

The unit part plays whole hands in-process (:class:`learning.coach.Table`, the learner moved by
the sensible bot policy, as ``tests/app/test_page_choi_thu.py`` does); the page part drives the page
through AppTest with a hand that has a silent pass before one of the learner's moves.
"""
from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from chan_core.game import describe
from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER, Table
from tests.app.test_page_choi_thu import click, live, open_table
from ui.table import log_lines, move_numbers
from words import say  # noqa: E402

SILENT_SEED = 20
"""A 4-player hand (default table) with a bot's silent pass before a move of the learner's —
asserted by :func:`test_the_seed_has_a_silent_pass_before_a_learner_move`, not assumed."""

LOG_LINE = re.compile(r"^(\d+)\\\. (\*\*)?(.+?)(\*\*)?$")


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    """Every test plays in a progress file of its own."""
    return progress_db


def play_out(players: int, seed: int) -> Table:
    """The hand ``seed`` at a table of ``players``, played to its end (the learner by the
    sensible policy; a winning learner's xướng is the policy's)."""
    me, t = SensibleBot(LEARNER), Table.deal(players, seed)
    for _ in range(400):
        t.run_bots()
        if t.finished:
            return t
        if t.state.phase == "xuong":
            t.xuong([(d["id"], d["count"]) for d in me.xuong(t.state, LEARNER)])
            continue
        t.learner_move(me.choose(t.state, LEARNER, t.legal()))
    raise AssertionError(f"hand {seed} did not end")


def silent_events(t: Table) -> list[int]:
    return [i for i, e in enumerate(t.state.events) if describe(e, t.state, LEARNER) is None]


def check_numbering(t: Table) -> None:
    """Every property of the shown numbering on one hand."""
    events = t.state.events
    silent = set(silent_events(t))
    lines = log_lines(t)
    # consecutive from 1, one line per event that has words, in the order of the hand
    assert [n for n, _i, _t in lines] == list(range(1, len(lines) + 1))
    assert [i for _n, i, _t in lines] == [i for i in range(len(events)) if i not in silent]
    assert all(text == say(describe(events[i], t.state, LEARNER)) for _n, i, text in lines)
    # every event index (and one past the end) has the number the log gives it or its next line
    numbers = move_numbers(t)
    assert len(numbers) == len(events) + 1 and numbers[0] == 1
    for i in range(len(events)):
        assert numbers[i + 1] - numbers[i] == (0 if i in silent else 1), i
    assert all(numbers[i] == n for n, i, _t in lines)
    # the log of the first k events is the first lines of the whole log (the replay's log)
    for k in {0, len(events) // 3, len(events) // 2, len(events)}:
        assert log_lines(t, upto=k) == [x for x in lines if x[1] < k]


def test_the_seed_has_a_silent_pass_before_a_learner_move():
    t = play_out(4, SILENT_SEED)
    silent = silent_events(t)
    assert silent and all(t.state.events[i]["event"] == "bo" and t.state.events[i]["seat"] != LEARNER
                          for i in silent)
    assert any(e["seat"] == LEARNER for e in t.state.events[silent[0] + 1:])


def test_issue_example_no_gap_after_a_silent_pass():
    """The testers' «1, 2, 4 …»: the line after a silent pass follows the line before it."""
    t = play_out(4, SILENT_SEED)
    s = silent_events(t)[0]
    lines = log_lines(t)
    before = next(n for n, i, _t in reversed(lines) if i < s)
    after = next(n for n, i, _t in lines if i > s)
    assert after == before + 1
    assert after < s + 2  # the old numbering (event index + 1) would have shown s + 2
    check_numbering(t)


@settings(max_examples=30)
@given(players=hs.sampled_from([2, 3, 4]), seed=hs.integers(0, 5_000))
def test_numbering_properties_on_any_hand(players, seed):
    check_numbering(play_out(players, seed))


def test_numbering_properties_on_hands_with_several_silent_passes():
    """Hands known to hold one, two and three silent passes (a random sample may hold none)."""
    hands = [play_out(4, seed) for seed in (20, 53, 27)]
    assert sorted(len(silent_events(t)) for t in hands) == [1, 2, 3]
    for t in hands:
        check_numbering(t)


def test_a_stopped_move_carries_the_number_of_the_move_played_instead():
    t = play_out(4, SILENT_SEED)
    numbers = move_numbers(t)
    lines = {i: n for n, i, _t in log_lines(t)}
    for i, e in enumerate(t.state.events):
        if e["seat"] == LEARNER:  # a stopped move had this index; the learner's move is never silent
            assert numbers[i] == lines[i]


# ------------------------------------------------------------------ the page (AppTest)
def log_numbers(at) -> list[tuple[int, str, bool]]:
    """``[(number, line, learner's?)]`` of the one markdown that is the log (every line «n\\. …»),
    as shown: newest first."""
    blocks = [m.value for m in at.markdown
              if m.value and all(LOG_LINE.match(x) for x in m.value.split("  \n"))]
    assert len(blocks) == 1, blocks
    out = []
    for x in blocks[0].split("  \n"):
        m = LOG_LINE.match(x)
        out.append((int(m.group(1)), m.group(3), bool(m.group(2))))
    return out


def finished_page(seed: int):
    """The page with hand ``seed`` played to its end by clicking (learner: sensible policy)."""
    at = open_table(seed)
    me = SensibleBot(LEARNER)
    for _ in range(200):
        t = live(at)
        if t.finished:
            return at
        if t.state.phase == "xuong":
            for d in me.xuong(t.state, LEARNER):
                for _ in range(d["count"]):
                    at.button(key=f"ct_x_chip_{d['id']}").click().run()
            at.button(key="ct_x_submit").click().run()
            continue
        click(at, t, me.choose(t.state, LEARNER, t.legal()))
    raise AssertionError("no end")


def test_page_log_review_and_replay_share_the_numbers():
    at = finished_page(SILENT_SEED)
    assert not at.exception
    t = live(at)
    lines = log_lines(t)
    silent = silent_events(t)
    assert silent
    # the log: newest first, numbered len … 1 without a gap, the learner's lines in bold
    shown = log_numbers(at)
    assert [n for n, _x, _b in shown] == list(range(len(lines), 0, -1))
    by_number = {n: (x, bold) for n, x, bold in shown}
    for n, i, _x in lines:
        assert by_number[n][1] == (t.state.events[i]["seat"] == LEARNER), n
    # the review: «Nước n» of each decision is the number of the learner's line in the log
    review = next(tb.value for tb in at.table if "Nhận xét" in tb.value.columns)  # a static table (issue 24)
    numbers = move_numbers(t)
    played = [e for e in t.timeline if e["action"].get("event") != "xuong"]
    assert list(review["Nước"]) == [numbers[e["event"]] for e in played]
    for e in played:
        if not e.get("stopped"):
            assert by_number[numbers[e["event"]]][1], e  # that log line is the learner's (bold)
    after_silence = [e for e in played if e["event"] > silent[0]]
    assert after_silence and all(numbers[e["event"]] < e["event"] + 1 for e in after_silence)

    # the replay of the kept hand: one step per log line, «Nước k» = line k, its log ends at k
    at.segmented_control(key="ct_view").set_value("da_choi").run()
    assert not at.exception
    slider = at.slider(key="ct_h_step")
    assert slider.max == len(lines) and slider.value == len(lines)
    k = next(n for n, i, _x in lines if i > silent[0])  # the first line after the silent pass
    slider.set_value(k).run()
    heads = [m.value for m in at.markdown if m.value.startswith("**Nước ") and ":orange[" not in m.value]  # not the worst-moves list
    assert heads == [f"**Nước {k}:** {lines[k - 1][2]}"]
    replay_log = log_numbers(at)
    assert [n for n, _x, _b in replay_log] == list(range(k, 0, -1))
    at.button(key="ct_h_nextstep").click().run()
    assert at.slider(key="ct_h_step").value == k + 1
    assert [m.value for m in at.markdown if m.value.startswith("**Nước ") and ":orange[" not in m.value] == \
        [f"**Nước {k + 1}:** {lines[k][2]}"]
