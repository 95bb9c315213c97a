"""Why a move does NOT commit a given lỗi: the why-not explainer beside each detector (seed 001 §IV).

The detector decides whether the move commits the fault, so these facts cannot contradict
:func:`chan_core.loi.judge`. Bỏ ù after the fact needs the history and is not covered here.
"""
from __future__ import annotations

from collections.abc import Mapping

from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.history import Event, State
from chan_core.loi.base import (
    APPLIES, EXTRA_DETECTORS, EXTRA_WHY_NOT, LOI_DETECTORS, LOI_WHY_NOT, Move, applies, move_of,
)


def commits(m: Move, code: int | str) -> bool:
    """Whether the detector of ``code`` finds the fault in ``m``."""
    if isinstance(code, int):
        return bool(LOI_DETECTORS[code](m))
    return bool(EXTRA_DETECTORS[code](m))


def _check_code(code: object) -> int | str:
    known = code in LOI_DETECTORS if isinstance(code, int) else isinstance(code, str) and code in EXTRA_DETECTORS
    if isinstance(code, bool) or not known:
        raise ChanError("loi.unknown_fault", field="loi", code=shown_value(code), extras=tuple(EXTRA_DETECTORS))
    return code  # type: ignore[return-value]


def reason_not(state: State, event: Event | Mapping, code: int | str) -> Fact | None:
    """The clause fact saying why ``event`` does not commit fault ``code`` (``None`` when it does).
    :class:`ChanError` for an unknown code or an impossible move. Seed 001 §IV, §V.8, §V.18, §VII."""
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
    """``Fact('loi.why_not', code=, reason=)``: why ``event`` from ``state`` does NOT commit fault ``code``
    (lỗi 0–17 or an extra id); ``None`` when it does. Errors as :func:`reason_not`."""
    r = reason_not(state, event, code)
    if r is None:
        return None
    return Fact("loi.why_not", code=code, reason=r)


def checklist(state: State, event: Event | Mapping, codes=None) -> list[Fact]:
    """:func:`why_not` of every fault among ``codes`` (default: those of its kind of move) it does not commit."""
    m = move_of(state, event)
    if codes is None:
        codes = [c for c in [*sorted(LOI_DETECTORS), *EXTRA_DETECTORS] if c in APPLIES and applies(m, c)]
    out = []
    for c in codes:
        s = why_not(state, m.event, c)
        if s:
            out.append(s)
    return out

