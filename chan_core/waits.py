"""Waits (chờ): the kinds that complete a 19-card hand into an ù.

A hand of 19 cards (in hand + melds) waits on kind K when adding K lays out as
10 pairs with ≥ 6 chắn (seed 001 §IV, SPEC), K still has a copy left (at most 4
of a kind, melds included), and — for chi chi — only as bạch thủ chi (seed
001 §V.18). Each wait is marked bạch thủ / bạch thủ chi / chíu ù / ù bòn.

The source of the card (nọc or not) is not part of a wait: it decides only
whether that particular card may be won on (see :func:`chan_core.win.check_u`).

Fast path: every number must end with an even count, so a hand can wait only
on kinds of the single number whose count is odd; only those (≤ 3 kinds) are
tried.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from chan_core.cards import CHI_CHI, KINDS, KINDS_OF_RANK, RANKS, Hand, Kind, gloss_cards
from chan_core.layout import counts_summary, layout
from chan_core.melds import Meld
from chan_core.win import MIN_CHAN, bach_thu_que
from chan_core.guard import guard
from chan_core.i18n import _

_RANK_KIND_IDX = [(r, tuple(k.index for k in KINDS_OF_RANK[r])) for r in RANKS]


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


@guard
def waits(hand: Hand | str, melds: Iterable[Meld] = ()) -> list[Wait]:
    """The waits of ``hand`` (19 − meld cards) with ``melds``, in kind order.

    Returns ``[]`` when the hand does not wait (or has the wrong size).
    Raises :class:`ChanError` on bad notation or a fifth copy.
    """
    h = hand if isinstance(hand, Hand) else Hand(hand)
    ms = tuple(melds)
    c = h.counts
    meld_counts = [0] * len(KINDS)
    meld_chan = 0
    for m in ms:
        meld_chan += m.n_chan
        for k in m.cards:
            meld_counts[k.index] += 1
    if sum(c) + sum(meld_counts) != 19:
        return []
    odd_rank = None
    for r, idxs in _RANK_KIND_IDX:
        if sum(c[i] for i in idxs) & 1:
            if odd_rank is not None:
                return []
            odd_rank = r
    if odd_rank is None:
        return []
    chan, ca, bd, que = counts_summary(c)
    que_kind = None
    if chan + meld_chan == 5 and ca + sum(m.n_ca for m in ms) == 4 and bd == 0 and que == 1:
        que_kind = bach_thu_que(layout(h, ms))
    out: list[Wait] = []
    for k in KINDS_OF_RANK[odd_rank]:
        i = k.index
        if c[i] + meld_counts[i] >= 4:
            continue
        new_chan = chan + meld_chan + (c[i] & 1)
        # After adding k the number is even; complete iff no other number is odd (checked above).
        if new_chan < MIN_CHAN:
            continue
        bt = que_kind is not None and que_kind == k
        if k == CHI_CHI and not bt:
            continue
        out.append(Wait(
            kind=k,
            bach_thu=bt and k != CHI_CHI,
            bach_thu_chi=bt and k == CHI_CHI,
            chiu_u=c[i] == 3,
            u_bon=c[i] == 1 and any(m.type == "an_chan" and m.kind == k for m in ms),
        ))
    return out


@guard
def why_no_wait(hand: Hand | str, melds: Iterable[Meld] = ()) -> str | None:
    """Why a hand waits on nothing, in one sentence (``'Bài chưa chờ ù: …'``, in the
    current language — English glosses each card on first mention); ``None`` when it waits.

    Reasons, in the order a teacher would give them (seed 001 §IV, §V.18;
    SPEC): the hand is not 19 cards (hand + melds); after any one more card
    some cards would still be left out of a chắn or cạ (the què / ba đầu of
    more than one number); the only completing cards would leave fewer than
    6 chắn; no copy of them is left; the only completing card is a chi chi
    and the hand is not a bạch thủ chi wait. Raises :class:`ChanError` on bad
    notation.
    """
    h = hand if isinstance(hand, Hand) else Hand(hand)
    ms = tuple(melds)
    if waits(h, ms):
        return None
    return gloss_cards(_("Bài chưa chờ ù: {why}.").format(why=no_wait_reason(h, ms)))


@guard
def no_wait_reason(hand: Hand | str, melds: Iterable[Meld] = ()) -> str:
    """The clause of :func:`why_no_wait` (lower case, no final stop, current language), for a
    hand known not to wait — for sentences that quote it (:mod:`chan_core.loi_why`). Raises
    :class:`ChanError` on bad notation."""
    h = hand if isinstance(hand, Hand) else Hand(hand)
    ms = tuple(melds)
    n = len(h) + sum(len(m.cards) for m in ms)
    if n != 19:
        return _("cần đúng 19 lá (trên tay + dưới chiếu) để chờ quân thứ 20, ở đây có {n} lá").format(n=n)
    lay = layout(h, ms)
    odd = [r for r, idxs in _RANK_KIND_IDX if sum(h.counts[i] for i in idxs) & 1]
    if len(odd) != 1:
        left = [" – ".join(k.word for k in t) for t in lay.ba_dau] + [k.word for k in lay.que]
        return _("còn lẻ {cards} — thêm một quân không ghép hết được thành chắn hay cạ (cần cả 20 quân nằm "
                 "trong 10 bộ)").format(cards="; ".join(left))
    meld_counts = [0] * len(KINDS)
    for m in ms:
        for k in m.cards:
            meld_counts[k.index] += 1
    reasons = []
    for k in KINDS_OF_RANK[odd[0]]:
        i = k.index
        if h.counts[i] + meld_counts[i] >= 4:
            reasons.append(_("{card} đã hết (cả 4 lá đều ở bài bạn)").format(card=k.word))
            continue
        new_chan = lay.n_chan + (h.counts[i] & 1)
        if new_chan < MIN_CHAN:
            reasons.append(_("thêm {card} chỉ có {n} chắn, cần ít nhất {min}").format(
                card=k.word, n=new_chan, min=MIN_CHAN))
        elif k == CHI_CHI:
            reasons.append(_("thêm chi chi thì tròn bài ({n} chắn) nhưng chi chi chỉ được ù khi là bạch thủ chi "
                             "(đúng 5 chắn, 4 cạ, què một chi chi); bài này có {chan} chắn, {ca} cạ").format(
                n=new_chan, chan=lay.n_chan, ca=lay.n_ca))
    return "; ".join(reasons)
