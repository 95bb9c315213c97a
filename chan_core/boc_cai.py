"""Bốc cái: who takes the cái pile and plays first (seed 001 §II).

The cái card's number (chi chi 1) is counted from the drawer as 1, seat by seat to the right; the seat
reached takes the cái pile and the piles to its right go to the seats to its right. For 4 players:
"nhị (lục) tiến, tứ (bát) tụt, tam (thất) đối"; 1, 5, 9 come back to the drawer ("về mình").
"""
from __future__ import annotations

from dataclasses import dataclass

from chan_core.cards import Kind, parse_card
from chan_core.errors import ChanError, in_field, shown_value

MIN_PLAYERS, MAX_PLAYERS = 2, 4

# Offset from the drawer (mod 4) → the mnemonic's word for 4 players (the same in every language).
_GROUP4 = {0: "về mình", 1: "tiến", 2: "đối", 3: "tụt"}


@dataclass(frozen=True)
class BocCai:
    """A bốc cái: ``seat`` takes the cái pile; ``count`` the seats counted (drawer first); ``group`` the
    mnemonic word (4 players only); ``piles`` seat → pile (0 the cái pile, k the k-th to its right)."""

    players: int
    drawer: int
    card: Kind
    seat: int
    count: tuple[int, ...]
    group: str | None
    piles: dict[int, int]


def check_players(players: object) -> None:
    """:class:`ChanError` ``players.range`` unless ``players`` is 2–4."""
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ChanError("players.range", min=MIN_PLAYERS, max=MAX_PLAYERS, value=shown_value(players),
                        field="players")


def boc_cai(players: int, drawer: int, card: str | Kind) -> BocCai:
    """The :class:`BocCai` of ``drawer`` turning up ``card`` (4 players, seat 1, thất vạn → seat 3);
    :class:`ChanError` naming the field."""
    check_players(players)
    if isinstance(drawer, bool) or not isinstance(drawer, int) or not 0 <= drawer < players:
        raise ChanError("boc_cai.drawer_range", last=players - 1, value=shown_value(drawer), field="drawer")
    with in_field("card"):
        k = parse_card(card)
    n = k.boc_cai_number
    count = tuple((drawer + i) % players for i in range(n))
    seat = count[-1]
    group = _GROUP4[(seat - drawer) % 4] if players == 4 else None
    piles = {(seat + j) % players: j for j in range(players)}
    return BocCai(players, drawer, k, seat, count, group, piles)
