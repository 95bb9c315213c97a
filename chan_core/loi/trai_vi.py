"""Lỗi 0 «Trái vỉ» (seed 001 §IV): the taken card laid on top of one's own card.

Reading: the taken card lies under the player's own card (``order: duoi``);
``order: tren`` is trái vỉ for every ăn (001 says "lúc ăn cạ", 003 says it for
every eat — ``rules/loi.yaml`` follows 003).
"""
from __future__ import annotations

from chan_core.facts import Fact
from chan_core.loi.base import Move, detector, why


@detector(0)
def loi0(m: Move) -> Fact | None:
    """``loi.0.committed`` (card, with_card) when the taken card is put on top."""
    if m.kind == "an" and m.event.order == "tren":
        return Fact("loi.0.committed", card=m.card, with_card=m.with_)
    return None


@why(0)
def why0(m: Move) -> Fact:
    """The taken card lies under the hand card: the right way."""
    return Fact("loi.0.not", card=m.card, with_card=m.with_)
