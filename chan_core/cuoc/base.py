"""The detection layer's shared pieces: :class:`Facts`, :class:`Found` and the registry.

Three layers (as in the ``mahjong`` package): the engine lays the 20 cards
out and checks the ù (:func:`chan_core.win.check_u`), each cước is detected by
one small function registered here, and :mod:`chan_core.scoring` turns the
detected cước into điểm/dịch/gà.

A detector is ``f(facts) -> Found | None``: it reads the precomputed
:class:`Facts` of one winning hand and returns the cước id, its count and a
reason that names the cards or the context, as a :class:`~chan_core.facts.Fact`
(``Fact('cuoc.found.sets', cuoc='leo', n=2, …)``; the words layer says «Lèo ×2: cửu vạn – bát sách – chi
chi có 2 bộ», :mod:`words.phrases.cuoc`), or ``None`` when the cước is absent.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from chan_core.cards import BY_CODE, KINDS
from chan_core.facts import Fact

RED_IDX: tuple[int, ...] = tuple(k.index for k in KINDS if k.red)
"""Indices of the red kinds (8V 8S 9V 9S CC; seed 001 §V.13)."""
CC = BY_CODE["CC"].index


def idx(code: str) -> int:
    """Kind index of a card code (``'9V'`` → 7)."""
    return BY_CODE[code].index


# Read-only by convention, not frozen: built on every win judged, and a frozen dataclass costs about
# four times as much to build (benchmarks/compare_trees.py).
@dataclass(slots=True, unsafe_hash=True)
class Found:
    """One detected cước: ``id`` (SPEC id), ``count`` ≥ 1, ``reason``
    (which cards / which context: a :class:`~chan_core.facts.Fact`, said by
    :func:`words.say`)."""

    id: str
    count: int
    reason: Fact

    def as_dict(self) -> dict:
        return {"id": self.id, "count": self.count, "reason": self.reason}


class Facts:
    """Everything a detector reads about one valid win, computed once.

    ``all20``: 25 counts of the 20 cards (hand + melds + winning card);
    ``hand``: 25 counts of the cards in hand before the winning card (only
    dealt cards stay in hand); ``dealt``: 25 counts of the cards dealt
    (``context.dealt_hand`` if given; for thiên ù the 20 cards in hand),
    or ``None``; ``melds``: the melds on the mat; ``win``: the
    :class:`~chan_core.win.WinInput`; ``uc``: the
    :class:`~chan_core.win.UCheck`; ``context``: frozenset of context flags;
    ``n_red``: red cards among the 20; ``win_card``: the winning kind or
    ``None`` (thiên ù).
    """

    __slots__ = ("all20", "hand", "dealt", "melds", "win", "uc", "context", "n_red", "win_card")

    def __init__(self, win, uc):
        # The win as judged by check_u: without the context flags (and dealt
        # hand) the board contradicts (chan_core.reachability), so no cước is
        # read from them even when the caller passes the raw input.
        win = getattr(uc, "win", None) or win
        self.win = win
        self.uc = uc
        self.all20 = uc.all_cards.counts
        self.hand = win.hand.counts
        self.melds = win.melds
        self.context = win.context
        self.win_card = win.winning_card
        a = self.all20
        self.n_red = sum([a[i] for i in RED_IDX])
        d = getattr(win, "dealt_hand", None)
        if d is not None:
            self.dealt = d.counts
        elif uc.thien_u:
            self.dealt = a
        else:
            self.dealt = None


Detector = Callable[[Facts], "Found | None"]

REGISTRY: dict[str, Detector] = {}
"""cước id → detector, in registration order (xướng-ish order)."""


def cuoc(cuoc_id: str) -> Callable[[Detector], Detector]:
    """Decorator: register ``f`` as the detector of ``cuoc_id``."""

    def deco(f: Detector) -> Detector:
        if cuoc_id in REGISTRY:
            raise RuntimeError(f"cước {cuoc_id} registered twice")
        REGISTRY[cuoc_id] = f
        f.cuoc_id = cuoc_id  # type: ignore[attr-defined]
        return f

    return deco


# ------------------------------------------------------------------ why not
WhyNot = Callable[[Facts, "object"], "Fact | None"]
"""``f(facts, options) -> Fact | None``: why a hand does NOT have one cước."""

WHY_NOT: dict[str, WhyNot] = {}
"""cước id → its why-not explainer (one beside each detector, same ids as :data:`REGISTRY`)."""


def why_not_of(cuoc_id: str) -> Callable[[WhyNot], WhyNot]:
    """Decorator: register ``f`` as the why-not explainer of ``cuoc_id``.

    ``f(facts, options)`` returns ``None`` when the detector of ``cuoc_id``
    finds the cước in this hand (before the replacement rules of
    :func:`chan_core.cuoc.detect`), else a :class:`~chan_core.facts.Fact` (usually
    :func:`need`) naming the condition that fails *in this hand*, with the hand's numbers
    and cards (never pre-made words). The
    detector is given the explainer as its ``why_not`` attribute.
    """

    def deco(f: WhyNot) -> WhyNot:
        if cuoc_id in WHY_NOT:
            raise RuntimeError(f"why-not of cước {cuoc_id} registered twice")
        WHY_NOT[cuoc_id] = f
        if cuoc_id in REGISTRY:
            REGISTRY[cuoc_id].why_not = f  # type: ignore[attr-defined]
        return f

    return deco


def number(n: int) -> Fact:
    """A count said in words when small: ``Fact('cuoc.number', n=2)`` («hai» / "two")."""
    return Fact("cuoc.number", n=n)


def need(cuoc_id: str, requirement: Fact, fact: "Fact | str") -> Fact:
    """The why-not fact ``Fact('cuoc.need', cuoc=, requirement=, fact=)``: «<Tên> cần
    <requirement>; bài này <fact>.» — ``requirement`` a noun-phrase clause, ``fact`` a
    predicate of "this hand" (clauses, :mod:`words.phrases.cuoc`)."""
    return Fact("cuoc.need", cuoc=cuoc_id, requirement=requirement, fact=fact)


def clauses(items) -> Fact:
    """Clauses said one after another, joined with «; »: ``Fact('cuoc.clauses', items=…)``;
    a single clause is itself. ``items``: a non-empty list of facts."""
    return Fact("cuoc.clauses", items=tuple(items)) if len(items) > 1 else items[0]


def layout_fact(lay) -> Fact:
    """A layout as counts with its loose cards: ``Fact('cuoc.layout', chan=6, ca=3, ba_dau=(),
    que=(tứ vạn,))`` — «6 chắn, 3 cạ, 1 què (tứ vạn)» (melds included in the counts)."""
    return Fact("cuoc.layout", chan=lay.n_chan, ca=lay.n_ca, ba_dau=tuple(tuple(t) for t in lay.ba_dau),
                que=tuple(lay.que))


def win_card_fact(f: Facts) -> Fact:
    """Where the winning card came from: ``Fact('cuoc.win_card.boc_other', card=tam vạn)`` —
    «quân ù tam vạn do người khác bốc từ nọc»; ``cuoc.win_card.none`` for a thiên ù."""
    k = f.win_card
    if k is None:
        return Fact("cuoc.win_card.none")
    src, by = f.win.source, f.win.drawn_by
    if src == "boc":
        return Fact("cuoc.win_card.boc_self", card=k) if by == "self" else Fact("cuoc.win_card.boc_other", card=k)
    if src == "danh":
        return Fact("cuoc.win_card.danh", card=k)
    if src == "tra_cua":
        if by == "self":
            return Fact("cuoc.win_card.tra_cua_self", card=k)
        return Fact("cuoc.win_card.tra_cua_other", card=k)
    return Fact("cuoc.win_card.unknown", card=k)
