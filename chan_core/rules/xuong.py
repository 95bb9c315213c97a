"""Models of ``rules/xuong.yaml``: xướng groups, orders per variant, rules,
verdicts (đúng/thiếu/sai) and traps (seed 001 §V, §VII; seed 003 "Xướng ù")."""
from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from chan_core.rules.base import RulesModel, Source
from chan_core.rules.cuoc import XuongGroup

Verdict = Literal["dung", "thieu", "sai"]


class XuongGroupSpec(RulesModel):
    """A xướng group (``dau``/``u``/``bai``/``co``) with its cước ids in order;
    ``prefix`` is said before each of them (``'có'`` for ``co``; spoken Vietnamese,
    not translated). English twins: ``name_en``, ``description_en``, ``note_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "description", "note")

    id: XuongGroup
    name: str
    description: str
    prefix: str = ""
    cuoc: list[str]
    source: Source
    note: str = ""


class XuongStep(RulesModel):
    """One step of a xướng order: the cước said at this step (any subset, in
    this order), how they are said (``words``) and a ``prefix``. English twins:
    ``words_en`` (the spoken xướng words stay Vietnamese, only the explanations
    around them are English), ``note_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("words", "note")

    cuoc: list[str] = Field(min_length=1)
    words: str
    prefix: str = ""
    note: str = ""


class XuongOrder(RulesModel):
    """The xướng order of one variant. ``u_first``: when no kind of ù (thiên,
    địa, chíu ù, ù bòn) is said, the bare "Ù" opens the xướng (sanhrong, seed
    003 "Ù + Thông > Chì …") instead of following thông, chì (001); a kind of
    ù always carries the single "ù" ("Thông thiên ù", "Chì địa ù" — 003 "bỏ
    chữ Ù đầu tiên"). English twins: ``name_en``, ``note_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "note")

    variant: str
    name: str
    u_first: bool
    steps: list[XuongStep]
    source: Source
    note: str = ""


class XuongRule(RulesModel):
    """A xướng rule, e.g. ``mot_tieng_u`` "chỉ hô một tiếng ù". English twins:
    ``text_en``, ``note_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("text", "note")

    id: str
    text: str
    source: Source
    note: str = ""


class VerdictSpec(RulesModel):
    """A verdict: ``id`` ``dung|thieu|sai``, ``name``, ``description``. English
    twins: ``name_en``, ``description_en``, ``note_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "description", "note")

    id: Verdict
    name: str
    description: str
    source: Source
    note: str = ""


class XuongTrap(RulesModel):
    """A classic mistake: what was ``declared`` against what the hand ``actual``ly
    has (cước ids), and the ``verdict`` the seeds give. ``overrides``: ids of
    traps this one takes precedence over when both match one xướng (e.g. chì
    alone on a hoa hand is ``chi_bach_thu_thay_hoa``, đúng — not
    ``u_bach_thu_khong_ho``; seed 001 §V chú ý after mục 24). English twins:
    ``explanation_en``, ``note_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("explanation", "note")

    id: str
    declared: list[str]
    actual: list[str]
    verdict: Verdict
    explanation: str
    source: Source
    overrides: list[str] = []
    note: str = ""


class ThongConditions(RulesModel):
    """When "thông" may be declared (``allowed``) and when not (``not_allowed``).
    English twins: ``allowed_en``, ``not_allowed_en`` (lists of the same length),
    ``note_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("allowed", "not_allowed", "note")

    allowed: list[str]
    not_allowed: list[str]
    source: Source
    note: str = ""


class Xuong(RulesModel):
    """``rules/xuong.yaml``: ``groups``, ``orders`` (one per variant),
    ``rules``, ``verdicts``, ``traps``, ``thong``.

    Look-up: :meth:`order_for`. English twin: ``description_en``.
    """

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
        from chan_core.errors import ChanError, shown

        for o in self.orders:
            if o.variant == variant:
                return o
        raise ChanError("rules.unknown.xuong_order", variant=shown(variant), field="variant")

    def rule(self, rule_id: str) -> XuongRule:
        """The xướng rule ``rule_id``; ChanError if unknown."""
        from chan_core.errors import ChanError, shown

        for r in self.rules:
            if r.id == rule_id:
                return r
        raise ChanError("rules.unknown.xuong_rule", id=shown(rule_id), field="xuong")
