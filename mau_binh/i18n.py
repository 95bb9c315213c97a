"""The Mậu binh engine's gettext domain ``mau_binh`` (issue 15).

Its explanations (why a binh is lủng, how two chi compare, what a duel scores, the drill's
grade) and its :class:`~chan_core.errors.ChanError` messages are written in Vietnamese —
the message id — and read through ``_()`` with named placeholders:
``_("{chi} cần đúng {size} lá, ở đây có {count} lá.").format(chi=…, size=3, count=4)``.
English is in ``mau_binh/locale/en/LC_MESSAGES/mau_binh/<module>.po`` (one catalog per
module, kept in step with ``python tools/i18n.py update mau_binh``). The language is the
one of :func:`chan_core.i18n.current_language` (Vietnamese unless a page or a
``with language('en')`` block asks for English). The game's words stay Vietnamese in
English text: chi đầu / chi giữa / chi cuối, binh lủng, mậu binh and the category and
special-hand names (``rules/mau_binh.yaml``).
"""
from __future__ import annotations

from pathlib import Path

from chan_core.i18n import DEFAULT_LANGUAGE, N_, Translator, current_language

__all__ = ["_", "N_", "ngettext", "MAU_BINH", "english"]

MAU_BINH = Translator("mau_binh", Path(__file__).resolve().parent / "locale")
"""The catalog of the Mậu binh engine (``mau_binh/locale``)."""

_ = MAU_BINH.gettext
ngettext = MAU_BINH.ngettext


def english() -> bool:
    """Whether text is being produced in English now (not the default language)."""
    return current_language() != DEFAULT_LANGUAGE
