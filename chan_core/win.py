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

Every sentence (``UCheck.reason``, ``UCheck.problems``, the errors) is in the current
language (:mod:`chan_core.i18n`, issue 15); in English the cards keep their Vietnamese
names, glossed on first mention in ``reason`` (:func:`chan_core.cards.gloss_cards`).
"""
from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass, field

from chan_core.cards import CHI_CHI, KINDS, Hand, Kind, check_copies, gloss_cards
from chan_core.errors import ChanError, shown
from chan_core.guard import guard
from chan_core.i18n import N_, _
from chan_core.layout import Layout, counts_summary, layout
from chan_core.melds import Meld

SOURCES = ("boc", "danh", "tra_cua")
SOURCE_NAMES = {"boc": N_("bốc từ nọc"), "danh": N_("người khác đánh ra"), "tra_cua": N_("trả cửa")}
"""Source id → how a sentence names it (Vietnamese message ids: show with ``_()``)."""
DRAWN_BY = ("self", "other")
CONTEXTS = ("thong", "thien_u", "dia_u", "pha_thien")
MIN_CHAN = 6
HAND_SIZE = 19


@dataclass(frozen=True)
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
        """Types only (values are :func:`check_u`'s): :class:`ChanError` naming the field."""
        def bad(name: str, want: str, v: object) -> ChanError:
            return ChanError(_("«{name}» của bài ù phải là {want}, không phải «{value}».").format(
                name=name, want=_(want), value=shown(v)), field=name)

        if isinstance(self.melds, list):
            object.__setattr__(self, "melds", tuple(self.melds))
        if isinstance(self.context, (set, list, tuple)) and all(isinstance(x, str) for x in self.context):
            object.__setattr__(self, "context", frozenset(self.context))
        if not isinstance(self.hand, Hand):
            raise bad("hand", N_("một bài (Hand)"), self.hand)
        if not isinstance(self.melds, tuple) or not all(isinstance(m, Meld) for m in self.melds):
            raise bad("melds", N_("một tuple các bộ dưới chiếu (Meld)"), self.melds)
        if self.winning_card is not None and not isinstance(self.winning_card, Kind):
            raise bad("winning_card", N_("một quân bài (Kind) hoặc trống"), self.winning_card)
        for name in ("source", "drawn_by"):
            if getattr(self, name) is not None and not isinstance(getattr(self, name), str):
                raise bad(name, N_("một chữ hoặc trống"), getattr(self, name))
        if not isinstance(self.context, frozenset) or not all(isinstance(x, str) for x in self.context):
            raise bad("context", N_("một tập các chữ (frozenset)"), self.context)
        if self.dealt_hand is not None and not isinstance(self.dealt_hand, Hand):
            raise bad("dealt_hand", N_("một bài (Hand) hoặc trống"), self.dealt_hand)

    @property
    def thien_u(self) -> bool:
        return "thien_u" in self.context


@dataclass(frozen=True)
class UCheck:
    """The verdict on a claimed ù.

    ``valid`` and ``reason`` (a sentence in the current language); ``layout``: the 20 cards laid out
    (melds included); ``chan``/``ca``: counts of that layout; ``all_cards``:
    the 20 cards as a :class:`Hand` (melds and winning card included);
    ``hand_before``: layout of the 19 cards before the winning card when it
    is a bạch thủ shape, else ``None`` (use :func:`layout_before` for any win); facts ``bach_thu``, ``bach_thu_chi``, ``chiu_u``, ``u_bon``,
    ``chi``, ``thien_u``. ``win`` is the win as judged: the input without
    the context flags the board contradicts; ``warnings``: sentences
    saying which and why (:mod:`chan_core.reachability`).
    """

    valid: bool
    reason: str
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
    problems: tuple[str, ...] = field(default=())
    warnings: tuple[str, ...] = field(default=())

    @functools.cached_property
    def layout(self) -> Layout:
        """The 20 cards laid out (melds included)."""
        w = self.win
        if w.thien_u:
            return layout(_thien_cards(w), w.melds)
        assert w.winning_card is not None
        return layout(w.hand + w.winning_card, w.melds)


def _thien_cards(w: WinInput) -> Hand:
    """The cards in hand of a thiên ù (the winning card, if one was written, among them)."""
    return w.hand + w.winning_card if w.winning_card is not None else w.hand


def _all_cards(w: WinInput) -> Hand:
    c = list(w.hand.counts)
    for m in w.melds:
        for k in m.cards:
            c[k.index] += 1
    if w.winning_card is not None:
        c[w.winning_card.index] += 1
    if max(c) > 4:
        check_copies(
            [k for k, n in zip(KINDS, c) for _i in range(n)], _("trong ván (trên tay, dưới chiếu và quân ù)")
        )
    return Hand._trusted(tuple(c))


def bach_thu_que(before: Layout) -> Kind | None:
    """The què of a bạch thủ wait, or ``None``.

    A hand waits bạch thủ when it lays out as exactly 5 chắn + 4 cạ + 1 què,
    no ba đầu (melds count) — seed 001 §V.17, SPEC.
    """
    if before.n_chan == 5 and before.n_ca == 4 and not before.ba_dau and len(before.que) == 1:
        return before.que[0]
    return None


def _check_shape(w: WinInput) -> None:
    meld_cards = sum(len(m.cards) for m in w.melds)
    bad = set(w.context) - set(CONTEXTS)
    if bad:
        raise ChanError(_("Bối cảnh «{value}» không có; chỉ có {contexts}.").format(
            value=sorted(bad)[0], contexts=", ".join(CONTEXTS)), field="context")
    if w.thien_u:
        # Other flags and melds that contradict thiên ù are warnings (chan_core.reachability), not errors.
        n = len(w.hand) + meld_cards + (1 if w.winning_card is not None else 0)
        if n != 20:
            if meld_cards:
                msg = _("Thiên ù cần đúng 20 lá bài chia (nhà cái), ở đây có {n} lá ({in_hand} trên tay + "
                        "{melded} dưới chiếu).")
            else:
                msg = _("Thiên ù cần đúng 20 lá bài chia (nhà cái), ở đây có {n} lá.")
            raise ChanError(msg.format(n=n, in_hand=len(w.hand) + (1 if w.winning_card is not None else 0),
                                       melded=meld_cards), field="hand")
        return
    if w.winning_card is None:
        raise ChanError(_("Thiếu quân ù (winning_card)."), field="winning_card")
    total = len(w.hand) + meld_cards
    if total != HAND_SIZE:
        if meld_cards:
            msg = _("Trước quân ù phải có đúng {size} lá (trên tay + dưới chiếu), ở đây có {n} ({in_hand} trên tay + "
                    "{melded} dưới chiếu).")
        else:
            msg = _("Trước quân ù phải có đúng {size} lá (trên tay + dưới chiếu), ở đây có {n} ({in_hand} trên tay).")
        raise ChanError(msg.format(size=HAND_SIZE, n=total, in_hand=len(w.hand), melded=meld_cards), field="hand")
    if w.source is None:
        raise ChanError(_("Thiếu nguồn quân ù (source: boc, danh hay tra_cua)."), field="source")
    if w.source not in SOURCES:
        raise ChanError(_("Nguồn quân ù «{value}» không có; chỉ có boc, danh, tra_cua.").format(value=w.source),
                        field="source")
    if w.drawn_by is not None and w.drawn_by not in DRAWN_BY:
        raise ChanError(_("«drawn_by» phải là self hoặc other, không phải «{value}».").format(value=w.drawn_by),
                        field="drawn_by")
    if w.source in ("boc", "tra_cua") and w.drawn_by is None:
        raise ChanError(_("Thiếu «drawn_by» (self: chính mình bốc / vào cửa chì của mình; other: người khác)."),
                        field="drawn_by")


@guard
def check_u(w: WinInput) -> UCheck:
    """Judge a claimed ù. Returns :class:`UCheck`.

    Raises :class:`ChanError` (naming the field) for a wrong card count, a
    fifth copy of a kind, a missing or unknown source, an unknown context
    flag. A board that cannot happen is not an error: the flags it
    contradicts are not awarded and ``UCheck.warnings`` says why
    (:func:`chan_core.reachability.check`).
    """
    from chan_core import reachability

    _check_shape(w)
    allc = _all_cards(w)
    reach = reachability.check(w)
    w = reach.win
    thien_ok = w.thien_u and "thien_u" not in reach.blocked
    if w.thien_u:
        if w.melds:
            lay = layout(_thien_cards(w), w.melds)
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
        assert wc is not None
        before = None
        meld_chan = sum(m.n_chan for m in w.melds)
        meld_ca = sum(m.n_ca for m in w.melds)
        c20 = list(w.hand.counts)
        c20[wc.index] += 1
        chan, ca, bd20, que20 = counts_summary(c20)
        n_chan, n_ca = chan + meld_chan, ca + meld_ca
        chan, ca, bd, que = counts_summary(w.hand.counts)
        bt = btc = False
        if chan + meld_chan == 5 and ca + meld_ca == 4 and bd == 0 and que == 1:
            before = layout(w.hand, w.melds)
            q = bach_thu_que(before)
            bt = q == wc and wc != CHI_CHI
            btc = q == wc and wc == CHI_CHI
        chiu_u = w.hand.counts[wc.index] == 3
        u_bon = w.hand.counts[wc.index] == 1 and any(m.type == "an_chan" and m.kind == wc for m in w.melds)
        chi = (w.source == "boc" and w.drawn_by == "self") or (
            w.source == "tra_cua" and w.drawn_by == "self" and chiu_u
        )
    problems: list[str] = []
    if bd20 or que20:
        lay = layout(_thien_cards(w), w.melds) if w.thien_u else layout(w.hand + wc, w.melds)  # type: ignore[operator]
        if lay.ba_dau:
            problems.append(_("còn ba đầu {groups} (ba đầu không thành bộ)").format(
                groups=", ".join(" – ".join(k.word for k in t) for t in lay.ba_dau)))
        if lay.que:
            problems.append(_("còn quân què {cards}").format(cards=", ".join(k.word for k in lay.que)))
    if not problems and n_chan < MIN_CHAN:
        problems.append(_("chỉ có {n} chắn, cần ít nhất {min}").format(n=n_chan, min=MIN_CHAN))
    if wc is not None and not problems:
        if w.source != "boc" and not chiu_u:
            problems.append(_("quân ù {card} là quân {source}; chỉ được ù quân bốc từ nọc, trừ chíu ù").format(
                card=wc.word, source=_(SOURCE_NAMES[w.source])))
        if wc == CHI_CHI and not btc:
            problems.append(_("ù chi chi chỉ được khi là bạch thủ chi (chờ đúng một chi chi với 5 chắn 4 cạ)"))
    valid = not problems
    if valid:
        reason = _("Ù hợp lệ: 10 bộ gồm {chan} chắn, {ca} cạ.").format(chan=n_chan, ca=n_ca)
    else:
        reason = gloss_cards(_("Không ù được: {problems}.").format(problems="; ".join(problems)))
    return UCheck(
        valid=valid, reason=reason, chan=n_chan, ca=n_ca, all_cards=allc,
        hand_before=before, win=w, bach_thu=bt and valid, bach_thu_chi=btc and valid,
        chiu_u=chiu_u and valid, u_bon=u_bon and valid, chi=chi and valid, thien_u=thien_ok and valid,
        problems=tuple(problems), warnings=tuple(reach.warnings),
    )


@guard
def is_u(counts: tuple[int, ...], meld_chan: int = 0) -> bool:
    """Fast shape test on 25 counts of the hand part of 20 cards: complete and ≥ 6 chắn.

    ``meld_chan``: chắn contributed by melds. Agrees with :func:`check_u`'s
    layout test (source rules aside).
    """
    chan, _ca, bd, que = counts_summary(counts)
    return bd == 0 and que == 0 and chan + meld_chan >= MIN_CHAN


@guard
def make_win(hand: str | Hand, winning_card: str | Kind | None = None, *, melds: Iterable[Meld] = (),
             source: str | None = None, drawn_by: str | None = None, context: Iterable[str] = (),
             dealt_hand: str | Hand | None = None) -> WinInput:
    """Convenience constructor from notation: ``make_win('…19 cards…', '9V', source='boc', drawn_by='self')``."""
    from chan_core.cards import parse_card

    return WinInput(
        hand=hand if isinstance(hand, Hand) else Hand(hand),
        melds=tuple(melds),
        winning_card=parse_card(winning_card) if winning_card is not None else None,
        source=source, drawn_by=drawn_by, context=frozenset(context),
        dealt_hand=(dealt_hand if isinstance(dealt_hand, Hand) or dealt_hand is None else Hand(dealt_hand)),
    )


@guard
def layout_before(w: WinInput) -> Layout | None:
    """Layout of the 19 cards (hand + melds) before the winning card; ``None`` for thiên ù."""
    return None if w.thien_u else layout(w.hand, w.melds)
