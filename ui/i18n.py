"""The language switch and game terms in English text (Streamlit side): the sidebar switch and the
top-of-page button, kept in ``?lang=en`` and saved for the learner; a switch re-sends every choice in
the new language and adds no browser history entry; :func:`term` glosses a game word in English."""
from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

import streamlit as st
from babel.core import negotiate_locale

from words.i18n import (
    DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, current_language, is_english, language, set_language_resolver,
)
from learning.i18n import N_, _, ngettext
from ui.style import script_tag
from ui.widget_values import is_choice, refuse_link, streamlit_state, to_link, widget_meta
from chan_core.rules.loader import load_rules  # cached: the rules loaded once per process
from learning import progress
from learning.glosses import fold, names
from learning.terms import GLOSSARY_PAGE

log = logging.getLogger(__name__)

__all__ = ["_", "N_", "ngettext", "LANG_PARAM", "language_selector", "language_shortcut", "link_language",
           "carry_widget_values", "current_language", "is_english", "term", "new_page"]

LANG_PARAM = "lang"  # the link parameter (absent for Vietnamese)
SS_LANG = "lang"  # the session key of the language (kept when the learner changes)
PREFS = "preferences"  # the learner's saved choices (store counters): {"lang": "en"}
_GLOSSED = "hoc_chan__glossed"
_SHOWN = "hoc_chan__lang_shown"  # the language the last run was drawn in
SHORTCUT_KEY = "hoc_chan__lang_top"  # the top-of-page button; its box is this + "_box"
SWITCH_LABEL = "Ngôn ngữ · Language"  # in both languages, so a reader of either finds it


def _session_language() -> str | None:
    try:
        lang = st.session_state.get(SS_LANG)
    except Exception:  # noqa: BLE001 — outside a Streamlit session (engine tests, CLI)
        return None
    return lang if lang in LANGUAGES else None


set_language_resolver(_session_language)


def saved_language() -> str | None:
    """The current learner's saved language (``None``: never chosen, or the store cannot be read)."""
    try:
        prefs = progress.get_store().counters(PREFS) or {}
    except Exception:  # noqa: BLE001 — a store that cannot be read: no saved choice
        log.debug("Không đọc được lựa chọn ngôn ngữ đã lưu", exc_info=True)
        return None
    lang = prefs.get("lang")
    return lang if lang in LANGUAGES else None


def _save_language() -> None:
    """Remember the session's language for the learner (progress store ``preferences``)."""
    lang = _session_language()
    if lang is None:
        return
    try:
        store = progress.get_store()
        prefs = store.counters(PREFS) or {}
        store.save_counters(PREFS, {**prefs, "lang": lang})
    except Exception:  # noqa: BLE001 — not saved: the link and the session still carry it
        log.warning("Không lưu được lựa chọn ngôn ngữ", exc_info=True)


def header_language(header: str | None) -> str | None:
    """The app language an ``Accept-Language`` header prefers (q-values honoured, a region ignored:
    «fr, en-US;q=0.8, vi;q=0.5» → ``'en'``), else ``None``. Never raises."""
    ranked = []
    for i, part in enumerate((header or "").split(",")):
        tag, *params = (x.strip() for x in part.split(";"))
        q = next((x[2:] for x in params if x.startswith("q=")), "1")
        try:
            weight = float(q)
        except ValueError:  # an unreadable weight: the tag is skipped
            continue
        if 0 < weight <= 1:  # q=0 is «not this language»
            ranked.append((-weight, i, tag.lower()))
    return negotiate_locale([tag for _q, _i, tag in sorted(ranked)], LANGUAGES, sep="-")


def browser_language() -> str | None:
    """The app language the browser's ``Accept-Language`` prefers, else ``None`` (no header: AppTest, CLI)."""
    return header_language(st.context.headers.get("Accept-Language"))


def link_language(values: Iterable[Any]) -> str | None:
    """The language the link's ``lang`` values ask for (case, spaces and a region ignored; the last
    that names a language wins), else ``None``. Never raises."""
    found = None
    for v in values or ():
        code = str(v).strip().lower().replace("_", "-")
        base, sep, region = code.partition("-")
        if sep and region.isalnum():  # «en-us» → «en»; «en-» or «en-u s» stay unread
            code = base
        if code in LANGUAGES:
            found = code
    return found


def carry_widget_values(old: str, new: str) -> list[str]:
    """Keep every widget's value when the language changes from ``old`` to ``new`` (in the switch's
    callback): each choice widget, and any other whose text differs, is re-sent in the new language
    (Streamlit sends a choice as its shown text); keys Streamlit refuses are skipped. Returns the keys
    re-sent. Never raises."""
    if old == new or old not in LANGUAGES or new not in LANGUAGES:
        return []
    state = streamlit_state()
    if state is None:
        log.warning("Không giữ được các lựa chọn khi đổi ngôn ngữ: không đọc được trạng thái của Streamlit")
        return []
    ss = st.session_state
    moved = []
    for key in list(ss.keys()):
        if key == SS_LANG:
            continue
        try:
            meta = widget_meta(state, key)
            value = ss[key]  # the browser's text, read with the options of the run it saw (old language)
            if meta is None or value is None:
                continue
            if not is_choice(meta):
                with language(old):
                    before = meta.serializer(value)
                with language(new):
                    after = meta.serializer(value)
                if before == after:
                    continue
            ss[key] = value
            moved.append(key)
        except Exception:  # noqa: BLE001 — a widget gone, a value its format_func cannot show, a key refused
            log.debug("Bỏ qua ô %r khi đổi ngôn ngữ", key, exc_info=True)
    return moved


def _switched() -> None:
    """Callback of the sidebar switch: keep the page's choices, remember the language."""
    carry_widget_values(st.session_state.get(_SHOWN), st.session_state[SS_LANG])
    _save_language()


def _switch_to(lang: str) -> None:
    """Callback of the top-of-page button: the same as choosing ``lang`` in the sidebar switch."""
    st.session_state[SS_LANG] = lang
    _switched()


def language_selector() -> str:
    """The sidebar language switch; returns ``'vi'`` or ``'en'``. A new session takes the link's
    language (saved for the learner), else the learner's saved one, else the browser's, else Vietnamese;
    the switch is written back to the link."""
    ss = st.session_state
    if ss.get(SS_LANG) not in LANGUAGES:
        asked = st.query_params.get_all(LANG_PARAM)
        from_link, saved = link_language(asked), saved_language()
        ss[SS_LANG] = from_link or saved or browser_language() or DEFAULT_LANGUAGE
        if asked and from_link is None:  # a bad value: said, and the language chosen without it
            refuse_link(LANG_PARAM, asked[-1], ss[SS_LANG])
        if from_link and saved and from_link != saved:  # the link's language is a choice: a reload keeps it
            _save_language()
    to_link(LANG_PARAM, ss[SS_LANG], DEFAULT_LANGUAGE)
    with st.sidebar:
        st.segmented_control(SWITCH_LABEL, LANGUAGES, key=SS_LANG, format_func=LANGUAGE_NAMES.get,
                             selection_mode="single", required=True, on_change=_switched)
    ss[_SHOWN] = ss[SS_LANG]
    return ss[SS_LANG]


HISTORY_SCRIPT = script_tag("lang_history.js")  # one history entry per run; a change only in lang: none


def language_shortcut() -> None:
    """The top-of-page button naming the other language in its own words, doing what the switch does,
    and :data:`HISTORY_SCRIPT`."""
    lang = current_language()
    other = next((x for x in LANGUAGES if x != lang), DEFAULT_LANGUAGE)
    with st.container(horizontal=True, horizontal_alignment="right", key=f"{SHORTCUT_KEY}_box"):
        st.button(LANGUAGE_NAMES[other], key=SHORTCUT_KEY, icon=":material/translate:", type="tertiary",
                  help=SWITCH_LABEL, on_click=_switch_to, args=(other,))
        st.html(HISTORY_SCRIPT, width="content", unsafe_allow_javascript=True)


def new_page() -> None:
    """Start a page: game terms are glossed again on their first use (:func:`term`)."""
    st.session_state[_GLOSSED] = set()


def _entry_of(word: str) -> Any:
    """The glossary entry of ``word`` (term or alias): exact, then case aside, then without diacritics."""
    terms = [n for n in names() if n.kind == "term"]  # exact terms first: «chắn» is the pair, not the game
    for same in (lambda n: n == word, lambda n: n.lower() == word.lower(), lambda n: fold(n) == fold(word)):
        hit = next((n.key for n in terms if same(n.name)), None)
        if hit is not None:
            return next(e for e in load_rules().glossary if e.id == hit)
    return None


def term(word: str, gloss: str | None = None) -> str:
    """A game word for prose: unchanged in Vietnamese; in English in italics, linked to its glossary
    entry with the gloss as title, and followed by the gloss the first time on the page. Never raises."""
    if current_language() == DEFAULT_LANGUAGE:
        return word
    try:
        entry = _entry_of(word)
    except Exception:  # noqa: BLE001 — rules not loadable here: no gloss, no link
        entry = None
    g = gloss or getattr(entry, "gloss_en", None)
    shown = f"*{word}*"
    if entry is not None and g:
        title = g.replace('"', "'")
        shown = f'[{shown}]({GLOSSARY_PAGE}?tu={entry.id}&{LANG_PARAM}=en "{title}")'
    try:
        seen = st.session_state.setdefault(_GLOSSED, set())
    except Exception:  # noqa: BLE001 — outside a session: gloss every time
        seen = set()
    key = word.lower()
    if key in seen or not g:
        return shown
    seen.add(key)
    return f"{shown} ({g})"
