"""Melds on the mat (seed 001 §IV): ``an_chan`` (2 alike, 1 chắn), ``an_ca`` (one number, two suits,
1 cạ; never chi chi), ``chiu`` (4 alike, 2 chắn). Scenario notation ``{type: an_chan, cards: "9V 9V"}``;
errors are ``meld.*`` facts.
"""
from __future__ import annotations

from dataclasses import dataclass

from chan_core.cards import Kind, parse_cards
from chan_core.facts import Fact
from chan_core.errors import ChanError, in_field, shown_value, unknown_field

MELD_TYPES = ("an_chan", "an_ca", "chiu")
MELD_NAMES = {"an_chan": "ăn chắn", "an_ca": "ăn cạ", "chiu": "chíu"}  # the game's words in every language
_SIZE = {"an_chan": 2, "an_ca": 2, "chiu": 4}


@dataclass(frozen=True, slots=True)
class Meld:
    """A meld: ``type`` (:data:`MELD_TYPES`) and ``cards``; adds ``n_chan``/``n_ca`` to a hand's counts."""

    type: str
    cards: tuple[Kind, ...]

    def __post_init__(self) -> None:
        t, cs = self.type, self.cards
        if not isinstance(t, str) or t not in MELD_TYPES:
            raise ChanError("meld.type_unknown", value=shown_value(t), types=MELD_TYPES, field="type")
        if isinstance(cs, list):  # a list of kinds is kept as the tuple it stands for
            cs = tuple(cs)
            object.__setattr__(self, "cards", cs)
        if not isinstance(cs, tuple) or any(type(k) is not Kind for k in cs):
            raise ChanError("meld.cards_not_kinds", value=shown_value(cs), field="cards")
        if len(cs) != _SIZE[t]:
            raise ChanError("meld.size", type=t, size=_SIZE[t], n=len(cs), cards=cs, field="cards")
        if t in ("an_chan", "chiu") and len(set(cs)) != 1:
            raise ChanError("meld.not_alike", type=t, cards=cs, field="cards")
        if t == "an_ca":
            a, b = cs
            if a.suit is None or b.suit is None:
                raise ChanError("meld.ca_chi_chi", cards=cs, field="cards")
            if a.rank != b.rank or a.suit == b.suit:
                raise ChanError("meld.not_ca", cards=cs, field="cards")

    @property
    def n_chan(self) -> int:
        return {"an_chan": 1, "chiu": 2, "an_ca": 0}[self.type]

    @property
    def n_ca(self) -> int:
        return 1 if self.type == "an_ca" else 0

    @property
    def kind(self) -> Kind | None:
        return self.cards[0] if self.type != "an_ca" else None

    def __repr__(self) -> str:
        return f"Meld({self.type!r}, {' '.join(k.code for k in self.cards)!r})"

    @classmethod
    def of(cls, type: str, cards: str) -> "Meld":
        """``Meld.of('an_chan', '9V 9V')``."""
        return cls(type, tuple(parse_cards(cards)))


def parse_meld(obj: object) -> Meld:
    """A meld from a scenario entry ``{type: …, cards: "…"}``; :class:`ChanError` naming ``type`` or ``cards``."""
    if isinstance(obj, Meld):
        return obj
    if not isinstance(obj, dict):
        raise ChanError("meld.not_mapping")
    for key in obj:
        if key not in ("type", "cards"):
            raise unknown_field(key, ("type", "cards"), Fact("where.meld"))
    if "type" not in obj:
        raise ChanError("meld.type_missing", field="type")
    if "cards" not in obj:
        raise ChanError("meld.cards_missing", field="cards")
    with in_field("cards"):
        cards = tuple(parse_cards(obj["cards"]))
    return Meld(obj["type"], cards)
