"""Widget values kept or reset across a change the page did not see (Streamlit side).

Streamlit (1.67) keeps each widget's value twice: in the server's session state and in the
browser, which sends it back on every run. Deleting a key on the server does not reset what
the browser shows (it sends the old value again on the next click); *setting* the key does.
Used by the language switch (:func:`ui.i18n.carry_widget_values`: values re-sent in the new
language) and the learner switch (:func:`reset_to_defaults`: the previous learner's choices
cleared on screen too, issue 14). Relies on Streamlit's own session-state object; guarded:
if Streamlit changes it, nothing is done and a warning is logged.
"""
from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

import streamlit as st
from streamlit.errors import StreamlitAPIException

log = logging.getLogger(__name__)

__all__ = ["NOT_SETTABLE", "CHOICE_SERDES", "streamlit_state", "is_choice", "widget_meta", "reset_to_defaults"]


NOT_SETTABLE = frozenset({"trigger_value", "json_trigger_value", "string_trigger_value", "chat_input_value",
                           "file_uploader_state_value"})
"""Widget value kinds Streamlit refuses to have set through ``st.session_state`` (buttons,
form submits, chat inputs, file/camera/audio uploads): never re-sent."""


def streamlit_state() -> Any:
    """This session's Streamlit ``SessionState`` (Streamlit 1.67's own object, behind
    ``st.session_state``), or ``None`` outside a session or if Streamlit changed it."""
    try:
        from streamlit.runtime.state import get_session_state

        state = getattr(get_session_state(), "_state", None)
    except Exception:  # noqa: BLE001 — outside a session, or another Streamlit
        return None
    needed = ("get_widget_id_from_key", "get_widget_metadata")
    return state if all(callable(getattr(state, n, None)) for n in needed) else None


CHOICE_SERDES = frozenset({"SelectboxSerde", "RadioSerde", "MultiSelectSerde", "SelectSliderSerde",
                            "_SingleSelectButtonGroupSerde", "_MultiSelectButtonGroupSerde"})
"""Streamlit 1.67's value converters of the choice widgets (selectbox, radio, multiselect,
select slider, segmented control / pills): their value travels as the option's shown text."""


def is_choice(meta: Any) -> bool:
    """Whether the widget of ``meta`` (Streamlit's widget metadata) is a choice widget."""
    return type(getattr(meta.serializer, "__self__", None)).__name__ in CHOICE_SERDES


def widget_meta(state: Any, key: str) -> Any:
    """Streamlit's metadata of the widget drawn with ``key`` in the last run, or ``None`` (not
    a widget key, or a widget whose value cannot be set: :data:`NOT_SETTABLE`)."""
    wid = state.get_widget_id_from_key(key)
    meta = state.get_widget_metadata(wid) if wid is not None else None
    if meta is None or meta.value_type in NOT_SETTABLE:
        return None
    return meta


def reset_to_defaults(keys: Iterable[str]) -> list[str]:
    """Put each widget of ``keys`` back to the value it is drawn with by default, in the
    browser as well; call it in a callback (before the page runs). Keys that are not
    widgets are deleted from the session. Returns the widget keys reset. Never raises.

    Deleting a widget's key only resets the server's copy: the browser keeps showing the
    old choice and sends it back on the next click (a learner switch left the previous
    learner's cước chips on «Tính điểm» while the result ignored them). Here the widget's
    own default (its value converter given no browser value) is written to the key, so
    the next run sends it to the browser."""
    ss = st.session_state
    state = streamlit_state()
    if state is None:
        log.warning("Không đặt lại được các ô về mặc định: không đọc được trạng thái của Streamlit")
    done = []
    for key in list(keys):
        meta = None
        if state is not None:
            try:
                meta = widget_meta(state, key)
                default = meta.deserializer(None) if meta is not None else None
            except Exception:  # noqa: BLE001 — a widget whose default cannot be read: just forget it
                log.debug("Không đọc được giá trị mặc định của ô %r", key, exc_info=True)
                meta = None
        if meta is not None:
            try:
                ss[key] = default
                done.append(key)
                continue
            except StreamlitAPIException:
                log.debug("Streamlit không cho đặt lại ô %r", key, exc_info=True)
        ss.pop(key, None)
    return done
