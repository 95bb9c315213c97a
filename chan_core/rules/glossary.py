"""Models of ``rules/glossary.yaml``: every term the app uses."""
from __future__ import annotations

from pydantic import Field

from chan_core.rules.base import RulesModel, Source


class GlossaryTerm(RulesModel):
    """One term: ``id`` (ASCII), ``term`` (Vietnamese, unique), ``aliases``,
    ``definition``, ``see`` (other term ids), ``cuoc`` (a cước id, when the
    term is also a cước), ``loi`` (related lỗi numbers), ``source``, ``note``;
    ``alias_notes``: alias → where it comes from / how not to confuse it
    (every key must be one of ``aliases``)."""

    id: str
    term: str
    aliases: list[str] = Field(default_factory=list)
    alias_notes: dict[str, str] = Field(default_factory=dict)
    definition: str
    see: list[str] = Field(default_factory=list)
    cuoc: str | None = None
    loi: list[int] = Field(default_factory=list)
    source: Source
    note: str = ""


class GlossaryFile(RulesModel):
    """``rules/glossary.yaml``: ``source`` and ``terms``."""

    source: Source
    terms: list[GlossaryTerm]
