"""Languages: Vietnamese (the default and the source language) and English (issue 15).

Two kinds of text are translated, each the standard way:

* **Sentences in code** (labels, messages, the engine's explanations) go through
  gettext: the Vietnamese sentence is the message id, written ``_("…")`` (or
  ``N_("…")`` where the text is defined before the language is known — a module
  constant — and ``_()`` is called where it is shown). English lives in ``.po``
  catalogs in the repository, one folder per *domain* (``chan_core`` for the engine,
  ``hoc_chan`` for the app, ``mau_binh``), one ``.po`` file per source module:
  ``<localedir>/en/LC_MESSAGES/<domain>/<module>.po``. They are compiled in memory
  with Babel the first time a language is used (no ``.mo`` is committed). Keep them
  in step with the code with ``python tools/i18n.py update``.
* **Rule and lesson texts** in YAML carry their English twin beside them
  (``definition`` / ``definition_en``): :class:`chan_core.rules.base.RulesModel`
  checks the twins and :func:`text_of` picks the one for the current language.

The current language is per learner session, not per process: a ``ContextVar``
set with :func:`language` (a ``with`` block) wins; otherwise the resolver the app
installs with :func:`set_language_resolver` (the Streamlit session's choice);
otherwise :data:`DEFAULT_LANGUAGE`. This module never imports Streamlit.

Placeholders are named and filled after translation:
``_("Bài {n}: {title}").format(n=3, title=…)`` — f-strings cannot be translated.
"""
from __future__ import annotations

import contextlib
import gettext as _gettext
import io
import threading
from contextvars import ContextVar
from pathlib import Path
from typing import Any, Callable, Iterator

from chan_core.errors import ChanError

LANGUAGES: tuple[str, ...] = ("vi", "en")
"""Every language the app speaks; the first is the default and the source language."""

DEFAULT_LANGUAGE = "vi"

LANGUAGE_NAMES = {"vi": "Tiếng Việt", "en": "English"}
"""Each language in its own words (what the language switch shows)."""

_current: ContextVar[str | None] = ContextVar("hoc_chan_language", default=None)
_resolver: Callable[[], str | None] | None = None


def set_language_resolver(fn: Callable[[], str | None] | None) -> None:
    """Install ``fn`` (no arguments → a language code or ``None``) as the source of the
    current language when no :func:`language` block is active (the app: the Streamlit
    session's choice). ``None`` removes it. A resolver that raises counts as ``None``."""
    global _resolver
    _resolver = fn


def check_language(lang: object) -> str:
    """``lang`` if it is one of :data:`LANGUAGES`; else :class:`ChanError` naming it."""
    if not isinstance(lang, str) or lang not in LANGUAGES:
        raise ChanError(f"Ngôn ngữ {lang!r} không có; chọn một trong: {', '.join(LANGUAGES)}.")
    return lang


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


@contextlib.contextmanager
def language(lang: str) -> Iterator[str]:
    """``with language('en'):`` — text inside is produced in ``lang`` (this thread/task only).

    Raises :class:`ChanError` for a language not in :data:`LANGUAGES`."""
    token = _current.set(check_language(lang))
    try:
        yield lang
    finally:
        _current.reset(token)


class Translator:
    """The gettext translations of one domain.

    ``Translator('hoc_chan', Path('locale'))`` reads every
    ``locale/<lang>/LC_MESSAGES/hoc_chan/*.po`` (and ``…/hoc_chan.po`` if present),
    merges them and compiles them in memory (Babel) on first use of ``lang``. Fuzzy
    and empty entries are not used (the sentence stays Vietnamese; the catalog test
    forbids them). :meth:`gettext` returns the current language's text."""

    def __init__(self, domain: str, localedir: Path) -> None:
        self.domain = domain
        self.localedir = Path(localedir)
        self._compiled: dict[str, _gettext.NullTranslations] = {}
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"Translator({self.domain!r}, Path({str(self.localedir)!r}))"

    def po_files(self, lang: str) -> list[Path]:
        """The ``.po`` files of ``lang`` for this domain, sorted (may be empty)."""
        base = self.localedir / lang / "LC_MESSAGES"
        files = sorted((base / self.domain).glob("*.po")) if (base / self.domain).is_dir() else []
        single = base / f"{self.domain}.po"
        return ([single] if single.is_file() else []) + files

    def translations(self, lang: str) -> _gettext.NullTranslations:
        """The compiled translations of ``lang`` (``NullTranslations`` for Vietnamese)."""
        got = self._compiled.get(lang)
        if got is not None:
            return got
        with self._lock:
            got = self._compiled.get(lang)
            if got is None:
                got = self._compile(lang)
                self._compiled[lang] = got
        return got

    def _compile(self, lang: str) -> _gettext.NullTranslations:
        if lang == DEFAULT_LANGUAGE:
            return _gettext.NullTranslations()
        from babel.messages.catalog import Catalog
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        merged = Catalog(locale=lang, domain=self.domain)
        for path in self.po_files(lang):
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
        lang = current_language()
        if lang == DEFAULT_LANGUAGE:
            return message
        return self.translations(lang).gettext(message)

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        """Plural-aware :meth:`gettext` (Vietnamese has one form: ``singular`` is used)."""
        lang = current_language()
        if lang == DEFAULT_LANGUAGE:
            return singular
        return self.translations(lang).ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Mark ``message`` for translation without translating it now (module constants):
    it is extracted into the catalogs; call ``_()`` on it where it is shown."""
    return message


ENGINE = Translator("chan_core", Path(__file__).resolve().parent / "locale")
"""The engine's catalog (``chan_core/locale``): its explanations, verdicts and errors."""

_ = ENGINE.gettext
ngettext = ENGINE.ngettext


def text_of(obj: object, field: str) -> Any:
    """The text ``field`` of a rules/lesson object in the current language: its
    English twin ``<field>_en`` when the language is English and the twin is not
    empty, else the Vietnamese ``field``. Works for models (attributes or a
    ``twins`` mapping, see :class:`chan_core.rules.base.RulesModel`) and for plain
    dicts (scenario files). Returns ``''`` when the field is missing."""
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
