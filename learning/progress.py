"""The learner's progress in SQLite (stdlib ``sqlite3``): lessons done, every
attempt at a drill item, Leitner boxes for a simple spaced repetition, and
where the learner stopped.

File: ``$HOC_CHAN_DB`` if set, else ``$XDG_DATA_HOME/hoc-chan/progress.sqlite3``
(``~/.local/share/hoc-chan/progress.sqlite3`` without XDG). WAL journal. One
connection per operation, so any Streamlit thread may call it and the data
survives a restart.

A corrupt file (not a database, or failing ``PRAGMA quick_check``) is moved
aside to ``<name>.corrupt-<YYYYmmdd-HHMMSS>`` (with its ``-wal``/``-shm``), a
fresh database is created and :attr:`ProgressStore.warning` holds a Vietnamese
message for the page to show; the app keeps running.

API for drill pages (module-level, using the default store)::

    from learning import progress
    progress.record_attempt("boc_cai", item_id, correct)   # after each answer
    order = progress.due_items("boc_cai", candidate_ids)   # wrong ones first
    progress.lesson_done("bo-bai")

Spaced repetition (Leitner): a wrong answer puts the item in box 1 (due at
once); a right one moves it up a box (max 5). Box k is due again after
``INTERVALS[k]`` seconds.
"""
from __future__ import annotations

import functools
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

ENV_VAR = "HOC_CHAN_DB"
APP_DIR = "hoc-chan"
FILE_NAME = "progress.sqlite3"
SCHEMA_VERSION = 1
MAX_BOX = 5
# box → seconds until the item is due again (box 1: at once)
INTERVALS = {1: 0, 2: 10 * 60, 3: 24 * 3600, 4: 3 * 24 * 3600, 5: 7 * 24 * 3600}
LESSON_DRILL = "bai_hoc"  # drill name of lesson check questions
log = logging.getLogger("hoc_chan.progress")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS lessons_done (lesson_id TEXT PRIMARY KEY, done_at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS attempts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    drill TEXT NOT NULL, item_id TEXT NOT NULL,
    correct INTEGER NOT NULL CHECK (correct IN (0, 1)), at REAL NOT NULL);
CREATE INDEX IF NOT EXISTS attempts_by_item ON attempts (drill, item_id);
CREATE TABLE IF NOT EXISTS items (
    drill TEXT NOT NULL, item_id TEXT NOT NULL,
    box INTEGER NOT NULL, due_at REAL NOT NULL, last_at REAL NOT NULL,
    last_correct INTEGER NOT NULL, attempts INTEGER NOT NULL, correct INTEGER NOT NULL,
    PRIMARY KEY (drill, item_id));
"""


def default_path() -> Path:
    """``$HOC_CHAN_DB``, else the XDG data folder (see module docstring)."""
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base).expanduser() / APP_DIR / FILE_NAME


class ProgressStore:
    """Progress of one learner in one SQLite file.

    ``path``: the database file (created with its folder if missing).
    ``clock``: seconds since the epoch (tests pass a fake one).
    ``warning``: a Vietnamese message when a corrupt file was replaced, else
    ``None``. Methods raise ``sqlite3.Error`` only for problems other than a
    corrupt file (e.g. a read-only folder).
    """

    def __init__(self, path: str | Path | None = None, clock: Callable[[], float] = time.time):
        self.path = Path(path) if path else default_path()
        self.clock = clock
        self.warning: str | None = None
        self.moved_to: Path | None = None
        self._lock = threading.Lock()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self._init_db()
        except sqlite3.DatabaseError as e:
            self._quarantine(e)

    # ---- connection, schema, corruption ----

    def _connect(self) -> sqlite3.Connection:
        con = sqlite3.connect(self.path, timeout=5.0)
        con.execute("PRAGMA busy_timeout = 5000")
        return con

    def _init_db(self) -> None:
        con = self._connect()
        try:
            mode = con.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            ok = con.execute("PRAGMA quick_check").fetchone()[0]
            if ok != "ok":
                raise sqlite3.DatabaseError(f"quick_check: {ok}")
            with con:
                con.executescript(_SCHEMA)
                con.execute("INSERT OR IGNORE INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
            self.journal_mode = mode
        finally:
            con.close()

    def _quarantine(self, err: Exception) -> None:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{n}")
        if self.path.exists():
            os.replace(self.path, target)
            self.moved_to = target
        for suffix in ("-wal", "-shm"):
            side = self.path.with_name(self.path.name + suffix)
            if side.exists():
                os.replace(side, target.with_name(target.name + suffix))
        self._init_db()
        self.warning = (
            f"Tệp tiến độ {self.path} bị hỏng nên không đọc được ({err}). "
            f"Ứng dụng đã tạo tệp mới và vẫn chạy bình thường; tệp cũ được giữ lại ở "
            f"{self.moved_to or '(không còn tệp cũ)'}."
        )

    def _run(self, fn: Callable[[sqlite3.Connection], Any]) -> Any:
        """Run ``fn(con)`` in one transaction; a file found corrupt while the
        app runs is moved aside and replaced, then ``fn`` runs once more."""
        with self._lock:
            if not self.path.exists():  # deleted while running: start a fresh one quietly
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._init_db()
            for attempt in (0, 1):
                con = self._connect()
                try:
                    with con:
                        return fn(con)
                except sqlite3.DatabaseError as e:
                    if attempt or isinstance(e, sqlite3.IntegrityError) or not _is_corruption(e):
                        raise
                    con.close()
                    self._quarantine(e)
                finally:
                    con.close()

    # ---- lessons ----

    def lesson_done(self, lesson_id: str) -> None:
        """Mark a lesson done (the first completion time is kept)."""
        self._run(lambda con: con.execute(
            "INSERT OR IGNORE INTO lessons_done VALUES (?, ?)", (str(lesson_id), self.clock())))

    def lessons_done(self) -> dict[str, float]:
        """``{lesson_id: done_at}`` (seconds since the epoch), oldest first."""
        return self._run(lambda con: dict(con.execute(
            "SELECT lesson_id, done_at FROM lessons_done ORDER BY done_at")))

    def is_lesson_done(self, lesson_id: str) -> bool:
        """Whether the lesson was completed."""
        return str(lesson_id) in self.lessons_done()

    def set_position(self, lesson_id: str, step: int) -> None:
        """Remember where the learner is (restored on the next visit)."""
        self._run(lambda con: con.execute(
            "INSERT OR REPLACE INTO meta VALUES ('position', ?)", (f"{lesson_id}:{int(step)}",)))

    def position(self) -> tuple[str, int] | None:
        """``(lesson_id, step)`` last visited, or ``None``."""
        row = self._run(lambda con: con.execute("SELECT value FROM meta WHERE key = 'position'").fetchone())
        if not row:
            return None
        lid, _, step = row[0].rpartition(":")
        return (lid, int(step)) if lid and step.isdigit() else None

    # ---- drills ----

    def record_attempt(self, drill: str, item_id: Hashable, correct: bool) -> None:
        """Record one answer to ``item_id`` of ``drill`` and move its Leitner
        box: wrong → box 1, right → next box (a first right answer → box 2)."""
        now, item, ok = self.clock(), str(item_id), bool(correct)

        def fn(con: sqlite3.Connection) -> None:
            con.execute("INSERT INTO attempts (drill, item_id, correct, at) VALUES (?, ?, ?, ?)",
                        (str(drill), item, int(ok), now))
            row = con.execute("SELECT box FROM items WHERE drill = ? AND item_id = ?", (str(drill), item)).fetchone()
            box = (min(row[0] + 1, MAX_BOX) if row else 2) if ok else 1
            con.execute(
                """INSERT INTO items VALUES (?, ?, ?, ?, ?, ?, 1, ?)
                   ON CONFLICT (drill, item_id) DO UPDATE SET box = excluded.box, due_at = excluded.due_at,
                   last_at = excluded.last_at, last_correct = excluded.last_correct,
                   attempts = attempts + 1, correct = correct + excluded.correct""",
                (str(drill), item, box, now + INTERVALS[box], now, int(ok), int(ok)),
            )

        self._run(fn)

    def due_items(self, drill: str, candidates: Iterable[Hashable], only_due: bool = False,
                  limit: int | None = None) -> list:
        """Order ``candidates`` for practice: items last answered wrong first
        (longest ago first), then items never seen (in the given order), then
        items whose box is due (most overdue first), then — unless
        ``only_due`` — the rest by due time. Returns the candidates themselves
        (not their string ids), at most ``limit``."""
        cands = list(dict.fromkeys(candidates))
        rows = {r[0]: r[1:] for r in self._run(lambda con: con.execute(
            "SELECT item_id, box, due_at, last_at, last_correct FROM items WHERE drill = ?", (str(drill),)).fetchall())}
        now = self.clock()
        wrong, new, due, later = [], [], [], []
        for i, c in enumerate(cands):
            r = rows.get(str(c))
            if r is None:
                new.append((i, c))
            elif not r[3]:
                wrong.append((r[2], i, c))
            elif r[1] <= now:
                due.append((r[1], i, c))
            else:
                later.append((r[1], i, c))
        out = [c for *_, c in sorted(wrong, key=lambda x: x[:2])] + [c for _, c in new]
        out += [c for *_, c in sorted(due, key=lambda x: x[:2])]
        if not only_due:
            out += [c for *_, c in sorted(later, key=lambda x: x[:2])]
        return out[:limit] if limit is not None else out

    # ---- statistics (Tiến độ page) ----

    def attempts(self, drill: str | None = None) -> list[dict[str, Any]]:
        """Every attempt, oldest first: ``{drill, item_id, correct (bool), at}``."""
        q, args = "SELECT drill, item_id, correct, at FROM attempts", ()
        if drill:
            q, args = q + " WHERE drill = ?", (drill,)
        rows = self._run(lambda con: con.execute(q + " ORDER BY at, id", args).fetchall())
        return [{"drill": d, "item_id": i, "correct": bool(c), "at": a} for d, i, c, a in rows]

    def item_stats(self, drill: str | None = None) -> list[dict[str, Any]]:
        """Per item: ``{drill, item_id, attempts, correct, accuracy (0–1), box, last_correct}``."""
        q, args = "SELECT drill, item_id, attempts, correct, box, last_correct FROM items", ()
        if drill:
            q, args = q + " WHERE drill = ?", (drill,)
        rows = self._run(lambda con: con.execute(q, args).fetchall())
        return [
            {"drill": d, "item_id": i, "attempts": n, "correct": c, "accuracy": c / n if n else 0.0,
             "box": b, "last_correct": bool(lc)}
            for d, i, n, c, b, lc in rows
        ]

    def item(self, drill: str, item_id: Hashable) -> dict[str, Any] | None:
        """One item's stats (as in :meth:`item_stats`), or ``None`` if never answered."""
        return next((x for x in self.item_stats(drill) if x["item_id"] == str(item_id)), None)

    def drill_stats(self) -> list[dict[str, Any]]:
        """Per drill: ``{drill, attempts, correct, accuracy (0–1), items}``."""
        rows = self._run(lambda con: con.execute(
            "SELECT drill, COUNT(*), SUM(correct), COUNT(DISTINCT item_id) FROM attempts GROUP BY drill ORDER BY drill"
        ).fetchall())
        return [{"drill": d, "attempts": n, "correct": c, "accuracy": c / n if n else 0.0, "items": k}
                for d, n, c, k in rows]

    def weakest_items(self, n: int = 10, drill: str | None = None) -> list[dict[str, Any]]:
        """The ``n`` items with the lowest accuracy (ties: more attempts first)."""
        xs = [x for x in self.item_stats(drill) if x["attempts"]]
        xs.sort(key=lambda x: (x["accuracy"], -x["attempts"], x["drill"], x["item_id"]))
        return xs[:n]

    def clear(self) -> None:
        """Forget all progress (lessons, attempts, boxes, position)."""
        def fn(con: sqlite3.Connection) -> None:
            for t in ("lessons_done", "attempts", "items"):
                con.execute(f"DELETE FROM {t}")
            con.execute("DELETE FROM meta WHERE key = 'position'")

        self._run(fn)


def _is_corruption(e: sqlite3.DatabaseError) -> bool:
    msg = str(e).lower()
    return any(w in msg for w in ("not a database", "malformed", "corrupt", "quick_check", "no such table"))


@functools.lru_cache(maxsize=8)
def _store_at(path: str) -> ProgressStore:
    return ProgressStore(path)


def get_store() -> ProgressStore:
    """The store at :func:`default_path` (one per path per process)."""
    return _store_at(str(default_path()))


def record_attempt(drill: str, item_id: Hashable, correct: bool) -> None:
    """Record an answer in the default store (see :meth:`ProgressStore.record_attempt`).

    Never raises: if the progress file cannot be written (read-only folder,
    disk full) the drill keeps working and the problem is logged."""
    try:
        get_store().record_attempt(drill, item_id, correct)
    except (sqlite3.Error, OSError):
        log.exception("Không ghi được tiến độ (%s, %s)", drill, item_id)


def lesson_done(lesson_id: str) -> None:
    """Mark a lesson done in the default store (never raises; see :func:`record_attempt`)."""
    try:
        get_store().lesson_done(lesson_id)
    except (sqlite3.Error, OSError):
        log.exception("Không ghi được bài đã học (%s)", lesson_id)


def due_items(drill: str, candidates: Iterable[Hashable], only_due: bool = False, limit: int | None = None) -> list:
    """Order candidates for practice in the default store (see :meth:`ProgressStore.due_items`).

    Never raises: without a readable store the candidates come back in the
    order given."""
    cands = list(candidates)
    try:
        return get_store().due_items(drill, cands, only_due=only_due, limit=limit)
    except (sqlite3.Error, OSError):
        log.exception("Không đọc được tiến độ (%s)", drill)
        return cands[:limit] if limit is not None else cands


# ---- where «Học tiếp» goes (home page and Tiến độ page) ----


@dataclass(frozen=True)
class NextStep:
    """Where the learner should go next in the course.

    ``kind``: ``"start"`` (nothing learned yet: lesson 1, step 0),
    ``"resume"`` (the saved position, in a lesson not finished yet),
    ``"next"`` (the first unfinished lesson in course order, step 0) or
    ``"all_done"`` (every lesson finished: ``lesson`` is the first lesson, to
    review). ``lesson``: the lesson object (``None`` only for an empty course);
    ``number``: its 1-based place in the course; ``step``: 0-based step.
    ``label``: the Vietnamese link text; ``query_params``: ``{"lesson": id,
    "step": "n"}`` (1-based, as ``app_pages/bai_hoc.py`` reads it).
    """

    kind: str
    lesson: Any
    number: int
    step: int

    @property
    def query_params(self) -> dict[str, str] | None:
        """The lesson page's link parameters (``None`` for an empty course)."""
        return None if self.lesson is None else {"lesson": self.lesson.id, "step": str(self.step + 1)}

    @property
    def label(self) -> str:
        """The link text, e.g. «Học tiếp: Bài 5. Ù — bước 1/9»."""
        if self.lesson is None:
            return "Bắt đầu học"
        name = f"Bài {self.number}. {self.lesson.title}"
        if self.kind == "start":
            return f"Bắt đầu học: {name}"
        if self.kind == "all_done":
            return f"Ôn lại từ đầu: {name}"
        return f"Học tiếp: {name} — bước {self.step + 1}/{self.lesson.n_steps}"


def next_step(course: Iterable[Any], store: ProgressStore | None = None) -> NextStep:
    """Decide where «Học tiếp» goes (the one place that decides it).

    ``course``: lessons in course order (objects with ``id``, ``title``,
    ``n_steps``, as :func:`learning.lessons.load_course` returns);
    ``store``: the progress store (default :func:`get_store`).

    1. The saved position (:meth:`ProgressStore.position`), if that lesson
       exists and is not finished — the step is clamped to the lesson.
    2. Otherwise the first unfinished lesson in course order, step 0
       (``"start"`` if nothing was finished or opened yet, else ``"next"``).
    3. Every lesson finished: ``"all_done"`` with lesson 1 (for a review).

    Never raises: an unreadable progress file counts as no progress (logged).
    """
    lessons = list(course)
    if not lessons:
        return NextStep("start", None, 0, 0)
    try:
        st = store or get_store()
        done, pos = st.lessons_done(), st.position()
    except (sqlite3.Error, OSError):
        log.exception("Không đọc được tiến độ để chọn bài học tiếp")
        done, pos = {}, None
    by_id = {x.id: (n, x) for n, x in enumerate(lessons, 1)}
    if pos and pos[0] in by_id and pos[0] not in done:
        n, lesson = by_id[pos[0]]
        return NextStep("resume", lesson, n, min(max(pos[1], 0), lesson.n_steps - 1))
    for n, lesson in enumerate(lessons, 1):
        if lesson.id not in done:
            fresh = not done and not (pos and pos[0] in by_id)
            return NextStep("start" if fresh else "next", lesson, n, 0)
    return NextStep("all_done", lessons[0], 1, 0)
