"""The hand's log as the learner reads it, numbered over the lines shown (:func:`log_lines`,
:func:`move_numbers`) — shared by the live log (:func:`show_log`), the review and the replay.
"""
from __future__ import annotations

from typing import Any

import streamlit as st

from learning.i18n import _
from words import say
from ui.table.settings import K


def log_lines(table: Any, *, upto: int | None = None) -> list[tuple[int, int, str]]:
    """The hand's log as the learner reads it: ``[(number, event index, line), …]``, oldest
    first, for the events before ``upto`` (all when ``None``); ``table``: a
    :class:`learning.coach.Table` or a game state. Lines are the engine's
    :func:`chan_core.game.describe` seen from the learner's seat, in the current language, and
    are numbered 1, 2, 3 … over the lines *shown*: an event with no line (another seat's silent
    pass on an ù or a chíu — silent at a real table) takes no number, so the numbers have no
    gaps. The log, the review (:func:`show_review`) and the replay (:func:`history_view`) all
    number moves this way (:func:`move_numbers`)."""
    from chan_core.game import describe

    s = table.state if hasattr(table, "state") else table
    evs = s.events if upto is None else s.events[:upto]
    out: list[tuple[int, int, str]] = []
    for i, ev in enumerate(evs):
        text = say(describe(ev, s, 0))
        if text:
            out.append((len(out) + 1, i, text))
    return out


def move_numbers(table: Any) -> list[int]:
    """``numbers[i]`` for every event index ``i`` of the hand and one past the last
    (``len(events) + 1`` entries): the number :func:`log_lines` gives a move at index ``i`` — 1
    + the lines shown before it. A move the coach stopped before it happened (Kèm cặp) has the
    index the next move then took, so it carries the number of the move played instead."""
    s = table.state if hasattr(table, "state") else table
    shown = {i for _n, i, _t in log_lines(s)}
    numbers, seen = [], 0
    for i in range(len(s.events) + 1):
        numbers.append(seen + 1)
        seen += i in shown
    return numbers


def _number_of(numbers: list[int], event: int) -> int:
    """The shown number of event index ``event`` (:func:`move_numbers`; an index past the end
    takes the next number)."""
    return numbers[min(max(int(event), 0), len(numbers) - 1)]


def show_log(table: Any, *, upto: int | None = None, height: int = 220) -> None:
    """The hand's events in plain words (newest first; :func:`log_lines`: the engine's
    :func:`chan_core.game.describe`, in the current language, numbered without gaps), the
    learner's in bold."""
    s = table.state if hasattr(table, "state") else table
    lines = [f"{n}\\. **{text}**" if s.events[i]["seat"] == 0 else f"{n}\\. {text}"
             for n, i, text in reversed(log_lines(s, upto=upto))]
    fit = min(height, max(64, 26 * len(lines) + 34))  # a short log takes little room (phones)
    with st.container(height=fit, key=f"{K}log_{'r' if upto is not None else 'p'}"):
        st.markdown("  \n".join(lines) if lines else _("_Chưa có nước nào._"))
