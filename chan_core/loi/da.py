"""Lỗi 0 «Trái vỉ» and groups B–D, lỗi 6–17 (seed 001 §IV «quân đã bỏ / đã đánh / đã ăn»): a move against
what one declined, discarded or ate before. Chíu counts as ăn chắn (6, 15), trả cửa as đánh (9, 13, 14,
16, 17); 16 follows its name (``rules/loi.yaml``).
"""
from __future__ import annotations

from itertools import combinations

from chan_core.facts import Fact
from chan_core.loi.base import APPLIES, MOVE_CLASS, Move, detector, why

# lỗi → (the state's cards it looks in, the move's card it looks for: ``card`` or ``with``, the cards that count:
# the ``same`` kind, an ``other`` kind of its number, any of its ``number`` — ``None``: its own detector below —,
# its why-not: ``note`` those cards, ``none`` also with its own clause when there are none, ``None``: its own).
AGAIN = {
    6: ("declined", "card", "same", None),
    7: ("declined", "with", "same", "note"),
    8: ("declined", "with", "other", "note"),
    9: ("declined", "card", "same", "note"),
    10: ("discards", "card", None, "note"),
    11: ("discards", "with", "number", "none"),
    12: ("discards", "card", "same", "none"),
    13: ("discards", "card", "same", "none"),
    14: ("taken", "card", "same", "note"),
}
_NOTE = {"declined": "declined", "discards": "discarded", "taken": "taken"}  # state field → its loi.why.* code


def noted(m: Move, where: str) -> Fact:
    """The cards of ``state.<where>`` so far (``loi.why.declined``/``discarded``/``taken``) or ``loi.why.none_…``."""
    cards = getattr(m.state, where)
    return Fact(f"loi.why.{_NOTE[where]}", cards=cards) if cards else Fact(f"loi.why.none_{_NOTE[where]}")


def _again(n: int, where: str, on: str, match: str | None, why_not: str | None) -> None:
    """Register the detector and why-not of lỗi ``n`` from its :data:`AGAIN` row."""
    of_class = MOVE_CLASS[APPLIES[n]]
    chiu = APPLIES[n] == "eats_chan"

    if match is not None:
        on_with, same, any_kind = on == "with", match == "same", match == "number"

        @detector(n)
        def detect(m: Move) -> Fact | None:
            if not of_class(m):
                return None
            k = m.with_ if on_with else m.card
            cards = getattr(m.state, where)
            if same:
                if k not in cards:
                    return None
                found = {}
            else:
                d = next((d for d in cards if d.rank == k.rank and (any_kind or d != k)), None)
                if d is None:
                    return None
                found = {_NOTE[where]: d}
            code = "chiu" if chiu and m.kind == "chiu" else "committed"
            return Fact(f"loi.{n}.{code}", **found, **({"with_card": k} if on_with else {}), card=m.card)

    if why_not is not None:
        @why(n)
        def explain(m: Move) -> Fact:
            about = {"with_card": m.with_} if on == "with" else {"card": m.card}
            if why_not == "none" and not getattr(m.state, where):
                return Fact(f"loi.{n}.not_none", **about)
            return Fact(f"loi.{n}.not", **about, note=noted(m, where))


for _n, _row in AGAIN.items():
    _again(_n, *_row)


# -- 0 «Trái vỉ»: the taken card laid on top of one's own (``order: tren``), for every ăn (003)
@detector(0)
def loi0(m: Move) -> Fact | None:
    if m.kind == "an" and m.event.order == "tren":
        return Fact("loi.0.committed", card=m.card, with_card=m.with_)
    return None


@why(0)
def why0(m: Move) -> Fact:
    return Fact("loi.0.not", card=m.card, with_card=m.with_)


# -- 6 «Bỏ chắn ăn chắn»
@why(6)
def why6(m: Move) -> Fact:
    k = m.card
    cas = [d for d in m.state.declined if d.rank == k.rank and d != k]
    if cas:
        return Fact("loi.6.not_bo_ca", declined=cas[0], card=k)
    return Fact("loi.6.not", card=k, note=noted(m, "declined"))


# -- 10: đánh a whole cạ, then ăn cạ
@detector(10)
def loi10(m: Move) -> Fact | None:
    if not m.is_an_ca:
        return None
    ca = next(((a, b) for a, b in combinations(m.state.discards, 2) if a.rank == b.rank and a != b), None)
    return Fact("loi.10.committed", a=ca[0], b=ca[1], with_card=m.with_, card=m.card) if ca else None


# -- 15: ăn cạ, then ăn chắn (or chíu) of the same number; 17: ăn cạ, then đánh a card of its number
def _ca_of_number(m: Move) -> tuple | None:
    """The first eaten cạ of the move card's number, as its cards."""
    return next((tuple(x.cards) for x in m.state.ca_melds if x.cards[0].rank == m.card.rank), None)


@detector(15)
def loi15(m: Move) -> Fact | None:
    meld = _ca_of_number(m) if m.eats_chan else None
    if meld:
        return Fact("loi.15.chiu" if m.kind == "chiu" else "loi.15.committed", meld=meld, card=m.card)
    return None


@detector(17)
def loi17(m: Move) -> Fact | None:
    meld = _ca_of_number(m) if m.is_discard else None
    return Fact("loi.17.committed", meld=meld, card=m.card) if meld else None


@why(15)
def why15(m: Move) -> Fact:
    if not m.state.ca_melds:
        return Fact("loi.15.not_no_ca", move=m.event.describe())
    return Fact("loi.why.ca_other_number", melds=tuple(tuple(x.cards) for x in m.state.ca_melds), card=m.card)


@why(17)
def why17(m: Move) -> Fact:
    if not m.state.ca_melds:
        return Fact("loi.why.no_ca_eaten", card=m.card)
    return Fact("loi.why.ca_other_number", melds=tuple(tuple(x.cards) for x in m.state.ca_melds), card=m.card)


# -- 16: ăn cạ, then đánh a whole cạ
@detector(16)
def loi16(m: Move) -> Fact | None:
    if not m.is_discard or not m.state.ca_melds:
        return None
    d = next((d for d in m.state.discards if d.rank == m.card.rank and d != m.card), None)
    return None if d is None else Fact("loi.16.committed", meld=tuple(m.state.ca_melds[0].cards), card=m.card,
                                       discarded=d)


@why(16)
def why16(m: Move) -> Fact:
    if not m.state.ca_melds:
        return Fact("loi.why.no_ca_eaten", card=m.card)
    if not m.state.discards:  # one true clause (lesson 7 question 4 said both halves)
        return Fact("loi.16.not_first", card=m.card)
    return Fact("loi.16.not", card=m.card, note=noted(m, "discards"))
