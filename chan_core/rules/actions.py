"""Models of ``rules/actions.yaml``: turn actions, the cửa vocabulary and
priorities (seed 001 §IV; seed 003 terms, ù đè)."""
from __future__ import annotations

from typing import Literal

from chan_core.rules.base import RulesModel, Source

ActionId = Literal["danh", "boc", "an", "duoi", "chiu", "tra_cua", "u"]
CuaId = Literal["cua", "cua_chi", "cua_tren", "cua_duoi"]


class CuaSpec(RulesModel):
    """A cửa term: ``id`` (``cua``, ``cua_chi``, ``cua_tren``, ``cua_duoi``), ``name``, ``definition``."""

    id: CuaId
    name: str
    definition: str
    source: Source
    note: str = ""


class ActionSpec(RulesModel):
    """A turn action: ``id`` (``danh``, ``boc``, ``an``, ``duoi``, ``chiu``,
    ``tra_cua``, ``u``), ``name``, ``definition``, ``note``."""

    id: ActionId
    name: str
    definition: str
    note: str = ""
    source: Source


class Priority(RulesModel):
    """A priority rule (``chiu_truoc_an``, ``an_dung_luot``, ``u_de`` …)."""

    id: str
    text: str
    source: Source
    note: str = ""


class Actions(RulesModel):
    """``rules/actions.yaml``: ``turn`` (text), ``cua``, ``actions``, ``priorities``.

    Look-ups: :meth:`action`, :meth:`cua_term`.
    """

    source: Source
    turn: str
    cua: list[CuaSpec]
    actions: list[ActionSpec]
    priorities: list[Priority]

    def action(self, action_id: str) -> ActionSpec:
        """The action ``action_id``; ChanError if unknown."""
        from chan_core.errors import ChanError

        for a in self.actions:
            if a.id == action_id:
                return a
        raise ChanError(f"Không có hành động '{action_id}'", field="action")

    def cua_term(self, cua_id: str) -> CuaSpec:
        """The cửa term ``cua_id``; ChanError if unknown."""
        from chan_core.errors import ChanError

        for c in self.cua:
            if c.id == cua_id:
                return c
        raise ChanError(f"Không có cửa '{cua_id}'", field="cua")
