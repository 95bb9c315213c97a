"""Group B, lỗi 6–9 (seed 001 §IV «quân đã bỏ không ăn»): taking or discarding a card declined before.

Lỗi 6 counts chíu as ăn chắn; lỗi 9 counts trả cửa as đánh.
"""
from __future__ import annotations

from chan_core.facts import Fact
from chan_core.loi.base import Move, card_again, detector, noted, why


# -- 6 «Bỏ chắn ăn chắn»
@detector(6)
def loi6(m: Move) -> Fact | None:
    if m.eats_chan and m.card in m.state.declined:
        return Fact("loi.6.chiu" if m.kind == "chiu" else "loi.6.committed", card=m.card)
    return None


@why(6)
def why6(m: Move) -> Fact:
    k = m.card
    cas = [d for d in m.state.declined if d.rank == k.rank and d != k]
    if cas:
        return Fact("loi.6.not_bo_ca", declined=cas[0], card=k)
    return Fact("loi.6.not", card=k, note=noted(m, "declined"))


# -- 7 «Bỏ chắn ăn cạ»
@detector(7)
def loi7(m: Move) -> Fact | None:
    if m.is_an_ca and m.with_ in m.state.declined:
        return Fact("loi.7.committed", with_card=m.with_, card=m.card)
    return None


@why(7)
def why7(m: Move) -> Fact:
    return Fact("loi.7.not", with_card=m.with_, note=noted(m, "declined"))


# -- 8 «Bỏ cạ ăn cạ»
@detector(8)
def loi8(m: Move) -> Fact | None:
    if not m.is_an_ca:
        return None
    for d in m.state.declined:
        if d.rank == m.with_.rank and d != m.with_:
            return Fact("loi.8.committed", declined=d, with_card=m.with_, card=m.card)
    return None


@why(8)
def why8(m: Move) -> Fact:
    return Fact("loi.8.not", with_card=m.with_, note=noted(m, "declined"))


# -- 9: đánh a card one declined
card_again(9, "declined")


@why(9)
def why9(m: Move) -> Fact:
    return Fact("loi.9.not", card=m.card, note=noted(m, "declined"))
