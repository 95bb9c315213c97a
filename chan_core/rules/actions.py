"""Models of ``rules/actions.yaml``: turn actions, the cửa vocabulary and
priorities (seed 001 §IV; seed 003 terms, ù đè)."""
from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field, field_validator

from chan_core.rules.base import RulesModel, Source

ActionId = Literal["danh", "boc", "an", "duoi", "chiu", "tra_cua", "u"]
CuaId = Literal["cua", "cua_chi", "cua_tren", "cua_duoi"]


class CuaSpec(RulesModel):
    """A cửa term: ``id`` (``cua``, ``cua_chi``, ``cua_tren``, ``cua_duoi``), ``name``, ``definition``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "definition", "note")

    id: CuaId
    name: str
    definition: str
    source: Source
    note: str = ""


class ActionSpec(RulesModel):
    """A turn action: ``id`` (``danh``, ``boc``, ``an``, ``duoi``, ``chiu``,
    ``tra_cua``, ``u``), ``name``, ``definition``, ``note``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "definition", "note")

    id: ActionId
    name: str
    definition: str
    note: str = ""
    source: Source


class Priority(RulesModel):
    """A priority rule (``chiu_truoc_an``, ``an_dung_luot``, ``u_de`` …)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("text", "note")

    id: str
    text: str
    source: Source
    note: str = ""


ClaimId = Literal["u", "chiu", "an"]


class ClaimRank(RulesModel):
    """One way of taking an offered card, in :attr:`Claims.order` (highest first):
    ``id`` (``u``, ``chiu``, ``an``), ``name``, ``text``, ``source``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "text")

    id: ClaimId
    name: str
    text: str
    source: Source


class UDe(RulesModel):
    """Ù đè (seed 003): two players ù on one card — ``order`` ``tu_chu_cua``: the
    owner of the cửa the card lies in first, then the seats to his right."""

    TEXTS: ClassVar[tuple[str, ...]] = ("text", "note")

    order: Literal["tu_chu_cua"]
    text: str
    source: Source
    note: str = ""


class Claims(RulesModel):
    """``claims`` of ``rules/actions.yaml``: who gets a card several players want.

    ``order``: :class:`ClaimRank` list, highest priority first (ù, chíu, ăn —
    001 §IV "Chíu dành ưu tiên hơn Ăn"); ``u_de``: :class:`UDe`. Read by
    :mod:`chan_core.game.claims`.
    """

    TEXTS: ClassVar[tuple[str, ...]] = ("text",)

    text: str
    order: list[ClaimRank] = Field(min_length=3, max_length=3)
    u_de: UDe

    @field_validator("order")
    @classmethod
    def _each_once(cls, v: list[ClaimRank]) -> list[ClaimRank]:
        if sorted(x.id for x in v) != ["an", "chiu", "u"]:
            raise ValueError("claims.order phải có đúng một lần mỗi cách: u, chiu, an")
        return v

    def rank(self, claim_id: str) -> int:
        """0 for the highest priority."""
        return [x.id for x in self.order].index(claim_id)


class Actions(RulesModel):
    """``rules/actions.yaml``: ``turn`` (text), ``cua``, ``actions``, ``priorities``,
    ``claims`` (:class:`Claims`).

    Look-ups: :meth:`action`, :meth:`cua_term`.
    """

    TEXTS: ClassVar[tuple[str, ...]] = ("turn",)

    source: Source
    turn: str
    cua: list[CuaSpec]
    actions: list[ActionSpec]
    priorities: list[Priority]
    claims: Claims

    def action(self, action_id: str) -> ActionSpec:
        """The action ``action_id``; ChanError if unknown."""
        from chan_core.errors import ChanError, shown

        for a in self.actions:
            if a.id == action_id:
                return a
        raise ChanError("rules.unknown.action", id=shown(action_id), field="action")

    def cua_term(self, cua_id: str) -> CuaSpec:
        """The cửa term ``cua_id``; ChanError if unknown."""
        from chan_core.errors import ChanError, shown

        for c in self.cua:
            if c.id == cua_id:
                return c
        raise ChanError("rules.unknown.cua", id=shown(cua_id), field="cua")
