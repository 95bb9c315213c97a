"""The app's gettext domain ``hoc_chan``: interface sentences of ``ui/``, ``learning/``, ``app_pages/``
and the router. ``_("Bài học")`` gives the sentence in the current language (:func:`words.current_language`);
English is in ``locale/en/LC_MESSAGES/hoc_chan/*.po`` (one file per source module, kept in step with ``python
tools/i18n.py update``). See :mod:`words.languages` for the rules (named placeholders, ``N_`` for module
constants)."""
from __future__ import annotations

from pathlib import Path

from words.i18n import N_, Translator, current_language, language, text_of  # noqa: F401  (re-exported)

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

APP = Translator("hoc_chan", LOCALE_DIR)
"""The app's catalog."""

_ = APP.gettext
ngettext = APP.ngettext
