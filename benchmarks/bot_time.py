"""Decision time of a bot level (issue 25: «Máy giỏi» ≤ 50 ms median, ≤ 150 ms worst).

Run: ``.venv/bin/python benchmarks/bot_time.py [--level gioi] [--hands N] [--seed S]`` — plays N
four-player hands (classic) with the level on seats 0 and 2 and ``advisor`` on 1 and 3, times
every decision of the level (``choose`` and ``xuong``) by the wall clock (``time.perf_counter``)
and by this process's CPU time (``time.process_time``: what the decision costs, without the
waits of a shared machine), and prints the count, median, 95th percentile and worst in
milliseconds. No assertions: the figures are what this run saw.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from chan_core.game.bots import BOTS, make_bot  # noqa: E402
from chan_core.game.selfplay import play_hand  # noqa: E402


class Timed:
    """A policy wrapper that records the wall time of each decision (ms) in ``times``."""

    def __init__(self, bot, times: list[float], cpu: list[float]):
        self.bot, self.times, self.cpu, self.name = bot, times, cpu, bot.name

    def _timed(self, fn, *args):
        t, c = time.perf_counter(), time.process_time()
        out = fn(*args)
        self.times.append(1000 * (time.perf_counter() - t))
        self.cpu.append(1000 * (time.process_time() - c))
        return out

    def choose(self, state, seat, legal):
        return self._timed(self.bot.choose, state, seat, legal)

    def xuong(self, state, seat):
        return self._timed(self.bot.xuong, state, seat)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="benchmarks/bot_time.py", description=__doc__.splitlines()[0])
    ap.add_argument("--level", default="gioi", choices=list(BOTS))
    ap.add_argument("--hands", type=int, default=100)
    ap.add_argument("--seed", type=int, default=2_500_000)
    args = ap.parse_args(argv)
    times: list[float] = []
    cpu: list[float] = []
    for i in range(args.hands):
        seed = args.seed + i
        bots = [Timed(make_bot(args.level, seed * 4 + s), times, cpu) if s % 2 == 0 else "advisor"
                for s in range(4)]
        play_hand(4, seed, bots=bots)
    for name, xs in (("wall", times), ("cpu", cpu)):
        xs.sort()
        p95 = xs[min(len(xs) - 1, int(0.95 * len(xs)))]
        print(f"{args.level} ({name}): {len(xs)} decisions in {args.hands} hands — median "
              f"{statistics.median(xs):.1f} ms, 95% {p95:.1f} ms, worst {xs[-1]:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
