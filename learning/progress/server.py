"""PostgreSQL (psycopg 3) as the progress database; a fault is read from the SQLSTATE (:data:`FAULTS`)."""
from __future__ import annotations

import contextlib
import zlib
from collections.abc import Iterator

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from learning.i18n import N_
from learning import db as schema
from learning.progress.database import LOCKED, READ_ONLY, UNAVAILABLE, Database, Message, sqlstate

MIGRATION_LOCK = zlib.crc32(b"hoc-chan schema upgrade")
"""The advisory lock of a schema upgrade (two app servers starting together)."""
FAULTS = {
    ("55P03", "57014", "40P01", "40001"): (LOCKED, N_(
        "cơ sở dữ liệu tiến độ «{where}» đang bị một chương trình khác khoá (có thể là một máy chủ Học Chắn khác "
        "đang nâng cấp, hoặc một công cụ quản trị)")),
    ("25006",): (READ_ONLY, N_("cơ sở dữ liệu tiến độ «{where}» chỉ cho phép đọc")),
    ("42501",): (READ_ONLY, N_("tài khoản dùng cho cơ sở dữ liệu tiến độ «{where}» không có quyền ghi")),
    ("53100", "53200", "53300"): (READ_ONLY, N_(
        "máy chủ cơ sở dữ liệu tiến độ «{where}» đã hết chỗ (ổ đĩa, bộ nhớ hoặc số kết nối)")),
    ("28P01", "28000"): (UNAVAILABLE, N_(
        "máy chủ từ chối đăng nhập vào cơ sở dữ liệu tiến độ «{where}» (sai tên hoặc mật khẩu)")),
    ("3D000",): (UNAVAILABLE, N_("chưa có cơ sở dữ liệu tiến độ «{where}» trên máy chủ")),
}
"""SQLSTATEs → (status, cause msgid); any other fault: the server cannot be reached."""
UNREACHABLE = N_("không kết nối được tới cơ sở dữ liệu tiến độ «{where}»")


class ServerDatabase(Database):
    """A PostgreSQL database: one pool for this process; any number of app processes may share it."""

    serial = False
    env_hint = Message(N_("đặt biến môi trường {var} sang một cơ sở dữ liệu khác"), var=schema.URL_ENV)
    fix_hint = Message(N_("hãy cho tài khoản cơ sở dữ liệu quyền ghi"))
    newer = N_("cơ sở dữ liệu tiến độ «{where}» được ghi bởi một phiên bản Học Chắn mới hơn ({version})")
    STATEMENT_TIMEOUT_S = 15.0
    """No statement runs longer (a stuck server never hangs a page)."""

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
        status, msgid = next((v for codes, v in FAULTS.items() if code in codes), (UNAVAILABLE, UNREACHABLE))
        self._set(status, Message(msgid, where=self.where), err)
        self.engine.dispose()  # pooled sessions may carry the fault (read-only default, dead server): fresh ones next

    def dispose(self) -> None:
        self.engine.dispose()
