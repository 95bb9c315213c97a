"""Models of ``rules/cuoc.yaml``: the 25 cước (seed 001 §V); điểm and dịch are per variant (``variants.yaml``)."""
from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from chan_core.rules.base import Gloss, RulesModel, Source, Sourced

XuongGroup = Literal["dau", "u", "bai", "co"]  # xướng groups in order (001 §V): thông/chì, kiểu ù, bài, "có …"


class Cuoc(Sourced):
    """One cước (001 §V): ``xuong_word`` said for it alone; ``u_part`` (group ``u`` only) joined to the one
    "ù", after it when ``u_after``; ``replaces``: cước it stands for in a xướng; ``excludes``: cước never in
    the same win (symmetric); ``name`` stays Vietnamese in every language, ``gloss_en`` beside it."""

    TEXTS: ClassVar[tuple[str, ...]] = ("definition", "note")

    id: str
    name: str
    gloss_en: Gloss
    aliases: list[str] = Field(default_factory=list)
    definition: str
    xuong_word: str
    u_part: str | None = None
    u_after: bool = False
    group: XuongGroup
    order: int = Field(ge=1)
    countable: bool
    max_count: int = Field(ge=1)
    replaces: list[str] = Field(default_factory=list)
    excludes: list[str] = Field(default_factory=list)
    variants: list[str]


class CuocFile(RulesModel):
    """``rules/cuoc.yaml``."""

    source: Source
    cuoc: list[Cuoc]
