"""The solver: the best arrangement of 13 cards that is not binh lủng.

**Best** means: the most points won on average against one opponent, counted
chi by chi (+1 won, −1 lost, 0 draw — seed 004 "Cộng điểm"), when the
opponent's chi at each place are like the ones this solver chooses on random
deals (:mod:`mau_binh.strength`). By linearity that average is the sum of the
three chi's *edges* (``P(opponent's chi lower) − P(higher)`` at its place), so
each of the 72,072 ways to cut 13 cards into 3 + 5 + 5 is scored by three
table look-ups. Among arrangements that are not lủng the highest score wins;
equal scores go to the stronger chi cuối, then chi giữa, then chi đầu.
Not counted: house bonuses and sập hầm (off by default), card removal (the
opponent cannot hold my cards). A special hand wins whatever the arrangement;
the solver still arranges it and reports the special hand beside it.

Speed: every 5-card and 3-card subset is valued once (1,287 + 286, cached by
rank pattern), then the 72,072 cuts are checked and scored as numpy arrays
(``benchmarks/mau_binh.py`` prints the time per hand; the target is ≤ 50 ms).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from itertools import combinations

import numpy as np

from chan_core.errors import ChanError, shown_value
from mau_binh.arrangement import Arrangement, check
from mau_binh.cards import Card, read_hand
from mau_binh.chi import value_of
from mau_binh.options import Options, default_options
from mau_binh.scoring import special_value
from mau_binh.specials import SpecialHand, find_special
from mau_binh.strength import StrengthTable, load_table

LUNG_POINTS = -3.0
"""A binh lủng arrangement loses all three chi to a normal opponent (seed 004 "Xếp bài")."""


@functools.lru_cache(maxsize=1)
def _splits() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Positions 0–12: the 3- and 5-subsets (rows of positions), and every cut as index arrays
    (front into the 3-subsets, middle and back into the 5-subsets)."""
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
    return (np.array(c3, dtype=np.int8), np.array(c5, dtype=np.int8), np.array(f_idx, dtype=np.int32),
            np.array(m_idx, dtype=np.int32), np.array(b_idx, dtype=np.int32))


def _keys(ranks: np.ndarray, suits: np.ndarray, combos: np.ndarray) -> np.ndarray:
    """Chi keys of every subset (cards sorted high first, so each subset's ranks come sorted)."""
    r = ranks[combos].tolist()
    if combos.shape[1] == 5:
        s = suits[combos]
        flush = (s == s[:, :1]).all(axis=1).tolist()
    else:
        flush = [False] * len(r)
    return np.fromiter((value_of(tuple(x), f).key for x, f in zip(r, flush)), dtype=np.int64, count=len(r))


def _ranked(cards: tuple[Card, ...], table: StrengthTable, top: int = 1) -> list[tuple[float, Arrangement]]:
    """The ``top`` best non-lủng cuts with their scores, best first."""
    hand = sorted(cards, key=lambda c: (-c.rank, c.index))
    ranks = np.array([c.rank for c in hand], dtype=np.int64)
    suits = np.array(["shdc".index(c.suit) for c in hand], dtype=np.int8)
    c3, c5, fi, mi, bi = _splits()
    k3, k5 = _keys(ranks, suits, c3), _keys(ranks, suits, c5)
    km, kb = k5[mi], k5[bi]
    valid = (k3[fi] <= km) & (km <= kb)
    score = table.edge("front", k3)[fi] + table.edge("middle", k5)[mi] + table.edge("back", k5)[bi]
    score = np.where(valid, score, -np.inf)
    out = []
    if top == 1:
        best = score.max()
        cand = np.flatnonzero(score >= best - 1e-9)
        order = sorted(cand, key=lambda i: (-kb[i], -km[i], -k3[fi[i]], i))[:1]
    else:
        order = list(np.argsort(-score, kind="stable")[:top])
    for i in order:
        if not np.isfinite(score[i]):
            break
        arr = Arrangement([hand[p] for p in c3[fi[i]]], [hand[p] for p in c5[mi[i]]], [hand[p] for p in c5[bi[i]]])
        out.append((float(score[i]), arr))
    if not out:  # pragma: no cover - the strongest 5 at the back, next 5 in the middle is never lủng
        raise ChanError("mau_binh.solver.all_lung")
    return out


def best_arrangement(cards: object, table: StrengthTable | None = None) -> Arrangement:
    """The best non-lủng :class:`Arrangement` of 13 cards (module doc); ChanError for a bad hand."""
    hand = read_hand(cards)
    return _ranked(hand, table or load_table())[0][1]


@dataclass(frozen=True)
class Solution:
    """The solver's answer: ``arrangement`` (never lủng), ``expected`` (average points per
    opponent from the chi, see module doc), ``edges`` (front, middle, back), ``special`` (the hand's
    mậu binh under the options, or None), ``special_value`` (what that special hand wins from one
    opponent without one; 0 without a special hand). :attr:`value` is the hand's one expected result."""

    arrangement: Arrangement
    expected: float
    edges: tuple[float, float, float]
    special: SpecialHand | None
    special_value: int = 0

    @property
    def value(self) -> float:
        """Average points per opponent of the hand: the special hand's win when it holds one
        (it wins without comparing chi, decision ``mau_binh_xet_13_la``), else :attr:`expected`."""
        return float(self.special_value) if self.special is not None else self.expected


def edges_of(arr: Arrangement, table: StrengthTable | None = None) -> tuple[float, float, float]:
    """Each chi's edge at its place (−1 … 1)."""
    t = table or load_table()
    return tuple(float(t.edge(p, v.key)) for p, v in zip(("front", "middle", "back"), arr.values))  # type: ignore[return-value]


def expected_points(arr: Arrangement, table: StrengthTable | None = None) -> float:
    """Average points of ``arr`` against one opponent (module doc): the sum of its chi's
    edges, or −3 when it is binh lủng. Computed one arrangement at a time — the solver's
    vector search is checked against it."""
    if not isinstance(arr, Arrangement):
        raise ChanError("mau_binh.arrangement.required")
    if not check(arr).valid:
        return LUNG_POINTS
    return float(sum(edges_of(arr, table)))


def solve(cards: object, options: Options | None = None) -> Solution:
    """Solve 13 cards (text or :class:`Card`\\ s): :class:`Solution`.

    Raises :class:`ChanError` naming the count or a card written twice.
    Source of the rules used: seed 004; "best" as defined in the module doc.
    """
    hand = read_hand(cards)
    opts = options or default_options()
    if not isinstance(opts, Options):
        raise ChanError("mau_binh.options.not_options", field="options")
    table = load_table()
    score, arr = _ranked(hand, table)[0]
    sp = find_special(hand, opts)
    return Solution(arr, score, edges_of(arr, table), sp, special_value(opts) if sp is not None else 0)


def top_arrangements(cards: object, n: int = 3) -> list[tuple[float, Arrangement]]:
    """The ``n`` (1–20) best non-lủng arrangements with their average points, best first."""
    if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 20:
        raise ChanError("mau_binh.solver.top_n", n=shown_value(n), field="n")
    return _ranked(read_hand(cards), load_table(), n)
