"""The storage fault vocabulary of the progress store: the statuses, the learner's words for
them, :class:`Message` (a sentence kept for later, said in the reader's language), and the
helpers that read a driver's error (SQLite result codes, PostgreSQL SQLSTATEs)."""
from __future__ import annotations

import errno
import logging
import sqlite3
from typing import Any

import sqlalchemy as sa
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
"""Why a save was refused, in a learner's words (no path or address), by the store's status (msgids)."""
SAVE_FAILED = N_("chưa ghi được vào nơi lưu tiến độ")
OPEN_WAIT_S = 2.0  # seconds to wait for another program's lock when the store opens
BUSY_TIMEOUT_S = 1.0  # … on each save while running (a click stays responsive)
LOCKED_READ_WAIT_S = 0.2  # … on a read while the file is known to be locked
log = logging.getLogger("hoc_chan.progress")


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


class QuickCheckFailed(sqlite3.DatabaseError):
    """``PRAGMA quick_check`` did not answer ``ok`` (the file is damaged)."""


def sqlite_code(e: BaseException) -> int | None:
    """The primary SQLite result code of ``e`` (``None`` when it carries none)."""
    code = getattr(e, "sqlite_errorcode", None)
    return code & 0xFF if isinstance(code, int) else None


def fault_kind(e: BaseException) -> str:
    """``"corrupt"`` (damaged file: NOTADB, CORRUPT, quick_check), ``"no_table"``
    (a healthy database without our tables), else ``"other"`` (locked, read-only,
    cannot open, disk full … — never a reason to move the file aside).
    ``e`` may be SQLAlchemy's wrapper: the driver's error inside is judged."""
    e = orig(e)
    if isinstance(e, QuickCheckFailed) or sqlite_code(e) in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB):
        return "corrupt"
    if sqlite_code(e) is None and not isinstance(e, sqlite3.OperationalError):
        msg = str(e).lower()  # an old SQLite without error codes
        if any(w in msg for w in ("not a database", "malformed", "corrupt")):
            return "corrupt"
    if "no such table" in str(e).lower():
        return "no_table"
    return "other"


def corrupt_why(e: BaseException) -> Message:
    """What is wrong with a damaged file, in the learner's words (never SQLite's English)."""
    e = orig(e)
    if sqlite_code(e) == sqlite3.SQLITE_NOTADB or "not a database" in str(e).lower():
        return Message(N_("tệp không phải là cơ sở dữ liệu SQLite"))
    if isinstance(e, QuickCheckFailed):
        return Message(N_("kiểm tra toàn vẹn (quick_check) báo dữ liệu bên trong bị hỏng"))
    return Message(N_("dữ liệu bên trong tệp bị hỏng"))


def os_why(e: OSError) -> Message:
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


def orig(e: BaseException) -> BaseException:
    """The driver's own exception inside a SQLAlchemy wrapper (``e`` itself otherwise)."""
    inner = getattr(e, "orig", None) if isinstance(e, DBAPIError) else None
    return inner if isinstance(inner, BaseException) else e


def programming_error(e: BaseException) -> bool:
    """A bug in our SQL (never a storage fault): it must raise, not be hidden."""
    o = orig(e)
    if isinstance(o, (sqlite3.IntegrityError, sqlite3.ProgrammingError, sqlite3.InterfaceError)):
        return True
    if isinstance(e, (sa.exc.IntegrityError, sa.exc.ProgrammingError, sa.exc.InterfaceError)):
        return not pg_code(o) or pg_code(o) in ("23505", "23502", "23514", "42601", "42703", "42804")
    return False


def pg_code(e: BaseException) -> str | None:
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


STORE_ERRORS = (sqlite3.Error, SQLAlchemyError, OSError)
"""What the module-level functions catch (logged): a store must never break a page."""


class NewerSchema(Exception):
    """The database holds a schema version this program does not know (written by a newer Học Chắn)."""


def upgrade_schema(conn: Connection, stamp_meta: bool = True) -> None:
    """Schema to :data:`learning.db.HEAD` (Alembic) in the open transaction of ``conn``,
    and the ``schema_version`` row of ``meta`` (the write probe)."""
    from alembic.util import CommandError

    try:
        schema.upgrade(conn)
    except CommandError as e:
        raise NewerSchema(schema.current_revision(conn) or "?") from e
    if stamp_meta:
        schema.upsert(conn, schema.meta, {"key": "schema_version", "value": schema.HEAD}, ["key"])

