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


def log_notes(table: Any, *, upto: int | None = None) -> dict[int, list[str]]:
    """What the log says under a move besides the move itself: ``{event index: [sentence, …]}`` —
    every fault of every seat the learner may be told of now (number, name, the card, the
    penalty: :func:`chan_core.game.describe.fault_fact`; which ones, :func:`learning.coach.told_faults`:
    in Thi thật only what the làng has seen so far, all once the hand is over) and, at the
    winning ù, each seat that could also have won on that card (ù đè,
    :func:`chan_core.game.describe.u_de_facts`). ``table``: a :class:`learning.coach.Table` or a
    game state (a kept hand: everything); ``upto``: events before it only."""
    from chan_core.game.describe import fault_fact, u_de_facts, u_event
    from learning.coach import told_faults

    s = table.state if hasattr(table, "state") else table
    end = len(s.events) if upto is None else upto
    out: dict[int, list[str]] = {}
    for f in told_faults(table):
        if f["event"] < end:
            out.setdefault(f["event"], []).append(say(fault_fact(f, s, 0)))
    ui = u_event(s)
    if ui is not None and ui < end:
        out.setdefault(ui, []).extend(say(x) for x in u_de_facts(s, 0))
    return out


def show_log(table: Any, *, upto: int | None = None, height: int = 220) -> None:
    """The hand's events in plain words (newest first; :func:`log_lines`: the engine's
    :func:`chan_core.game.describe`, in the current language, numbered without gaps), the
    learner's in bold, each followed by the faults and the ù đè it brought (:func:`log_notes`)."""
    s = table.state if hasattr(table, "state") else table
    shown = log_lines(s, upto=upto)
    notes = _on_shown(log_notes(table, upto=upto), [i for _n, i, _t in shown])
    lines = []
    for n, i, text in reversed(shown):
        line = f"{n}\\. **{text}**" if s.events[i]["seat"] == 0 else f"{n}\\. {text}"
        for note in notes.get(i, []):
            line += f"  \n:orange[⚠ {_md(note)}]"
        lines.append(line)
    fit = min(height, max(64, 26 * (len(lines) + sum(map(len, notes.values()))) + 34))  # a short log takes little room (phones)
    with st.container(height=fit, key=f"{K}log_{'r' if upto is not None else 'p'}"):
        st.markdown("  \n".join(lines) if lines else _("_Chưa có nước nào._"))


def _md(text: str) -> str:
    """``text`` safe inside a ``:orange[…]`` markdown span (brackets escaped)."""
    return str(text).replace("[", "\\[").replace("]", "\\]")


def _on_shown(notes: dict[int, list[str]], shown: list[int]) -> dict[int, list[str]]:
    """``notes`` moved from a silent event (another seat's pass, which has no line) to the last
    line shown before it — the card it was about —, or the first one after it."""
    import bisect

    if not shown:
        return {}
    out: dict[int, list[str]] = {}
    for i in sorted(notes):
        k = bisect.bisect_right(shown, i) - 1
        out.setdefault(shown[max(k, 0)], []).extend(notes[i])
    return out


def penalty_tags(table: Any) -> dict[int, list[tuple[str, str]]]:
    """Each seat's penalty marks for the table picture, ``{seat: [(css class, label)]}``: «bị báo»
    while under báo, and the class of every fault the learner may be told of
    (:func:`learning.coach.told_faults`: «nếu ù: ù báo», «nếu ù: nghỉ ăn tiền») — each stays on
    its seat until the hand ends (:func:`chan_core.game.describe.seat_penalties`)."""
    from chan_core.facts import Fact
    from chan_core.game.describe import seat_penalties
    from learning.coach import told_faults

    s = table.state if hasattr(table, "state") else table
    told = told_faults(table)
    return {seat: [("bao", say(Fact(f"game.mark.{p}"))) for p in seat_penalties(s, seat, told)]
            for seat in range(s.players)}
