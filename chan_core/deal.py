"""A seeded, reproducible random deal (seed 001 §II; rules/dealing.yaml).

5 piles of 19, the 5 left over on the nọc pile (24); a card of the nọc turned onto another pile is the
cái (that pile 20, the nọc 23); :mod:`chan_core.boc_cai` gives out the piles. With 2–3 players the
piles no seat takes are set aside.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from chan_core.boc_cai import BocCai, boc_cai, check_players
from chan_core.cards import KINDS, Hand, Kind
from chan_core.errors import ChanError, shown_value

N_PILES = 5
PILE_SIZE = 19


@dataclass(frozen=True)
class Deal:
    """One deal: the 5 ``piles`` as dealt, the ``noc_pile`` and ``cai_pile`` indices, ``boc``, ``hands``
    (seat → :class:`Hand`, the cái seat 20 cards), ``noc`` (23 cards, top first), ``set_aside``."""

    players: int
    seed: int
    piles: tuple[tuple[Kind, ...], ...]
    leftover: tuple[Kind, ...]
    noc_pile: int
    cai_pile: int
    cai_card: Kind
    boc: BocCai
    hands: dict[int, Hand]
    noc: tuple[Kind, ...]
    set_aside: tuple[Hand, ...]

    @property
    def cai_seat(self) -> int:
        return self.boc.seat


def deal(players: int = 4, seed: int | None = None, drawer: int | None = None) -> Deal:
    """Deal for ``players`` (2–4) from ``seed``; ``drawer`` draws the cái (from the seed when ``None``).
    :class:`ChanError` for a bad player count, seed or seat."""
    check_players(players)
    if seed is None:
        seed = random.randrange(2**31)
    elif isinstance(seed, bool) or not isinstance(seed, int):
        raise ChanError("deal.seed", value=shown_value(seed), field="seed")
    rng = random.Random(seed)
    cards = [k for k in KINDS for _i in range(4)]
    rng.shuffle(cards)
    piles = [cards[i * PILE_SIZE:(i + 1) * PILE_SIZE] for i in range(N_PILES)]
    leftover = cards[N_PILES * PILE_SIZE:]
    noc_pile = rng.randrange(N_PILES)
    noc = piles[noc_pile] + leftover
    cai_card = noc.pop(rng.randrange(len(noc)))
    others = [i for i in range(N_PILES) if i != noc_pile]
    cai_pile = rng.choice(others)
    if drawer is None:
        drawer = rng.randrange(players)
    boc = boc_cai(players, drawer, cai_card)
    # Piles in order round the mat, starting at the cái pile, skipping the nọc.
    start = others.index(cai_pile)
    ring = others[start:] + others[:start]
    hands = {seat: Hand(piles[ring[j]] + ([cai_card] if j == 0 else [])) for seat, j in sorted(boc.piles.items())}
    set_aside = tuple(Hand(piles[i]) for i in ring[players:])
    return Deal(players, seed, tuple(tuple(p) for p in piles), tuple(leftover), noc_pile, cai_pile,
                cai_card, boc, hands, tuple(noc), set_aside)
