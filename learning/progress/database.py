"""One progress database shared by all its learners' stores: the fault vocabulary (statuses and their words),
:class:`Database`, the status and the one loop every operation runs through, and its kinds: PostgreSQL
(:class:`ServerDatabase`, a fault read from the SQLSTATE) here, a SQLite file in :mod:`.sqlite_file`."""
from __future__ import annotations

import contextlib
import logging
import sqlite3
import threading
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from alembic.util import CommandError
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError, SQLAlchemyError

from learning import db as schema
from learning.i18n import N_, _

# store status (ProgressStore.status)
OK, LOCKED, READ_ONLY, UNAVAILABLE = "ok", "locked", "read_only", "unavailable"
LEARNER_CAUSES = {
    LOCKED: N_("nơi lưu tiến độ đang bị một chương trình khác khoá; ứng dụng sẽ thử lại ở lần lưu sau"),
    READ_ONLY: N_("nơi lưu tiến độ lúc này chỉ cho phép đọc"),
    UNAVAILABLE: N_("chưa mở được nơi lưu tiến độ"),
}
"""Why a save was refused, in a learner's words (no path or address), by status."""
SAVE_FAILED = N_("chưa ghi được vào nơi lưu tiến độ")
log = logging.getLogger("hoc_chan.progress")

LEARNER_WARNINGS = {
    LOCKED: N_("Tạm dừng lưu tiến độ: nơi lưu đang bị một chương trình khác khoá. Tiến độ đã lưu vẫn "
               "an toàn; câu trả lời mới chưa lưu được, ứng dụng sẽ tự thử lại ở lần lưu sau."),
    READ_ONLY: N_("Chỉ xem được tiến độ, chưa lưu được: nơi lưu tiến độ lúc này chỉ cho phép đọc. Tiến độ "
                  "cũ vẫn hiện đầy đủ, nhưng câu trả lời mới chưa lưu được. Hãy báo người quản lý ứng "
                  "dụng (chi tiết có trong nhật ký của máy chủ)."),
    UNAVAILABLE: N_("Không đọc và không lưu được tiến độ lúc này: chưa mở được nơi lưu tiến độ. Các trang "
                    "vẫn dùng được, nhưng tiến độ cũ không hiện và câu trả lời mới chưa lưu được. Hãy báo "
                    "người quản lý ứng dụng (chi tiết có trong nhật ký của máy chủ)."),
}
"""The page's warning by status, in a learner's words (no path or address: those are in the server log)."""
REPLACED_FOR_LEARNER = N_("Tệp tiến độ bị hỏng nên không đọc được. Ứng dụng đã tạo tệp mới và vẫn chạy bình "
                          "thường; tệp cũ được cất riêng để người quản lý ứng dụng xem lại.")


class Fault(Exception):
    """A storage fault: ``args`` are the new status and its cause (a Vietnamese line of the server log; the driver's
    error, if any, is ``__cause__``)."""


DRIVER_ERRORS = (sqlite3.DatabaseError, DBAPIError)
"""What a storage operation may raise (SQLite's raw errors, SQLAlchemy's wrappers)."""
STORE_ERRORS = (sqlite3.Error, SQLAlchemyError, OSError)
"""What the never-raising functions catch (logged)."""
ROW_ERRORS = (*STORE_ERRORS, TypeError, ValueError, KeyError)
"""… and a malformed row of JSON data."""


def safe(logger: logging.Logger, what: str, fn: Callable[[], Any], fallback: Any, errors: tuple = ROW_ERRORS) -> Any:
    """``fn()``, or ``fallback`` when it raises one of ``errors`` (logged «Không <what>»)."""
    try:
        return fn()
    except errors:
        logger.exception("Không %s", what)
        return fallback


def orig(e: BaseException) -> BaseException:
    """The driver's own exception inside a SQLAlchemy wrapper (``e`` itself otherwise)."""
    inner = getattr(e, "orig", None) if isinstance(e, DBAPIError) else None
    return inner if isinstance(inner, BaseException) else e


LIBPQ_TEXTS = ((("pg_hba.conf",), "28000"), (("password",), "28P01"), (("role", "does not exist"), "28000"),
               (("database", "does not exist"), "3D000"))
"""A failed connection carries no SQLSTATE: libpq's words that give one (first match wins)."""


def sqlstate(e: BaseException) -> str | None:
    """The PostgreSQL SQLSTATE of ``e`` (``None`` for others; see :data:`LIBPQ_TEXTS`)."""
    e = orig(e)
    code = getattr(e, "sqlstate", None)
    if code is None and type(e).__module__.startswith("psycopg"):
        code = next((c for words, c in LIBPQ_TEXTS if all(w in str(e) for w in words)), None)
    return code


def programming_error(e: BaseException) -> bool:
    """A bug in our SQL (raised, never hidden); a privilege or a missing table on a server is a storage fault."""
    if isinstance(orig(e), (sqlite3.IntegrityError, sqlite3.ProgrammingError, sqlite3.InterfaceError)):
        return True
    if isinstance(e, sa.exc.ProgrammingError):
        return sqlstate(e) not in ("42501", "42P01")
    return isinstance(e, (sa.exc.IntegrityError, sa.exc.InterfaceError))


class Database:
    """One database (one URL) shared by its learners' stores: connections, schema upgrade, status. This base class
    is a URL this app cannot use (``err``): always :data:`UNAVAILABLE`."""

    OPEN_WAIT_S = 2.0  # seconds to wait for another program's lock when the store opens
    BUSY_TIMEOUT_S = 1.0  # … on each save while running (a click stays responsive)
    LOCKED_READ_WAIT_S = 0.2  # … on a read while the file is known to be locked
    serial = True
    """One operation at a time (SQLite); a server's pool runs them side by side."""
    newer = "tệp «{p}» được ghi bởi một phiên bản Học Chắn mới hơn ({version})"

    def __init__(self, url: str, err: BaseException | None = None):
        self.url = url
        try:
            self.where = schema.display_url(url)
        except Exception:  # noqa: BLE001 — not even a URL: show nothing of it (it may hold a password)
            self.where = "(không đọc được)"
        self.path: Path | None = None
        self.moved_to: Path | None = None
        self.status: str = OK
        self.cause: str | None = None  # why saving or reading does not work: the server log's words
        self._replaced = False  # a corrupt file was moved aside
        self._lock = threading.RLock()
        self._err = err
        if err is not None:
            self._open(0)

    # ---- state, messages ----
    @property
    def learner_warning(self) -> str | None:
        """The page's message (paragraphs) in a learner's words, or ``None`` (no path or address: those are in the
        server log)."""
        parts = (REPLACED_FOR_LEARNER if self._replaced else None, LEARNER_WARNINGS.get(self.status))
        return "\n\n".join(_(p) for p in parts if p) or None

    def _set(self, status: str, cause: str | None, err: BaseException | None = None) -> None:
        if (status, cause) != (self.status, self.cause):
            if status == OK:
                log.info("Tiến độ ở %s dùng lại được", self.where)
            else:  # the raw driver text goes to the server log only, never to the page
                log.warning("Tiến độ ở %s: %s%s", self.where, cause, f" ({type(err).__name__}: {err})" if err else "")
        self.status, self.cause = status, cause

    # ---- the one loop: open, write, read ----
    def refresh(self) -> str:
        """Check a faulty database again (lock gone, permission given, server back) and return ``status``."""
        with self._lock:
            if self.status != OK:
                self._open(self.LOCKED_READ_WAIT_S)
            return self.status

    def _open(self, wait: float, fresh: bool = False) -> None:
        """(Re)open: connect, check, upgrade (a lock waited for ``wait`` s at most); sets ``status``/``cause``."""
        try:
            self._connect(wait)
        except Fault as f:
            self._set(*f.args, f.__cause__)
        except DRIVER_ERRORS as e:
            if programming_error(e):
                raise
            if self._kind(e) == "corrupt" and not fresh:
                self._quarantine(e, wait)
            else:
                self._diagnose(e)
        else:
            self._set(OK, None)

    def write(self, fn: Callable[[Connection], Any]) -> bool:
        """``fn(conn)`` in one write transaction: if committed its result (``True`` for ``None``), else ``False``. A
        corrupt file, a missing table or a lost connection is repaired and ``fn`` runs once more."""
        return self._run(fn, True, False)

    def read(self, fn: Callable[[Connection], Any], default: Any) -> Any:
        """``fn(conn)`` on a read connection, or ``default`` when unreadable (found read-only: read once more
        read-only)."""
        return self._run(fn, False, default)

    def _run(self, fn: Callable[[Connection], Any], write: bool, default: Any) -> Any:
        wait = self.BUSY_TIMEOUT_S if write else self.LOCKED_READ_WAIT_S
        with self._lock:
            if (self.status != OK if write else self.status == UNAVAILABLE) or self._missing():
                self._open(wait)
        turn = self._lock if self.serial else contextlib.nullcontext()
        with turn:
            for attempt in (0, 1):
                if self.status == UNAVAILABLE or write and self.status != OK:
                    return default
                before = self.status
                try:
                    with self._connection(write) as conn:
                        out = fn(conn)
                    return True if write and out is None else out
                except DRIVER_ERRORS as e:
                    if programming_error(e):
                        raise
                    with self._lock:
                        kind = self._kind(e)
                        if attempt == 0 and kind == "corrupt":
                            self._quarantine(e, wait)
                        elif attempt == 0 and kind in ("no_table", "reconnect"):
                            self._open(wait)
                        else:
                            self._diagnose(e)
                    if kind == "fault" and (write or not before != READ_ONLY == self.status):
                        return default  # read once more only through the read-only connection
            return default

    def _connect(self, wait: float) -> None:
        """Connect, check, :meth:`_upgrade`; raises :class:`Fault` or the driver's error."""
        raise Fault(UNAVAILABLE, f"địa chỉ cơ sở dữ liệu tiến độ «{self.where}» trong biến {schema.URL_ENV} không "
                                 "dùng được (chỉ hỗ trợ SQLite và PostgreSQL)") from self._err

    def _upgrade(self, conn: Connection, stamp_meta: bool = True) -> None:
        """Schema to :data:`learning.db.HEAD` in ``conn``'s transaction, and ``meta.schema_version`` (the write
        probe); a newer schema: read-only."""
        try:
            schema.upgrade(conn)
        except CommandError as e:
            version = schema.current_revision(conn) or "?"
            raise Fault(READ_ONLY, self.newer.format(p=self.path, where=self.where, version=version)) from e
        if stamp_meta:
            schema.upsert(conn, schema.meta, {"key": "schema_version", "value": schema.HEAD}, ["key"])

    def _missing(self) -> bool:
        """The database went away while running (a deleted file): open it again."""
        return False

    def dispose(self) -> None:
        """Close pooled connections (tests, shutdown)."""


MIGRATION_LOCK = zlib.crc32(b"hoc-chan schema upgrade")
"""The advisory lock of a schema upgrade (two app servers starting together)."""
FAULTS = {
    ("55P03", "57014", "40P01", "40001"): (LOCKED, "cơ sở dữ liệu tiến độ «{where}» đang bị một chương trình khác "
                                           "khoá (có thể là một máy chủ Học Chắn khác đang nâng cấp, hoặc một công "
                                           "cụ quản trị)"),
    ("25006",): (READ_ONLY, "cơ sở dữ liệu tiến độ «{where}» chỉ cho phép đọc"),
    ("42501",): (READ_ONLY, "tài khoản dùng cho cơ sở dữ liệu tiến độ «{where}» không có quyền ghi"),
    ("53100", "53200", "53300"): (READ_ONLY, "máy chủ cơ sở dữ liệu tiến độ «{where}» đã hết chỗ (ổ đĩa, bộ nhớ "
                                             "hoặc số kết nối)"),
    ("28P01", "28000"): (UNAVAILABLE, "máy chủ từ chối đăng nhập vào cơ sở dữ liệu tiến độ «{where}» (sai tên "
                                      "hoặc mật khẩu)"),
    ("3D000",): (UNAVAILABLE, "chưa có cơ sở dữ liệu tiến độ «{where}» trên máy chủ"),
}
"""SQLSTATEs → (status, cause for the server log); any other fault: the server cannot be reached."""
UNREACHABLE = "không kết nối được tới cơ sở dữ liệu tiến độ «{where}»"


class ServerDatabase(Database):
    """A PostgreSQL database: one pool for this process; any number of app processes may share it."""

    serial = False
    newer = "cơ sở dữ liệu tiến độ «{where}» được ghi bởi một phiên bản Học Chắn mới hơn ({version})"
    STATEMENT_TIMEOUT_S = 15.0
    """No statement runs longer (a stuck server never hangs a page)."""
    UPGRADE_WAIT_S = 10.0
    """At start, another app server's schema upgrade is waited for this long (a loaded machine is slow)."""

    def __init__(self, url: str, pool_size: int = 5):
        super().__init__(url)
        u = sa.engine.make_url(url)
        if u.get_backend_name() == "postgresql" and u.get_driver_name() in ("", "psycopg2"):
            u = u.set(drivername="postgresql+psycopg")  # psycopg 3 is the driver this app installs
        # Bounded waits set once per connection (no extra round trip per transaction): a lock is
        # waited for BUSY_TIMEOUT_S, no statement runs longer than STATEMENT_TIMEOUT_S.
        self._lock_ms = max(1, int(self.BUSY_TIMEOUT_S * 1000))
        options = f"-c lock_timeout={self._lock_ms} -c statement_timeout={int(self.STATEMENT_TIMEOUT_S * 1000)}"
        self.engine = sa.create_engine(
            u, pool_size=pool_size, max_overflow=2 * pool_size, pool_recycle=600, pool_timeout=10,
            connect_args={"connect_timeout": max(2, int(self.OPEN_WAIT_S + 0.999)), "application_name": "hoc-chan",
                          "options": options})
        with self._lock:
            self._open(self.UPGRADE_WAIT_S)

    def _timeouts(self, conn: Connection, wait: float) -> None:
        """Wait at most ``wait`` s for a lock in this transaction (sent when it differs from the connection's)."""
        ms = max(1, int(wait * 1000))
        if ms != self._lock_ms:
            conn.exec_driver_sql(f"SET LOCAL lock_timeout = {ms}")

    def _connect(self, wait: float) -> None:
        with self.engine.begin() as conn:
            self._timeouts(conn, wait)
            conn.execute(sa.text("SELECT pg_advisory_xact_lock(:k)"), {"k": MIGRATION_LOCK})
            self._upgrade(conn)

    @contextlib.contextmanager
    def _connection(self, write: bool) -> Iterator[Connection]:
        wait = self.LOCKED_READ_WAIT_S if self.status == LOCKED and not write else self.BUSY_TIMEOUT_S
        with self.engine.begin() if write else self.engine.connect() as conn:
            self._timeouts(conn, wait)
            yield conn

    def _kind(self, e: BaseException) -> str:
        if sqlstate(e) == "42P01":
            return "no_table"
        return "reconnect" if getattr(e, "connection_invalidated", False) else "fault"

    def _diagnose(self, err: BaseException) -> None:
        code = sqlstate(err)
        status, cause = next((v for codes, v in FAULTS.items() if code in codes), (UNAVAILABLE, UNREACHABLE))
        self._set(status, cause.format(where=self.where), err)
        self.engine.dispose()  # pooled sessions may carry the fault (read-only default, dead server): fresh ones next

    def dispose(self) -> None:
        self.engine.dispose()
