"""Models of ``rules/deck.yaml``: the 25 kinds of card (seed 001 §I)."""
from __future__ import annotations

from typing import ClassVar

from pydantic import field_validator

from chan_core.rules.base import RulesModel, Source


def _english_reading(v: str) -> str:
    """``v`` stripped; ValueError (Vietnamese) when it is empty (``english`` is required)."""
    text = v.strip()
    if not text:
        raise ValueError("cách đọc tiếng Anh «english» trống")
    return text


class KindSpec(RulesModel):
    """One of the 25 kinds of card (seed 001 §I).

    ``code`` ``'2V'``…``'9S'``/``'CC'``; ``name`` Vietnamese (``'Cửu vạn'``);
    ``rank`` 2–9, 1 for chi chi; ``rank_name`` (``'cửu'``); ``suit`` ``'V'``/``'N'``/
    ``'S'`` or ``None`` (chi chi); ``red`` (8V 8S 9V 9S CC, 001 §V.13);
    ``boc_cai_number`` counted at the bốc cái (chi chi = 1, 001 §II);
    ``chinese`` the characters printed on the card; ``english`` the English reading a learner
    understands, shown after the Vietnamese name (``'9 of vạn'`` → «cửu vạn / 9 of vạn»,
    issue 15 item 4; required, not empty; see :func:`chan_core.cards.card_name_en`);
    ``note`` with its English twin ``note_en``.
    """

    TEXTS: ClassVar[tuple[str, ...]] = ("note",)

    code: str
    name: str
    rank: int
    rank_name: str
    suit: str | None
    red: bool
    boc_cai_number: int
    chinese: str
    english: str
    note: str = ""

    _english = field_validator("english")(_english_reading)


class SuitSpec(RulesModel):
    """A suit: ``id`` ``'V'|'N'|'S'``, ``name`` (vạn/văn/sách, the game's word in every
    language), ``chinese`` character, ``english`` its English reading (``'vạn (myriads)'``;
    required, not empty; issue 15), ``note`` with its twin ``note_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("note",)

    id: str
    name: str
    chinese: str
    english: str
    note: str = ""

    _english = field_validator("english")(_english_reading)


class Deck(RulesModel):
    """``rules/deck.yaml``: ``copies_per_kind`` (4), ``suits``, ``kinds`` (25), ``note`` with
    its English twin ``note_en``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("note",)

    source: Source
    copies_per_kind: int
    suits: list[SuitSpec]
    kinds: list[KindSpec]
    note: str = ""
