"""What a learner has done in a lesson (:meth:`learning.lessons.Lesson.step_kind`): steps read, questions
answered."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any
from chan_core.errors import ChanError
from learning.checks import compute

READ = "bai_hoc__read"  # counters of the steps read: {lesson id: [step, …]}


def read_steps(store: Any) -> dict[str, set[int]]:
    """The steps read so far, by lesson id (``{}`` when nothing is saved or readable)."""
    data = store.counters(READ) or {}
    return {str(lid): {s for s in steps if isinstance(s, int) and s >= 0}
            for lid, steps in data.items() if isinstance(steps, list)}


def mark_read(store: Any, lesson_id: str, step: int) -> bool:
    """Keep that ``step`` of ``lesson_id`` was shown; ``True`` when it was new and saved."""
    read = read_steps(store)
    have = read.setdefault(str(lesson_id), set())
    if step in have:
        return False
    have.add(int(step))
    return bool(store.save_counters(READ, {k: sorted(v) for k, v in read.items()}))


def _answerable(check: Any) -> bool:
    """Whether the engine answers ``check`` (one whose scenario it refuses does not block the lesson)."""
    try:
        compute(check)
    except ChanError:
        return False
    return True


def steps_done(lesson: Any, read: Iterable[int], answered: Iterable[str]) -> set[int]:
    """The steps of ``lesson`` done: sections and example in ``read``, questions answered (``<lesson>/<check>``) or
    not available; never the summary."""
    read, answered = set(read), set(answered)
    out = set()
    for step in range(lesson.n_steps):
        what, i = lesson.step_kind(step)
        if what in ("section", "example") and step in read:
            out.add(step)
        elif what == "check":
            c = lesson.checks[i]
            if f"{lesson.id}/{c.id}" in answered or not _answerable(c):
                out.add(step)
    return out


def open_steps(lesson: Any, done: set[int]) -> list[int]:
    """The steps (from 0) not done, the summary (last step) left out: ``[]`` when the lesson is complete."""
    return [s for s in range(lesson.n_steps - 1) if s not in done]
