"""Sentences of a player's moves (:mod:`chan_core.history`, :mod:`chan_core.legal`): a move as a phrase, the
move buttons, the drill situation, the refusals; and :func:`T`, the lỗi modules' renderer maker."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from chan_core.cards import BY_CODE, Kind
from words.cards import counted, gloss_cards
from words.i18n import N_, WORDS
from words.phrases import each, params, tables

CARD_PARAMS = frozenset({"card", "with_card", "a", "b", "declined", "discarded", "cards", "waits", "meld", "melds"})
"""Parameters that hold cards (a :class:`Kind`, its code, or tuples of them)."""


def as_kind(v: Any) -> Any:
    """A card code as its :class:`Kind` (tuples item by item); anything else unchanged."""
    if isinstance(v, str) and v in BY_CODE:
        return BY_CODE[v]
    if isinstance(v, (tuple, list)):
        return tuple(as_kind(x) for x in v)
    return v


def or_list(cards) -> str:
    """``'tam vạn hoặc tứ sách'`` (the «or» in the current language)."""
    return WORDS.gettext(N_(" hoặc ")).join(k.word for k in cards)


Join = Callable[[Any], str]


def T(msgid: str, *, joins: Mapping[str, Join] | None = None, seps: Mapping[str, str] | None = None,
      label: bool = False, gloss: bool = False) -> Callable:
    """A renderer: ``msgid`` filled from the fact: cards by their words (``label`` when ``label``), a tuple of
    cards joined by ``joins[name]`` (default :func:`counted`), other tuples said and joined by ``seps[name]``,
    a ``note`` fact said after; ``gloss`` glosses each card on first mention (English)."""
    joins = dict(joins or {})
    seps = dict(seps or {})

    def render(fact, say) -> str:
        vals = {k: v for k, v in fact if k != "note"}
        for k in CARD_PARAMS & vals.keys():
            v = as_kind(vals[k])
            if isinstance(v, Kind):
                vals[k] = v.label if label else v.word
            elif isinstance(v, tuple):
                vals[k] = joins.get(k, counted)(v)
        for k in seps.keys() & vals.keys():
            if isinstance(vals[k], tuple):
                vals[k] = seps[k].join(say(x) for x in vals[k])
        text = WORDS.gettext(msgid)
        if vals:
            text = text.format(**params(vals.items(), say))
        if fact.get("note") is not None:
            text += say(fact["note"])
        return gloss_cards(text) if gloss else text

    return render


def _chiu_needs_three(fact, say) -> str:
    k = as_kind(fact["card"])
    return WORDS.gettext(N_("Chíu {card} cần đúng 3 lá {code} trên tay, ở đây có {n}.")).format(
        card=k.label, code=k.code, n=fact["n"])


_S = tables(__name__)

RENDERERS = {
    **each(_S["t"], T),
    **each(_S["t_gloss"], T, gloss=True),
    **each(_S["t_label"], T, label=True),
    "move.offer": lambda fact, say: WORDS.gettext(_S["offer"][fact["by"]][fact["source"]]),
    "move.not_a_discard": lambda fact, say: WORDS.gettext(N_(
        "«event» phải là {choices}, không phải «{value}».")).format(
        choices=WORDS.gettext(N_(" hoặc ")).join(fact["choices"]), value=say(fact["value"])),
    "move.not_in_hand": lambda fact, say: T(_S["not_in_hand"][fact["event"]], label=True)(fact, say),
    "move.chiu_needs_three": _chiu_needs_three,
}
