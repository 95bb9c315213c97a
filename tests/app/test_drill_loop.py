"""The drill loop the drill pages share (``ui/drill.py``, issue 23 item 6): the learner's counters
(rounds, right, streak, best) counted and saved, the first answer recorded in the progress store,
items ordered wrong-first, a round's state started afresh only when the round changes."""
from __future__ import annotations

import json

from streamlit.testing.v1 import AppTest


def _drill_script() -> None:
    import streamlit as st

    from ui.drill import Drill

    d = Drill("thu_vong", "tv_", "tv_kept", (("rounds", 0), ("right", 0), ("streak", 0), ("best", 0), ("hoi", 0)))
    for item, ok in st.session_state.pop("answers", []):
        d.record(item, ok)
        d.count(ok, hoi=1)
    if st.session_state.pop("reset", False):
        d.reset()
    fresh = d.new_round(st.session_state.get("round_id", "r1"), pick=None, tries=0)
    st.session_state["fresh"] = fresh
    st.session_state["order"] = d.due(["a", "b", "c", "d"])
    st.session_state["picked"] = d.pick({"c": 3, "d": 4}, fallback=0)
    st.json(d.kept())


def _run(at: AppTest, **state) -> dict:
    for k, v in state.items():
        at.session_state[k] = v
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return json.loads(at.json[0].value)


def test_counters_streak_best_and_reset_are_the_learners(progress_db):
    at = AppTest.from_function(_drill_script, default_timeout=60)
    kept = _run(at, answers=[("a", True), ("b", True), ("c", False), ("a", True)])
    assert kept == {"rounds": 4, "right": 3, "streak": 1, "best": 2, "hoi": 4}
    # saved for the learner, and the answers recorded: the wrong one comes back first
    store = progress_db.get_store()
    assert store.counters("tv_kept") == kept
    assert [a["item_id"] for a in store.attempts("thu_vong")] == ["a", "b", "c", "a"]
    # wrong first, then never seen, then the rest by due time (box 2 «b» before box 3 «a»)
    assert at.session_state["order"] == ["c", "d", "b", "a"]
    assert at.session_state["picked"] == 3  # «c» was answered wrong: its value is picked over the new «d»
    assert _run(at, reset=True) == {"rounds": 0, "right": 0, "streak": 0, "best": 0, "hoi": 0}
    assert store.counters("tv_kept")["rounds"] == 0


def test_a_rounds_state_starts_afresh_only_when_the_round_changes(progress_db):
    at = AppTest.from_function(_drill_script, default_timeout=60)
    _run(at)
    assert at.session_state["fresh"] is True and at.session_state["tv_pick"] is None
    at.session_state["tv_pick"] = 2  # the learner answered in this round
    _run(at)
    assert at.session_state["fresh"] is False and at.session_state["tv_pick"] == 2
    _run(at, round_id="r2")
    assert at.session_state["fresh"] is True and at.session_state["tv_pick"] is None
