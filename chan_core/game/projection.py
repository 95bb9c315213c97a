"""Each seat's moves as the ``action`` scenario history, judged by the lỗi engine.

The lỗi of seed 001 §IV are judged against what the player did before (cards
declined, discarded, eaten). So every seat's decisions are projected onto the
history format of :mod:`chan_core.history` and every move is judged with
:func:`chan_core.loi.judge` — the same code that judges the drills.

Projection of one seat's decisions (seat ``s``, card on offer ``X``):

* ``danh`` / ``tra_cua`` → ``{event: danh|tra_cua, card}``;
* ``boc`` (``s`` does not eat the card in its cửa trên and draws) →
  ``{event: bo, card: X, source, by: tren}``. The bốc itself is not an event
  of the history: no lỗi is about drawing, and the card drawn appears in the
  seat's next event about it with ``source: boc, by: self``;
* ``duoi`` → ``{event: bo, card: X, source: boc, by: self}``;
* ``an`` / ``chiu`` / ``u`` → the same event with ``source`` (``boc``, ``danh``,
  ``tra_cua``) and ``by``: ``self`` when ``X`` lies in ``s``'s own cửa chì,
  ``tren`` when ``s`` is the seat that may eat it from its cửa trên, else
  ``khac``;
* ``bo`` (passing an ù or a chíu the engine asked about) →
  ``{event: bo, card: X, source, by}``, held back while ``X`` is still on
  offer: if ``s`` decides again on the same card (the engine asks the ù
  question first and the eating question later) only the last decision is
  its move — passing an ù and then eating the card is one move, judged as
  ``an`` (and found to be bỏ ù).

Thiên ù (the cái's 20 dealt cards) has no event: nothing precedes it.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, replace

from chan_core.cards import BY_CODE, KINDS, KINDS_OF_RANK, RANKS, Hand
from chan_core.history import Event, State, start_state
from chan_core.history import apply as h_apply
from chan_core.layout import counts_summary
from chan_core.loi import ActionResult, Finding, Verdict, judge, u_check
from chan_core.win import MIN_CHAN
from chan_core.facts import Fact

_RANK_IDX = [tuple(k.index for k in KINDS_OF_RANK[r]) for r in RANKS]


@dataclass(frozen=True, slots=True)
class SeatView:
    """One seat's projected history: ``hs`` (:class:`chan_core.history.State`
    after the committed events), ``pend`` (a held-back pass: ``(offer id,
    Event, event index)`` or ``None``), ``verdicts`` (the
    :class:`chan_core.loi.Verdict` of every committed event) and ``where``
    (the index in ``GameState.events`` of the decision behind each)."""

    hs: State
    pend: tuple | None = None
    verdicts: tuple = ()
    where: tuple = ()


def initial_views(dealt: list) -> tuple[SeatView, ...]:
    """The views at the start of play (from the dealt hands)."""
    return tuple(SeatView(start_state(Hand(h))) for h in dealt)


# ---------------------------------------------------------------- shape
@functools.lru_cache(maxsize=65536)
def completing(hand: tuple[str, ...], meld_kinds: tuple[str, ...], meld_chan: int) -> frozenset[str]:
    """Kinds whose card lays ``hand`` + melds out as 10 pairs with ≥ 6 chắn.

    ``hand``: codes in hand; ``meld_kinds``: codes of the cards on the mat;
    ``meld_chan``: chắn the melds count. Empty unless hand + mat = 19 cards.
    The source of the card and the chi chi rule are not looked at: this is
    whether a player *can lay down* 10 pairs (an ù or, if the card may not be
    won on, an ù láo — judged by :func:`chan_core.loi.u_check`).
    """
    if len(hand) + len(meld_kinds) != 19:
        return frozenset()
    c = [0] * 25
    for code in hand:
        c[BY_CODE[code].index] += 1
    m = [0] * 25  # counts_summary gets tuples (its fast path)
    for code in meld_kinds:
        m[BY_CODE[code].index] += 1
    odd = [idxs for idxs in _RANK_IDX if sum(c[i] for i in idxs) & 1]
    if len(odd) != 1:
        return frozenset()
    out = []
    for i in odd[0]:
        if c[i] + m[i] >= 4:
            continue
        c[i] += 1
        chan, _ca, bd, que = counts_summary(tuple(c))
        c[i] -= 1
        if not bd and not que and chan + meld_chan >= MIN_CHAN:
            out.append(KINDS[i].code)
    return frozenset(out)


def completes(state, seat: int, card: str) -> bool:
    """``seat``'s 19 cards and ``card`` lay out as 10 pairs with ≥ 6 chắn."""
    mats = state.mats[seat]
    mk = tuple(c for m in mats for c in m["cards"])
    mc = sum(2 if m["type"] == "chiu" else (1 if m["type"] == "an_chan" else 0) for m in mats)
    return card in completing(tuple(state.hands[seat]), mk, mc)


def thien_u_shape(hand: list[str]) -> bool:
    """The 20 dealt cards lay out as 10 pairs with ≥ 6 chắn (thiên ù, 001 §V.5)."""
    if len(hand) != 20:
        return False
    c = [0] * 25
    for code in hand:
        c[BY_CODE[code].index] += 1
    chan, _ca, bd, que = counts_summary(tuple(c))
    return not bd and not que and chan >= MIN_CHAN


# ---------------------------------------------------------------- projection
def offer_by(offer: dict, seat: int) -> str:
    """``by`` of the history format for ``seat`` and the card on offer:
    ``self`` (in its own cửa chì), ``tren`` (it may eat it from its cửa
    trên), ``khac`` (only a chíu or an ù can take it)."""
    if offer["cua"] == seat:
        return "self"
    if offer["eater"] == seat:
        return "tren"
    return "khac"


def project(state, action) -> list[Event]:
    """The history events of ``action`` (see the module docstring)."""
    t = action.type
    o = state.offer
    if t in ("danh", "tra_cua"):
        return [Event(t, BY_CODE[action.card])]
    if t == "xuong" or (t == "u" and action.card is None):
        return []
    x = BY_CODE[o["card"]]
    src, by = o["source"], offer_by(o, action.seat)
    if t == "boc" and o["putter"] == action.seat:
        return []  # his own trả cửa card came back to him: it was never offered to him
    if t in ("boc", "duoi", "bo"):
        return [Event("bo", x, source=src, by=by)]
    if t == "an":
        return [Event("an", x, BY_CODE[action.with_], source=src, by=by)]
    return [Event(t, x, source=src, by=by)]  # chiu, u


_JUDGED: dict = {}
_JUDGED_MAX = 8192


def judged(hs: State, ev: Event) -> Verdict:
    """:func:`chan_core.loi.judge` of ``ev`` from ``hs``, remembered for the same
    state object (a bot judging a move and the engine playing it judge it once; a verdict's
    findings are facts, the same in every language)."""
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
    """A finding of the lỗi engine as the game keeps it in ``faults``: ``{seat, event, code, name,
    detail, penalty, explanation}`` (+ ``card``, ``source``, ``by`` of the move judged)."""
    d = {"seat": seat, "event": where, "code": f.code, "name": f.name, "detail": f.detail,
         "penalty": f.penalty, "explanation": f.explanation}
    if ev is not None:
        d["card"] = ev.card.code
        if ev.source is not None:
            d["source"], d["by"] = ev.source, ev.by
    return d


def _commit_one(v: SeatView, ev: Event, where: int) -> tuple[SeatView, Verdict]:
    verdict = judged(v.hs, ev)
    hs = h_apply(v.hs, ev)
    return replace(v, hs=hs, verdicts=v.verdicts + (verdict,), where=v.where + (where,)), verdict


def flush(v: SeatView, seat: int) -> tuple[SeatView, list[dict]]:
    """Commit a held-back pass (judging it). Returns the view and the faults found."""
    if v.pend is None:
        return v, []
    _oid, ev, where = v.pend
    v, verdict = _commit_one(replace(v, pend=None), ev, where)
    return v, [finding_dict(seat, where, f, ev) for f in verdict.findings]


def commit(v: SeatView, seat: int, events: list[Event], where: int, offer_id: int | None,
           about_offer: bool, hold: bool, pre: tuple | None = None) -> tuple[SeatView, list[dict]]:
    """Add ``events`` (one decision, engine event ``where``) to the view.

    A held-back pass about the same offer is dropped when ``about_offer``
    (this decision replaces it), else committed first. ``hold``: the decision
    is a pass to hold back. ``pre``: ``(verdicts, history state after)``
    already judged from :func:`view_before` (see :func:`preview`). Returns
    the view and the faults found.
    """
    faults: list[dict] = []
    passed = False
    if v.pend is not None:
        if about_offer and v.pend[0] == offer_id:
            faults = passed_u_faults(v, seat)  # the ù was passed at the pass: one bỏ ù, at its move
            passed = bool(faults)
            v = replace(v, pend=None)
        else:
            v, faults = flush(v, seat)
    if hold:
        return replace(v, pend=(offer_id, events[0], where)), faults
    if pre is not None:
        verdicts, hs = pre
        v = replace(v, hs=hs, verdicts=v.verdicts + tuple(verdicts), where=v.where + (where,) * len(verdicts))
        for verdict in verdicts:
            faults += [finding_dict(seat, where, f, verdict.event) for f in verdict.findings
                       if not (passed and f.code == "bo_u")]
        return v, faults
    for ev in events:
        v, verdict = _commit_one(v, ev, where)
        faults += [finding_dict(seat, where, f, ev) for f in verdict.findings if not (passed and f.code == "bo_u")]
    return v, faults


def passed_u_faults(v: SeatView, seat: int) -> list[dict]:
    """The bỏ ù of ``v``'s held-back pass, judged on its own (``[]`` when the pass was no bỏ ù or
    nothing is held): ``[{seat, event: the pass's index, code: 'bo_u', …}]``. When the seat then
    decides again on the same card (the engine asked the ù first, the eating question later, or
    the card was dưới'd on to it) the two decisions are one move of its history, but the ù was
    passed at the pass: that is where the one bỏ ù of the card is recorded, and the later decision
    is not charged with it again (issue 24 item 3)."""
    if v.pend is None:
        return []
    _oid, ev, where = v.pend
    return [finding_dict(seat, where, f, ev) for f in judged(v.hs, ev).findings if f.code == "bo_u"]


def view_before(v: SeatView, offer_id: int | None, about_offer: bool) -> State:
    """The history state a new decision is judged from (a held-back pass about
    another card is committed first; one about this card is replaced)."""
    if v.pend is None or (about_offer and v.pend[0] == offer_id):
        return v.hs
    return h_apply(v.hs, v.pend[1])


def u_result(v: SeatView, u_event: Event | None) -> ActionResult:
    """The :class:`chan_core.loi.ActionResult` of an ù after the committed
    history: its ``penalty`` is the ù's penalty class (001 §VII: an earlier
    nghỉ-ăn-tiền lỗi or bỏ ù → ``nghi_an_tien``; another earlier lỗi →
    ``u_bao``; a false ù → ``u_lao``). Same reading as
    :func:`chan_core.loi.judge_history`."""
    if u_event is None:  # thiên ù: nothing before it
        ev = Verdict(Event("u", KINDS[0]))
        return ActionResult(v.hs, (), ev, ())
    verdict = judged(v.hs, u_event)
    extra: tuple = ()
    if not verdict.extras:
        passed = [f for x in v.verdicts for f in x.findings if f.code == "bo_u"]
        if passed:
            from chan_core.loi import passed_u_finding

            extra = (passed_u_finding(passed[0], u_event.card),)
    return ActionResult(v.hs, tuple(v.verdicts), verdict, extra)


def u_possible(hs: State, offer: dict, seat: int) -> bool:
    """The lỗi engine's own test: ``seat`` may ù on the card on offer
    (:func:`chan_core.loi.u_check`: shape, source, chi chi)."""
    from chan_core.history import Offer

    return u_check(hs, Offer(BY_CODE[offer["card"]], offer["source"],
                             offer_by(offer, seat))) is None


__all__ = [
    "SeatView", "finding_dict", "initial_views", "completing", "completes", "thien_u_shape", "offer_by", "project",
    "flush", "commit", "view_before", "u_result", "u_possible", "passed_u_faults",
]

