"""Models of ``rules/variants.yaml``: variants (``classic`` seeds 001/002, ``sanhrong`` 003), điểm/dịch, gà, options.

One cước scores its điểm; several: the highest điểm once + the dịch of every other; gà adds
gà-count × ``ga_points``; a gà requirement ``bach_thu`` is also met by ``bach_thu_chi`` (001 §VIII).
"""
from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from chan_core.rules.base import Described, RulesModel, Sourced

GaMode = Literal["rong", "hep"]
BaoXuongSai = Literal["theo_002", "theo_001"]


class PointSpec(RulesModel):
    """Điểm and dịch of one cước in one variant."""

    TEXTS: ClassVar[tuple[str, ...]] = ("note",)

    diem: int = Field(ge=0)
    dich: int = Field(ge=0)
    note: str = ""


class GaCombo(Sourced):
    """One gà combination: every cước of ``requires`` gives ``ga`` gà under ``mode``; ``option`` names the
    Options flag that turns it on/off or sets its value."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "note")

    id: str
    name: str
    requires: list[str] = Field(min_length=1)
    ga: int = Field(ge=1)
    mode: Literal["rong", "hep", "both"]
    option: str | None = None


class VariantDefaults(RulesModel):
    """Default options of a variant (described by :class:`VariantOption`)."""

    ga: bool
    ga_mode: GaMode
    ga_points: int = Field(ge=0)
    chi_bach_thu_ga: Literal[1, 2]
    bach_thu_chi_ga: bool
    u_xuong_allowed: bool
    bao_xuong_sai: BaoXuongSai


class VariantOption(Described):
    """One option for the UI: ``id`` (a VariantDefaults field), ``type``, ``choices``."""

    id: str
    type: Literal["bool", "choice", "int"]
    choices: list[str | int] = Field(default_factory=list)


class Variant(Sourced):
    """One variant: ``points`` {cước id: PointSpec} of every cước it has, ``ga`` combinations, ``defaults``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "description", "dich_rule", "note")

    name: str
    description: str
    dich_rule: str = ""
    points: dict[str, PointSpec]
    ga: list[GaCombo]
    defaults: VariantDefaults


class VariantsFile(RulesModel):
    """``rules/variants.yaml``."""

    options: list[VariantOption]
    variants: dict[str, Variant]
