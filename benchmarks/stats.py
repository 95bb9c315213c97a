"""Deal statistics benchmark (issue 13 item 5): 1,000,000 simulated deals (4 players) in ≤ 5 s.

Prints CPU seconds (this process only) and wall seconds for ``learning.deal_stats.simulate``
(numpy-vectorised, chunks of 100,000 deals), and a few of the figures with their 95% intervals.
Run: .venv/bin/python benchmarks/stats.py [DEALS] [SEED]   (default 1000000, seed 13)
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from learning.deal_stats import DEFAULT_SEED, rows, simulate  # noqa: E402


def main(deals: int, seed: int) -> None:
    cpu, wall = time.process_time(), time.perf_counter()
    t = simulate(deals, seed)
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    print(f"{t.deals:,} deals: {cpu:.2f} s CPU ({'ok' if cpu <= 5 else 'SLOW'}, target ≤ 5 s), "
          f"{wall:.2f} s wall (longer when other programs share the 2 cores)")
    for r in rows(t, seed):
        if r["kind"] == "event":
            print(f"  {r['who']:4} {r['metric']:12} {r['p']:.5f}  [{r['low']:.5f}, {r['high']:.5f}]  n={r['n']:,}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000, int(sys.argv[2]) if len(sys.argv) > 2 else DEFAULT_SEED)
