"""The app's own CSS and scripts (``ui/assets/``), put on the pages as ``<style>``/``<script>``: labels
wrap instead of being cut, the page never scrolls sideways, a phone's hand cards are at least
``PHONE_MIN_CARD_WIDTH`` px wide (checked by ``tests/browser/test_phone_layout.py``)."""
from __future__ import annotations

import functools
from pathlib import Path
from string import Template

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


APP_CSS = style_tag("app.css", phone=PHONE_MAX_WIDTH, card=PHONE_MIN_CARD_WIDTH)
