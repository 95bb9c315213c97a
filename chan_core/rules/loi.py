"""Models of ``rules/loi.yaml``: the 18 lỗi (seed 001 §IV), penalty classes (001 §VII, 002 §VI), bỏ ù.

A lỗi's or penalty's name stays Vietnamese in every language, with a short English ``gloss_en``.
"""
from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from chan_core.rules.base import GLOSS_MAX, Described, Gloss, RulesModel, Source, Sourced  # noqa: F401  (re-exported)

LoiGroupId = Literal["0", "A", "B", "C", "D"]
Penalty = Literal["nghi_an_tien", "u_bao", "bao"]

class LoiGroup(Described):
    """A group of lỗi (``'0'``, A–D) with a title ``name`` and a ``description``."""

    id: LoiGroupId


class PenaltyClass(Sourced):
    """A penalty class; ``name`` is the game's term ("Ù báo"); ``on_u``: it falls only on a later ù of the player,
    when the làng checks the winner's cards (nghỉ ăn tiền, ù báo: 001 §VII)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("description", "note")

    id: Literal["nghi_an_tien", "u_bao", "bao", "u_lao"]
    name: str
    gloss_en: Gloss
    description: str
    on_u: bool = False


class _Fault(Sourced):
    """What a numbered lỗi and another fault share; ``name`` is Vietnamese in every language."""

    TEXTS: ClassVar[tuple[str, ...]] = ("rule", "note")

    name: str
    gloss_en: Gloss
    rule: str
    penalty: Penalty


class Loi(_Fault):
    """One numbered lỗi (001 §IV): ``number`` 0–17; ``example`` the seed's."""

    TEXTS: ClassVar[tuple[str, ...]] = ("rule", "example", "note")

    number: int = Field(ge=0, le=17)
    group: LoiGroupId
    example: str = ""


class OtherFault(_Fault):
    """A fault without a lỗi number (``bo_u`` "bỏ ù", 001 §VII)."""

    id: str


class ForbiddenMove(Sourced):
    """One line of seed 003's "Không được làm các hành động sau" mapped to lỗi numbers and other faults."""

    TEXTS: ClassVar[tuple[str, ...]] = ("text", "note")

    text: str
    loi: list[int] = Field(default_factory=list)
    other: list[str] = Field(default_factory=list)


class LoiFile(RulesModel):
    """``rules/loi.yaml``."""

    source: Source
    groups: list[LoiGroup]
    penalty_classes: list[PenaltyClass]
    loi: list[Loi]
    other: list[OtherFault]
    forbidden_moves: list[ForbiddenMove]
