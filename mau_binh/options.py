"""Rule options of Mậu binh (``rules/mau_binh.yaml`` ``options``; defaults come from there).

Where seed 004 is silent (what a special hand wins, their ranking, house bonuses) the reading is an option."""
from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, fields

from chan_core.facts import Fact
from chan_core.errors import ChanError, in_field, shown_value, unknown_field
from mau_binh.rules import load_rules


@dataclass(frozen=True)
class Options:
    """The rule options (see ``rules/mau_binh.yaml`` ``options`` for each); build with :func:`make_options`."""

    special_hands: bool
    special_ranking: str
    special_points: int
    sap_ham: bool
    bonuses: frozenset[str]
    bonus_at: bool
    sap_ham_lung: bool
    sap_lang: bool
    sanh_rong: int
    nam_doi_mot_xam: str

    def as_dict(self) -> dict:
        """The options as plain JSON values (``bonuses`` sorted)."""
        return {f.name: getattr(self, f.name) for f in fields(self)} | {"bonuses": sorted(self.bonuses)}


def make_options(values: Mapping | None = None, **overrides: object) -> Options:
    """:class:`Options` from the YAML defaults, then ``values`` (a scenario's ``options``), then ``overrides``.
    ChanError naming an unknown option (and the nearest one) or a value of the wrong type/range."""
    rules = load_rules()
    specs = {o.id: o for o in rules.options}
    out: dict[str, object] = {o.id: o.value(o.default) for o in rules.options}
    if values is not None and not isinstance(values, Mapping):
        raise ChanError("mau_binh.options.not_mapping", value=shown_value(values), field="options")
    for k, v in {**(values or {}), **overrides}.items():
        if k not in specs:
            raise unknown_field(k, specs, Fact("where.mau_binh_options")).with_context(field="options")
        with in_field("options"):
            out[k] = specs[k].value(v)
    return Options(**out)  # type: ignore[arg-type]


@functools.cache
def default_options() -> Options:
    """The options every default answer uses (the YAML defaults)."""
    return make_options()
