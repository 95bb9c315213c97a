"""Variant + house rules of one table: the :class:`Options` object.

Every scoring question is asked under one :class:`Options`: which variant
(``classic`` = seed 001/002, ``sanhrong`` = seed 003) and the house rules
("luật làng") the players agreed on. The defaults of each variant come from
``rules/variants.yaml`` (``defaults``); a scenario's ``options`` overrides
them one by one.

Options every variant understands (seed 001 §V.1, §VIII; seed 002 "Gà"):

==================  ========  =========================================================
name                type      meaning
==================  ========  =========================================================
``ga``              bool      play with gà (001 §VIII)
``ga_mode``         str       ``rong`` (gà rộng) or ``hep`` (gà hẹp) (001 §VIII)
``ga_points``       int ≥ 0   điểm per gà, "thường là 5 điểm" (001 §VIII)
``chi_bach_thu_ga`` 1 or 2    gà for "chì bạch thủ" ("2 gà, hoặc 1 gà, tùy chọn", 002)
``bach_thu_chi_ga`` bool      bạch thủ chi gives a gà ("có nơi ko chơi", 001 §VIII)
``u_xuong_allowed`` bool      a win with no cước is allowed ("tùy theo quy định của
                              làng", 001 §V.1)
``bao_xuong_sai``   str       what the báo players pay when the winner xướng sai
                              (read by the xướng grading; 001 §VII vs 002 §VI)
==================  ========  =========================================================

:func:`make_options` builds one from a scenario's ``variant``/``options``
and raises :class:`~chan_core.errors.ChanError` naming an unknown variant,
an unknown option or a bad value.
"""
from __future__ import annotations

import functools
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace

from chan_core.errors import ChanError, nearest, quoted_value, shown, shown_value
from chan_core.facts import Fact

DEFAULT_VARIANT = "classic"
MAX_INT_OPTION = 1000
"""Upper bound of an integer option (``ga_points``): no table plays more than
1000 điểm a gà (seed 001 §VIII says "thường là 5 điểm"); the bound keeps a
typo such as a thousand-digit ``ga_points`` from producing unprintable totals."""
GA_MODES = ("rong", "hep")

# name → Python type; what each needs is the fact ``options.need.<name>`` (words/phrases/scoring.py)
_SPEC: dict[str, type] = {
    "ga": bool,
    "ga_mode": str,
    "ga_points": int,
    "chi_bach_thu_ga": int,
    "bach_thu_chi_ga": bool,
    "u_xuong_allowed": bool,
    "bao_xuong_sai": str,
}


@dataclass(frozen=True, slots=True)
class Options:
    """The variant and house rules one win is scored under (hashable).

    Build it with :func:`make_options` (which starts from the variant's
    defaults in ``rules/variants.yaml``); the field defaults below are only
    the fallback when a variant's YAML leaves a key out.
    """

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
        """Hashed once (Options key the rules caches on every hot path)."""
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

    def with_(self, **changes) -> "Options":
        """A copy with some options changed, each checked like in :func:`make_options`."""
        variant = changes.pop("variant", self.variant)
        if variant != self.variant:
            return make_options(variant, changes)
        checked = {}
        for name, value in changes.items():
            if name not in _SPEC:
                raise ChanError("options.unknown", name=shown_value(name), known=OPTION_NAMES, near=None,
                                field=f"options.{_key(name)}")
            checked[name] = _check(name, value, "options")
        return replace(self, **checked)


OPTION_NAMES: tuple[str, ...] = tuple(_SPEC)


def _key(value: object) -> str:
    """A key as a field path names it: :func:`chan_core.errors.shown` (the text as typed; another
    value described as the error line has always written it)."""
    return shown(value)


def variant_ids() -> tuple[str, ...]:
    """The variant ids defined in ``rules/variants.yaml`` (``classic``, ``sanhrong`` …)."""
    from chan_core.rules import load_rules

    return tuple(load_rules().variants)


def _choices(name: str) -> tuple:
    from chan_core.rules import load_rules

    for o in getattr(load_rules(), "variant_options", ()) or ():
        if o.id == name:
            return tuple(o.choices)
    return ()


def _check(name: str, value, where: str):
    typ = _SPEC[name]
    bad = ChanError("options.bad_value", name=name, value=shown_value(value), need=Fact(f"options.need.{name}"),
                    hint=quoted_value(value), field=f"{where}.{name}")
    if typ is bool:
        if not isinstance(value, bool):
            raise bad
    elif typ is int:
        if isinstance(value, bool) or not isinstance(value, int) or value < 0 or value > MAX_INT_OPTION:
            raise bad
    elif typ is str:
        if not isinstance(value, str):
            raise bad
    if name == "ga_mode" and value not in GA_MODES:
        raise bad
    if name == "chi_bach_thu_ga" and value not in (1, 2):
        raise bad
    if name == "bao_xuong_sai":
        choices = _choices(name)
        if choices and value not in choices:
            raise ChanError("options.bad_choice", name=name, value=shown_value(value),
                            choices=tuple(map(str, choices)), field=f"{where}.{name}")
    return value


@functools.lru_cache(maxsize=64)
def _variant_defaults(variant: str) -> Options:
    from chan_core.rules import load_rules

    variants = load_rules().variants
    if variant not in variants:
        raise ChanError("options.variant.unknown", variant=shown_value(variant), known=tuple(variants),
                        field="variant")
    d = variants[variant].defaults
    raw = d if isinstance(d, Mapping) else d.model_dump()
    vals = {k: _check(k, v, "rules.variants.defaults") for k, v in raw.items() if k in _SPEC and v is not None}
    return Options(variant=variant, **vals)


def make_options(variant: str | None = None, options: Mapping | None = None) -> Options:
    """Build the :class:`Options` of a scenario.

    ``variant``: a variant id from ``rules/variants.yaml`` (``None`` →
    ``classic``). ``options``: the scenario's ``options`` mapping (may be
    ``None``); a ``variant`` key inside it is accepted when it agrees.
    Raises :class:`ChanError` (field ``variant`` or ``options.<name>``) on an
    unknown variant, an unknown option name (the message names it and lists
    the known ones) or a value of the wrong type/range.
    """
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
    changes = {}
    for name, value in options.items():
        if name == "variant":
            continue
        if name not in _SPEC:
            raise ChanError("options.unknown", name=shown_value(name), known=OPTION_NAMES,
                            near=nearest(name, OPTION_NAMES), field=f"options.{_key(name)}")
        changes[name] = _check(name, value, "options")
    return replace(base, **changes) if changes else base
