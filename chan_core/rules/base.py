"""Shared pydantic base for every rules model.

Every model is frozen and forbids unknown fields (``extra='forbid'``), with
strict types, so a typo in ``rules/*.yaml`` is an error instead of silently
ignored data. :class:`Source` names where a rule comes from.
"""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class RulesModel(BaseModel):
    """Base of all rules models: frozen, ``extra='forbid'``, strict types."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


# Backwards-compatible private alias (the first version of this package used it).
_Model = RulesModel


class Source(RulesModel):
    """Where a rule comes from.

    ``seed``: the seed file number as a string (``'001'``, ``'002'``, ``'003'``,
    ``'000'``) or ``'quyết định'`` for a decision the team took where the seeds
    are silent; ``section``: the section / item inside that seed, as printed.
    """

    seed: str
    section: str

    def cite(self) -> str:
        """``'seed 001, V. CƯỚC XƯỚNG'`` — a one-line citation for the UI."""
        return f"seed {self.seed}, {self.section}"
