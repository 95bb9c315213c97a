"""Languages for the words layer: the current language and the gettext machinery.

While the engines move to facts (issue 23) the machinery still lives in
:mod:`chan_core.i18n`; this module is where the rest of the app takes it from, so the move
only changes this file."""
from __future__ import annotations

from chan_core.i18n import (DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, N_, Translator, check_language,
                            current_language, language, set_language_resolver, text_of)

from pathlib import Path

WORDS = Translator("words", Path(__file__).resolve().parent / "locale")
"""The words layer's catalog (``words/locale``): every sentence of the engines' facts."""



def NP_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a plural template (``n`` chooses the form) without translating it now."""
    return (singular, plural)


__all__ = ["NP_", "WORDS", "DEFAULT_LANGUAGE", "LANGUAGE_NAMES", "LANGUAGES", "N_", "Translator", "check_language",
           "current_language", "language", "set_language_resolver", "text_of"]
