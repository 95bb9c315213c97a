"""Each seat's moves as the ``action`` scenario history (:mod:`chan_core.history`), judged by the lỗi engine.

A seat's decision on the card on offer ``X`` becomes: đánh/trả cửa as they are; bốc (declining cửa trên's
card) or dưới → ``bo X``; ăn/chíu/ù → the same event; each with ``source`` and ``by`` (self: in its own cửa
chì, tren: it may eat it, khac). A pass (``bo``) is held back while ``X`` is on offer: a later decision on
the same card replaces it (one move). Thiên ù has no event.
"""
from __future__ import annotations

from dataclasses import dataclass

from chan_core.cards import BY_CODE, KINDS, Hand
from chan_core.history import Event, Offer, State
from chan_core.history import apply as h_apply
from chan_core.loi import ActionResult, Finding, Verdict, action_result, judge, u_check
from chan_core.waits import waits
from chan_core.win import is_u


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


# ---------------------------------------------------------------- shape
def completes(hs: State, card: str) -> bool:
    """``card`` lays the seat's 19 cards out as 10 pairs with ≥ 6 chắn (the shape only: source and chi chi
    are :func:`chan_core.loi.u_check`'s)."""
    return any(w.kind.code == card for w in waits(hs.hand, hs.melds, shape=True))


def thien_u_shape(hand: list[str]) -> bool:
    """The 20 dealt cards lay out as 10 pairs with ≥ 6 chắn (thiên ù, 001 §V.5)."""
    return len(hand) == 20 and is_u(Hand(hand).counts)


# ---------------------------------------------------------------- projection
def offer_by(offer: dict, seat: int) -> str:
    """``by`` of the history format for ``seat`` and the card on offer: ``self``, ``tren`` (it may eat it), ``khac``."""
    if offer["cua"] == seat:
        return "self"
    if offer["eater"] == seat:
        return "tren"
    return "khac"


def project(state, action) -> Event | None:
    """The history event of ``action``, ``None`` if it has none (see the module docstring)."""
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
    """Commit a held-back pass (judging it). Returns the view and the faults found."""
    if v.pend is None:
        return v, []
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
        ev = Verdict(Event("u", KINDS[0]))
        return ActionResult(v.hs, (), ev, ())
    return action_result(v.hs, v.verdicts, judged(v.hs, u_event))


def u_possible(hs: State, offer: dict, seat: int) -> bool:
    """``seat`` may ù on the card on offer (:func:`chan_core.loi.u_check`: shape, source, chi chi)."""
    return u_check(hs, Offer(BY_CODE[offer["card"]], offer["source"], offer_by(offer, seat))) is None

