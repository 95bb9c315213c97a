"""The solver: the best arrangement of 13 cards that is not binh lủng (seed 004).

**Best**: the most points won on average against one opponent, chi by chi (seed 004 "Cộng điểm"), the
opponent's chi like this solver's on random deals (:mod:`mau_binh.strength`): the sum of the three chi's
edges (``P(lower) − P(higher)`` at its place), ties to the stronger chi cuối, then giữa, then đầu; house
bonuses count. The 72,072 cuts are scored by array look-ups (``benchmarks/mau_binh.py``: p99 ≤ 20 ms)."""
from __future__ import annotations

import functools
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement

import numpy as np

from chan_core.errors import ChanError
from mau_binh.arrangement import Arrangement
from mau_binh.cards import Card, read_hand
from mau_binh.chi import _BASE, _STRENGTH, _WIDTH, value_of
from mau_binh.options import Options, default_options
from mau_binh.rules import CHI_IDS, load_rules
from mau_binh.scoring import special_value
from mau_binh.specials import SpecialHand, find_special
from mau_binh.strength import StrengthTable, load_table

LUNG_POINTS = -3.0  # binh lủng loses all three chi to a normal opponent (seed 004 "Xếp bài")


@functools.lru_cache(maxsize=1)
def _splits() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Positions 0–12: the 3- and 5-subsets, and every cut as index arrays into them (built once)."""
    c3 = tuple(combinations(range(13), 3))
    c5 = tuple(combinations(range(13), 5))
    idx5 = {sum(1 << p for p in c): i for i, c in enumerate(c5)}
    full = (1 << 13) - 1
    f_idx, m_idx, b_idx = [], [], []
    for fi, f in enumerate(c3):
        rest_mask = full & ~sum(1 << p for p in f)
        rest = [p for p in range(13) if rest_mask >> p & 1]
        for m in combinations(rest, 5):
            mm = sum(1 << p for p in m)
            f_idx.append(fi)
            m_idx.append(idx5[mm])
            b_idx.append(idx5[rest_mask & ~mm])
    return (np.array(c3, dtype=np.intp), np.array(c5, dtype=np.intp), np.array(f_idx, dtype=np.intp),
            np.array(m_idx, dtype=np.intp), np.array(b_idx, dtype=np.intp))


_W5 = np.array([13 ** 4, 13 ** 3, 13 ** 2, 13, 1], dtype=np.intp)
_W3 = np.array([13 ** 2, 13, 1], dtype=np.intp)


@functools.lru_cache(maxsize=1)
def _key_tables() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Chi keys of every rank pattern (``plain5``, ``flush5``, ``key3``), indexed by the ranks
    (high first, 2 → 0 … A → 12) in base 13."""
    plain5, flush5, key3 = (np.zeros(13 ** n, dtype=np.int64) for n in (5, 5, 3))
    for size, plain in ((5, plain5), (3, key3)):
        for combo in combinations_with_replacement(range(12, -1, -1), size):
            if size == 5 and combo[0] == combo[4]:
                continue  # five of one rank: no such chi
            code = sum(r * 13 ** (size - 1 - i) for i, r in enumerate(combo))
            ranks = tuple(r + 2 for r in combo)
            plain[code] = value_of(ranks, False).key
            if len(set(combo)) == 5:
                flush5[code] = value_of(ranks, True).key
    return plain5, flush5, key3


def _subset_keys(ranks: np.ndarray, suits: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Chi keys of the 286 3-subsets and 1,287 5-subsets of a hand sorted high first."""
    plain5, flush5, key3 = _key_tables()
    c3, c5 = _splits()[:2]
    code5 = ranks[c5] @ _W5
    s = suits[c5]
    flush = (s == s[:, :1]).all(axis=1)
    k5 = np.where(flush, flush5[code5], plain5[code5])
    k3 = key3[ranks[c3] @ _W3]
    return k3, k5


def _worth(place: str, keys: np.ndarray, options: Options | None) -> np.ndarray | None:
    """What winning each chi (by key) at ``place`` is worth under the house bonuses (None: no bonus there)."""
    if options is None or not options.bonuses:
        return None
    cat = np.asarray(keys, dtype=np.int64) // _BASE ** _WIDTH
    top = np.asarray(keys, dtype=np.int64) // _BASE ** (_WIDTH - 1) % _BASE
    out = None
    for b in load_rules().bonuses:
        if b.id in options.bonuses and b.chi == place:
            if out is None:
                out = np.ones(len(cat))
            hit = cat == _STRENGTH[b.category]
            out[hit] = b.points
            if options.bonus_at and b.ace_points:
                out[hit & (top == 14)] = b.ace_points
    return out


def _edges(table: StrengthTable, place: str, keys: np.ndarray, options: Options | None) -> np.ndarray:
    """Each chi's edge at ``place``: ``worth × P(lower) − P(higher)``."""
    w = _worth(place, keys, options)
    if w is None:
        return table.edge(place, keys)
    lo, hi = table.shares(place, keys)
    return w * lo - hi


def _ranked(cards: tuple[Card, ...], table: StrengthTable, top: int = 1,
            options: Options | None = None) -> list[tuple[float, Arrangement]]:
    """The ``top`` best non-lủng cuts with their scores, best first.

    286 blocks (one per chi đầu) of the 252 ways to take chi giữa from the 10 cards left: chi cuối of
    the j-th way is the (251 − j)-th way's chi giữa, so the back is a reversed view."""
    hand = sorted(cards, key=lambda c: (-c.rank, c.index))
    ranks = np.array([c.rank - 2 for c in hand], dtype=np.intp)
    suits = np.array(["shdc".index(c.suit) for c in hand], dtype=np.intp)
    c3, c5, fi, mi, bi = _splits()
    k3, k5 = _subset_keys(ranks, suits)
    km = k5[mi].reshape(286, 252)
    kb = km[:, ::-1]
    valid = k3[:, None] <= km
    valid &= km <= kb
    score = _edges(table, "middle", k5, options)[mi].reshape(286, 252)
    score += _edges(table, "back", k5, options)[mi].reshape(286, 252)[:, ::-1]
    score += _edges(table, "front", k3, options)[:, None]
    score[~valid] = -np.inf
    flat = score.reshape(-1)
    out = []
    if top == 1:
        best = flat.max()
        cand = np.flatnonzero(flat >= best - 1e-9)
        if len(cand) > 1:  # equal scores: the stronger chi cuối, then chi giữa, then chi đầu
            kmf, kbf = km.reshape(-1), kb.reshape(-1)
            cand = cand[np.lexsort((cand, -k3[fi[cand]], -kmf[cand], -kbf[cand]))]
        order = [int(cand[0])]
    else:
        order = list(np.argsort(-flat, kind="stable")[:top])
    for i in order:
        if not np.isfinite(flat[i]):
            break
        arr = Arrangement([hand[p] for p in c3[fi[i]]], [hand[p] for p in c5[mi[i]]], [hand[p] for p in c5[bi[i]]])
        out.append((float(flat[i]), arr))
    if not out:  # pragma: no cover - the strongest 5 at the back, next 5 in the middle is never lủng
        raise ChanError("mau_binh.solver.all_lung")
    return out


@dataclass(frozen=True)
class Solution:
    """The solver's answer: ``arrangement`` (never lủng), ``expected`` (average points per opponent),
    ``special`` (or None) and its ``special_value``."""

    arrangement: Arrangement
    expected: float
    special: SpecialHand | None
    special_value: int = 0

    @property
    def value(self) -> float:
        """Average points per opponent: the special hand's win when it holds one, else :attr:`expected`."""
        return float(self.special_value) if self.special is not None else self.expected


def expected_points(arr: Arrangement, options: Options | None = None) -> float:
    """Average points of ``arr`` against one opponent: the sum of its chi's edges (more with a house bonus on in
    ``options``), or −3 when lủng (one arrangement at a time: the solver's vector search is checked against it)."""
    if not isinstance(arr, Arrangement):
        raise ChanError("mau_binh.arrangement.required")
    if arr.lung:
        return LUNG_POINTS
    return float(sum(float(_edges(load_table(), p, np.array([v.key]), options)[0]) for p, v in zip(CHI_IDS, arr.values)))


def solve(cards: object, options: Options | None = None) -> Solution:
    """Solve 13 cards (text or cards): :class:`Solution`; ChanError naming the count or a repeated card."""
    hand = read_hand(cards)
    opts = options or default_options()
    sp = find_special(hand, opts)  # ChanError when ``opts`` is not Options
    score, arr = _ranked(hand, load_table(), 1, opts)[0]
    return Solution(arr, score, sp, special_value(opts, sp.id) if sp is not None else 0)
