"""Which cước can come together in one win: the table of impossible combinations and their reasons.

``rules/cuoc_pairs.yaml`` holds, per variant, the smallest combinations no reachable win has and why, a fact
(found and explained by ``tools/cuoc_search.py`` and ``tools/cuoc_reasons.py``, written by
``tools/build_cuoc_pairs.py``); :func:`refusal` looks a set up. Pairs refused by their own rule are not
searched. Seeds: 001 §IV–§V; 003.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass

from chan_core.facts import Fact


@dataclass(frozen=True)
class Refusal:
    """One entry: ``cuoc`` ``((id, (counts…)), …)``, one or two cước with the counts that never come
    together; ``reason`` says why (``cuoc_pairs.refused`` holding the entry's ``why``)."""

    cuoc: tuple[tuple[str, tuple[int, ...]], ...]
    reason: Fact

    def covers(self, cuoc: Mapping[str, int]) -> bool:
        """``cuoc`` (``{id: count}``) holds each cước of this entry at one of its counts."""
        return all(cuoc.get(k, 0) in ns for k, ns in self.cuoc)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(k for k, _ in self.cuoc)


def _refusal(cuoc: Mapping[str, list[int]], why: Fact) -> Refusal:
    counts = tuple((k, tuple(sorted(cuoc[k]))) for k in sorted(cuoc))
    return Refusal(counts, Fact("cuoc_pairs.refused", cuoc=counts, why=why))


@functools.lru_cache(maxsize=8)
def table(variant: str) -> tuple[Refusal, ...]:
    """The impossible combinations of ``variant`` from ``rules/cuoc_pairs.yaml``."""
    from chan_core.rules import load_rules

    v = load_rules().cuoc_pairs.variants.get(variant)
    return tuple(_refusal(e.cuoc, Fact.from_json(e.why.model_dump())) for e in v.impossible) if v else ()


def refusal(cuoc: Mapping[str, int], variant: str) -> Refusal | None:
    """The first entry of the table that ``cuoc`` (``{id: count}``) falls under, or ``None``."""
    return next((r for r in table(variant) if r.covers(cuoc)), None)
