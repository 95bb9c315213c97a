"""Rule options of Mậu binh (``rules/mau_binh.yaml`` ``options``; defaults come from there).

Where seed 004 is silent (what a special hand wins, their ranking, house bonuses) the reading is an option."""
from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field, fields

from chan_core.facts import Fact
from chan_core.errors import ChanError, shown_value, unknown_field
from mau_binh.rules import load_rules


@dataclass(frozen=True)
class Options:
    """The rule options (see ``rules/mau_binh.yaml`` ``options`` for each); build with :func:`make_options`."""

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
        return {f.name: getattr(self, f.name) for f in fields(self)} | {"bonuses": sorted(self.bonuses)}


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
    """:class:`Options` from the YAML defaults, then ``values`` (a scenario's ``options``), then ``overrides``.
    ChanError naming an unknown option (and the nearest one) or a value of the wrong type/range."""
    rules = load_rules()
    specs = {o.id: o for o in rules.options}
    out: dict[str, object] = {o.id: frozenset(o.default) if o.type == "list" else o.default for o in rules.options}
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


@functools.cache
def default_options() -> Options:
    """The options every default answer uses (the YAML defaults)."""
    return make_options()
