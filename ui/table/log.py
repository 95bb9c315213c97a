"""The hand's log as the learner reads it, numbered over the lines shown — shared by the live log,
the review and the replay."""
from __future__ import annotations

from typing import Any
import bisect

import streamlit as st

from learning.i18n import _
from words import say
from ui.table.settings import K
from chan_core.facts import Fact
from chan_core.game import describe
from chan_core.game.describe import fault_fact, seat_penalties, u_de_facts, u_event
from learning.coach import told_faults


def log_lines(table: Any, *, upto: int | None = None) -> list[tuple[int, int, str]]:
    """``[(number, event index, line), …]`` of the events before ``upto``, oldest first, seen from the
    learner's seat; numbered 1, 2, 3 … over the lines shown (a silent pass takes no number)."""
    s = table.state if hasattr(table, "state") else table
    evs = s.events if upto is None else s.events[:upto]
    out: list[tuple[int, int, str]] = []
    for i, ev in enumerate(evs):
        text = say(describe(ev, s, 0))
        if text:
            out.append((len(out) + 1, i, text))
    return out


def move_numbers(table: Any) -> list[int]:
    """``numbers[i]``: the number :func:`log_lines` gives a move at event index ``i`` (one past the last too)."""
    s = table.state if hasattr(table, "state") else table
    shown = {i for _n, i, _t in log_lines(s)}
    numbers, seen = [], 0
    for i in range(len(s.events) + 1):
        numbers.append(seen + 1)
        seen += i in shown
    return numbers


def _number_of(numbers: list[int], event: int) -> int:
    """The shown number of event index ``event`` (:func:`move_numbers`; past the end: the next)."""
    return numbers[min(max(int(event), 0), len(numbers) - 1)]


def log_notes(table: Any, shown: list[int] | None = None, *, upto: int | None = None) -> dict[int, list[str]]:
    """``{event index: [sentence, …]}``: the faults the learner may be told of now and, at the winning ù,
    each seat that could also have won on that card (ù đè); with ``shown``, each under its line (:func:`_on_shown`)."""
    s = table.state if hasattr(table, "state") else table
    end = len(s.events) if upto is None else upto
    out: dict[int, list[str]] = {}
    for f in told_faults(table):
        if f["event"] < end:
            out.setdefault(f["event"], []).append(say(fault_fact(f, s, 0)))
    ui = u_event(s)
    if ui is not None and ui < end:
        out.setdefault(ui, []).extend(say(x) for x in u_de_facts(s, 0))
    return out if shown is None else _on_shown(out, shown)


def show_log(table: Any, *, upto: int | None = None, height: int = 220) -> None:
    """The hand's events in plain words, newest first, the learner's in bold, each with its notes."""
    s = table.state if hasattr(table, "state") else table
    shown = log_lines(s, upto=upto)
    notes = log_notes(table, [i for _n, i, _t in shown], upto=upto)
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
    """``notes`` of a silent event (a pass) moved to the last line shown before it, else the first after."""
    if not shown:
        return {}
    out: dict[int, list[str]] = {}
    for i in sorted(notes):
        k = bisect.bisect_right(shown, i) - 1
        out.setdefault(shown[max(k, 0)], []).extend(notes[i])
    return out


def penalty_tags(table: Any) -> dict[int, list[tuple[str, str]]]:
    """``{seat: [(css class, label)]}``: «bị báo» and every fault the learner may be told of, until the hand ends."""
    s = table.state if hasattr(table, "state") else table
    told = told_faults(table)
    return {seat: [("bao", say(Fact(f"game.mark.{p}"))) for p in seat_penalties(s, seat, told)]
            for seat in range(s.players)}
