"""The solver: the best arrangement of 13 cards that is not binh lủng.

**Best** means: the most points won on average against one opponent, counted
chi by chi (+1 won, −1 lost, 0 draw — seed 004 "Cộng điểm"), when the
opponent's chi at each place are like the ones this solver chooses on random
deals (:mod:`mau_binh.strength`). By linearity that average is the sum of the
three chi's *edges* (``P(opponent's chi lower) − P(higher)`` at its place), so
each of the 72,072 ways to cut 13 cards into 3 + 5 + 5 is scored by three
table look-ups. Among arrangements that are not lủng the highest score wins;
equal scores go to the stronger chi cuối, then chi giữa, then chi đầu.
House bonuses switched on in the options count (a chi's win is worth its bonus);
not counted: sập hầm / sập làng (off by default), card removal (the opponent cannot hold
my cards). A special hand wins whatever the arrangement;
the solver still arranges it and reports the special hand beside it.

Speed (issue 28): the chi key of every rank pattern (about 8,000) is computed once into
arrays, so a hand's 1,287 + 286 subsets are valued by one array look-up; the 72,072 cuts are
286 blocks (one per chi đầu) of 252 ways to take chi giữa from the 10 cards left, whose chi cuối
is the same list reversed, so each quantity is gathered once and the back is a reversed view;
ba sảnh patterns are precomputed (:mod:`mau_binh.specials`). ``benchmarks/mau_binh.py`` prints
p50/p99/worst over 10,000 hands (targets p99 ≤ 20 ms, worst ≤ 50 ms).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement

import numpy as np

from chan_core.errors import ChanError, shown_value
from mau_binh.arrangement import Arrangement, check
from mau_binh.cards import Card, read_hand
from mau_binh.chi import _BASE, _WIDTH, _strength, value_of
from mau_binh.options import Options, default_options
from mau_binh.rules import load_rules
from mau_binh.scoring import special_value
from mau_binh.specials import SpecialHand, find_special
from mau_binh.strength import StrengthTable, load_table

LUNG_POINTS = -3.0
"""A binh lủng arrangement loses all three chi to a normal opponent (seed 004 "Xếp bài")."""


@functools.lru_cache(maxsize=1)
def _splits() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Positions 0–12: the 3- and 5-subsets (rows of positions), and every cut as index arrays
    (front into the 3-subsets, middle and back into the 5-subsets). Built once per process."""
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
    """Chi keys of every rank pattern, precomputed once: ``plain5[code]``, ``flush5[code]``,
    ``key3[code]``, where ``code`` writes the ranks (high first, 2 → 0 … A → 12) in base 13.
    About 8,000 patterns (:func:`~mau_binh.chi.value_of`); a hand's 1,287 + 286 subsets are then
    valued by one array look-up instead of one Python call each."""
    plain5 = np.zeros(13 ** 5, dtype=np.int64)
    flush5 = np.zeros(13 ** 5, dtype=np.int64)
    key3 = np.zeros(13 ** 3, dtype=np.int64)
    for combo in combinations_with_replacement(range(12, -1, -1), 5):
        if combo[0] == combo[4]:
            continue  # five of one rank: no such chi
        code = sum(r * w for r, w in zip(combo, (13 ** 4, 13 ** 3, 13 ** 2, 13, 1)))
        ranks = tuple(r + 2 for r in combo)
        plain5[code] = value_of(ranks, False).key
        if len(set(combo)) == 5:
            flush5[code] = value_of(ranks, True).key
    for combo in combinations_with_replacement(range(12, -1, -1), 3):
        key3[combo[0] * 169 + combo[1] * 13 + combo[2]] = value_of(tuple(r + 2 for r in combo), False).key
    return plain5, flush5, key3


def _subset_keys(ranks: np.ndarray, suits: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Chi keys of the 286 3-subsets and the 1,287 5-subsets of a hand sorted high first
    (``ranks`` 0–12, ``suits`` 0–3), by look-up in :func:`_key_tables`."""
    plain5, flush5, key3 = _key_tables()
    c3, c5 = _splits()[:2]
    code5 = ranks[c5] @ _W5
    s = suits[c5]
    flush = (s == s[:, :1]).all(axis=1)
    k5 = np.where(flush, flush5[code5], plain5[code5])
    k3 = key3[ranks[c3] @ _W3]
    return k3, k5


def _worth(place: str, keys: np.ndarray, options: Options | None) -> np.ndarray | None:
    """What winning each chi (by key) at ``place`` is worth under the switched-on house bonuses
    (1 without one; the ace tier under ``bonus_at``); None when no bonus applies at ``place``."""
    if options is None or not options.bonuses:
        return None
    chi_id = {"front": "front", "middle": "middle", "back": "back"}[place]
    strength = _strength()
    cat = np.asarray(keys, dtype=np.int64) // _BASE ** _WIDTH
    top = np.asarray(keys, dtype=np.int64) // _BASE ** (_WIDTH - 1) % _BASE
    out = None
    for b in load_rules().bonuses:
        if b.id in options.bonuses and b.chi == chi_id:
            if out is None:
                out = np.ones(len(cat))
            hit = cat == strength[b.category]
            out[hit] = b.points
            if options.bonus_at and b.ace_points:
                out[hit & (top == 14)] = b.ace_points
    return out


def _edges(table: StrengthTable, place: str, keys: np.ndarray, options: Options | None) -> np.ndarray:
    """Each chi's edge at ``place``: ``worth × P(lower) − P(higher)`` (worth 1 without bonuses,
    so the plain edge; a stronger opponent's own bonus is not counted — such chi are rare)."""
    w = _worth(place, keys, options)
    if w is None:
        return table.edge(place, keys)
    lo, hi = table.shares(place, keys)
    return w * lo - hi


def _ranked(cards: tuple[Card, ...], table: StrengthTable, top: int = 1,
            options: Options | None = None) -> list[tuple[float, Arrangement]]:
    """The ``top`` best non-lủng cuts with their scores, best first.

    The cuts come in 286 blocks, one per chi đầu, of the 252 ways to take chi giữa from the
    10 cards left; in that order chi cuối (the complement) of the j-th way is the (251 − j)-th
    way's chi giữa, so one gather per quantity (key, edge in the middle, edge at the back)
    and a reversed view give every cut."""
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


def edges_of(arr: Arrangement, table: StrengthTable | None = None,
             options: Options | None = None) -> tuple[float, float, float]:
    """Each chi's edge at its place (−1 … 1; more with a house bonus switched on in ``options``)."""
    t = table or load_table()
    return tuple(float(_edges(t, p, np.array([v.key]), options)[0])  # type: ignore[return-value]
                 for p, v in zip(("front", "middle", "back"), arr.values))


def expected_points(arr: Arrangement, table: StrengthTable | None = None, options: Options | None = None) -> float:
    """Average points of ``arr`` against one opponent (module doc): the sum of its chi's
    edges, or −3 when it is binh lủng. Computed one arrangement at a time — the solver's
    vector search is checked against it."""
    if not isinstance(arr, Arrangement):
        raise ChanError("mau_binh.arrangement.required")
    if not check(arr).valid:
        return LUNG_POINTS
    return float(sum(edges_of(arr, table, options)))


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
    score, arr = _ranked(hand, table, 1, opts)[0]
    sp = find_special(hand, opts)
    return Solution(arr, score, edges_of(arr, table, opts), sp, special_value(opts, sp.id) if sp is not None else 0)


def top_arrangements(cards: object, n: int = 3) -> list[tuple[float, Arrangement]]:
    """The ``n`` (1–20) best non-lủng arrangements with their average points, best first."""
    if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= 20:
        raise ChanError("mau_binh.solver.top_n", n=shown_value(n), field="n")
    return _ranked(read_hand(cards), load_table(), n)
