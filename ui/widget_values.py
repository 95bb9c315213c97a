"""Widget values kept or reset across a change the page did not see. Streamlit keeps a widget's
value in the server and the browser; only *setting* its key updates the browser. Guarded: if
Streamlit's session-state object changes, nothing is done and a warning is logged."""
from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

import streamlit as st
from streamlit.errors import StreamlitAPIException

log = logging.getLogger(__name__)


# value kinds Streamlit refuses to have set through st.session_state (buttons, uploads …)
NOT_SETTABLE = frozenset({"trigger_value", "json_trigger_value", "string_trigger_value", "chat_input_value",
                           "file_uploader_state_value"})


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


# Streamlit's choice widgets' converters: their value travels as the option's shown text
CHOICE_SERDES = frozenset({"SelectboxSerde", "RadioSerde", "MultiSelectSerde", "SelectSliderSerde",
                            "_SingleSelectButtonGroupSerde", "_MultiSelectButtonGroupSerde"})


def is_choice(meta: Any) -> bool:
    """Whether the widget of ``meta`` (Streamlit's widget metadata) is a choice widget."""
    return type(getattr(meta.serializer, "__self__", None)).__name__ in CHOICE_SERDES


def widget_meta(state: Any, key: str) -> Any:
    """Streamlit's metadata of the widget drawn with ``key`` in the last run, or ``None`` (not
    a widget key, or a widget whose value cannot be set: :data:`NOT_SETTABLE`)."""
    wid = state.get_widget_id_from_key(key)
    meta = state.get_widget_metadata(wid) if wid is not None else None
    return None if meta is None or meta.value_type in NOT_SETTABLE else meta


def to_link(name: str, value: str, default: str) -> None:
    """Keep the link's ``?name=`` as one value, ``value``, or none when it is ``default``; other parameters
    are left alone."""
    qp = st.query_params
    want = [] if value == default else [value]
    if qp.get_all(name) != want:
        if want:
            qp[name] = value  # replaces every earlier value
        else:
            del qp[name]


REFUSED = "hoc_chan__link_refused"  # {name: (raw, used or None)}: link values not understood, not yet said


def refuse_link(name: str, raw: Any, used: str | None = None) -> None:
    """Note that the link's ``?name=raw`` was not understood; the page shell says so once, with ``used``
    (default: the link's value after the page ran)."""
    st.session_state.setdefault(REFUSED, {})[name] = (str(raw), used)


PENDING = "hoc_chan__resend"  # the keys reset_to_defaults cleared: {"keys": [...], "phase": ...}


def reset_to_defaults(keys: Iterable[str]) -> list[str]:
    """Forget the values of ``keys`` on the server and in the browser (in a callback): they are
    deleted, the page gives each its value, and :func:`finish_run` asks for one more run in which
    :func:`resend_pending` writes them back. Returns the widget keys among ``keys``. Never raises."""
    ss = st.session_state
    state = streamlit_state()
    if state is None:
        log.warning("Không đặt lại được các ô trên màn hình: không đọc được trạng thái của Streamlit")
    widgets = []
    for key in list(keys):
        try:
            if state is not None and widget_meta(state, key) is not None:
                widgets.append(key)
        except Exception:  # noqa: BLE001 — not a widget Streamlit can tell us about: just forget it
            log.debug("Không đọc được ô %r", key, exc_info=True)
        ss.pop(key, None)
    if widgets:
        ss[PENDING] = {"keys": widgets, "phase": "deleted"}
    return widgets


def rerun_coming() -> bool:
    """Whether this run will be followed at once by another (:func:`finish_run`): one-shot
    messages should be shown but kept for that run."""
    pending = st.session_state.get(PENDING)
    return isinstance(pending, dict) and pending.get("phase") == "deleted"


def finish_run() -> None:
    """End of a run (the router, after the page): after :func:`reset_to_defaults`, ask for one
    more run so :func:`resend_pending` can send the page's values to the browser."""
    if rerun_coming():
        st.session_state[PENDING]["phase"] = "resend"
        st.rerun()


def resend_pending() -> list[str]:
    """At the start of a run: write each key :func:`reset_to_defaults` cleared back with the value the
    last run gave it. Returns the keys written. Never raises."""
    ss = st.session_state
    pending = ss.get(PENDING)
    if not isinstance(pending, dict) or pending.get("phase") != "resend":
        return []
    ss.pop(PENDING, None)
    done = []
    for key in pending.get("keys", []):
        if key not in ss:
            continue
        try:
            ss[key] = ss[key]
            done.append(key)
        except StreamlitAPIException:
            log.debug("Streamlit không cho đặt lại ô %r", key, exc_info=True)
    return done
