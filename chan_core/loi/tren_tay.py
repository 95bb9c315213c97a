"""Group A, lỗi 1–5 (seed 001 §IV «bài trên tay»): an eat that breaks what the hand holds.

Readings (``rules/loi.yaml``): lỗi 3's cạ is one of the max-chắn layout; lỗi 4 needs a waiting hand and yields to
lỗi 1 / bỏ ù (its why-not says so through :func:`~chan_core.loi.base.instead`); lỗi 5: 3 alike, the odd one is free.
"""
from __future__ import annotations

from chan_core.cards import Kind
from chan_core.facts import Fact
from chan_core.loi.base import Move, detector, instead, why
from chan_core.waits import no_wait_reason


def in_hand(m: Move, k: Kind) -> Fact:
    """``Fact('loi.why.in_hand', card=k, n=…)``: how many ``k`` the hand holds."""
    return Fact("loi.why.in_hand", card=k, n=m.state.hand[k])


def group_of(m: Move, k: Kind) -> Fact:
    """Where ``k`` lies in the max-chắn layout (001 §III): in a chắn, a cạ, a ba đầu, or què."""
    lay = m.lay
    if k in lay.chan:
        return Fact("loi.why.in_chan", card=k)
    for a, b in lay.ca:
        if k in (a, b):
            return Fact("loi.why.in_ca", a=a, b=b)
    for t in lay.ba_dau:
        if k in t:
            return Fact("loi.why.in_ba_dau", cards=tuple(t))
    return Fact("loi.why.que")


# -- 1 «Ăn treo tranh»
@detector(1)
def loi1(m: Move) -> Fact | None:
    """ăn cạ a card whose twin is in hand (it could be ăn chắn)."""
    if m.is_an_ca and m.state.hand[m.card] >= 1:
        return Fact("loi.1.committed", card=m.card, with_card=m.with_)
    return None


@why(1)
def why1(m: Move) -> Fact:
    return Fact("loi.1.not", in_hand=in_hand(m, m.card), card=m.card, with_card=m.with_)


# -- 2: ăn thường with three alike in hand (must chíu)
@detector(2)
def loi2(m: Move) -> Fact | None:
    if m.kind == "an" and m.state.hand[m.card] == 3:
        return Fact("loi.2.committed", card=m.card)
    return None


@why(2)
def why2(m: Move) -> Fact:
    return Fact("loi.2.not", in_hand=in_hand(m, m.card))


# -- 3 «Ăn chọn cạ»: a card of a cạ already in hand eats cạ
@detector(3)
def loi3(m: Move) -> Fact | None:
    if not m.is_an_ca:
        return None
    for a, b in m.lay.ca:
        if m.with_ in (a, b) and m.card not in (a, b):
            # (if the cạ holds the offered card's twin, the eat re-forms it: treo tranh, lỗi 1's example)
            return Fact("loi.3.committed", with_card=m.with_, a=a, b=b, card=m.card)
    return None


@why(3)
def why3(m: Move) -> Fact:
    w, k = m.with_, m.card
    for a, b in m.lay.ca:
        if w in (a, b) and k in (a, b):  # the eat lays that very cạ down: lỗi 1's example
            return instead(Fact("loi.3.not_same_ca", a=a, b=b, card=k, with_card=w), 1)
    h = m.state.hand
    chans = [x for x in sorted(set(h), key=lambda x: x.index) if x.rank == w.rank and x != w and h[x] in (2, 4)]
    if chans and h[w] % 2 == 1:  # another kind of its number held as a chắn: «hai cửu văn»
        return Fact("loi.3.not_loose", cards=Fact("loi.why.n_cards", n=h[chans[0]], card=chans[0]), with_card=w,
                    card=k)
    own = Fact("loi.3.not", with_card=w, where=group_of(m, w))
    return instead(own, 5) if loi5(m) else own


# -- 4: a waiting card eats cạ (chuyển chờ)
@detector(4)
def loi4(m: Move) -> Fact | None:
    if not m.is_an_ca or not m.waits:
        return None
    if loi1(m) or m.u_possible:
        return None  # 001 §IV note to lỗi 4: that eat is treo tranh / bỏ ù instead
    if waiting_card(m):
        return Fact("loi.4.committed", waits=tuple(w.kind for w in m.waits), with_card=m.with_, card=m.card)
    return None


def waiting_card(m: Move) -> bool:
    """The card eaten with is a què or in a ba đầu of the layout: a card the hand waits on."""
    return m.with_ in m.lay.que or any(m.with_ in t for t in m.lay.ba_dau)


@why(4)
def why4(m: Move) -> Fact:
    w, k = m.with_, m.card
    if not m.waits:
        detail = no_wait_reason(m.state.hand, m.state.melds)
        if detail:
            return Fact("loi.4.not_waiting_why", why=detail, with_card=w)
        return Fact("loi.4.not_waiting", with_card=w)
    waits_on = tuple(x.kind for x in m.waits)
    if not waiting_card(m):
        return Fact("loi.4.not", waits=waits_on, with_card=w, where=group_of(m, w))
    if loi1(m):  # 001 §IV note to lỗi 4: a waiting card eating the cạ of a card it could eat as a chắn
        return instead(Fact("loi.4.not_could_chan", waits=waits_on, in_hand=in_hand(m, k), with_card=w, card=k), 1)
    return instead(Fact("loi.4.not_could_u", card=k), "bo_u")  # ... or of a card it could ù on


# -- 5 «Chắn cấu cạ»: a card of a chắn eats cạ
@detector(5)
def loi5(m: Move) -> Fact | None:
    if m.is_an_ca and m.state.hand[m.with_] in (2, 4):
        return Fact("loi.5.committed", with_card=m.with_, card=m.card)
    return None


@why(5)
def why5(m: Move) -> Fact:
    w = m.with_
    if m.state.hand[w] == 3:
        return Fact("loi.5.not_odd", with_card=w, card=m.card)
    return Fact("loi.5.not_single", with_card=w)
