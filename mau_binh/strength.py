"""How strong a chi is at its place: the share of opponents' chi it beats (for :mod:`mau_binh.solver`).

The opponents' chi are those the solver itself chooses on random deals (a fixed point, built by
:file:`tools/build_chi_strength.py` into ``data/chi_strength.json``).
Card removal (the opponent cannot hold my cards) is ignored, as the pages say."""
from __future__ import annotations

import functools
import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from chan_core.errors import ChanError

DATA = Path(__file__).resolve().parent / "data" / "chi_strength.json"
PLACES = ("front", "middle", "back")


@dataclass(frozen=True)
class StrengthTable:
    """Per place: sorted distinct chi ``keys`` and ``below[i]`` = how many sampled chi are lower than
    ``keys[i]`` (one extra last entry = the total ``n``)."""

    keys: dict[str, np.ndarray]
    below: dict[str, np.ndarray]
    n: dict[str, int]
    about: dict

    @classmethod
    def from_counts(cls, counts: dict[str, Counter], about: dict | None = None) -> "StrengthTable":
        """Build from ``{place: Counter(chi key → count)}``."""
        keys, below, n = {}, {}, {}
        for p in PLACES:
            items = sorted(counts[p].items())
            k = np.array([x for x, _ in items], dtype=np.int64)
            c = np.array([y for _, y in items], dtype=np.int64)
            keys[p] = k
            below[p] = np.concatenate([[0], np.cumsum(c)])
            n[p] = int(below[p][-1])
        return cls(keys, below, n, dict(about or {}))

    def _counts(self, place: str, chi_keys: np.ndarray | int) -> tuple:
        """How many sampled chi at ``place`` are lower, how many higher than each key, and the total."""
        q = np.asarray(chi_keys, dtype=np.int64)
        k, b, n = self.keys[place], self.below[place], self.n[place]
        return b[np.searchsorted(k, q, "left")], n - b[np.searchsorted(k, q, "right")], n

    def edge(self, place: str, chi_keys: np.ndarray | int) -> np.ndarray | float:
        """``P(lower) − P(higher)`` of chi with these keys at ``place`` (−1 … 1; a tie counts 0)."""
        less, greater, n = self._counts(place, chi_keys)
        out = (less - greater) / n
        return float(out) if out.ndim == 0 else out

    def shares(self, place: str, chi_keys: np.ndarray | int) -> tuple[np.ndarray, np.ndarray]:
        """``(P(lower), P(higher))`` of chi with these keys at ``place`` (the pages say "thắng x%" of P(lower))."""
        less, greater, n = self._counts(place, chi_keys)
        return less / n, greater / n

    @classmethod
    def from_json(cls, data: dict) -> "StrengthTable":
        """Read ``{about, front: [[key, count], …], …}`` (``tools/build_chi_strength.py`` writes it)."""
        return cls.from_counts({p: Counter({int(k): int(c) for k, c in data[p]}) for p in PLACES}, data.get("about"))


@functools.lru_cache(maxsize=1)
def load_table() -> StrengthTable:
    """The shipped table (cached). ChanError if the file is missing or unreadable."""
    try:
        return StrengthTable.from_json(json.loads(DATA.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise ChanError("mau_binh.strength.unreadable", file=DATA.name, error=e.__class__.__name__) from None
