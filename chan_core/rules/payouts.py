"""Models of ``rules/payouts.yaml``: who pays whom (seed 001 §VI–VII, seed 002
§VI, seed 003 ù đè). The amounts are text for the reference pages; the
engine (``chan_core.payouts``) computes money from điểm."""
from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from chan_core.rules.base import RulesModel, Source
from chan_core.rules.variants import BaoXuongSai


class PenaltyValue(RulesModel):
    """The ù láo / ù báo penalty, as a cước multiset ``cuoc`` {id: count}
    ({tam_do: 1, leo: 2} = "tám đỏ hai lèo"), scored in the current variant.
    English twins: ``text_en``, ``note_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("text", "note")

    cuoc: dict[str, int]
    text: str
    source: Source
    note: str = ""


class PayoutRule(RulesModel):
    """One payout rule (``an_tien``, ``nghi_an_tien``, ``u_lao``, ``u_bao``,
    ``bao``, ``nhieu_bao``, ``xuong_sai``, ``xuong_thieu``,
    ``u_bach_thu_khong_ho``, ``u_de``, ``hoa``, ``thoat_van``): ``text``,
    ``who_pays``, ``to_whom``, ``amount`` (text), ``variants`` where it applies.
    English twins: ``name_en``, ``text_en``, ``who_pays_en``, ``to_whom_en``,
    ``amount_en``, ``note_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "text", "who_pays", "to_whom", "amount", "note")

    id: str
    name: str
    text: str
    who_pays: str
    to_whom: str
    amount: str
    variants: list[str] = Field(min_length=1)
    source: Source
    note: str = ""


class BaoXuongSaiReading(RulesModel):
    """A reading of "the winner xướng sai while someone is báo": ``id``
    (``theo_002``/``theo_001`` = option ``bao_xuong_sai``), ``default``,
    what happens with 2 players (``players_2``) and 3–4 (``players_3_4``).
    English twins: ``name_en``, ``players_2_en``, ``players_3_4_en``, ``note_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "players_2", "players_3_4", "note")

    id: BaoXuongSai
    name: str
    default: bool
    players_2: str
    players_3_4: str
    source: Source
    note: str = ""


class Payouts(RulesModel):
    """``rules/payouts.yaml``: ``unit``, ``penalty_value``, ``rules``, ``bao_xuong_sai``.

    Look-up: :meth:`rule`. English twin: ``unit_en``.
    """

    TEXTS: ClassVar[tuple[str, ...]] = ("unit",)

    source: Source
    unit: str
    penalty_value: PenaltyValue
    rules: list[PayoutRule]
    bao_xuong_sai: list[BaoXuongSaiReading]

    def rule(self, rule_id: str) -> PayoutRule:
        """The payout rule ``rule_id``; ChanError if unknown."""
        from chan_core.errors import ChanError, shown

        for r in self.rules:
            if r.id == rule_id:
                return r
        raise ChanError("rules.unknown.payout_rule", id=shown(rule_id), field="payouts")

    def default_bao_xuong_sai(self) -> BaoXuongSaiReading:
        """The reading marked ``default: true`` (the loader checks there is exactly one)."""
        return next(r for r in self.bao_xuong_sai if r.default)

    @property
    def bao_xuong_sai_default(self) -> str:
        """Id (``'theo_002'``) of the default reading of "xướng sai with a báo"."""
        return self.default_bao_xuong_sai().id
