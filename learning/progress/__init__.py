"""The learners' progress, through SQLAlchemy 2 Core on one database URL: lessons
done, every attempt at a drill item, Leitner boxes for a simple spaced
repetition, drill counters and where each learner stopped.

Where: :func:`learning.db.database_url` — ``$HOC_CHAN_DB_URL`` (SQLite or
PostgreSQL through psycopg 3), else the SQLite file ``$HOC_CHAN_DB``, else
``$XDG_DATA_HOME/hoc-chan/progress.sqlite3`` (``~/.local/share/hoc-chan/…``
without XDG). The schema is versioned with Alembic (:mod:`learning.db`): an
older file is upgraded in place, inside one transaction, when the store opens.
Every row belongs to one learner (:mod:`learning.learners`); a
:class:`ProgressStore` reads and writes one learner's rows.

SQLite: WAL journal, one connection per operation (any Streamlit thread may
call it, and a kill -9 loses nothing that was reported saved). Storage faults
never throw a healthy file away (issue 11). Only a *corrupt* file (not a
database, or failing ``PRAGMA quick_check``) is moved aside to
``<name>.corrupt-<YYYYmmdd-HHMMSS>`` (with its ``-wal``/``-shm``) and replaced
by a fresh database. A *locked* file (another program holds a write lock) is
waited for a bounded time (:data:`OPEN_WAIT_S` when opening,
:data:`BUSY_TIMEOUT_S` per save), then saving is paused and retried at the
next save. A *read-only* file, folder or disk is read through a read-only
connection (an older schema is upgraded in a copy in memory, never in the
file): the progress shows, saves are refused. A folder in place of the file,
or a file that cannot be read or created: nothing shows, nothing is saved,
every page keeps working.

PostgreSQL: a connection pool; a server that cannot be reached is
:data:`UNAVAILABLE` (checked again at the next save), a lock held longer than
:data:`BUSY_TIMEOUT_S` is :data:`LOCKED`, a read-only server or account is
:data:`READ_ONLY`. Two app servers may share one database: every write is one
transaction, schema upgrades take an advisory lock.

:attr:`ProgressStore.learner_warning` says what happened in a learner's words, no path or
address (pages show it with ``ui.progress_warning``; :attr:`ProgressStore.warning` names the file
or database, for the log); a refused save returns ``False`` and :meth:`ProgressStore.learner_problem`
says why (``ui.save_notice`` beside the answer). The store is shared by every session of the
process, so its messages are kept as :class:`Message` (msgid and arguments) and said in the
language of the session that reads them (issue 15).

Modules: :mod:`~learning.progress.faults` (statuses, messages, what is a fault),
:mod:`~learning.progress.database` (the one loop every operation runs through),
:mod:`~learning.progress.sqlite_file`, :mod:`~learning.progress.server`,
:mod:`~learning.progress.store` (:class:`ProgressStore`), :mod:`~learning.progress.course`
(«Học tiếp», item ids in words); this module: the current learner's store.

API for drill pages (module-level, using the current learner's store)::

    from learning import progress
    saved = progress.record_attempt("boc_cai", item_id, correct)   # after each answer
    order = progress.due_items("boc_cai", candidate_ids)   # wrong ones first
    progress.lesson_done("bo-bai")

Spaced repetition (FSRS, issue 26): a wrong answer makes the item a review card
(:mod:`learning.daily.cards`), asked first in its drill and due again by the FSRS schedule; the
Leitner box (``INTERVALS``) is still kept per item for the statistics.
"""
from __future__ import annotations

import threading
from collections.abc import Callable, Hashable, Iterable
from typing import Any

from learning import db as schema
from learning.progress.course import NextStep, choose_next_step, item_words
from learning.progress.database import ENV_VAR, URL_ENV_VAR, Database, UnusableDatabase
from learning.progress.faults import (
    BUSY_TIMEOUT_S, LEARNER_CAUSES, LOCKED, LOCKED_READ_WAIT_S, OK, OPEN_WAIT_S, READ_ONLY, SAVE_FAILED, STORE_ERRORS,
    UNAVAILABLE, Message, log, shown)
from learning.progress.server import ServerDatabase
from learning.progress.sqlite_file import SqliteDatabase
from learning.progress.store import (
    BROWSER_PREFIX, CLEARED, COUNTERS, INTERVALS, LEARNER, LESSON_DRILL, LESSONS_DONE, MAX_BOX, POSITION,
    ProgressStore, create_learner, database_at, default_learner, get_database, open_database)

APP_DIR = schema.APP_DIR
FILE_NAME = schema.FILE_NAME
default_path = schema.default_path  # lives in learning.db (database_url needs it); kept here for callers
SCHEMA_VERSION = schema.HEAD

__all__ = [
    "APP_DIR", "BROWSER_PREFIX", "BUSY_TIMEOUT_S", "CLEARED", "COUNTERS", "Database", "ENV_VAR", "FILE_NAME",
    "INTERVALS", "LEARNER", "LEARNER_CAUSES", "LESSONS_DONE", "LESSON_DRILL", "LOCKED", "LOCKED_READ_WAIT_S", "MAX_BOX",
    "Message", "NextStep", "OK", "OPEN_WAIT_S", "POSITION", "ProgressStore", "READ_ONLY", "SAVE_FAILED",
    "SCHEMA_VERSION", "STORE_ERRORS", "ServerDatabase", "SqliteDatabase", "UNAVAILABLE", "URL_ENV_VAR",
    "UnusableDatabase", "create_learner", "current_learner", "default_learner", "default_path", "due_items",
    "get_database", "get_store", "item_words", "lesson_done", "next_step", "open_database", "record_attempt",
    "set_learner_resolver", "shown", "store_for",
]

_resolver: Callable[[], int | None] | None = None
_stores: dict[tuple[str, int | None], ProgressStore] = {}
_stores_lock = threading.Lock()


def set_learner_resolver(fn: Callable[[], "int | ProgressStore | None"] | None) -> None:
    """Install the function that says who the current learner is (``ui`` installs
    one reading the Streamlit session: the chosen profile or the signed-in user).
    It returns a learner id, ``None`` for the default learner, or a
    :class:`ProgressStore` of the session's own (a new learner not created yet, issue 22)."""
    global _resolver
    _resolver = fn


def _who() -> "int | ProgressStore | None":
    if _resolver is None:
        return None
    try:
        return _resolver()
    except Exception:  # noqa: BLE001 — who-is-it must never break a page
        log.exception("Không xác định được người học hiện tại")
        return None


def current_learner() -> int | None:
    """The current learner's id from the resolver (``None``: the default learner, or a new
    learner not created yet)."""
    who = _who()
    return who.learner_id() if isinstance(who, ProgressStore) else who


def store_for(learner: int | None, url: str | None = None) -> ProgressStore:
    """The store of ``learner`` in the database at ``url`` (default: the configured one);
    one per (URL, learner) per process, so a refused save is remembered across reruns."""
    url = url or schema.database_url()
    key = (url, learner)
    with _stores_lock:
        store = _stores.get(key)
        if store is None:
            store = _stores[key] = ProgressStore(database=database_at(url), learner=learner)
        return store


def get_store() -> ProgressStore:
    """The current learner's store (the resolver's, see :func:`set_learner_resolver`) in the
    configured database."""
    who = _who()
    return who if isinstance(who, ProgressStore) else store_for(who)


def record_attempt(drill: str, item_id: Hashable, correct: bool) -> bool:
    """Record an answer in the current learner's store (see :meth:`ProgressStore.record_attempt`).

    ``True`` if saved. Never raises: if the progress cannot be written
    (locked, read-only folder, disk full, server down) the drill keeps working,
    ``False`` comes back and ``get_store().save_problem(drill, item_id)`` says why."""
    try:
        return bool(get_store().record_attempt(drill, item_id, correct))
    except STORE_ERRORS:
        log.exception("Không ghi được tiến độ (%s, %s)", drill, item_id)
        return False


def lesson_done(lesson_id: str) -> bool:
    """Mark a lesson done in the current learner's store; ``True`` if saved (never raises; see :func:`record_attempt`)."""
    try:
        return bool(get_store().lesson_done(lesson_id))
    except STORE_ERRORS:
        log.exception("Không ghi được bài đã học (%s)", lesson_id)
        return False


def due_items(drill: str, candidates: Iterable[Hashable], only_due: bool = False, limit: int | None = None) -> list:
    """Order candidates for practice in the current learner's store (see :meth:`ProgressStore.due_items`).

    Never raises: without a readable store the candidates come back in the
    order given."""
    cands = list(candidates)
    try:
        return get_store().due_items(drill, cands, only_due=only_due, limit=limit)
    except STORE_ERRORS:
        log.exception("Không đọc được tiến độ (%s)", drill)
        return cands[:limit] if limit is not None else cands


def next_step(course: Iterable[Any], store: ProgressStore | None = None) -> NextStep:
    """Decide where «Học tiếp» goes (the one place that decides it; the rule is
    :func:`learning.progress.course.choose_next_step`).

    ``course``: lessons in course order (objects with ``id``, ``title``,
    ``n_steps``, as :func:`learning.lessons.load_course` returns);
    ``store``: the progress store (default :func:`get_store`).
    Never raises: an unreadable progress file counts as no progress (logged).
    """
    lessons = list(course)
    if not lessons:
        return choose_next_step(lessons, {}, None)
    try:
        st = store or get_store()
        done, pos = st.lessons_done(), st.position()
    except STORE_ERRORS:
        log.exception("Không đọc được tiến độ để chọn bài học tiếp")
        return choose_next_step(lessons, {}, None)
    nxt = choose_next_step(lessons, done, pos)
    if nxt.kind in ("resume", "next") and nxt.lesson is not None:  # the first step not read or answered (issue 27)
        from dataclasses import replace

        from learning import lesson_progress as lp

        try:
            read = lp.read_steps(st).get(nxt.lesson.id)
            if read:  # nothing read kept (progress from before issue 27): the saved position stays
                answered = {x["item_id"] for x in st.item_stats(LESSON_DRILL)}
                nxt = replace(nxt, step=lp.first_open_step(nxt.lesson, lp.steps_done(nxt.lesson, read, answered)))
        except STORE_ERRORS:
            log.exception("Không đọc được tiến độ để chọn bước học tiếp")
    return nxt
