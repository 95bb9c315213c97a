"""Ù validity and the structural facts of a winning hand (seed 001 §IV, §V; SPEC).

An ù is 20 cards laid out as 10 chắn/cạ with at least 6 chắn, won on a card from the nọc (any source
for chíu ù; chi chi only as bạch thủ chi). Also found here: bạch thủ (chi), chíu ù, ù bòn, chì (001 §V.3).
Impossible boards are :mod:`chan_core.reachability` warnings, not errors.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

import chan_core.reachability as reachability
from chan_core.cards import CHI_CHI, KINDS, Hand, Kind, check_copies, parse_card
from chan_core.errors import ChanError, in_field, shown_value
from chan_core.facts import Fact
from chan_core.layout import _HALF, _ODD, Layout, counts_summary, layout
from chan_core.melds import Meld

SOURCES = ("boc", "danh", "tra_cua")
DRAWN_BY = ("self", "other")
CONTEXTS = ("thong", "thien_u", "dia_u", "pha_thien")
MIN_CHAN = 6
HAND_SIZE = 19


@dataclass(frozen=True, slots=True)
class WinInput:
    """A claimed ù: ``hand`` before the winning card (20 dealt cards for thiên ù), ``melds`` on the mat,
    ``winning_card`` (``None`` for thiên ù) with its ``source`` (:data:`SOURCES`) and ``drawn_by``
    (:data:`DRAWN_BY`; for ``tra_cua``, whose cửa chì), ``context`` (:data:`CONTEXTS`), ``dealt_hand``."""

    hand: Hand
    melds: tuple[Meld, ...] = ()
    winning_card: Kind | None = None
    source: str | None = None
    drawn_by: str | None = None
    context: frozenset[str] = frozenset()
    dealt_hand: Hand | None = None

    def __post_init__(self) -> None:
        """Types only (values are :func:`check_u`'s): :class:`ChanError` ``win.bad_type`` naming the field."""
        if isinstance(self.melds, list):
            object.__setattr__(self, "melds", tuple(self.melds))
        ctx = self.context
        if type(ctx) is not frozenset and isinstance(ctx, (set, list, tuple)) and all(isinstance(x, str) for x in ctx):
            object.__setattr__(self, "context", frozenset(ctx))
        for name, types, each in _FIELD_TYPES:
            v = getattr(self, name)
            if not isinstance(v, types) or (each and not all(map(each.__instancecheck__, v))):
                raise ChanError("win.bad_type", name=name, value=shown_value(v), field=name)

    @property
    def thien_u(self) -> bool:
        return "thien_u" in self.context


_NONE = type(None)
# name, type(s), type of each item: the types a WinInput holds
_FIELD_TYPES = (("melds", tuple, Meld), ("context", frozenset, str), ("hand", Hand, None),
                ("winning_card", (Kind, _NONE), None), ("source", (str, _NONE), None), ("drawn_by", (str, _NONE), None),
                ("dealt_hand", (Hand, _NONE), None))


# Read-only by convention, not frozen: a frozen dataclass costs about four times as much to build.
@dataclass(slots=True, unsafe_hash=True)
class UCheck:
    """The verdict on a claimed ù: ``valid``, ``reason`` (``win.valid``/``win.invalid``), ``chan``/``ca`` of
    the 20 cards ``all_cards``; ``hand_before`` (bạch thủ shapes only); the cước facts; ``problems``
    (``win.problem.*``); ``win`` as judged (contradicted flags dropped) and ``warnings`` (``reach.*``)."""

    valid: bool
    reason: Fact
    chan: int
    ca: int
    all_cards: Hand
    hand_before: Layout | None
    win: WinInput
    bach_thu: bool = False
    bach_thu_chi: bool = False
    chiu_u: bool = False
    u_bon: bool = False
    chi: bool = False
    thien_u: bool = False
    problems: tuple[Fact, ...] = ()
    warnings: tuple[Fact, ...] = ()
    _layout: Layout | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def layout(self) -> Layout:
        """The 20 cards laid out (melds included), computed once."""
        lay = self._layout
        if lay is None:
            w = self.win
            lay = layout(_in_hand(w), w.melds)
            object.__setattr__(self, "_layout", lay)
        return lay


def _in_hand(w: WinInput) -> Hand:
    """The cards in hand with the winning card (a thiên ù's may have none)."""
    return w.hand + w.winning_card if w.winning_card is not None else w.hand


def bach_thu_que(before: Layout) -> Kind | None:
    """The què of a bạch thủ wait (exactly 5 chắn + 4 cạ + 1 què, melds included; 001 §V.17), or ``None``."""
    if before.n_chan == 5 and before.n_ca == 4 and not before.ba_dau and len(before.que) == 1:
        return before.que[0]
    return None


def _check_shape(w: WinInput, meld_cards: int) -> None:
    """Raise the shape errors of a claimed ù (counts, source, context); ``meld_cards`` on the mat."""
    bad = w.context - _CONTEXT_SET
    if bad:
        raise ChanError("win.context_unknown", value=sorted(bad)[0], contexts=CONTEXTS, field="context")
    if "thien_u" in w.context:
        # Other flags and melds that contradict thiên ù are warnings (chan_core.reachability), not errors.
        n = len(w.hand) + meld_cards + (1 if w.winning_card is not None else 0)
        if n != 20:
            raise ChanError("win.thien_u_count", n=n, in_hand=len(w.hand) + (1 if w.winning_card is not None else 0),
                            melded=meld_cards, field="hand")
        return
    if w.winning_card is None:
        raise ChanError("win.winning_card_missing", field="winning_card")
    total = len(w.hand) + meld_cards
    if total != HAND_SIZE:
        raise ChanError("win.count", size=HAND_SIZE, n=total, in_hand=len(w.hand), melded=meld_cards, field="hand")
    if w.source is None:
        raise ChanError("win.source_missing", field="source")
    if w.source not in SOURCES:
        raise ChanError("win.source_unknown", value=w.source, field="source")
    if w.drawn_by is not None and w.drawn_by not in DRAWN_BY:
        raise ChanError("win.drawn_by_unknown", value=w.drawn_by, field="drawn_by")
    if w.source in ("boc", "tra_cua") and w.drawn_by is None:
        raise ChanError("win.drawn_by_missing", field="drawn_by")


_CONTEXT_SET = frozenset(CONTEXTS)
_NO_FLAGS: frozenset[str] = frozenset()
_CC = CHI_CHI.index


def check_u(w: WinInput) -> UCheck:
    """Judge a claimed ù as :class:`UCheck`; :class:`ChanError` naming the field for a wrong card count,
    a fifth copy, a bad source or context. Impossible boards only warn."""
    melds = w.melds
    c = list(w.hand.counts)  # all the cards: hand, melds, winning card
    meld_cards = meld_chan = meld_ca = 0
    for m in melds:
        cs = m.cards
        meld_cards += len(cs)
        if m.type == "an_ca":
            meld_ca += 1
        else:
            meld_chan += 2 if m.type == "chiu" else 1
        for k in cs:
            c[k.index] += 1
    _check_shape(w, meld_cards)
    if w.winning_card is not None:
        c[w.winning_card.index] += 1
    if max(c) > 4:
        check_copies([k for k, n in zip(KINDS, c) for _i in range(n)], Fact("where.in_win"))
    allc = Hand._trusted(tuple(c))
    warnings, blocked = (), _NO_FLAGS
    if melds or w.context or w.dealt_hand is not None:  # else there is nothing on the board to contradict
        reach = reachability.check(w)
        if reach.problems:
            w, warnings, blocked = reach.win, reach.warnings, reach.blocked
    thien = "thien_u" in w.context
    thien_ok = thien and "thien_u" not in blocked
    wc = w.winning_card
    in_hand = bytearray(w.hand.counts)  # with the winning card
    if wc is not None:
        in_hand[wc.index] += 1
    n_chan, n_ca, bd20, que20 = counts_summary(in_hand)
    n_chan += meld_chan
    n_ca += meld_ca
    before = None
    bt = btc = chiu_u = u_bon = chi = False
    if thien:
        bt = thien_ok and n_chan == 6 and n_ca == 4 and not bd20 and not que20
        wc = None
    else:
        hc = w.hand.counts
        i = wc.index
        chan, ca, bd, que = counts_summary(hc)
        if chan + meld_chan == 5 and ca + meld_ca == 4 and bd == 0 and que == 1:
            before = layout(w.hand, melds)
            q = bach_thu_que(before)
            hit = q is not None and q.index == i
            bt = hit and i != _CC
            btc = hit and i == _CC
        chiu_u = hc[i] == 3
        u_bon = hc[i] == 1 and any(m.type == "an_chan" and m.cards[0].index == i for m in melds)
        chi = (w.source == "boc" and w.drawn_by == "self") or (
            w.source == "tra_cua" and w.drawn_by == "self" and chiu_u
        )
    problems: list[Fact] = []
    lay20 = None
    if bd20 or que20:
        lay20 = layout(Hand._trusted(tuple(in_hand)), melds)
        if lay20.ba_dau:
            problems.append(Fact("win.problem.ba_dau", groups=lay20.ba_dau))
        if lay20.que:
            problems.append(Fact("win.problem.que", cards=lay20.que))
    if not problems and n_chan < MIN_CHAN:
        problems.append(Fact("win.problem.few_chan", n=n_chan, min=MIN_CHAN))
    if wc is not None and not problems:
        if w.source != "boc" and not chiu_u:
            problems.append(Fact("win.problem.not_from_noc", card=wc, source=w.source))
        if wc.index == _CC and not btc:
            problems.append(Fact("win.problem.chi_chi"))
    valid = not problems
    reason = Fact("win.valid", chan=n_chan, ca=n_ca) if valid else Fact("win.invalid", problems=tuple(problems))
    u = UCheck(valid, reason, n_chan, n_ca, allc, before, w, bt and valid, btc and valid, chiu_u and valid,
               u_bon and valid, chi and valid, thien_ok and valid, tuple(problems), warnings)
    if lay20 is not None:
        object.__setattr__(u, "_layout", lay20)
    return u


def why_not(u: UCheck) -> Fact:
    """Why ``u`` is not an ù, as one clause: ``win.problems``, or the reason when there are none."""
    return Fact("win.problems", problems=u.problems) if u.problems else u.reason


def is_u(counts: tuple[int, ...], meld_chan: int = 0) -> bool:
    """Fast shape test on trusted 25 counts (plus ``meld_chan`` from melds): complete and ≥ 6 chắn,
    as :func:`check_u`'s layout test."""
    b = bytes(counts)
    p = b.translate(_ODD)
    return (not p[24] and int.from_bytes(p[0:8]) ^ int.from_bytes(p[8:16]) == int.from_bytes(p[16:24])
            and sum(b.translate(_HALF)) + meld_chan >= MIN_CHAN)


def make_win(hand: str | Hand, winning_card: str | Kind | None = None, *, melds: Iterable[Meld] = (),
             source: str | None = None, drawn_by: str | None = None, context: Iterable[str] = (),
             dealt_hand: str | Hand | None = None) -> WinInput:
    """A :class:`WinInput` from notation: ``make_win('…19 cards…', '9V', source='boc', drawn_by='self')``;
    raises :class:`ChanError` naming the field."""
    for name, value in (("melds", melds), ("context", context)):
        if isinstance(value, (str, bytes, dict)) or not isinstance(value, Iterable):
            raise ChanError("win.bad_type", name=name, value=shown_value(value), field=name)
    with in_field("hand"):
        hand = hand if isinstance(hand, Hand) else Hand(hand)
    with in_field("winning_card"):
        card = parse_card(winning_card) if winning_card is not None else None
    with in_field("dealt_hand"):
        dealt = dealt_hand if isinstance(dealt_hand, Hand) or dealt_hand is None else Hand(dealt_hand)
    return WinInput(hand, tuple(melds), card, source, drawn_by, tuple(context), dealt)
