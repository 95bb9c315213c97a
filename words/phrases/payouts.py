"""Sentences of the money after a hand (:mod:`chan_core.payouts`): reasons and summaries."""
from __future__ import annotations

from words.i18n import WORDS, number
from words.phrases import each, tables

_S = tables(__name__)


def _range(msgid: str):
    """A renderer: ``msgid`` with ``max`` written as a number and the ``value`` said."""
    return lambda fact, say: WORDS.gettext(msgid).format(max=number(fact["max"]), value=say(fact["value"]))


RENDERERS = each(_S["ranges"], _range)
