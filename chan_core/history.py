"""One player's own move history: typed events replayed from a starting hand (seed 001 §IV).

Events (SPEC kind ``action``): ``danh``, ``an`` (``with``, ``order`` duoi|tren), ``chiu``, ``bo``
(dưới: declined), ``tra_cua``, ``boc`` (drawn into one's cửa chì), ``u``. An offered card may say
``source`` boc|danh|tra_cua and ``by`` self|tren|khac (default: just bốc'd → boc/self, else danh/tren).
Replay never adds cards to the hand; errors are :class:`ChanError` facts ``move.*``, field ``history[i].…``.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

from chan_core.cards import KINDS, KINDS_OF_RANK, Hand, Kind, parse_card_value
from chan_core.errors import ChanError, in_field, shown, shown_value
from chan_core.facts import Fact
from chan_core.melds import Meld
from chan_core.scenario import read_each

EVENTS = ("danh", "an", "chiu", "bo", "tra_cua", "boc", "u")
OFFER_EVENTS = ("an", "chiu", "bo", "u")
DISCARD_EVENTS = ("danh", "tra_cua")
SOURCES = ("boc", "danh", "tra_cua")
BY = ("self", "tren", "khac")
ORDERS = ("duoi", "tren")
_KEYS = {"event", "card", "with", "order", "source", "by"}
# What each kind pairs with: itself (chắn) first, then the other kinds of its number (cạ), 001 §III.
_PAIRS = {k: (k, *(w for w in KINDS_OF_RANK[k.rank] if w is not k)) for k in KINDS}


@dataclass(frozen=True)
class Event:
    """One move: ``event`` in :data:`EVENTS`, ``card``, ``with_`` (the hand card of ``an``), ``order``,
    ``source``/``by`` (``None`` = default)."""

    event: str
    card: Kind
    with_: Kind | None = None
    order: str = "duoi"
    source: str | None = None
    by: str | None = None

    @property
    def meld_type(self) -> str | None:
        """``'an_chan'``/``'an_ca'`` for ``an``, ``'chiu'`` for chíu, else ``None``."""
        if self.event == "chiu":
            return "chiu"
        if self.event == "an" and self.with_ is not None:
            return "an_chan" if self.with_ == self.card else "an_ca"
        return None

    def as_dict(self) -> dict:
        """Scenario notation (codes), omitting defaults."""
        d = {"event": self.event, "card": self.card.code, "with": self.with_.code if self.with_ else None,
             "order": self.order if self.event == "an" and self.order != "duoi" else None, "source": self.source,
             "by": self.by}
        return {k: v for k, v in d.items() if v is not None}

    def describe(self) -> Fact:
        """The move as a fact ``move.<event>`` (``move.an_chan``/``move.an_ca`` with ``with_card``)."""
        if self.event == "an" and self.with_ is not None:
            return Fact(f"move.{self.meld_type}", with_card=self.with_, card=self.card)
        if self.event == "bo" and self.by in ("tren", "khac"):  # not dưới: a bốc instead, or a pass
            return Fact(f"move.bo_{self.by}", card=self.card)
        return Fact(f"move.{self.event}", card=self.card)


def _choice(obj: Mapping, key: str, choices: tuple[str, ...], default: str | None) -> str | None:
    v = obj.get(key)
    if v is None:
        return default
    v = v.strip().lower() if isinstance(v, str) else v
    if not isinstance(v, str) or v not in choices:
        raise ChanError("move.bad_choice", field=key, key=key, choices=choices, value=shown_value(obj.get(key)))
    return v


def parse_event(obj: object) -> Event:
    """An :class:`Event` from ``{event, card, with, …}`` (or an Event); :class:`ChanError` names the key at fault."""
    if isinstance(obj, Event):
        return obj
    if not isinstance(obj, Mapping):
        raise ChanError("move.not_a_mapping")
    unknown = sorted(set(obj) - _KEYS, key=shown)
    if unknown:  # the field names the key as shown (as chan_core.errors.unknown_field does)
        raise ChanError("move.unknown_key", field=shown(unknown[0]), key=shown_value(unknown[0]),
                        keys=tuple(sorted(_KEYS)))
    ev = obj.get("event")
    if ev is None:
        raise ChanError("move.no_event", field="event", events=EVENTS)
    ev = ev.strip().lower() if isinstance(ev, str) else ev
    if not isinstance(ev, str) or ev not in EVENTS:
        raise ChanError("move.unknown_event", field="event", value=shown_value(obj.get("event")), events=EVENTS)
    if obj.get("card") is None:
        raise ChanError("move.no_card", field="card", event=ev)
    with in_field("card"):
        card = parse_card_value(obj["card"])
    with_ = None
    if ev == "an":
        if obj.get("with") is None:
            raise ChanError("move.an_no_with", field="with", card=card)
        with in_field("with"):
            with_ = parse_card_value(obj["with"])
        if with_.rank != card.rank:
            raise ChanError("move.an_other_number", field="with", with_card=with_, card=card)
    elif obj.get("with") is not None:
        raise ChanError("move.with_only_an", field="with", event=ev)
    order = _choice(obj, "order", ORDERS, "duoi")
    source = _choice(obj, "source", SOURCES, None)
    by = _choice(obj, "by", BY, None)
    if (source is not None or by is not None) and ev not in OFFER_EVENTS:
        raise ChanError("move.source_only_offered", field="source" if source is not None else "by", event=ev)
    return Event(ev, card, with_, order, source, by)


@dataclass(frozen=True)
class Offer:
    """Where an offered card came from: ``source`` (boc/danh/tra_cua) and ``by`` (self/tren/khac)."""

    card: Kind
    source: str
    by: str

    @property
    def drawn_by(self) -> str | None:
        """``'self'``/``'other'`` as :class:`chan_core.win.WinInput` wants it."""
        return "self" if self.by == "self" else "other"

    def describe(self) -> Fact:
        """``Fact('move.offer', by=…, source=…)``, said ``'bạn bốc'``, ``'cửa trên đánh'`` …"""
        return Fact("move.offer", by=self.by, source=self.source)


@dataclass(frozen=True)
class State:
    """The player's position after some events: ``hand`` now, ``melds``, ``discards``, ``declined``
    (dưới), ``taken`` (by ăn/chíu), ``pending`` (last bốc'd card), ``seen`` (start + mat cards met),
    ``last_offer`` (origin of the last offered card)."""

    start: Hand
    hand: Hand
    melds: tuple[Meld, ...] = ()
    discards: tuple[Kind, ...] = ()
    declined: tuple[Kind, ...] = ()
    taken: tuple[Kind, ...] = ()
    pending: Kind | None = None
    seen: Hand | None = None
    finished: bool = False
    events: tuple[Event, ...] = field(default=())
    last_offer: Offer | None = None

    @property
    def size(self) -> int:
        """Cards in hand + cards in melds (19 at rest, 20 between an eat and the đánh)."""
        return len(self.hand) + sum(len(m.cards) for m in self.melds)

    @property
    def held_u_kind(self) -> str | None:
        """``'thien_u'`` (the cái's 20 dealt cards, 001 §V.5) or ``'chiu_u'`` (right after a chíu,
        §V.8): 20 cards he may lay down as an ù; ``None`` otherwise."""
        if self.finished or self.size != 20:
            return None
        if not self.events:
            return "thien_u" if len(self.start) == 20 else None
        return "chiu_u" if self.events[-1].event == "chiu" else None

    def held_u_card(self, card: Kind) -> bool:
        """``card`` names the 20 cards held: a card of the hand (thiên ù) or the chíu'd card."""
        kind = self.held_u_kind
        if kind == "thien_u":
            return self.hand[card] > 0
        return kind == "chiu_u" and card == self.events[-1].card

    @property
    def ca_melds(self) -> tuple[Meld, ...]:
        return tuple(m for m in self.melds if m.type == "an_ca")

    def offer(self, ev: Event) -> Offer:
        """The origin of the card ``ev`` is about (defaults filled: just bốc'd → boc/self, else danh/tren)."""
        drawn = self.pending is not None and self.pending == ev.card
        src = ev.source or ("boc" if ev.by == "self" or (ev.by is None and drawn) else "danh")
        return Offer(ev.card, src, ev.by or ("self" if src == "boc" and drawn else "tren"))


def start_state(hand: Hand | str | Iterable[Kind]) -> State:
    """The state before any event: ``hand`` of 19 cards (20 for the cái), else :class:`ChanError`."""
    h = hand if isinstance(hand, Hand) else Hand(hand)
    if len(h) not in (19, 20):
        raise ChanError("move.start_size", field="hand", n=len(h))
    return State(start=h, hand=h, seen=h)


def _see(state: State, card: Kind) -> Hand:
    """``seen`` after meeting ``card`` on the mat (the pending drawn card is not counted twice)."""
    if state.pending is not None and state.pending == card:
        return state.seen
    counts = list(state.seen.counts)  # counts, not a rebuilt Hand: the game engine calls this per move
    counts[card.index] += 1
    if counts[card.index] > 4:
        raise ChanError("move.fifth_copy", field="card", n=counts[card.index], card=card, copies=4)
    return Hand._trusted(tuple(counts))


def offer_eats(hand: Hand, card: Kind, by: str) -> tuple[list[Kind], bool]:
    """How the offered ``card`` may be taken (001 §IV): the hand cards to ``an`` it with (chắn, then cạ: same
    number) if it is one's own bốc or cửa trên's (``by`` self|tren), and whether three alike in hand chíu it."""
    c = hand.counts
    withs = [] if by == "khac" else [w for w in _PAIRS[card] if c[w.index]]
    return withs, c[card.index] == 3


def check_event(state: State, ev: Event) -> Hand | None:
    """Raise :class:`ChanError` if ``ev`` is physically impossible from ``state`` (lỗi are :mod:`chan_core.loi`'s);
    else ``seen`` after it when it meets a card on the mat."""
    if state.finished:
        raise ChanError("move.after_u", field="event")
    h = state.hand
    c = ev.card
    if ev.event in DISCARD_EVENTS and h[c] < 1:
        raise ChanError("move.not_in_hand", field="card", event=ev.event, card=c)
    if ev.event in ("an", "chiu"):
        withs, chiu = offer_eats(h, c, state.offer(ev).by)
        if ev.event == "chiu" and not chiu:
            raise ChanError("move.chiu_needs_three", field="card", card=c, n=h[c])
        if ev.event == "an" and ev.with_ not in withs:  # say why
            if h[ev.with_] < 1:
                raise ChanError("move.with_not_in_hand", field="with", with_card=ev.with_, card=c)
            if ev.with_.rank != c.rank:
                raise ChanError("move.an_not_a_pair", field="with", with_card=ev.with_, card=c)
            raise ChanError("move.an_from_other", field="by", card=c)
    if ev.event == "u" and state.held_u_card(c):
        return None  # ù on the 20 cards held: no card comes from the mat
    return _see(state, c) if ev.event in OFFER_EVENTS or ev.event == "boc" else None


def apply(state: State, ev: Event) -> State:
    """The state after ``ev`` (errors as :func:`check_event`)."""
    seen = check_event(state, ev)
    c = ev.card
    new: dict = {"events": state.events + (ev,), "pending": None}
    if seen is not None:
        new["seen"] = seen
    if ev.event in OFFER_EVENTS:
        new["last_offer"] = state.offer(ev)
    if ev.event == "boc":
        new["pending"] = c
    elif ev.event in DISCARD_EVENTS:
        new["hand"] = state.hand - c
        new["discards"] = state.discards + (c,)
    elif ev.event in ("an", "chiu"):  # the hand gives the ``with`` card, or the three alike it chíu's with
        new["hand"] = state.hand - (ev.with_ if ev.event == "an" else Hand([c, c, c]))
        new["melds"] = state.melds + (Meld(ev.meld_type, (c, ev.with_) if ev.event == "an" else (c, c, c, c)),)
        new["taken"] = state.taken + (c,)
    elif ev.event == "bo":
        # A card of another player (not cửa trên) could only be chíu'd: declining it
        # counts as "bỏ không ăn" only when a chíu was possible (decision; 001 §IV silent).
        if state.offer(ev).by != "khac" or state.hand[c] == 3:
            new["declined"] = state.declined + (c,)
    elif ev.event == "u":
        new["finished"] = True
    return replace(state, **new)


def parse_history(items: object, name: str = "history") -> list[Event]:
    """Events from a scenario list; errors name ``history[i].field``."""
    if items is None:
        return []
    if not isinstance(items, (list, tuple)):
        raise ChanError("move.history_not_a_list", field=name, name=name)
    return read_each(items, name, parse_event)


def replay(hand: Hand | str | Iterable[Kind], history: Iterable[Event | Mapping] = ()) -> State:
    """The :class:`State` after ``history`` (oldest first) from the dealt ``hand``; errors name
    ``hand`` or ``history[i].<key>``."""
    with in_field("hand"):
        st = start_state(hand)
    for i, raw in enumerate(history):
        with in_field(f"history[{i}]"):
            st = apply(st, parse_event(raw))
    return st
