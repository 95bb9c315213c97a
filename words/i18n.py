"""Languages for the words layer: the current language (Vietnamese, the default, or English) and the gettext
machinery (:class:`Translator`).

The current language is per learner session, not per process: a :func:`language` block wins; else the resolver
the app installs (:func:`set_language_resolver`); else :data:`DEFAULT_LANGUAGE`. The Vietnamese sentence is the
message id (``_("…")``; ``N_``/``NP_`` mark one defined before the language is known). English lives in one ``.po`` per
source module, compiled in memory on first use (``python tools/i18n.py update``)."""
from __future__ import annotations

import contextlib
import functools
import gettext as _gettext
import io
from contextvars import ContextVar
from datetime import datetime, tzinfo
from pathlib import Path
from typing import Any, Callable, Iterator

from chan_core.errors import ChanError

LANGUAGES: tuple[str, ...] = ("vi", "en")  # the first is the default and the source language

DEFAULT_LANGUAGE = "vi"

LANGUAGE_NAMES = {"vi": "Tiếng Việt", "en": "English"}  # each in its own words (the switch)

_current: ContextVar[str | None] = ContextVar("hoc_chan_language", default=None)
_resolver: Callable[[], str | None] | None = None


def set_language_resolver(fn: Callable[[], str | None] | None) -> None:
    """Install ``fn() -> language code | None`` as the current language outside a :func:`language` block
    (``None`` removes it; a resolver that raises counts as ``None``)."""
    global _resolver
    _resolver = fn


def current_language() -> str:
    """The language text is produced in now: ``'vi'`` or ``'en'`` (see the module doc)."""
    lang = _current.get()
    if lang:
        return lang
    if _resolver is not None:
        try:
            lang = _resolver()
        except Exception:  # noqa: BLE001 — a resolver outside a session (e.g. a worker thread)
            lang = None
        if lang in LANGUAGES:
            return lang  # type: ignore[return-value]
    return DEFAULT_LANGUAGE


def is_english() -> bool:
    """Whether text is produced in English now."""
    return current_language() == "en"


@contextlib.contextmanager
def language(lang: str) -> Iterator[str]:
    """``with language('en'):`` — text inside is produced in ``lang`` (this thread/task only); ChanError
    for a language not in :data:`LANGUAGES`."""
    if not isinstance(lang, str) or lang not in LANGUAGES:
        raise ChanError("language.unknown", lang=repr(lang), languages=", ".join(LANGUAGES))
    token = _current.set(lang)
    try:
        yield lang
    finally:
        _current.reset(token)


def text_of(obj: object, field: str) -> Any:
    """The text ``field`` of a rules/lesson model or dict in the current language: its non-empty English
    twin ``<field>_en`` in English, else the Vietnamese ``field`` (``''`` when missing)."""
    lang = current_language()
    if isinstance(obj, dict):
        vi = obj.get(field)
        en = obj.get(f"{field}_en")
    else:
        vi = getattr(obj, field, None)
        twins = getattr(obj, "twins", None)
        en = twins.get(field) if isinstance(twins, dict) else getattr(obj, f"{field}_en", None)
    if lang != DEFAULT_LANGUAGE and en:
        return en
    return "" if vi is None else vi


class Translator:
    """The gettext translations of one domain: every ``<localedir>/<lang>/LC_MESSAGES/<domain>/*.po``
    merged and compiled in memory on first use of ``lang`` (fuzzy and empty entries are not used)."""

    def __init__(self, domain: str, localedir: Path) -> None:
        self.domain = domain
        self.localedir = Path(localedir)
        self.translations = functools.cache(self._compile)  # lang → its compiled translations (vi: NullTranslations)

    def _compile(self, lang: str) -> _gettext.NullTranslations:
        if lang == DEFAULT_LANGUAGE:
            return _gettext.NullTranslations()
        from babel.messages.catalog import Catalog
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        merged = Catalog(locale=lang, domain=self.domain)
        for path in sorted((self.localedir / lang / "LC_MESSAGES" / self.domain).glob("*.po")):
            with open(path, "rb") as fh:
                cat = read_po(fh, locale=lang, domain=self.domain)
            for msg in cat:
                if not msg.id or msg.fuzzy or not msg.string:
                    continue
                if isinstance(msg.string, tuple) and not all(msg.string):
                    continue
                merged[msg.id] = msg
        buf = io.BytesIO()
        write_mo(buf, merged, use_fuzzy=False)
        buf.seek(0)
        return _gettext.GNUTranslations(buf)

    def gettext(self, message: str) -> str:
        """``message`` (a Vietnamese sentence, the msgid) in the current language."""
        return self.translations(current_language()).gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """Plural-aware :meth:`gettext` (Vietnamese has one form: ``singular`` is used)."""
        lang = current_language()
        if lang == DEFAULT_LANGUAGE:
            return singular
        return self.translations(lang).ngettext(singular, plural, n)

    def pgettext(self, context: str, message: str) -> str:
        """:meth:`gettext` of a ``message`` whose English depends on where it is used (``msgctxt`` ``context``)."""
        return self.translations(current_language()).pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for translation without translating it now (extracted into the catalogs)."""
    return message


WORDS = Translator("words", Path(__file__).resolve().parent / "locale")  # the sentences of the engines' facts


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a plural template (``n`` chooses the form) without translating it now."""
    return (singular, plural)


def number(x: float, decimals: int = 0, *, sign: bool = False) -> str:
    """``x`` in the current language: ``1000000`` → ``'1.000.000'`` / ``'1,000,000'``, ``decimals``
    digits after the decimal comma / point; ``sign``: ``'+'`` before a positive number. The minus sign is ``−``,
    and a number that rounds to 0 has none (``-0.04`` → ``'0,0'``)."""
    from babel.numbers import format_decimal

    pattern = "#,##0" + ("." + "0" * decimals if decimals else "")
    return format_decimal(round(x, decimals) + 0, format=f"+{pattern};-{pattern}" if sign else pattern,
                          locale=current_language()).replace("-", "−")


def signed(x: float, decimals: int = 0) -> str:
    """Points won or lost (:func:`number`): ``3`` → ``'+3'``, ``-3`` → ``'−3'``, ``0`` → ``'0'``."""
    return number(x, decimals, sign=round(x, decimals) != 0)


def listed(items, style: str = "standard") -> str:
    """Names or clauses joined in a sentence in the current language (Babel's ``format_list``): «a, b và c» /
    «a, b, and c»; ``style="or"`` for a choice: «a, b hoặc c» / «a, b, or c»; one item alone, ``''`` for none."""
    from babel.lists import format_list

    return format_list(list(items), style=style, locale=current_language())


def long_date(day) -> str:
    """A calendar day (``datetime.date``) in full in the current language: «ngày 8 tháng 12 năm 2026» /
    «December 8, 2026» (Babel's Vietnamese long form lacks «ngày» and «năm»)."""
    from babel.dates import format_date

    lang = current_language()
    return format_date(day, "'ngày' d 'tháng' M 'năm' y" if lang == "vi" else "long", locale=lang)


def short_time(at: float, tz: tzinfo) -> str:
    """A Unix time on the learner's clock (``tz``: the browser's zone, given by the app) with its month named, so the
    day and the month are never mixed up: «7 thg 12, 07:24» / «Dec 7, 07:24» (Babel's short day in the current
    language); the year only when it is not this year there: «7 thg 12, 2025, 07:24»."""
    from babel.dates import format_skeleton

    moment = datetime.fromtimestamp(at, tz)
    year = moment.year != datetime.now(tz).year
    return f"{format_skeleton('yMMMd' if year else 'MMMd', moment, locale=current_language())}, {moment:%H:%M}"
