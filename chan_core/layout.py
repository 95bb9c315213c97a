"""Hand layout: chắn first, then cạ, then ba đầu, the rest què (seed 001 §III).

A player sorts a hand by laying out every chắn (2 identical cards) first, then
cạ (2 cards of one number, different suits), then ba đầu (3 cards of one
number, 3 suits); the cards left over are què. Four alike in hand are 2 chắn
(SPEC). Laying out chắn greedily per kind gives the maximum number of chắn,
and what is left of one number (at most one card per suit) is a què, a cạ or a
ba đầu — so the layout is unique.

Melds on the mat (:mod:`chan_core.melds`) are fixed pairs; they add to the
chắn and cạ counts but are not re-laid.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from chan_core.cards import KINDS, KINDS_OF_RANK, RANKS, Hand, Kind, check_counts
from chan_core.melds import Meld
from chan_core.guard import guard

# Per rank: the kind indices of that rank (chi chi's rank has one kind).
# Ranks nhị…cửu, then chi chi, so layouts read in the usual order.
_RANK_IDX: tuple[tuple[int, ...], ...] = tuple(
    tuple(k.index for k in KINDS_OF_RANK[r]) for r in sorted(RANKS, key=lambda r: (r == 1, r))
)


@dataclass(frozen=True)
class Layout:
    """A laid-out hand.

    ``chan``: one kind per chắn in hand (4 alike → 2 entries); ``ca``: pairs
    (kind, kind) in hand; ``ba_dau``: triples; ``que``: single kinds;
    ``melds``: the melds on the mat. ``n_chan`` / ``n_ca`` include melds
    (an_chan = 1 chắn, chíu = 2 chắn, an_ca = 1 cạ). ``complete`` is true when
    no ba đầu and no què remain (every card is in a chắn or cạ).
    """

    chan: tuple[Kind, ...]
    ca: tuple[tuple[Kind, Kind], ...]
    ba_dau: tuple[tuple[Kind, Kind, Kind], ...]
    que: tuple[Kind, ...]
    melds: tuple[Meld, ...] = ()

    @property
    def n_chan(self) -> int:
        return len(self.chan) + sum(m.n_chan for m in self.melds)

    @property
    def n_ca(self) -> int:
        return len(self.ca) + sum(m.n_ca for m in self.melds)

    @property
    def n_pairs(self) -> int:
        """Chắn + cạ, melds included (a chíu counts 2)."""
        return self.n_chan + self.n_ca

    @property
    def complete(self) -> bool:
        return not self.ba_dau and not self.que

    def as_dict(self) -> dict:
        """JSON-ready: ``{chan: [["9V","9V"],…], ca, ba_dau, que, melds, n_chan, n_ca}``."""
        return {
            "chan": [[k.code, k.code] for k in self.chan],
            "ca": [[a.code, b.code] for a, b in self.ca],
            "ba_dau": [[a.code, b.code, c.code] for a, b, c in self.ba_dau],
            "que": [k.code for k in self.que],
            "melds": [{"type": m.type, "cards": " ".join(k.code for k in m.cards)} for m in self.melds],
            "n_chan": self.n_chan,
            "n_ca": self.n_ca,
        }


@guard
def layout(hand: Hand | Iterable[Kind] | str, melds: Iterable[Meld] = ()) -> Layout:
    """Lay out ``hand`` (a :class:`Hand`, kinds or notation) with ``melds``.

    Returns a :class:`Layout`; raises :class:`ChanError` on bad notation.
    Example: ``layout('9V 9V 9N 9S 2V')`` → chắn 9V, cạ (9N 9S), què 2V.
    """
    h = hand if isinstance(hand, Hand) else Hand(hand)
    c = h.counts
    chan: list[Kind] = []
    ca: list[tuple[Kind, Kind]] = []
    ba_dau: list[tuple[Kind, Kind, Kind]] = []
    que: list[Kind] = []
    for idxs in _RANK_IDX:
        left: list[Kind] = []
        for i in idxs:
            n = c[i]
            chan.extend([KINDS[i]] * (n // 2))
            if n % 2:
                left.append(KINDS[i])
        if len(left) == 1:
            que.append(left[0])
        elif len(left) == 2:
            ca.append((left[0], left[1]))
        elif len(left) == 3:
            ba_dau.append((left[0], left[1], left[2]))
    return Layout(tuple(chan), tuple(ca), tuple(ba_dau), tuple(que), tuple(melds))


def counts_summary(counts: tuple[int, ...]) -> tuple[int, int, int, int]:
    """Fast counts for 25 kind counts: ``(n_chan, n_ca, n_ba_dau, n_que)`` in hand only.

    The hot path of waits and the ù check; agrees with :func:`layout`.
    Raises :class:`ChanError` unless ``counts`` is 25 integers 0–4
    (:func:`chan_core.cards.check_counts`).
    """
    counts = check_counts(counts)
    chan = ca = bd = que = 0
    for idxs in _RANK_IDX:
        odd = 0
        for i in idxs:
            n = counts[i]
            chan += n >> 1
            odd += n & 1
        if odd == 1:
            que += 1
        elif odd == 2:
            ca += 1
        elif odd == 3:
            bd += 1
    return chan, ca, bd, que
