"""One database shared by the stores of all its learners: :class:`Database` (the storage status, the page's and the
learner's warnings, and the one loop every operation runs through) and :class:`UnusableDatabase` (a URL this app
cannot use). The kinds are :mod:`learning.progress.sqlite_file` and :mod:`learning.progress.server`."""
from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from sqlalchemy.engine import Connection

from learning import db as schema
from learning.i18n import N_, _
from learning.progress.faults import (
    BUSY_TIMEOUT_S, DRIVER_ERRORS, LEARNER_WARNINGS, LOCKED_READ_WAIT_S, OK, OPEN_WAIT_S, READ_ONLY,
    REPLACED_FOR_LEARNER, UNAVAILABLE, WARNINGS, Fault, Message, NewerSchema, log, programming_error, shown)

ENV_VAR = schema.PATH_ENV
URL_ENV_VAR = schema.URL_ENV


class Database:
    """One database (one URL), shared by the stores of all its learners: the connections, the schema upgrade, and the
    storage status."""

    kind = "?"
    OPEN_WAIT_S, BUSY_TIMEOUT_S, LOCKED_READ_WAIT_S = OPEN_WAIT_S, BUSY_TIMEOUT_S, LOCKED_READ_WAIT_S
    """The bounded waits for another program's lock (seconds; :mod:`learning.progress.faults`)."""
    serial = True
    """One operation at a time (SQLite); a server's pool runs them side by side."""
    env_hint = Message(N_("đặt biến môi trường {var} sang một tệp khác"), var=ENV_VAR)
    fix_hint = Message(N_("hãy cho phép ghi vào tệp và thư mục chứa nó"))
    newer = N_("tệp «{p}» được ghi bởi một phiên bản Học Chắn mới hơn ({version})")

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
        self._cause: Message | None = None  # said in the reader's language
        self._replaced: Message | None = None  # the note after a corrupt file was moved aside
        self._lock = threading.RLock()

    # ---- state, messages ----
    @property
    def can_save(self) -> bool:
        """Whether saving works right now (``status == OK``)."""
        return self.status == OK

    @property
    def cause(self) -> str | None:
        """The reason saving or reading does not work (``None`` when ``status`` is OK), in the current language."""
        return shown(self._cause)

    @property
    def kept_cause(self) -> Message | None:
        """The reason as kept (a :class:`Message`, said later in each reader's language)."""
        return self._cause

    @property
    def warning(self) -> str | None:
        """The message for the page (paragraphs separated by a blank line), naming the file or
        database, or ``None``; in the current language."""
        parts = [shown(self._replaced)] if self._replaced else []
        if self.status in WARNINGS:
            parts.append(_(WARNINGS[self.status]).format(cause=self.cause, fix=shown(self.fix_hint),
                                                         env=shown(self.env_hint)))
        return "\n\n".join(parts) or None

    @property
    def learner_warning(self) -> str | None:
        """:attr:`warning` in a learner's words: what happened and what still works,
        never a file path, folder or database address — those are in the server log (and in
        :attr:`warning`, for the people who run the server). ``None`` when all is well."""
        parts = [_(REPLACED_FOR_LEARNER)] if self._replaced else []
        if self.status in LEARNER_WARNINGS:
            parts.append(_(LEARNER_WARNINGS[self.status]))
        return "\n\n".join(parts) or None

    def _set(self, status: str, cause: Message | None, err: BaseException | None = None) -> None:
        if (status, cause) != (self.status, self._cause):
            if status == OK:
                log.info("Tiến độ ở %s dùng lại được", self.where)
            else:  # the raw driver text goes to the server log only, never to the page
                log.warning("Tiến độ ở %s: %s%s", self.where, cause, f" ({type(err).__name__}: {err})" if err else "")
        self.status, self._cause = status, cause

    # ---- the one loop: open, write, read ----
    def refresh(self) -> str:
        """Check a faulty database again (lock released? permission given? server
        back?) and return ``status``. Does nothing when ``status`` is :data:`OK`;
        otherwise waits at most :data:`LOCKED_READ_WAIT_S` for a lock. Never raises."""
        with self._lock:
            if self.status != OK:
                self._open(self.LOCKED_READ_WAIT_S)
            return self.status

    def _open(self, wait: float, fresh: bool = False) -> None:
        """(Re)open: connect, check, upgrade the schema (waiting at most ``wait`` seconds for a lock); sets
        ``status``/``cause``."""
        try:
            self._connect(wait)
        except NewerSchema as e:
            self._set(READ_ONLY, Message(self.newer, p=self.path, where=self.where, version=e), e)
        except Fault as f:
            self._set(f.status, f.cause, f.__cause__)
        except DRIVER_ERRORS as e:
            if programming_error(e):
                raise
            if self._kind(e) == "corrupt" and not fresh:
                self._quarantine(e, wait)
            else:
                self._diagnose(e)
        else:
            self._set(OK, None)

    def _turn(self) -> contextlib.AbstractContextManager:
        return self._lock if self.serial else contextlib.nullcontext()

    def write(self, fn: Callable[[Connection], Any]) -> bool:
        """Run ``fn(conn)`` in one write transaction; ``True`` if it was committed. A fault is checked again here: a
        corrupt file is moved aside and replaced, a missing table or a lost connection opens again, then ``fn``
        runs once more; a lock is waited for at most :data:`BUSY_TIMEOUT_S`."""
        with self._lock:
            if self.status != OK or self._missing():
                self._open(self.BUSY_TIMEOUT_S)
                if self.status != OK:
                    return False
        with self._turn():
            for attempt in (0, 1):
                try:
                    with self._connection(write=True) as conn:
                        fn(conn)
                    return True
                except DRIVER_ERRORS as e:
                    if programming_error(e):
                        raise
                    with self._lock:
                        kind = self._kind(e)
                        if attempt == 0 and kind == "corrupt":
                            self._quarantine(e, self.BUSY_TIMEOUT_S)
                        elif attempt == 0 and kind in ("no_table", "reconnect"):
                            self._open(self.BUSY_TIMEOUT_S)
                        else:
                            self._diagnose(e)
                        if self.status != OK:
                            return False
            return False

    def read(self, fn: Callable[[Connection], Any], default: Any) -> Any:
        """``fn(conn)`` on a read connection, or ``default`` when the database cannot be read. While locked a read
        waits at most :data:`LOCKED_READ_WAIT_S`; a database found read-only is read once more through a read-only
        connection. Never raises for storage faults."""
        with self._lock:
            if self.status == UNAVAILABLE or self._missing():
                self._open(self.LOCKED_READ_WAIT_S)
        with self._turn():
            for attempt in (0, 1):
                if self.status == UNAVAILABLE:
                    return default
                before = self.status
                try:
                    with self._connection(write=False) as conn:
                        return fn(conn)
                except DRIVER_ERRORS as e:
                    if programming_error(e):
                        raise
                    with self._lock:
                        kind = self._kind(e)
                        if kind == "corrupt":
                            self._quarantine(e, self.LOCKED_READ_WAIT_S)  # the fresh file is empty
                        elif kind == "fault":
                            self._diagnose(e)
                    if attempt or not (kind == "reconnect" or kind == "fault" and before != READ_ONLY == self.status):
                        return default
            return default

    # ---- what each kind provides ----
    def _connect(self, wait: float) -> None:
        """Connect, check and upgrade the schema; raises :class:`Fault`, :class:`NewerSchema` or the driver's error."""
        raise NotImplementedError

    def _connection(self, write: bool) -> contextlib.AbstractContextManager[Connection]:
        """A connection for one operation (a write: in one transaction), with bounded waits."""
        raise NotImplementedError

    def _kind(self, e: BaseException) -> str:
        """``"corrupt"``, ``"no_table"`` (a healthy database without our tables), ``"reconnect"`` (a pooled
        connection the server closed) or ``"fault"``."""
        return "fault"

    def _diagnose(self, err: BaseException) -> None:
        """Set ``status``/``cause`` for a fault that is not corruption (never moves anything)."""
        raise NotImplementedError

    def _quarantine(self, err: BaseException, wait: float) -> None:
        self._diagnose(err)

    def _missing(self) -> bool:
        """Whether the database went away while running (a deleted file): open it again."""
        return False

    def dispose(self) -> None:
        """Close pooled connections (tests, shutdown)."""


class UnusableDatabase(Database):
    """A URL this app cannot use (not SQLite or PostgreSQL, malformed, driver missing):
    :data:`UNAVAILABLE` with a Vietnamese cause; reads give nothing, saves are refused."""

    kind = "none"
    env_hint = Message(N_("đặt biến môi trường {var} sang sqlite:///… hoặc postgresql+psycopg://…"), var=URL_ENV_VAR)

    def __init__(self, url: str, err: BaseException):
        super().__init__(url)
        self._err = err
        self._open(0)

    def _connect(self, wait: float) -> None:
        raise Fault(UNAVAILABLE, Message(N_("địa chỉ cơ sở dữ liệu tiến độ «{where}» trong biến {var} không dùng "
                                           "được (chỉ hỗ trợ SQLite và PostgreSQL)"), where=self.where,
                                         var=URL_ENV_VAR)) from self._err

    def _connection(self, write: bool) -> Iterator[Connection]:  # pragma: no cover - never reached
        raise AssertionError("an unusable database has no connection")
