"""Saving the hand being played: every move at once with the page settings; the session's totals."""
from __future__ import annotations

from typing import Any

import streamlit as st

from ui.table.settings import K, META_KEYS


def _meta() -> dict:
    ss = st.session_state
    return {k: ss.get(K + k) for k in META_KEYS if ss.get(K + k) is not None}


def save_table(table: Any) -> bool:
    """Save the hand in the progress store (:func:`learning.games.save_slot`) with
    the page settings; remembers whether it reached the file (``ct_saved``)."""
    from learning import games

    ok = games.save_slot(games.HAND_SLOT, {**table.to_dict(), "ui": _meta()})
    st.session_state[K + "saved"] = ok
    return ok


def _session() -> dict:
    """The session's running totals (``{players, hands, net: [per seat], records: [ids]}``)."""
    from learning import games

    ss = st.session_state
    if K + "session" not in ss:
        ss[K + "session"] = games.load_slot(games.SESSION_SLOT) or {}
    return ss[K + "session"]
