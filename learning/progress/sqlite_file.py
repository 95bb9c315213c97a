"""A SQLite file as the progress database (see :mod:`learning.progress` for the fault handling)."""
from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy import event
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.exc import DBAPIError
from sqlalchemy.pool import NullPool

from learning import db as schema
from learning.i18n import N_
from learning.progress.database import Database
from learning.progress.faults import (
    LOCKED, OK, READ_ONLY, UNAVAILABLE, Message, NewerSchema, QuickCheckFailed, corrupt_why, fault_kind, log, orig,
    os_why, programming_error, sqlite_code, upgrade_schema)


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


def _safe_stat(p: Path) -> tuple | None:
    try:
        st = p.stat()
        return (st.st_mtime_ns, st.st_size)
    except OSError:
        return None


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
            self._open(self.OPEN_WAIT_S)

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
                                           folder=folder, why=os_why(e)), e)
            return
        if self._exists() and not _safe(lambda: os.access(self.path, os.W_OK)):
            # Never open a read-only file for writing: SQLite would create its -wal/-shm
            # read-only too, and saving would stay blocked after the file is made writable.
            self._diagnose(None, sqlite3.SQLITE_READONLY)
            return
        try:
            self._init_db(wait)
        except NewerSchema as e:
            self._set(READ_ONLY, Message(N_("tệp «{p}» được ghi bởi một phiên bản Học Chắn mới hơn ({version})"),
                                         p=self.path, version=e), e)
        except (sqlite3.DatabaseError, DBAPIError) as e:
            if programming_error(e):
                raise
            if fault_kind(e) == "corrupt":
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
                raise QuickCheckFailed(f"quick_check: {ok}")
            # The write probe: BEGIN IMMEDIATE waits (bounded) for another writer; the
            # schema upgrade and the meta row below are real writes, which a read-only file refuses.
            with conn.begin():
                upgrade_schema(conn)
            self.journal_mode = mode

    def _diagnose(self, err: BaseException | None, code: int | None = None) -> None:
        """Set ``status``/``cause`` for a fault that is not corruption (never moves the file).

        ``err``: the SQLite error (logged, never shown); ``code``: its primary
        result code when there is no error object."""
        p, folder = self.path, self.path.parent
        code = sqlite_code(orig(err)) if err is not None else code
        if _safe(p.is_dir):
            status, cause = UNAVAILABLE, Message(N_("«{p}» là một thư mục chứ không phải tệp tiến độ"), p=p)
        elif code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
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
        elif code == sqlite3.SQLITE_FULL:
            status, cause = READ_ONLY, Message(N_("ổ đĩa chứa tệp «{p}» đã đầy"), p=p)
        elif code in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM, sqlite3.SQLITE_AUTH, sqlite3.SQLITE_CANTOPEN):
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
        elif code == sqlite3.SQLITE_IOERR:
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
                    raise QuickCheckFailed(f"quick_check: {ok}")
            except sqlite3.DatabaseError as e:
                if fault_kind(e) == "corrupt":
                    self._quarantine(e, self.BUSY_TIMEOUT_S)
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
            con = sqlite3.connect(uri + query, uri=True, timeout=self.LOCKED_READ_WAIT_S, check_same_thread=False)
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
                    upgrade_schema(c, stamp_meta=False)
                self._snapshot = (stamp, mem, eng)  # the engine is kept: its pool holds ``mem``
        finally:
            con.close()
        copy = sqlite3.connect(":memory:", timeout=0, isolation_level=None, check_same_thread=False)
        self._snapshot[1].backup(copy)
        return copy

    def _quarantine(self, err: BaseException, wait: float) -> None:
        """Move a corrupt file (with its ``-wal``/``-shm``) aside and start a fresh one."""
        why = corrupt_why(err)
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
                                                  "tạo tệp mới ({os_why})"), p=self.path, why=why, os_why=os_why(e)), e)
                return
            log.warning("Không chuyển được tệp phụ của %s (%s)", self.path, e)
        self._replaced = Message(N_(
            "Tệp tiến độ «{p}» bị hỏng nên không đọc được ({why}). "
            "Ứng dụng đã tạo tệp mới và vẫn chạy bình thường; tệp cũ được giữ lại ở "
            "«{moved_to}»."), p=self.path, why=why, moved_to=self.moved_to or Message(N_("(không còn tệp cũ)")))
        try:
            self._init_db(wait)
        except (sqlite3.DatabaseError, DBAPIError) as e:
            if programming_error(e):
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
                self._open(self.BUSY_TIMEOUT_S)
                if self.status != OK:
                    return False
            for attempt in (0, 1):
                try:
                    with self._engine(self.BUSY_TIMEOUT_S, write=True).begin() as conn:
                        fn(conn)
                    return True
                except (sqlite3.DatabaseError, DBAPIError) as e:
                    if programming_error(e):
                        raise
                    kind = fault_kind(e)
                    if attempt == 0 and kind == "corrupt":
                        self._quarantine(e, self.BUSY_TIMEOUT_S)
                    elif attempt == 0 and kind == "no_table":
                        self._open(self.BUSY_TIMEOUT_S)
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
                self._open(self.LOCKED_READ_WAIT_S)
            for attempt in (0, 1):
                if self.status == UNAVAILABLE:
                    return default
                try:
                    if self.status == READ_ONLY:
                        eng = self._ro_engine()
                    else:
                        eng = self._engine(self.LOCKED_READ_WAIT_S if self.status == LOCKED else self.BUSY_TIMEOUT_S, False)
                    with eng.connect() as conn:
                        return fn(conn)
                except (sqlite3.DatabaseError, DBAPIError) as e:
                    if programming_error(e):
                        raise
                    kind = fault_kind(e)
                    if kind == "corrupt":
                        self._quarantine(e, self.LOCKED_READ_WAIT_S)  # the fresh file is empty
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
