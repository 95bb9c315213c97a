"""Learners: local profiles («Bạn là ai?», a name only; the last chosen is ``meta.last_learner``), signed-in
accounts, and the learners of each browser (a browser lists only its own). No Streamlit here (``ui/learner.py``)."""
from __future__ import annotations

import functools
import itertools
import re
import secrets
import time
import unicodedata
from dataclasses import dataclass, fields
from typing import Any

import sqlalchemy as sa
from confusable_homoglyphs.confusables import confusables_data

from learning import db as schema
from learning import progress
from learning.i18n import _, language
from words.i18n import LANGUAGES
from learning.progress.store import pointed

NAME_MAX = 40  # characters
LOCAL = schema.learners.c.account.is_(None)  # a local profile, not a signed-in account


class LearnerNameError(ValueError):
    """A profile name that cannot be used; ``str(e)`` is the reason in the session's language."""


@dataclass(frozen=True)
class Learner:
    """One learner; ``account`` ``None`` for a local profile; times in seconds since the epoch."""

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
    """The name as stored: NFKC, one line, single spaces, stripped. Raises :class:`LearnerNameError` when empty,
    longer than :data:`NAME_MAX` or holding control characters."""
    text = " ".join(unicodedata.normalize("NFKC", str(name or "")).split())
    if not text:
        raise LearnerNameError(_("Hãy gõ một tên (ví dụ: Lan, Bố, Minh lớp 7)."))
    if len(text) > NAME_MAX:
        raise LearnerNameError(_("Tên dài quá: tối đa {max} ký tự (tên này có {n}).").format(max=NAME_MAX, n=len(text)))
    if any(unicodedata.category(ch).startswith("C") for ch in text):
        raise LearnerNameError(_("Tên có ký tự điều khiển không hiện được; hãy gõ lại chỉ bằng chữ, số và dấu thường."))
    return text


def name_key(name: str) -> str:
    """Equal keys, same name: NFKC, then case folding («LAN», «lan», «Ｌａｎ»)."""
    return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", str(name)).casefold())


@functools.lru_cache(maxsize=1)
def _twins() -> dict[str, str]:
    """Character → the ASCII letter or digit it looks like (Unicode's confusables): Cyrillic «а» → «a» …"""
    looks = {ch: [c for g in glyphs if len(c := g.get("c", "").replace("\u200e", "")) == 1 and c.isascii()
                  and c.isalnum()] for ch, glyphs in confusables_data.items() if len(ch) == 1 and not ch.isascii()}
    return {ch: cs[0] for ch, cs in looks.items() if cs}


def look_key(name: str) -> str:
    """What a name looks like: :func:`name_key` with look-alike letters made ASCII (accents stay: «Lân» is not
    «Lan»). Equal look keys: look-alike names."""
    twins = _twins()
    decomposed = unicodedata.normalize("NFD", name_key(name))
    out = "".join(ch if ch.isascii() or unicodedata.combining(ch) else twins.get(ch, ch) for ch in decomposed)
    return unicodedata.normalize("NFC", out.casefold())


def _learners(database: Any, *where: Any) -> list[Learner]:
    t = schema.learners
    q = sa.select(*(t.c[f.name] for f in fields(Learner))).where(*where).order_by(t.c.id)
    return _db(database).read(lambda conn: [Learner(**r) for r in conn.execute(q).mappings()], [])


def _of_browser(browser: str | None) -> list:
    """``where`` clauses on ``learners``: the local learners of ``browser`` (``None``: every learner)."""
    if browser is None:
        return []
    b = schema.browser_learners
    return [LOCAL,
            schema.learners.c.id.in_(sa.select(b.c.learner_id).where(b.c.browser == str(browser)))]


def list_learners(database: Any = None, *, local_only: bool = True, browser: str | None = None) -> list[Learner]:
    """The profiles, oldest first (``local_only=False``: signed-in accounts too; ``browser``: only the ones that
    browser added, chose or started); ``[]`` if unreadable."""
    return _learners(database, *([LOCAL] if local_only else []), *_of_browser(browser))


def get(learner_id: int, database: Any = None) -> Learner | None:
    """One learner, or ``None`` (no such id, or unreadable)."""
    return next(iter(_learners(database, schema.learners.c.id == int(learner_id))), None)


def _refuse_taken(conn, name: str, same: str, but: int | None = None, browser: str | None = None) -> None:
    """Raise :class:`LearnerNameError` when a local profile other than ``but`` (of ``browser`` when given: another
    browser's «Lan» is another person, and never named here) has ``name`` (message ``same``) or one that looks
    like it, in any language (the automatic «Người học 1» reads «Learner 1» in English), or one like an automatic
    name (:func:`_automatic`): the app would say it as its own."""
    t = schema.learners
    q = sa.select(t.c.id, t.c.name).where(LOCAL, *_of_browser(browser)).order_by(t.c.id)
    others = [r.name for r in conn.execute(q) if r.id != but]
    taken = next((n for n in others if _keys(n) & _keys(name)), None)
    if taken is not None:
        raise LearnerNameError(same.format(name=shown_name(taken)))
    twin = next((shown_name(n) for n in others if _keys(n, look_key) & _keys(name, look_key)), None)
    if twin is not None:
        look = _("Tên «{name}» trông giống hệt tên «{other}» đã có (có chữ chỉ nhìn giống, ví dụ chữ Nga hay chữ khổ "
                 "rộng), nên dễ chọn nhầm. Nếu bạn là «{other}», hãy chọn tên đó trong danh sách; nếu không, hãy "
                 "đặt một tên khác hẳn.")
        raise LearnerNameError(look.format(name=name, other=twin))
    if any(_automatic(name, lang) for lang in LANGUAGES):  # «Learner 2» would read as the app's name, not the learner's
        raise LearnerNameError(_("«{name}» trông như tên ứng dụng tự đặt cho người học chưa có tên («Người học 1», "
                                 "«Người học 2»…), nên dễ bị nhầm. Hãy đặt một tên riêng, ví dụ: Lan, Bố, Minh lớp 7.")
                               .format(name=name))


def create(name: str, database: Any = None, browser: str | None = None) -> Learner | None:
    """A new local profile (:func:`clean_name`), remembered as the last chosen and as ``browser``'s (its names
    must differ only from that browser's); ``None`` when not saved."""
    clean = clean_name(name)

    def fn(conn):
        _refuse_taken(conn, clean, _("Đã có người học tên «{name}»; hãy chọn tên đó trong danh sách, "
                                     "hoặc đặt một tên khác."), browser=browser)
        return _new_local(conn, clean, time.time(), browser)

    lid = _db(database).write(fn)
    return get(lid, database) if lid else None


def rename(learner_id: int, name: str, database: Any = None, browser: str | None = None) -> bool:
    """Rename a local profile (its name must differ from ``browser``'s other learners' when given); ``True`` if
    saved. Raises :class:`LearnerNameError`."""
    clean = clean_name(name)
    t = schema.learners

    def fn(conn):
        _refuse_taken(conn, clean, _("Đã có người học khác tên «{name}»."), but=int(learner_id), browser=browser)
        conn.execute(t.update().where(t.c.id == int(learner_id)).values(name=clean))

    return _db(database).write(fn)


def _point(conn, key: str, learner_id: int) -> None:
    """``meta`` ``key`` (``last_learner``, or a browser's key) → ``learner_id``."""
    schema.upsert(conn, schema.meta, {"key": key, "value": str(int(learner_id))}, ["key"])


def remember(learner_id: int, database: Any = None) -> bool:
    """Remember ``learner_id`` as the profile last chosen here (and touch ``last_seen``); ``True`` if saved."""
    t = schema.learners

    def fn(conn):
        _point(conn, "last_learner", learner_id)
        conn.execute(t.update().where(t.c.id == int(learner_id)).values(last_seen=time.time()))

    return _db(database).write(fn)


def for_account(account: str, name: str | None = None, email: str | None = None,
                database: Any = None) -> int | None:
    """The learner id of a signed-in account (``"<issuer>|<subject>"``), created at the first sign-in (named from
    the token, else the e-mail, else «Người học»); ``None`` when it cannot be written now."""
    t, d, account = schema.learners, _db(database), str(account)
    q = sa.select(t.c.id).where(t.c.account == account)
    found = d.read(lambda conn: conn.execute(q).scalar(), None)
    if found is not None:
        return int(found)
    try:
        label = clean_name(name or email or "Người học")
    except LearnerNameError:
        label = "Người học"
    now = time.time()

    def fn(conn):  # another app server may create it at the same moment: its row is kept
        schema.upsert(conn, t, {"name": label, "account": account, "email": email, "created_at": now,
                                "last_seen": now}, ["account"], update=False)
        return conn.execute(q).scalar()

    return d.write(fn) or None


def account_of(issuer: Any, subject: Any) -> str:
    """The ``account`` key of an OpenID Connect identity (issuer URL and subject)."""
    return f"{str(issuer or '').rstrip('/')}|{subject}"


# ---------------------------------------------------------------- one learner per browser
NEW_NAME = "Người học {n}"  # a learner started by a browser that chose none (the first number free there)
DEFAULT_NAME = re.compile(NEW_NAME.replace("{n}", r"([1-9][0-9]{0,5})"))


def shown_name(name: str) -> str:
    """The app's default «Người học N» in the current language; any other name as typed."""
    m = DEFAULT_NAME.fullmatch(name or "")
    return _("Người học {n}").format(n=m.group(1)) if m else name


def _automatic(name: str, lang: str) -> bool:
    """Whether ``name`` reads like the automatic «Người học N» said in ``lang`` («Learner 02», «người học2»)."""
    with language(lang):
        head, _n, tail = _("Người học {n}").partition("{n}")
    pattern = re.escape(look_key(head).strip()) + r"\s*[0-9]+" + re.escape(look_key(tail))
    return re.fullmatch(pattern, look_key(name)) is not None


def _keys(name: str, key: Any = name_key) -> set[str]:
    """``key`` of ``name`` as it reads in each language: two learners alike in one of them are one to a reader."""
    keys = set()
    for lang in LANGUAGES:
        with language(lang):
            keys.add(key(shown_name(name)))
    return keys


_BROWSER_ID = re.compile(r"[A-Za-z0-9_-]{16,64}")


def new_browser_id() -> str:
    """A new browser id (the cookie): 144 random bits."""
    return secrets.token_urlsafe(18)


def valid_browser_id(value: Any) -> bool:
    """Whether ``value`` has the shape of a browser id."""
    return isinstance(value, str) and bool(_BROWSER_ID.fullmatch(value))


def _browser_key(browser: str) -> str:
    return f"{progress.BROWSER_PREFIX}{browser}"


def learner_of_browser(browser: str, database: Any = None) -> int | None:
    """The local profile of the browser ``browser`` (its cookie's id) if it still exists, else ``None``."""
    if not valid_browser_id(browser):
        return None
    return _db(database).read(lambda conn: pointed(conn, _browser_key(browser), LOCAL), None)


def _bind(conn, browser: str, learner_id: int) -> None:
    """``browser``'s learner is now ``learner_id``, and one of its list for good."""
    _point(conn, _browser_key(browser), learner_id)
    schema.upsert(conn, schema.browser_learners, {"browser": browser, "learner_id": int(learner_id),
                                                  "added_at": time.time()}, ["browser", "learner_id"], update=False)


def bind_browser(browser: str, learner_id: int, database: Any = None) -> bool:
    """The browser ``browser`` is the local profile ``learner_id`` (its reloads and tabs too; and it lists it from
    now on); ``True`` if saved."""
    if not valid_browser_id(browser):
        return False
    return _db(database).write(lambda conn: _bind(conn, browser, learner_id))


def start_new(conn, now: float, browser: str | None = None) -> int:
    """In a write transaction, the learner of a browser with none at its first save: the one another tab started,
    else a new «Người học N» (the first N free among ``browser``'s) bound to ``browser`` (a store's ``start_new``)."""
    if browser is not None:
        schema.upsert(conn, schema.meta, {"key": _browser_key(browser), "value": ""}, ["key"], update=False)
        found = pointed(conn, _browser_key(browser), LOCAL)
        if found is not None:
            return found
    t = schema.learners
    names = set().union(*(_keys(r.name) for r in conn.execute(sa.select(t.c.name).where(LOCAL, *_of_browser(browser)))))
    n = next(n for n in itertools.count(1) if not _keys(NEW_NAME.format(n=n)) & names)
    return _new_local(conn, NEW_NAME.format(n=n), now, browser)


def _new_local(conn, name: str, now: float, browser: str | None) -> int:
    """A new local profile ``name``, the last chosen here and ``browser``'s (when given); its id."""
    lid = progress.create_learner(conn, name, now)
    _point(conn, "last_learner", lid)
    if browser is not None:
        _bind(conn, browser, lid)
    return lid


def _lone_unclaimed(conn) -> int | None:
    """The only local profile if no browser has it; ``0`` when there is none; else ``None``."""
    b = schema.browser_learners
    ids = conn.execute(sa.select(schema.learners.c.id).where(LOCAL).limit(2)).scalars().all()
    if len(ids) != 1:
        return None if ids else 0
    return None if conn.execute(sa.select(b.c.browser).where(b.c.learner_id == ids[0]).limit(1)).first() else ids[0]


def take_unclaimed(browser: str, database: Any = None) -> int | None:
    """The profile a browser with none may be handed, bound to it in one transaction: a new «Người học 1» on a
    fresh install, or the *only* local profile when no browser has it (progress from before profiles)."""
    d = _db(database)
    seen = d.read(_lone_unclaimed, None)  # a read first: the usual answer is «none», with no write
    if seen is None or not valid_browser_id(browser):
        return None

    def fn(conn) -> list:
        lid = _lone_unclaimed(conn)
        if lid == 0:
            return [start_new(conn, time.time(), browser)]
        if lid is not None:
            _bind(conn, browser, lid)
        return [lid]

    got = d.write(fn)
    if got:
        return got[0]
    return seen or None if d.status == progress.READ_ONLY else None
