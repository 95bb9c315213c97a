"""Models of ``rules/decisions.yaml``: each place where the seeds disagree or
are silent, what each seed says, and the reading the app uses."""
from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from chan_core.rules.base import RulesModel


class Decision(RulesModel):
    """One decision: ``id``, ``topic``, ``seeds`` {seed number: what it says},
    ``chosen`` (the reading used), ``why``, ``where`` (rules files holding
    it), ``option`` (the variant option that switches reading, or None). ``game``: ``chan``
    (default) or ``mau_binh`` — a Mậu binh house rule: ``where`` is ``mau_binh.yaml``, ``option``
    an option of that file (checked by :func:`mau_binh.rules.crossref`, which cites it back)."""

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
    """``rules/decisions.yaml``: the list ``decisions``."""

    decisions: list[Decision]
