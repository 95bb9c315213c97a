"""The language switch and game terms in English text (issue 15; Streamlit side).

* :func:`language_selector` — the sidebar switch «Ngôn ngữ · Language», kept in the
  link as ``?lang=en`` (like ``?luat=``) and remembered with the learner's other
  choices (the progress store's counters ``preferences``). Called by the router
  before the pages are built, so page titles are in the chosen language.
* The current language is read by :func:`chan_core.i18n.current_language` through the
  resolver this module installs (the session's ``lang``).
* :func:`term` — a game word inside English prose: *in italics*, with its English gloss
  from ``rules/glossary.yaml`` the first time it appears on the page
  (:func:`new_page` starts a page). In Vietnamese the word is returned unchanged.
* ``_``, ``N_``, ``ngettext`` — the app's gettext functions (:mod:`learning.i18n`).
"""
from __future__ import annotations

import logging
from typing import Any

import streamlit as st

from chan_core.i18n import (
    DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, current_language, set_language_resolver, text_of,
)
from learning.i18n import N_, _, ngettext

log = logging.getLogger(__name__)

__all__ = ["_", "N_", "ngettext", "LANG_PARAM", "language_selector", "current_language", "is_english",
           "t", "term", "new_page"]

LANG_PARAM = "lang"
"""The link parameter that carries the language (``?lang=en``; absent for Vietnamese)."""

SS_LANG = "lang"
"""The session key of the chosen language (kept when the learner changes)."""

PREFS = "preferences"
"""The learner's saved choices (progress store counters): ``{"lang": "en"}``."""

_GLOSSED = "hoc_chan__glossed"


def _session_language() -> str | None:
    try:
        lang = st.session_state.get(SS_LANG)
    except Exception:  # noqa: BLE001 — outside a Streamlit session (engine tests, CLI)
        return None
    return lang if lang in LANGUAGES else None


set_language_resolver(_session_language)


def is_english() -> bool:
    """Whether the page is being shown in English."""
    return current_language() == "en"


def saved_language() -> str | None:
    """The current learner's saved language (``None``: never chosen, or the store cannot be read)."""
    try:
        from learning import progress

        prefs = progress.get_store().counters(PREFS) or {}
    except Exception:  # noqa: BLE001 — a store that cannot be read: no saved choice
        log.debug("Không đọc được lựa chọn ngôn ngữ đã lưu", exc_info=True)
        return None
    lang = prefs.get("lang")
    return lang if lang in LANGUAGES else None


def _save_language() -> None:
    lang = _session_language()
    if lang is None:
        return
    try:
        from learning import progress

        store = progress.get_store()
        prefs = store.counters(PREFS) or {}
        store.save_counters(PREFS, {**prefs, "lang": lang})
    except Exception:  # noqa: BLE001 — not saved: the link and the session still carry it
        log.warning("Không lưu được lựa chọn ngôn ngữ", exc_info=True)


def _to_link(lang: str) -> None:
    qp = st.query_params
    if lang == DEFAULT_LANGUAGE:
        if LANG_PARAM in qp:
            del qp[LANG_PARAM]
    elif qp.get(LANG_PARAM) != lang:
        qp[LANG_PARAM] = lang


def language_selector() -> str:
    """The sidebar language switch; returns ``'vi'`` or ``'en'``.

    A new session takes the language from the link (``?lang=en``; an unknown value is
    ignored), else from the learner's saved choice, else Vietnamese. Afterwards the
    switch wins and is written back to the link each run (page changes drop the
    link's parameters) and saved for the learner when changed."""
    ss = st.session_state
    if ss.get(SS_LANG) not in LANGUAGES:
        from_link = st.query_params.get(LANG_PARAM)
        ss[SS_LANG] = from_link if from_link in LANGUAGES else (saved_language() or DEFAULT_LANGUAGE)
    _to_link(ss[SS_LANG])
    with st.sidebar:
        st.segmented_control("Ngôn ngữ · Language", LANGUAGES, key=SS_LANG, format_func=LANGUAGE_NAMES.get,
                             selection_mode="single", on_change=_save_language)
    if ss.get(SS_LANG) not in LANGUAGES:  # a segmented control can be clicked off: keep a language
        ss[SS_LANG] = DEFAULT_LANGUAGE
    return ss[SS_LANG]


def new_page() -> None:
    """Start a page: game terms are glossed again on their first use (:func:`term`)."""
    try:
        st.session_state[_GLOSSED] = set()
    except Exception:  # noqa: BLE001 — outside a session
        pass


def t(obj: Any, field: str) -> Any:
    """The text ``field`` of a rules/lesson object or scenario dict in the current language
    (its ``<field>_en`` twin in English; :func:`chan_core.i18n.text_of`)."""
    return text_of(obj, field)


def _entry_of(word: str) -> Any:
    """The glossary entry of ``word`` (the term or an alias): an exact match (case aside)
    first — «xướng» is not «xuông» — then one without diacritics (a typed «chiu»); ``None``."""
    from chan_core.rules.loader import load_rules  # cached: the rules loaded once per process
    from ui.inputs import fold

    gl = load_rules().glossary
    rounds = (  # «chắn» is the pair (term «chắn»), not the game (term «chắn (trò chơi)»)
        [(e, [e.term]) for e in gl],
        [(e, [e.term.split(" (")[0], *e.aliases]) for e in gl],
    )
    for same in (lambda n: n == word, lambda n: n.lower() == word.lower(), lambda n: fold(n) == fold(word)):
        for entries in rounds:
            for entry, names in entries:
                if any(same(n) for n in names):
                    return entry
    return None


def _gloss_of(word: str) -> str | None:
    """The glossary's ``gloss_en`` for ``word`` (see :func:`_entry_of`), ``None`` if unknown."""
    entry = _entry_of(word)
    return (getattr(entry, "gloss_en", None) or None) if entry is not None else None


def term(word: str, gloss: str | None = None) -> str:
    """A game word for prose in the current language (markdown).

    Vietnamese: ``word`` unchanged. English: the word in italics, linked to its glossary
    entry with the English gloss as the link's title (shown on hover):
    ``[*chắn*](thuat_ngu?tu=chan&lang=en "a pair of identical cards")``, and the first time on
    this page also followed by the gloss in brackets (``… (a pair of identical cards)``).
    ``gloss``: the gloss to use instead of the glossary's ``gloss_en`` (the word is then not
    linked unless the glossary knows it). An unknown word is just put in italics. Never raises."""
    if current_language() == DEFAULT_LANGUAGE:
        return word
    try:
        entry = _entry_of(word)
    except Exception:  # noqa: BLE001 — rules not loadable here: no gloss, no link
        entry = None
    g = gloss or (getattr(entry, "gloss_en", None) if entry is not None else None)
    if entry is not None and g:
        from learning.terms import GLOSSARY_PAGE

        title = g.replace('"', "'")
        shown = f'[*{word}*]({GLOSSARY_PAGE}?tu={entry.id}&{LANG_PARAM}=en "{title}")'
    else:
        shown = f"*{word}*"
    try:
        seen = st.session_state.setdefault(_GLOSSED, set())
    except Exception:  # noqa: BLE001 — outside a session: gloss every time
        seen = set()
    key = word.lower()
    if key in seen or not g:
        return shown
    seen.add(key)
    return f"{shown} ({g})"
