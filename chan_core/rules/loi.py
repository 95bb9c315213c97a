"""Models of ``rules/loi.yaml``: the 18 lỗi (seed 001 §IV) and penalty classes.

Penalty classes (001 §VII, 002 §VI): ``nghi_an_tien`` (lỗi 0, 1, 2 and bỏ ù),
``u_bao`` (other lỗi found when the player ù: group A 3–5), ``bao`` (groups
B, C, D: caught at once), and ``u_lao`` (hô ù without a winning hand).

English (issue 15): every prose field a learner reads carries its twin ``<field>_en``
in the YAML (:class:`~chan_core.rules.base.TwinTexts`; each model's ``TEXTS`` lists
them; read with ``words.text_of(obj, 'rule')``). The names of a lỗi, a penalty class and bỏ ù are
the game's own words and stay Vietnamese in every language; each has a short English
``gloss_en`` instead (required, not empty, at most :data:`GLOSS_MAX` characters, no
final full stop), shown beside the name on English pages.
"""
from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field, field_validator

from chan_core.rules.base import GLOSS_MAX, RulesModel, Source, check_gloss  # noqa: F401  (re-exported)

LoiGroupId = Literal["0", "A", "B", "C", "D"]
Penalty = Literal["nghi_an_tien", "u_bao", "bao"]



class LoiGroup(RulesModel):
    """A group of lỗi: ``id`` ``'0'|A|B|C|D``, ``name`` (a title: "Ràng buộc với bài trên
    tay"), ``description``; both with English twins ``name_en``, ``description_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "description")

    id: LoiGroupId
    name: str
    description: str
    source: Source


class PenaltyClass(RulesModel):
    """A penalty class: ``id`` (``nghi_an_tien``, ``u_bao``, ``bao``, ``u_lao``),
    ``name`` (the game's term: "Ù báo"), ``gloss_en`` (its short English gloss),
    ``description``, ``source``, ``note``; twins ``description_en``, ``note_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("description", "note")

    id: Literal["nghi_an_tien", "u_bao", "bao", "u_lao"]
    name: str
    gloss_en: str
    description: str
    source: Source
    note: str = ""

    _gloss = field_validator("gloss_en")(check_gloss)


class Loi(RulesModel):
    """One numbered lỗi (001 §IV): ``number`` 0–17, ``group``, ``name`` (Vietnamese in
    every language: "Ăn treo tranh"), ``gloss_en`` (its short English gloss: "making a cạ
    when a chắn was possible"), ``rule``, ``example`` (the seed's, '' when it gives none),
    ``note``, ``penalty`` (a :data:`Penalty`), ``source``; twins ``rule_en``,
    ``example_en``, ``note_en`` (none for an empty text)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("rule", "example", "note")

    number: int = Field(ge=0, le=17)
    group: LoiGroupId
    name: str
    gloss_en: str
    rule: str
    example: str = ""
    note: str = ""
    penalty: Penalty
    source: Source

    _gloss = field_validator("gloss_en")(check_gloss)


class OtherFault(RulesModel):
    """A fault without a lỗi number (``bo_u`` "bỏ ù", 001 §VII): ``name`` (the game's term),
    ``gloss_en``, ``rule``, ``note`` (twins ``rule_en``, ``note_en``), ``penalty``, ``source``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("rule", "note")

    id: str
    name: str
    gloss_en: str
    rule: str
    note: str = ""
    penalty: Penalty
    source: Source

    _gloss = field_validator("gloss_en")(check_gloss)


class ForbiddenMove(RulesModel):
    """One line of seed 003's "Không được làm các hành động sau", mapped to
    lỗi numbers (``loi``) and/or other faults (``other``: OtherFault ids). ``text`` (seed
    003's line, also its id in messages) and ``note`` have twins ``text_en``, ``note_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("text", "note")

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
