"""Helpers for AppTest page tests (not a test module)."""
from __future__ import annotations

import re
from pathlib import Path

from streamlit.testing.v1 import AppTest

APP = str(Path(__file__).resolve().parent.parent / "streamlit_app.py")


def open_page(path: str, *, timeout: int = 60, **params) -> AppTest:
    """Run the app through the router with ``params`` as URL query parameters, switch to
    ``path`` (``app_pages/x.py``) and assert it ran without an exception."""
    at = AppTest.from_file(APP, default_timeout=timeout)
    for k, v in params.items():
        at.query_params[k] = str(v)
    at.run()
    at.switch_page(path).run()
    assert not at.exception, [e.value for e in at.exception]
    return at


_ESCAPE = re.compile(r"\\([!-/:-@\[-`{-~])")  # a backslash before ASCII punctuation (CommonMark escape)


def shown(md: str) -> str:
    """What the learner reads of markdown made with ``ui.literal`` / ``ui.show_error``: backslash
    escapes and the invisible word joiners (U+2060) removed. Use it to look for words in messages."""
    return _ESCAPE.sub(r"\1", md).replace("\u2060", "")
