"""Scenario evaluation: kind → module with ``evaluate(sc: dict) -> dict``.

Each scenario kind of SPEC has one module here. :func:`evaluate` dispatches,
adds ``id`` and ``kind`` to the answer, and re-raises any
:class:`~chan_core.errors.ChanError` with the scenario's id attached.
"""
from __future__ import annotations

import importlib

from chan_core.errors import ChanError

KIND_MODULES = {
    "hand": "chan_core.eval_kinds.hand",
    "win": "chan_core.eval_kinds.win",
    "score": "chan_core.eval_kinds.score",
    "xuong": "chan_core.eval_kinds.xuong",
    "action": "chan_core.eval_kinds.action",
    "boc_cai": "chan_core.eval_kinds.boc_cai",
}

# Fields every scenario may carry besides its kind's own.
COMMON_FIELDS = {"id", "kind", "source", "expect", "title", "note", "notes", "tags", "match", "within", "question"}


def evaluate(sc: object, index: int | None = None) -> dict:
    """Answer one scenario dict. Raises :class:`ChanError` naming scenario and field."""
    sid = None
    if isinstance(sc, dict):
        sid = sc.get("id")
    label = str(sid) if sid is not None else (f"#{index + 1}" if index is not None else None)
    try:
        if not isinstance(sc, dict):
            raise ChanError("Tình huống phải là một mapping YAML.")
        kind = sc.get("kind")
        if kind is None:
            raise ChanError("Thiếu trường «kind».", field="kind")
        if kind not in KIND_MODULES:
            raise ChanError(f"Loại tình huống «{kind}» không có; chỉ có {', '.join(KIND_MODULES)}.", field="kind")
        try:
            mod = importlib.import_module(KIND_MODULES[kind])
        except ModuleNotFoundError as e:
            if e.name == KIND_MODULES[kind]:
                raise ChanError(f"Loại tình huống «{kind}» chưa được hỗ trợ.", field="kind") from None
            raise
        ans = mod.evaluate(sc)
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
