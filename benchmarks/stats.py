"""Deal statistics benchmark (issue 13 item 5): 1,000,000 simulated deals (4 players) in ≤ 5 s.

Prints CPU seconds (this process only) and wall seconds for ``learning.deal_stats.simulate``
(numpy-vectorised, chunks of 100,000 deals), and a few of the figures with their 95% intervals;
then the CPU of «Xác suất»'s largest live runs (its ``MAX_LIVE_*`` sizes; target ≤ 1.5 s each, issue 22).
Run: .venv/bin/python benchmarks/stats.py [DEALS] [SEED]   (default 1000000, seed 13)
"""
from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from learning import selfplay_stats as sps  # noqa: E402
from learning.deal_stats import CHUNK, DEFAULT_SEED, rows, simulate  # noqa: E402

LIVE_CPU_S = 1.5


def live_sizes() -> dict[str, int]:
    """The page's ``MAX_LIVE_*`` constants, read from its source (importing a page runs it)."""
    import ast

    src = (Path(__file__).resolve().parent.parent / "app_pages" / "xac_suat.py").read_text(encoding="utf-8")
    return {n.targets[0].id: ast.literal_eval(n.value) for n in ast.parse(src).body
            if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Name)
            and n.targets[0].id.startswith("MAX_LIVE_")}


def live_runs() -> None:
    """CPU seconds of the largest live self-play run and the largest live deal run the page allows."""
    sizes = live_sizes()
    n, deals = sizes["MAX_LIVE_HANDS"], sizes["MAX_LIVE_DEALS"]
    t = time.thread_time()
    sps.rows(sps.simulate("sensible", "sanhrong", n, 987_654))
    hands = time.thread_time() - t
    t = time.thread_time()
    rows(simulate(deals, 987_654, chunk=min(CHUNK, deals)), 987_654, min(CHUNK, deals))
    dealt = time.thread_time() - t
    for what, cpu in ((f"live self-play, {n} hands", hands), (f"live deals, {deals:,}", dealt)):
        print(f"{what}: {cpu:.2f} s CPU ({'ok' if cpu <= LIVE_CPU_S else 'SLOW'}, target ≤ {LIVE_CPU_S} s)")


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
    live_runs()
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000, int(sys.argv[2]) if len(sys.argv) > 2 else DEFAULT_SEED)
