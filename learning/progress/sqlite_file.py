"""A SQLite file as the progress database. A fault is read from SQLite's result code and what the file system says
(:meth:`SqliteDatabase._why`); only a corrupt file is moved aside."""
from __future__ import annotations

import contextlib
import errno
import itertools
import os
import sqlite3
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.pool import NullPool, StaticPool

from learning.progress.database import LOCKED, READ_ONLY, UNAVAILABLE, Database, Fault, log, orig

RO_CODES = (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM, sqlite3.SQLITE_AUTH, sqlite3.SQLITE_CANTOPEN)
"""SQLite result codes of a file that cannot be written."""


class QuickCheckFailed(sqlite3.DatabaseError):
    """``PRAGMA quick_check`` did not answer ``ok``."""


def sqlite_code(e: BaseException | None) -> int | None:
    """The primary SQLite result code of ``e`` (``None`` when it carries none)."""
    code = getattr(orig(e), "sqlite_errorcode", None) if e is not None else None
    return code & 0xFF if isinstance(code, int) else None


def corrupt_why(e: BaseException) -> str:
    """What is wrong with a damaged file, in our words (never SQLite's English)."""
    if sqlite_code(e) == sqlite3.SQLITE_NOTADB or "not a database" in str(orig(e)).lower():
        return "tệp không phải là cơ sở dữ liệu SQLite"
    if isinstance(orig(e), QuickCheckFailed):
        return "kiểm tra toàn vẹn (quick_check) báo dữ liệu bên trong bị hỏng"
    return "dữ liệu bên trong tệp bị hỏng"


def os_why(e: OSError) -> str:
    """The cause of a failed file operation, in our words."""
    if isinstance(e, PermissionError):
        return "không có quyền ghi vào thư mục"
    if isinstance(e, (NotADirectoryError, FileExistsError)):
        return "trên đường dẫn có một tệp ở chỗ lẽ ra là thư mục"
    return {errno.EROFS: "ổ đĩa chỉ cho phép đọc", errno.ENOSPC: "ổ đĩa đã đầy"}.get(
        getattr(e, "errno", None), "lỗi của hệ thống tệp")


def _safe(fn: Callable[[], Any], default: Any = False) -> Any:
    """``fn()``, or ``default`` when the file system refuses to answer (no permission)."""
    try:
        return fn()
    except OSError:
        return default


def _quick_check(con: sqlite3.Connection) -> None:
    ok = con.execute("PRAGMA quick_check").fetchone()[0]
    if ok != "ok":
        raise QuickCheckFailed(f"quick_check: {ok}")


def _with_begin(engine: Engine, begin_sql: str) -> Engine:
    """``begin_sql`` at each transaction start, the driver in autocommit (SQLAlchemy's recipe: DDL in transactions,
    ``BEGIN IMMEDIATE`` takes the write lock at once)."""
    event.listen(engine, "begin", lambda conn: conn.exec_driver_sql(begin_sql))
    return engine


class SqliteDatabase(Database):
    """A SQLite file: WAL journal, one connection per operation, one operation at a time."""

    def __init__(self, url: str):
        super().__init__(url)
        u = sa.engine.make_url(url)
        if u.get_backend_name() != "sqlite" or u.database in (None, "", ":memory:"):
            raise ValueError("SqliteDatabase needs a sqlite:/// URL of a file")
        self.path = Path(u.database)
        self.where = str(self.path)
        self._engines: dict[tuple, Engine] = {}
        self._snapshot: tuple | None = None  # (file stamp, upgraded copy in memory, its engine)
        with self._lock:
            self._open(self.OPEN_WAIT_S)

    # ---- connections ----
    def _engine(self, timeout: float | None, write: bool = False) -> Engine:
        """One engine per wait and kind; ``timeout`` ``None``: read-only."""
        key = (timeout, write)
        if key not in self._engines:
            creator = self._ro_snapshot if timeout is None else lambda: sqlite3.connect(
                self.path, timeout=timeout, isolation_level=None, check_same_thread=False)
            eng = sa.create_engine("sqlite://", poolclass=NullPool, creator=creator)
            self._engines[key] = _with_begin(eng, "BEGIN IMMEDIATE" if write else "BEGIN")
        return self._engines[key]

    def _connection(self, write: bool) -> contextlib.AbstractContextManager[Connection]:
        if write:
            return self._engine(self.BUSY_TIMEOUT_S, write=True).begin()
        if self.status == READ_ONLY:
            return self._engine(None).connect()
        return self._engine(self.LOCKED_READ_WAIT_S if self.status == LOCKED else self.BUSY_TIMEOUT_S).connect()

    def _missing(self) -> bool:
        return not _safe(self.path.exists)

    def _connect(self, wait: float) -> None:
        """Folder, write probe and schema upgrade (a lock waited for ``wait`` s at most)."""
        p = self.path
        try:
            p.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise Fault(UNAVAILABLE, f"không tạo được thư mục «{p.parent}» để chứa tệp tiến độ ({os_why(e)})") from e
        if not self._missing() and not _safe(lambda: os.access(p, os.W_OK)):
            # Never open a read-only file for writing: SQLite would create its -wal/-shm
            # read-only too, and saving would stay blocked after the file is made writable.
            refused = sqlite3.OperationalError("the progress file is read-only")
            refused.sqlite_errorcode = sqlite3.SQLITE_READONLY
            raise refused
        with self._engine(wait, write=True).connect() as conn:
            raw = conn.connection.dbapi_connection  # the PRAGMAs run outside a transaction
            raw.execute("PRAGMA journal_mode = WAL")
            _quick_check(raw)
            with conn.begin():  # the write probe: BEGIN IMMEDIATE waits (bounded) for another writer
                self._upgrade(conn)

    # ---- diagnosis, corruption ----
    def _kind(self, e: BaseException) -> str:
        if isinstance(orig(e), QuickCheckFailed) or sqlite_code(e) in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB):
            return "corrupt"
        return "no_table" if "no such table" in str(orig(e)).lower() else "fault"

    def _why(self, code: int | None) -> tuple[str, str]:
        """``(status, cause)`` of a fault that is not corruption: the first row whose condition holds."""
        p, folder = self.path, self.path.parent
        can = lambda x, mode: _safe(lambda: os.access(x, mode))  # noqa: E731
        exists, ro = not self._missing(), code in RO_CODES
        file_w, folder_w = can(p, os.W_OK), can(folder, os.W_OK | os.X_OK)
        sides = [x for x in (p.with_name(p.name + "-wal"), p.with_name(p.name + "-shm"))
                 if _safe(x.exists) and not can(x, os.W_OK)]
        table = (
            (_safe(p.is_dir), UNAVAILABLE, "«{p}» là một thư mục chứ không phải tệp tiến độ"),
            (code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED), LOCKED,
                "tệp «{p}» đang bị một chương trình khác khoá (có thể là một cửa sổ Học Chắn khác, hoặc một công "
                "cụ đang mở tệp này)"),
            (not exists and not folder_w, UNAVAILABLE,
                "chưa có tệp «{p}» và thư mục «{folder}» chỉ cho phép đọc, nên không tạo được tệp"),
            (not exists, UNAVAILABLE, "không tạo được tệp «{p}»"),
            (not can(p, os.R_OK), UNAVAILABLE, "không có quyền đọc tệp «{p}»"),
            (code == sqlite3.SQLITE_FULL, READ_ONLY, "ổ đĩa chứa tệp «{p}» đã đầy"),
            (ro and not file_w and not folder_w, READ_ONLY,
                "tệp «{p}» và thư mục chứa nó đều chỉ cho phép đọc (không có quyền ghi)"),
            (ro and not file_w, READ_ONLY, "tệp «{p}» chỉ cho phép đọc (không có quyền ghi)"),
            (ro and bool(sides), READ_ONLY,
                "tệp phụ «{side}» chỉ cho phép đọc (SQLite cần ghi vào nó khi lưu; hãy cho phép ghi vào nó hoặc "
                "xoá nó khi ứng dụng không chạy)"),
            (ro and _safe(lambda: os.statvfs(folder).f_flag & os.ST_RDONLY), READ_ONLY,
                "ổ đĩa chứa tệp «{p}» chỉ cho phép đọc"),
            (ro and not folder_w, READ_ONLY,
                "thư mục «{folder}» chỉ cho phép đọc, nên không ghi được vào tệp «{p}» (khi ghi, SQLite cần tạo "
                "các tệp phụ -wal và -shm bên cạnh tệp)"),
            (ro, READ_ONLY, "ổ đĩa hoặc thư mục chứa tệp «{p}» chỉ cho phép đọc"),
            (code == sqlite3.SQLITE_IOERR, UNAVAILABLE, "ổ đĩa báo lỗi khi đọc hoặc ghi tệp «{p}»"),
            (True, UNAVAILABLE, "không mở được tệp «{p}»"),
        )
        status, cause = next((status, cause) for holds, status, cause in table if holds)
        return status, cause.format(p=p, folder=folder, side=sides[0] if sides else "")

    def _diagnose(self, err: BaseException) -> None:
        status, cause = self._why(sqlite_code(err))
        if status == READ_ONLY:  # can it at least be read? (a damaged file is moved aside if it can be)
            try:
                with contextlib.closing(self._ro_connect()) as con:
                    _quick_check(con)
            except sqlite3.DatabaseError as e:
                if self._kind(e) == "corrupt":
                    return self._quarantine(e, self.BUSY_TIMEOUT_S)
                status, cause = UNAVAILABLE, f"{cause}, và cũng không đọc được tệp"
        self._set(status, cause, err)

    def _quarantine(self, err: BaseException, wait: float) -> None:
        """Move a corrupt file (with its ``-wal``/``-shm``) aside and start a fresh one."""
        base = f"{self.path.name}.corrupt-{datetime.now():%Y%m%d-%H%M%S}"
        target = next(t for n in itertools.count(1)
                      if not (t := self.path.with_name(base if n == 1 else f"{base}-{n}")).exists())
        log.warning("Tệp tiến độ %s bị hỏng (%s: %s), chuyển sang %s", self.path, type(err).__name__, err, target)
        try:
            if not self._missing():
                os.replace(self.path, target)
                self.moved_to = target
            for suffix in ("-wal", "-shm"):
                side = self.path.with_name(self.path.name + suffix)
                if side.exists():
                    os.replace(side, target.with_name(target.name + suffix))
        except OSError as e:
            if self.moved_to != target:  # nothing was moved: the damaged file stays where it is
                self._set(UNAVAILABLE, f"tệp «{self.path}» bị hỏng ({corrupt_why(err)}) nhưng không đổi tên được để "
                                       f"tạo tệp mới ({os_why(e)})", e)
                return
            log.warning("Không chuyển được tệp phụ của %s (%s)", self.path, e)
        self._replaced = True
        self._open(wait, fresh=True)

    # ---- reading a file that cannot be written ----
    def _ro_connect(self) -> sqlite3.Connection:
        """A read-only connection that creates no file."""
        uri = self.path.absolute().as_uri()
        wal = self.path.with_name(self.path.name + "-wal")
        queries = ("?mode=ro", "?immutable=1") if _safe(lambda: wal.stat().st_size > 0) else ("?immutable=1", "?mode=ro")
        for query in queries:
            con = sqlite3.connect(uri + query, uri=True, timeout=self.LOCKED_READ_WAIT_S, check_same_thread=False)
            try:
                con.execute("SELECT count(*) FROM sqlite_master").fetchone()
                return con
            except sqlite3.OperationalError:
                con.close()
                if query == queries[-1]:
                    raise

    def _ro_snapshot(self) -> sqlite3.Connection:
        """A copy in memory of the file that cannot be written, upgraded to the newest schema (an older file's progress
        still shows; a newer one is read as it is); made again when the file changes."""
        stamp = [_safe(lambda x=x: (x.stat().st_mtime_ns, x.stat().st_size), None)
                 for x in (self.path, self.path.with_name(self.path.name + "-wal"))]
        if self._snapshot is None or self._snapshot[0] != stamp:
            mem = sqlite3.connect(":memory:", timeout=0, isolation_level=None, check_same_thread=False)
            with contextlib.closing(self._ro_connect()) as con:
                con.backup(mem)
            eng = _with_begin(sa.create_engine("sqlite://", creator=lambda: mem, poolclass=StaticPool), "BEGIN")
            with contextlib.suppress(Fault), eng.connect() as c, c.begin():
                self._upgrade(c, stamp_meta=False)
            self._snapshot = (stamp, mem, eng)  # the engine is kept: its pool holds ``mem``
        copy = sqlite3.connect(":memory:", timeout=0, isolation_level=None, check_same_thread=False)
        self._snapshot[1].backup(copy)
        return copy

    def dispose(self) -> None:
        for eng in self._engines.values():
            eng.dispose()
