"""Sentences of why a move does NOT commit a lỗi (:func:`chan_core.loi.why_not`): each unit's clause
(``loi.<n>.not…``), the clauses they share (``loi.why.*``) and the sentence around them (``loi.why_not``)."""
from __future__ import annotations

from chan_core.facts import Fact
from words.cards import dashed, gloss_cards, groups
from words.i18n import N_, WORDS, listed
from words.phrases import each, tables
from words.phrases.loi import _SEMI, numbered
from words.phrases.loi_moves import T, as_kind, or_list

_S = tables(__name__)
NUMBER_WORDS = _S["number_words"]
"""Counts 0–4 in words."""


def _not_applicable(fact, say) -> str:
    """``move`` ``None``: a move named before that is not the learner's (a right move, :mod:`learning.explain`)."""
    return WORDS.gettext(N_("lỗi này chỉ xét khi {moves}; nước của bạn là «{move}»") if fact["move"] else
                         N_("lỗi này chỉ xét khi {moves}")).format(
        moves=WORDS.gettext(_S["move_classes"][fact["moves"]]), move=say(fact["move"]))


def _n_cards(fact, say) -> str:
    """``'hai cửu văn'``."""
    n, k = fact["n"], as_kind(fact["card"])
    return f"{WORDS.gettext(NUMBER_WORDS[n]) if n in NUMBER_WORDS else str(n)} {k.word}"


def _in_hand(fact, say) -> str:
    n, k = fact["n"], as_kind(fact["card"])
    if n == 0:
        return WORDS.gettext(N_("trên tay không có {card} nào")).format(card=k.word)
    return WORDS.gettext(N_("trên tay có {cards}")).format(cards=_n_cards(fact, say))


def _instead(fact, say) -> str:
    """A why-not's own reason, then the faults the move commits in its place."""
    return WORDS.gettext(N_("{reason}; nước này phạm {faults}")).format(
        reason=say(fact["reason"]), faults=listed(say(Fact("loi.title", code=c)) for c in fact["faults"]))


RENDERERS = {
    **each(_S["t_joins_cards_dashed"], T, joins={"cards": dashed}),
    **each(_S["t_joins_melds_melds_list"], T, joins={"melds": groups}),
    **each(_S["t_joins_waits_or_list"], T, joins={"waits": or_list}),
    **each(_S["t_seps_semi"], T, seps=_SEMI),
    **each(_S["t"], T),
    "loi.why_not": lambda fact, say: gloss_cards(numbered(fact["code"], say, _S["why_not"],
                                                          reason=say(fact["reason"]))),
    "loi.why.not_applicable": _not_applicable,
    # clauses the units share (chan_core/loi/base.py)
    "loi.why.in_hand": _in_hand,
    "loi.why.n_cards": _n_cards,
    "loi.why.instead": _instead,
}
