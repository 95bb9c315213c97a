"""Waits (chờ): the kinds that complete a 19-card hand into an ù (seed 001 §IV, §V.18; SPEC).

The source of the card is not part of a wait. Every number must end even, so only the kinds of the
one number whose count is odd are tried.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from chan_core.cards import CHI_CHI, KINDS, KINDS_OF_RANK, RANKS, Hand, Kind
from chan_core.facts import Fact
from chan_core.layout import _ODD, counts_summary, layout
from chan_core.melds import Meld
from chan_core.win import MIN_CHAN, bach_thu_que

_RANK_KIND_IDX = [(r, tuple(k.index for k in KINDS_OF_RANK[r])) for r in RANKS]
_CC = CHI_CHI.index


@dataclass(frozen=True, slots=True)
class Wait:
    """One kind the hand waits on, with the structural cước it would bring."""

    kind: Kind
    bach_thu: bool = False
    bach_thu_chi: bool = False
    chiu_u: bool = False
    u_bon: bool = False

    @property
    def cuoc(self) -> list[str]:
        """Cước IDs this wait brings by its shape alone."""
        return [c for c in ("bach_thu", "bach_thu_chi", "chiu_u", "u_bon") if getattr(self, c)]


# Every Wait there can be, made once.
_WAITS = {(k.index, bt, btc, chiu, bon): Wait(k, bt, btc, chiu, bon) for k in KINDS
          for bt in (False, True) for btc in (False, True) for chiu in (False, True) for bon in (False, True)}


def waits(hand: Hand | str, melds: Iterable[Meld] = (), *, shape: bool = False) -> list[Wait]:
    """The waits of ``hand`` (a :class:`Hand` or notation) with ``melds``, in kind order; ``[]`` when none.
    ``shape``: also a chi chi that only completes the shape (not bạch thủ chi: ù láo, the table still asks)."""
    h = hand if isinstance(hand, Hand) else Hand(hand)
    ms = melds if type(melds) is tuple else tuple(melds)
    c = h.counts
    b = bytes(c)
    n = sum(b)
    meld_chan = meld_ca = 0
    for m in ms:
        n += len(m.cards)
        if m.type == "an_ca":
            meld_ca += 1
        else:
            meld_chan += 2 if m.type == "chiu" else 1
    if n != 19:
        return []
    # Every number must end even: the hand waits only on the one number whose count is odd.
    p = b.translate(_ODD)
    odd = (int.from_bytes(p[0:8]) ^ int.from_bytes(p[8:16]) ^ int.from_bytes(p[16:24])).to_bytes(8)
    n_odd = 8 - odd.count(0) + p[24]
    if n_odd != 1:
        return []
    chan, ca, bd, que = counts_summary(c)
    que_kind = None
    if chan + meld_chan == 5 and ca + meld_ca == 4 and bd == 0 and que == 1:
        que_kind = bach_thu_que(layout(h, ms))
    if p[24]:
        odd_kinds = (CHI_CHI,)
    else:
        odd_kinds = KINDS_OF_RANK[odd.find(1) + 2]  # byte j of a per-rank summary is rank j + 2
    out: list[Wait] = []
    for k in odd_kinds:
        i = k.index
        have = c[i]
        if ms:
            have += sum(1 for m in ms for x in m.cards if x.index == i)
        if have >= 4:
            continue
        # After adding k the number is even; complete iff no other number is odd (checked above).
        if chan + meld_chan + (c[i] & 1) < MIN_CHAN:
            continue
        bt = que_kind is not None and que_kind.index == i
        if i == _CC and not bt and not shape:
            continue
        out.append(_WAITS[i, bt and i != _CC, bt and i == _CC, c[i] == 3,
                          c[i] == 1 and any(m.type == "an_chan" and m.cards[0].index == i for m in ms)])
    return out


def why_no_wait(hand: Hand | str, melds: Iterable[Meld] = ()) -> Fact | None:
    """``Fact('wait.none', why=no_wait_reason(…))`` when the hand waits on nothing, else ``None``."""
    h = hand if isinstance(hand, Hand) else Hand(hand)
    ms = tuple(melds)
    return None if waits(h, ms) else Fact("wait.none", why=no_wait_reason(h, ms))


def no_wait_reason(hand: Hand | str, melds: Iterable[Meld] = ()) -> Fact:
    """Why a hand known not to wait does not (001 §IV, §V.18): ``wait.reason.count``, ``.left`` (the
    ba đầu and què left) or ``.kinds`` (per completing kind: ``gone``, ``few_chan``, ``chi_chi``)."""
    h = hand if isinstance(hand, Hand) else Hand(hand)
    ms = tuple(melds)
    n = len(h) + sum(len(m.cards) for m in ms)
    if n != 19:
        return Fact("wait.reason.count", n=n)
    lay = layout(h, ms)
    odd = [r for r, idxs in _RANK_KIND_IDX if sum(h.counts[i] for i in idxs) & 1]
    if len(odd) != 1:
        return Fact("wait.reason.left", groups=tuple(lay.ba_dau) + tuple((k,) for k in lay.que))
    meld_counts = Counter(k.index for m in ms for k in m.cards)
    reasons = []
    for k in KINDS_OF_RANK[odd[0]]:
        i = k.index
        if h.counts[i] + meld_counts[i] >= 4:
            reasons.append(Fact("wait.reason.gone", card=k))
            continue
        new_chan = lay.n_chan + (h.counts[i] & 1)
        if new_chan < MIN_CHAN:
            reasons.append(Fact("wait.reason.few_chan", card=k, n=new_chan, min=MIN_CHAN))
        elif k == CHI_CHI:
            reasons.append(Fact("wait.reason.chi_chi", n=new_chan, chan=lay.n_chan, ca=lay.n_ca))
    return Fact("wait.reason.kinds", reasons=tuple(reasons))
