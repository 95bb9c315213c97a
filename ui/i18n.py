"""The language switch and game terms in English text (issue 15; Streamlit side).

* :func:`language_selector` — the sidebar switch «Ngôn ngữ · Language», kept in the
  link as ``?lang=en`` (like ``?luat=``) and remembered with the learner's other
  choices (the progress store's counters ``preferences``). Called by the router
  before the pages are built, so page titles are in the chosen language.
  :func:`language_shortcut` — the same switch as one small «English» / «Tiếng Việt»
  button at the top of every page (the sidebar is long, and closed on a phone).
* Switching keeps what the learner chose and typed (:func:`carry_widget_values`):
  Streamlit sends a choice widget's value as its *shown* text, so every choice shown
  in words is re-sent in the new language. Changing only the language never adds a
  browser history entry (:data:`HISTORY_SCRIPT`).
* The current language is read by :func:`words.current_language` through the
  resolver this module installs (the session's ``lang``).
* :func:`term` — a game word inside English prose: *in italics*, with its English gloss
  from ``rules/glossary.yaml`` the first time it appears on the page
  (:func:`new_page` starts a page). In Vietnamese the word is returned unchanged.
* ``_``, ``N_``, ``ngettext`` — the app's gettext functions (:mod:`learning.i18n`).
"""
from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

import streamlit as st
from streamlit.errors import StreamlitAPIException

from words.i18n import (
    DEFAULT_LANGUAGE, LANGUAGE_NAMES, LANGUAGES, current_language, language, set_language_resolver, text_of,
)
from learning.i18n import N_, _, ngettext
from ui.widget_values import is_choice, streamlit_state, widget_meta

log = logging.getLogger(__name__)

__all__ = ["_", "N_", "ngettext", "LANG_PARAM", "language_selector", "language_shortcut", "link_language",
           "carry_widget_values", "current_language", "is_english", "t", "term", "new_page"]

LANG_PARAM = "lang"
"""The link parameter that carries the language (``?lang=en``; absent for Vietnamese)."""

SS_LANG = "lang"
"""The session key of the chosen language (kept when the learner changes)."""

PREFS = "preferences"
"""The learner's saved choices (progress store counters): ``{"lang": "en"}``."""

_GLOSSED = "hoc_chan__glossed"

_SHOWN = "hoc_chan__lang_shown"
"""The session key of the language the last run was drawn in (what the browser shows now)."""

SHORTCUT_KEY = "hoc_chan__lang_top"
"""Key of the top-of-page language button (:func:`language_shortcut`); its box is ``st-key-`` + this + ``_box``."""

SWITCH_LABEL = "Ngôn ngữ · Language"
"""The switch's label: in both languages, so a reader of either finds it."""


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
    """Remember the session's language for the learner (progress store ``preferences``)."""
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


def link_language(values: Iterable[Any]) -> str | None:
    """The language a link asks for: ``values`` are the link's ``lang`` parameters in order
    (``st.query_params.get_all("lang")``). Case and surrounding spaces do not matter
    (``?lang=EN`` is English); a regional tag is read as its base language (``en-US``,
    ``en_GB``, ``vi-VN``); of contradictory ones (``?lang=vi&lang=en``) the last that
    names a language wins, as for Streamlit's ``st.query_params["lang"]``. ``None`` when
    none names a language (``?lang=fr``, ``?lang=``, ``?lang=english``, no parameter). Never raises."""
    found = None
    for v in values or ():
        code = str(v).strip().lower().replace("_", "-")
        base, sep, region = code.partition("-")
        if sep and region.isalnum():  # «en-us» → «en»; «en-» or «en-u s» stay unread
            code = base
        if code in LANGUAGES:
            found = code
    return found


def _to_link(lang: str) -> None:
    """Keep the link's ``lang`` as exactly one clean value: ``?lang=en`` for English, none for
    Vietnamese (the default); a repeated, mis-cased or unknown ``lang`` is rewritten. Other
    parameters are left alone."""
    qp = st.query_params
    want = [] if lang == DEFAULT_LANGUAGE else [lang]
    if qp.get_all(LANG_PARAM) == want:
        return
    if want:
        qp[LANG_PARAM] = lang  # replaces every earlier value
    else:
        del qp[LANG_PARAM]


def carry_widget_values(old: str, new: str) -> list[str]:
    """Keep every widget's value when the language changes from ``old`` to ``new``; call it
    in the switch's callback (before the page runs). Returns the keys re-sent.

    Streamlit (1.67) sends a choice widget's value (selectbox, radio, segmented control,
    pills, multiselect, select slider) between browser and server as the option's *shown
    text* (``format_func``). After a language switch the browser still holds the old
    language's text, which no longer names an option: the widget lost its choice or
    showed nothing selected, and a page could even receive the raw old text. Here each
    keyed widget's value is read with the previous run's options (the old language's
    texts still map to it) and written back (``st.session_state[k] = value``), so the next
    run sends it to the browser in the new language: every choice widget (its
    ``format_func`` may be a dict of texts made in the old run, so whether its text
    changes cannot be told here), and any other widget whose text differs between ``old``
    and ``new``. Typed text, numbers and ticks are left exactly as they are. Buttons, form
    submits and uploads (:data:`ui.widget_values.NOT_SETTABLE`) are never set; a key Streamlit refuses
    (``StreamlitAPIException``) is skipped. Unkeyed widgets cannot be kept (their identity
    includes their translated label): every value widget of ``app_pages/`` and ``ui/`` has
    a key (tests/words/test_language_switch.py). Never raises."""
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
            if meta is None:
                continue
            value = ss[key]  # the browser's text, read with the options of the run it saw (old language)
            if value is None:
                continue
            if not is_choice(meta):
                with language(old):
                    before = meta.serializer(value)
                with language(new):
                    after = meta.serializer(value)
                if before == after:
                    continue
        except Exception:  # noqa: BLE001 — a widget gone or a value its format_func cannot show: leave it
            log.debug("Bỏ qua ô %r khi đổi ngôn ngữ", key, exc_info=True)
            continue
        try:
            ss[key] = value
        except StreamlitAPIException:
            log.debug("Streamlit không cho đặt lại ô %r", key, exc_info=True)
            continue
        moved.append(key)
    return moved


def _switched() -> None:
    """Callback of the sidebar switch: keep the page's choices, remember the language."""
    ss = st.session_state
    new = _session_language()
    old = ss.get(_SHOWN)
    if new is None:  # cannot happen (``required=True``); keep the language shown
        ss[SS_LANG] = old if old in LANGUAGES else DEFAULT_LANGUAGE
        return
    if old in LANGUAGES:
        carry_widget_values(old, new)
    _save_language()


def _switch_to(lang: str) -> None:
    """Callback of the top-of-page button: the same as choosing ``lang`` in the sidebar switch."""
    st.session_state[SS_LANG] = lang
    _switched()


def language_selector() -> str:
    """The sidebar language switch; returns ``'vi'`` or ``'en'``.

    A new session takes the language from the link (``?lang=en``, any case; of
    contradictory values the last — :func:`link_language`; an unknown value is
    ignored), else from the learner's saved choice, else Vietnamese. Afterwards the
    switch wins and is written back to the link each run as one clean ``lang`` (page
    changes drop the link's parameters), and saved for the learner when changed. A
    switch keeps the page's choices (:func:`carry_widget_values`). The switch cannot be
    clicked off (``required``)."""
    ss = st.session_state
    if ss.get(SS_LANG) not in LANGUAGES:
        from_link = link_language(st.query_params.get_all(LANG_PARAM))
        ss[SS_LANG] = from_link or saved_language() or DEFAULT_LANGUAGE
    _to_link(ss[SS_LANG])
    with st.sidebar:
        st.segmented_control(SWITCH_LABEL, LANGUAGES, key=SS_LANG, format_func=LANGUAGE_NAMES.get,
                             selection_mode="single", required=True, on_change=_switched)
    lang = ss.get(SS_LANG)
    if lang not in LANGUAGES:  # cannot happen (``required``); never set a drawn widget's key here
        lang = DEFAULT_LANGUAGE
    ss[_SHOWN] = lang
    return lang


HISTORY_SCRIPT = """<script>
(() => {
  if (window.__hocChanLangHistory) return;
  window.__hocChanLangHistory = true;
  const strip = (url) => {
    const u = new URL(url, window.location.href);
    u.searchParams.delete("lang");
    u.searchParams.sort();
    return u.pathname + "?" + u.searchParams.toString() + u.hash;
  };
  const push = window.history.pushState.bind(window.history);
  window.history.pushState = function (state, title, url) {
    try {
      if (url !== undefined && url !== null && strip(url) === strip(window.location.href)) {
        return window.history.replaceState(state, title, url);
      }
    } catch (e) { /* an unusual URL: leave it to the browser */ }
    return push(state, title, url);
  };
})();
</script>"""
"""Browser script put on every page by :func:`language_shortcut`: Streamlit adds a history
entry for every change of the link's parameters, so switching the language took two Back
presses to leave the page (the first only removed ``?lang=en`` and the app wrote it back).
A change of the link that differs only in ``lang`` now replaces the current entry instead;
page changes and other parameters are untouched."""


def language_shortcut() -> None:
    """The top-of-page language button (called by :func:`ui.run_page` on every page): one
    small button naming the other language in its own words («English» on a Vietnamese page,
    «Tiếng Việt» on an English one), doing what the sidebar switch does — findable by a reader
    who knows no Vietnamese, also on a phone where the sidebar starts closed. Also puts
    :data:`HISTORY_SCRIPT` on the page."""
    lang = current_language()
    other = next((x for x in LANGUAGES if x != lang), DEFAULT_LANGUAGE)
    with st.container(horizontal=True, horizontal_alignment="right", key=f"{SHORTCUT_KEY}_box"):
        st.button(LANGUAGE_NAMES[other], key=SHORTCUT_KEY, icon=":material/translate:", type="tertiary",
                  help=SWITCH_LABEL, on_click=_switch_to, args=(other,))
        st.html(HISTORY_SCRIPT, width="content", unsafe_allow_javascript=True)


def new_page() -> None:
    """Start a page: game terms are glossed again on their first use (:func:`term`)."""
    try:
        st.session_state[_GLOSSED] = set()
    except Exception:  # noqa: BLE001 — outside a session
        pass


def t(obj: Any, field: str) -> Any:
    """The text ``field`` of a rules/lesson object or scenario dict in the current language
    (its ``<field>_en`` twin in English; :func:`words.text_of`)."""
    return text_of(obj, field)


def _entry_of(word: str) -> Any:
    """The glossary entry of ``word`` (the term or an alias): an exact match (case aside)
    first — «xướng» is not «xuông» — then one without diacritics (a typed «chiu»); ``None``."""
    from chan_core.rules.loader import load_rules  # cached: the rules loaded once per process
    from learning.glosses import fold  # the one folding (ui.fold is this one): no ui.inputs, no cycle

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
