"""Models of ``rules/xuong.yaml``: xướng groups, orders, rules, verdicts and traps (seed 001 §V, §VII; 003)."""
from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from chan_core.rules.base import Described, RulesModel, Source, Sourced, find
from chan_core.rules.dealing import TextRule
from chan_core.rules.cuoc import XuongGroup

Verdict = Literal["dung", "thieu", "sai"]


class VerdictSpec(Described):
    """A verdict: đúng, thiếu or sai."""

    id: Verdict


class XuongGroupSpec(Described):
    """A xướng group with its cước ids in order; ``prefix`` (spoken, not translated) is said before each."""

    id: XuongGroup
    prefix: str = ""
    cuoc: list[str]


class XuongStep(RulesModel):
    """One step of a xướng order: the cước said at this step (any subset, in this order), ``words``, ``prefix``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("words", "note")

    cuoc: list[str] = Field(min_length=1)
    words: str
    prefix: str = ""
    note: str = ""


class XuongOrder(Sourced):
    """The xướng order of one variant; ``u_first``: a bare "Ù" opens the xướng (seed 003), not after thông, chì."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "note")

    variant: str
    name: str
    u_first: bool
    steps: list[XuongStep]


class XuongRule(TextRule):
    """A xướng rule, e.g. ``mot_tieng_u`` "chỉ hô một tiếng ù"."""

    id: str


class XuongTrap(Sourced):
    """A classic mistake: cước ``declared`` against ``actual``, the seeds' ``verdict``; ``overrides``: traps
    this one wins over when both match one xướng (seed 001 §V chú ý after mục 24)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("explanation", "note")

    id: str
    declared: list[str]
    actual: list[str]
    verdict: Verdict
    explanation: str
    overrides: list[str] = []


class ThongConditions(Sourced):
    """When "thông" may be declared (``allowed``) and when not (``not_allowed``)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("allowed", "not_allowed", "note")

    allowed: list[str]
    not_allowed: list[str]


class Xuong(RulesModel):
    """``rules/xuong.yaml``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("description",)

    source: Source
    description: str
    groups: list[XuongGroupSpec]
    orders: list[XuongOrder]
    rules: list[XuongRule]
    verdicts: list[VerdictSpec]
    traps: list[XuongTrap]
    thong: ThongConditions

    def order_for(self, variant: str) -> XuongOrder:
        """The xướng order of ``variant``; ChanError if there is none."""
        return find(self.orders, "rules.unknown.xuong_order", "variant", variant, "variant")
