"""Who gets a card several players want: ù before chíu before ăn, ù đè by seat order.

The order is data: ``claims`` in ``rules/actions.yaml`` (001 §IV "Chíu dành ưu tiên hơn Ăn"; ù đè, seed
003: the owner of the cửa first, then the seats to his right). Asking one seat at a time in priority
order gives the same result as everybody answering at once. Decisions: ``rules/decisions.yaml``.
"""
from __future__ import annotations

import functools

from chan_core.rules import load_rules


@functools.cache
def claim_order() -> tuple[str, ...]:
    """The claim ids, highest priority first (``rules/actions.yaml`` ``claims.order``)."""
    return tuple(x.id for x in load_rules().actions.claims.order)


def ask_order(owner: int, players: int, putter: int | None, eater: int,
              can_u: set[int], can_chiu: set[int]) -> list[dict]:
    """The questions ``[{seat, q: u|chiu|eat}]`` about a card in ``owner``'s cửa chì, in order; ``putter``
    is not asked, ``eater`` is asked last (``eat`` also offers chíu and the decline)."""
    seats = [s for s in ((owner + i) % players for i in range(players)) if s != putter]  # ù đè order
    by_claim = {
        "u": [{"seat": s, "q": "u"} for s in seats if s in can_u],
        "chiu": [{"seat": s, "q": "chiu"} for s in seats if s in can_chiu and s != eater],
        "an": [{"seat": eater, "q": "eat"}],
    }
    out: list[dict] = []
    for cid in claim_order():
        out.extend(by_claim[cid])
    return out
