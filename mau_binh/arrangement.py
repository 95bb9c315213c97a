"""An arrangement of 13 cards into chi đầu (3) / chi giữa (5) / chi cuối (5), and the order check.

Notation: front first, ``'Ks Kd 4c / 7s 7h 7d 3c 2c / Jd Jc 8s 8h 8d'``. Order rule (seed 004 "Xếp bài"):
chi đầu ≤ chi giữa ≤ chi cuối, else **binh lủng**; two equal chi do not make it lủng (decision ``chi_bang_nhau``)."""
from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from chan_core.errors import ChanError, in_field, shown_value
from chan_core.facts import Fact
from mau_binh.cards import Card, check_distinct, parse_cards
from mau_binh.chi import ChiValue, chi_value, why_compare
from mau_binh.rules import CHI_IDS

CHI_SIZE = {"front": 3, "middle": 5, "back": 5}
CHI_OF_CARD = tuple(c for c in CHI_IDS for _ in range(CHI_SIZE[c]))  # the chi of each of the 13 cards, in order
CHI_NAMES = {"front": "Chi đầu", "middle": "Chi giữa", "back": "Chi cuối"}  # the game's words, in every language


def _sorted(cards: Iterable[Card]) -> tuple[Card, ...]:
    """A chi as it is read: bigger groups first, then high to low; the A of A-2-3-4-5 last."""
    cs = list(cards)
    ranks = {c.rank for c in cs}
    low_ace = len(cs) == 5 and ranks == {14, 2, 3, 4, 5}
    n = {r: sum(c.rank == r for c in cs) for r in ranks}
    return tuple(sorted(cs, key=lambda c: (-n[c.rank], -(1 if low_ace and c.rank == 14 else c.rank), c.index)))


def _read_chi(chi_id: str, cards: Any) -> tuple[Card, ...]:
    with in_field(chi_id):
        cs = parse_cards(cards)
    if len(cs) != CHI_SIZE[chi_id]:
        raise ChanError("mau_binh.chi.count", chi=chi_id, size=CHI_SIZE[chi_id], count=len(cs), field=chi_id)
    return _sorted(cs)


@dataclass(frozen=True, init=False)
class Arrangement:
    """13 cards in three chi: ``Arrangement(front, middle, back)`` (text or cards each) or
    ``Arrangement.parse('… / … / …')``; each chi high card first; ``valid`` / ``lung`` and ``reason`` say its
    order. ChanError naming the chi and the count or the repeated card."""

    front: tuple[Card, ...]
    middle: tuple[Card, ...]
    back: tuple[Card, ...]

    def __init__(self, front: Any, middle: Any, back: Any):
        for chi_id, cards in zip(CHI_IDS, (front, middle, back)):
            object.__setattr__(self, chi_id, _read_chi(chi_id, cards))
        check_distinct(self.cards, "arrangement", CHI_OF_CARD)

    @classmethod
    def parse(cls, text: str) -> "Arrangement":
        """Read ``'front / middle / back'`` (three chi separated by ``/``)."""
        if not isinstance(text, str):
            raise ChanError("mau_binh.arrangement.not_text", text=shown_value(text))
        parts = text.split("/")
        if len(parts) != 3:
            raise ChanError("mau_binh.arrangement.parts", text=shown_value(text, 60), count=len(parts))
        return cls(*parts)

    @classmethod
    def of(cls, chi: dict) -> "Arrangement":
        """From a mapping ``{front, middle, back}`` (a scenario's fields)."""
        if not isinstance(chi, Mapping):
            raise ChanError("mau_binh.arrangement.not_mapping", value=shown_value(chi))
        missing = [c for c in CHI_IDS if c not in chi or chi[c] is None]
        if missing:
            raise ChanError("mau_binh.field.missing", name=missing[0], field=missing[0])
        return cls(chi["front"], chi["middle"], chi["back"])

    @property
    def cards(self) -> tuple[Card, ...]:
        """All 13 cards, front then middle then back."""
        return self.front + self.middle + self.back

    def chi(self, chi_id: str) -> tuple[Card, ...]:
        """The cards of chi ``front``/``middle``/``back``."""
        return getattr(self, chi_id)

    @functools.cached_property
    def values(self) -> tuple[ChiValue, ChiValue, ChiValue]:
        """(front, middle, back) :class:`ChiValue`\\ s."""
        return chi_value(self.front), chi_value(self.middle), chi_value(self.back)

    @property
    def valid(self) -> bool:
        """Chi đầu ≤ chi giữa ≤ chi cuối (seed 004 "Xếp bài"); an equal pair is allowed."""
        f, m, b = self.values
        return f <= m <= b

    @property
    def lung(self) -> bool:
        """Binh lủng (the order is broken)."""
        return not self.valid

    @property
    def categories(self) -> dict[str, str]:
        """``{front, middle, back}`` → category id."""
        return {c: v.category for c, v in zip(CHI_IDS, self.values)}

    @property
    def problems(self) -> tuple[Fact, ...]:
        """``mau_binh.check.step`` per broken step (``chi``, ``next_chi``, ``why``)."""
        f, m, b = self.values
        return tuple(Fact("mau_binh.check.step", chi=lo_id, next_chi=hi_id, why=why_compare(lo, hi))
                     for (lo_id, lo), (hi_id, hi) in ((("front", f), ("middle", m)), (("middle", m), ("back", b)))
                     if lo > hi)

    @property
    def reason(self) -> Fact:
        """Why it is (not) binh lủng: ``mau_binh.check.ok`` or ``mau_binh.check.lung`` (``problems``)."""
        return Fact("mau_binh.check.lung", problems=self.problems) if self.lung else Fact("mau_binh.check.ok")

    def as_dict(self) -> dict[str, str]:
        """``{'front': 'Ks Kd 4c', 'middle': …, 'back': …}`` (codes, the scenario format)."""
        return {c: " ".join(x.code for x in self.chi(c)) for c in CHI_IDS}

    def __str__(self) -> str:
        return " / ".join(self.as_dict().values())

    def __repr__(self) -> str:
        return f"Arrangement.parse({str(self)!r})"
