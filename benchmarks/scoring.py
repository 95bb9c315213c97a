"""Benchmark: a full win evaluation (validity + cước + points) on random winning hands.

Prints the median and p90 time in µs of
:func:`chan_core.scoring.score_win` (``check_u`` + ``detect`` + ``score``)
over many random valid wins, with and without gà, and of the cước+points
part alone. Target (issue 4): median ≤ 50 µs in CPython.

Run: ``.venv/bin/python benchmarks/scoring.py [N]``.
"""
from __future__ import annotations

import gc
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from chan_core.cards import KINDS, Hand  # noqa: E402
from chan_core.cuoc import detect  # noqa: E402
from chan_core.melds import Meld  # noqa: E402
from chan_core.options import make_options  # noqa: E402
from chan_core.scoring import score, score_win  # noqa: E402
from chan_core.win import WinInput, check_u  # noqa: E402

SUITED = [k for k in KINDS if k.suit]


def random_win(rng: random.Random) -> WinInput | None:
    """One random claimed ù (may be invalid; the caller filters)."""
    counts = [0] * len(KINDS)
    pairs: list[tuple] = []
    n_chan = rng.choice((6, 6, 6, 7, 7, 8, 9, 10))
    while len(pairs) < n_chan:
        k = rng.choice(KINDS)
        if counts[k.index] <= 2:
            counts[k.index] += 2
            pairs.append(("chan", k, k))
    tries = 0
    while len(pairs) < 10 and tries < 200:
        tries += 1
        a = rng.choice(SUITED)
        b = rng.choice([x for x in SUITED if x.rank == a.rank and x.suit != a.suit])
        if counts[a.index] < 4 and counts[b.index] < 4:
            counts[a.index] += 1
            counts[b.index] += 1
            pairs.append(("ca", a, b))
    if len(pairs) < 10:
        return None
    melds = []
    hand = list(counts)
    for p in pairs:
        if rng.random() < 0.25 and len(melds) < 5:
            melds.append(Meld("an_chan" if p[0] == "chan" else "an_ca", (p[1], p[2])))
            hand[p[1].index] -= 1
            hand[p[2].index] -= 1
    choices = [k for k in KINDS for _ in range(hand[k.index])]
    if not choices:
        return None
    wc = rng.choice(choices)
    hand[wc.index] -= 1
    ctx = frozenset(c for c in ("thong", "dia_u") if rng.random() < 0.1)
    return WinInput(Hand.from_counts(hand), tuple(melds), wc, "boc", rng.choice(("self", "other")), ctx, None)


def timed(f, arg, reps: int = 5) -> float:
    """Best of ``reps`` single calls, in µs (gc off, as ``timeit`` does)."""
    best = float("inf")
    for _ in range(reps):
        t = time.perf_counter_ns()
        f(arg)
        best = min(best, time.perf_counter_ns() - t)
    return best / 1000.0


def main(n: int = 3000) -> None:
    rng = random.Random(4)
    wins = []
    while len(wins) < n:
        w = random_win(rng)
        if w is not None and check_u(w).valid:
            wins.append(w)
    gc.disable()
    for label, opts in (("classic, không gà", make_options("classic", {})),
                        ("classic, gà rộng", make_options("classic", {"ga": True})),
                        ("sanhrong, gà", make_options("sanhrong", {"ga": True}))):
        for w in wins[:50]:
            score_win(w, opts)  # warm caches
        full = [timed(lambda w: score_win(w, opts), w) for w in wins]
        ucs = [check_u(w) for w in wins]
        part = [timed(lambda p: score(detect(p[0], p[1], opts).cuoc, opts, checked=True), (w, u))
                for w, u in zip(wins, ucs)]
        valid_u = [timed(check_u, w) for w in wins]
        q = statistics.quantiles(full, n=10)
        print(f"{label:20s} full win evaluation: median {statistics.median(full):6.1f} µs, p90 {q[-1]:6.1f} µs"
              f" | check_u {statistics.median(valid_u):5.1f} µs | cước+điểm {statistics.median(part):5.1f} µs"
              f"  ({n} random valid wins)")
    gc.enable()
    print("target: median ≤ 50 µs (machine load makes single runs noisy; run twice)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3000)
