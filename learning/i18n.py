"""The app's gettext domain ``hoc_chan`` (sentences of ``ui/``, ``learning/``, ``app_pages/`` and the router); English
in ``locale/en/LC_MESSAGES/hoc_chan/*.po``, kept in step by ``tools/i18n.py update`` (rules: :mod:`words.i18n`)."""
from __future__ import annotations

from pathlib import Path

from words.i18n import N_, Translator, current_language, language, text_of  # noqa: F401  (re-exported)

LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"

APP = Translator("hoc_chan", LOCALE_DIR)
"""The app's catalog."""

_ = APP.gettext
ngettext = APP.ngettext
pgettext = APP.pgettext
