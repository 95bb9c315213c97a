"""Speed of the xướng drill engine: random winning hands by level, and grading.

Run: ``.venv/bin/python benchmarks/xuong_drills.py``. Prints figures only
(no thresholds): ms per generated hand and candidates tried, per level and
variant; µs per graded xướng; the spread of cước the generator produces.
"""
from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from chan_core.gen_win import LEVELS, gen_win  # noqa: E402
from chan_core.options import make_options  # noqa: E402
from chan_core.xuong import canonical, grade  # noqa: E402

N = 200


def main() -> None:
    for variant in ("classic", "sanhrong"):
        opts = make_options(variant)
        for level in LEVELS:
            t = time.perf_counter()
            tries, seen = [], Counter()
            hands = []
            for seed in range(N):
                g = gen_win(seed, level, opts)
                tries.append(g.tries)
                seen.update(g.cuoc.keys())
                hands.append(g)
            dt = (time.perf_counter() - t) / N * 1000
            print(f"gen_win {variant:8} level {level}: {dt:6.2f} ms/hand, tries mean {sum(tries) / N:.1f} "
                  f"max {max(tries)}; {len(seen)} kinds of cước: {', '.join(f'{k}×{v}' for k, v in seen.most_common())}")
            t = time.perf_counter()
            for g in hands:
                said = list(canonical(g.cuoc, variant).items)
                grade(g.cuoc, said[:-1] if len(said) > 1 else said, opts, players=3, bao=[2])
            print(f"  grade: {(time.perf_counter() - t) / N * 1e6:8.1f} µs/xướng")


if __name__ == "__main__":
    main()
