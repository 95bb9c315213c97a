"""The detection layer's shared pieces: :class:`Facts`, :class:`Found` and the registry.

Three layers (as in the ``mahjong`` package): the engine lays the 20 cards
out and checks the ù (:func:`chan_core.win.check_u`), each cước is detected by
one small function registered here, and :mod:`chan_core.scoring` turns the
detected cước into điểm/dịch/gà.

A detector is ``f(facts) -> Found | None``: it reads the precomputed
:class:`Facts` of one winning hand and returns the cước id, its count and a
reason that names the cards or the context ("Lèo ×2: cửu vạn – bát sách – chi
chi có 2 bộ"; in the current language, issue 15: gettext messages of
``chan_core.i18n``), or ``None`` when the cước is absent.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from chan_core.cards import BY_CODE, KINDS
from chan_core.i18n import N_, _

RED_IDX: tuple[int, ...] = tuple(k.index for k in KINDS if k.red)
"""Indices of the red kinds (8V 8S 9V 9S CC; seed 001 §V.13)."""
CC = BY_CODE["CC"].index


def idx(code: str) -> int:
    """Kind index of a card code (``'9V'`` → 7)."""
    return BY_CODE[code].index


@dataclass(frozen=True, slots=True)
class Found:
    """One detected cước: ``id`` (SPEC id), ``count`` ≥ 1, ``reason``
    (which cards / which context, in the language current when it was detected:
    Vietnamese by default, English under ``language('en')`` — issue 15)."""

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


# ------------------------------------------------------------------ why not
WhyNot = Callable[[Facts, "object"], "str | None"]
"""``f(facts, options) -> str | None``: why a hand does NOT have one cước."""

WHY_NOT: dict[str, WhyNot] = {}
"""cước id → its why-not explainer (one beside each detector, same ids as :data:`REGISTRY`)."""


def why_not_of(cuoc_id: str) -> Callable[[WhyNot], WhyNot]:
    """Decorator: register ``f`` as the why-not explainer of ``cuoc_id``.

    ``f(facts, options)`` returns ``None`` when the detector of ``cuoc_id``
    finds the cước in this hand (before the replacement rules of
    :func:`chan_core.cuoc.detect`), else one Vietnamese sentence naming the
    condition that fails *in this hand*, with the hand's numbers and cards in
    words (:attr:`~chan_core.cards.Kind.word`), never card codes. The
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


NUMBER_WORDS = {0: N_("không"), 1: N_("một"), 2: N_("hai"), 3: N_("ba"), 4: N_("bốn")}
"""Count → its Vietnamese word (msgids: say it with :func:`number_word`)."""


def number_word(n: int) -> str:
    """``2`` → ``'hai'`` (English ``'two'``): a count 0–4 in words in the current language;
    any other number in digits."""
    return _(NUMBER_WORDS[n]) if n in NUMBER_WORDS else str(n)


def cuoc_title(cuoc_id: str) -> str:
    """The cước's Vietnamese name (``rules/cuoc.yaml``): ``'Bạch thủ'`` — the same in every
    language (the game's own word, issue 15)."""
    from chan_core.rules import load_rules

    return load_rules().cuoc_by_id(cuoc_id).name


def need(cuoc_id: str, requirement: str, fact: str) -> str:
    """The why-not sentence: ``'<Tên> cần <requirement>; bài này <fact>.'`` — in English
    ``'<Tên> needs <requirement>; this hand <fact>.'``. ``requirement`` is a noun phrase and
    ``fact`` a predicate of "this hand", both already in the current language."""
    return _("{name} cần {requirement}; bài này {fact}.").format(
        name=cuoc_title(cuoc_id), requirement=requirement, fact=fact)


def layout_words(lay) -> str:
    """A layout as counts with its loose cards in words:
    ``'6 chắn, 3 cạ, 1 què (tứ vạn)'`` (melds included in the counts; the game's words
    chắn, cạ, ba đầu, què stay as they are in English)."""
    parts = [f"{lay.n_chan} chắn", f"{lay.n_ca} cạ"]
    if lay.ba_dau:
        parts.append(f"{len(lay.ba_dau)} ba đầu ("
                     + "; ".join(" – ".join(k.word for k in t) for t in lay.ba_dau) + ")")
    if lay.que:
        parts.append(f"{len(lay.que)} què (" + ", ".join(k.word for k in lay.que) + ")")
    return ", ".join(parts)


def win_card_phrase(f: Facts) -> str:
    """Where the winning card came from, in words: ``'quân ù tam vạn do người khác bốc từ nọc'``
    (English ``'the winning card tam vạn, drawn from the nọc by another player'``)."""
    k = f.win_card
    if k is None:
        return _("ù ngay trên 20 lá được chia, không có quân ù")
    src, by = f.win.source, f.win.drawn_by
    c = k.word
    if src == "boc":
        if by == "self":
            return _("quân ù {card} do chính mình bốc từ nọc").format(card=c)
        return _("quân ù {card} do người khác bốc từ nọc").format(card=c)
    if src == "danh":
        return _("quân ù {card} là quân người khác đánh ra").format(card=c)
    if src == "tra_cua":
        if by == "self":
            return _("quân ù {card} là quân trả cửa vào cửa chì của mình").format(card=c)
        return _("quân ù {card} là quân trả cửa vào cửa người khác").format(card=c)
    return _("quân ù {card} là quân không rõ nguồn").format(card=c)
