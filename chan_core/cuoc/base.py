"""The detection layer's shared pieces: :class:`Facts`, :class:`Found`, the registries.

A detector is ``f(facts) -> Found | None`` (the cước id, its count and a reason
:class:`~chan_core.facts.Fact` naming the cards); its why-not explainer ``f(facts, options) -> Fact | None``.
"""
from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass

from chan_core.cards import BY_CODE, KINDS
from chan_core.facts import Fact, registrar

RED_IDX: tuple[int, ...] = tuple(k.index for k in KINDS if k.red)  # 8V 8S 9V 9S CC (seed 001 §V.13)
CC = BY_CODE["CC"].index


def idx(code: str) -> int:
    """Kind index of a card code (``'9V'`` → 7)."""
    return BY_CODE[code].index


# Read-only by convention, not frozen: built on every win judged, and a frozen dataclass costs about
# four times as much to build (benchmarks/compare_trees.py).
@dataclass(slots=True, unsafe_hash=True)
class Found:
    """One detected cước: ``id``, ``count`` ≥ 1, ``reason`` fact (which cards, which context)."""

    id: str
    count: int
    reason: Fact

    def as_dict(self) -> dict:
        return {"id": self.id, "count": self.count, "reason": self.reason}


class Facts:
    """Everything a detector reads about one valid win, computed once: 25-count tuples ``all20``, ``hand``
    (before the winning card) and ``dealt`` (or ``None``); ``n_red``; ``win_card`` (``None``: thiên ù)."""

    __slots__ = ("all20", "hand", "dealt", "melds", "win", "uc", "context", "n_red", "win_card")

    def __init__(self, uc):
        # The win as judged by check_u: no cước is read from context flags the board contradicts.
        win = self.win = uc.win
        self.uc = uc
        self.all20 = uc.all_cards.counts
        self.hand = win.hand.counts
        self.melds = win.melds
        self.context = win.context
        self.win_card = win.winning_card
        a = self.all20
        self.n_red = sum([a[i] for i in RED_IDX])
        if win.dealt_hand is not None:
            self.dealt = win.dealt_hand.counts
        elif uc.thien_u:
            self.dealt = a
        else:
            self.dealt = None


Detector = Callable[[Facts], "Found | None"]

REGISTRY: dict[str, Detector] = {}  # cước id → detector, in registration order
cuoc = registrar(REGISTRY, "cước")  # @cuoc(id): the detector of cước id


def found_when(cid: str, test: Callable[[Facts], object], why: Callable[[Facts], Fact] | None = None) -> None:
    """The detector of a cước found once when ``test(facts)``, for the fact ``why(facts)`` (default
    ``cuoc.found.<cid>``); named as ``test``, so it sits beside its why-not in the cước's module."""
    found = Found(cid, 1, Fact(f"cuoc.found.{cid}"))  # one object: read-only, like every Found
    cuoc(cid)(functools.wraps(test)((lambda f: Found(cid, 1, why(f)) if test(f) else None) if why else
                                    (lambda f: found if test(f) else None)))


# ------------------------------------------------------------------ why not
WhyNot = Callable[[Facts, "object"], "Fact | None"]
WHY_NOT: dict[str, WhyNot] = {}  # cước id → why a hand does NOT have it (beside each detector)
_explainer = registrar(WHY_NOT, "why-not of cước")


def why_not_of(cid: str) -> Callable[[WhyNot], WhyNot]:
    """``@why_not_of(id)``: ``f(facts, options) -> Fact``, asked only when the detector of ``id`` finds nothing
    (registered as an explainer that gives ``None`` when it does)."""
    def deco(fn: WhyNot) -> WhyNot:
        @functools.wraps(fn)
        def explain(f: Facts, options) -> Fact | None:
            return None if REGISTRY[cid](f) is not None else fn(f, options)
        return _explainer(cid)(explain)
    return deco


def need(cuoc_id: str, fact: "Fact | str", requirement: Fact | None = None) -> Fact:
    """The why-not fact «<Tên> cần <requirement>; bài này <fact>.» (``requirement`` default ``cuoc.req.<id>``)."""
    return Fact("cuoc.need", cuoc=cuoc_id, requirement=requirement or Fact(f"cuoc.req.{cuoc_id}"), fact=fact)


def clauses(items) -> Fact:
    """Non-empty ``items`` said one after another, joined with «; » (a single one is itself)."""
    return Fact("cuoc.clauses", items=tuple(items)) if len(items) > 1 else items[0]


def win_card_fact(f: Facts) -> Fact:
    """Where the winning card came from (``cuoc.win_card.*``; ``none`` for a thiên ù)."""
    k = f.win_card
    if k is None:
        return Fact("cuoc.win_card.none")
    src, by = f.win.source, f.win.drawn_by
    if src in ("boc", "tra_cua"):
        return Fact(f"cuoc.win_card.{src}_{'self' if by == 'self' else 'other'}", card=k)
    return Fact("cuoc.win_card.danh" if src == "danh" else "cuoc.win_card.unknown", card=k)
