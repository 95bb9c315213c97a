"""Models of ``rules/cuoc_pairs.yaml``: cước that cannot come together in one win.

The file is generated (``tools/build_cuoc_pairs.py``, search in
:mod:`chan_core.cuoc_pairs`) and checked by ``tests/rules/test_cuoc_pairs.py``; do
not edit it by hand. Per variant, the smallest impossible combinations of
cước with counts, each with a Vietnamese reason and its English twin
(``reason_en``, issue 15). Seed 001 §IV–§V.
"""
from __future__ import annotations

from typing import ClassVar

from pydantic import Field

from chan_core.rules.base import RulesModel, Source


class ImpossibleCombo(RulesModel):
    """Impossible combinations: ``cuoc`` {cước id: [counts]} (one or two cước)
    — no win holds each of them at one of the counts listed (``{tam_do: [1],
    leo: [3, 4]}``: tám đỏ never comes with 3 or 4 lèo) — and ``reason``, the
    Vietnamese sentence shown when such a set of cước is refused; its English
    twin ``reason_en`` is written beside it by the same script (``words.text_of(obj, 'reason')``)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("reason",)

    cuoc: dict[str, list[int]] = Field(min_length=1, max_length=2)
    reason: str = Field(min_length=1)


class VariantPairs(RulesModel):
    """The impossible combinations of one variant (``impossible``)."""

    impossible: list[ImpossibleCombo] = Field(default_factory=list)


class CuocPairsFile(RulesModel):
    """``rules/cuoc_pairs.yaml``: ``source``, ``generated_by`` (the script that
    rebuilds it), ``tries`` (candidates per combination in that run) and
    ``variants`` {variant id: :class:`VariantPairs`}."""

    source: Source
    generated_by: str
    tries: int = Field(ge=1)
    variants: dict[str, VariantPairs]
