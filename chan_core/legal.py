"""The moves a player may make on an offered card, each judged for lỗi (seed 001 §IV).

:func:`legal_moves` lists eats (only one's own bốc or cửa trên's card), chíu, dưới and ù, each
judged by :func:`chan_core.loi.judge`; a drill's right answers have no fault. Chíu is compulsory only
if eating; dưới is bỏ ù when ù is possible. While 20 cards are held (thiên ù, chíu ù) the moves are
that ù and each đánh (§V.5, §V.8).
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from chan_core.cards import Kind
from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.deal import deal
from chan_core.history import DISCARD_EVENTS, Event, Offer, State, apply, offer_eats, parse_event, start_state
from chan_core.loi import Verdict, judge


@dataclass(frozen=True)
class Option:
    """One move: ``event``, ``label`` (button text, a ``move.label.*`` fact), ``verdict``."""

    event: Event
    label: Fact
    verdict: Verdict

    @property
    def ok(self) -> bool:
        return self.verdict.clean

    @property
    def key(self) -> str:
        """Stable id: ``'an:9V'`` (eat with 9V), ``'chiu'``, ``'bo'``, ``'u'``, ``'danh:9V'``."""
        e = self.event
        if e.event == "an":
            return f"an:{e.with_.code}"
        if e.event in ("danh", "tra_cua"):
            return f"{e.event}:{e.card.code}"
        return e.event


@dataclass(frozen=True)
class LegalMoves:
    """Every move on ``offer.card`` from ``state``: eats (chắn first), chíu, dưới, ù — each judged."""

    state: State
    offer: Offer
    options: tuple[Option, ...]

    def option(self, key: str) -> Option | None:
        return next((o for o in self.options if o.key == key), None)

    @property
    def correct(self) -> tuple[Option, ...]:
        return tuple(o for o in self.options if o.ok)

    def as_dict(self) -> dict:
        """JSON-ready summary: ``{card, source, by, options: [{key, action, ok, violations, extras}], correct,
        can_eat, chiu_possible, u_possible (ù allowed), duoi_allowed, …}``."""
        ok = [o.key for o in self.correct]
        chiu = self.option("chiu") is not None
        return {
            "card": self.offer.card.code, "source": self.offer.source, "by": self.offer.by,
            "options": [{"key": o.key, "label": o.label, "action": o.event.as_dict(), "ok": o.ok,
                         "violations": o.verdict.violations, "extras": o.verdict.extras,
                         "penalty": o.verdict.penalty} for o in self.options],
            "correct": ok,
            "can_eat": [o.event.with_.code for o in self.correct if o.event.event == "an"],
            "chiu_possible": chiu,
            "chiu_compulsory": chiu,  # a possible chíu is a must (lỗi 2)
            "u_possible": "u" in ok, "duoi_allowed": "bo" in ok,
        }


def legal_moves(state: State, card: Kind | str, source: str | None = None, by: str | None = None) -> LegalMoves:
    """Judge every move on the offered ``card``; ``source``/``by`` default as :meth:`State.offer`.
    :class:`ChanError` on a bad card, a fifth copy, or a bad ``source``/``by``."""
    base = parse_event({"event": "bo", "card": card, "source": source, "by": by})
    k = base.card
    offer = state.offer(base)
    src, who = offer.source, offer.by
    held = held_u_option(state)
    if held is not None:  # 20 cards held: ù on them, or đánh / trả cửa
        event = "tra_cua" if state.held_u_kind == "chiu_u" else "danh"
        return LegalMoves(state, offer, (*_discards(state, event), held))
    withs, chiu = offer_eats(state.hand, k, who)
    evs = [Event("an", k, w, source=src, by=who) for w in withs]
    evs += [Event(e, k, source=src, by=who) for e in (["chiu"] if chiu else []) + ["bo", "u"]]
    return LegalMoves(state, offer, tuple(_option(state, ev) for ev in evs))


def _option(state: State, ev: Event, label: Fact | None = None) -> Option:
    """``ev`` judged, with its button label (``move.label.<event>``)."""
    if label is None:
        name = ev.meld_type if ev.event == "an" else ev.event
        params = {} if name in ("bo", "u") else {"card": ev.with_ if ev.event == "an" else ev.card}
        label = Fact(f"move.label.{name}", **params)
    return Option(ev, label, judge(state, ev))


def held_u_option(state: State) -> Option | None:
    """The ù on the 20 cards held (:attr:`State.held_u_kind`), judged; ``None`` at other moments (001 §V.5, §V.8)."""
    kind = state.held_u_kind
    if kind is None:
        return None
    if kind == "chiu_u":
        card, label = state.events[-1].card, Fact("move.label.chiu_u")
    else:
        card, label = min(set(state.hand), key=lambda x: x.index), Fact("move.label.thien_u")
    return _option(state, Event("u", card), label)


def _discards(state: State, event: str) -> tuple[Option, ...]:
    return tuple(_option(state, Event(event, k)) for k in sorted(set(state.hand), key=lambda x: x.index))


def discard_moves(state: State, event: str = "danh") -> tuple[Option, ...]:
    """Judge đánh (or trả cửa) of each kind in hand, then the ù on the 20 cards held if it is valid
    (001 §IV, §V.5, §V.8, §VII). :class:`ChanError` (field ``event``) for another event."""
    if event not in DISCARD_EVENTS:
        raise ChanError("move.not_a_discard", field="event", choices=DISCARD_EVENTS, value=shown_value(event))
    out = _discards(state, event)
    held = held_u_option(state)
    if held is not None and held.ok:
        out = (*out, held)
    return out


def generate_situation(seed: int, players: int = 4) -> dict:
    """A ``kind: action`` drill from a seeded deal: a non-cái seat, a few clean moves, then an offered
    card where some move is a lỗi and some is right. ``seed`` ≤ 18 digits (else :class:`ChanError`)."""
    if abs(seed) >= 10 ** 18:
        raise ChanError("move.seed_too_long", field="seed", value=shown_value(seed))
    rng = random.Random(f"an-hay-khong/{seed}")
    d = deal(players, seed)
    seat = rng.choice([s for s in d.hands if s != d.cai_seat])
    hand = d.hands[seat]
    pool = [k for s, h in d.hands.items() if s != seat for k in h] + list(d.noc)
    rng.shuffle(pool)
    state = start_state(hand)
    history: list[dict] = []
    for _step in range(rng.randint(0, 4)):
        card = pool.pop()
        src, by = rng.choice([("boc", "self"), ("danh", "tren")])
        eats = [o for o in legal_moves(state, card, src, by).options if o.event.event == "an" and o.ok]
        if eats and rng.random() < 0.6:
            ev = rng.choice(eats).event
            state = apply(state, ev)
            outs = [o for o in discard_moves(state) if o.ok]
            if not outs:
                break
            out_ev = rng.choice(outs).event
            state = apply(state, out_ev)
            history += [ev.as_dict(), out_ev.as_dict()]
        else:
            ev = Event("bo", card, source=src, by=by)
            if not judge(state, ev).clean:
                continue
            state = apply(state, ev)
            history.append(ev.as_dict())
    best = None
    for card in pool[:40]:
        if not any(w.rank == card.rank for w in state.hand):
            continue
        src, by = rng.choice([("boc", "self"), ("danh", "tren")])
        try:
            lm = legal_moves(state, card, src, by)
        except ChanError:
            continue
        score = (any(not o.ok for o in lm.options if o.event.event != "u") and bool(lm.correct), rng.random())
        if best is None or score > best[0]:
            best = (score, card, src, by)
    if best is None:  # no card of a number in hand: offer any card
        best = (None, pool[0], "danh", "tren")
    _score, card, src, by = best
    title = Fact("situation.random.title", seed=seed)
    question = Fact("situation.random.drew" if by == "self" else "situation.random.tren", card=card)
    return {
        "id": f"ngau-nhien-{seed}",
        "kind": "action",
        "title": title,
        "title_en": title,
        "question": question,
        "question_en": question,
        "tags": ["ngau_nhien"],
        "source": "001 §II (chia bài), §IV (luật đánh bài)",
        "hand": str(hand),
        "history": history,
        "action": Event("bo", card, source=src, by=by).as_dict(),
    }
