"""Boards that cannot happen: the reachability check of a claimed ù (seed 001 §II, §IV, §V.4–6, §V.9).

:func:`check` finds every rule a board breaks (a :class:`Problem`: its id and fact) and gives back the win
without the context flags the board contradicts. Cards only leave the hand during a hand, and an
eaten meld holds one card from the mat; rules ``an_chan_chiu_duoc`` and ``an_ca_loi`` only warn.
"""
from __future__ import annotations

import itertools
from collections import Counter
from dataclasses import dataclass, replace
from typing import Any

from chan_core.cards import KINDS, Hand
from chan_core.facts import Fact

WinInput = Any  # chan_core.win.WinInput (chan_core.win imports this module)

DEALT_SIZES = (19, 20)


@dataclass(frozen=True, slots=True)
class Problem:
    """One reason a board cannot happen: ``rule`` (its id), ``fact`` (``reach.<rule>``),
    ``drops`` (context flags and/or ``'dealt_hand'`` taken away; empty when it only warns)."""

    rule: str
    fact: Fact
    drops: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Reachability:
    """The verdict of :func:`check`: ``problems``, ``win`` (the input without the dropped flags;
    ``thien_u`` stays since it counts the cards), ``blocked`` (every flag not awarded)."""

    problems: tuple[Problem, ...]
    win: "WinInput"
    blocked: frozenset[str] = frozenset()

    @property
    def warnings(self) -> tuple[Fact, ...]:
        """The facts to show beside the input (one per problem)."""
        return tuple(p.fact for p in self.problems)


def _dealt_floor(w: "WinInput") -> tuple[list[int], list[tuple]]:
    """What the board shows was dealt: 25 counts and the eaten cạ (one card of each was dealt)."""
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
    """Whether one card of each eaten cạ fits in the deal with no kind above ``cap``."""
    for pick in itertools.product((0, 1), repeat=len(ca)):
        c = list(floor)
        for p, pair in zip(pick, ca):
            c[pair[p].index] += 1
        if all(n <= m for n, m in zip(c, cap)):
            return True
    return False


def _dealt_chan_reason(w: "WinInput", floor: list[int], ca: list[tuple]) -> Fact | None:
    """Why the board shows a chắn in the dealt hand (rule 4), or ``None``."""
    for m in w.melds:
        if m.type == "chiu":
            return Fact("reach.chan.chiu", card=m.cards[0])
    per_kind = Counter(m.cards[0] for m in w.melds if m.type == "an_chan")
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


def _take_fault(hand: Hand, taken, own) -> Fact | None:
    """Why taking ``taken`` from the mat with ``own`` from hand was surely a lỗi (rule 8), or ``None``."""
    if hand.counts[taken.index] >= 1:
        return Fact("reach.take.treo_tranh", card=taken)
    if hand.counts[own.index] == 3:
        return Fact("reach.take.chan_cau_ca", card=own)
    return None


def _an_ca_faults(w: "WinInput") -> list[Fact]:
    """Rule 8: the eaten cạ only a lỗi can have made (either take was a lỗi, or the forced
    hand cards of one kind with its copies in hand make four: lỗi 5), one fact each."""
    out = []
    forced: dict = {}
    hc = w.hand.counts
    for m in w.melds:
        if m.type != "an_ca":
            continue
        a, b = m.cards
        fa, fb = _take_fault(w.hand, a, b), _take_fault(w.hand, b, a)
        if fa and fb:
            out.append(Fact("reach.an_ca.both", pair=m.cards, first=fa, second=fb))
        elif fa or fb:  # the other card was the one taken
            forced.setdefault(a if fa else b, []).append(m.cards)
    for k, pairs in forced.items():
        if hc[k.index] + len(pairs) == 4:
            out.append(Fact("reach.an_ca.forced", pairs=tuple(pairs), card=k))
    return out


def check(w: "WinInput") -> Reachability:
    """Every reason the board of the well-formed win ``w`` cannot happen, as :class:`Reachability`.
    Never raises. Seeds: 001 §II, §IV, §V.4–6, §V.9."""
    ctx = w.context
    melds = w.melds
    if not melds and not ctx and w.dealt_hand is None:
        return Reachability((), w)  # nothing on the board to contradict
    problems: list[Problem] = []

    def add(rule: str, drop: str | None = None, **params) -> None:
        problems.append(Problem(rule, Fact(f"reach.{rule}", **params), frozenset({drop} if drop else ())))

    thien = "thien_u" in ctx
    if thien and melds:
        add("thien_u_melds", "thien_u", n=len(melds))
    if thien and "dia_u" in ctx:
        add("thien_u_dia_u", "dia_u")
    eaten = [m for m in melds if m.type != "chiu"] if "dia_u" in ctx else ()
    if eaten:
        add("dia_u_an", "dia_u", melds=tuple(m.cards if m.type == "an_ca" else m.cards[:1] for m in eaten))
    dealt = w.dealt_hand
    if "pha_thien" in ctx or dealt is not None:
        floor, ca = _dealt_floor(w)
        mismatch = _dealt_mismatch(w, floor, ca) if dealt is not None else None
        if mismatch:
            add("dealt_hand_khop", "dealt_hand", why=mismatch)
        why = _dealt_chan_reason(w, floor, ca) if "pha_thien" in ctx else None
        if why:
            add("pha_thien_chan", "pha_thien", why=why)
        elif "pha_thien" in ctx and dealt is not None and not mismatch and max(dealt.counts) >= 2:
            k = next(k for k in KINDS if dealt.counts[k.index] >= 2)
            add("dealt_hand_chan", "pha_thien", n=dealt.counts[k.index], card=k)
    hc = w.hand.counts
    for m in melds:
        if m.type == "an_chan" and hc[m.cards[0].index] == 2:
            add("an_chan_chiu_duoc", card=m.cards[0])
    for why in _an_ca_faults(w):
        add("an_ca_loi", why=why)
    if not problems:
        return Reachability((), w)
    drops = frozenset().union(*(p.drops for p in problems))
    new_ctx = frozenset(x for x in ctx if x == "thien_u" or x not in drops)
    new_dealt = None if "dealt_hand" in drops else w.dealt_hand
    w2 = w if (new_ctx == ctx and new_dealt is w.dealt_hand) else replace(w, context=new_ctx, dealt_hand=new_dealt)
    return Reachability(tuple(problems), w2, drops - {"dealt_hand"})
