"""Special hands (mậu binh): 13 cards that win without comparing chi (seed 004 "Mậu binh").

One detector per special hand in :data:`SPECIALS`, looking at the 13 cards whatever their arrangement;
ba sảnh and ba thùng return an arrangement as a witness. Their ranking is the option ``special_ranking``.
"""
from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import product

from chan_core.errors import ChanError
from chan_core.facts import Fact
from mau_binh.arrangement import Arrangement
from mau_binh.cards import Card, read_hand
from mau_binh.options import Options, default_options
from mau_binh.rules import load_rules


@dataclass(frozen=True)
class SpecialHand:
    """A special hand found in 13 cards: ``id``, ``detail`` (a fact naming its cards) and, for ba sảnh /
    ba thùng, an ``arrangement`` showing it."""

    id: str
    detail: Fact
    arrangement: Arrangement | None = None

    @property
    def name(self) -> str:
        """The name from the rules file (``'Sáu đôi'``, Vietnamese in every language)."""
        return load_rules().special(self.id).name


def _counts(cards: Iterable[Card]) -> Counter:
    return Counter(c.rank for c in cards)


def _muoi_ba(cards: tuple[Card, ...]) -> SpecialHand | None:
    """All 13 cards black (bích, chuồn) or all red (cơ, rô): seed 004 "Mậu binh" 1."""
    red = sum(c.red for c in cards)
    if red in (0, 13):
        return SpecialHand("muoi_ba_cung_mau", Fact("mau_binh.special.all_red" if red else "mau_binh.special.all_black"))
    return None


def _muoi_hai(cards: tuple[Card, ...]) -> SpecialHand | None:
    """Exactly 12 of one colour and 1 of the other: seed 004 "Mậu binh" 2 (its "12" restored)."""
    red = sum(c.red for c in cards)
    if red in (1, 12):
        odd = next(c for c in cards if c.red == (red == 1))
        code = "mau_binh.special.twelve_black" if red == 1 else "mau_binh.special.twelve_red"
        return SpecialHand("muoi_hai_cung_mau", Fact(code, card=odd))
    return None


def _sau_doi(cards: tuple[Card, ...]) -> SpecialHand | None:
    """Six pairs among the 13 cards (four alike = two pairs; three alike = one pair + an odd card)."""
    pairs = [r for r, n in sorted(_counts(cards).items()) for _ in range(n // 2)]
    if len(pairs) >= 6:
        return SpecialHand("sau_doi", Fact("mau_binh.special.sau_doi", pairs=tuple(pairs)))
    return None


def _rank_counts(ranks) -> tuple[int, ...]:
    """How many of ``ranks`` are 2, 3, … A (13 counts)."""
    return tuple(map(list(ranks).count, range(2, 15)))


def _run(low: int, n: int) -> tuple[int, ...]:
    """Ranks of ``n`` consecutive ranks from ``low`` (``low`` 1 = the A below the 2)."""
    return tuple(14 if r == 1 else r for r in range(low, low + n))


_RUNS5 = [_run(low, 5) for low in range(1, 11)]   # A-2-3-4-5 … 10-J-Q-K-A
_RUNS3 = [_run(low, 3) for low in range(1, 13)]   # A-2-3 … Q-K-A


def _take(pool: dict[int, list[Card]], ranks: tuple[int, ...]) -> tuple[Card, ...]:
    return tuple(pool[r].pop() for r in ranks)


def _ordered(front: tuple[Card, ...], a: tuple[Card, ...], b: tuple[Card, ...]) -> Arrangement:
    """Front + the two 5-card chi with the smaller one in the middle (never lủng for these hands)."""
    x, y = Arrangement(front, a, b), Arrangement(front, b, a)
    return x if x.values[1] <= x.values[2] else y


@functools.lru_cache(maxsize=1)
def _ba_sanh_patterns() -> dict[tuple[int, ...], tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]]:
    """Every rank count of a ba sảnh (13 counts, rank 2 … A) → the runs (front, one straight, the other)."""
    out: dict[tuple[int, ...], tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]] = {}
    for i, r1 in enumerate(_RUNS5):
        for r2 in _RUNS5[i:]:
            for r3 in _RUNS3:
                out.setdefault(_rank_counts(r1 + r2 + r3), (r3, r1, r2))
    return out


def _ba_sanh(cards: tuple[Card, ...]) -> SpecialHand | None:
    """Chi giữa and chi cuối two straights, chi đầu three consecutive ranks (Q-K-A and A-2-3 too)."""
    runs = _ba_sanh_patterns().get(_rank_counts([c.rank for c in cards]))
    if runs is None:
        return None
    r3, r1, r2 = runs
    pool: dict[int, list[Card]] = {}
    for c in sorted(cards, key=lambda c: c.index, reverse=True):
        pool.setdefault(c.rank, []).append(c)
    front, mid, back = _take(pool, r3), _take(pool, r1), _take(pool, r2)
    arr = _ordered(front, mid, back)
    return SpecialHand("ba_sanh", Fact("mau_binh.special.ba_sanh", front=arr.front, middle=arr.middle, back=arr.back),
                       arr)


def as_arranged(special: SpecialHand, front: Iterable[Card], middle: Iterable[Card], back: Iterable[Card]) -> SpecialHand:
    """``special`` with these three chi (3, 5, 5 cards) as its arrangement, the fact naming their cards in the order
    given, when they show it (ba sảnh: each chi a run; ba thùng: each of one suit); else ``special`` as it is."""
    chi = [tuple(x) for x in (front, middle, back)]
    runs = [sorted(r) for r in _RUNS3], [sorted(r) for r in _RUNS5]
    if (special.id == "ba_sanh" and all(sorted(c.rank for c in x) in runs[i > 0] for i, x in enumerate(chi))
            or special.id == "ba_thung" and all(len({c.suit for c in x}) == 1 for x in chi)):
        suits = {"suits": tuple(x[0].suit for x in chi)} if special.id == "ba_thung" else {}
        return SpecialHand(special.id, Fact(special.detail.code, **{**special.detail.params, **suits, "front": chi[0],
                                                                    "middle": chi[1], "back": chi[2]}), Arrangement(*chi))
    return special


def _ba_thung(cards: tuple[Card, ...]) -> SpecialHand | None:
    """Chi giữa and chi cuối two flushes, chi đầu three cards of one suit."""
    by_suit: dict[str, list[Card]] = {}
    for c in sorted(cards, key=lambda c: c.index, reverse=True):
        by_suit.setdefault(c.suit, []).append(c)
    sizes = Counter(c.suit for c in cards)
    for fs, ms, bs in product(by_suit, repeat=3):
        if Counter([fs] * 3 + [ms] * 5 + [bs] * 5) == sizes:
            pool = {s: list(v) for s, v in by_suit.items()}
            back, mid, front = (tuple(pool[s].pop(0) for _ in range(n)) for s, n in ((bs, 5), (ms, 5), (fs, 3)))
            arr = _ordered(front, mid, back)
            suits = tuple(x[0].suit for x in (arr.front, arr.middle, arr.back))  # as put: _ordered may swap two
            return SpecialHand("ba_thung", Fact("mau_binh.special.ba_thung", suits=suits,
                                                front=arr.front, middle=arr.middle, back=arr.back), arr)
    return None


def _sanh_rong(cards: tuple[Card, ...]) -> SpecialHand | None:
    """All 13 ranks, 2 to A (any suits)."""
    if len({c.rank for c in cards}) == 13:
        return SpecialHand("sanh_rong", Fact("mau_binh.special.sanh_rong"))
    return None


def _nam_doi_mot_xam(cards: tuple[Card, ...]) -> SpecialHand | None:
    """Exactly five pairs and one three of a kind."""
    counts = _counts(cards)
    if sorted(counts.values()) == [2, 2, 2, 2, 2, 3]:
        three = next(r for r, n in counts.items() if n == 3)
        pairs = tuple(sorted(r for r, n in counts.items() if n == 2))
        return SpecialHand("nam_doi_mot_xam", Fact("mau_binh.special.nam_doi_mot_xam", pairs=pairs, three=three))
    return None


SPECIALS: dict[str, Callable[[tuple[Card, ...]], SpecialHand | None]] = {  # id → fn(13 cards)
    "muoi_ba_cung_mau": _muoi_ba, "muoi_hai_cung_mau": _muoi_hai, "sau_doi": _sau_doi, "ba_sanh": _ba_sanh,
    "ba_thung": _ba_thung}
HOUSE_SPECIALS = {"sanh_rong": _sanh_rong, "nam_doi_mot_xam": _nam_doi_mot_xam}  # counted when their option says so


def ranking(options: Options | None = None) -> tuple[str, ...]:
    """Special ids, highest first, under the option ``special_ranking`` and the house options."""
    opts = options or default_options()
    order = list(load_rules().special_rankings[opts.special_ranking].order)
    if opts.nam_doi_mot_xam == "tren_sau_doi":
        order.insert(order.index("sau_doi"), "nam_doi_mot_xam")
    if opts.sanh_rong > 0:
        order.insert(0, "sanh_rong")
    return tuple(order)


def find_special(cards: object, options: Options | None = None) -> SpecialHand | None:
    """The highest special hand of the 13 cards under ``options`` (None: none, or ``special_hands`` off)."""
    opts = options or default_options()
    if not isinstance(opts, Options):
        raise ChanError("mau_binh.options.not_options", field="options")
    hand = read_hand(cards)
    if not opts.special_hands:
        return None
    return next((m for sid in ranking(opts) if (m := (SPECIALS.get(sid) or HOUSE_SPECIALS[sid])(hand))), None)


def special_rank(sid: str | None, options: Options | None = None) -> int:
    """How high a special hand ranks (higher is better; 0 for none)."""
    if sid is None:
        return 0
    order = ranking(options)
    if sid not in order:
        raise ChanError("mau_binh.special.unknown", id=sid)
    return len(order) - order.index(sid)
