"""The daily puzzles («Bài toán»): positions from seeded self-play with one clearly best answer, in
``learning/data/puzzles.json`` (made by ``tools/gen_puzzles.py``)."""
from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator
from chan_core.facts import Fact

DATA_FILE = Path(__file__).resolve().parents[1] / "data" / "puzzles.json"
THEMES = ("danh", "an", "chiu", "u", "xuong", "diem", "loi")
THEME_BASE = {"u": 1300, "danh": 1450, "an": 1500, "chiu": 1550, "xuong": 1600, "diem": 1650, "loi": 1600}


class Meld(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    type: Literal["an_chan", "an_ca", "chiu"]
    cards: str


class Offer(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    card: str
    source: Literal["danh", "boc", "tra_cua"]
    drawn_by: Literal["self", "other"]
    who: Literal["tren", "duoi", "doi"] | None = None  # who put it there, from the puzzle's seat (older: None)


class Puzzle(BaseModel):
    """One stored puzzle (see the module docstring)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    theme: Literal["danh", "an", "chiu", "u", "xuong", "diem", "loi"]
    seed: int
    step: int
    move: int | None = None  # a played hand's: the move's number in the table's log (silent passes take none)
    seat: int = Field(ge=0, le=3)
    players: int = Field(ge=2, le=4)
    variant: str
    hand: str | None = None
    melds: tuple[Meld, ...] = ()
    visible: str | None = None
    opponents: tuple[int, ...] = ()
    offer: Offer | None = None
    win: dict[str, Any] | None = None
    game: str | None = None
    loi: tuple[int, ...] = ()
    choices: tuple[dict[str, Any], ...] = Field(min_length=2, max_length=4)
    values: tuple[int, ...]
    why: tuple[dict[str, Any], ...] = ()
    answer: int = Field(ge=0)
    margin: int = Field(ge=1)
    rating: float

    @model_validator(mode="after")
    def _shape(self) -> "Puzzle":
        if len(self.values) != len(self.choices) or self.answer >= len(self.choices):
            raise ValueError("choices, values and answer disagree")
        if self.why and len(self.why) != len(self.choices):
            raise ValueError("why must give one fact per choice")
        if (self.win is None) == (self.hand is None):
            raise ValueError("a puzzle is a position (hand) or a won hand (win)")
        return self

    def why_facts(self) -> list:
        """The engine's fact of each choice (``None`` for a choice without one)."""
        return [Fact.from_json(f) if f else None for f in self.why]


def initial_rating(p: dict) -> float:
    """A new puzzle's rating: its theme's base, −60 a card of margin past one, +40 a choice past two, +40 a cước
    past one (xướng)."""
    r = THEME_BASE[p["theme"]]
    r -= 60 * max(0, min(int(p.get("margin", 1)), 5) - 1)
    r += 40 * (len(p["choices"]) - 2)
    if p["theme"] in ("xuong", "diem"):
        r += 40 * max(0, len(p["choices"][p["answer"]].get("cuoc", {})) - 1)
    return float(r)


@functools.lru_cache(maxsize=2)
def load(path: Path = DATA_FILE) -> tuple[Puzzle, ...]:
    """Every puzzle of the data file, validated (a bad file raises: it is a bug)."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    return tuple(Puzzle.model_validate(p) for p in data["puzzles"])


def by_id(pid: str, path: Path = DATA_FILE) -> Puzzle | None:
    """The puzzle ``pid``, or ``None``."""
    return next((p for p in load(path) if p.id == pid), None)


def near(rating: float, k: int, exclude: set[str] | frozenset[str] = frozenset(), themes: tuple[str, ...] = THEMES,
         salt: str = "", path: Path = DATA_FILE, games: set[int] | None = None) -> list[Puzzle]:
    """``k`` puzzles of ``themes`` rated nearest ``rating``, themes in turn, each from another game (``seed``) than the
    others and than ``games`` (added to): two from one hand repeat its position or give an answer away; ``salt``
    varies the pick among equals."""
    import hashlib

    pools = {t: sorted((p for p in load(path) if p.theme == t and p.id not in exclude), key=lambda p: (
        round(abs(p.rating - rating) / 50), hashlib.sha1(f"{salt}:{p.id}".encode()).hexdigest())) for t in themes}
    out: list[Puzzle] = []
    games = set() if games is None else games
    while len(out) < k and any(pools.values()):
        for t in themes:
            while pools[t] and pools[t][0].seed in games:
                pools[t].pop(0)
            if pools[t] and len(out) < k:
                out.append(pools[t].pop(0))
                games.add(out[-1].seed)
    return out
