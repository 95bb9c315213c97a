"""Boards that cannot happen: one reachability check for a claimed ù (pure).

A ``win`` scenario gives a board — the cards in hand, the melds on the mat,
the winning card and where it came from — plus context the board cannot show
by itself (thiên ù, địa ù, phá thiên, the dealt hand). Some of these cannot
come out of any hand played by the rules of seed 001. :func:`check` finds
them, says why in Vietnamese, and hands back the win without the flags the
board contradicts, so the cước those flags would give are not awarded. An
impossible board is not an error (SPEC "Impossible boards"): ``eval``
answers as usual and adds the sentences as ``warnings``.

Two facts every rule leans on (seed 001 §IV, SPEC): during a hand cards only
*leave* the hand (đánh, ăn, chíu, trả cửa put hand cards onto the mat; a card
taken from the mat goes onto the mat, never into the hand), so every card
still in hand was dealt and was in hand at every earlier moment; and an eaten
meld holds one card taken from the mat and one (three for a chíu) from hand.

The rules, each with its id (:data:`RULES`), what it refuses, what is not
awarded, and the seed line it rests on:

1. ``thien_u_melds`` — thiên ù with melds on the mat. Thiên ù is not awarded.
   001 §V.5: "Người có cái (được chia 20 quân) tròn bài, ù luôn thì gọi là
   thiên ù" — nothing has been eaten or chíu'd before the cái's first move.
2. ``thien_u_dia_u`` — thiên ù and địa ù together. Địa ù is not awarded.
   001 §V.6: "Địa Ù: Ù lúc chưa qua cửa chì … có thể ù quân bốc nọc đầu tiên,
   cũng có thể ù khi nọc chưa được bốc phát nào (địa chíu ù)" — địa ù is won
   on a card that came after the deal; thiên ù has no such card (§V.5).
3. ``dia_u_an`` — địa ù with an eaten chắn or cạ on the mat. Địa ù is not
   awarded. 001 §IV: "Ẳn thì chỉ được ăn quân mình vừa Bốc hoặc quân người
   cửa trên vừa Dưới, và phải tới lượt mình thì mới được ăn. Nhưng Chíu thì …
   chưa cần đến lượt vẫn được chíu"; §V.6: "nếu đã qua lượt mình (qua cửa
   chì) mới ù thì chẳng phải địa ù … lúc chưa tới lượt mình, mình lại chíu
   được một phát rồi chờ ù" — an ăn needs one's own turn, so the turn has
   passed; only chíu melds can lie on the mat of an địa ù.
4. ``pha_thien_chan`` — phá thiên while the board shows a chắn in the dealt
   hand: two alike still in hand (thiên khai, a chắn, three alike for a chíu
   ù), a chíu on the mat (three alike were held), an eaten chắn whose kind is
   still in hand or eaten twice (bòn, ù bòn: "Đã có sẵn chắn … tách một quân
   ra để ăn chắn"), or eaten cạ whose hand cards cannot all have been single
   in the deal. Phá thiên is not awarded. 001 §V.4: "Phá thiên: Lên bài không
   có chắn nào"; §IV Chíu: "Mình có 3 quân bài y hệt nhau"; §V.9 (bòn);
   §V.11 (thiên khai: "Trên tay có 4 quân giống nhau").
5. ``dealt_hand_chan`` — phá thiên with a given dealt hand that holds a
   chắn. Phá thiên is not awarded. 001 §V.4 (as above).
6. ``dealt_hand_khop`` — a given dealt hand that cannot be the deal of this
   board: not 19 cards (20 for the cái), or without the cards the board shows
   were dealt (the cards in hand, the hand card of every eaten chắn, three of
   every chíu, one of the two cards of every eaten cạ). The dealt hand is not
   used (no phá thiên read from it). 001 §II: "mỗi người được chia 19 lá bài"
   (the cái's pile is 20); §IV as above.
7. ``an_chan_chiu_duoc`` — an eaten chắn of kind K while two more K are
   still in hand: three K were held when the fourth came, which is a chíu;
   eating it as a chắn is lỗi 2. 001 §IV lỗi 2: "Chíu được nhưng lại ăn
   thường — có 3 quân cửu vạn, bốc được cửu vạn, đáng nhẽ phải chíu thì lại
   chỉ hạ một quân cửu vạn xuống để ăn thường".
8. ``an_ca_loi`` — an eaten cạ that only a lỗi can have made: whichever of
   its two cards was taken from the mat, that card's twin was still in hand
   (lỗi 1, ăn treo tranh: "Ẳn được thành Chắn nhưng lại ăn Cạ") or the hand
   card was one of four alike (lỗi 5, "Lấy 1 quân trong chắn sẵn có để ăn
   cạ") — also when several eaten cạ must all have been eaten with the same
   kind and, with the copies still in hand, that kind was four alike at the
   first of them. 001 §IV lỗi 1, lỗi 5.

Rules 7 and 8 describe boards a real table can see — after a lỗi that makes
the win nghỉ ăn tiền or ù báo — but never after a clean hand; they take no
cước away and only warn. Generators (xướng rounds, drills, lesson checks)
must produce boards for which :func:`check` finds nothing.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace
from typing import Any

from chan_core.cards import KINDS, Hand
from chan_core.facts import Fact

WinInput = Any
"""A :class:`chan_core.win.WinInput` (not imported: :mod:`chan_core.win` imports this module)."""

RULES: dict[str, str] = {
    "thien_u_melds": "001 §V.5",
    "thien_u_dia_u": "001 §V.5, §V.6",
    "dia_u_an": "001 §IV, §V.6",
    "pha_thien_chan": "001 §V.4, §IV, §V.9",
    "dealt_hand_chan": "001 §V.4",
    "dealt_hand_khop": "001 §II, §IV",
    "an_chan_chiu_duoc": "001 §IV, lỗi 2",
    "an_ca_loi": "001 §IV, lỗi 1, lỗi 5",
}
"""Rule id → the seed lines it rests on (see the module docstring); :attr:`Problem.source` is the
fact ``reach.rule.<id>`` that quotes them."""

DEALT_SIZES = (19, 20)


@dataclass(frozen=True, slots=True)
class Problem:
    """One reason a board cannot happen.

    ``rule``: id in :data:`RULES`; ``fact``: what the words layer says — the cards and what is
    not awarded (``reach.<rule>``, :mod:`chan_core.facts`); ``drops``: what is taken away —
    context flags (``'thien_u'``, ``'dia_u'``, ``'pha_thien'``) and/or ``'dealt_hand'``; empty
    when the problem only warns.
    """

    rule: str
    fact: Fact
    drops: frozenset[str] = frozenset()

    @property
    def source(self) -> Fact:
        """The seed lines of the rule, quoted (``reach.rule.<id>``)."""
        return Fact(f"reach.rule.{self.rule}")


@dataclass(frozen=True, slots=True)
class Reachability:
    """The verdict of :func:`check`.

    ``problems``: tuple of :class:`Problem` (empty = the board can happen);
    ``win``: the win to judge — the input without the dropped ``dia_u`` /
    ``pha_thien`` flags and without a dropped ``dealt_hand`` (``thien_u``
    stays in the context because it tells how many cards there are: its
    cước is refused through ``blocked``); ``blocked``: every flag not
    awarded (``thien_u`` included).
    """

    problems: tuple[Problem, ...]
    win: "WinInput"
    blocked: frozenset[str] = field(default=frozenset())

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def warnings(self) -> tuple[Fact, ...]:
        """The facts to show beside the input (one per problem)."""
        return tuple(p.fact for p in self.problems)


# ------------------------------------------------------------------ helpers
def _dealt_floor(w: "WinInput") -> tuple[list[int], list[tuple]]:
    """What the board shows was dealt: 25 counts (hand + the hand card of each
    eaten chắn + three of each chíu) and the eaten cạ, one of whose two cards
    was dealt (which one is not known)."""
    c = list(w.hand.counts)
    if w.thien_u and w.winning_card is not None:
        c[w.winning_card.index] += 1  # the cái's 20 cards written as 19 + one
    ca = []
    for m in w.melds:
        if m.type == "an_chan":
            c[m.cards[0].index] += 1
        elif m.type == "chiu":
            c[m.cards[0].index] += 3
        else:
            ca.append(m.cards)
    return c, ca


def _fits(floor: list[int], ca: list[tuple], cap: list[int] | tuple[int, ...]) -> bool:
    """Whether one card of each eaten cạ can be put in the deal so that no kind
    goes above ``cap`` (25 counts)."""
    if any(f > m for f, m in zip(floor, cap)):
        return False
    if not ca:
        return True
    for pick in itertools.product((0, 1), repeat=len(ca)):
        c = list(floor)
        ok = True
        for p, pair in zip(pick, ca):
            i = pair[p].index
            c[i] += 1
            if c[i] > cap[i]:
                ok = False
                break
        if ok:
            return True
    return False


def _dealt_chan_reason(w: "WinInput", floor: list[int], ca: list[tuple]) -> Fact | None:
    """Why the board shows a chắn in the dealt hand (rule 4), or ``None``."""
    for m in w.melds:
        if m.type == "chiu":
            return Fact("reach.chan.chiu", card=m.cards[0])
    per_kind: dict = {}
    for m in w.melds:
        if m.type == "an_chan":
            per_kind[m.cards[0]] = per_kind.get(m.cards[0], 0) + 1
    for k, n in per_kind.items():
        if n >= 2:
            return Fact("reach.chan.bon", card=k)
        if w.hand.counts[k.index] >= 1:
            return Fact("reach.chan.an_chan_in_hand", card=k)
    for k, n in zip(KINDS, floor):
        if n >= 2:
            have = w.hand.counts[k.index] + (1 if w.thien_u and w.winning_card == k else 0)
            if have >= 2:
                return Fact("reach.chan.in_hand", n=have, card=k)
    if ca and not _fits(floor, ca, [1] * len(KINDS)):
        return Fact("reach.chan.ca")
    return None


def _dealt_mismatch(w: "WinInput", floor: list[int], ca: list[tuple]) -> Fact | None:
    """Why ``w.dealt_hand`` cannot be the deal of this board (rule 6), or ``None``."""
    d = w.dealt_hand
    assert d is not None
    n = len(d)
    if n not in DEALT_SIZES:
        return Fact("reach.dealt.size", n=n)
    if w.thien_u and n != 20:
        return Fact("reach.dealt.thien_u_size", n=n)
    for k, need in zip(KINDS, floor):
        if d.counts[k.index] < need:
            return Fact("reach.dealt.short", n=d.counts[k.index], card=k, need=need)
    if not _fits(floor, ca, d.counts):
        return Fact("reach.dealt.no_ca")
    return None


def _is_fault(hc: tuple[int, ...], taken, own) -> bool:
    """Whether taking ``taken`` from the mat with ``own`` from hand (25 counts ``hc``) was surely a lỗi
    (rule 8): a treo tranh (``taken`` also in hand) or a chắn cạ cấu cạ (three ``own`` in hand)."""
    return hc[taken.index] >= 1 or hc[own.index] == 3


def _take_fault(hand: Hand, taken, own) -> Fact | None:
    """Why taking ``taken`` from the mat with ``own`` from hand was surely a lỗi (rule 8), or ``None``."""
    if hand.counts[taken.index] >= 1:
        return Fact("reach.take.treo_tranh", card=taken)
    if hand.counts[own.index] == 3:
        return Fact("reach.take.chan_cau_ca", card=own)
    return None


def _an_ca_faults(w: "WinInput") -> list[Fact]:
    """Rule 8: the eaten cạ that only a lỗi can have made, one fact each.

    A cạ is faulty when taking either card was a lỗi. When only one way is
    clean, the hand card of that cạ is known; if the cạ of one kind whose hand
    card is known, plus the copies of that kind still in hand, make four, the
    first of those eats split four alike (lỗi 5)."""
    out = []
    forced: dict = {}
    hc = w.hand.counts
    for m in w.melds:
        if m.type != "an_ca":
            continue
        a, b = m.cards
        fa, fb = _is_fault(hc, a, b), _is_fault(hc, b, a)
        if fa and fb:
            out.append(Fact("reach.an_ca.both", pair=m.cards, first=_take_fault(w.hand, a, b),
                            second=_take_fault(w.hand, b, a)))
        elif fa:
            forced.setdefault(a, []).append(m.cards)
        elif fb:
            forced.setdefault(b, []).append(m.cards)
    for k, pairs in forced.items():
        if hc[k.index] + len(pairs) == 4 and len(pairs) >= 1:
            out.append(Fact("reach.an_ca.forced", pairs=tuple(pairs), card=k))
    return out


# ------------------------------------------------------------------ the check
def check(w: "WinInput") -> Reachability:
    """Find every reason the board of ``w`` cannot happen (rules 1–8 of the module doc).

    ``w``: a :class:`chan_core.win.WinInput` whose shape is already checked
    (card counts, source …: :func:`chan_core.win.check_u` does that first).
    Returns :class:`Reachability` — problems as facts (``reach.<rule>``; the words layer
    reads each card out in English on its first mention), the win to judge without the
    contradicted flags, the flags not awarded.
    Never raises for a well-formed win. Seeds: 001 §II, §IV, §V.4–6, §V.9.
    """
    ctx = w.context
    melds = w.melds
    if not melds and not ctx and w.dealt_hand is None:
        return Reachability((), w, frozenset())  # nothing on the board to contradict
    problems: list[Problem] = []
    thien = "thien_u" in ctx
    if thien and melds:
        problems.append(Problem("thien_u_melds", Fact("reach.thien_u_melds", n=len(melds)), frozenset({"thien_u"})))
    if thien and "dia_u" in ctx:
        problems.append(Problem("thien_u_dia_u", Fact("reach.thien_u_dia_u"), frozenset({"dia_u"})))
    eaten = [m for m in melds if m.type != "chiu"] if "dia_u" in ctx else ()
    if eaten:
        problems.append(Problem(
            "dia_u_an", Fact("reach.dia_u_an", melds=tuple(m.cards if m.type == "an_ca" else m.cards[:1]
                                                           for m in eaten)),
            frozenset({"dia_u"})))
    need_floor = "pha_thien" in ctx or w.dealt_hand is not None
    if need_floor:
        floor, ca = _dealt_floor(w)
        dealt_ok = True
        if w.dealt_hand is not None:
            why = _dealt_mismatch(w, floor, ca)
            if why:
                dealt_ok = False
                problems.append(Problem("dealt_hand_khop", Fact("reach.dealt_hand_khop", why=why),
                                        frozenset({"dealt_hand"})))
        if "pha_thien" in ctx:
            why = _dealt_chan_reason(w, floor, ca)
            if why:
                problems.append(Problem("pha_thien_chan", Fact("reach.pha_thien_chan", why=why),
                                        frozenset({"pha_thien"})))
            elif dealt_ok and w.dealt_hand is not None and max(w.dealt_hand.counts) >= 2:
                k = next(k for k in KINDS if w.dealt_hand.counts[k.index] >= 2)
                problems.append(Problem(
                    "dealt_hand_chan", Fact("reach.dealt_hand_chan", n=w.dealt_hand.counts[k.index], card=k),
                    frozenset({"pha_thien"})))
    hc = w.hand.counts
    has_ca = False
    for m in melds:
        if m.type == "an_chan":
            if hc[m.cards[0].index] == 2:
                problems.append(Problem("an_chan_chiu_duoc", Fact("reach.an_chan_chiu_duoc", card=m.cards[0])))
        elif m.type == "an_ca":
            has_ca = True
    if has_ca:
        for why in _an_ca_faults(w):
            problems.append(Problem("an_ca_loi", Fact("reach.an_ca_loi", why=why)))
    if not problems:
        return Reachability((), w, frozenset())
    drops = frozenset().union(*(p.drops for p in problems))
    new_ctx = frozenset(x for x in ctx if x == "thien_u" or x not in drops)
    new_dealt = None if "dealt_hand" in drops else w.dealt_hand
    w2 = w if (new_ctx == ctx and new_dealt is w.dealt_hand) else replace(w, context=new_ctx, dealt_hand=new_dealt)
    return Reachability(tuple(problems), w2, drops - {"dealt_hand"})


def warnings(w: "WinInput") -> list[Fact]:
    """The facts of :func:`check` (``[]`` when the board can happen)."""
    return list(check(w).warnings)


__all__ = ["RULES", "Problem", "Reachability", "check", "warnings", "DEALT_SIZES"]
