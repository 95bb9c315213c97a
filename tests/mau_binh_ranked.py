"""Test helpers over the Mậu binh engine's internals (not a test module): every special hand of 13 cards and
the solver's n best arrangements, which the product never needs (it wants the highest special, the best cut)."""
from __future__ import annotations

from mau_binh.cards import read_hand
from mau_binh.solver import _ranked
from mau_binh.specials import SPECIALS, ranking
from mau_binh.strength import load_table


def specials_in(cards) -> list:
    """Every special hand the detectors find in the 13 cards, highest first (default ranking)."""
    hand = read_hand(cards)
    return [m for sid in ranking() if (m := SPECIALS[sid](hand)) is not None]


def top_arrangements(cards, n: int) -> list:
    """The ``n`` best non-lủng arrangements with their average points, best first."""
    return _ranked(read_hand(cards), load_table(), n)
