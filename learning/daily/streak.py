"""The streak: days in a row with today's set finished; one missed day per ISO week is forgiven (frozen, not
counted). Today not yet practised does not break it: it counts up to yesterday."""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, timedelta


@dataclass(frozen=True)
class Streak:
    """``days`` practised in the streak; ``frozen``: missed days forgiven, newest first; ``best``: the longest."""

    days: int
    frozen: tuple[date, ...]
    today: bool
    best: int


def _run(done: set[date], start: date) -> tuple[int, list[date]]:
    """The streak ending at ``start``, walking back (a missed day after a practised one frozen, once a week)."""
    n, frozen, used = 0, [], set()
    d = start
    while True:
        if d in done:
            n += 1
        elif d - timedelta(days=1) in done and d.isocalendar()[:2] not in used:  # (year, ISO week)
            used.add(d.isocalendar()[:2])
            frozen.append(d)
        else:
            break
        d -= timedelta(days=1)
    return n, frozen


def streak(days: Iterable[date], today: date) -> Streak:
    """The streak on ``today`` from the ``days`` the set was finished (see the module docstring)."""
    done = {d for d in days if d <= today}
    n, frozen = _run(done, today if today in done else today - timedelta(days=1))
    best = max([n, *(_run(done, d)[0] for d in done if d + timedelta(days=1) not in done)])
    return Streak(n, tuple(frozen), today in done, best)


def calendar(days: Iterable[date], today: date, weeks: int = 5) -> list[list[tuple[date, str]]]:
    """The last ``weeks`` ISO weeks, Monday first, each day ``'done'``, ``'frozen'``, ``'missed'``, ``'today'`` (not
    yet practised), ``'before'`` (the first day practised) or ``'future'``."""
    done = set(days)
    first = min(done, default=today)
    frozen = set(streak(done, today).frozen)
    monday = today - timedelta(days=today.weekday()) - timedelta(weeks=weeks - 1)

    def state(d: date) -> str:
        return ("done" if d in done else "frozen" if d in frozen else "future" if d > today
                else "today" if d == today else "before" if d < first else "missed")

    days_shown = [monday + timedelta(days=k) for k in range(7 * weeks)]
    return [[(d, state(d)) for d in days_shown[w:w + 7]] for w in range(0, 7 * weeks, 7)]
