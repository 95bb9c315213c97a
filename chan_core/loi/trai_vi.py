"""Lỗi 0 «Trái vỉ» (seed 001 §IV): the taken card laid on top of one's own (``order: tren``), for every ăn (003)."""
from __future__ import annotations

from chan_core.facts import Fact
from chan_core.loi.base import Move, detector, why


@detector(0)
def loi0(m: Move) -> Fact | None:
    if m.kind == "an" and m.event.order == "tren":
        return Fact("loi.0.committed", card=m.card, with_card=m.with_)
    return None


@why(0)
def why0(m: Move) -> Fact:
    return Fact("loi.0.not", card=m.card, with_card=m.with_)
