"""The storage fault vocabulary of the progress store: the statuses, the page's and the
learner's words for them, :class:`Message` (a sentence kept for later, said in the reader's
language), :class:`Fault`, and what tells a storage fault from a bug in our SQL."""
from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection
from sqlalchemy.exc import DBAPIError, SQLAlchemyError

from learning import db as schema
from learning.i18n import N_, _
from alembic.util import CommandError

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

WARNINGS = {
    LOCKED: N_("Tạm dừng lưu tiến độ: {cause}. Tiến độ đã lưu vẫn an toàn; câu trả lời mới chưa "
               "được ghi lại, ứng dụng sẽ tự thử lại ở lần lưu sau."),
    READ_ONLY: N_("Chỉ xem được tiến độ, không lưu được: {cause}. Tiến độ cũ vẫn hiện đầy đủ, nhưng "
                  "các câu trả lời mới sẽ không được ghi lại. Muốn lưu tiếp, {fix}, hoặc {env}."),
    UNAVAILABLE: N_("Không đọc và không lưu được tiến độ: {cause}. Các trang vẫn dùng được, nhưng "
                    "tiến độ cũ không hiện và câu trả lời mới sẽ không được ghi lại. Hãy sửa chỗ này, hoặc "
                    "{env}."),
}
"""The page's warning by status, for the people who run the server (names the file or database)."""
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
"""The same in a learner's words: what happened and what still works, no path or address."""
REPLACED_FOR_LEARNER = N_("Tệp tiến độ bị hỏng nên không đọc được. Ứng dụng đã tạo tệp mới và vẫn chạy bình "
                          "thường; tệp cũ được cất riêng để người quản lý ứng dụng xem lại.")


class Message(str):
    """A message of the store kept for later: its Vietnamese text is the ``str`` value (logs, comparisons), and
    :meth:`shown` says it in the current language (one store serves sessions in different languages, so
    a cause found in one session is read in another)."""

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


class Fault(Exception):
    """A storage fault found: the database's new ``status`` and its ``cause`` (a :class:`Message`
    naming the file or database; the driver's own error, if any, is ``__cause__``, logged only)."""

    def __init__(self, status: str, cause: Message):
        super().__init__(cause)
        self.status, self.cause = status, cause


class NewerSchema(Exception):
    """The database holds a schema version this program does not know (written by a newer Học Chắn)."""


DRIVER_ERRORS = (sqlite3.DatabaseError, DBAPIError)
"""What a storage operation may raise (SQLite's own errors from raw connections, SQLAlchemy's wrappers)."""
STORE_ERRORS = (sqlite3.Error, SQLAlchemyError, OSError)
"""What the module-level functions catch (logged): a store must never break a page."""


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
    """A bug in our SQL (never a storage fault): it must raise, not be hidden. A privilege
    or a missing table on a server is a storage fault."""
    if isinstance(orig(e), (sqlite3.IntegrityError, sqlite3.ProgrammingError, sqlite3.InterfaceError)):
        return True
    if isinstance(e, sa.exc.ProgrammingError):
        return sqlstate(e) not in ("42501", "42P01")
    return isinstance(e, (sa.exc.IntegrityError, sa.exc.InterfaceError))


def upgrade_schema(conn: Connection, stamp_meta: bool = True) -> None:
    """Schema to :data:`learning.db.HEAD` (Alembic) in the open transaction of ``conn``,
    and the ``schema_version`` row of ``meta`` (the write probe)."""
    try:
        schema.upgrade(conn)
    except CommandError as e:
        raise NewerSchema(schema.current_revision(conn) or "?") from e
    if stamp_meta:
        schema.upsert(conn, schema.meta, {"key": "schema_version", "value": schema.HEAD}, ["key"])
