"""A seeded, reproducible random deal (seed 001 §II).

The 100 cards are shuffled and dealt into 5 piles of 19 with 5 left over. The
last winner puts the 5 leftovers on one pile: that pile is the nọc (24 cards).
A card drawn at random from the nọc is turned face up onto one of the other 4
piles: that card is the cái, that pile the cái pile (20 cards), and the nọc
keeps 23. The bốc cái (:mod:`chan_core.boc_cai`) gives the cái pile to one
seat; the piles to its right go to the seats to its right.

With 2 or 3 players the piles no seat takes are set aside, out of play (the
seeds are silent; decision recorded in rules/dealing.yaml).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from chan_core.boc_cai import BocCai, boc_cai
from chan_core.cards import KINDS, Hand, Kind
from chan_core.errors import ChanError, shown_value

N_PILES = 5
PILE_SIZE = 19


@dataclass(frozen=True)
class Deal:
    """One deal.

    ``piles``: the 5 piles as dealt (19 cards each, before the nọc and cái
    are chosen); ``noc_pile``: index of the pile made nọc; ``cai_pile``: index
    of the pile the cái card was turned onto; ``cai_card``; ``boc``: the
    :class:`BocCai` count; ``hands``: seat → :class:`Hand` (the cái seat has
    20 cards); ``noc``: the 23 cards left in the nọc, top first;
    ``set_aside``: piles no seat takes (2–3 players); ``seed``.
    """

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
    """Deal a game for ``players`` (2–4), reproducible from ``seed`` (int).

    ``drawer``: the seat that draws the cái (random from the seed when
    ``None``). Outside input: raises :class:`ChanError` for a bad player count
    (``players.range``), seed (``deal.seed``) or seat (``boc_cai.drawer_range``).
    """
    if isinstance(players, bool) or not isinstance(players, int) or not 2 <= players <= 4:
        raise ChanError("players.range", min=2, max=4, value=shown_value(players), field="players")
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
    hands: dict[int, Hand] = {}
    for seat, j in boc.piles.items():
        pile = list(piles[ring[j]])
        if j == 0:
            pile.append(cai_card)
        hands[seat] = Hand(pile)
    set_aside = tuple(Hand(piles[i]) for i in ring[players:])
    return Deal(players, seed, tuple(tuple(p) for p in piles), tuple(leftover), noc_pile, cai_pile,
                cai_card, boc, dict(sorted(hands.items())), tuple(noc), set_aside)
