"""The app's own CSS and scripts (``ui/assets/``), put on the pages as ``<style>``/``<script>``: labels
wrap instead of being cut, the page never scrolls sideways, a phone's hand cards are at least
``PHONE_MIN_CARD_WIDTH`` px wide (checked by ``tests/browser/test_phone_layout.py``)."""
from __future__ import annotations

import functools
import json
from pathlib import Path
from string import Template

import streamlit as st

from words.i18n import current_language

ASSETS = Path(__file__).parent / "assets"
PHONE_MAX_WIDTH = 640  # screens up to this wide are phones
PHONE_MIN_CARD_WIDTH = 58  # a phone's hand card is at least this wide, so its smallest name is about 11 px


@functools.cache
def _read(name: str) -> str:
    return (ASSETS / name).read_text(encoding="utf-8")


def asset(name: str, **values: object) -> str:
    """The text of ``ui/assets/<name>`` with its ``$name`` placeholders filled from ``values``."""
    return Template(_read(name)).substitute(values) if values else _read(name)


def style_tag(name: str, **values: object) -> str:
    """:func:`asset` ``name`` as a ``<style>`` element."""
    return f"<style>\n{asset(name, **values)}</style>"


def script_tag(name: str, **values: object) -> str:
    """:func:`asset` ``name`` as a ``<script>`` element."""
    return f"<script>\n{asset(name, **values)}</script>"


def scroll_into_view(key: str, stamp: str, top: str, until: str) -> None:
    """Scroll, as little as needed, so the page from the element ``top`` (a CSS selector) down to the lowest of
    ``until`` is on screen, the top first when it does not fit: once per ``stamp`` (a small script in a container
    ``key``) and again after a language switch (the learner pressed the button at the top of the page)."""
    with st.container(key=key, height=1, border=False):
        st.html(script_tag("in_view.js", stamp=json.dumps(f"{stamp}:{current_language()}"), top=json.dumps(top),
                           until=json.dumps(until)), unsafe_allow_javascript=True)


APP_CSS = style_tag("app.css", phone=PHONE_MAX_WIDTH, card=PHONE_MIN_CARD_WIDTH)
