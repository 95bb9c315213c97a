"""Bốc cái: who takes the cái pile and plays first (seed 001 §II).

Seats are numbered 0…n−1 in play order; each next seat sits to the right of
the previous one. The drawer turns up the cái card; its number (chi chi = 1,
nhị = 2 … cửu = 9) is counted from the drawer as 1, seat by seat to the
right. The seat reached takes the cái pile (20 cards) and plays first; the
pile to the right of the cái pile goes to the seat to the right of the cái
seat, and so on round the table.

Mnemonic for 4 players (seed 001 §II): "nhị (lục) tiến, tứ (bát) tụt, tam
(thất) đối" — 2 and 6 go to the next seat on the right (tiến), 4 and 8 to the
seat on the left (tụt), 3 and 7 to the seat opposite (đối); 1, 5 and 9 come
back to the drawer (the seed does not name this group; we call it "về mình").
"""
from __future__ import annotations

from dataclasses import dataclass

from chan_core.cards import Kind, parse_card
from chan_core.errors import ChanError, shown_value

MIN_PLAYERS, MAX_PLAYERS = 2, 4

# Offset from the drawer (mod 4) → the mnemonic's word, for 4 players (the game's words:
# the same in every language).
_GROUP4 = {0: "về mình", 1: "tiến", 2: "đối", 3: "tụt"}


@dataclass(frozen=True)
class BocCai:
    """The result of a bốc cái.

    ``seat``: the seat (0…n−1) that takes the cái pile and plays first.
    ``count``: the seats in counting order, ``count[0]`` is the drawer
    (counted as 1) and ``count[-1] == seat``; its length is the card's number.
    ``group``: the mnemonic word (``'tiến'``, ``'tụt'``, ``'đối'``,
    ``'về mình'``) for 4 players, else ``None``.
    ``piles``: seat → pile, where pile 0 is the cái pile and pile k is the
    k-th pile to its right (seed 001 §II: "Phần ngay bên phải phần bài cái
    được đưa cho A - là người ngay bên phải người được bài cái").
    """

    players: int
    drawer: int
    card: Kind
    seat: int
    count: tuple[int, ...]
    group: str | None
    piles: dict[int, int]


def _check_seats(players: object, drawer: object) -> tuple[int, int]:
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ChanError("players.range", min=MIN_PLAYERS, max=MAX_PLAYERS, value=shown_value(players),
                        field="players")
    if isinstance(drawer, bool) or not isinstance(drawer, int) or not 0 <= drawer < players:
        raise ChanError("boc_cai.drawer_range", last=players - 1, value=shown_value(drawer), field="drawer")
    return players, drawer


def boc_cai(players: int, drawer: int, card: str | Kind) -> BocCai:
    """Count the bốc cái.

    ``players``: 2–4; ``drawer``: the drawer's seat (0…players−1); ``card``:
    the cái card (code or name). Outside input: every value is checked; raises
    :class:`ChanError` naming the field (``players.range``, ``boc_cai.drawer_range``, ``card.*``).
    Example (seed 001 §II): 4 players, B (seat 1) turns up thất vạn →
    B C D A B C D → seat 3 (D).
    """
    players, drawer = _check_seats(players, drawer)
    try:
        k = parse_card(card)
    except ChanError as e:
        raise e.with_context(field="card") from None
    n = k.boc_cai_number
    count = tuple((drawer + i) % players for i in range(n))
    seat = count[-1]
    group = _GROUP4[(seat - drawer) % 4] if players == 4 else None
    piles = {(seat + j) % players: j for j in range(players)}
    return BocCai(players, drawer, k, seat, count, group, piles)
