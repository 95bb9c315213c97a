"""Models of ``rules/deck.yaml``: the 25 kinds of card (seed 001 §I)."""
from __future__ import annotations

from chan_core.rules.base import RulesModel, Source


class KindSpec(RulesModel):
    """One of the 25 kinds of card (seed 001 §I).

    ``code`` ``'2V'``…``'9S'``/``'CC'``; ``name`` Vietnamese (``'Cửu vạn'``);
    ``rank`` 2–9, 1 for chi chi; ``rank_name`` (``'cửu'``); ``suit`` ``'V'``/``'N'``/
    ``'S'`` or ``None`` (chi chi); ``red`` (8V 8S 9V 9S CC, 001 §V.13);
    ``boc_cai_number`` counted at the bốc cái (chi chi = 1, 001 §II);
    ``chinese`` the characters printed on the card.
    """

    code: str
    name: str
    rank: int
    rank_name: str
    suit: str | None
    red: bool
    boc_cai_number: int
    chinese: str
    note: str = ""


class SuitSpec(RulesModel):
    """A suit: ``id`` ``'V'|'N'|'S'``, ``name`` (vạn/văn/sách), ``chinese`` character."""

    id: str
    name: str
    chinese: str
    note: str = ""


class Deck(RulesModel):
    """``rules/deck.yaml``: ``copies_per_kind`` (4), ``suits``, ``kinds`` (25)."""

    source: Source
    copies_per_kind: int
    suits: list[SuitSpec]
    kinds: list[KindSpec]
    note: str = ""
