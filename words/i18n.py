"""Languages for the words layer: the gettext machinery (:class:`Translator`) and the current language.

Sentences in code go through gettext: the Vietnamese sentence is the message id, written ``_("…")``
(or ``N_("…")`` where the text is defined before the language is known, ``NP_`` for a plural).
English lives in ``.po`` catalogs in the repository, one folder per domain (``words`` for the
engines' facts, ``hoc_chan`` for the app), one ``.po`` per source module, compiled in memory with
Babel the first time a language is used (no ``.mo`` is committed): ``python tools/i18n.py update``.
The current language itself (:func:`language`, :func:`current_language`, :func:`text_of`) lives in
:mod:`words.languages` and is re-exported here."""
from __future__ import annotations

import gettext as _gettext
import io
import threading
from pathlib import Path

from words.languages import (DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, check_language, current_language, language,
                           set_language_resolver, text_of)


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


WORDS = Translator("words", Path(__file__).resolve().parent / "locale")
"""The words layer's catalog (``words/locale``): every sentence of the engines' facts."""


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a plural template (``n`` chooses the form) without translating it now."""
    return (singular, plural)


def number(x: float, decimals: int = 0, *, sign: bool = False) -> str:
    """``x`` written in the current language (Babel's ``format_decimal``): ``1000000`` →
    ``'1.000.000'`` in Vietnamese, ``'1,000,000'`` in English; ``decimals`` digits after the
    decimal comma / point (``4.25, 1`` → ``'4,2'`` / ``'4.2'``, rounded as Python rounds);
    ``sign``: ``'+'`` before a positive number."""
    from babel.numbers import format_decimal

    pattern = "#,##0" + ("." + "0" * decimals if decimals else "")
    return format_decimal(round(x, decimals), format=f"+{pattern};-{pattern}" if sign else pattern,
                          locale=current_language())


__all__ = ["NP_", "WORDS", "DEFAULT_LANGUAGE", "LANGUAGE_NAMES", "LANGUAGES", "N_", "Translator", "check_language",
           "current_language", "language", "number", "set_language_resolver", "text_of"]
