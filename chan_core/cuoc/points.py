"""The point tables detection reads, straight from the rules (so detection sits below
:mod:`chan_core.scoring` without importing it); :func:`total` equals ``scoring.score(...).total``.
Seed 001 §VI, §VIII; 002; 003.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PointTable:
    """A variant under ``options``: ``points`` {id: (điểm, dịch)}, and for every cước of the rules ``names``,
    ``order`` (seed order), ``max_count``, ``replaces``; ``excludes`` (frozensets {a, b} never together); the
    active ``ga`` combinations ((id, requires, gà count), …)."""

    variant: str
    points: dict
    names: dict
    order: dict
    max_count: dict
    replaces: dict
    excludes: frozenset
    ga: tuple


@functools.lru_cache(maxsize=128)
def point_table(options) -> PointTable:
    """The :class:`PointTable` of ``options`` (an :class:`~chan_core.options.Options`; cached); a gà
    combination counts under its ``ga_mode`` and its ``option`` flag or number (seed 001 §VIII)."""
    from chan_core.rules import load_rules

    rules = load_rules()
    var = rules.variants[options.variant]
    ga = []
    for g in var.ga:
        if g.mode not in ("both", options.ga_mode):
            continue
        v = getattr(options, g.option) if g.option else True  # a flag turns it on/off, a number sets its gà
        n = g.ga if v is True else int(v)
        if n > 0:
            ga.append((g.id, tuple(g.requires), n))
    return PointTable(options.variant, {cid: (p.diem, p.dich) for cid, p in var.points.items()},
                      {c.id: c.name for c in rules.cuoc}, {c.id: c.order for c in rules.cuoc},
                      {c.id: c.max_count for c in rules.cuoc}, {c.id: tuple(c.replaces) for c in rules.cuoc},
                      frozenset(frozenset((c.id, x)) for c in rules.cuoc for x in c.excludes), tuple(ga))


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
    return base + sum(n for _gid, req, n in t.ga if ga_met(req, cuoc)) * options.ga_points
