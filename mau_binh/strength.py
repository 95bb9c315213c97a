"""How strong a chi is at its place: the share of opponents' chi it beats.

The solver (:mod:`mau_binh.solver`) scores an arrangement by the points it
wins on average against one opponent. By linearity of expectation that is the
sum over the three chi of ``P(opponent's chi at that place is lower) −
P(higher)`` — the *edge* of the chi at its place — whatever the links between
the opponent's three chi (house bonuses and sập hầm left aside).

The opponent's chi at each place are taken from ``mau_binh/data/chi_strength.json``:
the arrangements the solver itself chooses for many random deals (a fixed
point: start from random chi, solve deals, count their chi, solve again with
those counts, averaging the rounds …). Rebuild it with ``python -m mau_binh strength`` after a change
to the category rules; it prints how far the table moved each round.
Approximation stated on the pages: card removal (the opponent cannot hold my
cards) is ignored.
"""
from __future__ import annotations

import functools
import json
import random
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from chan_core.errors import ChanError
from mau_binh.cards import DECK
from mau_binh.chi import chi_value
from mau_binh.i18n import _

DATA = Path(__file__).resolve().parent / "data" / "chi_strength.json"
PLACES = ("front", "middle", "back")


@dataclass(frozen=True)
class StrengthTable:
    """Per place (``front``/``middle``/``back``): sorted distinct chi ``keys`` and
    ``below[i]`` = how many sampled chi have a key lower than ``keys[i]`` (one extra last
    entry = the total ``n``)."""

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

    def edge(self, place: str, chi_keys: np.ndarray | int) -> np.ndarray | float:
        """``P(lower) − P(higher)`` of chi with these keys at ``place`` (−1 … 1; a tie counts 0)."""
        q = np.asarray(chi_keys, dtype=np.int64)
        k, b, n = self.keys[place], self.below[place], self.n[place]
        less = b[np.searchsorted(k, q, "left")]
        greater = n - b[np.searchsorted(k, q, "right")]
        out = (less - greater) / n
        return float(out) if out.ndim == 0 else out

    def share_beaten(self, place: str, key: int) -> tuple[float, float]:
        """``(P(lower), P(equal))`` for one chi key at ``place`` (the pages say "thắng x%")."""
        k, b, n = self.keys[place], self.below[place], self.n[place]
        lo, hi = np.searchsorted(k, key, "left"), np.searchsorted(k, key, "right")
        return float(b[lo]) / n, float(b[hi] - b[lo]) / n

    def to_json(self) -> dict:
        """Plain JSON: ``{about, front: [[key, count], …], …}``."""
        out: dict = {"about": self.about}
        for p in PLACES:
            counts = np.diff(self.below[p])
            out[p] = [[int(x), int(y)] for x, y in zip(self.keys[p], counts)]
        return out

    @classmethod
    def from_json(cls, data: dict) -> "StrengthTable":
        """Inverse of :meth:`to_json`."""
        return cls.from_counts({p: Counter({int(k): int(c) for k, c in data[p]}) for p in PLACES}, data.get("about"))


@functools.lru_cache(maxsize=1)
def load_table(path: str | None = None) -> StrengthTable:
    """The shipped table (cached). ChanError if the file is missing or unreadable."""
    p = Path(path) if path else DATA
    try:
        return StrengthTable.from_json(json.loads(p.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise ChanError(_("Không đọc được bảng sức mạnh chi {file} ({error}); "
                          "chạy lại python -m mau_binh strength.").format(file=p.name, error=e.__class__.__name__)) from None


def random_table(samples: int, seed: int) -> StrengthTable:
    """Round 0 of the fixed point: chi of random cards (3 for the front, 5 for the others)."""
    rng = random.Random(f"chi-strength/{seed}")
    counts = {p: Counter() for p in PLACES}
    deck = list(DECK)
    for _ in range(samples):
        counts["front"][chi_value(rng.sample(deck, 3)).key] += 1
        for p in ("middle", "back"):
            counts[p][chi_value(rng.sample(deck, 5)).key] += 1
    return StrengthTable.from_counts(counts, {"round": 0, "samples": samples})


def counts_from_deals(table: StrengthTable, deals: int, seed: int, round_no: int) -> dict[str, Counter]:
    """One round: solve ``deals`` × 4 random hands with ``table``; count the chi chosen at each place."""
    from mau_binh.cards import deal
    from mau_binh.solver import best_arrangement

    counts = {p: Counter() for p in PLACES}
    for d in range(deals):
        for hand in deal(4, f"strength/{seed}/{round_no}/{d}"):
            arr = best_arrangement(hand, table)
            for p, v in zip(PLACES, arr.values):
                counts[p][v.key] += 1
    return counts


def distance(a: StrengthTable, b: StrengthTable, hands: int = 300, seed: int = 1) -> tuple[float, float]:
    """How far two tables are apart, on the chi a solver actually plays: (largest, mean)
    change of a chi's edge over the arrangements of ``hands`` random hands solved with ``b``."""
    from mau_binh.cards import deal
    from mau_binh.solver import best_arrangement

    diffs = []
    for i in range(hands // 4 + 1):
        for hand in deal(4, f"distance/{seed}/{i}"):
            for p, v in zip(PLACES, best_arrangement(hand, b).values):
                diffs.append(abs(a.edge(p, v.key) - b.edge(p, v.key)))
    return max(diffs), sum(diffs) / len(diffs)


def build(deals: int = 1000, rounds: int = 8, seed: int = 2024, out: Path = DATA) -> StrengthTable:
    """Rebuild the shipped table (module doc). Round 0 = random chi; each round solves
    ``deals`` × 4 random hands with the current table and adds the chosen chi to the counts
    of all rounds so far (fictitious play: averaging the rounds damps the back-and-forth a
    plain fixed point shows). Prints how much each round moved the edges."""
    table = random_table(20_000, seed)
    total = {p: Counter() for p in PLACES}
    for r in range(1, rounds + 1):
        for p, c in counts_from_deals(table, deals, seed, r).items():
            total[p].update(c)
        new = StrengthTable.from_counts(total, {"rounds": r, "hands": deals * 4 * r, "seed": seed})
        worst, mean = distance(table, new)
        print(f"vòng {r}: {deals * 4 * r} bài, chi thay đổi lớn nhất {worst:.3f}, trung bình {mean:.3f}", flush=True)
        table = new
    about = dict(table.about, note=(
        "Chi mà máy xếp chọn ở mỗi chỗ, cộng dồn qua các vòng trên các ván chia ngẫu nhiên "
        "(python -m mau_binh strength dựng lại)."))
    table = StrengthTable(table.keys, table.below, table.n, about)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(table.to_json(), ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    load_table.cache_clear()
    return table
