"""Judging a move (:func:`judge`: every detector, a :class:`Verdict`) and a history (:func:`judge_history`), and
why a move does NOT commit a fault (:func:`why_not`: the explainer beside its detector, so it cannot contradict
:func:`judge`; bỏ ù after the fact needs the history and is not covered). Seed 001 §IV, §VII; names, rules and
penalty classes from ``rules/loi.yaml``.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from chan_core.cards import Hand, Kind
from chan_core.errors import ChanError, in_field, shown_value
from chan_core.facts import Fact
from chan_core.history import Event, State, apply, start_state
from chan_core.loi.base import (
    APPLIES, CODES, DETECTORS, EXTRA_IDS, EXTRA_PENALTY, EXTRA_SOURCES, PENALTY_ORDER, WHY_NOT, Move, applies, move_of,
)
from chan_core.rules import load_rules


@dataclass(frozen=True)
class Finding:
    """One fault of a move: ``code`` (lỗi 0–17 or an extra id), ``detail`` (a fact naming the cards), ``penalty``."""

    code: int | str
    detail: "Fact | str"
    penalty: str

    @property
    def is_loi(self) -> bool:
        return isinstance(self.code, int)

    @property
    def name(self) -> "str | Fact":
        return fault_name(self.code)

    @property
    def explanation(self) -> Fact:
        """``Fact('loi.finding', code=, detail=, penalty=)``: the fault, its cards and its penalty."""
        return Fact("loi.finding", code=self.code, detail=self.detail, penalty=self.penalty)


def _entry(code: object):
    """The ``rules/loi.yaml`` entry of a lỗi number or another fault id; ``None`` for an ù láo kind.
    :class:`ChanError` (field ``loi``/``code``) for another code."""
    r = load_rules()
    if isinstance(code, int):
        return r.loi_by_number(code)
    other = next((o for o in r.loi_other if o.id == code), None)
    if other is None and code not in EXTRA_SOURCES:
        raise ChanError("loi.unknown_code", field="code", code=shown_value(code), extras=EXTRA_IDS)
    return other


def fault_name(code: int | str) -> "str | Fact":
    """Name of a fault: the game's word from ``rules/loi.yaml`` (a ``str``), or ``Fact('loi.name.<code>')``
    for the ù láo kinds. :class:`ChanError` for another code."""
    x = _entry(code)
    return Fact(f"loi.name.{code}") if x is None else x.name


def fault_info(code: int | str) -> dict:
    """``{name, rule, example, note, penalty, source}`` of a fault (rules/loi.yaml) + ``*_en`` twins.
    :class:`ChanError` for an unknown code."""
    x = _entry(code)
    if x is None:  # an ù láo kind: its rule is its penalty class's description
        pc = load_rules().penalty_class(EXTRA_PENALTY[code])
        texts = {"rule": (pc.description, pc.twins.get("description"))}
        x_name, penalty, source = fault_name(code), EXTRA_PENALTY[code], EXTRA_SOURCES[code]
    else:
        texts = {f: (getattr(x, f, ""), x.twins.get(f)) for f in ("rule", "example", "note")}
        x_name, penalty, source = x.name, x.penalty, x.source.model_dump()
    out = {"name": x_name}
    for f in ("rule", "example", "note"):
        vi, en = texts.get(f, ("", ""))
        out[f], out[f"{f}_en"] = vi or "", en or ""
    return {**out, "penalty": penalty, "source": source}


def penalty_of(code: int | str) -> str:
    """Penalty class id of a fault (YAML for lỗi and bỏ ù)."""
    x = _entry(code)
    return EXTRA_PENALTY[code] if x is None else x.penalty


def penalty_name(pid: str | None) -> str:
    """Name of a penalty class (``'Báo'``, the game's word), ``''`` for ``None``."""
    return load_rules().penalty_class(pid).name if pid else ""


def worst_penalty(classes: Iterable[str | None]) -> str | None:
    """The worst of some penalty classes by :data:`PENALTY_ORDER`, ``None`` if none."""
    cs = set(classes)
    return next((p for p in PENALTY_ORDER if p in cs), None)


class _Judged:
    """What the ``findings`` of a judged move say: lỗi numbers, extra ids, one explanation each."""

    @property
    def violations(self) -> list[int]:
        return [f.code for f in self.findings if f.is_loi]

    @property
    def extras(self) -> list[str]:
        return [f.code for f in self.findings if not f.is_loi]

    @property
    def explanations(self) -> list[Fact]:
        return [f.explanation for f in self.findings]


@dataclass(frozen=True)
class Verdict(_Judged):
    """What one move commits: ``findings`` in lỗi-number order, then extras."""

    event: Event
    findings: tuple[Finding, ...] = ()

    @property
    def penalty(self) -> str | None:
        return worst_penalty(f.penalty for f in self.findings)

    @property
    def clean(self) -> bool:
        return not self.findings


def judge(state: State, event: Event | Mapping) -> Verdict:
    """Every fault ``event`` commits when played from ``state`` (seed 001 §IV, §VII); :class:`ChanError`
    if it is impossible. Bỏ ù after the fact needs the history: :func:`judge_history`."""
    m = move_of(state, event)
    found = ((c, DETECTORS[c](m)) for c in CODES)
    return Verdict(m.event, tuple(Finding(c, d, EXTRA_PENALTY.get(c) or penalty_of(c)) for c, d in found if d))


@dataclass(frozen=True)
class ActionResult(_Judged):
    """A judged action after a history: ``state`` before it, ``steps`` (each history event's verdict),
    ``verdict``; an ù's ``penalty`` counts earlier faults too (001 §VII, 002 §VI.2)."""

    state: State
    steps: tuple[Verdict, ...]
    verdict: Verdict
    extra_findings: tuple[Finding, ...] = field(default=())

    @property
    def findings(self) -> tuple[Finding, ...]:
        return self.verdict.findings + self.extra_findings

    @property
    def penalty(self) -> str | None:
        own = [f.penalty for f in self.findings]
        if self.verdict.event.event == "u" and not self.verdict.extras:
            own += ["nghi_an_tien" if f.penalty == "nghi_an_tien" else "u_bao" for v in self.steps for f in v.findings]
        return worst_penalty(own)


def action_result(state: State, steps, verdict: Verdict) -> ActionResult:
    """The :class:`ActionResult` of ``verdict`` after ``steps``: a right ù after a passed ù is bỏ ù too (001 §VII)."""
    extra: tuple = ()
    if verdict.event.event == "u" and not verdict.extras:
        passed = [f for v in steps for f in v.findings if f.code == "bo_u"]
        if passed:
            after = Fact("loi.bo_u.after", detail=passed[0].detail, card=verdict.event.card)
            extra = (Finding("bo_u", after, EXTRA_PENALTY["bo_u"]),)
    return ActionResult(state, tuple(steps), verdict, extra)


def judge_history(hand: Hand | str | Iterable[Kind], history: Iterable[Event | Mapping], action: Event | Mapping
                  ) -> ActionResult:
    """Replay ``history`` from ``hand`` judging every event, then judge ``action`` (001 §IV, §VII).
    :class:`ChanError` fields: ``hand``, ``history[i].…``, ``action.…``."""
    with in_field("hand"):
        st = start_state(hand)
    steps: list[Verdict] = []
    for i, raw in enumerate(history):
        with in_field(f"history[{i}]"):
            v = judge(st, raw)
            st = apply(st, v.event)
        steps.append(v)
    with in_field("action"):
        verdict = judge(st, action)
    if (verdict.event.event == "u" and not verdict.extras and steps and st.held_u_kind == "chiu_u"
            and st.held_u_card(verdict.event.card)):
        # chíu, then ù on those 20 cards = chíu ù "ù luôn" (001 §V.8): the chíu passed no ù.
        steps[-1] = Verdict(steps[-1].event, tuple(f for f in steps[-1].findings if f.code != "bo_u"))
    return action_result(st, steps, verdict)


def commits(m: Move, code: int | str) -> bool:
    """Whether the detector of ``code`` finds the fault in ``m``."""
    return bool(DETECTORS[code](m))


def _check_code(code: object) -> int | str:
    if isinstance(code, bool) or not isinstance(code, (int, str)) or code not in DETECTORS:
        raise ChanError("loi.unknown_fault", field="loi", code=shown_value(code), extras=EXTRA_IDS)
    return code


def reason_not(state: State, event: Event | Mapping, code: int | str) -> Fact | None:
    """The clause fact saying why ``event`` does not commit fault ``code`` (``None`` when it does).
    :class:`ChanError` for an unknown code or an impossible move. Seed 001 §IV, §V.8, §V.18, §VII."""
    code = _check_code(code)
    m = move_of(state, event)
    if commits(m, code):
        return None
    if not applies(m, code):
        return Fact("loi.why.not_applicable", moves=APPLIES[code], move=m.event.describe())
    return WHY_NOT[code](m)


def title(code: int | str) -> Fact:
    """``Fact('loi.title', code=…)``: «lỗi 3 «Ăn chọn cạ»» or ««Bỏ ù»» (names stay Vietnamese)."""
    return Fact("loi.title", code=code)


def why_not(state: State, event: Event | Mapping, code: int | str) -> Fact | None:
    """``Fact('loi.why_not', code=, reason=)``: why ``event`` from ``state`` does NOT commit fault ``code``
    (lỗi 0–17 or an extra id); ``None`` when it does. Errors as :func:`reason_not`."""
    r = reason_not(state, event, code)
    return None if r is None else Fact("loi.why_not", code=code, reason=r)


def faults_about(state: State, event: Event | Mapping) -> list[int | str]:
    """The faults (lỗi 0–17 in order, then extra ids) about the kind of move ``event`` is (:data:`APPLIES`);
    :class:`ChanError` for an impossible move."""
    m = move_of(state, event)
    return [c for c in CODES if applies(m, c)]


def checklist(state: State, event: Event | Mapping) -> list[Fact]:
    """:func:`why_not` of every fault about this kind of move (:func:`faults_about`) that it does not commit."""
    return [s for s in (why_not(state, event, c) for c in faults_about(state, event)) if s]
