"""Models of ``rules/decisions.yaml``: where the seeds disagree or are silent, and the reading the app uses."""
from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from chan_core.rules.base import RulesModel


class Decision(RulesModel):
    """One decision: ``seeds`` {seed: what it says}, the reading ``chosen``, ``where`` (rules files), ``option``
    switching it; ``game`` ``mau_binh``: a Mậu binh house rule (checked by :func:`mau_binh.rules.crossref`)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("topic", "seeds", "chosen", "why")

    id: str
    topic: str
    seeds: dict[str, str] = Field(min_length=1)
    chosen: str
    why: str
    where: list[str] = Field(min_length=1)
    option: str | None = None
    game: Literal["chan", "mau_binh"] = "chan"


class DecisionsFile(RulesModel):
    """``rules/decisions.yaml``."""

    decisions: list[Decision]
