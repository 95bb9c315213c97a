"""Models of ``rules/cuoc.yaml``: the 25 cước (seed 001 §V).

Điểm and dịch are per variant (``variants.yaml``); a :class:`Cuoc` holds what
does not change between variants: names, definition, the word said in a
xướng, the xướng group and order, how many times it may be counted.
"""
from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field, field_validator

from chan_core.rules.base import RulesModel, Source, check_gloss

XuongGroup = Literal["dau", "u", "bai", "co"]
"""Xướng groups in order (001 §V): ``dau`` thông, chì hô trước; ``u`` kiểu ù
(thiên/địa/chíu ù/ù bòn, one "ù" only); ``bai`` cước of the hand (bạch thủ,
thập thành …, hoa/cá/nhà, xuông); ``co`` "có …" (tôm, lèo, chíu, thiên khai,
bòn) last."""


class Cuoc(RulesModel):
    """One cước.

    Attributes:
        id: SPEC id (``'leo'``, ``'bach_thu_chi'`` …).
        name: Vietnamese name (``'Lèo'``); aliases: other names in the seeds
            (``'Chiếu'`` for chíu in 003, ``'Đồng tử hái hoa'`` in 000).
        definition: what the cước is, in Vietnamese (001 §V).
        xuong_word: what is said for it in a xướng when alone (``'lèo'``,
            ``'địa ù'``); ``co`` cước are said after ``'có'``.
        u_part: for group ``u`` only — the word joined to the single "ù"
            (``'địa'``, ``'chíu'`` → "địa chíu ù"); ``u_after`` True when it
            follows the "ù" (ù bòn).
        group / order: xướng group and canonical position (1 = first).
        countable / max_count: whether a count is said ("2 lèo") and its max.
        replaces: cước ids this one replaces in a xướng (hoa/cá/nhà →
            ``['chi', 'bach_thu']``; declaring both is xướng sai, 001 §V).
        excludes: cước ids that can never come in the same win (thiên ù has
            no winning card, so no chì, chíu ù or ù bòn; it is not an địa ù or
            a phá thiên). Symmetric: listing it on one side is enough.
        variants: ids of the variants where it exists.
        source, note: seed citation and the team's remarks.
        gloss_en: a short English gloss of the cước ("exactly eight red cards" for tám
            đỏ) for English readers — the rule of every gloss
            (:func:`chan_core.rules.base.check_gloss`: not empty, at most 60 characters, no
            final full stop); the ``name`` itself stays Vietnamese in every language (it is
            what is said at the table).

    English twins (issue 15): ``definition_en``, ``note_en`` (:class:`TwinTexts`).
    """

    TEXTS: ClassVar[tuple[str, ...]] = ("definition", "note")

    id: str
    name: str
    gloss_en: str
    aliases: list[str] = Field(default_factory=list)
    definition: str
    xuong_word: str
    u_part: str | None = None
    u_after: bool = False
    group: XuongGroup
    order: int = Field(ge=1)
    countable: bool
    max_count: int = Field(ge=1)
    replaces: list[str] = Field(default_factory=list)
    excludes: list[str] = Field(default_factory=list)
    variants: list[str]
    source: Source
    note: str = ""

    _gloss = field_validator("gloss_en")(check_gloss)


class CuocFile(RulesModel):
    """``rules/cuoc.yaml``: ``source`` and the list ``cuoc``."""

    source: Source
    cuoc: list[Cuoc]
