"""Learners (issue 14): local profiles («Bạn là ai?») and signed-in accounts.
No Streamlit here (``ui/learner.py`` draws the picker and the sign-in).

Every row of progress carries a ``learner_id`` (:mod:`learning.db`). A *local
profile* has a name only (create, choose, rename; the one last chosen is
remembered in the database of this machine, ``meta.last_learner``). A
*signed-in account* (OpenID Connect through ``st.login``) has ``account =
"<issuer>|<subject>"``: it is found or created from the identity token, never
chosen by name, so one user cannot reach another's rows whatever the URL says.

Functions take a :class:`learning.progress.Database` (default: the configured
one, :func:`learning.progress.get_database`) and never raise for storage
faults: a refused write returns ``None``/``False`` (the database's ``cause``
says why). A bad name raises :class:`LearnerNameError` (its message in the current
language, issue 15).
"""
from __future__ import annotations

import time
import unicodedata
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa

from learning import db as schema
from learning import progress
from learning.i18n import _

NAME_MAX = 40
"""Longest profile name (characters)."""


class LearnerNameError(ValueError):
    """A profile name that cannot be used; ``str(e)`` is the reason, in the language of the
    session that tried the name."""


@dataclass(frozen=True)
class Learner:
    """One learner: ``id``, ``name``; ``account`` (``None`` for a local profile),
    ``email``; ``created_at``/``last_seen`` in seconds since the epoch."""

    id: int
    name: str
    account: str | None
    email: str | None
    created_at: float
    last_seen: float

    @property
    def local(self) -> bool:
        """A local profile (chosen by name), not a signed-in account."""
        return self.account is None


def _db(database: Any) -> Any:
    return database if database is not None else progress.get_database()


def clean_name(name: Any) -> str:
    """The name as stored: NFC, one line, runs of spaces made one, ends stripped.

    Raises :class:`LearnerNameError` when it is empty, longer than :data:`NAME_MAX`
    characters, or holds control characters."""
    text = unicodedata.normalize("NFC", str(name or ""))
    text = " ".join(text.split())
    if not text:
        raise LearnerNameError(_("Hãy gõ một tên (ví dụ: Lan, Bố, Minh lớp 7)."))
    if len(text) > NAME_MAX:
        raise LearnerNameError(_("Tên dài quá: tối đa {max} ký tự (tên này có {n}).").format(max=NAME_MAX, n=len(text)))
    if any(unicodedata.category(ch).startswith("C") for ch in text):
        raise LearnerNameError(_("Tên có ký tự điều khiển không hiện được; hãy gõ lại bằng chữ thường."))
    return text


def _row(r: Any) -> Learner:
    return Learner(int(r.id), r.name, r.account, r.email, float(r.created_at), float(r.last_seen))


def list_learners(database: Any = None, *, local_only: bool = True) -> list[Learner]:
    """The profiles, oldest first (``local_only=False``: signed-in accounts too); ``[]`` if unreadable."""
    t = schema.learners

    def fn(conn):
        q = sa.select(t).order_by(t.c.id)
        if local_only:
            q = q.where(t.c.account.is_(None))
        return [_row(r) for r in conn.execute(q)]

    return _db(database).read(fn, [])


def get(learner_id: int, database: Any = None) -> Learner | None:
    """One learner, or ``None`` (no such id, or unreadable)."""
    t = schema.learners
    return _db(database).read(
        lambda conn: next((_row(r) for r in conn.execute(sa.select(t).where(t.c.id == int(learner_id)))), None), None)


def _taken(conn, name: str, but: int | None = None) -> bool:
    t = schema.learners
    q = sa.select(t.c.id, t.c.name).where(t.c.account.is_(None))
    return any(r.name.casefold() == name.casefold() and r.id != but for r in conn.execute(q))


def create(name: str, database: Any = None) -> Learner | None:
    """A new local profile called ``name`` (see :func:`clean_name`), remembered as the
    last chosen; ``None`` when it could not be saved. Raises
    :class:`LearnerNameError` for a bad name or one already used (case ignored)."""
    clean = clean_name(name)
    out: list[int] = []

    def fn(conn):
        if _taken(conn, clean):
            raise LearnerNameError(_("Đã có người học tên «{name}»; hãy chọn tên đó trong danh sách, "
                                     "hoặc đặt một tên khác.").format(name=clean))
        lid = progress._create_learner(conn, clean, time.time())
        _remember(conn, lid)
        out.append(lid)

    if not _db(database).write(fn):
        return None
    return get(out[0], database)


def rename(learner_id: int, name: str, database: Any = None) -> bool:
    """Rename a local profile; ``True`` if saved. Raises :class:`LearnerNameError`."""
    clean = clean_name(name)
    t = schema.learners

    def fn(conn):
        if _taken(conn, clean, but=int(learner_id)):
            raise LearnerNameError(_("Đã có người học khác tên «{name}».").format(name=clean))
        conn.execute(t.update().where(t.c.id == int(learner_id)).values(name=clean))

    return _db(database).write(fn)


def _remember(conn, learner_id: int) -> None:
    progress._upsert(conn, schema.meta, {"key": "last_learner", "value": str(int(learner_id))}, ["key"])


def remember(learner_id: int, database: Any = None) -> bool:
    """Remember ``learner_id`` as the profile last chosen on this machine (and touch
    its ``last_seen``); ``True`` if saved."""
    t = schema.learners

    def fn(conn):
        _remember(conn, learner_id)
        conn.execute(t.update().where(t.c.id == int(learner_id)).values(last_seen=time.time()))

    return _db(database).write(fn)


def remembered(database: Any = None) -> int | None:
    """The profile last chosen on this machine (or the first one); ``None`` if none/unreadable."""
    return _db(database).read(progress.default_learner, None)


def for_account(account: str, name: str | None = None, email: str | None = None,
                database: Any = None) -> int | None:
    """The learner id of a signed-in account (``"<issuer>|<subject>"``), created at
    the first sign-in with the name from the identity token (else the e-mail, else
    «Người học»). Reads first (no write on every page); ``None`` when the account
    has no row and none can be written now."""
    t = schema.learners
    account = str(account)
    d = _db(database)
    found = d.read(lambda conn: conn.execute(sa.select(t.c.id).where(t.c.account == account)).scalar(), None)
    if found is not None:
        return int(found)
    try:
        label = clean_name(name or email or "Người học")
    except LearnerNameError:
        label = "Người học"
    out: list[int] = []

    def fn(conn):
        lid = conn.execute(sa.select(t.c.id).where(t.c.account == account)).scalar()
        if lid is None:  # another app server may have created it a moment ago
            lid = progress._create_learner(conn, label, time.time(), account=account, email=email)
        out.append(int(lid))

    try:
        saved = d.write(fn)
    except sa.exc.IntegrityError:  # created by another app server at the same moment: read it
        saved, out[:] = True, [d.read(lambda conn: conn.execute(
            sa.select(t.c.id).where(t.c.account == account)).scalar(), None)]
    return int(out[0]) if saved and out and out[0] is not None else None


def account_of(issuer: Any, subject: Any) -> str:
    """The ``account`` key of an OpenID Connect identity (issuer URL and subject)."""
    return f"{str(issuer or '').rstrip('/')}|{subject}"
