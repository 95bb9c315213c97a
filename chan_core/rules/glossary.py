"""Models of ``rules/glossary.yaml``: every term the app uses."""
from __future__ import annotations

from typing import ClassVar

from pydantic import Field

from chan_core.rules.base import GLOSS_MAX, Gloss, RulesModel, Source, Sourced  # noqa: F401  (GLOSS_MAX re-exported)


class GlossaryTerm(Sourced):
    """One term (``term`` and ``aliases`` stay Vietnamese, ``gloss_en`` beside them); ``lesson``: the lesson
    that introduces it (``None``: reference only); ``match``: the forms looked for in lesson text
    (``None``: the term and its aliases, ``[]``: never)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("definition", "note", "alias_notes")

    id: str
    term: str
    aliases: list[str] = Field(default_factory=list)
    alias_notes: dict[str, str] = Field(default_factory=dict)
    definition: str
    see: list[str] = Field(default_factory=list)
    cuoc: str | None = None
    loi: list[int] = Field(default_factory=list)
    lesson: str | None = None
    match: list[str] | None = None
    gloss_en: Gloss

    def forms(self) -> list[str]:
        """The words that mean this term in lesson text (a term ``'x (y)'`` is looked for as ``'x'``)."""
        if self.match is not None:
            return list(self.match)
        return [self.term.split(" (")[0], *self.aliases]


class GlossaryFile(RulesModel):
    """``rules/glossary.yaml``."""

    source: Source
    terms: list[GlossaryTerm]
