"""Sentences of the practice-table game (:mod:`chan_core.game`): the log lines of a hand, the
seat names, the moves' words and the refusals of a move, a state or a record."""
from __future__ import annotations

from chan_core.cards import BY_CODE
from words.cards import gloss_cards
from words.i18n import WORDS
from words.phrases import each, filled, tables

CARD_PARAMS = ("card", "with_card")
"""Parameters that hold a card: a :class:`~chan_core.cards.Kind`, or its code once read back
from JSON (both are named in words)."""


def word(value, say) -> str:
    """A card parameter in words: a Kind or a card code (``'9V'`` → ``'cửu vạn'``); ``''`` for none."""
    if isinstance(value, str) and value in BY_CODE:
        return BY_CODE[value].word
    return say(value)


def _filled(msgid: str, fact, say, **extra) -> str:
    return filled(msgid, fact, say, dict.fromkeys(CARD_PARAMS, lambda v: word(v, say)), **extra)


def glossed(msgid: str):
    """A renderer: ``msgid`` filled (cards in words), each card read out on its first mention
    in English (:func:`words.cards.gloss_cards`)."""
    return lambda fact, say: gloss_cards(_filled(msgid, fact, say))


def named(msgid: str, **rename: str):
    """A renderer: ``msgid`` filled, its placeholders named otherwise than the fact's parameters
    (``field`` is the error's own attribute: the parameter is ``name``)."""
    return lambda fact, say: _filled(msgid, fact, say, **{new: word(fact.get(old), say) for new, old in rename.items()})


def plain(msgid: str):
    """A renderer: ``msgid`` as it is (its braces are text, not placeholders)."""
    return lambda fact, say: WORDS.gettext(msgid)


_S = tables(__name__)


def _move_card(fact, say) -> str:
    """A move with its card: ``'ăn bát vạn'``, ``'bốc'`` (none)."""
    return f"{say(fact['move'])} {word(fact.get('card'), say)}".strip()


RENDERERS = {
    **each(_S["named"], named),
    **each(_S["glossed"], glossed),
    **each(_S["plain"], plain),
    **each(_S["named_field_name"], named, field="name"),
    "game.move.card": _move_card,
}
