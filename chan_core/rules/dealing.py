"""Models of ``rules/dealing.yaml``: dealing, piles, nọc and bốc cái (seed 001 §II)."""
from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from chan_core.rules.base import RulesModel, Source, Sourced


class PlayerRange(RulesModel):
    """Number of players allowed."""

    min: int = Field(ge=1)
    max: int = Field(ge=1)


class Piles(Sourced):
    """Piles: ``count`` × ``cards_per_pile`` + ``leftover``; the nọc's size before and after the cái."""

    TEXTS: ClassVar[tuple[str, ...]] = ("description", "note")

    count: int
    cards_per_pile: int
    leftover: int
    noc_before_cai: int
    noc_after_cai: int
    description: str


class TextRule(Sourced):
    """A rule stated as text with its source."""

    TEXTS: ClassVar[tuple[str, ...]] = ("text", "note")

    text: str


class DealStep(TextRule):
    """One step of the deal (``chia``, ``chon_noc``, ``boc_cai``, ``dem``, ``chia_phan``)."""

    TEXTS: ClassVar[tuple[str, ...]] = ("name", "text", "note")

    id: str
    name: str


class DealerRule(TextRule):
    """Who deals for a given number of ``players``."""

    players: int


class Counting(TextRule):
    """The bốc cái count: the drawer is ``start``, going ``direction``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("text", "example", "note")

    start: int
    direction: Literal["phải"]
    example: str


class MnemonicWord(RulesModel):
    """One word of the mnemonic: card ``numbers`` → ``word``; ``offset``: seats right of the drawer."""

    TEXTS: ClassVar[tuple[str, ...]] = ("word", "meaning", "example")

    numbers: list[int] = Field(min_length=1)
    word: str
    meaning: str
    offset: int = Field(ge=0, le=3)
    source: Source
    example: str = ""


class Mnemonic(TextRule):
    """"nhị (lục) tiến, tứ (bát) tụt, tam (thất) đối" (for ``players`` = 4)."""

    players: int
    words: list[MnemonicWord]


class Dealing(RulesModel):
    """``rules/dealing.yaml``."""

    TEXTS: ClassVar[tuple[str, ...]] = ("seating",)

    source: Source
    players: PlayerRange
    cards_per_player: int
    cai_pile_cards: int
    seating: str
    piles: Piles
    steps: list[DealStep]
    dealers: list[DealerRule]
    noc_chooser: TextRule
    counting: Counting
    mnemonic: Mnemonic
    seed_003: TextRule
