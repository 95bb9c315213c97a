"""The Mậu binh scenario kinds (SPEC "Mậu Binh"): ``mau_binh`` (:mod:`mau_binh.eval_kinds.mau_binh`)
and ``mau_binh_compare`` (:mod:`mau_binh.eval_kinds.mau_binh_compare`).

``chan_core`` never imports ``mau_binh``: the composition root (the CLI, ``chan_core/cli.py``)
calls :func:`register` before it evaluates, and :func:`chan_core.eval_kinds.evaluate` then
answers these kinds like its own."""
from __future__ import annotations

from chan_core.eval_kinds import register_kind

KINDS = {
    "mau_binh": "mau_binh.eval_kinds.mau_binh",
    "mau_binh_compare": "mau_binh.eval_kinds.mau_binh_compare",
}
"""Kind → module (a pydantic ``Model`` and ``evaluate(model) -> dict``)."""


def register() -> None:
    """Register the Mậu binh kinds with :func:`chan_core.eval_kinds.register_kind` (idempotent)."""
    for kind, module in KINDS.items():
        register_kind(kind, module)
