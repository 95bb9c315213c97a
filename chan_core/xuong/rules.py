"""Xướng rules data: the cước table, the xướng order of each variant, the traps, the báo readings.

From ``rules/cuoc.yaml`` (``xuong_word``, ``u_part``, ``u_after``, ``group``), ``rules/xuong.yaml``
(``orders``, ``traps``) and ``rules/payouts.yaml`` (``bao_xuong_sai``). Seed 001 §V "thứ tự
xướng", §VII; seed 003 "Xướng ù".
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass

from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from chan_core.options import Options, variant_ids

VERDICTS = ("dung", "thieu", "sai")
GROUPS = ("dau", "u", "bai", "co")
XUONG = "xuong"
BACH_THU = "bach_thu"
BACH_THU_CHI = "bach_thu_chi"
SRC_ORDER = Fact("xuong.source.order")
SRC_SAI = Fact("xuong.source.sai")
"""Seed citations put in the reasons (facts: «001 §V, thứ tự xướng», «001 §VII, xướng sai, xướng thiếu»)."""


def verdict_fact(verdict: str) -> Fact:
    """``'thieu'`` → ``Fact('xuong.verdict.thieu')`` (said «Xướng thiếu», English «Xướng thiếu
    (incomplete)»); an unknown id → ``Fact('text', text=verdict)`` (said as it is)."""
    return Fact(f"xuong.verdict.{verdict}") if verdict in VERDICTS else Fact("text", text=str(verdict))


# ---------------------------------------------------------------- rules data
@dataclass(frozen=True)
class _CuocInfo:
    id: str
    name: str
    word: str
    group: str
    order: int
    countable: bool
    max_count: int
    replaces: tuple[str, ...]
    u_part: str | None
    u_after: bool
    variants: tuple[str, ...]


def _get(obj, name, default=None):
    if isinstance(obj, Mapping):
        return obj.get(name, default)
    return getattr(obj, name, default)


def _cuoc_table() -> dict[str, _CuocInfo]:
    from chan_core.rules import load_rules

    out = {}
    for c in load_rules().cuoc:
        out[c.id] = _CuocInfo(
            id=c.id, name=c.name, word=c.xuong_word, group=c.group, order=int(c.order),
            countable=bool(c.countable), max_count=int(c.max_count), replaces=tuple(c.replaces or ()),
            u_part=_get(c, "u_part"), u_after=bool(_get(c, "u_after", False)), variants=tuple(c.variants),
        )
    return out


@functools.cache
def cuoc_info() -> dict[str, _CuocInfo]:
    """Per cước id: name, xướng word, group, order, count limits (from ``rules/cuoc.yaml``, cached)."""
    return _cuoc_table()


def _group_rank(group: str) -> int:
    return GROUPS.index(group)


def xuong_rules():
    """``rules/xuong.yaml`` as loaded by ``load_rules().xuong`` (groups,
    per-variant ``orders``, ``rules``, ``verdicts``, ``traps``)."""
    from chan_core.rules import load_rules

    return load_rules().xuong


@dataclass(frozen=True)
class _Order:
    pos: dict          # cuoc id -> (step index, index in step)
    prefix: dict       # cuoc id -> word said before it ('có' or '')
    u_first: bool      # a bare "ù" (no kind of ù said) opens the xướng (003) instead of following thông, chì (001)


_ORDERS: dict[str, _Order] = {}
def order_of(variant: str) -> _Order:
    """The xướng order of ``variant`` from ``rules/xuong.yaml`` ``orders`` (cached);
    a variant without its own order uses the classic one (001 §V). Raises
    :class:`ChanError` ``options.variant.unknown`` (field ``variant``) for a variant
    ``rules/variants.yaml`` does not have."""
    if variant in _ORDERS:
        return _ORDERS[variant]
    if variant not in variant_ids():
        raise ChanError("options.variant.unknown", variant=shown_value(variant), known=variant_ids(),
                        field="variant")
    orders = list(_get(xuong_rules(), "orders") or [])
    o = next((o for o in orders if _get(o, "variant") == variant), None) or next(
        (o for o in orders if _get(o, "variant") == "classic"), None)
    pos, prefix = {}, {}
    if o is not None:
        for i, step in enumerate(_get(o, "steps") or []):
            for j, cid in enumerate(_get(step, "cuoc") or []):
                pos[cid] = (i, j)
                prefix[cid] = _get(step, "prefix") or ""
    for cid, c in cuoc_info().items():  # anything the order leaves out: by group, then order
        if cid not in pos:
            pos[cid] = (100 + _group_rank(c.group), c.order)
            prefix[cid] = "có" if c.group == "co" else ""
    res = _Order(pos, prefix, bool(_get(o, "u_first", False)) if o is not None else False)
    _ORDERS[variant] = res
    return res
def sort_key(cid: str, variant: str = "classic") -> tuple[int, int]:
    """Canonical position of a cước in ``variant``'s xướng order (``rules/xuong.yaml``):
    ``(step, place in the step)``. Raises :class:`ChanError` for an unknown cước id or variant."""
    pos = order_of(variant).pos
    if cid not in pos:
        raise ChanError("xuong.order.unknown_cuoc", cid=shown_value(cid), field="cuoc")
    return pos[cid]


def trap(trap_id: str):
    """The trap ``trap_id`` of ``rules/xuong.yaml`` (``verdict``, ``explanation`` and its English
    twin, ``source`` {seed, section}). Raises :class:`ChanError` ``xuong.trap.missing``."""
    for t in _get(xuong_rules(), "traps") or []:
        if _get(t, "id") == trap_id:
            return t
    raise ChanError("xuong.trap.missing", trap=trap_id, field="traps")


def trap_verdict(trap_id: str) -> str:
    """The verdict (``dung``/``thieu``/``sai``) the trap ``trap_id`` gives (``rules/xuong.yaml``)."""
    return _get(trap(trap_id), "verdict")


def bao_rules() -> dict[str, object]:
    """The readings of "báo + xướng sai" in ``rules/payouts.yaml`` (``bao_xuong_sai``):
    id → entry with ``name``, ``default``, ``players_2``, ``players_3_4``, ``source``."""
    from chan_core.rules import load_rules

    return {_get(e, "id"): e for e in _get(load_rules().payouts, "bao_xuong_sai") or []}


BAO_RULES = ("theo_002", "theo_001")  # the two readings payments() implements


def pays_rule(options: Options) -> str:
    """How báo players pay when the winner xướng sai: ``theo_002`` or ``theo_001``.

    ``options.bao_xuong_sai`` when set, else the entry marked ``default`` in
    ``rules/payouts.yaml``. Raises :class:`ChanError` ``xuong.bao_rule.unknown`` for an unknown value.
    """
    rules = bao_rules()
    v = options.bao_xuong_sai or next((k for k, e in rules.items() if _get(e, "default")), None)
    if v not in BAO_RULES or (rules and v not in rules):
        raise ChanError("xuong.bao_rule.unknown", value=shown_value(v), choices=BAO_RULES,
                        field="options.bao_xuong_sai")
    return v
