"""Benchmark: the Mậu binh solver (``mau_binh.solver.solve``) on random 13-card hands.

Prints the first call (building the 72,072-cut index and loading the strength table),
then the median, p90 and worst time per hand in ms over N random hands (default 300),
and the same for the order check + scoring of a 4-player table. Target (issue 16):
≤ 50 ms per hand on this machine.

Run: ``.venv/bin/python benchmarks/mau_binh.py [N]``.
"""
from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mau_binh.cards import deal  # noqa: E402
from mau_binh.scoring import settle  # noqa: E402
from mau_binh.solver import solve  # noqa: E402


def main(n: int = 300) -> None:
    hands = [h for s in range((n + 3) // 4) for h in deal(4, f"bench/{s}")][:n]
    t0 = time.perf_counter()
    solve(hands[0])
    first = (time.perf_counter() - t0) * 1000
    times = []
    sols = []
    for h in hands:
        t = time.perf_counter()
        sols.append(solve(h))
        times.append((time.perf_counter() - t) * 1000)
    times.sort()
    print(f"mau_binh.solve: first call {first:.0f} ms (index of the 72,072 cuts + strength table)")
    print(f"mau_binh.solve: {n} hands, median {statistics.median(times):.1f} ms, "
          f"p90 {times[int(0.9 * len(times))]:.1f} ms, worst {times[-1]:.1f} ms  (target ≤ 50 ms)")
    tables = [[s.arrangement for s in sols[i:i + 4]] for i in range(0, len(sols) - 3, 4)]
    t = time.perf_counter()
    for tb in tables:
        settle(tb)
    per = (time.perf_counter() - t) * 1000 / max(1, len(tables))
    print(f"mau_binh.settle: {len(tables)} tables of 4, {per:.2f} ms per table")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
