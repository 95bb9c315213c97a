"""One learner's progress in one database (:class:`ProgressStore`), and where a database is opened
(:func:`open_database`, :func:`get_database`)."""
from __future__ import annotations

import functools
import time
from datetime import datetime, timezone
from collections.abc import Callable, Hashable, Iterable
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from learning import db as schema
from learning.daily import cards as daily_cards
from learning.db import upsert
from learning.i18n import N_, _
from learning.progress.database import LEARNER_CAUSES, SAVE_FAILED, Database, ServerDatabase, log
from learning.progress.sqlite_file import SqliteDatabase

MAX_BOX = 5
# box → seconds until the item is due again (box 1: at once)
INTERVALS = {1: 0, 2: 10 * 60, 3: 24 * 3600, 4: 3 * 24 * 3600, 5: 7 * 24 * 3600}
LESSON_DRILL = "bai_hoc"  # drill name of lesson check questions
# save keys for ProgressStore.learner_problem besides drill names
LESSONS_DONE, POSITION, CLEARED, COUNTERS, LEARNER = "lessons_done", "position", "clear", "counters", "learner"
SHARED = frozenset({"path", "where", "status", "cause", "learner_warning", "moved_to", "refresh"})
"""What a store reads from its :class:`Database` (``store.status`` is ``store.db.status``)."""
BROWSER_PREFIX = "browser:"
"""``meta`` key ``browser:<cookie id>`` → the local learner of that browser (:func:`learning.learners.bind_browser`)."""
KINDS = {"sqlite": SqliteDatabase, "postgresql": ServerDatabase}


def open_database(url: str | None = None) -> Database:
    """A new :class:`Database` for ``url`` (default :func:`learning.db.database_url`): SQLite or PostgreSQL; raises
    ``ValueError`` for another kind."""
    url = url or schema.database_url()
    backend = sa.engine.make_url(url).get_backend_name()
    if backend not in KINDS:
        raise ValueError(f"{schema.URL_ENV}: chỉ hỗ trợ sqlite:/// và postgresql:// (nhận được «{backend}»)")
    return KINDS[backend](url)


@functools.lru_cache(maxsize=16)
def database_at(url: str) -> Database:
    """The one :class:`Database` of ``url`` in this process (an unusable URL: a base one, always unavailable)."""
    try:
        return open_database(url)
    except (ValueError, ImportError, sa.exc.ArgumentError, sa.exc.NoSuchModuleError) as e:
        log.warning("%s không dùng được: %s", schema.URL_ENV, e)
        return Database(url, e)


def get_database() -> Database:
    """The database of :func:`learning.db.database_url` (one per URL per process)."""
    return database_at(schema.database_url())


class _LearnerGone(Exception):
    """The learner of this store was deleted: its saves are refused (never written as orphans)."""


GONE = N_("hồ sơ người học này đã bị xoá, nên không lưu tiếp được (hãy chọn lại người học)")


class ProgressStore:
    """Progress of one learner in one database: ``path`` (a SQLite file), ``url`` or an open ``database``."""

    def __init__(self, path: str | Path | None = None, clock: Callable[[], float] = time.time, *,
                 url: str | None = None, database: Database | None = None, learner: int | None = None,
                 start_new: Callable[[Connection, float], int] | None = None):
        self.db = database or open_database(url or (schema.sqlite_url(path) if path else None))
        self.clock = clock
        self.learner = self._learner_id = int(learner) if learner is not None else None
        self._start_new = start_new if learner is None else None
        # (key, item) — or (key, None): the last save under key — → why it failed, in a learner's words (msgid)
        self._refused: dict[tuple[str, str | None], str] = {}

    def __getattr__(self, name: str) -> Any:
        """The database's state, shared by its learners: :data:`SHARED` of :class:`Database`."""
        if name in SHARED:
            return getattr(self.db, name)
        raise AttributeError(name)

    def learner_problem(self, key: str, item_id: Hashable | None = None) -> str | None:
        """Why the last save under ``key`` (a drill name or a save key; of ``item_id`` only, if given) was refused,
        in a learner's words (:data:`LEARNER_CAUSES`: no file or address; the server log has them), or ``None``."""
        why = self._refused.get((key, None if item_id is None else str(item_id)))
        return _(why) if why else None

    # ---- the learner ----
    def learner_id(self) -> int | None:
        """This store's learner id (``None``: none yet, or unreadable)."""
        if self._learner_id is None and self._start_new is None:
            self.db.read(self._resolve, None)
        return self._learner_id

    @property
    def pending(self) -> bool:
        """A new-learner store (``start_new``) whose learner is not created yet."""
        return self._start_new is not None and self._learner_id is None

    def _resolve(self, conn: Connection, create: bool = False) -> int | None:
        """The learner id inside ``conn`` (no extra connection: the bounded waits hold)."""
        lid = self._learner_id
        if lid is None and self._start_new is not None:  # a new learner: made at the first write
            return int(self._start_new(conn, self.clock())) if create else None
        if lid is not None and (not create or conn.execute(  # a write: never for a learner who was deleted
                sa.select(schema.learners.c.id).where(schema.learners.c.id == lid)).first()):
            return lid
        if lid is not None and (self.learner is not None or self._start_new is not None):
            raise _LearnerGone(lid)
        # the default learner (looked up again when its row is gone: a new file): the profile last chosen here
        # (meta.last_learner) if it exists, else the oldest local one, else a new one on a write
        lr = schema.learners
        self._learner_id = pointed(conn, "last_learner") or conn.execute(
            sa.select(sa.func.min(lr.c.id)).where(lr.c.account.is_(None))).scalar() or (
            create_learner(conn, schema.FIRST_LEARNER_NAME, self.clock()) if create else None)
        return self._learner_id

    def write_rows(self, key: str, item: Hashable | None, fn: Callable[[Connection, int], Any]) -> bool:
        """``fn(conn, learner_id)`` in one write transaction; ``True`` if saved (else :meth:`learner_problem`)."""
        item = None if item is None else str(item)
        made: list[int] = []

        def run(conn: Connection) -> None:
            made[:] = [self._resolve(conn, create=True)]  # a retried transaction resolves its learner again
            fn(conn, made[0])

        why = None
        try:
            saved = self.db.write(run)
        except _LearnerGone:
            saved, why = False, GONE
        if saved:
            self._learner_id = made[0]  # a new learner: known once committed
            self._refused.pop((key, item), None)
            self._refused.pop((key, None), None)
        else:
            why = why or LEARNER_CAUSES.get(self.db.status, SAVE_FAILED)
            self._refused[(key, item)] = self._refused[(key, None)] = why
        return saved

    def read_rows(self, fn: Callable[[Connection, int], Any], default: Any) -> Any:
        """``fn(conn, learner_id)`` on a read connection, or ``default`` (no learner yet, unreadable)."""
        def run(conn: Connection) -> Any:
            lid = self._resolve(conn)
            return default if lid is None else fn(conn, lid)

        return self.db.read(run, default)

    def select(self, t: sa.Table, *columns: Any, order: tuple = (), limit: int | None = None, **where: Any) -> list:
        """This learner's rows of ``t`` (``columns``: names or SQL expressions; ``where``: column == value, ``None``
        left out) as mappings; ``[]`` if unreadable."""
        q = sa.select(*(t.c[c] if isinstance(c, str) else c for c in columns)).where(
            *(t.c[k] == v for k, v in where.items() if v is not None))
        return self.read_rows(lambda conn, lid: conn.execute(
            q.where(t.c.learner_id == lid).order_by(*order).limit(limit)).mappings().all(), [])

    def value(self, t: sa.Table, column: str, **where: Any) -> Any:
        """``column`` of this learner's first row of ``t`` where ``where`` holds, or ``None``."""
        return next((r[column] for r in self.select(t, column, **where)), None)

    def lesson_done(self, lesson_id: str) -> bool:
        """Mark a lesson done (the first time is kept); ``True`` if saved."""
        row = {"lesson_id": str(lesson_id), "done_at": self.clock()}
        return self.write_rows(LESSONS_DONE, str(lesson_id), lambda conn, lid: upsert(
            conn, schema.lessons_done, {"learner_id": lid, **row}, ["learner_id", "lesson_id"], update=False))

    def lessons_done(self) -> dict[str, float]:
        """``{lesson_id: done_at}`` (seconds since the epoch), oldest first (``{}`` if unreadable)."""
        t = schema.lessons_done
        return {r["lesson_id"]: r["done_at"] for r in self.select(t, "lesson_id", "done_at", order=(t.c.done_at,))}

    def is_lesson_done(self, lesson_id: str) -> bool:
        """Whether the lesson was completed."""
        return str(lesson_id) in self.lessons_done()

    def set_position(self, lesson_id: str, step: int) -> bool:
        """Remember where the learner is (restored on the next visit); ``True`` if saved."""
        t, value = schema.learners, f"{lesson_id}:{int(step)}"
        return self.write_rows(POSITION, None, lambda conn, lid: conn.execute(
            t.update().where(t.c.id == lid).values(position=value)))

    def position(self) -> tuple[str, int] | None:
        """``(lesson_id, step)`` last visited, or ``None`` (also when unreadable)."""
        t = schema.learners
        les, _, step = (self.read_rows(lambda conn, lid: conn.execute(
            sa.select(t.c.position).where(t.c.id == lid)).scalar(), None) or "").rpartition(":")
        return (les, int(step)) if les and step.isdigit() else None

    def record_attempt(self, drill: str, item_id: Hashable, correct: bool) -> bool:
        """Record one answer: the attempt, its review card (:func:`learning.daily.cards.record`) and its Leitner box
        for the statistics (wrong → box 1, right → next box)."""
        now, item, ok, d = self.clock(), str(item_id), bool(correct), str(drill)
        it = schema.items

        def fn(conn: Connection, lid: int) -> None:
            conn.execute(schema.attempts.insert().values(learner_id=lid, drill=d, item_id=item, correct=int(ok), at=now))
            box = conn.execute(sa.select(it.c.box).where(
                it.c.learner_id == lid, it.c.drill == d, it.c.item_id == item)).scalar()
            box = (min(box + 1, MAX_BOX) if box is not None else 2) if ok else 1
            upsert(conn, it, {"learner_id": lid, "drill": d, "item_id": item, "box": box,
                               "due_at": now + INTERVALS[box], "last_at": now, "last_correct": int(ok),
                               "attempts": 1, "correct": int(ok)},
                    ["learner_id", "drill", "item_id"], add={"attempts": 1, "correct": 1})
            daily_cards.record(conn, lid, d, item, ok, datetime.fromtimestamp(now, timezone.utc))

        return self.write_rows(d, item, fn)

    def due_items(self, drill: str, candidates: Iterable[Hashable], only_due: bool = False,
                  limit: int | None = None, now: float | None = None) -> list:
        """``candidates`` for practice: last answered wrong (oldest first), never seen (as given), review card due at
        ``now`` (default: the clock's; most overdue first), then — unless ``only_due`` — the rest by due time (no card:
        last, oldest answer first)."""
        cands = list(dict.fromkeys(candidates))
        it = schema.items

        def fn(conn: Connection, lid: int) -> dict:
            due = {i: t.timestamp() for i, t in daily_cards.due_times(conn, lid, str(drill)).items()}
            return {i: (due.get(i, float("inf") if ok else last), last, ok) for i, last, ok in conn.execute(
                sa.select(it.c.item_id, it.c.last_at, it.c.last_correct).where(
                    it.c.learner_id == lid, it.c.drill == str(drill))).all()}

        rows, now = self.read_rows(fn, {}), self.clock() if now is None else now

        def rank(i: int, c: Hashable) -> tuple:  # (group, time, last answer, given order)
            due, last, ok = rows.get(str(c), (0, 0, None))
            if ok is None:
                return (1, 0, 0, i)
            return (0, last, 0, i) if not ok else (2, due, 0, i) if due <= now else (3, due, last, i)

        ranked = sorted((rank(i, c), i) for i, c in enumerate(cands))
        return [cands[i] for k, i in ranked if not (only_due and k[0] == 3)][:limit]

    def counters(self, name: str) -> dict | None:
        """The counters saved under ``name`` (a JSON object), or ``None``."""
        data = self.value(schema.counters, "data", name=str(name))
        return data if isinstance(data, dict) else None

    def save_counters(self, name: str, data: dict) -> bool:
        """Keep ``data`` (JSON object) under ``name``; ``True`` if saved (key :data:`COUNTERS`)."""
        now = self.clock()
        return self.write_rows(COUNTERS, str(name), lambda conn, lid: schema.put_counters(conn, lid, name, data, now))

    def attempts(self, drill: str | None = None) -> list[dict[str, Any]]:
        """Every attempt, oldest first: ``{drill, item_id, correct (bool), at}``."""
        t = schema.attempts
        rows = self.select(t, "drill", "item_id", "correct", "at", order=(t.c.at, t.c.id), drill=drill or None)
        return [{**r, "correct": bool(r["correct"])} for r in rows]

    def item_stats(self, drill: str | None = None) -> list[dict[str, Any]]:
        """Per item: ``{drill, item_id, attempts, correct, accuracy (0–1), box, last_correct}``."""
        t = schema.items
        rows = self.select(t, "drill", "item_id", "attempts", "correct", "box", "last_correct",
                           order=(t.c.drill, t.c.item_id), drill=drill or None)
        return [{**r, "accuracy": r["correct"] / r["attempts"] if r["attempts"] else 0.0,
                 "last_correct": bool(r["last_correct"])} for r in rows]

    def item(self, drill: str, item_id: Hashable) -> dict[str, Any] | None:
        """One item's stats (as in :meth:`item_stats`), or ``None`` if never answered."""
        return next((x for x in self.item_stats(drill) if x["item_id"] == str(item_id)), None)

    def clear(self) -> bool:
        """Forget this learner's progress and position (saved games stay); ``True`` if done."""
        return self.write_rows(CLEARED, None, lambda conn, lid: _delete(conn, lid, (
            schema.lessons_done, schema.attempts, schema.items, schema.counters, schema.review_cards,
            schema.daily_log, schema.learner_ratings), position=None))

    def export(self) -> dict[str, Any] | None:
        """Everything of this learner, JSON-ready (``None`` when unreadable): ``{format, schema, learner, position}``
        and the rows of each of :data:`learning.db.LEARNER_TABLES` by table name (no ``learner_id``)."""
        def fn(conn: Connection, lid: int) -> dict[str, Any] | None:
            lr = conn.execute(sa.select(schema.learners).where(schema.learners.c.id == lid)).mappings().first()
            if lr is None:
                return None
            out: dict[str, Any] = {"format": "hoc-chan-progress/1", "schema": schema.HEAD,
                                   "learner": {k: lr[k] for k in ("id", "name", "email", "created_at")},
                                   "position": lr["position"]}
            for t in schema.LEARNER_TABLES:
                order = [t.c[c] for c in ("id", "done_at", "at", "finished_at", "drill", "item_id", "name", "slot")
                         if c in t.c]
                rows = conn.execute(sa.select(t).where(t.c.learner_id == lid).order_by(*order)).mappings().all()
                out[t.name] = [{k: v for k, v in r.items() if k != "learner_id"} for r in rows]
            return out

        return self.read_rows(fn, None)

    def delete_learner(self) -> bool:
        """Delete this learner and every row of theirs; ``True`` if done. A later save of this store is refused."""
        def fn(conn: Connection, lid: int) -> None:
            _delete(conn, lid, (*schema.LEARNER_TABLES, schema.browser_learners))
            conn.execute(schema.learners.delete().where(schema.learners.c.id == lid))
            m = schema.meta  # the profile last chosen, the browsers that chose it
            conn.execute(m.delete().where(m.c.value == str(lid), sa.or_(
                m.c.key == "last_learner", m.c.key.startswith(BROWSER_PREFIX, autoescape=True))))

        return self.write_rows(LEARNER, None, fn)


def _delete(conn: Connection, lid: int, tables: tuple, **learner: Any) -> None:
    """Delete learner ``lid``'s rows of ``tables`` (and set ``learner`` on its row, when given)."""
    for t in tables:
        conn.execute(t.delete().where(t.c.learner_id == lid))
    if learner:
        conn.execute(schema.learners.update().where(schema.learners.c.id == lid).values(**learner))


def pointed(conn: Connection, key: str, *where: Any) -> int | None:
    """The learner ``meta`` ``key`` names, if it still exists (and ``where`` holds on ``learners``)."""
    lr, m = schema.learners, schema.meta
    value = conn.execute(sa.select(m.c.value).where(m.c.key == key)).scalar()
    if not value or not str(value).isdigit():
        return None
    return conn.execute(sa.select(lr.c.id).where(lr.c.id == int(value), *where)).scalar()


def create_learner(conn: Connection, name: str, now: float) -> int:
    """Add a local learner inside ``conn``; returns its id."""
    res = conn.execute(schema.learners.insert().values(name=name, created_at=now, last_seen=now))
    return int(res.inserted_primary_key[0])
