"""Who gets a card several players want: ù before chíu before ăn, ù đè by seat order.

The order is data: ``claims`` in ``rules/actions.yaml`` (``order``: ù, chíu,
ăn — 001 §IV "Chíu dành ưu tiên hơn Ăn"; ``u_de``: seed 003 "Ù đè", the
owner of the cửa first, then the seats to his right).

When a card is put on offer (bốc, đánh, trả cửa) the engine asks the seats one
at a time, in :func:`ask_order`: every seat that could ù on it (its 19 cards
and the card lay out as 10 pairs with ≥ 6 chắn), then the seat that could
chíu it, then the seat that may eat it (the **eater**). The first seat that
takes it gets it; the others are not asked. Asking in priority order gives the
same result as everybody answering at once and the highest claim winning.

Decisions where the seeds are silent (also ``rules/decisions.yaml``):

* the seat that just put the card down is not asked about it;
* a seat under báo is never asked to ù or chíu (001 §VII: "chỉ bốc/rồi dưới");
* a seat whose only cards would all go to the mat (no card left to đánh or
  trả cửa afterwards) is not asked to chíu.
"""
from __future__ import annotations

import functools

from chan_core.rules import load_rules

QUESTION_OF = {"u": "u", "chiu": "chiu", "an": "eat"}
"""Claim id → the question the engine asks (``eat`` also offers chíu and the decline)."""


@functools.cache
def claim_order() -> tuple[str, ...]:
    """The claim ids, highest priority first (``rules/actions.yaml`` ``claims.order``)."""
    return tuple(x.id for x in load_rules().actions.claims.order)


def u_de_order(owner: int, players: int) -> list[int]:
    """Seats in ù đè order for a card lying in ``owner``'s cửa chì: ``owner``,
    then the seats to his right (``rules/actions.yaml`` ``claims.u_de``, seed 003)."""
    rule = load_rules().actions.claims.u_de.order
    assert rule == "tu_chu_cua"
    return [(owner + i) % players for i in range(players)]


def ask_order(owner: int, players: int, putter: int | None, eater: int,
              can_u: set[int], can_chiu: set[int]) -> list[dict]:
    """The questions to ask about a card in ``owner``'s cửa chì, in order.

    ``putter``: the seat that put the card down (not asked); ``eater``: the
    seat that may eat it (asked last, ``q='eat'``, which also offers chíu and
    the decline); ``can_u``/``can_chiu``: seats that could ù / chíu it (not
    under báo). Returns ``[{seat, q}]`` with ``q`` in ``u``, ``chiu``, ``eat``.
    """
    seats = [s for s in u_de_order(owner, players) if s != putter]
    by_claim = {
        "u": [{"seat": s, "q": "u"} for s in seats if s in can_u],
        "chiu": [{"seat": s, "q": "chiu"} for s in seats if s in can_chiu and s != eater],
        "an": [{"seat": eater, "q": "eat"}],
    }
    out: list[dict] = []
    for cid in claim_order():
        out.extend(by_claim[cid])
    return out


__all__ = ["QUESTION_OF", "claim_order", "u_de_order", "ask_order"]
