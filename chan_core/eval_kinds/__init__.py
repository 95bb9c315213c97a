"""Scenario evaluation: kind → module with ``evaluate(sc: dict) -> dict``.

Each scenario kind of SPEC has one module here. :func:`evaluate` dispatches,
adds ``id`` and ``kind`` to the answer, and re-raises any
:class:`~chan_core.errors.ChanError` with the scenario's id attached.
"""
from __future__ import annotations

import datetime
import importlib
import sys
import types
from collections.abc import Callable, Iterable

from chan_core.errors import ChanError, shown, shown_value, unknown_field
from chan_core.facts import Fact

KIND_MODULES = {
    "hand": "chan_core.eval_kinds.hand",
    "win": "chan_core.eval_kinds.win",
    "score": "chan_core.eval_kinds.score",
    "xuong": "chan_core.eval_kinds.xuong",
    "action": "chan_core.eval_kinds.action",
    "boc_cai": "chan_core.eval_kinds.boc_cai",
}  # + the kinds registered from outside (register_kind): Mậu binh's, by the CLI


def register_kind(name: str, module_or_evaluator: "str | types.ModuleType | Callable[[dict], dict]",
                  fields: "Iterable[str] | None" = None) -> None:
    """Answer scenarios of kind ``name`` with a module outside ``chan_core`` (its dotted name or the
    module: ``evaluate(sc) -> dict`` and ``FIELDS``) or a function ``evaluate(sc) -> dict`` reading
    ``fields`` (kept as a module of its own in ``sys.modules``). The composition root calls it
    (``mau_binh.eval_kinds.register``); registering a kind again replaces it."""
    if isinstance(module_or_evaluator, types.ModuleType):
        module_or_evaluator = module_or_evaluator.__name__
    elif not isinstance(module_or_evaluator, str):
        mod = types.ModuleType(f"{__name__}.registered_{name}")
        mod.evaluate, mod.FIELDS = module_or_evaluator, frozenset(fields or ())
        sys.modules[mod.__name__] = mod
        module_or_evaluator = mod.__name__
    KIND_MODULES[name] = module_or_evaluator


TEXT_FIELDS: tuple[str, ...] = ("title", "question", "caption", "note", "notes")
"""The prose fields a scenario may carry for a learner to read (lessons and drills); each may have
an English twin ``<field>_en`` beside it (issue 15, checked for lesson and drill files by
:func:`chan_core.scenario.check_twins`)."""

COMMON_FIELDS = frozenset({"id", "kind", "source", "expect", "tags", "match", "within",
                           *TEXT_FIELDS, *(f"{f}_en" for f in TEXT_FIELDS)})
"""Fields every scenario may carry besides its kind's own: ``id``, ``kind``, and what the answer
ignores — ``source`` (a citation such as "001 §IV"; for win/xuong it is also the winning card's
source), ``expect`` (checked by ../shared/tools/check_cases.py, with ``match``/``within``),
``tags``, and the texts of :data:`TEXT_FIELDS` — ``title``, ``question``, ``caption``,
``note(s)`` (lessons and drills) — each with its English twin ``title_en``, ``question_en``,
``caption_en``, ``note_en``, ``notes_en`` (issue 15; :func:`words.text_of` picks the one
for the current language). Each kind module declares its own ``FIELDS``; any other key is
refused (issue 11: ``varient:`` silently gave 16 points instead of 31)."""


def check_fields(sc: dict, kind: str, fields: frozenset[str]) -> None:
    """Raise :class:`ChanError` for the first key of ``sc`` that a ``kind`` scenario does not read.

    The message names the key and the nearest known field (``varient`` → ``variant``), or the
    kinds that do read it (``declared`` is a xuong field); ``field`` is the key.
    """
    known = COMMON_FIELDS | fields
    for key in sc:
        if key in known:
            continue
        e = unknown_field(key, fields, Fact("where.scenario", kind=kind))
        others = [k for k, m in KIND_MODULES.items() if k != kind and key in _fields_of(m)]
        if others and e.params.get("near") is None:
            e = ChanError("field.only_in_kinds", field=e.field, name=shown_value(key), kind=kind,
                          kinds=", ".join(others))
        raise e


def _fields_of(module_name: str) -> frozenset[str]:
    try:
        return getattr(importlib.import_module(module_name), "FIELDS", frozenset())
    except ModuleNotFoundError:
        return frozenset()


def _good_id(sid: object) -> bool:
    """A scenario id the JSON answer can carry: a string, or an integer of at most 18 digits."""
    if isinstance(sid, str):
        return True
    return isinstance(sid, int) and not isinstance(sid, bool) and abs(sid) < 10**18


def evaluate(sc: object, index: int | None = None) -> dict:
    """Answer one scenario dict: ``{"id": …, "kind": …, **the kind's answer}``.

    ``id`` must be a string or an integer (a YAML date such as ``2024-05-01``
    is turned into its ISO text); a scenario without id is named ``#n`` from
    ``index`` (0-based position in its file). Raises :class:`ChanError`
    naming the scenario and the field — also for a self-referencing or
    too deeply nested scenario — and no other exception for any input.
    """
    sid = None
    if isinstance(sc, dict):
        sid = sc.get("id")
        if isinstance(sid, (datetime.date, datetime.time)):  # YAML reads `id: 2024-05-01` as a date
            sid = sid.isoformat()
    label = shown(sid, 60) if sid is not None else (f"#{shown(index + 1)}" if index is not None else None)
    try:
        if not isinstance(sc, dict):
            raise ChanError("scenario.not_mapping")
        if sid is not None and not _good_id(sid):
            raise ChanError("scenario.bad_id", value=shown_value(sid), field="id")
        kind = sc.get("kind")
        if kind is None:
            raise ChanError("field.missing", name="kind", field="kind")
        if not isinstance(kind, str) or kind not in KIND_MODULES:
            raise ChanError("scenario.kind_unknown", value=shown_value(kind), kinds=tuple(KIND_MODULES), field="kind")
        try:
            mod = importlib.import_module(KIND_MODULES[kind])
        except ModuleNotFoundError as e:
            if e.name == KIND_MODULES[kind]:
                raise ChanError("scenario.kind_unsupported", kind=kind, field="kind") from None
            raise
        check_fields(sc, kind, mod.FIELDS)
        try:
            ans = mod.evaluate(sc)
        except RecursionError:
            raise ChanError("scenario.too_deep") from None
    except ChanError as e:
        raise e.with_context(scenario=label) from None
    out = {"id": sid, "kind": sc["kind"]}
    out.update(ans)
    return out


def available_kinds() -> list[str]:
    """The kinds whose module exists now."""
    out = []
    for k, m in KIND_MODULES.items():
        try:
            importlib.import_module(m)
            out.append(k)
        except ModuleNotFoundError:
            pass
    return out
