"""Judging a move: every detector of :mod:`chan_core.loi` on one move, and a whole history.

:func:`judge` runs the detectors of lỗi 0–17 and of the faults without a number on one move
and returns a :class:`Verdict` of :class:`Finding` values; :func:`judge_history` replays a
history judging every event, then the proposed action (001 §IV, §VII). Names, rules,
examples and penalty classes come from ``rules/loi.yaml`` (:func:`chan_core.rules.load_rules`).
Findings are facts (``detail``, ``explanation``); the words layer says them.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from chan_core.cards import Hand, Kind
from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.history import OFFER_EVENTS, Event, State, apply, check_event, parse_event, start_state
from chan_core.loi.base import (
    EXTRA_DETECTORS, EXTRA_IDS, EXTRA_PENALTY, EXTRA_SOURCES, LOI_DETECTORS, PENALTY_ORDER, Move,
)
from chan_core.loi.u import passed_u
from chan_core.rules import load_rules


@dataclass(frozen=True)
class Finding:
    """One fault of a move: ``code`` (lỗi number 0–17 or an extra id), ``detail`` (a
    :class:`~chan_core.facts.Fact` naming the cards, or :func:`chan_core.win.check_u`'s
    reason), ``penalty`` (class id)."""

    code: int | str
    detail: "Fact | str"
    penalty: str

    @property
    def is_loi(self) -> bool:
        """A numbered lỗi (not an extra fault)."""
        return isinstance(self.code, int)

    @property
    def name(self) -> "str | Fact":
        """The fault's name (:func:`fault_name`)."""
        return fault_name(self.code)

    @property
    def explanation(self) -> Fact:
        """``Fact('loi.finding', code=, detail=, penalty=)``: the fault, its cards and its penalty
        class in one sentence (``'Lỗi 1 «Ăn treo tranh»: … — hình phạt: Nghỉ ăn tiền.'``)."""
        return Fact("loi.finding", code=self.code, detail=self.detail, penalty=self.penalty)


def _loi(number: object):
    """The lỗi numbered ``number`` (rules/loi.yaml); :class:`ChanError` ``loi.unknown_number``
    (field ``loi``) when there is none."""
    for x in load_rules().loi:
        if x.number == number:
            return x
    raise ChanError("loi.unknown_number", field="loi", number=shown_value(number))
def fault_name(code: int | str) -> "str | Fact":
    """Name of lỗi ``code`` (int) or of an extra fault (``'bo_u'`` …): the names in
    ``rules/loi.yaml`` are the game's words, the same in every language (a ``str``); the three
    kinds of ù láo are described (``Fact('loi.name.u_lao')`` …). Raises :class:`ChanError`
    (``loi.unknown_code``, field ``code``) for another code."""
    if isinstance(code, int):
        return _loi(code).name
    for o in load_rules().loi_other:
        if o.id == code:
            return o.name
    if code not in EXTRA_SOURCES:
        raise ChanError("loi.unknown_code", field="code", code=shown_value(code), extras=tuple(EXTRA_SOURCES))
    return Fact(f"loi.name.{code}")
def fault_info(code: int | str) -> dict:
    """``{name, rule, example, note, penalty, source}`` of a fault (rules/loi.yaml), with the
    English twins ``rule_en``, ``example_en``, ``note_en`` (``''`` when none; a page picks one
    with :func:`words.text_of`); ``name`` as :func:`fault_name`. Raises :class:`ChanError`
    for an unknown code."""
    r = load_rules()

    def texts(x, fields: Iterable[str]) -> dict:
        tw = x.twins
        out = {}
        for f in fields:
            out[f] = getattr(x, f, "") or ""
            out[f"{f}_en"] = tw.get(f, "") or ""
        return out

    if isinstance(code, int):
        x = _loi(code)
        return {"name": x.name, **texts(x, ("rule", "example", "note")), "penalty": x.penalty,
                "source": x.source.model_dump()}
    for o in r.loi_other:
        if o.id == code:
            return {"name": o.name, **texts(o, ("rule", "note")), "example": "", "example_en": "",
                    "penalty": o.penalty, "source": o.source.model_dump()}
    if code not in EXTRA_PENALTY:
        raise ChanError("loi.unknown_code", field="code", code=shown_value(code), extras=tuple(EXTRA_PENALTY))
    pc = r.penalty_class(EXTRA_PENALTY[code])
    desc = texts(pc, ("description",))
    return {"name": fault_name(code), "rule": desc["description"], "rule_en": desc["description_en"],
            "example": "", "example_en": "", "note": "", "note_en": "",
            "penalty": EXTRA_PENALTY[code], "source": EXTRA_SOURCES[code]}
def penalty_of(code: int | str) -> str:
    """Penalty class id of a fault (YAML for lỗi and bỏ ù)."""
    return fault_info(code)["penalty"]
def penalty_name(pid: str | None) -> str:
    """Name of a penalty class (``'Báo'``: the game's word, the same in every language),
    ``''`` for ``None``."""
    return load_rules().penalty_class(pid).name if pid else ""
def worst_penalty(classes: Iterable[str | None]) -> str | None:
    """The worst of some penalty classes by :data:`PENALTY_ORDER`, ``None`` if none."""
    cs = {x for x in classes if x}
    for p in PENALTY_ORDER:
        if p in cs:
            return p
    return None


@dataclass(frozen=True)
class Verdict:
    """What one move commits: ``findings`` in lỗi-number order, then extras."""

    event: Event
    findings: tuple[Finding, ...] = ()

    @property
    def violations(self) -> list[int]:
        """The lỗi numbers (0–17) committed."""
        return [f.code for f in self.findings if f.is_loi]

    @property
    def extras(self) -> list[str]:
        """Faults without a number (:data:`EXTRA_IDS`)."""
        return [f.code for f in self.findings if not f.is_loi]

    @property
    def penalty(self) -> str | None:
        """The worst penalty class of the findings."""
        return worst_penalty(f.penalty for f in self.findings)

    @property
    def explanations(self) -> list[Fact]:
        """:attr:`Finding.explanation` of each finding."""
        return [f.explanation for f in self.findings]

    @property
    def clean(self) -> bool:
        """No fault."""
        return not self.findings
def judge(state: State, event: Event | Mapping) -> Verdict:
    """Every fault ``event`` commits when played from ``state`` (seed 001 §IV, §VII).

    Raises :class:`ChanError` if the move is impossible (see
    :func:`chan_core.history.check_event`). Bỏ ù *after the fact* (ù after
    having passed an ù) needs the history: see :func:`judge_history`.
    """
    ev = parse_event(event)
    check_event(state, ev)
    m = Move(state, ev, state.offer(ev) if ev.event in OFFER_EVENTS else None)
    found: list[Finding] = []
    for n in sorted(LOI_DETECTORS):
        d = LOI_DETECTORS[n](m)
        if d:
            found.append(Finding(n, d, penalty_of(n)))
    for x in EXTRA_IDS:
        for d in EXTRA_DETECTORS[x](m):
            found.append(Finding(x, d, EXTRA_PENALTY[x]))
    return Verdict(ev, tuple(found))


@dataclass(frozen=True)
class ActionResult:
    """A judged action after a history.

    ``state``: the state before the action; ``steps``: the verdict of every
    history event (in order); ``verdict``: the action's own faults; for an
    ``u`` action, ``penalty`` also counts the earlier faults the làng finds when
    the player lays his hand down (001 §VII): a nghỉ-ăn-tiền fault →
    ``nghi_an_tien``; any other lỗi → ``u_bao`` (ù báo; 002 §VI.2, and "đã bị
    báo mà vẫn ù" in rules/loi.yaml); a passed ù → bỏ ù.
    """

    state: State
    steps: tuple[Verdict, ...]
    verdict: Verdict
    extra_findings: tuple[Finding, ...] = field(default=())

    @property
    def findings(self) -> tuple[Finding, ...]:
        """The action's findings, then the bỏ ù found after the fact."""
        return self.verdict.findings + self.extra_findings

    @property
    def violations(self) -> list[int]:
        """The lỗi numbers the action commits."""
        return self.verdict.violations

    @property
    def extras(self) -> list[str]:
        """The extra faults (the action's, then the bỏ ù found after the fact)."""
        return self.verdict.extras + [f.code for f in self.extra_findings if f.code not in self.verdict.extras]

    @property
    def earlier(self) -> list[Finding]:
        """Faults committed by the history events."""
        return [f for v in self.steps for f in v.findings]

    @property
    def penalty(self) -> str | None:
        """The worst penalty class (see the class docstring)."""
        own = [f.penalty for f in self.findings]
        if self.verdict.event.event == "u" and not self.verdict.extras:
            for f in self.earlier:
                own.append("nghi_an_tien" if f.penalty == "nghi_an_tien" else "u_bao")
        return worst_penalty(own)

    @property
    def explanations(self) -> list[Fact]:
        """:attr:`Finding.explanation` of each finding."""
        return [f.explanation for f in self.findings]


def passed_u_finding(earlier: Finding, card: Kind) -> Finding:
    """The bỏ ù finding of an ù on ``card`` after the passed ù ``earlier`` (001 §VII)."""
    return Finding("bo_u", passed_u(earlier.detail, card), EXTRA_PENALTY["bo_u"])
def judge_history(hand: Hand | str | Iterable[Kind], history: Iterable[Event | Mapping], action: Event | Mapping
                  ) -> ActionResult:
    """Replay ``history`` from ``hand`` judging every event, then judge ``action``.

    Raises :class:`ChanError` with ``field`` ``hand``, ``history[i].…`` or
    ``action.…``. Seed 001 §IV, §VII.
    """
    try:
        st = start_state(hand)
    except ChanError as e:
        raise e.with_context(field="hand") from None
    steps: list[Verdict] = []
    for i, raw in enumerate(history):
        try:
            v = judge(st, raw)
            st = apply(st, v.event)
        except ChanError as e:
            raise e.with_context(field=f"history[{i}]") from None
        steps.append(v)
    try:
        verdict = judge(st, action)
    except ChanError as e:
        raise e.with_context(field="action") from None
    extra: list[Finding] = []
    if (verdict.event.event == "u" and not verdict.extras and steps and st.held_u_kind == "chiu_u"
            and st.held_u_card(verdict.event.card)):
        # chíu, then ù on those 20 cards = chíu ù "ù luôn" (001 §V.8): the chíu passed no ù.
        steps[-1] = Verdict(steps[-1].event, tuple(f for f in steps[-1].findings if f.code != "bo_u"))
    if verdict.event.event == "u" and not verdict.extras:
        passed = [f for v in steps for f in v.findings if f.code == "bo_u"]
        if passed:
            extra.append(passed_u_finding(passed[0], verdict.event.card))
    return ActionResult(st, tuple(steps), verdict, tuple(extra))


__all__ = ["Finding", "Verdict", "ActionResult", "judge", "judge_history", "fault_name", "fault_info",
           "penalty_of", "penalty_name", "worst_penalty", "passed_u_finding"]
