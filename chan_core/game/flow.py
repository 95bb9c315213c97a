"""Turn flow: the legal actions of a seat and applying one (seed 001 §IV).

A card put on offer (đánh, bốc, trả cửa) is asked about seat by seat (:func:`ask_order`: ù, chíu, then the
eater). Every move is judged on the seat's own history (:mod:`chan_core.history`, :func:`project`); a báo lỗi
leaves the seat only bốc and dưới (001 §VII). Decisions where the seeds are silent: ``rules/decisions.yaml``.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field, replace

from chan_core.cards import BY_CODE, KINDS, Hand
from chan_core.errors import ChanError, in_field
from chan_core.facts import Fact
from chan_core.game.actions import Action, action_name
from chan_core.game.ending import resolve_hoa, resolve_u, resolve_xuong, score_u, win_scenario
from chan_core.game.state import GameState, new_hand
from chan_core.history import Event, Offer, State, offer_eats, start_state
from chan_core.history import apply as h_apply
from chan_core.loi import ActionResult, Finding, Verdict, action_result, judge, penalty_name, u_check
from chan_core.options import make_options
from chan_core.rules import load_rules
from chan_core.waits import waits
from chan_core.win import is_u
from chan_core.xuong import read_declared


# ---------------------------------------------------------------- each seat's history
# A seat's decision on the card on offer ``X`` becomes: đánh/trả cửa as they are; bốc (declining cửa trên's card)
# or dưới → ``bo X``; ăn/chíu/ù → the same event; each with ``source`` and ``by``. A pass is held back while ``X``
# is on offer: a later decision on the same card replaces it (one move). Thiên ù has no event.
@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's projected history: ``hs`` (the history state), ``pend`` (a held-back pass ``(offer id, Event,
    event index)`` or ``None``), ``verdicts`` of the committed events."""

    hs: State
    pend: tuple | None = None
    verdicts: tuple = ()

    def after(self, hs: State, verdicts: tuple = ()) -> "SeatView":
        """The view with ``hs`` and ``verdicts`` committed, no pass held back."""
        return SeatView(hs, None, self.verdicts + verdicts)


def completes(hs: State, card: str) -> bool:
    """``card`` lays the seat's 19 cards out as 10 pairs with ≥ 6 chắn (the shape only: source and chi chi
    are :func:`chan_core.loi.u_check`'s)."""
    return any(w.kind.code == card for w in waits(hs.hand, hs.melds, shape=True))


def offer_by(offer: dict, seat: int) -> str:
    """``by`` of the history format for ``seat`` and the card on offer: ``self``, ``tren`` (it may eat it), ``khac``."""
    return "self" if offer["cua"] == seat else "tren" if offer["eater"] == seat else "khac"


def project(state, action) -> Event | None:
    """The history event of ``action``, ``None`` if it has none (the comment above)."""
    t = action.type
    o = state.offer
    if t in ("danh", "tra_cua"):
        return Event(t, BY_CODE[action.card])
    if t == "xuong" or (t == "u" and action.card is None):
        return None
    x = BY_CODE[o["card"]]
    src, by = o["source"], offer_by(o, action.seat)
    if t == "boc" and o["putter"] == action.seat:
        return None  # his own trả cửa card came back to him: it was never offered to him
    if t in ("boc", "duoi", "bo"):
        return Event("bo", x, source=src, by=by)
    if t == "an":
        return Event("an", x, BY_CODE[action.with_], source=src, by=by)
    return Event(t, x, source=src, by=by)  # chiu, u


_JUDGED: dict = {}
_JUDGED_MAX = 8192


def judged(hs: State, ev: Event) -> Verdict:
    """:func:`chan_core.loi.judge` of ``ev`` from ``hs``, remembered for the same state object."""
    key = (id(hs), ev)
    hit = _JUDGED.get(key)
    if hit is not None and hit[0] is hs:
        return hit[1]
    verdict = judge(hs, ev)
    if len(_JUDGED) >= _JUDGED_MAX:
        _JUDGED.clear()
    _JUDGED[key] = (hs, verdict)
    return verdict


def finding_dict(seat: int, where: int, f: Finding, ev: Event | None = None) -> dict:
    """A finding as the game keeps it in ``faults``: ``{seat, event, code, name, detail, penalty, explanation}``
    (+ ``card``, ``source``, ``by`` of the move judged)."""
    d = {"seat": seat, "event": where, "code": f.code, "name": f.name, "detail": f.detail,
         "penalty": f.penalty, "explanation": f.explanation}
    if ev is not None:
        d["card"] = ev.card.code
        if ev.source is not None:
            d["source"], d["by"] = ev.source, ev.by
    return d


def flush(v: SeatView, seat: int) -> tuple[SeatView, list[dict]]:
    """Commit the held-back pass of ``v`` (``v.pend`` set), judging it. Returns the view and the faults found."""
    _oid, ev, where = v.pend
    verdict = judged(v.hs, ev)
    return v.after(h_apply(v.hs, ev), (verdict,)), [finding_dict(seat, where, f, ev) for f in verdict.findings]


def decision_faults(v: SeatView, seat: int, where: int, verdicts) -> tuple[list[dict], list[dict]]:
    """``(passed, own)``: the bỏ ù of ``v``'s held-back pass and the faults of a decision's ``verdicts`` (game
    event ``where``). Two decisions on one card are one move of the seat's history: its one bỏ ù is the pass's."""
    passed = []
    if v.pend is not None:
        _oid, ev, at = v.pend
        passed = [finding_dict(seat, at, f, ev) for f in judged(v.hs, ev).findings if f.code == "bo_u"]
    own = [finding_dict(seat, where, f, x.event) for x in verdicts for f in x.findings
           if not (passed and f.code == "bo_u")]
    return passed, own


def u_result(v: SeatView, u_event: Event | None) -> ActionResult:
    """The :class:`ActionResult` of an ù after the committed history (its penalty as
    :func:`chan_core.loi.judge_history` reads it, 001 §VII)."""
    if u_event is None:  # thiên ù: nothing before it
        return ActionResult(v.hs, (), Verdict(Event("u", KINDS[0])), ())
    return action_result(v.hs, v.verdicts, judged(v.hs, u_event))


@dataclass(frozen=True, slots=True)
class Cache:
    """The engine's private cache: each seat's :class:`SeatView`, and ``memo`` (answers already worked
    out from this state: legal actions, previews, scored ù)."""

    views: tuple[SeatView, ...]
    memo: dict = field(default_factory=dict)


def _seat_name(seat: int | None) -> Fact:
    """A seat in an error message, ``Fact('game.seat.number', seat=2)``."""
    return Fact("game.seat.number", seat=seat)


# ---------------------------------------------------------------- who is asked: ù before chíu before ăn
# The order is data: ``claims`` in ``rules/actions.yaml`` (001 §IV "Chíu dành ưu tiên hơn Ăn"; ù đè, 003: the
# owner of the cửa first, then the seats to his right). Asking one seat at a time in that order gives the
# same result as everybody answering at once.
@functools.cache
def claim_order() -> tuple[str, ...]:
    """The claim ids, highest priority first (``rules/actions.yaml`` ``claims.order``)."""
    return tuple(x.id for x in load_rules().actions.claims.order)


def ask_order(owner: int, players: int, putter: int | None, eater: int,
              can_u: set[int], can_chiu: set[int]) -> list[dict]:
    """The questions ``[{seat, q: u|chiu|eat}]`` about a card in ``owner``'s cửa chì, in order; ``putter``
    is not asked, ``eater`` is asked last (``eat`` also offers chíu and the decline)."""
    seats = [s for s in ((owner + i) % players for i in range(players)) if s != putter]  # ù đè order
    by_claim = {
        "u": [{"seat": s, "q": "u"} for s in seats if s in can_u],
        "chiu": [{"seat": s, "q": "chiu"} for s in seats if s in can_chiu and s != eater],
        "an": [{"seat": eater, "q": "eat"}],
    }
    return [q for cid in claim_order() for q in by_claim[cid]]


# ---------------------------------------------------------------- legal actions
def legal_actions(state: GameState, seat: int) -> list[Action]:
    """Every action ``seat`` may physically take now, lỗi included (judged, not forbidden); empty unless
    ``seat`` is the actor, and in phase ``xuong`` (any declaration goes). Seed 001 §IV, §VII."""
    if state.phase == "end" or seat != state.actor:
        return []
    return list(_memo(state, ("legal", seat), lambda: tuple(_legal(state, seat))))


def _memo(state: GameState, key: tuple, make):
    """``make()``, worked out once per state (kept in its cache)."""
    memo = views_of(state) and state.cache.memo
    if key not in memo:
        memo[key] = make()
    return memo[key]


def _legal(state: GameState, seat: int) -> list[Action]:
    hand = state.hands[seat]
    if state.phase == "danh":
        acts = [Action(seat, "danh", k) for k in dict.fromkeys(hand)]
        if not state.events and seat == state.cai and len(hand) == 20 and is_u(Hand(hand).counts):
            acts.insert(0, Action(seat, "u"))
        return acts
    if state.phase == "tra_cua":
        return [Action(seat, "tra_cua", k) for k in dict.fromkeys(hand)]
    if state.phase != "offer":
        return []
    o = state.offer
    x = o["card"]
    q = state.ask[0]["q"]
    if q == "u":
        return [Action(seat, "u", x), Action(seat, "bo", x)]
    if q == "chiu":
        return [Action(seat, "chiu", x), Action(seat, "bo", x)]
    decline = Action(seat, "duoi", x) if o["cua"] == seat else Action(seat, "boc")
    if seat in state.bao or seat == o["putter"]:  # a card one put back oneself, dưới'd to one: only bốc
        return [decline]
    withs, chiu = offer_eats(views_of(state)[seat].hs.hand, BY_CODE[x], offer_by(o, seat))
    acts = [Action(seat, "chiu", x)] if chiu and len(hand) >= 4 else []  # the table's limit: cards left to đánh
    if len(hand) >= 2:
        acts += [Action(seat, "an", x, w.code) for w in withs]
    return [*acts, decline]


# ---------------------------------------------------------------- cache
def replay(state: GameState, upto: int | None = None) -> GameState:
    """The hand of ``state`` dealt again with its first ``upto`` events (all by default) applied;
    :class:`ChanError` (field ``events[i].…``) for an event not legal where it stands."""
    st = new_hand(state.players, state.seed, variant=state.variant, options=dict(state.options),
                  drawer=state.drawer, thong=state.thong, cards=state.deal_cards())
    return play_events(st, state.events[:upto])


def play_events(st: GameState, events) -> GameState:
    """``st`` after the recorded ``events`` (:meth:`Action.to_dict` notation); errors name ``events[i].…``."""
    for i, e in enumerate(events):
        with in_field(f"events[{i}]"):
            st = apply(st, Action.from_dict(e))
    return st


def views_of(state: GameState) -> tuple[SeatView, ...]:
    """Each seat's projected history (rebuilt by replaying the events if the state was read from data)."""
    if isinstance(state.cache, Cache):
        return state.cache.views
    if not state.events:
        state.cache = Cache(tuple(SeatView(start_state(Hand(h))) for h in state.dealt))
        return state.cache.views
    replayed = replay(state)
    if replayed != state:
        raise ChanError("game.replay.mismatch", field="events")
    state.cache = replayed.cache
    return replayed.cache.views


# ---------------------------------------------------------------- apply
def _open(new: GameState, views: list, card: str, source: str, cua: int, putter: int | None, eater: int,
          oid: int) -> None:
    """Put ``card`` on offer (it already lies in ``cua[cua]``) and set the questions."""
    n = new.players
    new.offer = {"card": card, "source": source, "cua": cua, "putter": putter, "eater": eater, "id": oid}
    can_u = {s for s in range(n) if s != putter and s not in new.bao and completes(views[s].hs, card)}
    x = BY_CODE[card]
    can_chiu = {s for s in range(n) if s not in (putter, eater) and s not in new.bao and len(new.hands[s]) >= 4
                and offer_eats(views[s].hs.hand, x, offer_by(new.offer, s))[1]}
    new.ask = ask_order(cua, n, putter, eater, can_u, can_chiu)
    new.phase = "offer"
    new.turn = eater
    new.actor = new.ask[0]["seat"]


def _check(state: GameState, action: Action) -> Action:
    if not isinstance(action, Action):
        raise ChanError("game.action.not_action", field="action")
    if state.phase == "end":
        raise ChanError("game.over", field="event")
    if action.seat != state.actor:
        raise ChanError("game.not_turn", seat=_seat_name(action.seat), actor=_seat_name(state.actor), field="seat")
    if action.type == "xuong":
        if state.phase != "xuong":
            raise ChanError("game.xuong.before_u", field="event")
        read_declared([{"id": i, "count": n} for i, n in action.declared or ()],
                      make_options(state.variant, state.options))
        return action
    legal = legal_actions(state, action.seat)
    for a in legal:
        if a.key == action.key:
            if action.type == "boc" and action.card is not None and action.card != (state.noc[0] if state.noc else None):
                raise ChanError("game.boc.wrong_card", expected=state.noc[0] if state.noc else Fact("game.none"),
                                card=action.card, field="card")
            return a
    what = Fact("game.move.card", move=action_name(action.type), card=BY_CODE.get(action.card))
    can = tuple(Fact("game.move.card", move=action_name(a.type), card=BY_CODE.get(a.card)) for a in legal)
    raise ChanError("game.move.illegal", seat=_seat_name(action.seat), move=what, moves=can, field="event")


def apply(state: GameState, action: Action) -> GameState:
    """The state after ``action``, a NEW :class:`GameState`. :class:`ChanError` (field ``seat``/``event``/``card``)
    for an action not in :func:`legal_actions`, or a bad xướng. Seed 001 §IV, §VII."""
    action = _check(state, action)
    views = list(views_of(state))
    new = state.clone()
    s = action.seat
    t = action.type
    eidx = len(new.events)
    ev = action.to_dict()
    if t == "boc" and state.noc:
        ev["card"] = state.noc[0]
    new.events.append(ev)
    oid = state.offer["id"] if state.offer is not None else None
    faults: list[dict] = []
    if t == "u":
        v = views[s].after(views[s].hs)  # a pass held back on this card: dropped
        u_ev = project(state, action)
        res = u_result(v, u_ev)
        if u_ev is not None:
            v = v.after(h_apply(v.hs, u_ev), (res.verdict,))
            faults += [finding_dict(s, eidx, f, u_ev) for f in res.verdict.findings]
        views[s] = v
        ans = dict(_evaluate_u(state, s, action.card))
        resolve_u(new, s, action.card, ans, res)
        if new.result == "u" and action.card is not None:
            new.u_de = _u_de(state, views, s)
    elif t != "xuong":
        verdicts, hs = ([], None) if t == "bo" else preview(state, action)
        passed, own = decision_faults(views[s], s, eidx, verdicts)
        faults += passed + own
        if t == "bo":  # held back while the card is on offer: a later decision on it replaces it
            views[s] = replace(views[s], pend=(oid, project(state, action), eidx))
        else:
            views[s] = views[s].after(hs, tuple(verdicts))
        if t in ("danh", "tra_cua", "an", "chiu"):  # the seat's hand and mat are read off its history
            new.hands[s] = [k.code for k in views[s].hs.hand]
            new.mats[s] = [{"type": m.type, "cards": [k.code for k in m.cards]} for m in views[s].hs.melds]
        _dispatch(state, new, views, action, eidx)
    else:
        resolve_xuong(new, s, action.declared or ())
    # Held-back passes about a card no longer on offer are committed (judged) now.
    live = new.offer["id"] if new.phase == "offer" else None
    for i, v in enumerate(views):
        if v.pend is not None and v.pend[0] != live:
            views[i], f = flush(v, i)
            faults += f
    faults = sorted(_allowed_bo_u(state, faults), key=lambda f: f["event"])
    new.faults.extend(faults)
    for f in faults:
        if f["penalty"] == "bao" and f["seat"] not in new.bao and new.result is None:
            new.bao.append(f["seat"])
    new.cache = Cache(tuple(views))
    return new


def _u_de(state: GameState, views: list, winner: int) -> list[int]:
    """The seats still to be asked about the card ``winner`` ù'd on whose ù would have been valid too (ù đè, 003)."""
    o = state.offer
    return [s for q in state.ask[1:] if q["q"] == "u" and (s := q["seat"]) != winner
            and u_check(views[s].hs, Offer(BY_CODE[o["card"]], o["source"], offer_by(o, s))) is None
            and score_u(state, s, o["card"])["valid"]]


def _dispatch(state: GameState, new: GameState, views: list, a: Action, eidx: int) -> None:
    s, t, n = a.seat, a.type, new.players
    o = state.offer
    if t == "danh":
        new.own("cua", s).append(a.card)
        _open(new, views, a.card, "danh", s, s, (s + 1) % n, eidx)
    elif t == "tra_cua":
        new.own("cua", o["cua"]).append(a.card)
        _open(new, views, a.card, "tra_cua", o["cua"], s, o["eater"], eidx)
    elif t == "boc":
        if not new.noc:
            resolve_hoa(new)
            return
        y = new.noc.pop(0)
        new.own("cua", s).append(y)
        _open(new, views, y, "boc", s, None, s, eidx)
    elif t == "duoi":
        eater = (s + 1) % n
        new.offer = dict(o, eater=eater)
        new.ask = [{"seat": eater, "q": "eat"}]
        new.turn = new.actor = eater
    elif t == "bo":
        new.ask.pop(0)
        new.actor = new.ask[0]["seat"]
    elif t in ("an", "chiu"):
        new.own("cua", o["cua"]).pop()  # the card on offer is the last of its cửa
        new.ask = []
        if t == "an" or s == o["eater"]:
            new.offer = None
            new.phase = "danh"
            new.turn = new.actor = s
        else:
            new.offer = dict(o, taken_by=s)
            new.phase = "tra_cua"
            new.actor = s


# ---------------------------------------------------------------- judging
def _allowed_bo_u(state: GameState, faults: list[dict]) -> list[dict]:
    """Drop the bỏ ù of a win the seat may not make — it is báo (001 §VII: «ko được đánh hay ù nữa») or the làng
    does not allow the win (ù xuông, 001 §V.1): one cannot pass an ù one may not make."""
    faults = [f for f in faults if f["code"] != "bo_u" or f["seat"] not in state.bao]
    if not any(f["code"] == "bo_u" for f in faults):
        return faults
    if make_options(state.variant, state.options).u_xuong_allowed:
        return faults

    def allowed(f: dict) -> bool:
        if f.get("source") is None:  # an ù on the cards held (the cái's 20 dealt cards)
            return bool(state.events or f["seat"] != state.cai or score_u(state, f["seat"], None)["valid"])
        return bool(score_u(state, f["seat"], f["card"], f["source"], "self" if f.get("by") == "self" else "other")
                    ["valid"])

    return [f for f in faults if f["code"] != "bo_u" or allowed(f)]


def judge_action(state: GameState, action: Action) -> list[dict]:
    """The faults ``action`` would commit, judged on the seat's projected history before it is played:
    ``[{code, name, detail, penalty, penalty_name, explanation}]`` (an ù also gets an earlier bỏ ù).
    :class:`ChanError` like :func:`apply`. Seed 001 §IV, §VII."""
    action = _check(state, action)
    if action.type == "xuong":
        return []
    s, where = action.seat, len(state.events)
    v = views_of(state)[s]
    if action.type == "u":
        res = u_result(v, project(state, action))
        found = [finding_dict(s, where, f, res.verdict.event) for f in res.findings]
    else:
        found = decision_faults(v, s, where, preview(state, action)[0])[1]
    faults = _allowed_bo_u(state, found)
    for f in faults:
        f["penalty_name"] = penalty_name(f["penalty"])
    return faults


def preview(state: GameState, action: Action) -> tuple[list, object]:
    """``([Verdict per history event], history state after)`` of ``action`` (legal, not ``u``/``xuong``) on
    the seat's projected history; memoised on the state (but a pass), so :func:`apply` reuses it."""
    def make():
        hs = views_of(state)[action.seat].hs  # a pass held back is about this card: the decision replaces it
        ev = project(state, action)
        return ([judged(hs, ev)], h_apply(hs, ev)) if ev is not None else ([], hs)

    return make() if action.type == "bo" else _memo(state, ("preview", action.key), make)


def _evaluate_u(state: GameState, seat: int, card: str | None) -> dict:
    """:func:`score_u` of ``seat`` ù-ing on ``card`` now + ``_scenario`` (its ``kind: win`` scenario), memoised."""
    return _memo(state, ("eval", seat, card),
                 lambda: {**score_u(state, seat, card), "_scenario": win_scenario(state, seat, card)})


def can_u(state: GameState, seat: int) -> bool:
    """``seat`` may ù now (on the offer, or thiên ù) and it would be a valid ù: legal, no false ù, scored valid."""
    u = next((a for a in legal_actions(state, seat) if a.type == "u"), None)
    if u is None:
        return False
    if any(f["penalty"] == "u_lao" for f in judge_action(state, u)):
        return False
    return bool(_evaluate_u(state, seat, u.card)["valid"])
