"""Finished hands: what «Ván đã chơi» keeps of a hand (:func:`record_doc`, :func:`summary_of`),
keeping it once it is over (:func:`finish_hand`) or replaced unfinished (:func:`_keep_unfinished`),
and the session's totals started again (:func:`new_session`).
"""
from __future__ import annotations

from typing import Any

import streamlit as st

from ui.page import guard_callback
from ui.table.pictures import seat_word
from ui.table.saving import _session, save_table
from ui.table.settings import K


def record_doc(table: Any) -> dict:
    """What «Ván đã chơi» keeps of a hand: the game record (deal + events,
    :meth:`chan_core.game.GameRecord.to_dict`), the settings, the coach's
    timeline and the end of the hand (result, xướng, payouts, faults; facts as JSON)."""
    from chan_core.game.state import to_data

    s = table.state
    return {
        "seed": s.seed, "players": s.players, "variant": s.variant, "mode": table.mode, "bots": list(table.bots),
        "hand_no": table.hand_no, "record": table.record().to_dict(), "timeline": to_data(table.timeline),
        "final": to_data({k: getattr(s, k) for k in ("result", "winner", "cuoc", "points", "penalty", "u_lao",
                                                     "xuong", "payouts", "bao", "faults", "win")}),
    }


def summary_of(table: Any) -> dict:
    """The short facts of a hand for the list «Ván đã chơi»."""
    from learning.coach import review_items

    s = table.state
    net = (s.payouts or {}).get("net") or [0] * s.players
    return {"result": s.result or "bo_do", "winner": s.winner,
            "winner_name": seat_word(s, s.winner) if s.winner is not None else None,
            "learner_net": net[0] if net else 0, "mode": table.mode, "hand_no": table.hand_no,
            "moves": len(s.events), "lessons": len(review_items(table))}


def _keep_unfinished(table: Any) -> None:
    """An unfinished hand replaced by another is kept in «Ván đã chơi» as «bỏ dở»."""
    from learning import games

    games.keep_record(record_doc(table), {**summary_of(table), "result": "bo_do"})


def finish_hand(table: Any) -> None:
    """Once per finished hand: keep it as a game record and add its money to
    the session's running totals (both in the store)."""
    from learning import games

    if not table.finished or table.record_id is not None:
        return
    rid = games.keep_record(record_doc(table), summary_of(table))
    table.record_id = rid if rid is not None else 0
    sess = _session()
    n = table.state.players
    if sess.get("players") != n:
        sess.clear()
        sess.update({"players": n, "hands": 0, "net": [0] * n, "records": []})
    net = (table.state.payouts or {}).get("net") or [0] * n
    sess["hands"] = int(sess.get("hands", 0)) + 1
    sess["net"] = [a + b for a, b in zip(sess.get("net") or [0] * n, net)]
    sess["records"] = (sess.get("records") or []) + ([rid] if rid else [])
    games.save_session(sess)
    save_table(table)


@guard_callback
def new_session() -> None:
    """Start the running totals again from zero (button «Phiên mới»)."""
    from learning import games

    st.session_state[K + "session"] = {}
    games.save_session({})
