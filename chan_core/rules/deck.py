"""Models of ``rules/deck.yaml``: the 25 kinds of card (seed 001 §I)."""
from __future__ import annotations

from typing import ClassVar

from chan_core.rules.base import Printed, Sourced


class KindSpec(Printed):
    """One of the 25 kinds (seed 001 §I): ``code`` (``'9V'``, ``'CC'``), ``rank`` 1 (chi chi)–9, ``suit``
    (``None`` for chi chi), ``red`` (001 §V.13), ``boc_cai_number`` (001 §II)."""

    code: str
    rank: int
    rank_name: str
    suit: str | None
    red: bool
    boc_cai_number: int


class SuitSpec(Printed):
    """A suit (``id`` V/N/S); its ``name`` is the game's word in every language."""

    id: str


class Deck(Sourced):
    """``rules/deck.yaml``: ``copies_per_kind``, ``suits``, ``kinds`` (25)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("note",)

    copies_per_kind: int
    suits: list[SuitSpec]
    kinds: list[KindSpec]
