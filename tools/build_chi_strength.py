"""Rebuild ``mau_binh/data/chi_strength.json``, the fixed point of :mod:`mau_binh.strength` (apart from it,
because it runs the solver, which reads the table).

Usage: ``.venv/bin/python tools/build_chi_strength.py [DEALS=1000] [ROUNDS=8]``.
"""
from __future__ import annotations

import json
import random
import sys
from collections import Counter
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mau_binh.cards import DECK, deal  # noqa: E402
from mau_binh.chi import chi_value  # noqa: E402
from mau_binh.solver import _ranked  # noqa: E402
from mau_binh.strength import DATA, PLACES, StrengthTable, load_table  # noqa: E402


def best_arrangement(hand, table: StrengthTable):
    """The solver's best non-lủng arrangement of 13 cards under ``table``."""
    return _ranked(tuple(hand), table)[0][1]


USAGE = "Cách dùng: .venv/bin/python tools/build_chi_strength.py [SỐ_VÁN_MỖI_VÒNG=1000] [SỐ_VÒNG=8]"


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
    diffs = []
    for i in range(hands // 4 + 1):
        for hand in deal(4, f"distance/{seed}/{i}"):
            for p, v in zip(PLACES, best_arrangement(hand, b).values):
                diffs.append(abs(a.edge(p, v.key) - b.edge(p, v.key)))
    return max(diffs), sum(diffs) / len(diffs)


def to_json(table: StrengthTable) -> dict:
    """Plain JSON: ``{about, front: [[key, count], …], …}`` (:meth:`StrengthTable.from_json` reads it)."""
    out: dict = {"about": table.about}
    for p in PLACES:
        out[p] = [[int(x), int(y)] for x, y in zip(table.keys[p], np.diff(table.below[p]))]
    return out


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
        "(tools/build_chi_strength.py dựng lại)."))
    table = StrengthTable(table.keys, table.below, table.n, about)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(to_json(table), ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    load_table.cache_clear()
    return table


def main(argv: list[str]) -> int:
    """Run the command; 0 on success, 2 for a bad command line."""
    if not all(a.isdigit() for a in argv) or len(argv) > 2:
        print(USAGE, file=sys.stderr)
        return 2
    build(deals=int(argv[0]) if argv else 1000, rounds=int(argv[1]) if len(argv) > 1 else 8)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
