"""Languages for the words layer: the gettext machinery (:class:`Translator`) and the current language.

The Vietnamese sentence is the message id (``_("…")``; ``N_``/``NP_`` mark one defined before the language
is known). English lives in one ``.po`` per source module, compiled in memory on first use
(``python tools/i18n.py update``). The current language itself is :mod:`words.languages`, re-exported."""
from __future__ import annotations

import functools
import gettext as _gettext
import io
from pathlib import Path

from words.languages import (DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, current_language,
                           is_english, language, set_language_resolver, text_of)


class Translator:
    """The gettext translations of one domain: every ``<localedir>/<lang>/LC_MESSAGES/<domain>/*.po``
    merged and compiled in memory on first use of ``lang`` (fuzzy and empty entries are not used)."""

    def __init__(self, domain: str, localedir: Path) -> None:
        self.domain = domain
        self.localedir = Path(localedir)
        self.translations = functools.cache(self._compile)  # lang → its compiled translations (vi: NullTranslations)

    def __repr__(self) -> str:
        return f"Translator({self.domain!r}, Path({str(self.localedir)!r}))"

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
    """Mark ``message`` for translation without translating it now (extracted into the catalogs)."""
    return message


WORDS = Translator("words", Path(__file__).resolve().parent / "locale")  # the sentences of the engines' facts


def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a plural template (``n`` chooses the form) without translating it now."""
    return (singular, plural)


def number(x: float, decimals: int = 0, *, sign: bool = False) -> str:
    """``x`` in the current language: ``1000000`` → ``'1.000.000'`` / ``'1,000,000'``, ``decimals``
    digits after the decimal comma / point; ``sign``: ``'+'`` before a positive number."""
    from babel.numbers import format_decimal

    pattern = "#,##0" + ("." + "0" * decimals if decimals else "")
    return format_decimal(round(x, decimals), format=f"+{pattern};-{pattern}" if sign else pattern,
                          locale=current_language())


__all__ = ["WORDS", "DEFAULT_LANGUAGE", "LANGUAGE_NAMES", "LANGUAGES", "N_", "Translator",
           "current_language", "is_english", "language", "number", "set_language_resolver", "text_of"]
