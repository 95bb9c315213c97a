"""How far a hand is from ù, and which cards bring it closer (issue 13 item 1).

The Chắn analogue of mahjong's shanten. A player holds a hand (19 or 20
cards counting the melds on the mat). The only way a card enters the hand in
Chắn is by taking it — ăn or chíu (the card goes to the mat in a pair with a
card from the hand) or ù (the winning card completes the hand) — and every
card taken is followed by a đánh, except the winning card (seed 001 §III,
§IV). So:

**distance** = the fewest cards the player must still take (eats, then the
winning card) to hold a valid ù, when every card taken pairs with a card of
the hand it was taken for. A 19-card hand that waits (chờ ù) is at distance
1; a 20-card hand that is already 10 pairs with ≥ 6 chắn (thiên ù) is at 0.
Eating a card and đánh-ing well keeps or lowers the distance; a 20-card hand
after an eat is at the distance of its best đánh.

A valid ù (SPEC "Reading the seeds", seed 001 §IV, §V.18): 20 cards (hand +
melds) in 10 pairs (chắn or cạ; two ba đầu are never pairs), at least 6 chắn
(a chíu or 4 alike = 2 chắn), chắn first when laid out; a chi chi may be the
winning card only as bạch thủ chi (the 19 cards before it are exactly 5
chắn + 4 cạ + a lone chi chi).

What the distance leaves out: where a card comes from (the winning card must
come from the nọc unless it is a chíu ù; an eat needs the card on offer at
the right seat) and the lỗi rules about which eat is allowed — those are the
game's and the lỗi engine's (``chan_core.game``, ``chan_core.loi``); the
distance is the shape of the hand only.

Copies: a kind can be taken only while a copy is left. By default that is
4 − (copies in the hand and on the player's own mat); give ``visible`` (the
cards the player can see elsewhere: the other mats and every cửa) to count
only the copies still unseen (``unseen_counts``).

How it is computed (exact): a lower bound from three counts of the hand —
the pairs the hand already has (chắn + cạ + one pair of each ba đầu), its
chắn, and the chắn still needed — is reached by a direct construction in
almost every hand (a few µs); when the construction fails (copies used up,
a chi chi that could only be the winning card) an exact dynamic programme
over the 9 numbers decides. ``tests/engine/test_strategy.py`` checks both against
a brute-force search.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from chan_core.cards import COPIES, KINDS, Hand, Kind, check_counts, parse_cards
from chan_core.errors import ChanError, shown_value
from chan_core.melds import Meld, parse_meld
from chan_core.strategy.solver import CC as _CC, SUITED as _SUITED, TABLE as _TABLE
from chan_core.strategy.solver import decide as _decide, exact as _exact, solve as _solve, sums as _sums
from chan_core.win import MIN_CHAN

PAIRS = 10
"""Pairs in a winning hand (seed 001 §IV)."""

# --------------------------------------------------------------------------- inputs

def _hand_counts(hand: object) -> tuple[int, ...]:
    if isinstance(hand, Hand):
        return hand.counts
    if isinstance(hand, tuple) and len(hand) == len(KINDS) and all(type(n) is int for n in hand):
        return check_counts(hand, "hand")
    return Hand(hand).counts  # type: ignore[arg-type]


def _melds(melds: object) -> tuple[Meld, ...]:
    if melds is None or melds == ():
        return ()
    if type(melds) is tuple and all(type(m) is Meld for m in melds):
        return melds
    if isinstance(melds, (str, bytes)) or not isinstance(melds, Iterable):
        raise ChanError("strategy.melds.not_list", value=shown_value(melds), field="melds")
    return tuple(parse_meld(m) for m in melds)


def _cards_counts(cards: object, name: str) -> list[int]:
    if cards is None:
        return [0] * len(KINDS)
    if type(cards) in (list, tuple) and all(type(k) is Kind for k in cards):
        c = [0] * len(KINDS)
        for k in cards:
            c[k.index] += 1
        return c
    if isinstance(cards, Hand):
        return list(cards.counts)
    if isinstance(cards, tuple) and len(cards) == len(KINDS) and all(type(n) is int for n in cards):
        return list(check_counts(cards, name))
    c = [0] * len(KINDS)
    for k in parse_cards(cards):  # type: ignore[arg-type]
        c[k.index] += 1
    return c


class Position(NamedTuple):
    """A player's hand as the strategy sees it (built by :func:`position`).

    ``hand``: 25 counts in hand; ``melds``; ``meld_counts``: 25 counts on the
    own mat; ``left``: 25 counts of copies that may still be taken
    (``unseen`` when visible cards were given, else 4 − own); ``unseen``:
    25 counts not seen by the player (4 − hand − own mat − ``visible``);
    ``pairs``: pairs the hand part must make (10 − meld pairs);
    ``chan_needed``: 6 − meld chắn (may be ≤ 0); ``size``: hand + meld cards
    (19 or 20); ``live``: whether visible cards were given.
    """

    hand: tuple[int, ...]
    melds: tuple[Meld, ...]
    meld_counts: tuple[int, ...]
    left: tuple[int, ...]
    unseen: tuple[int, ...]
    pairs: int
    chan_needed: int
    size: int
    live: bool


def position(hand: Hand | str | Iterable, melds: Iterable = (), visible: object = None) -> Position:
    """A :class:`Position` from plain data.

    ``hand``: a :class:`Hand`, notation (``'9V 9V 2N …'``), a list of codes
    or 25 counts; ``melds``: :class:`Meld` or ``{type, cards}`` dicts;
    ``visible``: the cards the player sees outside the own hand and mat
    (other mats, every cửa), as notation, codes, a :class:`Hand` or 25
    counts, or ``None`` (then copies left = 4 − own cards). Raises
    :class:`ChanError` for bad notation, a hand that is not 19 or 20 cards
    with its melds, or more than 4 copies of a kind in all.
    """
    h = _hand_counts(hand)
    ms = _melds(melds)
    pairs = chan = n_meld = 0
    if ms:
        mc = [0] * len(KINDS)
        for m in ms:
            t = m.type
            n = _MELD_CHAN[t]
            chan += n
            pairs += n if t != "an_ca" else 1
            for k in m.cards:
                mc[k.index] += 1
            n_meld += len(m.cards)
        own_left = tuple([COPIES - x - y for x, y in zip(h, mc)])
        meld_counts = tuple(mc)
    else:
        own_left = tuple(map(_FOUR_MINUS.__getitem__, h))
        meld_counts = _ZEROS
    size = sum(h) + n_meld
    if size != 19 and size != 20:
        raise ChanError("strategy.hand.size", n=size, hand=sum(h), mat=n_meld, field="hand")
    if ms and min(own_left) < 0:
        k = KINDS[own_left.index(min(own_left))]
        raise ChanError("strategy.copies.own", n=COPIES - min(own_left), card=k, copies=COPIES, field="melds")
    if visible is None:
        return Position(h, ms, meld_counts, own_left, own_left, PAIRS - pairs, MIN_CHAN - chan, size, False)
    vis = _cards_counts(visible, "visible")
    unseen = tuple([x - y for x, y in zip(own_left, vis)])
    if min(unseen) < 0:
        k = KINDS[unseen.index(min(unseen))]
        raise ChanError("strategy.copies.seen", n=COPIES - min(unseen), card=k, copies=COPIES, field="visible")
    return Position(h, ms, meld_counts, unseen, unseen, PAIRS - pairs, MIN_CHAN - chan, size, True)


_MELD_CHAN = {"an_chan": 1, "chiu": 2, "an_ca": 0}
_FOUR_MINUS = (4, 3, 2, 1, 0)
_ZEROS = (0,) * len(KINDS)


# --------------------------------------------------------------------------- public answers

def distance_of(pos: Position) -> int | None:
    """Distance of a :class:`Position` (see :func:`distance`)."""
    return _solve(pos.hand, pos.left, pos.pairs, pos.chan_needed)


def distance(hand: Hand | str | Iterable, melds: Iterable = (), visible: object = None) -> int | None:
    """The fewest cards still to take (eats + the winning card) to hold a valid ù.

    ``hand`` + ``melds`` are 19 or 20 cards (see :func:`position` for the
    input shapes). 0: a 20-card hand that is already an ù (thiên ù shape);
    1: a 19-card hand that waits (chờ ù; the same as
    :func:`chan_core.waits.waits` being non-empty); ``None``: ù can no longer
    be reached (the mat already holds too many cạ for 6 chắn, or the copies
    needed are gone). With ``visible``, only unseen copies may be taken.
    Module docstring: the exact model. Source: seed 001 §III–§V, SPEC.
    Raises :class:`ChanError` for bad input.
    """
    return distance_of(position(hand, melds, visible))


@dataclass(frozen=True)
class Useful:
    """A kind whose taking brings the hand one card closer to ù.

    ``kind``; ``unseen``: copies the player has not seen (hand, mats and
    cửa excluded) — how many could still come; ``ways``: how it would be
    taken: ``'u'`` (it completes the hand), ``'chan'`` (ăn chắn or chíu with
    a card of the hand), ``'ca'`` (ăn cạ), as a tuple.
    """

    kind: Kind
    unseen: int
    ways: tuple[str, ...]


_GROUPS = _SUITED + ((_CC,),)
_GROUP_OF = {}
for _gi, _g in enumerate(_SUITED):
    for _i in _g:
        _GROUP_OF[_i] = _gi


def _replace(base: list, gi: int, code: int) -> tuple[int, int, int, int, list[int]]:
    """The totals of ``base`` (:func:`_sums`) with suited number ``gi`` summarised by ``code`` instead."""
    c0, nca, sc, sa, gains, _cc, codes = base[:7]
    o = _TABLE[codes[gi]]
    n = _TABLE[code]
    g = gains[:]
    if o[4] >= 0:
        g[o[4]] -= 1
    if n[4] >= 0:
        g[n[4]] += 1
    return c0 - o[0] + n[0], nca - o[1] + n[1], sc - o[2] + n[2], sa - o[3] + n[3], g


def _changed(base: list, h, a, i: int, dh: int, dk: int = -1) -> tuple[int, int, int, int, list[int], int]:
    """Totals after ``h[i] += dh`` and one copy of kind ``dk`` taken (``-1``: none): (c0, nca, sc, sa, gains, cc)."""
    if i == _CC:
        x = h[_CC] + dh
        left = a[_CC] - (1 if dk == _CC else 0)
        c0 = base[0] - (h[_CC] >> 1) + (x >> 1)
        return c0, base[1], base[2], base[3], base[4], 1 if (x & 1 and left > 0) else 0
    gi = _GROUP_OF[i]
    gk = _SUITED[gi]
    hh = [h[gk[0]], h[gk[1]], h[gk[2]]]
    aa = [a[gk[0]], a[gk[1]], a[gk[2]]]
    hh[gk.index(i)] += dh
    if dk >= 0 and dk in gk:
        aa[gk.index(dk)] -= 1
    code = (((hh[0] * 5 + hh[1]) * 5 + hh[2]) << 3) | ((aa[0] > 0) << 2) | ((aa[1] > 0) << 1) | (aa[2] > 0)
    c0, nca, sc, sa, g = _replace(base, gi, code)
    cc = base[5]
    if dk == _CC:
        cc = 1 if (h[_CC] & 1 and a[_CC] > 1) else 0
    return c0, nca, sc, sa, g, cc


def _distance_after(base: list, h, a, P: int, Craw: int, i: int, dh: int, dk: int = -1) -> int | None:
    """Distance of the hand ``h`` with ``h[i] += dh`` (and a copy of ``dk`` taken), via :func:`_changed`."""
    c0, nca, sc, sa, g, cc = _changed(base, h, a, i, dh, dk)
    r = _decide(c0, nca, sc, sa, g, cc, P, Craw)
    if r != -1:
        return r
    c = list(h)
    c[i] += dh
    left = a
    if dk >= 0:
        left = list(a)
        left[dk] -= 1
        left = tuple(left)
    return _solve(tuple(c), left, P, Craw)


def useful19(pos: Position, h: tuple[int, ...], q: int | None, base: list | None = None) -> list[Useful]:
    """Useful kinds of a 19-card hand part ``h`` at distance ``q`` (see :func:`useful_cards`).

    ``base``: :func:`_sums` of ``h`` when the caller has it.
    """
    if q is None or q == 0:
        return []
    a, P, Craw = pos.left, pos.pairs, pos.chan_needed
    if base is None:
        base = _sums(h, a)
    unseen = pos.unseen
    out: list[Useful] = []
    if q == 1:  # the waits: the card completes the hand (chi chi only as bạch thủ chi)
        C = Craw if Craw > 0 else 0
        for g in _GROUPS:
            tot = 0
            for i in g:
                tot += h[i]
            if not tot & 1:
                continue
            for i in g:
                if a[i] <= 0:
                    continue
                c0, nca = _changed(base, h, a, i, 1)[:2]
                if c0 + nca == P and c0 >= C and (i != _CC or _bach_thu_chi(h, Craw)):
                    out.append(Useful(KINDS[i], unseen[i], ("u",)))
        out.sort(key=lambda u: u.kind.index)
        return out
    floor = P - q  # pairs the hand must still be able to keep after the take
    # The lower bound (see _fast) rules out whole numbers when it is reached:
    # if every pair the hand has is kept (floor == pairs it has), a card
    # leaving a number with an even count loses a pair; if chắn are short
    # (floor < pairs it has), only a twin of a lone card (ăn chắn) can help.
    C = Craw if Craw > 0 else 0
    have = base[0] + base[1]
    tight = q == P - min(have, base[0] + P - C)
    only_odd_numbers = tight and floor == have
    only_twins = tight and floor < have
    for g in _GROUPS:
        tot = 0
        for i in g:
            tot += h[i]
        if not tot or (only_odd_numbers and not tot & 1):
            continue
        for K in g:
            if a[K] <= 0 or (only_twins and not h[K] & 1):
                continue
            ways = []
            for p in (K,) if only_twins else g:
                if not h[p] or (p != K and K == _CC):
                    continue
                ch = 1 if p == K else 0
                C2 = Craw - ch
                c0, nca, sc, sa, gl, cc = _changed(base, h, a, p, -1, K)
                if min(c0 + nca, c0 + P - 1 - (C2 if C2 > 0 else 0)) < floor:
                    continue  # the lower bound already says no
                r = _decide(c0, nca, sc, sa, gl, cc, P - 1, C2)
                if r == -1:
                    c = list(h)
                    c[p] -= 1
                    a2 = list(a)
                    a2[K] -= 1
                    r = _exact(tuple(c), tuple(a2), P - 1, C2, q - 1)
                if r == q - 1:
                    ways.append("chan" if ch else "ca")
            if ways:
                out.append(Useful(KINDS[K], unseen[K], tuple(dict.fromkeys(ways))))
    out.sort(key=lambda u: u.kind.index)
    return out


def _bach_thu_chi(h19, Craw: int) -> bool:
    """A 19-card hand part completed by a chi chi is bạch thủ chi: exactly 6 chắn in all after it (seed 001 §V.18)."""
    return sum(n >> 1 for n in h19) + (h19[_CC] & 1) == Craw


def useful_of(pos: Position) -> list[Useful]:
    """Useful kinds of a :class:`Position` (see :func:`useful_cards`)."""
    q = distance_of(pos)
    if pos.size == 19:
        return useful19(pos, pos.hand, q)
    if not q:
        return []
    found: dict[int, Useful] = {}
    h = list(pos.hand)
    for i, n in enumerate(pos.hand):
        if not n:
            continue
        h[i] -= 1
        t = tuple(h)
        if _solve(t, pos.left, pos.pairs, pos.chan_needed) == q:
            for u in useful19(pos, t, q):
                old = found.get(u.kind.index)
                found[u.kind.index] = u if old is None else Useful(
                    u.kind, u.unseen, tuple(dict.fromkeys(old.ways + u.ways)))
        h[i] += 1
    return [found[i] for i in sorted(found)]


def useful_cards(hand: Hand | str | Iterable, melds: Iterable = (), visible: object = None) -> list[Useful]:
    """The kinds that bring the hand one card closer to ù, with their unseen copies.

    For 19 cards: the kinds ``K`` such that taking ``K`` (ù on it, or ăn /
    chíu it with a card of the hand, then the best đánh) leaves the hand at
    distance − 1. For 20 cards (before a đánh): the union over the đánh that
    keep the distance. ``[]`` for a complete or unreachable hand. Each
    :class:`Useful` carries how many copies are unseen from the player's
    point of view (``visible`` = cards seen elsewhere: other mats, every
    cửa). In kind order. Source: seed 001 §III–§V. Raises :class:`ChanError`
    for bad input.
    """
    return useful_of(position(hand, melds, visible))
