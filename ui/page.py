"""The page wrapper used by the router (:func:`run_page`) and guarded widget callbacks
(:func:`guard_callback`): an unexpected error becomes a friendly box, never a traceback."""
from __future__ import annotations

import logging
from typing import Any

import streamlit as st

from chan_core.errors import ChanError
from learning.i18n import N_, _
from ui.feedback import GENERIC_ERROR, show_error

log = logging.getLogger("hoc_chan.ui")

__all__ = ["HIDE_ENGLISH_HINTS", "CALLBACK_ERROR", "guard_callback", "show_callback_error", "run_page"]

HIDE_ENGLISH_HINTS = (
    "<style>[data-testid='InputInstructions']{display:none !important}</style>"
)
"""CSS put on every page by :func:`run_page`: Streamlit writes «Press Enter to submit form» /
«Press Enter to apply» in English under every text box; the learner's language is Vietnamese
(issue 17), and the «Kiểm tra» buttons already say what to do."""

CALLBACK_ERROR = N_(
    "Rất tiếc, nút bạn vừa bấm gặp lỗi ngoài ý muốn nên chưa làm được. "
    "Hãy thử lại; nếu vẫn lỗi, hãy tải lại trang."
)
"""The notice shown on the next run when a widget callback failed (:func:`guard_callback`)."""
_CALLBACK_NOTICE = "_ui_callback_error"


def guard_callback(fn: Any = None, *, on_error: Any = None) -> Any:
    """Decorator for a widget callback (``on_click`` / ``on_change``): Streamlit runs callbacks
    *before* the page script, outside :func:`run_page`, so an exception there would replace the
    page with Streamlit's English error box. The guarded callback never lets one escape: it is
    logged (never shown), and on the next run :func:`show_callback_error` shows
    :data:`CALLBACK_ERROR` in the current language — unless ``on_error(exc)`` (called first)
    returns true: the page then says it in its own words. Streamlit's control flow
    (``BaseException``) passes through. Use as ``@guard_callback`` or
    ``@guard_callback(on_error=…)``."""
    import functools

    def wrap(f: Any) -> Any:
        @functools.wraps(f)
        def guarded(*args: Any, **kwargs: Any) -> Any:
            try:
                return f(*args, **kwargs)
            except Exception as e:  # noqa: BLE001 — last line of defence of a callback, logged
                log.exception("Unexpected error in callback %s", getattr(f, "__qualname__", f))
                handled = False
                if on_error is not None:
                    try:
                        handled = bool(on_error(e))
                    except Exception:  # noqa: BLE001 — the handler itself must not break the page
                        log.exception("Error in the error handler of callback %s", getattr(f, "__qualname__", f))
                if not handled:
                    st.session_state[_CALLBACK_NOTICE] = CALLBACK_ERROR
                return None
        return guarded

    return wrap(fn) if fn is not None else wrap


def show_callback_error() -> None:
    """Show (once) the notice of a callback that failed on the previous click
    (:func:`guard_callback`); nothing otherwise. Called by :func:`run_page`."""
    msgid = st.session_state.pop(_CALLBACK_NOTICE, None)
    if msgid:
        st.error(_(msgid), icon=":material/sentiment_dissatisfied:")


def run_page(page: Any) -> None:
    """Run a ``st.navigation`` page; an unexpected exception becomes a friendly box.

    :class:`ChanError` shows its own message; anything else shows
    :data:`GENERIC_ERROR` (in the current language) and is logged to the server log (never a traceback
    on screen). Streamlit's own control flow (rerun, stop, switch_page)
    passes through untouched. Above the page: the small «English» / «Tiếng Việt» button
    (:func:`ui.i18n.language_shortcut`, issue 15).
    """
    from ui.style import APP_CSS

    st.html(HIDE_ENGLISH_HINTS + APP_CSS)  # the app's CSS: nothing cut off or wider than a phone (ui/style.py)
    from ui.i18n import language_shortcut, new_page

    language_shortcut()  # the language switch where every reader sees it, also on a phone (issue 15)
    new_page()  # game terms glossed again on their first use on this page (issue 15)
    show_callback_error()  # a button whose callback failed: said here, never Streamlit's English box
    try:
        page.run()
    except ChanError as e:
        log.warning("ChanError on page %s: %s", getattr(page, "title", page), e)
        show_error(e)
    except Exception:  # noqa: BLE001 — last line of defence, logged
        log.exception("Unexpected error on page %s", getattr(page, "title", page))
        st.error(_(GENERIC_ERROR), icon=":material/sentiment_dissatisfied:")
