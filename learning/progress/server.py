"""A database server (PostgreSQL through psycopg 3) as the progress database."""
from __future__ import annotations

import zlib
from collections.abc import Callable
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError

from learning.i18n import N_
from learning.progress.database import URL_ENV_VAR, Database
from learning.progress.faults import (
    LOCKED, OK, READ_ONLY, UNAVAILABLE, Message, NewerSchema, orig, pg_code, programming_error, upgrade_schema)

_PG_MIGRATION_LOCK = zlib.crc32(b"hoc-chan schema upgrade")  # pg_advisory_xact_lock key


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
        self._lock_ms = max(1, int(self.BUSY_TIMEOUT_S * 1000))
        options = f"-c lock_timeout={self._lock_ms} -c statement_timeout={int(self.STATEMENT_TIMEOUT_S * 1000)}"
        self.engine = sa.create_engine(
            u, pool_size=pool_size, max_overflow=2 * pool_size, pool_recycle=600, pool_timeout=10,
            connect_args={"connect_timeout": max(2, int(self.OPEN_WAIT_S + 0.999)), "application_name": "hoc-chan",
                          "options": options})
        with self._lock:
            self._open(self.OPEN_WAIT_S)

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
                upgrade_schema(conn)
        except NewerSchema as e:
            self._set(READ_ONLY, Message(N_("cơ sở dữ liệu tiến độ «{where}» được ghi bởi một phiên bản Học Chắn "
                                            "mới hơn ({version})"), where=self.where, version=e), e)
        except DBAPIError as e:
            if programming_error(e):
                raise
            self._diagnose(e)
        else:
            self._set(OK, None)

    def _diagnose(self, err: BaseException) -> None:
        o, w = orig(err), self.where
        code = pg_code(o) or ""
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
                self._open(self.BUSY_TIMEOUT_S)
                if self.status != OK:
                    return False
        for attempt in (0, 1):
            try:
                with self.engine.begin() as conn:
                    self._timeouts(conn, self.BUSY_TIMEOUT_S)
                    fn(conn)
                return True
            except DBAPIError as e:
                if programming_error(e):
                    raise
                if attempt == 0 and (pg_code(orig(e)) == "42P01" or e.connection_invalidated):
                    with self._lock:  # a table dropped, or the server restarted: once more
                        self._open(self.BUSY_TIMEOUT_S)
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
                self._open(self.LOCKED_READ_WAIT_S)
                if self.status == UNAVAILABLE:
                    return default
        for attempt in (0, 1):
            try:
                with self.engine.connect() as conn:
                    self._timeouts(conn, self.LOCKED_READ_WAIT_S if self.status == LOCKED else self.BUSY_TIMEOUT_S)
                    return fn(conn)
            except DBAPIError as e:
                if programming_error(e):
                    raise
                if pg_code(orig(e)) == "42P01":
                    return default
                if attempt == 0 and e.connection_invalidated:
                    continue  # a pooled connection the server closed (restart): once more on a fresh one
                with self._lock:
                    self._diagnose(e)
                return default
        return default  # pragma: no cover

    def dispose(self) -> None:
        self.engine.dispose()
