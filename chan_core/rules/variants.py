"""Models of ``rules/variants.yaml``: variants, their điểm/dịch, gà and options.

Variants: ``classic`` (seeds 001/002) and ``sanhrong`` (seed 003). Scoring
reading (SPEC): one cước → its điểm; several → the highest điểm once + the
dịch of every other occurrence; gà adds gà-count × ``ga_points``. A gà
requirement ``bach_thu`` is also met by ``bach_thu_chi`` (001 §VIII).

English (issue 15): every prose field a learner reads (names, descriptions, notes) carries
its twin ``<field>_en`` in the YAML (:class:`~chan_core.rules.base.TwinTexts`; each model's
``TEXTS`` lists them); read with ``words.text_of(obj, 'name')``.
"""
from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from chan_core.rules.base import RulesModel, Source

GaMode = Literal["rong", "hep"]
BaoXuongSai = Literal["theo_002", "theo_001"]


class PointSpec(RulesModel):
    """Điểm and dịch of one cước in one variant (``note`` where decided, twin ``note_en``)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("note",)

    diem: int = Field(ge=0)
    dich: int = Field(ge=0)
    note: str = ""


class GaCombo(RulesModel):
    """One gà combination.

    ``requires``: cước ids that must all be present (``bach_thu`` is also met
    by ``bach_thu_chi``); ``ga``: number of gà it gives (the option named in
    ``option`` may override it, e.g. ``chi_bach_thu_ga`` = 1 or 2); ``mode``:
    counted under gà ``rong``, ``hep`` or ``both``; ``option``: name of the
    Options flag that turns it on/off (bool) or sets its value (int), or None.
    ``name`` (the cước names of the combination) and ``note`` have English twins
    ``name_en``/``note_en`` (the cước names stay Vietnamese inside them).
    """

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "note")

    id: str
    name: str
    requires: list[str] = Field(min_length=1)
    ga: int = Field(ge=1)
    mode: Literal["rong", "hep", "both"]
    option: str | None = None
    source: Source
    note: str = ""


class VariantDefaults(RulesModel):
    """Default options of a variant (every variant understands every one).

    ``ga`` play with gà; ``ga_mode`` rộng/hẹp; ``ga_points`` điểm per gà;
    ``chi_bach_thu_ga`` 1 or 2 gà for chì bạch thủ (002); ``bach_thu_chi_ga``
    bạch thủ chi gives a gà (001 "có nơi ko chơi"); ``u_xuong_allowed`` the
    làng allows ù xuông (001 §V.1); ``bao_xuong_sai`` which seed's reading of
    "the winner xướng sai while someone is báo" applies (see payouts.yaml).
    """

    ga: bool
    ga_mode: GaMode
    ga_points: int = Field(ge=0)
    chi_bach_thu_ga: Literal[1, 2]
    bach_thu_chi_ga: bool
    u_xuong_allowed: bool
    bao_xuong_sai: BaoXuongSai


class VariantOption(RulesModel):
    """Description of one option for the UI: ``id`` (a VariantDefaults field),
    ``name``, ``type`` (``bool``/``choice``/``int``), ``choices``, ``description``;
    ``name`` and ``description`` have English twins ``name_en``/``description_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "description")

    id: str
    name: str
    type: Literal["bool", "choice", "int"]
    choices: list[str | int] = Field(default_factory=list)
    description: str
    source: Source


class Variant(RulesModel):
    """One variant: ``name``, ``description``, ``source``, ``points``
    {cước id: PointSpec} (every cước of the variant, no other), ``ga`` list of
    :class:`GaCombo`, ``defaults`` (:class:`VariantDefaults`), ``dich_rule``
    (text, when dịch follows a formula), ``note``; English twins ``name_en``,
    ``description_en``, ``dich_rule_en``, ``note_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "description", "dich_rule", "note")

    name: str
    description: str
    source: Source
    dich_rule: str = ""
    points: dict[str, PointSpec]
    ga: list[GaCombo]
    defaults: VariantDefaults
    note: str = ""

    def point(self, cuoc_id: str) -> PointSpec:
        """The điểm/dịch of ``cuoc_id``; ChanError if the variant has no such cước."""
        from chan_core.errors import ChanError, shown

        if isinstance(cuoc_id, str) and cuoc_id in self.points:
            return self.points[cuoc_id]
        raise ChanError("rules.unknown.variant_cuoc", variant=self.name, id=shown(cuoc_id), field="cuoc")


class VariantsFile(RulesModel):
    """``rules/variants.yaml``: ``options`` (descriptions) and ``variants`` {id: Variant}."""

    options: list[VariantOption]
    variants: dict[str, Variant]
