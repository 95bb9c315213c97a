"""Engine core benchmark: median µs per call for layout, waits and the ù check, and deals per second.

Targets (issue 3), one core, CPython: waits ≤ 20 µs per 19-card hand; ù check ≤ 20 µs.
Run: .venv/bin/python benchmarks/engine.py [N]   (default N = 100000 random hands)
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from chan_core.cards import KINDS, Hand  # noqa: E402
from chan_core.deal import deal  # noqa: E402
from chan_core.layout import layout  # noqa: E402
from chan_core.waits import waits  # noqa: E402
from chan_core.win import check_u, is_u, make_win  # noqa: E402
from strategy import ten_pairs  # noqa: E402  (benchmarks/strategy.py)


def random_hands(n: int, size: int, rng: random.Random) -> list[Hand]:
    pool = [k for k in KINDS for _ in range(4)]
    return [Hand(rng.sample(pool, size)) for _ in range(n)]


def near_wins(n: int, rng: random.Random) -> list[tuple[Hand, object]]:
    """19-card hands that wait (from deals of 10 pairs, :func:`strategy.ten_pairs`), with their
    winning card."""
    out = []
    while len(out) < n:
        pairs, _own = ten_pairs(rng)
        cards = [k for m in pairs for k in m.cards]
        wc = cards.pop(rng.randrange(20))
        out.append((Hand(cards), wc))
    return out


def median_us(fn, items, batch: int = 1000) -> float:
    """Median over batches of per-call µs."""
    per = []
    for i in range(0, len(items), batch):
        chunk = items[i:i + batch]
        t = time.perf_counter()
        for x in chunk:
            fn(x)
        per.append((time.perf_counter() - t) / len(chunk) * 1e6)
    return statistics.median(per)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    rng = random.Random(2026)
    hands = random_hands(n, 19, rng)
    wins = near_wins(max(n // 10, 1000), rng)
    print(f"hands: {n} random 19-card hands, {len(wins)} winning hands")
    print(f"layout            {median_us(layout, hands):8.2f} µs/call")
    print(f"waits (random)    {median_us(waits, hands):8.2f} µs/call   target ≤ 20")
    print(f"waits (waiting)   {median_us(lambda hw: waits(hw[0]), wins):8.2f} µs/call   target ≤ 20")
    print(f"is_u (counts)     {median_us(lambda hw: is_u((hw[0] + hw[1]).counts), wins):8.2f} µs/call")
    print(f"check_u (full)    {median_us(lambda hw: check_u(make_win(hw[0], hw[1], source='boc', drawn_by='self')), wins):8.2f} µs/call   target ≤ 20")
    k = 2000
    t = time.perf_counter()
    for s in range(k):
        deal(4, seed=s)
    print(f"deals             {k / (time.perf_counter() - t):8.0f} deals/s")


if __name__ == "__main__":
    main()
