"""Hand layout: chắn first, then cạ, then ba đầu, the rest què (seed 001 §III).

Chắn laid out greedily per kind give the most chắn, and what is left of one number is a què, cạ or ba
đầu, so the layout is unique; four alike are 2 chắn (SPEC). Melds on the mat add to the counts as they are.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from chan_core.cards import CHI_CHI, KINDS, KINDS_OF_RANK, RANKS, Hand, Kind
from chan_core.melds import Meld


@dataclass(frozen=True, slots=True)
class Layout:
    """A laid-out hand: ``chan`` (one kind per chắn), ``ca``, ``ba_dau``, ``que`` in hand, ``melds`` on the
    mat; ``n_chan``/``n_ca`` include the melds."""

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


def layout(hand: Hand | Iterable[Kind] | str, melds: Iterable[Meld] = ()) -> Layout:
    """The :class:`Layout` of ``hand`` (a :class:`Hand`, kinds or notation) with ``melds``:
    ``layout('9V 9V 9N 9S 2V')`` → chắn 9V, cạ (9N 9S), què 2V. :class:`ChanError` on bad notation."""
    h = hand if isinstance(hand, Hand) else Hand(hand)
    c = h.counts
    chan: list[Kind] = []
    ca: list[tuple[Kind, Kind]] = []
    ba_dau: list[tuple[Kind, Kind, Kind]] = []
    que: list[Kind] = []
    groups = (None, que, ca, ba_dau)
    for a, b, d, table in _SUITED_TABLES:
        pairs, size, group = table[c[a] * 25 + c[b] * 5 + c[d]]
        if pairs:
            chan.extend(pairs)
        if size:
            groups[size].append(group)
    n = c[_CC]
    if n > 1:
        chan.extend((CHI_CHI,) * (n >> 1))
    if n & 1:
        que.append(CHI_CHI)
    return Layout(tuple(chan), tuple(ca), tuple(ba_dau), tuple(que), tuple(melds))


def _rank_table(idxs: tuple[int, int, int]) -> tuple:
    """For one number's three kinds, count triple ``25·a + 5·b + c`` → (its chắn, size left, què/cạ/ba đầu)."""
    out = []
    for key in range(125):
        ns = (key // 25, key // 5 % 5, key % 5)
        pairs = tuple(KINDS[i] for i, n in zip(idxs, ns) for _j in range(n // 2))
        left = tuple(KINDS[i] for i, n in zip(idxs, ns) if n % 2)
        out.append((pairs, len(left), left[0] if len(left) == 1 else left or None))
    return tuple(out)


# Per number nhị…cửu: its three kinds' indices and their table.
_SUITED_TABLES = tuple((*idxs, _rank_table(idxs)) for r in RANKS if r > 1
                       for idxs in [tuple(k.index for k in KINDS_OF_RANK[r])])


_HALF = bytes(n >> 1 for n in range(256))
_ODD = bytes(n & 1 for n in range(256))
_CC = CHI_CHI.index
# The kinds are suit-major (rules/deck.yaml: 2V…9V, 2N…9N, 2S…9S, CC), so the bytes 0–7, 8–15 and
# 16–23 of a hand's counts are its three suits, rank by rank: per-rank sums are sums of slices.
assert [tuple(k.index for k in KINDS_OF_RANK[r]) for r in range(2, 10)] == [(r - 2, r + 6, r + 14)
                                                                           for r in range(2, 10)]
assert _CC == 24


def counts_summary(counts: tuple[int, ...]) -> tuple[int, int, int, int]:
    """``(n_chan, n_ca, n_ba_dau, n_que)`` of 25 trusted counts, in hand only (as :func:`layout`; hot path)."""
    b = bytes(counts)
    p = b.translate(_ODD)
    odd = (int.from_bytes(p[0:8]) + int.from_bytes(p[8:16]) + int.from_bytes(p[16:24])).to_bytes(8)
    return sum(b.translate(_HALF)), odd.count(2), odd.count(3), odd.count(1) + p[24]
