"""Models of ``rules/actions.yaml``: turn actions, the cửa vocabulary and priorities (seed 001 §IV, 003)."""
from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field, field_validator

from chan_core.rules.base import RulesModel, Source, Sourced
from chan_core.rules.dealing import DealStep, TextRule

ActionId = Literal["danh", "boc", "an", "duoi", "chiu", "tra_cua", "u"]
CuaId = Literal["cua", "cua_chi", "cua_tren", "cua_duoi"]


class ActionSpec(Sourced):
    """A turn action: ``id``, ``name``, ``definition``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "definition", "note")

    id: ActionId
    name: str
    definition: str


class CuaSpec(ActionSpec):
    """A cửa term (an action's shape)."""

    id: CuaId


class Priority(TextRule):
    """A priority rule (``chiu_truoc_an``, ``an_dung_luot``, ``u_de`` …)."""

    id: str


ClaimId = Literal["u", "chiu", "an"]


class ClaimRank(DealStep):
    """One way of taking an offered card, in :attr:`Claims.order` (highest first)."""

    id: ClaimId


class UDe(TextRule):
    """Ù đè (seed 003): two ù on one card, the owner of the cửa first, then the seats to his right."""

    order: Literal["tu_chu_cua"]


class Claims(RulesModel):
    """Who gets a card several players want: ``order`` highest first (ù, chíu, ăn; 001 §IV), ``u_de``."""

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


class Actions(RulesModel):
    """``rules/actions.yaml``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("turn",)

    source: Source
    turn: str
    cua: list[CuaSpec]
    actions: list[ActionSpec]
    priorities: list[Priority]
    claims: Claims
