"""Variant + house rules of one table: the :class:`Options` object (seed 001 §V.1, §VIII; 002 "Gà").

Each variant's defaults are in ``rules/variants.yaml``; a scenario's ``options`` override them one by
one: ``ga``, ``ga_mode``, ``ga_points``, ``chi_bach_thu_ga``, ``bach_thu_chi_ga``, ``u_xuong_allowed``,
``bao_xuong_sai``.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace

from chan_core.errors import ChanError, nearest, quoted_value, shown, shown_value
from chan_core.facts import Fact

DEFAULT_VARIANT = "classic"
MAX_INT_OPTION = 1000  # no table plays 1000 điểm a gà (001 §VIII: "thường là 5 điểm")
GA_MODES = ("rong", "hep")

@dataclass(frozen=True, slots=True)
class Options:
    """The variant and house rules one win is scored under (hashable); build it with :func:`make_options`."""

    variant: str = DEFAULT_VARIANT
    ga: bool = False
    ga_mode: str = "rong"
    ga_points: int = 5
    chi_bach_thu_ga: int = 1
    bach_thu_chi_ga: bool = True
    u_xuong_allowed: bool = True
    bao_xuong_sai: str | None = None
    _hash: int | None = field(default=None, init=False, repr=False, compare=False)

    def __hash__(self) -> int:
        """Hashed once (Options keys the rules caches on every hot path)."""
        h = self._hash
        if h is None:
            h = hash(tuple(getattr(self, f.name) for f in fields(self) if f.compare))
            object.__setattr__(self, "_hash", h)
        return h

    def __reduce__(self):
        # Pickled by value, never with the hash (another process hashes strings differently).
        return (type(self), tuple(getattr(self, f.name) for f in fields(self) if f.init))

    def as_dict(self) -> dict:
        """The options as a plain dict (``variant`` included)."""
        return {f.name: getattr(self, f.name) for f in fields(self) if f.init}


# option name → its Python type (the default's; bao_xuong_sai, None by default, is a rule id); what each
# needs is the fact ``options.need.<name>`` (words/phrases/scoring.py)
_SPEC: dict[str, type] = {f.name: type(f.default) if f.default is not None else str
                          for f in fields(Options) if f.init and f.name != "variant"}
OPTION_NAMES: tuple[str, ...] = tuple(_SPEC)


def variant_ids() -> tuple[str, ...]:
    """The variant ids of ``rules/variants.yaml``."""
    from chan_core.rules import load_rules

    return tuple(load_rules().variants)


def _check(name: str, value):
    """``value`` of the option ``name`` (``options.unknown``, ``options.bad_value``, ``options.bad_choice``)."""
    from chan_core.rules import load_rules

    if name not in _SPEC:
        raise ChanError("options.unknown", name=shown_value(name), known=OPTION_NAMES,
                        near=nearest(name, OPTION_NAMES), field=f"options.{shown(name)}")
    typ = _SPEC[name]
    ok = isinstance(value, typ) and not (typ is int and (isinstance(value, bool) or not 0 <= value <= MAX_INT_OPTION))
    if not ok or (name == "ga_mode" and value not in GA_MODES) or (name == "chi_bach_thu_ga" and value not in (1, 2)):
        raise ChanError("options.bad_value", name=name, value=shown_value(value), need=Fact(f"options.need.{name}"),
                        hint=quoted_value(value), field=f"options.{name}")
    choices = next((o.choices for o in load_rules().variant_options if o.id == name), ())
    if choices and value not in choices:
        raise ChanError("options.bad_choice", name=name, value=shown_value(value),
                        choices=tuple(map(str, choices)), field=f"options.{name}")
    return value


@functools.lru_cache(maxsize=64)
def _variant_defaults(variant: str) -> Options:
    from chan_core.rules import load_rules

    variants = load_rules().variants
    if variant not in variants:
        raise ChanError("options.variant.unknown", variant=shown_value(variant), known=tuple(variants),
                        field="variant")
    return Options(variant=variant, **variants[variant].defaults.model_dump())  # checked by the rules' model


def make_options(variant: str | None = None, options: Mapping | None = None) -> Options:
    """The :class:`Options` of a scenario's ``variant`` (``None`` → classic) and ``options`` (a ``variant``
    key inside must agree); :class:`ChanError` (field ``variant`` or ``options.<name>``) on a bad one."""
    if variant is None:
        variant = DEFAULT_VARIANT
    if not isinstance(variant, str):
        raise ChanError("options.variant.not_name", value=shown_value(variant), field="variant")
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        raise ChanError("options.not_mapping", field="options")
    inner = options.get("variant")
    if inner is not None and not isinstance(inner, str):
        raise ChanError("options.inner_variant.not_name", value=shown_value(inner), field="options.variant")
    if inner is not None and inner != variant:
        if variant == DEFAULT_VARIANT:
            variant = inner
        else:
            raise ChanError("options.inner_variant.differs", inner=shown_value(inner), variant=shown_value(variant),
                            field="options.variant")
    base = _variant_defaults(variant)
    changes = {name: _check(name, value) for name, value in options.items() if name != "variant"}
    return replace(base, **changes) if changes else base
