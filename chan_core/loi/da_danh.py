"""Group C, lỗi 10–13 (seed 001 §IV «quân đã đánh»): eating or discarding against what one
discarded before. Lỗi 13 counts trả cửa as đánh."""
from __future__ import annotations

from chan_core.cards import Kind
from chan_core.facts import Fact
from chan_core.history import State
from chan_core.loi.base import Move, card_again, detector, noted, why


def discarded_ca(state: State) -> tuple[Kind, Kind] | None:
    """The first two discards that make a cạ (same number, other suit), or ``None``."""
    ds = state.discards
    for i, a in enumerate(ds):
        for b in ds[i + 1:]:
            if a.rank == b.rank and a != b:
                return a, b
    return None


# -- 10: đánh a whole cạ, then ăn cạ
@detector(10)
def loi10(m: Move) -> Fact | None:
    if not m.is_an_ca:
        return None
    pair = discarded_ca(m.state)
    if pair:
        return Fact("loi.10.committed", a=pair[0], b=pair[1], with_card=m.with_, card=m.card)
    return None


@why(10)
def why10(m: Move) -> Fact:
    return Fact("loi.10.not", card=m.card, note=noted(m, "discards"))


# -- 11: đánh a card, then eat cạ with one of its number
@detector(11)
def loi11(m: Move) -> Fact | None:
    if not m.is_an_ca:
        return None
    for d in m.state.discards:
        if d.rank == m.with_.rank:
            return Fact("loi.11.committed", discarded=d, with_card=m.with_, card=m.card)
    return None


@why(11)
def why11(m: Move) -> Fact:
    if not m.state.discards:  # one clause, not «… chưa đánh quân nào cùng số …; bạn chưa đánh quân nào»
        return Fact("loi.11.not_none", with_card=m.with_)
    return Fact("loi.11.not", with_card=m.with_, note=noted(m, "discards"))


# -- 12: đánh a card, then eat that card; 13: đánh both cards of a chắn
card_again(12, "discards")
card_again(13, "discards")


@why(12)
def why12(m: Move) -> Fact:
    if not m.state.discards:
        return Fact("loi.12.not_none", card=m.card)
    return Fact("loi.12.not", card=m.card, note=noted(m, "discards"))


@why(13)
def why13(m: Move) -> Fact:
    if not m.state.discards:
        return Fact("loi.13.not_none", card=m.card)
    return Fact("loi.13.not", card=m.card, note=noted(m, "discards"))
