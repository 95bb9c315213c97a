"""What every lỗi unit shares: the :class:`Move` judged, the registries, the ù test.

A unit registers per fault (a lỗi number or an extra id) a detector (``@detector(code)``: ``Move → Fact | None``)
and a why-not explainer (``@why(code)``: ``Move → Fact``). Facts only: sentences are in ``words/phrases/loi*.py``.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cached_property

from chan_core.cards import CHI_CHI, Hand, Kind
from chan_core.errors import ChanError
from chan_core.facts import Fact, registrar
from chan_core.history import DISCARD_EVENTS, OFFER_EVENTS, Event, Offer, State, check_event, parse_event
from chan_core.layout import Layout, layout
from chan_core.waits import Wait, waits
from chan_core.win import MIN_CHAN, UCheck, WinInput, bach_thu_que, check_u, is_u

PENALTY_ORDER = ("u_lao", "bao", "u_bao", "nghi_an_tien")  # worst first (decision, rules/loi.yaml)

EXTRA_IDS = ("bo_u", "u_lao", "u_khong_duoc", "u_chi_chi")
EXTRA_PENALTY = {"bo_u": "nghi_an_tien", "u_lao": "u_lao", "u_khong_duoc": "u_lao", "u_chi_chi": "u_lao"}  # 001 §VII
EXTRA_SOURCES = {
    "u_lao": {"seed": "001", "section": "VII. ĂN TIỀN, BÁO — Ù láo, ù báo"},
    "u_khong_duoc": {"seed": "001", "section": "IV. ĐÁNH BÀI — Ù; V.8 Chíu ù"},
    "u_chi_chi": {"seed": "001", "section": "V.18 Bạch thủ chi (chú ý)"},
}


# ----------------------------------------------------------------- the move
@dataclass(frozen=True)
class Move:
    """A proposed move and the state it is played from; ``offer``: the offered card's origin, or ``None``;
    ``kind``, ``card``, ``with_``: the event's (:func:`move_of` makes it)."""

    state: State
    event: Event
    offer: Offer | None
    kind: str
    card: Kind
    with_: Kind | None

    @property
    def is_an_ca(self) -> bool:
        return self.event.meld_type == "an_ca"

    @property
    def eats_chan(self) -> bool:
        """ăn chắn or chíu."""
        return self.event.meld_type in ("an_chan", "chiu")

    @property
    def is_discard(self) -> bool:
        return self.kind in DISCARD_EVENTS

    @cached_property
    def lay(self) -> Layout:
        """Max-chắn layout of the hand before the move (001 §III)."""
        return layout(self.state.hand, self.state.melds)

    @cached_property
    def waits(self) -> list[Wait]:
        """What the hand waits on before the move (``[]`` unless 19 cards)."""
        return waits(self.state.hand, self.state.melds)

    @cached_property
    def u_possible(self) -> bool:
        """The player could ù on the offered card (source rules included)."""
        if self.offer is None or self.state.size != 19:
            return False
        counts = list(self.state.hand.counts)  # fast shape test first: most cards complete nothing
        counts[self.offer.card.index] += 1
        if not is_u(tuple(counts), sum(m.n_chan for m in self.state.melds)):
            return False
        return u_check(self.state, self.offer) is None

    @cached_property
    def held(self) -> UCheck | None:
        """The ù on the 20 cards held before the move (:func:`held_u`), or ``None``."""
        return held_u(self.state)

    @property
    def on_held(self) -> bool:
        """The move is an ù on the 20 cards held (thiên ù, chíu ù right after the chíu)."""
        return self.kind == "u" and self.state.held_u_card(self.card)


def move_of(state: State, event: "Event | Mapping") -> Move:
    """The :class:`Move` :func:`chan_core.loi.judge` judges; :class:`ChanError` like :func:`check_event`."""
    ev = parse_event(event)
    check_event(state, ev)
    return Move(state, ev, state.offer(ev) if ev.event in OFFER_EVENTS else None, ev.event, ev.card, ev.with_)


def held_u(state: State) -> UCheck | None:
    """The ù on the 20 cards held (:attr:`State.held_u_kind`: thiên ù 001 §V.5, chíu ù §V.8) judged by
    :func:`chan_core.win.check_u`; ``None`` at other moments or for a board check_u refuses."""
    kind = state.held_u_kind
    if kind == "thien_u":
        win = WinInput(hand=state.hand, context=frozenset({"thien_u"}))
    elif kind == "chiu_u":
        k = state.events[-1].card
        off = state.last_offer or Offer(k, "danh", "tren")
        win = WinInput(hand=state.hand + Hand([k, k, k]), melds=state.melds[:-1], winning_card=k,
                       source=off.source, drawn_by=off.drawn_by)
    else:
        return None
    try:
        return check_u(win)
    except ChanError:
        return None


def problems_of(chk: UCheck) -> tuple:
    """Why ``chk`` is not an ù: its problems, else its reason, as a tuple."""
    return tuple(chk.problems) if chk.problems else (chk.reason,)


def u_check(state: State, offer: Offer) -> list[tuple[str, Fact]] | None:
    """``None`` if ù on ``offer.card`` is allowed from ``state``, else ``[(extra_id, fact), …]``
    naming the failing condition (seed 001 §IV Ù, §V.8, §V.18)."""
    k = offer.card
    if state.finished:
        return [("u_lao", Fact("loi.u_lao.finished"))]
    if state.size != 19:
        return [("u_lao", Fact("loi.size_not_19", n=state.size))]
    try:
        chk = check_u(WinInput(hand=state.hand, melds=state.melds, winning_card=k,
                               source=offer.source, drawn_by=offer.drawn_by))
    except ChanError as e:
        return [("u_lao", e.fact)]
    if chk.valid:
        return None
    lay20 = chk.layout
    if not lay20.complete or lay20.n_chan < MIN_CHAN:
        return [("u_lao", Fact("loi.u_lao.incomplete", card=k, why=problems_of(chk)))]
    out = []
    if k == CHI_CHI and bach_thu_que(layout(state.hand, state.melds)) != CHI_CHI:
        out.append(("u_chi_chi", Fact("loi.u_chi_chi.committed", card=k)))
    if offer.source != "boc" and state.hand[k] != 3:
        out.append(("u_khong_duoc", Fact("loi.u_khong_duoc.committed", card=k, offer=offer.describe())))
    return out or [("u_lao", chk.reason)]


# ----------------------------------------------------------------- registries
Detector = Callable[[Move], "Fact | None"]
Explainer = Callable[[Move], Fact]
DETECTORS: dict[int | str, Detector] = {}  # fault code (lỗi 0–17, an extra id) → its detector
WHY_NOT: dict[int | str, Explainer] = {}  # called only when the detector found nothing
CODES: tuple[int | str, ...] = (*range(18), *EXTRA_IDS)  # every fault, in judging order


detector = registrar(DETECTORS, "fault")  # @detector(code)
why = registrar(WHY_NOT, "why-not of")  # @why(code)


def instead(reason: Fact, *codes: int | str) -> Fact:
    """A why-not's own ``reason``, then the faults the move commits in its place (001 §IV notes): the only way a
    why-not names another fault."""
    return Fact("loi.why.instead", reason=reason, faults=codes)


# The class of moves each fault is about (seed 001 §IV; the first condition a why-not checks).
APPLIES: dict[int | str, str] = {
    0: "an", 1: "an_ca", 2: "an", 3: "an_ca", 4: "an_ca", 5: "an_ca",
    6: "eats_chan", 7: "an_ca", 8: "an_ca", 9: "discard",
    10: "an_ca", 11: "an_ca", 12: "meld", 13: "discard",
    14: "discard", 15: "eats_chan", 16: "discard", 17: "discard",
    "bo_u": "not_u", "u_lao": "u", "u_khong_duoc": "u", "u_chi_chi": "u",
}
MOVE_CLASS: dict[str, Callable[[Move], bool]] = {
    "an": lambda m: m.kind == "an", "an_ca": lambda m: m.is_an_ca, "eats_chan": lambda m: m.eats_chan,
    "meld": lambda m: m.event.meld_type is not None, "discard": lambda m: m.is_discard,
    "not_u": lambda m: m.kind != "u", "u": lambda m: m.kind == "u",
}


def applies(m: Move, code: int | str) -> bool:
    """Whether ``m`` is the kind of move fault ``code`` is about (:data:`APPLIES`)."""
    return MOVE_CLASS[APPLIES[code]](m)
