"""Models of ``rules/loi.yaml``: the 18 lỗi (seed 001 §IV) and penalty classes.

Penalty classes (001 §VII, 002 §VI): ``nghi_an_tien`` (lỗi 0, 1, 2 and bỏ ù),
``u_bao`` (other lỗi found when the player ù: group A 3–5), ``bao`` (groups
B, C, D: caught at once), and ``u_lao`` (hô ù without a winning hand).
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from chan_core.rules.base import RulesModel, Source

LoiGroupId = Literal["0", "A", "B", "C", "D"]
Penalty = Literal["nghi_an_tien", "u_bao", "bao"]


class LoiGroup(RulesModel):
    """A group of lỗi: ``id`` ``'0'|A|B|C|D``, ``name``, ``description``."""

    id: LoiGroupId
    name: str
    description: str
    source: Source


class PenaltyClass(RulesModel):
    """A penalty class: ``id`` (``nghi_an_tien``, ``u_bao``, ``bao``, ``u_lao``),
    ``name``, ``description``, ``source``, ``note``."""

    id: Literal["nghi_an_tien", "u_bao", "bao", "u_lao"]
    name: str
    description: str
    source: Source
    note: str = ""


class Loi(RulesModel):
    """One numbered lỗi (001 §IV): ``number`` 0–17, ``group``, ``name``,
    ``rule``, ``example`` (the seed's, '' when it gives none), ``note``,
    ``penalty`` (a :data:`Penalty`), ``source``."""

    number: int = Field(ge=0, le=17)
    group: LoiGroupId
    name: str
    rule: str
    example: str = ""
    note: str = ""
    penalty: Penalty
    source: Source


class OtherFault(RulesModel):
    """A fault without a lỗi number (``bo_u`` "bỏ ù", 001 §VII)."""

    id: str
    name: str
    rule: str
    note: str = ""
    penalty: Penalty
    source: Source


class ForbiddenMove(RulesModel):
    """One line of seed 003's "Không được làm các hành động sau", mapped to
    lỗi numbers (``loi``) and/or other faults (``other``: OtherFault ids)."""

    text: str
    loi: list[int] = Field(default_factory=list)
    other: list[str] = Field(default_factory=list)
    note: str = ""
    source: Source


class LoiFile(RulesModel):
    """``rules/loi.yaml``."""

    source: Source
    groups: list[LoiGroup]
    penalty_classes: list[PenaltyClass]
    loi: list[Loi]
    other: list[OtherFault]
    forbidden_moves: list[ForbiddenMove]
