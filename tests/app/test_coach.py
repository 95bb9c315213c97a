"""learning.coach: the practice table's coach (issue 12 item 3), without Streamlit.

* Kèm cặp: no lỗi, no false ù and no passed ù of the learner ever reaches the
  game, whatever he clicks; every stopped move had a reason.
* Thi thật: the same moves are played and the làng's findings are recorded.
* A hand saved after any move and read back goes on exactly as it would have.
"""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from chan_core.errors import ChanError
from chan_core.game import Action, can_u, judge_action
from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER, Table, action_hint, action_label, review_items
from tests.budget import full


def play(table: Table, pick, limit: int = 400) -> Table:
    """Play the hand to its end: bots by themselves, the learner by ``pick(table, legal)``
    (a stopped move is followed by a sensible one)."""
    me = SensibleBot(0)
    for _ in range(limit):
        table.run_bots()
        if table.finished:
            return table
        if table.state.phase == "xuong":
            table.xuong([(d["id"], d["count"]) for d in me.xuong(table.state, LEARNER)])
            continue
        legal = table.legal()
        out = table.learner_move(pick(table, legal))
        if not out.played:
            table.learner_move(me.choose(table.state, LEARNER, table.legal()))
    raise AssertionError("hand did not end")


@settings(max_examples=12)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]), rnd=st.integers(0, 2**16))
def test_kem_cap_never_lets_a_fault_through(seed, players, rnd):
    r = random.Random(rnd)
    t = play(Table.deal(players, seed, mode="kem_cap"), lambda t, legal: r.choice(legal))
    assert not [f for f in t.state.faults if f["seat"] == LEARNER]
    assert LEARNER not in t.state.bao
    assert t.state.result != "u_lao" or (t.state.u_lao or {}).get("seat") != LEARNER
    for e in t.timeline:
        if e["stopped"]:
            assert e["faults"] or e["passed_u"]  # every stop has a reason
        assert e["mode"] == "kem_cap"


@settings(max_examples=8)
@given(seed=st.integers(0, 10_000), rnd=st.integers(0, 2**16))
def test_thi_that_plays_every_move_and_records_the_lang_findings(seed, rnd):
    r = random.Random(rnd)
    t = play(Table.deal(4, seed, mode="thi_that"), lambda t, legal: r.choice(legal))
    assert not any(e["stopped"] for e in t.timeline)
    mine = [f for f in t.state.faults if f["seat"] == LEARNER]
    reviewed = {(i["event"], f["code"]) for i in review_items(t) for f in i["faults"]}
    for f in mine:  # every fault the làng found is in the review, at the move that made it
        assert (f["event"], f["code"]) in reviewed, (f, reviewed)
    if any(f["penalty"] == "bao" for f in mine):
        assert LEARNER in t.state.bao


def _situation(want, seeds=range(0, 200), mode="kem_cap"):
    """(table, action) at the first learner decision where ``want(table, action)`` holds."""
    me = SensibleBot(0)
    for seed in seeds:
        t = Table.deal(4, seed, mode=mode)
        while not t.finished:
            t.run_bots()
            if t.finished or t.state.phase == "xuong":
                break
            for a in t.legal():
                if want(t, a):
                    return t, a
            t.learner_move(me.choose(t.state, LEARNER, t.legal()))
    raise AssertionError("no such situation")


def test_kem_cap_stops_a_loi_with_its_number_and_reason():
    t, bad = _situation(lambda t, a: any(isinstance(f["code"], int) for f in judge_action(t.state, a)))
    n = len(t.state.events)
    out = t.learner_move(bad)
    assert out.stopped and not out.played
    assert len(t.state.events) == n
    code = next(f["code"] for f in out.faults if isinstance(f["code"], int))
    assert f"lỗi {code}" in out.message
    assert t.timeline[-1]["stopped"] and t.timeline[-1]["faults"]
    assert [i["kind"] for i in review_items(t)] == ["loi"]


def test_thi_that_bao_leaves_only_boc_and_duoi():
    t, bad = _situation(lambda t, a: any(f["penalty"] == "bao" for f in judge_action(t.state, a)), mode="thi_that")
    out = t.learner_move(bad)
    assert out.played and out.bao_now and "bị báo" in out.message
    assert LEARNER in t.state.bao
    me = SensibleBot(0)
    for _ in range(30):
        t.run_bots()
        if t.finished or t.state.phase == "xuong":
            break
        legal = t.legal()
        if t.state.phase == "offer":
            assert {a.type for a in legal} <= {"boc", "duoi"}, legal
        t.learner_move(me.choose(t.state, LEARNER, legal))


def test_passed_u_is_stopped_and_reviewed():
    t, bo = _situation(lambda t, a: a.type == "bo" and can_u(t.state, LEARNER))
    out = t.learner_move(bo)
    assert out.stopped and out.passed_u and "ù" in out.message
    assert "bo_u" in [i["kind"] for i in review_items(t)]
    u = next(a for a in t.legal() if a.type == "u")
    assert t.learner_move(u).played and t.state.phase == "xuong"


def test_saved_hand_goes_on_exactly_as_it_would_have():
    me = SensibleBot(0)
    a, b = Table.deal(3, 77), Table.deal(3, 77)
    for step in range(200):
        for t in (a, b):
            t.run_bots()
        if a.finished or a.state.phase == "xuong":
            break
        if step == 3:  # save and read back mid-hand (a reload / a server restart)
            b = Table.from_dict(json.loads(json.dumps(b.to_dict())))
        for t in (a, b):
            t.learner_move(me.choose(t.state, LEARNER, t.legal()))
    assert a.state == b.state and a.timeline == b.timeline


def test_bad_saved_data_and_bad_settings_raise_chan_error():
    with pytest.raises(ChanError):
        Table.from_dict({"v": 99})
    with pytest.raises(ChanError):
        Table.deal(4, 1, mode="choi_bua")
    with pytest.raises(ChanError):
        Table.deal(4, 1, bot="sieu_nhan")
    t = Table.deal(4, 1)
    t.run_bots()
    with pytest.raises(ChanError):
        t.learner_move(Action(1, "boc"))


def test_labels_and_hints_are_vietnamese_words_not_codes():
    t = Table.deal(4, 5)
    seen = set()
    me = SensibleBot(0)
    for _ in range(40):
        t.run_bots()
        if t.finished or t.state.phase == "xuong":
            break
        for a in t.legal():
            for text in (action_label(a, t.state), action_hint(a, t.state)):
                assert text and not any(c in text for c in ("2V", "9S", "CC", "None")), text
            seen.add(a.type)
        t.learner_move(me.choose(t.state, LEARNER, t.legal()))
    assert {"danh", "boc"} <= seen


@full  # searches up to 400 hands for the situation (~40 s on a busy machine)
def test_an_eat_into_a_dead_end_is_stopped_in_kem_cap():
    """An eat that is clean itself but leaves only lỗi to đánh is stopped (the
    table never locks the learner in), and it is a review item of its own."""
    from learning.coach import dead_end

    t, eat = _situation(lambda t, a: a.type in ("an", "chiu") and not judge_action(t.state, a)
                        and bool(dead_end(t.state, a)), seeds=range(0, 400))
    out = t.learner_move(eat)
    assert out.stopped and "quân nào đánh ra cũng phạm lỗi" in out.message
    assert [i["kind"] for i in review_items(t)] == ["dead_end"]
    t.mode = "thi_that"
    assert t.learner_move(eat).played  # Thi thật: played, the làng catches the next lỗi


def test_every_bot_level_has_a_vietnamese_name_at_the_table():
    """The table's bot picker offers every level of the engine's registry, by a Vietnamese name."""
    from chan_core.game.bots import BOTS
    from learning.coach import BOT_NAMES

    assert set(BOT_NAMES) == set(BOTS)
    assert all(name and not name.isascii() for name in BOT_NAMES.values())
