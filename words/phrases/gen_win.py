"""Sentences of the xướng drill's generated wins (:mod:`chan_core.gen_win`): level names, the story of a
win, the generator's errors (the winning card glossed on first mention in English)."""
from __future__ import annotations

from words.cards import gloss_cards
from words.i18n import WORDS
from words.phrases import chosen, tables

_S = tables(__name__)


_CARD_LINES = _S["card_lines"]


def _card_line(code: str):
    def render(fact, say) -> str:
        k = fact.get("card")
        wc = "" if k is None else k.word  # mid-sentence: «Quân ù tứ vạn», lower case as everywhere
        return gloss_cards(WORDS.gettext(_CARD_LINES[code]).format(card=wc))
    return render


RENDERERS = {code: _card_line(code) for code in _CARD_LINES}
RENDERERS["gen_win.level"] = chosen(lambda fact: fact["level"])(_S["levels"])
