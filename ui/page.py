"""The page wrapper used by the router (:func:`run_page`) and guarded widget callbacks
(:func:`guard_callback`): an unexpected error becomes a friendly box, never a traceback."""
from __future__ import annotations

import json
import logging
from typing import Any
from urllib.parse import quote
import functools

import streamlit as st

from chan_core.errors import ChanError
from learning.daily import clock
from learning.i18n import N_, _
from ui.feedback import GENERIC_ERROR, literal, show_error
from ui.widget_values import REFUSED
from ui.i18n import language_shortcut, new_page
from ui.style import APP_CSS

log = logging.getLogger("hoc_chan.ui")

__all__ = ["HIDE_ENGLISH_HINTS", "CALLBACK_ERROR", "guard_callback", "link_value", "show_link_notice", "run_page", "browser_zone"]

HIDE_ENGLISH_HINTS = (  # Streamlit's English «Press Enter to submit form» under text boxes
    "<style>[data-testid='InputInstructions']{display:none !important}</style>"
)
ENTER_HINT = N_("Bấm Enter để dùng số này")
"""Said in a number box (:func:`ui.inputs.typed_number`, ``ui/assets/app.css``) where Streamlit would say «Press Enter to
apply»: in the learner's language."""

CALLBACK_ERROR = N_(
    "Rất tiếc, nút bạn vừa bấm gặp lỗi ngoài ý muốn nên chưa làm được. "
    "Hãy thử lại; nếu vẫn lỗi, hãy tải lại trang."
)
_CALLBACK_NOTICE = "_ui_callback_error"


def guard_callback(fn: Any, *, on_error: Any = None) -> Any:
    """``fn`` (a widget callback; ``@guard_callback``) guarded: an exception is logged and :data:`CALLBACK_ERROR`
    shown on the next run, unless ``on_error(exc)`` returns true; Streamlit's control flow passes through."""
    @functools.wraps(fn)
    def guarded(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except Exception as e:  # noqa: BLE001 — last line of defence of a callback, logged
            log.exception("Unexpected error in callback %s", getattr(fn, "__qualname__", fn))
            try:
                handled = on_error is not None and bool(on_error(e))
            except Exception:  # noqa: BLE001 — the handler itself must not break the page
                log.exception("Error in the error handler of callback %s", getattr(fn, "__qualname__", fn))
                handled = False
            if not handled:
                st.session_state[_CALLBACK_NOTICE] = CALLBACK_ERROR
            return None

    return guarded


LINK_REFUSED = N_("Địa chỉ trang có «{param}={raw}» — giá trị này không dùng được; trang dùng {param}={used}.")
LINK_IGNORED = N_("Địa chỉ trang có «{param}={raw}» — giá trị này không dùng được nên trang bỏ qua nó.")


def link_value(raw: Any) -> str:
    """A link's value quoted literally: a character that cannot be seen (a NUL, a control or format character, a space
    other than « ») written as the address writes it («1%00»), so the quote is never only its visible part."""
    return literal("".join(ch if ch.isprintable() else quote(ch, safe="", errors="replace") for ch in str(raw)))


def show_link_notice(where: Any) -> None:
    """Say (once, in ``where``) each link value the page did not understand (:func:`refuse_link`) and
    what it uses instead."""
    refused = st.session_state.pop(REFUSED, None)
    if not refused:
        return
    lines = []
    for param, (raw, used) in refused.items():
        used = used if used is not None else st.query_params.get(param)
        msg = _(LINK_IGNORED if used is None else LINK_REFUSED)
        lines.append(msg.format(param=param, raw=link_value(raw), used=literal(used)))
    where.warning("  \n".join(lines), icon=":material/link_off:")


def run_page(page: Any) -> None:
    """Run a ``st.navigation`` page under the language button, after the notice of a callback that failed on the
    previous click (:func:`guard_callback`); a :class:`ChanError` shows its message,
    anything else :data:`GENERIC_ERROR` (logged); Streamlit's control flow passes through."""
    st.html(HIDE_ENGLISH_HINTS + APP_CSS  # the app's CSS: nothing cut off or wider than a phone (ui/style.py)
            + "<style>:root{--hc-enter-hint:%s}</style>" % json.dumps(_(ENTER_HINT), ensure_ascii=False))
    language_shortcut()  # the language switch where every reader sees it, also on a phone (issue 15)
    new_page()  # game terms glossed again on their first use on this page (issue 15)
    if failed := st.session_state.pop(_CALLBACK_NOTICE, None):  # a button whose callback failed (guard_callback):
        st.error(_(failed), icon=":material/sentiment_dissatisfied:")  # said here, never Streamlit's English box
    notice = st.empty()  # the link values the page did not understand, said above it
    try:
        page.run()
        show_link_notice(notice)
    except ChanError as e:
        log.warning("ChanError on page %s: %s", getattr(page, "title", page), e)
        show_error(e)
    except Exception:  # noqa: BLE001 — last line of defence, logged
        log.exception("Unexpected error on page %s", getattr(page, "title", page))
        st.error(_(GENERIC_ERROR), icon=":material/sentiment_dissatisfied:")


def browser_zone():
    """The learner's time zone (every date and time shown is on it): the browser's, else ``clock.DEFAULT_ZONE``."""
    return clock.zone(getattr(st.context, "timezone", None))
