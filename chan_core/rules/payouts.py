"""Models of ``rules/payouts.yaml``: who pays whom, as text (seed 001 §VI–VII, 002 §VI, 003 ù đè)."""
from __future__ import annotations

from typing import ClassVar

from pydantic import Field

from chan_core.rules.base import RulesModel, Source, Sourced
from chan_core.rules.dealing import TextRule
from chan_core.rules.variants import BaoXuongSai


class PenaltyValue(TextRule):
    """The ù láo / ù báo penalty as a cước multiset {id: count}, scored in the current variant."""

    cuoc: dict[str, int]


class PayoutRule(Sourced):
    """One payout rule (``an_tien``, ``u_lao``, ``xuong_sai`` …) and the ``variants`` where it applies."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "text", "who_pays", "to_whom", "amount", "note")

    id: str
    name: str
    text: str
    who_pays: str
    to_whom: str
    amount: str
    variants: list[str] = Field(min_length=1)


class BaoXuongSaiReading(Sourced):
    """A reading of "the winner xướng sai while someone is báo" (option ``bao_xuong_sai``)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "players_2", "players_3_4", "note")

    id: BaoXuongSai
    name: str
    default: bool
    players_2: str
    players_3_4: str


class Payouts(RulesModel):
    """``rules/payouts.yaml``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("unit",)

    source: Source
    unit: str
    penalty_value: PenaltyValue
    rules: list[PayoutRule]
    bao_xuong_sai: list[BaoXuongSaiReading]
