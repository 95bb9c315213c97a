"""Rule options of Mậu binh (``rules/mau_binh.yaml`` ``options``; defaults come from there).

Seed 004 is silent on what a special hand wins, how special hands rank
among themselves, and on every house bonus; each of those readings is an
option here (``decisions`` in the YAML say which and why).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from chan_core.facts import Fact
from chan_core.errors import ChanError, shown_value, unknown_field
from mau_binh.rules import load_rules


@dataclass(frozen=True)
class Options:
    """``special_hands`` (count mậu binh at all), ``special_ranking`` (``theo_seed`` |
    ``thong_dung``), ``special_points`` (what a special hand wins from each opponent),
    ``sap_ham`` (all three chi won against one opponent → ×2), ``bonuses`` (house bonus
    ids switched on); house rules of issue 28: ``bonus_at`` (the bonuses' ace tier),
    ``sap_ham_lung`` (a lủng opponent is doubled under sập hầm), ``sap_lang`` (all three chi won
    against every opponent at 3–4 players → ×4), ``sanh_rong`` (points of a sảnh rồng; 0 = an
    ordinary hand), ``nam_doi_mot_xam`` (``sau_doi`` | ``tren_sau_doi``). Build with
    :func:`make_options`."""

    special_hands: bool = True
    special_ranking: str = "theo_seed"
    special_points: int = 3
    sap_ham: bool = False
    bonuses: frozenset[str] = field(default_factory=frozenset)
    bonus_at: bool = False
    sap_ham_lung: bool = True
    sap_lang: bool = False
    sanh_rong: int = 0
    nam_doi_mot_xam: str = "sau_doi"

    def as_dict(self) -> dict:
        """The options as plain JSON values (``bonuses`` sorted)."""
        return {"special_hands": self.special_hands, "special_ranking": self.special_ranking,
                "special_points": self.special_points, "sap_ham": self.sap_ham, "bonuses": sorted(self.bonuses),
                "bonus_at": self.bonus_at, "sap_ham_lung": self.sap_ham_lung, "sap_lang": self.sap_lang,
                "sanh_rong": self.sanh_rong, "nam_doi_mot_xam": self.nam_doi_mot_xam}


def _value(spec, raw: object, name: str) -> object:
    if spec.type == "bool":
        if not isinstance(raw, bool):
            raise ChanError("mau_binh.option.bool", name=name, value=shown_value(raw), field=name)
        return raw
    if spec.type == "int":
        if not isinstance(raw, int) or isinstance(raw, bool):
            raise ChanError("mau_binh.option.int", name=name, value=shown_value(raw), field=name)
        if (spec.min is not None and raw < spec.min) or (spec.max is not None and raw > spec.max):
            raise ChanError("mau_binh.option.range", name=name, min=spec.min, max=spec.max, value=shown_value(raw),
                            field=name)
        return raw
    if spec.type == "choice":
        if not isinstance(raw, str) or raw not in spec.choices:
            raise ChanError("mau_binh.option.choice", name=name, choices=tuple(spec.choices), value=shown_value(raw),
                            field=name)
        return raw
    items = [raw] if isinstance(raw, str) else raw
    if not isinstance(items, (list, tuple, set, frozenset)):
        raise ChanError("mau_binh.option.list", name=name, choices=tuple(spec.choices), value=shown_value(raw),
                        field=name)
    for x in items:
        if not isinstance(x, str) or x not in spec.choices:
            raise ChanError("mau_binh.option.list_item", name=name, value=shown_value(x), choices=tuple(spec.choices),
                            field=name)
    return frozenset(items)


def make_options(values: Mapping | None = None, **overrides: object) -> Options:
    """:class:`Options` from the YAML defaults, then ``values`` (a scenario's ``options``
    mapping), then keyword ``overrides``. Raises :class:`ChanError` naming an unknown
    option (and the nearest known one) or a value of the wrong type/range."""
    rules = load_rules()
    specs = {o.id: o for o in rules.options}
    out: dict[str, object] = {}
    for o in rules.options:
        out[o.id] = frozenset(o.default) if o.type == "list" else o.default
    given: dict = {}
    if values is not None:
        if not isinstance(values, Mapping):
            raise ChanError("mau_binh.options.not_mapping", value=shown_value(values), field="options")
        given.update(values)
    given.update(overrides)
    for k, v in given.items():
        if k not in specs:
            raise unknown_field(k, specs, Fact("where.mau_binh_options")).with_context(field="options")
        try:
            out[k] = _value(specs[k], v, k)
        except ChanError as e:
            raise e.with_context(field="options") from None
    return Options(**out)  # type: ignore[arg-type]


DEFAULT = None


def default_options() -> Options:
    """The options every default answer uses (the YAML defaults)."""
    global DEFAULT
    if DEFAULT is None:
        DEFAULT = make_options()
    return DEFAULT
