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
from dataclasses import dataclass, fields, replace

from chan_core.errors import ChanError, nearest, quoted_hint, shown
from chan_core.i18n import N_, _

DEFAULT_VARIANT = "classic"
MAX_INT_OPTION = 1000
"""Upper bound of an integer option (``ga_points``): no table plays more than
1000 điểm a gà (seed 001 §VIII says "thường là 5 điểm"); the bound keeps a
typo such as a thousand-digit ``ga_points`` from producing unprintable totals."""
GA_MODES = ("rong", "hep")

# name → (Python type, Vietnamese description used in error messages — a msgid, shown through _())
_SPEC: dict[str, tuple[type, str]] = {
    "ga": (bool, N_("chơi gà (true/false)")),
    "ga_mode": (str, N_("kiểu gà: rong (gà rộng) hoặc hep (gà hẹp)")),
    "ga_points": (int, N_("số điểm mỗi gà (số nguyên từ 0 đến 1000)")),
    "chi_bach_thu_ga": (int, N_("số gà của chì bạch thủ: 1 hoặc 2")),
    "bach_thu_chi_ga": (bool, N_("bạch thủ chi có tính gà không (true/false)")),
    "u_xuong_allowed": (bool, N_("làng có cho ù xuông không (true/false)")),
    "bao_xuong_sai": (str, N_("cách người bị báo trả tiền khi người ù xướng sai")),
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

    def as_dict(self) -> dict:
        """The options as a plain dict (``variant`` included)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def with_(self, **changes) -> "Options":
        """A copy with some options changed, each checked like in :func:`make_options`."""
        variant = changes.pop("variant", self.variant)
        if variant != self.variant:
            return make_options(variant, changes)
        checked = {}
        for name, value in changes.items():
            if name not in _SPEC:
                raise ChanError(_("Không có tùy chọn «{name}» (các tùy chọn: {known}).").format(
                    name=shown(name), known=", ".join(OPTION_NAMES)), field=f"options.{shown(name)}")
            checked[name] = _check(name, value, "options")
        return replace(self, **checked)


OPTION_NAMES: tuple[str, ...] = tuple(_SPEC)


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
    typ, desc = _SPEC[name]
    bad = ChanError(_("Tùy chọn «{name}» = «{value}» không hợp lệ: cần {need}{hint}.").format(
        name=name, value=shown(value), need=_(desc), hint=quoted_hint(value)), field=f"{where}.{name}")
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
            raise ChanError(
                _("Tùy chọn «{name}» = «{value}» không hợp lệ: chỉ có {choices}.").format(
                    name=name, value=shown(value), choices=", ".join(map(str, choices))),
                field=f"{where}.{name}",
            )
    return value


@functools.lru_cache(maxsize=64)
def _variant_defaults(variant: str) -> Options:
    from chan_core.rules import load_rules

    variants = load_rules().variants
    if variant not in variants:
        known = ", ".join(variants)
        raise ChanError(_("Không có biến thể luật «{variant}» (có: {known}).").format(
            variant=shown(variant), known=known), field="variant")
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
        raise ChanError(_("Biến thể luật phải là một tên (classic, sanhrong …), không phải «{value}».").format(
            value=shown(variant)), field="variant")
    if options is None:
        options = {}
    if not isinstance(options, Mapping):
        raise ChanError(_("«options» phải là một bảng tên: giá trị."), field="options")
    inner = options.get("variant")
    if inner is not None and not isinstance(inner, str):
        raise ChanError(_("«options.variant» phải là một tên (classic, sanhrong …), không phải «{value}».").format(
            value=shown(inner)), field="options.variant")
    if inner is not None and inner != variant:
        if variant == DEFAULT_VARIANT:
            variant = inner
        else:
            raise ChanError(_("«options.variant» = «{inner}» khác «variant» = «{variant}».").format(
                inner=shown(inner), variant=shown(variant)), field="options.variant")
    base = _variant_defaults(variant)
    changes = {}
    for name, value in options.items():
        if name == "variant":
            continue
        if name not in _SPEC:
            known = ", ".join(OPTION_NAMES)
            near = nearest(name, OPTION_NAMES)
            text = (_("Không có tùy chọn «{name}» (các tùy chọn: {known}). Có phải «{near}»?") if near
                    else _("Không có tùy chọn «{name}» (các tùy chọn: {known})."))
            raise ChanError(text.format(name=shown(name), known=known, near=near), field=f"options.{shown(name)}")
        changes[name] = _check(name, value, "options")
    return replace(base, **changes) if changes else base
