"""Scenario evaluation: kind → module with a pydantic ``Model`` and ``evaluate(model) -> dict`` (SPEC).

:func:`evaluate` reads a scenario with its kind's model, dispatches, adds ``id`` and ``kind``, and
re-raises any :class:`~chan_core.errors.ChanError` with the scenario's id attached.
"""
from __future__ import annotations

import datetime
import importlib
from pydantic import ValidationError

from chan_core.errors import ChanError, shown, shown_value, unknown_field
from chan_core.facts import Fact
from chan_core.scenario import COMMON_FIELDS, TEXT_FIELDS  # noqa: F401  (re-exported)

KIND_MODULES = {
    "hand": "chan_core.eval_kinds.hand",
    "win": "chan_core.eval_kinds.win",
    "score": "chan_core.eval_kinds.score",
    "xuong": "chan_core.eval_kinds.xuong",
    "action": "chan_core.eval_kinds.action",
    "boc_cai": "chan_core.eval_kinds.boc_cai",
}  # + the kinds registered from outside (register_kind): Mậu binh's, by the CLI


def register_kind(name: str, module: str) -> None:
    """Answer kind ``name`` with the module named ``module`` (``Model`` + ``evaluate(model) -> dict``)."""
    KIND_MODULES[name] = module


def fields_of(kind: str) -> frozenset[str]:
    """The fields a scenario of ``kind`` reads besides the common ones."""
    return importlib.import_module(KIND_MODULES[kind]).Model.own_fields


def _unknown(key: object, kind: str) -> ChanError:
    """A key ``kind`` does not read: the nearest known field, or the kinds that do read it."""
    e = unknown_field(key, fields_of(kind), Fact("where.scenario", kind=kind))
    others = [k for k in KIND_MODULES if k != kind and key in fields_of(k)]
    if others and e.params.get("near") is None:
        e = ChanError("field.only_in_kinds", field=e.field, name=shown_value(key), kind=kind, kinds=", ".join(others))
    return e


def read(model: type, sc: dict, kind: str):
    """``sc`` validated by the kind's pydantic ``model``; refused as one :class:`ChanError` naming the
    field (an unknown key first), never pydantic's own message."""
    try:
        return model.model_validate(sc)
    except ValidationError as e:
        errors = e.errors(include_url=False)
    for key in sc:  # a key nobody reads is refused before any field is judged
        if not isinstance(key, str) or key not in model.model_fields:
            raise _unknown(key, kind)
    cause = (errors[0].get("ctx") or {}).get("error")
    if isinstance(cause, ChanError):  # from the field's reader (chan_core.scenario.reader)
        raise cause
    name = str(errors[0]["loc"][0])  # else a required field left out: the readers raise only ChanError
    raise ChanError("field.missing", name=name, field=name)


def evaluate(sc: object, index: int | None = None) -> dict:
    """``{"id", "kind", **the kind's answer}`` for one scenario dict (``index``: its 0-based place, naming
    one without id). Raises only :class:`ChanError`, naming the scenario and the field."""
    sid = None
    if isinstance(sc, dict):
        sid = sc.get("id")
        if isinstance(sid, (datetime.date, datetime.time)):  # YAML reads `id: 2024-05-01` as a date
            sid = sid.isoformat()
    label = shown(sid, 60) if sid is not None else (f"#{shown(index + 1)}" if index is not None else None)
    try:
        if not isinstance(sc, dict):
            raise ChanError("scenario.not_mapping")
        if sid is not None and not isinstance(sid, str) and (
                not isinstance(sid, int) or isinstance(sid, bool) or abs(sid) >= 10**18):
            raise ChanError("scenario.bad_id", value=shown_value(sid), field="id")
        kind = sc.get("kind")
        if kind is None:
            raise ChanError("field.missing", name="kind", field="kind")
        if not isinstance(kind, str) or kind not in KIND_MODULES:
            raise ChanError("scenario.kind_unknown", value=shown_value(kind), kinds=tuple(KIND_MODULES), field="kind")
        mod = importlib.import_module(KIND_MODULES[kind])
        try:
            ans = mod.evaluate(read(mod.Model, sc, kind))
        except RecursionError:
            raise ChanError("scenario.too_deep") from None
    except ChanError as e:
        raise e.with_context(scenario=label) from None
    return {"id": sid, "kind": sc["kind"], **ans}


def available_kinds() -> list[str]:
    """The kinds answered now."""
    return list(KIND_MODULES)
