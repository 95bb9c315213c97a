"""How far a hand is from ù (Chắn's shanten) and which cards bring it closer (seed 001 §III–§V).

distance = the fewest cards still to take (eats, then the winning card) to hold a valid ù, each taken
card pairing with one of the hand; the shape only (where a card comes from and the lỗi rules are the
game's). Exact: a lower bound reached by direct construction, else a DP over the 9 numbers (:mod:`.solver`).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from chan_core.cards import COPIES, KINDS, Hand, Kind, check_counts, parse_cards
from chan_core.errors import ChanError, shown_value
from chan_core.melds import Meld, parse_meld
from chan_core.strategy.solver import CC, SUITED, TABLE, decide, exact, solve, sums
from chan_core.win import MIN_CHAN

PAIRS = 10  # pairs in a winning hand (seed 001 §IV)

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
    if isinstance(cards, tuple) and len(cards) == len(KINDS) and all(type(n) is int for n in cards):
        return list(check_counts(cards, name))
    c = [0] * len(KINDS)
    for k in parse_cards(cards):  # type: ignore[arg-type]  (a Hand, codes, kinds; None: no card)
        c[k.index] += 1
    return c


class Position(NamedTuple):
    """A hand as the strategy sees it: 25-count tuples ``hand`` and ``left`` (copies unseen, so may still be
    taken); ``pairs``/``chan_needed`` the hand part must still make; ``size`` 19 or 20."""

    hand: tuple[int, ...]
    melds: tuple[Meld, ...]
    left: tuple[int, ...]
    pairs: int
    chan_needed: int
    size: int


def position(hand: Hand | str | Iterable, melds: Iterable = (), visible: object = None) -> Position:
    """A :class:`Position` from a hand (Hand, notation, codes or 25 counts), melds and the cards
    ``visible`` outside the own hand and mat (``None``: copies left = 4 − own).
    Raises ChanError for bad notation, a size not 19/20, or more than 4 copies of a kind."""
    h = _hand_counts(hand)
    ms = _melds(melds)
    pairs = chan = n_meld = 0
    left = list(map(_FOUR_MINUS.__getitem__, h))
    for m in ms:
        n = _MELD_CHAN[m.type]
        chan += n
        pairs += n if m.type != "an_ca" else 1
        for k in m.cards:
            left[k.index] -= 1
        n_meld += len(m.cards)
    size = sum(h) + n_meld
    if size != 19 and size != 20:
        raise ChanError("strategy.hand.size", n=size, hand=sum(h), mat=n_meld, field="hand")
    if min(left) < 0:
        k = KINDS[left.index(min(left))]
        raise ChanError("strategy.copies.own", n=COPIES - min(left), card=k, copies=COPIES, field="melds")
    if visible is not None:
        left = [x - y for x, y in zip(left, _cards_counts(visible, "visible"))]
        if min(left) < 0:
            k = KINDS[left.index(min(left))]
            raise ChanError("strategy.copies.seen", n=COPIES - min(left), card=k, copies=COPIES, field="visible")
    return Position(h, ms, tuple(left), PAIRS - pairs, MIN_CHAN - chan, size)


_MELD_CHAN = {"an_chan": 1, "chiu": 2, "an_ca": 0}
_FOUR_MINUS = (4, 3, 2, 1, 0)


# --------------------------------------------------------------------------- public answers

def distance_of(pos: Position) -> int | None:
    return solve(pos.hand, pos.left, pos.pairs, pos.chan_needed)


def distance(hand: Hand | str | Iterable, melds: Iterable = (), visible: object = None) -> int | None:
    """The fewest cards still to take to hold a valid ù: 0 thiên ù shape, 1 chờ ù, ``None`` out of reach.
    Inputs as :func:`position`; raises ChanError for bad input."""
    return distance_of(position(hand, melds, visible))


@dataclass(frozen=True)
class Useful:
    """A kind whose taking brings the hand one card closer to ù: its ``unseen`` copies and
    ``ways`` (``'u'``, ``'chan'``, ``'ca'``)."""

    kind: Kind
    unseen: int
    ways: tuple[str, ...]


_GROUPS = SUITED + ((CC,),)
_GROUP_OF = {i: gi for gi, g in enumerate(SUITED) for i in g}


def _changed(base: list, h, a, i: int, dh: int, dk: int = -1) -> tuple[int, int, int, int, list[int], int]:
    """Totals after ``h[i] += dh`` and one copy of kind ``dk`` taken (``-1``: none): (c0, nca, sc, sa, gains, cc)."""
    if i == CC:
        x = h[CC] + dh
        left = a[CC] - (1 if dk == CC else 0)
        c0 = base[0] - (h[CC] >> 1) + (x >> 1)
        return c0, base[1], base[2], base[3], base[4], 1 if (x & 1 and left > 0) else 0
    gi = _GROUP_OF[i]
    gk = SUITED[gi]
    hh = [h[gk[0]], h[gk[1]], h[gk[2]]]
    aa = [a[gk[0]], a[gk[1]], a[gk[2]]]
    hh[gk.index(i)] += dh
    if dk >= 0 and dk in gk:
        aa[gk.index(dk)] -= 1
    code = (((hh[0] * 5 + hh[1]) * 5 + hh[2]) << 3) | ((aa[0] > 0) << 2) | ((aa[1] > 0) << 1) | (aa[2] > 0)
    o = TABLE[base[6][gi]]  # the number's summary in base, replaced by its new one
    n = TABLE[code]
    g = base[4][:]
    if o[4] >= 0:
        g[o[4]] -= 1
    if n[4] >= 0:
        g[n[4]] += 1
    cc = base[5]
    if dk == CC:
        cc = 1 if (h[CC] & 1 and a[CC] > 1) else 0
    return base[0] - o[0] + n[0], base[1] - o[1] + n[1], base[2] - o[2] + n[2], base[3] - o[3] + n[3], g, cc


def useful19(pos: Position, h: tuple[int, ...], q: int | None, base: list | None = None) -> list[Useful]:
    """Useful kinds of a 19-card hand part ``h`` at distance ``q``; ``base``: its :func:`sums` if known."""
    if q is None or q == 0:
        return []
    a, P, Craw = pos.left, pos.pairs, pos.chan_needed
    if base is None:
        base = sums(h, a)
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
                if c0 + nca == P and c0 >= C and (i != CC or _bach_thu_chi(h, Craw)):
                    out.append(Useful(KINDS[i], a[i], ("u",)))
        out.sort(key=lambda u: u.kind.index)
        return out
    floor = P - q  # pairs the hand must still be able to keep after the take
    # A reached lower bound rules out whole numbers: an even number loses a pair; short of chắn, only a twin helps.
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
                if not h[p] or (p != K and K == CC):
                    continue
                ch = 1 if p == K else 0
                C2 = Craw - ch
                c0, nca, sc, sa, gl, cc = _changed(base, h, a, p, -1, K)
                if min(c0 + nca, c0 + P - 1 - (C2 if C2 > 0 else 0)) < floor:
                    continue  # the lower bound already says no
                r = decide(c0, nca, sc, sa, gl, cc, P - 1, C2)
                if r == -1:
                    c = list(h)
                    c[p] -= 1
                    a2 = list(a)
                    a2[K] -= 1
                    r = exact(tuple(c), tuple(a2), P - 1, C2, q - 1)
                if r == q - 1:
                    ways.append("chan" if ch else "ca")
            if ways:
                out.append(Useful(KINDS[K], a[K], tuple(dict.fromkeys(ways))))
    out.sort(key=lambda u: u.kind.index)
    return out


def _bach_thu_chi(h19, Craw: int) -> bool:
    """A 19-card hand part completed by a chi chi is bạch thủ chi: exactly 6 chắn in all after it (seed 001 §V.18)."""
    return sum(n >> 1 for n in h19) + (h19[CC] & 1) == Craw


def discards(h: tuple[int, ...]):
    """``(kind index, the 25 counts after)`` for each kind the 25 counts ``h`` hold, one card of it gone."""
    c = list(h)
    for i, n in enumerate(h):
        if n:
            c[i] -= 1
            yield i, tuple(c)
            c[i] += 1


def distance_useful(pos: Position, h: tuple[int, ...]) -> tuple[int | None, list[Useful]]:
    """The distance and the useful kinds of the 19-card hand part ``h`` in ``pos``."""
    base = sums(h, pos.left)
    q = solve(h, pos.left, pos.pairs, pos.chan_needed, base)
    return q, useful19(pos, h, q, base)


def useful_of(pos: Position) -> list[Useful]:
    q = distance_of(pos)
    if pos.size == 19:
        return useful19(pos, pos.hand, q)
    if not q:
        return []
    found: dict[int, Useful] = {}
    for _i, t in discards(pos.hand):
        if solve(t, pos.left, pos.pairs, pos.chan_needed) == q:
            for u in useful19(pos, t, q):
                old = found.get(u.kind.index)
                found[u.kind.index] = u if old is None else Useful(
                    u.kind, u.unseen, tuple(dict.fromkeys(old.ways + u.ways)))
    return [found[i] for i in sorted(found)]


def useful_cards(hand: Hand | str | Iterable, melds: Iterable = (), visible: object = None) -> list[Useful]:
    """The kinds whose taking leaves the hand one card closer to ù (20 cards: over the đánh that keep
    the distance), in kind order, with unseen copies. Raises ChanError for bad input."""
    return useful_of(position(hand, melds, visible))
