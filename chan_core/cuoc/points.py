"""The point tables detection reads, straight from the rules (so detection sits below
:mod:`chan_core.scoring` without importing it); :func:`total` equals ``scoring.score(...).total``.
Seed 001 §VI, §VIII; 002; 003.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class PointTable:
    """``points`` {id: (điểm, dịch)} of the variant, ``order`` {id: seed order}, ``replaces``, and the active
    ``ga`` combinations ((requires, gà count), …)."""

    points: dict
    order: dict
    replaces: dict
    ga: tuple


def active_ga(var, options) -> list[tuple[object, int]]:
    """``[(combo, gà count)]`` of a variant under ``options``: ``ga_mode`` and the combo's ``option`` flag
    or number apply (seed 001 §VIII)."""
    out = []
    for g in var.ga:
        if g.mode not in ("both", options.ga_mode):
            continue
        v = getattr(options, g.option) if g.option else True  # a flag turns it on/off, a number sets its gà
        n = g.ga if v is True else int(v)
        if n > 0:
            out.append((g, n))
    return out


@functools.lru_cache(maxsize=128)
def point_table(options) -> PointTable:
    """The :class:`PointTable` of ``options`` (an :class:`~chan_core.options.Options`; cached)."""
    from chan_core.rules import load_rules

    rules = load_rules()
    var = rules.variants[options.variant]
    points = {cid: (p.diem, p.dich) for cid, p in var.points.items()}
    order = {c.id: c.order for c in rules.cuoc}
    replaces = {c.id: tuple(c.replaces) for c in rules.cuoc}
    ga = [(tuple(g.requires), n) for g, n in active_ga(var, options)]
    return PointTable(points, order, replaces, tuple(ga))


def cuoc_chinh(cuoc: Mapping[str, int], t) -> str:
    """The cước chính of ``cuoc`` under a table ``t``: the highest điểm, then the lowest dịch, then seed order."""
    pts, order = t.points, t.order
    return max(cuoc, key=lambda c: (pts[c][0], -pts[c][1], -order.get(c, 0)))


def ga_met(requires: tuple[str, ...], cuoc: Mapping[str, int]) -> bool:
    """Whether ``cuoc`` has every required cước (``bach_thu`` also met by ``bach_thu_chi``, 001 §VIII)."""
    for r in requires:  # a loop, not all(...): scoring asks for every combination of every win
        if r not in cuoc and (r != "bach_thu" or "bach_thu_chi" not in cuoc):
            return False
    return True


def total(cuoc: Mapping[str, int], options) -> int:
    """Total points of the non-empty ``cuoc`` ({id: count ≥ 1}) under ``options``."""
    t = point_table(options)
    pts = t.points
    main = cuoc_chinh(cuoc, t)
    base = pts[main][0] + (cuoc[main] - 1) * pts[main][1] + sum(n * pts[c][1] for c, n in cuoc.items() if c != main)
    if not options.ga:
        return base
    return base + sum(n for req, n in t.ga if ga_met(req, cuoc)) * options.ga_points
