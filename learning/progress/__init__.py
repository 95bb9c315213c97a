"""The learners' progress (lessons done, attempts, review boxes, counters, position) in the database of
:func:`learning.db.database_url`, and the current learner's store; nothing here raises for a storage fault."""
from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Iterable
from dataclasses import replace
from typing import Any

from learning import db as schema, lesson_progress as lp
from learning.progress.course import NextStep, choose_next_step, item_words  # noqa: F401  (re-exported)
from learning.progress.database import (  # noqa: F401
    LEARNER_CAUSES, LOCKED, OK, READ_ONLY, SAVE_FAILED, STORE_ERRORS, UNAVAILABLE, Database, log, safe)
from learning.progress.sqlite_file import SqliteDatabase  # noqa: F401
from learning.progress.store import (  # noqa: F401
    BROWSER_PREFIX, CLEARED, INTERVALS, LEARNER, LESSON_DRILL, LESSONS_DONE, ProgressStore, create_learner,
    database_at, get_database, open_database)

_resolver: Callable[[], int | None] | None = None
_stores: dict[tuple[str, int | None], ProgressStore] = {}
_stores_lock = threading.Lock()


def set_learner_resolver(fn: Callable[[], "int | ProgressStore | None"] | None) -> None:
    """Install the function saying who the current learner is (``ui``: from the session): a learner id, ``None``
    (the default learner) or a :class:`ProgressStore` of the session's own (a learner not created yet)."""
    global _resolver
    _resolver = fn


def _who() -> "int | ProgressStore | None":  # who-is-it must never break a page
    return safe(log, "xác định được người học hiện tại", _resolver, None, (Exception,)) if _resolver else None


def current_learner() -> int | None:
    """The current learner's id (``None``: the default learner, or one not created yet)."""
    who = _who()
    return who.learner_id() if isinstance(who, ProgressStore) else who


def store_for(learner: int | None, url: str | None = None) -> ProgressStore:
    """The store of ``learner`` at ``url`` (default: the configured one); one per process, so a refused save is
    remembered across reruns."""
    url = url or schema.database_url()
    with _stores_lock:
        if (url, learner) not in _stores:
            _stores[url, learner] = ProgressStore(database=database_at(url), learner=learner)
        return _stores[url, learner]


def get_store() -> ProgressStore:
    """The current learner's store (:func:`set_learner_resolver`) in the configured database."""
    who = _who()
    return who if isinstance(who, ProgressStore) else store_for(who)


def record_attempt(drill: str, item_id: Hashable, correct: bool) -> bool:
    """Record an answer of the current learner (:meth:`ProgressStore.record_attempt`); ``True`` if saved, else
    ``get_store().learner_problem(drill, item_id)`` says why."""
    return safe(log, f"ghi được tiến độ ({drill}, {item_id})",
                lambda: bool(get_store().record_attempt(drill, item_id, correct)), False, STORE_ERRORS)


def due_items(drill: str, candidates: Iterable[Hashable], only_due: bool = False, limit: int | None = None) -> list:
    """:meth:`ProgressStore.due_items` of the current learner (unreadable: the candidates as given)."""
    cands = list(candidates)
    return safe(log, f"đọc được tiến độ ({drill})",
                lambda: get_store().due_items(drill, cands, only_due=only_due, limit=limit),
                cands[:limit], STORE_ERRORS)


def next_step(course: Iterable[Any], store: ProgressStore | None = None) -> NextStep:
    """Where «Học tiếp» goes for ``store``'s learner (:func:`learning.progress.course.choose_next_step`): the step
    last visited, as the lesson page reopens it; in another lesson (no place kept in it) its first step not done."""
    lessons, st = list(course), store or get_store()
    nxt = choose_next_step(lessons, *safe(log, "đọc được tiến độ để chọn bài học tiếp",
                                          lambda: (st.lessons_done(), st.position()), ({}, None), STORE_ERRORS))

    def first_open() -> NextStep:  # nothing read in it: its first step, started rather than continued
        if not lp.read_steps(st).get(nxt.lesson.id):
            return replace(nxt, opened=False)
        left = lp.open_steps(nxt.lesson, lesson_steps_done(nxt.lesson, st))
        return replace(nxt, step=left[0] if left else nxt.lesson.n_steps - 1)

    if nxt.kind == "next" and nxt.lesson is not None:
        nxt = safe(log, "đọc được tiến độ để chọn bước học tiếp", first_open, nxt, STORE_ERRORS)
    return nxt


def lesson_steps_done(lesson: Any, store: ProgressStore) -> set[int]:
    """The steps of ``lesson`` read or answered by ``store``'s learner (:func:`learning.lesson_progress.steps_done`)."""
    return lp.steps_done(lesson, lp.read_steps(store).get(lesson.id, set()),
                         {x["item_id"] for x in store.item_stats(LESSON_DRILL)})
