"""Why a move does NOT commit a given lỗi: the why-not explainer beside each detector.

:func:`why_not` answers "why is this not lỗi N here?" with a fact that names the condition
failing in *this* position, with the cards as cards, and above all the exception that
applies — e.g. one cửu vạn with two cửu văn eats cửu sách: not lỗi 3, because the two cửu
văn are a chắn, so the cửu vạn is a loose card (seed 001 §IV, chú ý of lỗi 3). Each unit of
:mod:`chan_core.loi` registers its explainers (:data:`~chan_core.loi.LOI_WHY_NOT`,
:data:`~chan_core.loi.EXTRA_WHY_NOT`) beside its detectors; the first condition is the kind
of move the fault is about (:data:`~chan_core.loi.APPLIES`).

Whether the move commits the fault is always decided by the detector itself, so these facts
cannot contradict :func:`chan_core.loi.judge`. Bỏ ù found *after the fact* (an ù after an
earlier passed ù, :func:`chan_core.loi.judge_history`) needs the history and is not covered
here: :func:`why_not` judges one move from one state.
"""
from __future__ import annotations

from collections.abc import Mapping

from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.history import OFFER_EVENTS, Event, State, check_event, parse_event
from chan_core.loi.base import (
    APPLIES, EXTRA_DETECTORS, EXTRA_WHY_NOT, LOI_DETECTORS, LOI_WHY_NOT, Move, applies,
)


def move_of(state: State, event: Event | Mapping) -> Move:
    """The :class:`~chan_core.loi.Move` :func:`chan_core.loi.judge` would judge (raises
    :class:`ChanError` like :func:`chan_core.history.check_event`)."""
    ev = parse_event(event)
    check_event(state, ev)
    return Move(state, ev, state.offer(ev) if ev.event in OFFER_EVENTS else None)


def commits(m: Move, code: int | str) -> bool:
    """Whether the detector of ``code`` finds the fault in ``m``."""
    if isinstance(code, int):
        return bool(LOI_DETECTORS[code](m))
    return bool(EXTRA_DETECTORS[code](m))


def _check_code(code: object) -> int | str:
    try:
        known = (isinstance(code, int) and code in LOI_DETECTORS) or code in EXTRA_DETECTORS
    except TypeError:
        known = False
    if isinstance(code, bool) or not known:
        raise ChanError("loi.unknown_fault", field="loi", code=shown_value(code), extras=tuple(EXTRA_DETECTORS))
    return code  # type: ignore[return-value]


def reason_not(state: State, event: Event | Mapping, code: int | str) -> Fact | None:
    """The clause fact saying why ``event`` played from ``state`` does not commit fault
    ``code`` (``loi.why.not_applicable`` when the move is not of the fault's kind, else the
    unit's own, e.g. ``loi.3.not_loose``); ``None`` when it does.

    Raises :class:`ChanError` for an unknown ``code`` or an impossible move.
    Seed 001 §IV (lỗi 0–17 and their notes), §V.8, §V.18, §VII.
    """
    code = _check_code(code)
    m = move_of(state, event)
    if commits(m, code):
        return None
    if not applies(m, code):
        return Fact("loi.why.not_applicable", moves=APPLIES[code], move=m.event.describe())
    fn = LOI_WHY_NOT[code] if isinstance(code, int) else EXTRA_WHY_NOT[code]
    return fn(m)


def title(code: int | str) -> Fact:
    """``Fact('loi.title', code=…)``: «lỗi 3 «Ăn chọn cạ»» or ««Bỏ ù»» (names stay Vietnamese)."""
    return Fact("loi.title", code=code)


def why_not(state: State, event: Event | Mapping, code: int | str) -> Fact | None:
    """Why ``event`` played from ``state`` does NOT commit fault ``code``, as one sentence fact.

    ``state``: :class:`~chan_core.history.State` before the move; ``event``:
    an :class:`~chan_core.history.Event` or its dict; ``code``: a lỗi number
    0–17 or an extra id (``bo_u``, ``u_lao``, ``u_khong_duoc``,
    ``u_chi_chi``). Returns ``Fact('loi.why_not', code=, reason=)`` («Không phạm lỗi 3 «Ăn
    chọn cạ»: …»; English glosses each card on first mention), or ``None`` when the move does
    commit it. Raises :class:`ChanError` for an unknown code or an impossible move. Seed
    001 §IV, §VII.
    """
    r = reason_not(state, event, code)
    if r is None:
        return None
    return Fact("loi.why_not", code=code, reason=r)


def checklist(state: State, event: Event | Mapping, codes=None) -> list[Fact]:
    """:func:`why_not` of every fault ``event`` does not commit among ``codes``
    (default: the lỗi 0–17 and extras whose kind of move it is, :data:`APPLIES`),
    in lỗi-number order then extras."""
    m = move_of(state, event)
    if codes is None:
        codes = [c for c in [*sorted(LOI_DETECTORS), *EXTRA_DETECTORS] if c in APPLIES and applies(m, c)]
    out = []
    for c in codes:
        s = why_not(state, m.event, c)
        if s:
            out.append(s)
    return out


__all__ = ["move_of", "commits", "reason_not", "why_not", "title", "checklist"]
