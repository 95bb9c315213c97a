"""The Mậu binh scenario kinds (SPEC "Mậu Binh"): ``mau_binh`` and ``mau_binh_compare``.

``chan_core`` never imports ``mau_binh``: the CLI calls :func:`register` before it evaluates."""
from __future__ import annotations

from chan_core.eval_kinds import register_kind

KINDS = {
    "mau_binh": "mau_binh.eval_kinds.mau_binh",
    "mau_binh_compare": "mau_binh.eval_kinds.mau_binh_compare",
}  # kind → module (a pydantic ``Model`` and ``evaluate(model)``)


def register() -> None:
    """Register the Mậu binh kinds with :func:`chan_core.eval_kinds.register_kind` (idempotent)."""
    for kind, module in KINDS.items():
        register_kind(kind, module)
