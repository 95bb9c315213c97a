"""One database shared by the stores of all its learners: :class:`Database` (the storage
status, the page's and the learner's warnings) and :class:`UnusableDatabase` (a URL this
app cannot use). The kinds are :mod:`learning.progress.sqlite_file` and
:mod:`learning.progress.server`."""
from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sqlalchemy.engine import Connection

from learning import db as schema
from learning.i18n import N_, _
from learning.progress.faults import (
    BUSY_TIMEOUT_S, LOCKED, LOCKED_READ_WAIT_S, OK, OPEN_WAIT_S, READ_ONLY, UNAVAILABLE, Message, log, shown)

ENV_VAR = schema.PATH_ENV
URL_ENV_VAR = schema.URL_ENV


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
    OPEN_WAIT_S, BUSY_TIMEOUT_S, LOCKED_READ_WAIT_S = OPEN_WAIT_S, BUSY_TIMEOUT_S, LOCKED_READ_WAIT_S
    """The bounded waits for another program's lock (seconds; :mod:`learning.progress.faults`)."""
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
    def kept_cause(self) -> str | None:
        """The reason as kept (a :class:`Message`, said later in each reader's language)."""
        return self._cause

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
                self._open(self.LOCKED_READ_WAIT_S)
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

