"""Xướng rules data: the cước table, the xướng order of each variant, the traps, the báo readings.

From ``rules/cuoc.yaml`` (``xuong_word``, ``u_part``, ``u_after``, ``group``), ``rules/xuong.yaml``
(``orders``, ``traps``) and ``rules/payouts.yaml`` (``bao_xuong_sai``). Seed 001 §V "thứ tự
xướng", §VII; seed 003 "Xướng ù".
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.options import Options, variant_ids
from chan_core.rules import BaoXuongSaiReading, Cuoc, XuongTrap, load_rules

VERDICTS = ("dung", "thieu", "sai")
GROUPS = ("dau", "u", "bai", "co")
XUONG = "xuong"
BACH_THU = "bach_thu"
BACH_THU_CHI = "bach_thu_chi"
SRC_SAI = Fact("xuong.source.sai")  # the seed citation put in the reasons


def verdict_fact(verdict: str) -> Fact:
    """``Fact('xuong.verdict.<verdict>')``; an unknown id → ``Fact('text', text=verdict)`` (said as it is)."""
    return Fact(f"xuong.verdict.{verdict}") if verdict in VERDICTS else Fact("text", text=str(verdict))


@functools.cache
def cuoc_info() -> dict[str, Cuoc]:
    """The cước of ``rules/cuoc.yaml`` by id (cached)."""
    return {c.id: c for c in load_rules().cuoc}


@dataclass(frozen=True)
class _Order:
    pos: dict          # cuoc id -> (step index, index in step)
    prefix: dict       # cuoc id -> word said before it ('có' or '')
    u_first: bool      # a bare "ù" (no kind of ù said) opens the xướng (003) instead of following thông, chì (001)


@functools.cache
def order_of(variant: str) -> _Order:
    """The xướng order of ``variant`` (001 §V, 003). Raises ChanError ``options.variant.unknown`` for a variant
    the rules do not have."""
    if variant not in variant_ids():
        raise ChanError("options.variant.unknown", variant=shown_value(variant), known=variant_ids(),
                        field="variant")
    o = load_rules().xuong.order_for(variant)  # every variant has one (rules crossref)
    pos, prefix = {}, {}
    for i, step in enumerate(o.steps):
        for j, cid in enumerate(step.cuoc):
            pos[cid] = (i, j)
            prefix[cid] = step.prefix
    for cid, c in cuoc_info().items():  # a cước of another variant: by group, then order
        if cid not in pos:
            pos[cid] = (100 + GROUPS.index(c.group), c.order)
            prefix[cid] = "có" if c.group == "co" else ""
    return _Order(pos, prefix, o.u_first)


def sort_key(cid: str, variant: str = "classic") -> tuple[int, int]:
    """``(step, place in the step)`` of a cước in ``variant``'s xướng order; ChanError for an unknown id."""
    pos = order_of(variant).pos
    if cid not in pos:
        raise ChanError("xuong.order.unknown_cuoc", cid=shown_value(cid), field="cuoc")
    return pos[cid]


def trap(trap_id: str) -> XuongTrap:
    """The trap ``trap_id`` of ``rules/xuong.yaml``; ChanError ``xuong.trap.missing``."""
    for t in load_rules().xuong.traps:
        if t.id == trap_id:
            return t
    raise ChanError("xuong.trap.missing", trap=trap_id, field="traps")


def bao_rules() -> dict[str, BaoXuongSaiReading]:
    """The readings of "báo + xướng sai" (``rules/payouts.yaml`` ``bao_xuong_sai``) by id."""
    return {e.id: e for e in load_rules().payouts.bao_xuong_sai}


def pays_rule(options: Options) -> str:
    """How báo players pay when the winner xướng sai: ``options.bao_xuong_sai`` (checked by
    :func:`~chan_core.options.make_options`), else the default reading."""
    return options.bao_xuong_sai or next(k for k, e in bao_rules().items() if e.default)
