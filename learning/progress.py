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

:attr:`ProgressStore.warning` holds the message naming the file (or
database) and the cause (pages show it with ``ui.progress_warning``); a refused
save returns ``False`` and :meth:`ProgressStore.save_problem` says why
(``ui.save_notice`` beside the answer). The store is shared by every session of
the process, so its messages are kept as :class:`Message` (msgid and arguments)
and said in the language of the session that reads them (issue 15).

API for drill pages (module-level, using the current learner's store)::

    from learning import progress
    saved = progress.record_attempt("boc_cai", item_id, correct)   # after each answer
    order = progress.due_items("boc_cai", candidate_ids)   # wrong ones first
    progress.lesson_done("bo-bai")

Spaced repetition (Leitner): a wrong answer puts the item in box 1 (due at
once); a right one moves it up a box (max 5). Box k is due again after
``INTERVALS[k]`` seconds.
"""
from __future__ import annotations

import errno
import functools
import json
import logging
import os
import re
import sqlite3
import threading
import time
import zlib
from collections.abc import Callable, Hashable, Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import DBAPIError, SQLAlchemyError
from sqlalchemy.pool import NullPool

from learning import db as schema
from learning.i18n import N_, _

ENV_VAR = schema.PATH_ENV
URL_ENV_VAR = schema.URL_ENV
APP_DIR = schema.APP_DIR
FILE_NAME = schema.FILE_NAME
default_path = schema.default_path  # lives in learning.db (database_url needs it); kept here for callers
SCHEMA_VERSION = schema.HEAD
MAX_BOX = 5
# box → seconds until the item is due again (box 1: at once)
INTERVALS = {1: 0, 2: 10 * 60, 3: 24 * 3600, 4: 3 * 24 * 3600, 5: 7 * 24 * 3600}
LESSON_DRILL = "bai_hoc"  # drill name of lesson check questions
# save keys for ProgressStore.save_problem besides drill names
LESSONS_DONE, POSITION, CLEARED, COUNTERS, LEARNER = "lessons_done", "position", "clear", "counters", "learner"
BROWSER_PREFIX = "browser:"
"""``meta`` key ``browser:<browser id>`` → the local learner that browser chose, added or started
(issue 22, :func:`learning.learners.bind_browser`; the id is the browser's cookie)."""
# store status (ProgressStore.status)
OK, LOCKED, READ_ONLY, UNAVAILABLE = "ok", "locked", "read_only", "unavailable"
LEARNER_CAUSES = {
    LOCKED: N_("nơi lưu tiến độ đang bị một chương trình khác khoá; ứng dụng sẽ thử lại ở lần lưu sau"),
    READ_ONLY: N_("nơi lưu tiến độ lúc này chỉ cho phép đọc"),
    UNAVAILABLE: N_("chưa mở được nơi lưu tiến độ"),
}
"""Why a save was refused, in a learner's words (no path or address), by the store's status (msgids)."""
SAVE_FAILED = N_("chưa ghi được vào nơi lưu tiến độ")
OPEN_WAIT_S = 2.0  # seconds to wait for another program's lock when the store opens
BUSY_TIMEOUT_S = 1.0  # … on each save while running (a click stays responsive)
LOCKED_READ_WAIT_S = 0.2  # … on a read while the file is known to be locked
log = logging.getLogger("hoc_chan.progress")
_PG_MIGRATION_LOCK = zlib.crc32(b"hoc-chan schema upgrade")  # pg_advisory_xact_lock key

class Message(str):
    """A message of the store kept for later: its Vietnamese text is the ``str`` value (logs,
    comparisons), and :meth:`shown` says it in the current language (issue 15: one store
    serves sessions in different languages, so a cause found in one session is read in another).

    ``Message(N_("tệp «{p}» …"), p=path)``: ``msgid`` a Vietnamese sentence with named
    placeholders, ``args`` its values — plain values, or other :class:`Message` objects
    (said in the same language)."""

    msgid: str
    args: dict[str, Any]

    def __new__(cls, msgid: str, **args: Any) -> "Message":
        obj = super().__new__(cls, msgid.format(**{k: str(v) for k, v in args.items()}) if args else msgid)
        obj.msgid, obj.args = msgid, args
        return obj

    def shown(self) -> str:
        """The message in the current language (:func:`learning.i18n._`)."""
        text = _(self.msgid)
        return text.format(**{k: shown(v) for k, v in self.args.items()}) if self.args else text


def shown(text: Any) -> Any:
    """``text`` in the current language when it is a :class:`Message`; else unchanged."""
    return text.shown() if isinstance(text, Message) else text


class _QuickCheckFailed(sqlite3.DatabaseError):
    """``PRAGMA quick_check`` did not answer ``ok`` (the file is damaged)."""


# SQLite primary result codes (https://sqlite.org/rescode.html) used to tell the faults apart.
_PERM, _BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT, _FULL, _CANTOPEN, _AUTH, _NOTADB = 3, 5, 6, 8, 10, 11, 13, 14, 23, 26


def _sqlite_code(e: BaseException) -> int | None:
    """The primary SQLite result code of ``e`` (``None`` when it carries none)."""
    code = getattr(e, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def _fault_kind(e: BaseException) -> str:
    """``"corrupt"`` (damaged file: NOTADB, CORRUPT, quick_check), ``"no_table"``
    (a healthy database without our tables), else ``"other"`` (locked, read-only,
    cannot open, disk full … — never a reason to move the file aside).
    ``e`` may be SQLAlchemy's wrapper: the driver's error inside is judged."""
    e = _orig(e)
    if isinstance(e, _QuickCheckFailed) or _sqlite_code(e) in (_CORRUPT, _NOTADB):
        return "corrupt"
    if _sqlite_code(e) is None and not isinstance(e, sqlite3.OperationalError):
        msg = str(e).lower()  # an old SQLite without error codes
        if any(w in msg for w in ("not a database", "malformed", "corrupt")):
            return "corrupt"
    if "no such table" in str(e).lower():
        return "no_table"
    return "other"


def _is_corruption(e: sqlite3.DatabaseError) -> bool:
    """Whether ``e`` says the file is damaged (kept for callers of the old helper)."""
    return _fault_kind(e) == "corrupt"


def _corrupt_why(e: BaseException) -> Message:
    """What is wrong with a damaged file, in the learner's words (never SQLite's English)."""
    e = _orig(e)
    if _sqlite_code(e) == _NOTADB or "not a database" in str(e).lower():
        return Message(N_("tệp không phải là cơ sở dữ liệu SQLite"))
    if isinstance(e, _QuickCheckFailed):
        return Message(N_("kiểm tra toàn vẹn (quick_check) báo dữ liệu bên trong bị hỏng"))
    return Message(N_("dữ liệu bên trong tệp bị hỏng"))


def _os_why(e: OSError) -> Message:
    """The cause of a failed file operation, in the learner's words."""
    if isinstance(e, PermissionError):
        return Message(N_("không có quyền ghi vào thư mục"))
    if isinstance(e, (NotADirectoryError, FileExistsError)):
        return Message(N_("trên đường dẫn có một tệp ở chỗ lẽ ra là thư mục"))
    if getattr(e, "errno", None) == errno.EROFS:
        return Message(N_("ổ đĩa chỉ cho phép đọc"))
    if getattr(e, "errno", None) == errno.ENOSPC:
        return Message(N_("ổ đĩa đã đầy"))
    return Message(N_("lỗi của hệ thống tệp"))


def _read_only_disk(folder: Path) -> bool:
    """Whether ``folder`` is on a file system mounted read-only."""
    try:
        return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):
        return False


def _safe(fn: Callable[[], bool]) -> bool:
    """``fn()``, or ``False`` when the file system refuses to answer (no permission)."""
    try:
        return fn()
    except OSError:
        return False




def _orig(e: BaseException) -> BaseException:
    """The driver's own exception inside a SQLAlchemy wrapper (``e`` itself otherwise)."""
    inner = getattr(e, "orig", None) if isinstance(e, DBAPIError) else None
    return inner if isinstance(inner, BaseException) else e


def _programming_error(e: BaseException) -> bool:
    """A bug in our SQL (never a storage fault): it must raise, not be hidden."""
    o = _orig(e)
    if isinstance(o, (sqlite3.IntegrityError, sqlite3.ProgrammingError, sqlite3.InterfaceError)):
        return True
    if isinstance(e, (sa.exc.IntegrityError, sa.exc.ProgrammingError, sa.exc.InterfaceError)):
        return not _pg_code(o) or _pg_code(o) in ("23505", "23502", "23514", "42601", "42703", "42804")
    return False


def _pg_code(e: BaseException) -> str | None:
    """The SQLSTATE of a psycopg error (``None`` for others). A failed connection
    carries none: the server's reason is then read from libpq's text."""
    code = getattr(e, "sqlstate", None)
    if isinstance(code, str):
        return code
    if type(e).__module__.startswith("psycopg"):
        msg = str(e).lower()
        if "database" in msg and "does not exist" in msg:
            return "3D000"
        if "authentication failed" in msg or "password" in msg and "no password supplied" in msg:
            return "28P01"
        if "no pg_hba.conf entry" in msg or "role" in msg and "does not exist" in msg:
            return "28000"
    return None


class _LearnerGone(Exception):
    """The learner of this store was deleted: its saves are refused (never written as orphans)."""


_STORE_ERRORS = (sqlite3.Error, SQLAlchemyError, OSError)
"""What the module-level functions catch (logged): a store must never break a page."""


# ====================================================================== one database
class Database:
    """One database (one URL), shared by the stores of all its learners: the
    connections, the schema upgrade, and the storage status.

    ``status`` — :data:`OK`, :data:`LOCKED`, :data:`READ_ONLY` or
    :data:`UNAVAILABLE`; ``cause`` — the reason, naming the file or
    database, when not ``OK``; ``warning`` — the page's message or ``None`` (both in
    the current language: kept as :class:`Message`, said when read);
    ``where`` — the file path or the URL without password, as shown; ``path``
    — the SQLite file (``None`` for a server); ``moved_to`` — where a corrupt
    file went. :meth:`write` / :meth:`read` run one operation and never raise
    for storage faults. Use :func:`open_database`.
    """

    kind = "?"
    env_hint = Message(N_("đặt biến môi trường {var} sang một tệp khác"), var=ENV_VAR)

    def __init__(self, url: str):
        self.url = url
        try:
            self.where = schema.display_url(url)
        except Exception:  # noqa: BLE001 — not even a URL: show nothing of it (it may hold a password)
            self.where = Message(N_("(không đọc được)"))
        self.path: Path | None = None
        self.moved_to: Path | None = None
        self.journal_mode: str | None = None
        self.status: str = OK
        self._cause: str | None = None  # a Message (or plain text), said in the reader's language
        self._replaced: Message | None = None  # the note after a corrupt file was moved aside
        self._lock = threading.RLock()

    # ---- state, messages ----
    @property
    def can_save(self) -> bool:
        """Whether saving works right now (``status == OK``)."""
        return self.status == OK

    @property
    def cause(self) -> str | None:
        """The reason saving or reading does not work (``None`` when ``status`` is OK), in the
        current language."""
        return shown(self._cause)

    @cause.setter
    def cause(self, value: str | None) -> None:
        self._cause = value

    @property
    def warning(self) -> str | None:
        """The message for the page (paragraphs separated by a blank line), or ``None``; in
        the current language."""
        parts = [shown(self._replaced)] if self._replaced else []
        cause = self.cause
        if self.status == LOCKED:
            parts.append(_(
                "Tạm dừng lưu tiến độ: {cause}. Tiến độ đã lưu vẫn an toàn; câu trả lời mới chưa "
                "được ghi lại, ứng dụng sẽ tự thử lại ở lần lưu sau.").format(cause=cause))
        elif self.status == READ_ONLY:
            parts.append(_(
                "Chỉ xem được tiến độ, không lưu được: {cause}. Tiến độ cũ vẫn hiện đầy đủ, nhưng "
                "các câu trả lời mới sẽ không được ghi lại. Muốn lưu tiếp, {fix}, hoặc "
                "{env}.").format(cause=cause, fix=shown(self.fix_hint), env=shown(self.env_hint)))
        elif self.status == UNAVAILABLE:
            parts.append(_(
                "Không đọc và không lưu được tiến độ: {cause}. Các trang vẫn dùng được, nhưng "
                "tiến độ cũ không hiện và câu trả lời mới sẽ không được ghi lại. Hãy sửa chỗ này, hoặc "
                "{env}.").format(cause=cause, env=shown(self.env_hint)))
        return "\n\n".join(parts) or None

    fix_hint = Message(N_("hãy cho phép ghi vào tệp và thư mục chứa nó"))

    @property
    def learner_warning(self) -> str | None:
        """:attr:`warning` in a learner's words (issue 22): what happened and what still works,
        never a file path, folder or database address — those are in the server log (and in
        :attr:`warning`, for the people who run the server). ``None`` when all is well."""
        parts = []
        if self._replaced:
            parts.append(_("Tệp tiến độ bị hỏng nên không đọc được. Ứng dụng đã tạo tệp mới và vẫn chạy bình "
                           "thường; tệp cũ được cất riêng để người quản lý ứng dụng xem lại."))
        if self.status == LOCKED:
            parts.append(_("Tạm dừng lưu tiến độ: nơi lưu đang bị một chương trình khác khoá. Tiến độ đã lưu vẫn "
                           "an toàn; câu trả lời mới chưa lưu được, ứng dụng sẽ tự thử lại ở lần lưu sau."))
        elif self.status == READ_ONLY:
            parts.append(_("Chỉ xem được tiến độ, chưa lưu được: nơi lưu tiến độ lúc này chỉ cho phép đọc. Tiến độ "
                           "cũ vẫn hiện đầy đủ, nhưng câu trả lời mới chưa lưu được. Hãy báo người quản lý ứng "
                           "dụng (chi tiết có trong nhật ký của máy chủ)."))
        elif self.status == UNAVAILABLE:
            parts.append(_("Không đọc và không lưu được tiến độ lúc này: chưa mở được nơi lưu tiến độ. Các trang "
                           "vẫn dùng được, nhưng tiến độ cũ không hiện và câu trả lời mới chưa lưu được. Hãy báo "
                           "người quản lý ứng dụng (chi tiết có trong nhật ký của máy chủ)."))
        return "\n\n".join(parts) or None

    def _set(self, status: str, cause: str | None, err: BaseException | None = None) -> None:
        if (status, cause) != (self.status, self._cause):
            if status == OK:
                log.info("Tiến độ ở %s dùng lại được", self.where)
            else:  # the raw driver text goes to the server log only, never to the page
                log.warning("Tiến độ ở %s: %s%s", self.where, cause, f" ({type(err).__name__}: {err})" if err else "")
        self.status, self._cause = status, cause

    def refresh(self) -> str:
        """Check a faulty database again (lock released? permission given? server
        back?) and return ``status``. Does nothing when ``status`` is :data:`OK`;
        otherwise waits at most :data:`LOCKED_READ_WAIT_S` for a lock. Never raises."""
        with self._lock:
            if self.status != OK:
                self._open(LOCKED_READ_WAIT_S)
            return self.status

    # ---- to be provided by each kind ----
    def _open(self, wait: float) -> None:  # pragma: no cover - abstract
        raise NotImplementedError

    def write(self, fn: Callable[[Connection], Any]) -> bool:  # pragma: no cover - abstract
        """Run ``fn(conn)`` in one write transaction; ``True`` if it was committed."""
        raise NotImplementedError

    def read(self, fn: Callable[[Connection], Any], default: Any) -> Any:  # pragma: no cover - abstract
        """``fn(conn)`` on a read connection, or ``default`` when the database cannot be read."""
        raise NotImplementedError

    def dispose(self) -> None:
        """Close pooled connections (tests, shutdown)."""

    @property
    def dialect(self) -> str:
        """``"sqlite"`` or ``"postgresql"``."""
        return self.kind


def _with_begin(engine: Engine, begin_sql: str) -> Engine:
    """SQLite: the driver in autocommit mode, and ``begin_sql`` at each SQLAlchemy
    transaction start (SQLAlchemy's documented recipe: real transactions, DDL
    included, and ``BEGIN IMMEDIATE`` takes the write lock at once)."""
    event.listen(engine, "begin", lambda conn: conn.exec_driver_sql(begin_sql))
    return engine


class SqliteDatabase(Database):
    """A SQLite file (see the module docstring for the fault handling)."""

    kind = "sqlite"

    def __init__(self, url: str):
        super().__init__(url)
        path = schema.sqlite_path(url)
        if path is None:
            raise ValueError("SqliteDatabase needs a sqlite:/// URL of a file")
        self.path = path
        self.where = str(path)
        self._engines: dict[tuple, Engine] = {}
        self._snapshot: tuple | None = None  # (file stamp, upgraded copy in memory, its engine)
        with self._lock:
            self._open(OPEN_WAIT_S)

    # ---- connections ----
    def _connect(self, timeout: float) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=timeout, isolation_level=None, check_same_thread=False)

    def _engine(self, timeout: float, write: bool) -> Engine:
        key = ("rw", float(timeout), write)
        eng = self._engines.get(key)
        if eng is None:
            eng = sa.create_engine("sqlite://", creator=lambda: self._connect(timeout), poolclass=NullPool)
            self._engines[key] = _with_begin(eng, "BEGIN IMMEDIATE" if write else "BEGIN")
        return eng

    def _ro_engine(self) -> Engine:
        eng = self._engines.get(("ro",))
        if eng is None:
            eng = sa.create_engine("sqlite://", creator=self._ro_snapshot_or_file, poolclass=NullPool)
            self._engines[("ro",)] = _with_begin(eng, "BEGIN")
        return eng

    def _exists(self) -> bool:
        return _safe(self.path.exists)

    # ---- opening, diagnosis, corruption ----
    def _open(self, wait: float) -> None:
        """(Re)open the file: folder, write probe and schema upgrade, with SQLite's
        busy handler retrying for at most ``wait`` seconds. Sets ``status``/``cause``;
        moves the file aside only if it is corrupt. Never raises for storage faults."""
        if _safe(self.path.is_dir):
            self._set(UNAVAILABLE, Message(N_("«{p}» là một thư mục chứ không phải tệp tiến độ"), p=self.path))
            return
        folder = self.path.parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            self._set(UNAVAILABLE, Message(N_("không tạo được thư mục «{folder}» để chứa tệp tiến độ ({why})"),
                                           folder=folder, why=_os_why(e)), e)
            return
        if self._exists() and not _safe(lambda: os.access(self.path, os.W_OK)):
            # Never open a read-only file for writing: SQLite would create its -wal/-shm
            # read-only too, and saving would stay blocked after the file is made writable.
            self._diagnose(None, _READONLY)
            return
        try:
            self._init_db(wait)
        except _NewerSchema as e:
            self._set(READ_ONLY, Message(N_("tệp «{p}» được ghi bởi một phiên bản Học Chắn mới hơn ({version})"),
                                         p=self.path, version=e), e)
        except (sqlite3.DatabaseError, DBAPIError) as e:
            if _programming_error(e):
                raise
            if _fault_kind(e) == "corrupt":
                self._quarantine(e, wait)
            else:
                self._diagnose(e)
        else:
            self._set(OK, None)

    def _init_db(self, wait: float) -> None:
        eng = self._engine(wait, write=True)
        with eng.connect() as conn:
            raw = conn.connection.dbapi_connection  # the PRAGMAs run outside a transaction
            mode = raw.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            ok = raw.execute("PRAGMA quick_check").fetchone()[0]
            if ok != "ok":
                raise _QuickCheckFailed(f"quick_check: {ok}")
            # The write probe: BEGIN IMMEDIATE waits (bounded) for another writer; the
            # schema upgrade and the meta row below are real writes, which a read-only file refuses.
            with conn.begin():
                _upgrade(conn)
            self.journal_mode = mode

    def _diagnose(self, err: BaseException | None, code: int | None = None) -> None:
        """Set ``status``/``cause`` for a fault that is not corruption (never moves the file).

        ``err``: the SQLite error (logged, never shown); ``code``: its primary
        result code when there is no error object."""
        p, folder = self.path, self.path.parent
        code = _sqlite_code(_orig(err)) if err is not None else code
        if _safe(p.is_dir):
            status, cause = UNAVAILABLE, Message(N_("«{p}» là một thư mục chứ không phải tệp tiến độ"), p=p)
        elif code in (_BUSY, _LOCKED):
            status, cause = LOCKED, Message(N_("tệp «{p}» đang bị một chương trình khác khoá (có thể là một cửa sổ "
                                               "Học Chắn khác, hoặc một công cụ đang mở tệp này)"), p=p)
        elif not self._exists():
            if not _safe(lambda: os.access(folder, os.W_OK | os.X_OK)):
                status, cause = UNAVAILABLE, Message(N_("chưa có tệp «{p}» và thư mục «{folder}» chỉ cho phép đọc, "
                                                        "nên không tạo được tệp"), p=p, folder=folder)
            else:
                status, cause = UNAVAILABLE, Message(N_("không tạo được tệp «{p}»"), p=p)
        elif not _safe(lambda: os.access(p, os.R_OK)):
            status, cause = UNAVAILABLE, Message(N_("không có quyền đọc tệp «{p}»"), p=p)
        elif code == _FULL:
            status, cause = READ_ONLY, Message(N_("ổ đĩa chứa tệp «{p}» đã đầy"), p=p)
        elif code in (_READONLY, _PERM, _AUTH, _CANTOPEN):
            folder_ro = not _safe(lambda: os.access(folder, os.W_OK | os.X_OK))
            sides = [p.with_name(p.name + x) for x in ("-wal", "-shm")]
            side_ro = [x for x in sides if _safe(x.exists) and not _safe(lambda x=x: os.access(x, os.W_OK))]
            if not _safe(lambda: os.access(p, os.W_OK)):
                cause = Message(N_("tệp «{p}» chỉ cho phép đọc (không có quyền ghi)"), p=p)
                if folder_ro:
                    cause = Message(N_("tệp «{p}» và thư mục chứa nó đều chỉ cho phép đọc (không có quyền ghi)"), p=p)
            elif side_ro:
                cause = Message(N_("tệp phụ «{side}» chỉ cho phép đọc (SQLite cần ghi vào nó khi lưu; hãy cho phép "
                                   "ghi vào nó hoặc xoá nó khi ứng dụng không chạy)"), side=side_ro[0])
            elif _read_only_disk(folder):
                cause = Message(N_("ổ đĩa chứa tệp «{p}» chỉ cho phép đọc"), p=p)
            elif folder_ro:
                cause = Message(N_("thư mục «{folder}» chỉ cho phép đọc, nên không ghi được vào tệp «{p}» "
                                   "(khi ghi, SQLite cần tạo các tệp phụ -wal và -shm bên cạnh tệp)"), folder=folder, p=p)
            else:
                cause = Message(N_("ổ đĩa hoặc thư mục chứa tệp «{p}» chỉ cho phép đọc"), p=p)
            status = READ_ONLY
        elif code == _IOERR:
            status, cause = UNAVAILABLE, Message(N_("ổ đĩa báo lỗi khi đọc hoặc ghi tệp «{p}»"), p=p)
        else:
            status, cause = UNAVAILABLE, Message(N_("không mở được tệp «{p}»"), p=p)
        if status == READ_ONLY:  # can it at least be read? (a damaged file is moved aside if it can be)
            try:
                con = self._ro_connect()
                try:
                    ok = con.execute("PRAGMA quick_check").fetchone()[0]
                finally:
                    con.close()
                if ok != "ok":
                    raise _QuickCheckFailed(f"quick_check: {ok}")
            except sqlite3.DatabaseError as e:
                if _fault_kind(e) == "corrupt":
                    self._quarantine(e, BUSY_TIMEOUT_S)
                    return
                status, cause = UNAVAILABLE, Message(N_("{cause}, và cũng không đọc được tệp"), cause=cause)
        self._set(status, cause, err)

    def _ro_connect(self) -> sqlite3.Connection:
        """A read-only connection that creates no file.

        Without a ``-wal`` holding data, ``immutable=1`` reads the whole file and
        creates nothing (``mode=ro`` would create ``-wal``/``-shm`` with the
        file's read-only mode, which would block saving after the learner makes
        the file writable again). With a non-empty ``-wal``, ``mode=ro`` (it
        reads the WAL too), falling back to ``immutable=1``."""
        uri = self.path.absolute().as_uri()
        wal = self.path.with_name(self.path.name + "-wal")
        has_wal = _safe(lambda: wal.stat().st_size > 0)
        queries = ("?mode=ro", "?immutable=1") if has_wal else ("?immutable=1", "?mode=ro")
        for query in queries:
            con = sqlite3.connect(uri + query, uri=True, timeout=LOCKED_READ_WAIT_S, check_same_thread=False)
            try:
                con.execute("SELECT count(*) FROM sqlite_master").fetchone()
                return con
            except sqlite3.OperationalError:
                con.close()
                if query == queries[-1]:
                    raise
        raise AssertionError("unreachable")  # pragma: no cover

    def _ro_snapshot_or_file(self) -> sqlite3.Connection:
        """The read-only connection; for a file at an older schema version (it cannot
        be upgraded in place while read-only), a copy in memory upgraded to the
        newest version, so the old progress still shows. The file is never written."""
        con = self._ro_connect()
        try:
            row = con.execute("SELECT version_num FROM alembic_version").fetchone()
        except sqlite3.OperationalError:
            row = None
        if row and row[0] == schema.HEAD:
            return con
        try:
            stamp = tuple(_safe_stat(x) for x in (self.path, self.path.with_name(self.path.name + "-wal")))
            if self._snapshot is None or self._snapshot[0] != stamp:
                mem = sqlite3.connect(":memory:", timeout=0, isolation_level=None, check_same_thread=False)
                con.backup(mem)
                eng = _with_begin(sa.create_engine("sqlite://", creator=lambda: mem, poolclass=sa.pool.StaticPool),
                                  "BEGIN")
                with eng.connect() as c, c.begin():
                    _upgrade(c, stamp_meta=False)
                self._snapshot = (stamp, mem, eng)  # the engine is kept: its pool holds ``mem``
        finally:
            con.close()
        copy = sqlite3.connect(":memory:", timeout=0, isolation_level=None, check_same_thread=False)
        self._snapshot[1].backup(copy)
        return copy

    def _quarantine(self, err: BaseException, wait: float) -> None:
        """Move a corrupt file (with its ``-wal``/``-shm``) aside and start a fresh one."""
        why = _corrupt_why(err)
        log.warning("Tệp tiến độ %s bị hỏng (%s: %s)", self.path, type(err).__name__, err)
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        n = 1
        while target.exists():
            n += 1
            target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{n}")
        try:
            if self._exists():
                os.replace(self.path, target)
                self.moved_to = target
            for suffix in ("-wal", "-shm"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    os.replace(side, target.with_name(target.name + suffix))
        except OSError as e:
            if self.moved_to != target:  # nothing was moved: the damaged file stays where it is
                self._set(UNAVAILABLE, Message(N_("tệp «{p}» bị hỏng ({why}) nhưng không đổi tên được để "
                                                  "tạo tệp mới ({os_why})"), p=self.path, why=why, os_why=_os_why(e)), e)
                return
            log.warning("Không chuyển được tệp phụ của %s (%s)", self.path, e)
        self._replaced = Message(N_(
            "Tệp tiến độ «{p}» bị hỏng nên không đọc được ({why}). "
            "Ứng dụng đã tạo tệp mới và vẫn chạy bình thường; tệp cũ được giữ lại ở "
            "«{moved_to}»."), p=self.path, why=why, moved_to=self.moved_to or Message(N_("(không còn tệp cũ)")))
        try:
            self._init_db(wait)
        except (sqlite3.DatabaseError, DBAPIError) as e:
            if _programming_error(e):
                raise
            self._diagnose(e)
        else:
            self._set(OK, None)

    # ---- running one operation ----
    def write(self, fn: Callable[[Connection], Any]) -> bool:
        """Run ``fn(conn)`` in one write transaction; ``True`` if it was saved.

        A fault re-checked here: a file found corrupt is moved aside and replaced,
        then ``fn`` runs once more; a file deleted while running is recreated; a
        lock is waited for at most :data:`BUSY_TIMEOUT_S`. Never raises for
        storage faults (:class:`_LearnerGone` passes through)."""
        with self._lock:
            if self.status != OK or not self._exists():
                self._open(BUSY_TIMEOUT_S)
                if self.status != OK:
                    return False
            for attempt in (0, 1):
                try:
                    with self._engine(BUSY_TIMEOUT_S, write=True).begin() as conn:
                        fn(conn)
                    return True
                except (sqlite3.DatabaseError, DBAPIError) as e:
                    if _programming_error(e):
                        raise
                    kind = _fault_kind(e)
                    if attempt == 0 and kind == "corrupt":
                        self._quarantine(e, BUSY_TIMEOUT_S)
                    elif attempt == 0 and kind == "no_table":
                        self._open(BUSY_TIMEOUT_S)
                    else:
                        self._diagnose(e)
                        return False
                    if self.status != OK:
                        return False
            return False  # pragma: no cover

    def read(self, fn: Callable[[Connection], Any], default: Any) -> Any:
        """``fn(conn)`` on a read connection, or ``default`` when the file cannot be read.

        A read-only file is read through a read-only connection; while the file
        is locked a read waits at most :data:`LOCKED_READ_WAIT_S` (a WAL file is
        read at once anyway). Never raises for storage faults."""
        with self._lock:
            if self.status == UNAVAILABLE or not self._exists():
                self._open(LOCKED_READ_WAIT_S)
            for attempt in (0, 1):
                if self.status == UNAVAILABLE:
                    return default
                try:
                    if self.status == READ_ONLY:
                        eng = self._ro_engine()
                    else:
                        eng = self._engine(LOCKED_READ_WAIT_S if self.status == LOCKED else BUSY_TIMEOUT_S, False)
                    with eng.connect() as conn:
                        return fn(conn)
                except (sqlite3.DatabaseError, DBAPIError) as e:
                    if _programming_error(e):
                        raise
                    kind = _fault_kind(e)
                    if kind == "corrupt":
                        self._quarantine(e, LOCKED_READ_WAIT_S)  # the fresh file is empty
                        return default
                    if kind == "no_table":
                        return default
                    before = self.status
                    self._diagnose(e)
                    if attempt or self.status != READ_ONLY or before == READ_ONLY:
                        return default
            return default  # pragma: no cover

    def dispose(self) -> None:
        for eng in self._engines.values():
            eng.dispose()


class ServerDatabase(Database):
    """A database server (PostgreSQL through psycopg 3): a pool of connections
    shared by the threads of this process; any number of app processes may use
    the same database."""

    kind = "postgresql"
    env_hint = Message(N_("đặt biến môi trường {var} sang một cơ sở dữ liệu khác"), var=URL_ENV_VAR)
    fix_hint = Message(N_("hãy cho tài khoản cơ sở dữ liệu quyền ghi"))

    def __init__(self, url: str, pool_size: int = 5):
        super().__init__(url)
        u = sa.engine.make_url(url)
        if u.get_backend_name() == "postgresql" and u.get_driver_name() in ("", "psycopg2"):
            u = u.set(drivername="postgresql+psycopg")  # psycopg 3 is the driver this app installs
        # Bounded waits set once per connection (no extra round trip per transaction): a lock is
        # waited for BUSY_TIMEOUT_S, no statement runs longer than STATEMENT_TIMEOUT_S.
        self._lock_ms = max(1, int(BUSY_TIMEOUT_S * 1000))
        options = f"-c lock_timeout={self._lock_ms} -c statement_timeout={int(self.STATEMENT_TIMEOUT_S * 1000)}"
        self.engine = sa.create_engine(
            u, pool_size=pool_size, max_overflow=2 * pool_size, pool_recycle=600, pool_timeout=10,
            connect_args={"connect_timeout": max(2, int(OPEN_WAIT_S + 0.999)), "application_name": "hoc-chan",
                          "options": options})
        with self._lock:
            self._open(OPEN_WAIT_S)

    STATEMENT_TIMEOUT_S = 15.0
    """No statement of the app runs longer (a stuck server never hangs a page for good)."""

    def _timeouts(self, conn: Connection, wait: float) -> None:
        """Wait at most ``wait`` seconds for a lock in this transaction (only sent when it
        differs from the connection's own setting)."""
        ms = max(1, int(wait * 1000))
        if ms != self._lock_ms:
            conn.exec_driver_sql(f"SET LOCAL lock_timeout = {ms}")

    def _open(self, wait: float) -> None:
        try:
            with self.engine.begin() as conn:
                self._timeouts(conn, wait)
                conn.execute(sa.text("SELECT pg_advisory_xact_lock(:k)"), {"k": _PG_MIGRATION_LOCK})
                _upgrade(conn)
        except _NewerSchema as e:
            self._set(READ_ONLY, Message(N_("cơ sở dữ liệu tiến độ «{where}» được ghi bởi một phiên bản Học Chắn "
                                            "mới hơn ({version})"), where=self.where, version=e), e)
        except DBAPIError as e:
            if _programming_error(e):
                raise
            self._diagnose(e)
        else:
            self._set(OK, None)

    def _diagnose(self, err: BaseException) -> None:
        o, w = _orig(err), self.where
        code = _pg_code(o) or ""
        if code in ("55P03", "57014", "40P01", "40001"):
            status, cause = LOCKED, Message(N_("cơ sở dữ liệu tiến độ «{where}» đang bị một chương trình khác khoá (có "
                                               "thể là một máy chủ Học Chắn khác đang nâng cấp, hoặc một công cụ quản "
                                               "trị)"), where=w)
        elif code == "25006":
            status, cause = READ_ONLY, Message(N_("cơ sở dữ liệu tiến độ «{where}» chỉ cho phép đọc"), where=w)
        elif code == "42501":
            status, cause = READ_ONLY, Message(N_("tài khoản dùng cho cơ sở dữ liệu tiến độ «{where}» không có quyền "
                                                  "ghi"), where=w)
        elif code in ("53100", "53200", "53300"):
            status, cause = READ_ONLY, Message(N_("máy chủ cơ sở dữ liệu tiến độ «{where}» đã hết chỗ (ổ đĩa, bộ nhớ "
                                                  "hoặc số kết nối)"), where=w)
        elif code in ("28P01", "28000"):
            status, cause = UNAVAILABLE, Message(N_("máy chủ từ chối đăng nhập vào cơ sở dữ liệu tiến độ «{where}» "
                                                    "(sai tên hoặc mật khẩu)"), where=w)
        elif code == "3D000":
            status, cause = UNAVAILABLE, Message(N_("chưa có cơ sở dữ liệu tiến độ «{where}» trên máy chủ"), where=w)
        else:
            status, cause = UNAVAILABLE, Message(N_("không kết nối được tới cơ sở dữ liệu tiến độ «{where}»"), where=w)
        self._set(status, cause, err)
        self.engine.dispose()  # pooled sessions may carry the fault (read-only default, dead server): fresh ones next

    def write(self, fn: Callable[[Connection], Any]) -> bool:
        with self._lock:
            if self.status != OK:
                self._open(BUSY_TIMEOUT_S)
                if self.status != OK:
                    return False
        for attempt in (0, 1):
            try:
                with self.engine.begin() as conn:
                    self._timeouts(conn, BUSY_TIMEOUT_S)
                    fn(conn)
                return True
            except DBAPIError as e:
                if _programming_error(e):
                    raise
                if attempt == 0 and (_pg_code(_orig(e)) == "42P01" or e.connection_invalidated):
                    with self._lock:  # a table dropped, or the server restarted: once more
                        self._open(BUSY_TIMEOUT_S)
                        if self.status != OK:
                            return False
                    continue
                with self._lock:
                    self._diagnose(e)
                return False
        return False  # pragma: no cover

    def read(self, fn: Callable[[Connection], Any], default: Any) -> Any:
        with self._lock:
            if self.status == UNAVAILABLE:
                self._open(LOCKED_READ_WAIT_S)
                if self.status == UNAVAILABLE:
                    return default
        for attempt in (0, 1):
            try:
                with self.engine.connect() as conn:
                    self._timeouts(conn, LOCKED_READ_WAIT_S if self.status == LOCKED else BUSY_TIMEOUT_S)
                    return fn(conn)
            except DBAPIError as e:
                if _programming_error(e):
                    raise
                if _pg_code(_orig(e)) == "42P01":
                    return default
                if attempt == 0 and e.connection_invalidated:
                    continue  # a pooled connection the server closed (restart): once more on a fresh one
                with self._lock:
                    self._diagnose(e)
                return default
        return default  # pragma: no cover

    def dispose(self) -> None:
        self.engine.dispose()


class _NewerSchema(Exception):
    """The database holds a schema version this program does not know (written by a newer Học Chắn)."""


def _upgrade(conn: Connection, stamp_meta: bool = True) -> None:
    """Schema to :data:`learning.db.HEAD` (Alembic) in the open transaction of ``conn``,
    and the ``schema_version`` row of ``meta`` (the write probe)."""
    from alembic.util import CommandError

    try:
        schema.upgrade(conn)
    except CommandError as e:
        raise _NewerSchema(schema.current_revision(conn) or "?") from e
    if stamp_meta:
        _upsert(conn, schema.meta, {"key": "schema_version", "value": schema.HEAD}, ["key"])


def _upsert(conn: Connection, table: sa.Table, values: dict, keys: list[str], add: dict | None = None) -> None:
    """INSERT … ON CONFLICT (keys) DO UPDATE (SQLite and PostgreSQL); ``add``: columns
    updated as ``column = column + excluded.column`` instead of replaced."""
    if conn.dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import insert
    else:
        from sqlalchemy.dialects.sqlite import insert
    stmt = insert(table).values(**values)
    sets = {c: stmt.excluded[c] for c in values if c not in keys}
    for c in add or {}:
        sets[c] = table.c[c] + stmt.excluded[c]
    conn.execute(stmt.on_conflict_do_update(index_elements=keys, set_=sets) if sets
                 else stmt.on_conflict_do_nothing(index_elements=keys))


def _insert_ignore(conn: Connection, table: sa.Table, values: dict, keys: list[str]) -> None:
    """INSERT … ON CONFLICT DO NOTHING."""
    if conn.dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import insert
    else:
        from sqlalchemy.dialects.sqlite import insert
    conn.execute(insert(table).values(**values).on_conflict_do_nothing(index_elements=keys))


def _safe_stat(p: Path) -> tuple | None:
    try:
        st = p.stat()
        return (st.st_mtime_ns, st.st_size)
    except OSError:
        return None


def open_database(url: str | None = None) -> Database:
    """A new :class:`Database` for ``url`` (default :func:`learning.db.database_url`).

    ``sqlite:///<file>`` → :class:`SqliteDatabase`; ``postgresql://…`` (driver
    psycopg 3) → :class:`ServerDatabase`. Raises ``ValueError`` for another kind."""
    url = url or schema.database_url()
    backend = sa.engine.make_url(url).get_backend_name()
    if backend == "sqlite":
        return SqliteDatabase(url)
    if backend == "postgresql":
        return ServerDatabase(url)
    raise ValueError(f"{URL_ENV_VAR}: chỉ hỗ trợ sqlite:/// và postgresql:// (nhận được «{backend}»)")


class UnusableDatabase(Database):
    """A URL this app cannot use (not SQLite or PostgreSQL, malformed, driver missing):
    :data:`UNAVAILABLE` with a Vietnamese cause; reads give nothing, saves are refused."""

    kind = "none"
    env_hint = Message(N_("đặt biến môi trường {var} sang sqlite:///… hoặc postgresql+psycopg://…"), var=URL_ENV_VAR)

    def __init__(self, url: str, err: BaseException):
        Database.__init__(self, url)
        self._set(UNAVAILABLE, Message(N_("địa chỉ cơ sở dữ liệu tiến độ «{where}» trong biến {var} "
                                          "không dùng được (chỉ hỗ trợ SQLite và PostgreSQL)"),
                                       where=self.where, var=URL_ENV_VAR), err)

    def _open(self, wait: float) -> None:
        pass

    def write(self, fn: Callable[[Connection], Any]) -> bool:
        return False

    def read(self, fn: Callable[[Connection], Any], default: Any) -> Any:
        return default


@functools.lru_cache(maxsize=16)
def _database_at(url: str) -> Database:
    try:
        return open_database(url)
    except (ValueError, ImportError, sa.exc.ArgumentError, sa.exc.NoSuchModuleError) as e:
        log.warning("%s không dùng được: %s", URL_ENV_VAR, e)
        return UnusableDatabase(url, e)


def get_database() -> Database:
    """The database of :func:`learning.db.database_url` (one per URL per process)."""
    return _database_at(schema.database_url())


# ====================================================================== one learner's progress
class ProgressStore:
    """Progress of one learner in one database.

    ``path``: a SQLite file (created with its folder if missing) — or ``url``: a
    database URL (``sqlite:///…``, ``postgresql+psycopg://…``) — or
    ``database``: an open :class:`Database` shared with other learners' stores.
    ``learner``: the learner's id (table ``learners``, :mod:`learning.learners`);
    ``None``: the profile last chosen on this machine (``meta.last_learner``),
    else the first one, created as «Người học 1» when there is none — looked up
    at the first read or write (inside that operation's own connection, so the
    bounded waits hold), then kept.
    ``clock``: seconds since the epoch (tests pass a fake one).
    ``start_new`` (with ``learner=None``): a *new learner* store (issue 22: a browser that has
    no learner yet): reads give nothing (no other learner is ever looked up), and the first
    save calls ``start_new(conn, now)`` in its own transaction to create the learner; from
    then on the store is that learner's (:attr:`pending` is ``False``).

    Storage faults never raise and never move a healthy file (issue 11):

    * ``status`` — :data:`OK` (reads and saves work), :data:`LOCKED`
      (another program holds the file write-locked: saving is paused, each
      save waits at most :data:`BUSY_TIMEOUT_S` and is retried on the next
      one), :data:`READ_ONLY` (read-only file, folder or disk, or disk full:
      the progress is read through a read-only connection, saves are refused)
      or :data:`UNAVAILABLE` (a folder where the file should be, no read
      permission, a file that cannot be created, a server that cannot be
      reached: reads give nothing, saves are refused). Anything but ``OK`` is
      checked again at the next save. Shared by every learner of the database.
    * ``cause`` — the reason, naming the file, when not ``OK`` (current language).
    * ``warning`` — the message for the page (a corrupt file moved
      aside, and/or the current fault), else ``None`` (current language).
    * ``moved_to`` — where a corrupt file was moved (``None`` if none was).

    Only a *corrupt* file (not a database, or ``PRAGMA quick_check`` fails) is
    moved aside to ``<name>.corrupt-<YYYYmmdd-HHMMSS>`` and replaced by a fresh one.

    Reads return empty results when the database cannot be read; writes return
    ``True`` when saved, ``False`` when not (see :meth:`save_problem`).
    Programming errors (integrity, SQL syntax) still raise.
    """

    def __init__(self, path: str | Path | None = None, clock: Callable[[], float] = time.time, *,
                 url: str | None = None, database: Database | None = None, learner: int | None = None,
                 start_new: Callable[[Connection, float], int] | None = None):
        if database is None:
            if url is None:
                url = schema.sqlite_url(path) if path else schema.database_url()
            database = open_database(url)
        self.db = database
        self.clock = clock
        self.learner = int(learner) if learner is not None else None
        self._learner_id: int | None = self.learner
        self._start_new = start_new if learner is None else None
        self._saves: dict[tuple[str, str | None], str] = {}  # (key, item) → why its last save failed
        self._last: dict[str, str | None] = {}  # key → why its last save failed (None: saved)
        self._status_of: dict[tuple[str, str | None], str] = {}  # (key, item) or (key, None) → status then

    # ---- the database's state (shared by its learners) ----
    path = property(lambda self: self.db.path, doc="The SQLite file (``None`` for a database server).")
    where = property(lambda self: self.db.where, doc="The file or database as shown to the learner.")
    status = property(lambda self: self.db.status, doc="See the class docstring.")
    cause = property(lambda self: self.db.cause, doc="The reason when ``status`` is not OK (current language).")
    warning = property(lambda self: self.db.warning, doc="The page's message, or ``None`` (current language).")
    learner_warning = property(lambda self: self.db.learner_warning,
                               doc="The page's message in a learner's words, no path or address (issue 22).")
    moved_to = property(lambda self: self.db.moved_to, doc="Where a corrupt file was moved, or ``None``.")
    journal_mode = property(lambda self: self.db.journal_mode, doc="SQLite's journal mode (``'wal'``).")
    can_save = property(lambda self: self.db.can_save, doc="Whether saving works right now.")

    def refresh(self) -> str:
        """Check a faulty database again and return ``status`` (see :meth:`Database.refresh`)."""
        return self.db.refresh()

    def save_problem(self, key: str, item_id: Hashable | None = None) -> str | None:
        """Why the last save was refused, or ``None`` if it was saved (or never tried).

        ``key``: a drill name (as given to :meth:`record_attempt`) or
        :data:`LESSONS_DONE` / :data:`POSITION` / :data:`CLEARED` / :data:`COUNTERS`;
        ``item_id``: that item only, else the last save under ``key``. The answer
        is the cause (naming the file) in the current language, for a note beside the answer."""
        if item_id is None:
            return shown(self._last.get(key))
        return shown(self._saves.get((key, str(item_id))))

    def learner_problem(self, key: str, item_id: Hashable | None = None) -> str | None:
        """:meth:`save_problem` in a learner's words (issue 22): the kind of fault
        (:data:`LEARNER_CAUSES`), never the file, folder or database address; a cause that names
        none (a deleted profile) as it is. ``None`` if that save went through."""
        item = None if item_id is None else str(item_id)
        why = self._last.get(key) if item is None else self._saves.get((key, item))
        if why is None:
            return None
        if isinstance(why, Message) and not why.args:
            return why.shown()
        status = self._status_of.get((key, item))
        return _(LEARNER_CAUSES.get(status, SAVE_FAILED))

    # ---- the learner ----
    def learner_id(self) -> int | None:
        """This store's learner id (resolved from the database for the default learner;
        ``None`` when there is none yet and the database cannot be read)."""
        if self._learner_id is None and self._start_new is None:
            self.db.read(self._resolve, None)
        return self._learner_id

    @property
    def pending(self) -> bool:
        """A new-learner store (``start_new``) whose learner is not created yet."""
        return self._start_new is not None and self._learner_id is None

    def _resolve(self, conn: Connection, create: bool = False, made: list[int] | None = None) -> int | None:
        """The learner id inside ``conn`` (no extra connection: the bounded waits hold).
        A new-learner store creates its learner on a write (the id goes to ``made``; it is
        kept once the transaction is committed)."""
        if self._learner_id is None and self._start_new is not None:
            if not create:
                return None
            lid = int(self._start_new(conn, self.clock()))
            if made is not None:
                made.append(lid)
            return lid
        if self._learner_id is not None:
            if create:  # a write: never for a learner who was deleted
                found = conn.execute(sa.select(schema.learners.c.id).where(
                    schema.learners.c.id == self._learner_id)).first()
                if found:
                    return self._learner_id
                if self.learner is not None or self._start_new is not None:
                    raise _LearnerGone(self._learner_id)
                self._learner_id = None  # the default learner's row is gone (a new file): look again
            else:
                return self._learner_id
        lid = default_learner(conn)
        if lid is None and create:
            lid = _create_learner(conn, schema.FIRST_LEARNER_NAME, self.clock())
        if lid is not None:
            self._learner_id = lid
        return lid

    def _note_save(self, key: str, item: str | None, saved: bool, why: str | None = None) -> bool:
        if not saved:
            why = why or self.db._cause or Message(N_("không ghi được vào «{where}»"), where=self.where)
        else:
            why = None
        self._last[key] = why
        if why is None:
            self._saves.pop((key, item), None)
        else:
            self._saves[(key, item)] = why
            self._status_of[(key, item)] = self._status_of[(key, None)] = self.db.status
        return saved

    def _write(self, key: str, item: str | None, fn: Callable[[Connection, int], Any]) -> bool:
        """Run ``fn(conn, learner_id)`` in one write transaction; ``True`` if it was saved.
        Never raises for storage faults; the outcome is kept for :meth:`save_problem`."""
        made: list[int] = []

        def run(conn: Connection) -> None:
            made.clear()  # a retried transaction creates its learner again
            fn(conn, self._resolve(conn, create=True, made=made))

        try:
            saved = self.db.write(run)
        except _LearnerGone:
            return self._note_save(key, item, False, Message(N_("hồ sơ người học này đã bị xoá, nên không lưu tiếp "
                                                                "được (hãy chọn lại người học)")))
        if saved and made and self._learner_id is None:
            self._learner_id = made[-1]
        return self._note_save(key, item, saved)

    def _read(self, fn: Callable[[Connection, int], Any], default: Any) -> Any:
        """``fn(conn, learner_id)`` on a read connection, or ``default`` (no learner yet, unreadable)."""
        def run(conn: Connection) -> Any:
            lid = self._resolve(conn)
            return default if lid is None else fn(conn, lid)

        return self.db.read(run, default)

    def write_rows(self, key: str, item: Hashable | None, fn: Callable[[Connection, int], Any]) -> bool:
        """For modules that keep their own rows of this learner (``learning.games``):
        run ``fn(conn, learner_id)`` in one write transaction (SQLAlchemy Core on
        the tables of :mod:`learning.db`); ``True`` if saved, else
        :meth:`save_problem` ``(key, item)`` says why. Never raises for storage faults."""
        return self._write(key, None if item is None else str(item), fn)

    def read_rows(self, fn: Callable[[Connection, int], Any], default: Any) -> Any:
        """``fn(conn, learner_id)`` on a read connection, or ``default`` when unreadable."""
        return self._read(fn, default)

    # ---- lessons ----

    def lesson_done(self, lesson_id: str) -> bool:
        """Mark a lesson done (the first completion time is kept); ``True`` if saved
        (else see :meth:`save_problem` with :data:`LESSONS_DONE`)."""
        now = self.clock()
        return self._write(LESSONS_DONE, str(lesson_id), lambda conn, lid: _insert_ignore(
            conn, schema.lessons_done, {"learner_id": lid, "lesson_id": str(lesson_id), "done_at": now},
            ["learner_id", "lesson_id"]))

    def lessons_done(self) -> dict[str, float]:
        """``{lesson_id: done_at}`` (seconds since the epoch), oldest first (``{}`` if unreadable)."""
        t = schema.lessons_done
        return self._read(lambda conn, lid: dict(conn.execute(
            sa.select(t.c.lesson_id, t.c.done_at).where(t.c.learner_id == lid).order_by(t.c.done_at)).all()), {})

    def is_lesson_done(self, lesson_id: str) -> bool:
        """Whether the lesson was completed."""
        return str(lesson_id) in self.lessons_done()

    def set_position(self, lesson_id: str, step: int) -> bool:
        """Remember where the learner is (restored on the next visit); ``True`` if saved."""
        value = f"{lesson_id}:{int(step)}"
        t = schema.learners
        return self._write(POSITION, None, lambda conn, lid: conn.execute(
            t.update().where(t.c.id == lid).values(position=value)))

    def position(self) -> tuple[str, int] | None:
        """``(lesson_id, step)`` last visited, or ``None`` (also when unreadable)."""
        t = schema.learners
        value = self._read(lambda conn, lid: conn.execute(
            sa.select(t.c.position).where(t.c.id == lid)).scalar(), None)
        if not value:
            return None
        les, _, step = value.rpartition(":")
        return (les, int(step)) if les and step.isdigit() else None

    # ---- drills ----

    def record_attempt(self, drill: str, item_id: Hashable, correct: bool) -> bool:
        """Record one answer to ``item_id`` of ``drill`` and move its Leitner
        box: wrong → box 1, right → next box (a first right answer → box 2).

        ``True`` if saved; ``False`` if the database cannot be written now (locked,
        read-only …): :meth:`save_problem` ``(drill, item_id)`` then says why."""
        now, item, ok, d = self.clock(), str(item_id), bool(correct), str(drill)
        it = schema.items

        def fn(conn: Connection, lid: int) -> None:
            conn.execute(schema.attempts.insert().values(learner_id=lid, drill=d, item_id=item, correct=int(ok), at=now))
            box = conn.execute(sa.select(it.c.box).where(
                it.c.learner_id == lid, it.c.drill == d, it.c.item_id == item)).scalar()
            box = (min(box + 1, MAX_BOX) if box is not None else 2) if ok else 1
            _upsert(conn, it, {"learner_id": lid, "drill": d, "item_id": item, "box": box,
                               "due_at": now + INTERVALS[box], "last_at": now, "last_correct": int(ok),
                               "attempts": 1, "correct": int(ok)},
                    ["learner_id", "drill", "item_id"], add={"attempts": 1, "correct": 1})

        return self._write(d, item, fn)

    def due_items(self, drill: str, candidates: Iterable[Hashable], only_due: bool = False,
                  limit: int | None = None) -> list:
        """Order ``candidates`` for practice: items last answered wrong first
        (longest ago first), then items never seen (in the given order), then
        items whose box is due (most overdue first), then — unless
        ``only_due`` — the rest by due time. Returns the candidates themselves
        (not their string ids), at most ``limit``."""
        cands = list(dict.fromkeys(candidates))
        it = schema.items
        rows = {r[0]: r[1:] for r in self._read(lambda conn, lid: conn.execute(
            sa.select(it.c.item_id, it.c.due_at, it.c.last_at, it.c.last_correct).where(
                it.c.learner_id == lid, it.c.drill == str(drill))).all(), [])}
        now = self.clock()
        wrong, new, due, later = [], [], [], []
        for i, c in enumerate(cands):
            r = rows.get(str(c))
            if r is None:
                new.append((i, c))
            elif not r[2]:
                wrong.append((r[1], i, c))
            elif r[0] <= now:
                due.append((r[0], i, c))
            else:
                later.append((r[0], i, c))
        out = [c for *_, c in sorted(wrong, key=lambda x: x[:2])] + [c for _, c in new]
        out += [c for *_, c in sorted(due, key=lambda x: x[:2])]
        if not only_due:
            out += [c for *_, c in sorted(later, key=lambda x: x[:2])]
        return out[:limit] if limit is not None else out

    # ---- drill counters (streak, best … kept per learner) ----

    def counters(self, name: str) -> dict | None:
        """The counters saved under ``name`` (a JSON object), or ``None``."""
        t = schema.counters
        text = self._read(lambda conn, lid: conn.execute(
            sa.select(t.c.data).where(t.c.learner_id == lid, t.c.name == str(name))).scalar(), None)
        try:
            data = json.loads(text) if text else None
        except ValueError:
            return None
        return data if isinstance(data, dict) else None

    def save_counters(self, name: str, data: dict) -> bool:
        """Keep ``data`` (JSON object) under ``name``; ``True`` if saved (key :data:`COUNTERS`)."""
        text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
        now = self.clock()
        return self._write(COUNTERS, str(name), lambda conn, lid: _upsert(
            conn, schema.counters, {"learner_id": lid, "name": str(name), "data": text, "updated_at": now},
            ["learner_id", "name"]))

    # ---- statistics (Tiến độ page) ----

    def attempts(self, drill: str | None = None) -> list[dict[str, Any]]:
        """Every attempt, oldest first: ``{drill, item_id, correct (bool), at}``."""
        t = schema.attempts

        def fn(conn: Connection, lid: int) -> list:
            q = sa.select(t.c.drill, t.c.item_id, t.c.correct, t.c.at).where(t.c.learner_id == lid)
            if drill:
                q = q.where(t.c.drill == drill)
            return conn.execute(q.order_by(t.c.at, t.c.id)).all()

        return [{"drill": d, "item_id": i, "correct": bool(c), "at": a} for d, i, c, a in self._read(fn, [])]

    def item_stats(self, drill: str | None = None) -> list[dict[str, Any]]:
        """Per item: ``{drill, item_id, attempts, correct, accuracy (0–1), box, last_correct}``."""
        t = schema.items

        def fn(conn: Connection, lid: int) -> list:
            q = sa.select(t.c.drill, t.c.item_id, t.c.attempts, t.c.correct, t.c.box, t.c.last_correct).where(
                t.c.learner_id == lid)
            if drill:
                q = q.where(t.c.drill == drill)
            return conn.execute(q.order_by(t.c.drill, t.c.item_id)).all()

        return [
            {"drill": d, "item_id": i, "attempts": n, "correct": c, "accuracy": c / n if n else 0.0,
             "box": b, "last_correct": bool(lc)}
            for d, i, n, c, b, lc in self._read(fn, [])
        ]

    def item(self, drill: str, item_id: Hashable) -> dict[str, Any] | None:
        """One item's stats (as in :meth:`item_stats`), or ``None`` if never answered."""
        return next((x for x in self.item_stats(drill) if x["item_id"] == str(item_id)), None)

    def drill_stats(self) -> list[dict[str, Any]]:
        """Per drill: ``{drill, attempts, correct, accuracy (0–1), items}``."""
        t = schema.attempts
        rows = self._read(lambda conn, lid: conn.execute(
            sa.select(t.c.drill, sa.func.count(), sa.func.sum(t.c.correct), sa.func.count(sa.distinct(t.c.item_id)))
            .where(t.c.learner_id == lid).group_by(t.c.drill).order_by(t.c.drill)).all(), [])
        return [{"drill": d, "attempts": n, "correct": int(c or 0), "accuracy": (c or 0) / n if n else 0.0,
                 "items": k} for d, n, c, k in rows]

    def weakest_items(self, n: int = 10, drill: str | None = None) -> list[dict[str, Any]]:
        """The ``n`` items with the lowest accuracy (ties: more attempts first)."""
        xs = [x for x in self.item_stats(drill) if x["attempts"]]
        xs.sort(key=lambda x: (x["accuracy"], -x["attempts"], x["drill"], x["item_id"]))
        return xs[:n]

    def clear(self) -> bool:
        """Forget this learner's progress (lessons, attempts, boxes, drill counters,
        position; saved games stay); ``True`` if done (else see :meth:`save_problem`
        with :data:`CLEARED`)."""
        def fn(conn: Connection, lid: int) -> None:
            for t in (schema.lessons_done, schema.attempts, schema.items, schema.counters):
                conn.execute(t.delete().where(t.c.learner_id == lid))
            conn.execute(schema.learners.update().where(schema.learners.c.id == lid).values(position=None))

        return self._write(CLEARED, None, fn)

    # ---- the learner's own data: export, delete ----

    def export(self) -> dict[str, Any] | None:
        """Everything of this learner as one JSON-ready dict (``None`` when unreadable):
        ``{format, learner {id, name, email, created_at}, position, lessons_done,
        attempts, items, counters, game_slots, game_records}`` — rows without
        ``learner_id``; counters and games with their JSON decoded."""
        def fn(conn: Connection, lid: int) -> dict[str, Any] | None:
            lr = conn.execute(sa.select(schema.learners).where(schema.learners.c.id == lid)).mappings().first()
            if lr is None:
                return None
            out: dict[str, Any] = {
                "format": "hoc-chan-progress/1", "schema": schema.HEAD,
                "learner": {"id": lr["id"], "name": lr["name"], "email": lr["email"], "created_at": lr["created_at"]},
                "position": lr["position"],
            }
            for t in schema.LEARNER_TABLES:
                order = [t.c[c] for c in ("id", "done_at", "at", "finished_at", "drill", "item_id", "name", "slot")
                         if c in t.c]
                rows = conn.execute(sa.select(t).where(t.c.learner_id == lid).order_by(*order)).mappings().all()
                out[t.name] = [_decoded({k: v for k, v in r.items() if k != "learner_id"}) for r in rows]
            return out

        return self._read(fn, None)

    def delete_learner(self) -> bool:
        """Delete this learner and every row of theirs (progress, counters, games);
        ``True`` if done (key :data:`LEARNER`). A later save of this store is refused."""
        def fn(conn: Connection, lid: int) -> None:
            for t in schema.LEARNER_TABLES:
                conn.execute(t.delete().where(t.c.learner_id == lid))
            conn.execute(schema.learners.delete().where(schema.learners.c.id == lid))
            conn.execute(schema.meta.delete().where(schema.meta.c.key == "last_learner",
                                                    schema.meta.c.value == str(lid)))
            conn.execute(schema.meta.delete().where(schema.meta.c.key.startswith(BROWSER_PREFIX, autoescape=True),
                                                    schema.meta.c.value == str(lid)))

        return self._write(LEARNER, None, fn)


def _decoded(row: dict) -> dict:
    for k in ("data", "summary", "record"):
        if isinstance(row.get(k), str):
            try:
                row[k] = json.loads(row[k])
            except ValueError:
                pass
    return row


# ---- learners inside one connection (used by the store and learning.learners) ----

def default_learner(conn: Connection) -> int | None:
    """The profile last chosen on this machine (``meta.last_learner``) if it still
    exists, else the local profile with the smallest id, else ``None``."""
    lr, m = schema.learners, schema.meta
    last = conn.execute(sa.select(m.c.value).where(m.c.key == "last_learner")).scalar()
    if last and str(last).isdigit():
        found = conn.execute(sa.select(lr.c.id).where(lr.c.id == int(last))).scalar()
        if found is not None:
            return int(found)
    first = conn.execute(sa.select(sa.func.min(lr.c.id)).where(lr.c.account.is_(None))).scalar()
    return int(first) if first is not None else None


def _create_learner(conn: Connection, name: str, now: float, account: str | None = None,
                    email: str | None = None) -> int:
    res = conn.execute(schema.learners.insert().values(name=name, account=account, email=email, created_at=now,
                                                       last_seen=now, position=None))
    return int(res.inserted_primary_key[0])


# ====================================================================== the current learner's store
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
            store = _stores[key] = ProgressStore(database=_database_at(url), learner=learner)
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
    except _STORE_ERRORS:
        log.exception("Không ghi được tiến độ (%s, %s)", drill, item_id)
        return False


def lesson_done(lesson_id: str) -> bool:
    """Mark a lesson done in the current learner's store; ``True`` if saved (never raises; see :func:`record_attempt`)."""
    try:
        return bool(get_store().lesson_done(lesson_id))
    except _STORE_ERRORS:
        log.exception("Không ghi được bài đã học (%s)", lesson_id)
        return False


def due_items(drill: str, candidates: Iterable[Hashable], only_due: bool = False, limit: int | None = None) -> list:
    """Order candidates for practice in the current learner's store (see :meth:`ProgressStore.due_items`).

    Never raises: without a readable store the candidates come back in the
    order given."""
    cands = list(candidates)
    try:
        return get_store().due_items(drill, cands, only_due=only_due, limit=limit)
    except _STORE_ERRORS:
        log.exception("Không đọc được tiến độ (%s)", drill)
        return cands[:limit] if limit is not None else cands


# ---- item ids in the learner's words (Tiến độ, Lớp học) ----

_ITEM_WORDS: tuple[tuple[str, "re.Pattern[str]", str], ...] = (
    ("boc_cai", re.compile(r"(?P<players>\d+) người, quân số (?P<n>\d+)"), N_("{players} người, quân số {n}")),
    ("xep_binh", re.compile(r"ván (?P<n>\d+)"), N_("ván {n}")),
    ("choi_mau_binh", re.compile(r"ván (?P<n>\d+)"), N_("ván {n}")),
    ("tinh_diem", re.compile(r"Điểm của bài ù \(luyện xướng\)"), N_("Điểm của bài ù (luyện xướng)")),
)
"""Stored item ids written in Vietnamese by the drill pages (``app_pages/boc_cai.py``
``progress_item``, ``app_pages/xep_binh.py`` ``item_of``, ``app_pages/luyen_xuong.py``):
(drill, the id's pattern, its words as a msgid with the pattern's named groups)."""


def item_words(drill: str, item_id: Any) -> str:
    """A stored item id in the current language: ``('boc_cai', '4 người, quân số 6')`` →
    ``'4 người, quân số 6'`` (English ``'4 players, card number 6'``); ``('xep_binh', 'ván 12')``
    → ``'hand 12'`` in English. The ids stay as they were saved (old progress keeps working);
    any other id (a cước name, an ASCII id) is returned as it is."""
    text = str(item_id)
    for d, pattern, msgid in _ITEM_WORDS:
        if d == drill:
            m = pattern.fullmatch(text)
            if m:
                return _(msgid).format(**m.groupdict())
    return text


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
    ``label``: the link text (current language); ``query_params``: ``{"lesson": id,
    "step": "n"}`` (1-based, as ``app_pages/bai_hoc.py`` reads it).
    """

    kind: str
    lesson: Any
    number: int
    step: int
    unfinished: tuple = ()
    """``(number, lesson)`` of every lesson not finished yet, in course order (issue 17: «Học
    tiếp» names the first unfinished lesson beside the place it resumes)."""

    @property
    def first_unfinished(self) -> tuple[int, Any] | None:
        """``(number, lesson)`` of the first unfinished lesson when it is not the one «Học tiếp»
        opens (the learner jumped ahead and left earlier lessons unfinished), else ``None``."""
        for n, lesson in self.unfinished:
            return None if self.lesson is not None and lesson.id == self.lesson.id else (n, lesson)
        return None

    @property
    def query_params(self) -> dict[str, str] | None:
        """The lesson page's link parameters (``None`` for an empty course)."""
        return None if self.lesson is None else {"lesson": self.lesson.id, "step": str(self.step + 1)}

    @property
    def label(self) -> str:
        """The link text in the current language, e.g. «Học tiếp: Bài 5. Ù — bước 1/9»
        (English «Continue: Lesson 5. Ù — step 1/9»; the lesson's title in the current
        language, :func:`words.text_of`)."""
        if self.lesson is None:
            return _("Bắt đầu học")
        from words.i18n import text_of

        n, title = self.number, text_of(self.lesson, "title")
        if self.kind == "start":
            return _("Bắt đầu học: Bài {n}. {title}").format(n=n, title=title)
        if self.kind == "all_done":
            return _("Ôn lại từ đầu: Bài {n}. {title}").format(n=n, title=title)
        return _("Học tiếp: Bài {n}. {title} — bước {step}/{steps}").format(
            n=n, title=title, step=self.step + 1, steps=self.lesson.n_steps)


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
    except _STORE_ERRORS:
        log.exception("Không đọc được tiến độ để chọn bài học tiếp")
        done, pos = {}, None
    by_id = {x.id: (n, x) for n, x in enumerate(lessons, 1)}
    todo = tuple((n, x) for n, x in enumerate(lessons, 1) if x.id not in done)
    if pos and pos[0] in by_id and pos[0] not in done:
        n, lesson = by_id[pos[0]]
        return NextStep("resume", lesson, n, min(max(pos[1], 0), lesson.n_steps - 1), todo)
    for n, lesson in enumerate(lessons, 1):
        if lesson.id not in done:
            fresh = not done and not (pos and pos[0] in by_id)
            return NextStep("start" if fresh else "next", lesson, n, 0, todo)
    return NextStep("all_done", lessons[0], 1, 0)
