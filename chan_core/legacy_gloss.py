"""Transitional (issue 23): English glossing of card names inside sentences the engine still makes.

Modules not yet on facts (the lỗi, cước, game-description and advice modules) build their
sentences themselves and gloss the card names in English with :func:`gloss_cards`; the
converted modules leave that to the words layer (:func:`words.gloss_cards`). This module
goes with the last sentence-making module. It reads the card names from the rules
(``rules/deck.yaml``), not from :mod:`chan_core.cards`, so it adds no import cycle;
``from chan_core.cards import gloss_cards`` still finds it (``chan_core.cards.__getattr__``).
"""
from __future__ import annotations

import re

from chan_core.i18n import DEFAULT_LANGUAGE, current_language
from chan_core.rules import load_rules

__all__ = ["gloss_cards", "reading"]

_ENGLISH = {k.name.lower(): k.english for k in load_rules().deck.kinds}
_CARD_WORD_RE = re.compile(
    r"(?<!\w)(" + "|".join(re.escape(w) for w in sorted(_ENGLISH, key=lambda w: -len(w))) + r")(?!\w)",
    re.IGNORECASE)
_QUOTED_RE = re.compile(r"«[^«»]*»")


def reading(k: object) -> str:
    """``'9 of vạn'``; chi chi's ``'the 1 (no suit)'`` as ``'the 1, no suit'`` (``k``: a card)."""
    return re.sub(r"\s*\(([^()]*)\)", r", \1", getattr(k, "english", ""))


def _reading_of(word: str) -> str:
    return re.sub(r"\s*\(([^()]*)\)", r", \1", _ENGLISH[word])


def gloss_cards(text: str) -> str:
    """In English, the first mention of each card's name followed by its reading in brackets
    (the same as :func:`words.cards.gloss_cards`); Vietnamese text unchanged; «quoted» text
    left as it is; idempotent."""
    if not text or current_language() == DEFAULT_LANGUAGE:
        return text
    seen: set[str] = set()
    quoted = [q.span() for q in _QUOTED_RE.finditer(text)]

    def one(m: re.Match) -> str:
        w = m.group(1).lower()
        if w in seen or not _ENGLISH[w] or any(a < m.start() < b for a, b in quoted):
            return m.group(0)
        seen.add(w)
        gloss = f" ({_reading_of(w)})"
        if text.startswith(gloss, m.end()):
            return m.group(0)
        return m.group(0) + gloss

    return _CARD_WORD_RE.sub(one, text)
