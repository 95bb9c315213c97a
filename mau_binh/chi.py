"""One chi (3 or 5 cards) → its category (the first of :data:`DETECTORS`, high to low, that answers) → a comparable
value (seed 004 "Luật chơi"). Suits never break a tie; a 3-card chi's missing cards count lower than any card;
A-2-3-4-5 is the lowest straight."""
from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from mau_binh.cards import Card, check_distinct, parse_cards

CHI_SIZES = (3, 5)
_BASE = 15  # ranks 2..14 fit one base-15 digit; 0 = "no card" (a 3-card chi's missing cards)
_WIDTH = 5


@dataclass(frozen=True)
class Shape:
    """A chi as the detectors read it: ``ranks`` high to low (A = 14); ``groups`` ``((rank, count), …)``
    by count then rank (``K K 4`` → ``((13, 2), (4, 1))``); ``pattern`` the counts; ``straight_high``
    the top rank of a straight (``5`` for A-2-3-4-5) or ``None``."""

    size: int
    ranks: tuple[int, ...]
    groups: tuple[tuple[int, int], ...]
    pattern: tuple[int, ...]
    flush: bool
    straight_high: int | None


def shape_of(ranks: Sequence[int], flush: bool) -> Shape:
    """:class:`Shape` of a chi from its ranks (any order) and whether it is one suit."""
    rs = tuple(sorted(ranks, reverse=True))
    counts = Counter(rs)
    groups = tuple(sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True))
    high = None
    if len(rs) == 5 and len(counts) == 5:
        if rs[0] - rs[4] == 4:
            high = rs[0]
        elif rs == (14, 5, 4, 3, 2):
            high = 5
    return Shape(len(rs), rs, groups, tuple(c for _, c in groups), flush and len(rs) == 5, high)


# ---------------------------------------------------------------- detectors (one per category)
@dataclass(frozen=True)
class Detector:
    """A category's detector: chi ``sizes`` it exists in, ``defining`` = how many of the tie ranks are the
    category's own cards, ``test(shape)``; the tie ranks are the straight's top card when ``straight``, else
    the ranks by group (defining cards first, then odd cards, high to low)."""

    id: str
    sizes: tuple[int, ...]
    defining: int
    test: Callable[[Shape], object]
    straight: bool = False

    def fn(self, s: Shape) -> tuple[int, ...] | None:
        """The tie ranks of a chi of this category, or ``None`` when it is not one."""
        if not self.test(s):
            return None
        return (s.straight_high,) if self.straight else tuple(r for r, _ in s.groups)  # type: ignore[return-value]


DETECTORS: dict[str, Detector] = {d.id: d for d in (  # high to low; rules/mau_binh.yaml lists them so (crossref)
    Detector("thung_pha_sanh", (5,), 1, lambda s: s.flush and s.straight_high, straight=True),
    Detector("tu_quy", (5,), 1, lambda s: s.pattern == (4, 1)),
    Detector("cu_lu", (5,), 2, lambda s: s.pattern == (3, 2)),
    Detector("thung", (5,), 0, lambda s: s.flush),
    Detector("sanh", (5,), 1, lambda s: s.straight_high, straight=True),
    Detector("xam_chi", (3, 5), 1, lambda s: s.pattern in ((3,), (3, 1, 1))),
    Detector("thu", (5,), 2, lambda s: s.pattern == (2, 2, 1)),
    Detector("doi", (3, 5), 1, lambda s: s.pattern in ((2, 1), (2, 1, 1, 1))),
    Detector("rac", (3, 5), 0, lambda s: len(s.pattern) == s.size),
)}


_STRENGTH = {cid: len(DETECTORS) - i for i, cid in enumerate(DETECTORS)}  # rac = 1 … thung_pha_sanh = 9


# ---------------------------------------------------------------- the value of a chi
@dataclass(frozen=True, order=True)
class ChiValue:
    """What a chi is worth: ``key`` — one integer that orders every chi of either size (equal = a drawn
    chi; it decides the order, the other fields follow from it) —, ``category``, tie ``ranks``, ``size``."""

    key: int
    category: str
    ranks: tuple[int, ...]
    size: int

    def label(self) -> Fact:
        """:meth:`describe` as a caption (``'Đôi K (lẻ 4)'``; in English with the gloss)."""
        return Fact("mau_binh.chi.label", chi=self.describe())

    def describe(self) -> Fact:
        """The chi in short: ``Fact('mau_binh.chi', category='doi', ranks=(13, 4))``, said ``'đôi K (lẻ 4)'``."""
        fact = self.__dict__.get("_fact")  # one fact per value (values are shared: value_of is cached)
        if fact is None:
            fact = Fact("mau_binh.chi", category=self.category, ranks=self.ranks)
            self.__dict__["_fact"] = fact
        return fact


def _key(strength: int, ranks: tuple[int, ...]) -> int:
    return functools.reduce(lambda k, r: k * _BASE + r, (ranks + (0,) * _WIDTH)[:_WIDTH], strength)


@functools.lru_cache(maxsize=None)  # at most ~8,000 rank patterns (3 or 5 cards, flush or not)
def value_of(ranks: tuple[int, ...], flush: bool) -> ChiValue:
    """:class:`ChiValue` of a chi from its ranks (high to low) and flush flag (cached for the solver)."""
    s = shape_of(ranks, flush)
    for cid, d in DETECTORS.items():
        if s.size not in d.sizes:
            continue
        tie = d.fn(s)
        if tie is not None:
            return ChiValue(_key(_STRENGTH[cid], tuple(tie)), cid, tuple(tie), s.size)
    raise ChanError("mau_binh.chi.no_category")  # pragma: no cover - rac takes every rest


def chi_value(cards: "str | Iterable[Card]") -> ChiValue:
    """The :class:`ChiValue` of 3 or 5 distinct cards (text or cards); ChanError for a wrong count or a repeat."""
    cs = parse_cards(cards)
    if len(cs) not in CHI_SIZES:
        raise ChanError("mau_binh.chi.size", count=len(cs))
    if len(set(cs)) != len(cs):
        check_distinct(cs, "chi")
    ranks = tuple(sorted((c.rank for c in cs), reverse=True))
    flush = len(cs) == 5 and len({c.suit for c in cs}) == 1
    return value_of(ranks, flush)


def compare(a: ChiValue, b: ChiValue) -> int:
    """``1`` if chi ``a`` beats ``b``, ``-1`` if it loses, ``0`` for a draw (suits never count)."""
    if not isinstance(a, ChiValue) or not isinstance(b, ChiValue):
        raise ChanError("mau_binh.compare.needs_chi", a=shown_value(a), b=shown_value(b))
    return (a.key > b.key) - (a.key < b.key)


def why_compare(a: ChiValue, b: ChiValue) -> Fact:
    """Which chi is higher and why (``a``, ``b`` = the higher and the lower chi described): ``mau_binh.compare.draw``,
    ``.category`` (``high``, ``low``), ``.rank`` (``index``, ``x``, ``y``: the deciding tie ranks) or ``.longer``."""
    c = compare(a, b)
    hi, lo = (a, b) if c >= 0 else (b, a)
    da, db = hi.describe(), lo.describe()
    if c == 0:
        return Fact("mau_binh.compare.draw", a=da, b=db)
    if hi.category != lo.category:
        return Fact("mau_binh.compare.category", a=da, b=db, high=hi.category, low=lo.category)
    for i, (x, y) in enumerate(zip(hi.ranks + (0,) * 5, lo.ranks + (0,) * 5)):
        if x != y:
            if y == 0:
                return Fact("mau_binh.compare.longer", a=da, b=db)
            return Fact("mau_binh.compare.rank", a=da, b=db, category=hi.category, index=i, x=x, y=y)
    return Fact("mau_binh.compare.higher", a=da, b=db)  # pragma: no cover
