"""Ù validity and the structural facts of a winning hand (seed 001 §IV, §V; SPEC).

A win (ù) is 19 cards (hand + melds) plus one winning card = 20 cards that lay
out as 10 pairs (chắn or cạ) with at least 6 chắn (a chíu or 4 alike = 2
chắn). Two ba đầu are never pairs. The winning card must be drawn from the
nọc (by anyone), except for chíu ù (3 alike in hand, the 4th completes the
hand), which may be won from any source. A chi chi may be won on only as
bạch thủ chi. Thiên ù: the cái holder's 20 dealt cards are already a win (no
winning card).

Facts computed here for the cước layer: bạch thủ / bạch thủ chi (the 19 cards
lay out as exactly 5 chắn + 4 cạ + 1 què and the winning card is the què's
twin; for thiên ù, the 20 cards are exactly 6 chắn + 4 cạ), chíu ù, ù bòn, and
chì (the winning card lay in the winner's cửa chì: drawn by the winner, or
trả cửa into it and chíu ù'd — seed 001 §V.3).

Boards that cannot happen (địa ù with eaten melds, phá thiên with a dealt
chắn, thiên ù with melds …) are found by :mod:`chan_core.reachability`:
the contradicted flags are not awarded and ``UCheck.warnings`` says why; they
are not errors (SPEC "Impossible boards").

The verdict (``UCheck.reason``, ``UCheck.problems``, ``UCheck.warnings``) and the errors
are facts (``win.*``, :mod:`chan_core.facts`); the words layer says them
(``words/phrases/win.py``), glossing the card names in English.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

import chan_core.reachability as reachability
from chan_core.cards import CHI_CHI, KINDS, Hand, Kind, check_copies, parse_card
from chan_core.errors import ChanError, shown_value
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
    """A claimed ù.

    ``hand``: the cards in hand before the winning card (19 minus the meld
    cards; 20 dealt cards for thiên ù). ``melds``: pairs on the mat.
    ``winning_card``: the card won on (``None`` for thiên ù). ``source``:
    ``'boc'`` drawn from nọc, ``'danh'`` discarded, ``'tra_cua'`` put back
    after a chíu. ``drawn_by``: ``'self'`` / ``'other'`` — who drew it (for
    ``tra_cua``: ``'self'`` means it was put into the winner's own cửa chì).
    ``context``: subset of :data:`CONTEXTS`. ``dealt_hand``: the 19/20 cards
    dealt, when known (phá thiên).
    """

    hand: Hand
    melds: tuple[Meld, ...] = ()
    winning_card: Kind | None = None
    source: str | None = None
    drawn_by: str | None = None
    context: frozenset[str] = frozenset()
    dealt_hand: Hand | None = None

    def __post_init__(self) -> None:
        """Types only (values are :func:`check_u`'s): :class:`ChanError` ``win.bad_type`` naming the
        field — a :class:`WinInput` is where a claimed ù comes in (:func:`make_win`, the scenario
        reader, the app)."""
        def bad(name: str, v: object) -> ChanError:
            return ChanError("win.bad_type", name=name, value=shown_value(v), field=name)

        melds, ctx = self.melds, self.context
        if type(melds) is not tuple:
            if isinstance(melds, list):
                object.__setattr__(self, "melds", melds := tuple(melds))
            else:
                raise bad("melds", melds)
        if type(ctx) is not frozenset:
            if isinstance(ctx, (set, list, tuple)) and all(isinstance(x, str) for x in ctx):
                object.__setattr__(self, "context", ctx := frozenset(ctx))
            else:
                raise bad("context", ctx)
        if not isinstance(self.hand, Hand):
            raise bad("hand", self.hand)
        for m in melds:
            if not isinstance(m, Meld):
                raise bad("melds", melds)
        if self.winning_card is not None and not isinstance(self.winning_card, Kind):
            raise bad("winning_card", self.winning_card)
        for name in ("source", "drawn_by"):
            if getattr(self, name) is not None and not isinstance(getattr(self, name), str):
                raise bad(name, getattr(self, name))
        for x in ctx:
            if not isinstance(x, str):
                raise bad("context", ctx)
        if self.dealt_hand is not None and not isinstance(self.dealt_hand, Hand):
            raise bad("dealt_hand", self.dealt_hand)

    @property
    def thien_u(self) -> bool:
        return "thien_u" in self.context


# Read-only by convention, not frozen: built on every win judged, and a frozen dataclass costs about
# four times as much to build (benchmarks/compare_trees.py).
@dataclass(slots=True, unsafe_hash=True)
class UCheck:
    """The verdict on a claimed ù.

    ``valid`` and ``reason`` (a fact: ``win.valid`` with ``chan``, ``ca``, or ``win.invalid``
    with the ``problems``); ``layout``: the 20 cards laid out (melds included); ``chan``/``ca``:
    counts of that layout; ``all_cards``: the 20 cards as a :class:`Hand` (melds and winning
    card included); ``hand_before``: layout of the 19 cards before the winning card when it is a
    bạch thủ shape, else ``None`` (use :func:`layout_before` for any win); facts ``bach_thu``,
    ``bach_thu_chi``, ``chiu_u``, ``u_bon``, ``chi``, ``thien_u``. ``problems``: why it is not an
    ù, one fact each (``win.problem.*``). ``win`` is the win as judged: the input without the
    context flags the board contradicts; ``warnings``: facts saying which and why
    (``reach.*``, :mod:`chan_core.reachability`).
    """

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
        """The 20 cards laid out (melds included); computed once."""
        lay = self._layout
        if lay is None:
            w = self.win
            lay = layout(_thien_cards(w) if w.thien_u else w.hand + w.winning_card, w.melds)
            object.__setattr__(self, "_layout", lay)
        return lay


def _thien_cards(w: WinInput) -> Hand:
    """The cards in hand of a thiên ù (the winning card, if one was written, among them)."""
    return w.hand + w.winning_card if w.winning_card is not None else w.hand


def bach_thu_que(before: Layout) -> Kind | None:
    """The què of a bạch thủ wait, or ``None``.

    A hand waits bạch thủ when it lays out as exactly 5 chắn + 4 cạ + 1 què,
    no ba đầu (melds count) — seed 001 §V.17, SPEC.
    """
    if before.n_chan == 5 and before.n_ca == 4 and not before.ba_dau and len(before.que) == 1:
        return before.que[0]
    return None


def _check_shape(w: WinInput, meld_cards: int) -> None:
    """The errors of a claimed ù that is not one (counts, source, context), before its cards are
    judged. ``meld_cards``: the cards on the mat."""
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
    """Judge a claimed ù. Returns :class:`UCheck`.

    ``w``: a :class:`WinInput` (its types are checked where it is made). Raises
    :class:`ChanError` (naming the field) for a wrong card count, a fifth copy of a kind, a
    missing or unknown source, an unknown context flag. A board that cannot happen is not an
    error: the flags it contradicts are not awarded and ``UCheck.warnings`` says why
    (:func:`chan_core.reachability.check`).
    """
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
    if thien:
        if melds:
            lay = layout(_thien_cards(w), melds)
            n_chan, n_ca, bd20, que20 = lay.n_chan, lay.n_ca, len(lay.ba_dau), len(lay.que)
        else:
            n_chan, n_ca, bd20, que20 = counts_summary(allc.counts)
        before = None
        bt = thien_ok and n_chan == 6 and n_ca == 4 and not bd20 and not que20
        btc = False
        chiu_u = u_bon = chi = False
        wc = None
    else:
        wc = w.winning_card
        hc = w.hand.counts
        i = wc.index
        chan, ca, bd, que = counts_summary(hc)
        # The 20 cards: adding the winning card flips one kind's parity (one more chắn when it was odd).
        b = bytearray(hc)
        b[i] += 1
        p = bytes(b).translate(_ODD)
        odd = (int.from_bytes(p[0:8]) + int.from_bytes(p[8:16]) + int.from_bytes(p[16:24])).to_bytes(8)
        n_chan = sum(bytes(b).translate(_HALF)) + meld_chan
        n_ca = odd.count(2) + meld_ca
        bd20, que20 = odd.count(3), odd.count(1) + p[24]
        before = None
        bt = btc = False
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
        lay20 = layout(_thien_cards(w) if thien else w.hand + wc, melds)
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
    """Why ``u`` is not an ù, as one clause for a sentence that quotes it (lỗi, cước): the
    problems (``win.problems``, said joined with «; ») or, when there are none, the reason."""
    return Fact("win.problems", problems=u.problems) if u.problems else u.reason


def is_u(counts: tuple[int, ...], meld_chan: int = 0) -> bool:
    """Fast shape test on 25 counts of the hand part of 20 cards: complete and ≥ 6 chắn.

    ``counts``: 25 ints 0–4 (a :class:`Hand`'s ``counts``; trusted). ``meld_chan``: chắn
    contributed by melds. Agrees with :func:`check_u`'s layout test (source rules aside):
    complete means every number's count is even (then no què and no ba đầu are left).
    """
    b = bytes(counts)
    p = b.translate(_ODD)
    return (not p[24] and int.from_bytes(p[0:8]) ^ int.from_bytes(p[8:16]) == int.from_bytes(p[16:24])
            and sum(b.translate(_HALF)) + meld_chan >= MIN_CHAN)


def make_win(hand: str | Hand, winning_card: str | Kind | None = None, *, melds: Iterable[Meld] = (),
             source: str | None = None, drawn_by: str | None = None, context: Iterable[str] = (),
             dealt_hand: str | Hand | None = None) -> WinInput:
    """Convenience constructor from notation: ``make_win('…19 cards…', '9V', source='boc', drawn_by='self')``.

    Outside input: the cards are parsed (:func:`chan_core.cards.parse_cards`) and every value
    checked (:class:`WinInput`); raises :class:`ChanError` naming the field.
    """
    def read(name: str, value: object, parse):
        try:
            return parse(value)
        except ChanError as e:
            raise e.with_context(field=name) from None

    if isinstance(melds, (str, bytes, dict)) or not isinstance(melds, Iterable):
        raise ChanError("win.bad_type", name="melds", value=shown_value(melds), field="melds")
    if isinstance(context, (str, bytes, dict)) or not isinstance(context, Iterable):
        raise ChanError("win.bad_type", name="context", value=shown_value(context), field="context")
    return WinInput(
        hand=hand if isinstance(hand, Hand) else read("hand", hand, Hand),
        melds=tuple(melds),
        winning_card=read("winning_card", winning_card, parse_card) if winning_card is not None else None,
        source=source, drawn_by=drawn_by, context=tuple(context),
        dealt_hand=(dealt_hand if isinstance(dealt_hand, Hand) or dealt_hand is None
                    else read("dealt_hand", dealt_hand, Hand)),
    )


def layout_before(w: WinInput) -> Layout | None:
    """Layout of the 19 cards (hand + melds) before the winning card; ``None`` for thiên ù."""
    return None if w.thien_u else layout(w.hand, w.melds)
