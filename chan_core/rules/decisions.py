"""Models of ``rules/decisions.yaml``: each place where the seeds disagree or
are silent, what each seed says, and the reading the app uses."""
from __future__ import annotations

from typing import ClassVar

from pydantic import Field

from chan_core.rules.base import RulesModel


class Decision(RulesModel):
    """One decision: ``id``, ``topic``, ``seeds`` {seed number: what it says},
    ``chosen`` (the reading used), ``why``, ``where`` (rules files holding
    it), ``option`` (the variant option that switches reading, or None)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("topic", "seeds", "chosen", "why")

    id: str
    topic: str
    seeds: dict[str, str] = Field(min_length=1)
    chosen: str
    why: str
    where: list[str] = Field(min_length=1)
    option: str | None = None


class DecisionsFile(RulesModel):
    """``rules/decisions.yaml``: the list ``decisions``."""

    decisions: list[Decision]
