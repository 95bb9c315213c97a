"""The detection layer's shared pieces: :class:`Facts`, :class:`Found` and the registry.

Three layers (as in the ``mahjong`` package): the engine lays the 20 cards
out and checks the ù (:func:`chan_core.win.check_u`), each cước is detected by
one small function registered here, and :mod:`chan_core.scoring` turns the
detected cước into điểm/dịch/gà.

A detector is ``f(facts) -> Found | None``: it reads the precomputed
:class:`Facts` of one winning hand and returns the cước id, its count and a
Vietnamese reason that names the cards or the context ("Lèo ×2: cửu vạn – bát
sách – chi chi có 2 bộ"), or ``None`` when the cước is absent.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from chan_core.cards import BY_CODE, KINDS

RED_IDX: tuple[int, ...] = tuple(k.index for k in KINDS if k.red)
"""Indices of the red kinds (8V 8S 9V 9S CC; seed 001 §V.13)."""
CC = BY_CODE["CC"].index


def idx(code: str) -> int:
    """Kind index of a card code (``'9V'`` → 7)."""
    return BY_CODE[code].index


@dataclass(frozen=True, slots=True)
class Found:
    """One detected cước: ``id`` (SPEC id), ``count`` ≥ 1, ``reason``
    (Vietnamese: which cards / which context)."""

    id: str
    count: int
    reason: str

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
        self.win = win
        self.uc = uc
        self.all20 = uc.all_cards.counts
        self.hand = win.hand.counts
        self.melds = win.melds
        self.context = win.context
        self.win_card = win.winning_card
        a = self.all20
        self.n_red = sum(a[i] for i in RED_IDX)
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
