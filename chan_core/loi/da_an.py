"""Group D, lỗi 14–17 (seed 001 §IV «quân đã ăn»): discarding or eating against what one ate.

Lỗi 15 counts chíu as ăn chắn; 14, 16, 17 count trả cửa as đánh; 16 follows its name (``rules/loi.yaml``).
"""
from __future__ import annotations

from chan_core.facts import Fact
from chan_core.loi.base import Move, ca_rank_melds, card_again, detector, noted, why


def _ca_melds(m: Move) -> tuple:
    """The eaten cạ, each as its two cards."""
    return tuple(tuple(x.cards) for x in m.state.ca_melds)


# -- 14: ăn a card, then đánh that card
card_again(14, "taken")


@why(14)
def why14(m: Move) -> Fact:
    return Fact("loi.14.not", card=m.card, note=noted(m, "taken"))


# -- 15: ăn cạ, then ăn chắn (or chíu) of the same number
@detector(15)
def loi15(m: Move) -> Fact | None:
    if not m.eats_chan:
        return None
    ms = ca_rank_melds(m, m.card.rank)
    if ms:
        return Fact("loi.15.chiu" if m.kind == "chiu" else "loi.15.committed", meld=tuple(ms[0].cards), card=m.card)
    return None


@why(15)
def why15(m: Move) -> Fact:
    if not m.state.ca_melds:
        return Fact("loi.15.not_no_ca", move=m.event.describe())
    return Fact("loi.why.ca_other_number", melds=_ca_melds(m), card=m.card)


# -- 16: ăn cạ, then đánh a whole cạ
@detector(16)
def loi16(m: Move) -> Fact | None:
    if not m.is_discard or not m.state.ca_melds:
        return None
    for d in m.state.discards:
        if d.rank == m.card.rank and d != m.card:
            return Fact("loi.16.committed", meld=tuple(m.state.ca_melds[0].cards), card=m.card, discarded=d)
    return None


@why(16)
def why16(m: Move) -> Fact:
    if not m.state.ca_melds:
        return Fact("loi.why.no_ca_eaten", card=m.card)
    if not m.state.discards:  # one true clause (lesson 7 question 4 said both halves)
        return Fact("loi.16.not_first", card=m.card)
    return Fact("loi.16.not", card=m.card, note=noted(m, "discards"))


# -- 17: ăn cạ, then đánh a card of its number
@detector(17)
def loi17(m: Move) -> Fact | None:
    if not m.is_discard:
        return None
    ms = ca_rank_melds(m, m.card.rank)
    if ms:
        return Fact("loi.17.committed", meld=tuple(ms[0].cards), card=m.card)
    return None


@why(17)
def why17(m: Move) -> Fact:
    if not m.state.ca_melds:
        return Fact("loi.why.no_ca_eaten", card=m.card)
    return Fact("loi.why.ca_other_number", melds=_ca_melds(m), card=m.card)
