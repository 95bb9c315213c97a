"""Models of ``rules/glossary.yaml``: every term the app uses."""
from __future__ import annotations

from typing import ClassVar

from pydantic import Field, field_validator

from chan_core.rules.base import GLOSS_MAX, RulesModel, Source, check_gloss  # noqa: F401  (GLOSS_MAX re-exported)


class GlossaryTerm(RulesModel):
    """One term: ``id`` (ASCII), ``term`` (Vietnamese, unique), ``aliases``,
    ``definition``, ``see`` (other term ids), ``cuoc`` (a cước id, when the
    term is also a cước), ``loi`` (related lỗi numbers), ``source``, ``note``;
    ``alias_notes``: alias → where it comes from / how not to confuse it
    (every key must be one of ``aliases``).

    ``lesson``: the id of the lesson (``lessons/*.yaml``) that introduces the term — no
    lesson may use it before (issue 17; checked by ``tests/words/test_term_order.py``, which also
    checks the id exists); ``None``: a reference-only term the course does not teach.
    ``match``: the forms looked for in lesson text when the term or an alias is also an
    everyday word (``chờ`` "to wait" → ``['chờ ù', 'đang chờ', …]``); ``None``: the term and
    its aliases; ``[]``: never looked for.

    ``gloss_en`` (issue 15 item 4): a short English gloss, shown in brackets after the term the
    first time it appears on an English page and on hover (``chắn`` → ``'a pair of identical
    cards'``): required, not empty, at most :data:`GLOSS_MAX` characters, no final full stop.
    English twins (``<field>_en``, :class:`~chan_core.rules.base.TwinTexts`) of the prose fields
    ``definition``, ``note`` and ``alias_notes``; ``term`` and ``aliases`` are the game's own
    words and stay Vietnamese in every language."""

    TEXTS: ClassVar[tuple[str, ...]] = ("definition", "note", "alias_notes")

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
    lesson: str | None = None
    match: list[str] | None = None
    gloss_en: str

    @field_validator("gloss_en")
    @classmethod
    def _short_gloss(cls, v: str) -> str:
        return check_gloss(v)

    def forms(self) -> list[str]:
        """The words that mean this term in lesson text: :attr:`match`, else the term and its
        aliases (a term written ``'x (y)'`` is looked for as ``'x'``)."""
        if self.match is not None:
            return list(self.match)
        return [self.term.split(" (")[0], *self.aliases]


class GlossaryFile(RulesModel):
    """``rules/glossary.yaml``: ``source`` and ``terms``."""

    source: Source
    terms: list[GlossaryTerm]
