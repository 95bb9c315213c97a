"""Speed of the practice-table engine (issue 12): bot-only hands.

Run: ``.venv/bin/python benchmarks/game.py [HANDS]`` — prints figures, no
assertions. Target (issue 12 item 6): a bot-only 4-player hand (sensible bots,
the lỗi engine judging every move) in ≤ 20 ms median on this machine. Also
prints 2 and 3 players, random bots, one engine step (legal_actions + judge +
apply) and a JSON round trip of a state, as the practice page uses them.
Wall-clock and CPU (process) time are both printed: on a shared machine the
CPU figure is the engine's own cost.
"""
from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from chan_core.game import GameState, apply, judge_action, legal_actions  # noqa: E402
from chan_core.game.selfplay import play_hand  # noqa: E402


def hands(players: int, n: int, bots=("sensible",), base: int = 0) -> tuple[float, float, float]:
    """(median wall ms, median CPU ms, hands per second) over ``n`` hands."""
    walls, cpus = [], []
    t_all = time.perf_counter()
    for seed in range(base, base + n):
        w, c = time.perf_counter(), time.process_time()
        play_hand(players, seed, bots=bots)
        walls.append(time.perf_counter() - w)
        cpus.append(time.process_time() - c)
    total = time.perf_counter() - t_all
    return statistics.median(walls) * 1000, statistics.median(cpus) * 1000, n / total


def step_figures(n: int = 200) -> tuple[float, float]:
    """(ms per legal_actions + judge_action of each + apply, ms per JSON round trip)."""
    st = play_hand(4, 7)
    states = []
    from chan_core.game import GameRecord, record_of

    for s in GameRecord.steps(record_of(st)):
        if s.phase not in ("end", "xuong"):
            states.append(s)
    t = time.perf_counter()
    k = 0
    for s in states[:n]:
        acts = legal_actions(s, s.actor)
        for a in acts:
            judge_action(s, a)
        apply(s, acts[-1])
        k += 1
    step = (time.perf_counter() - t) / k * 1000
    t = time.perf_counter()
    for s in states[:n]:
        GameState.from_dict(json.loads(json.dumps(s.to_dict())))
    rt = (time.perf_counter() - t) / k * 1000
    return step, rt


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    play_hand(4, 0)  # warm caches (rules, lru)
    for players in (4, 3, 2):
        wall, cpu, hps = hands(players, n, base=1000)
        print(f"ván {players} người, máy 'sensible' ({n} ván): trung vị {wall:6.2f} ms (CPU {cpu:6.2f} ms), "
              f"{hps:6.1f} ván/giây" + ("   [mục tiêu ≤ 20 ms]" if players == 4 else ""))
    wall, cpu, hps = hands(4, n // 2, bots=("random",), base=2000)
    print(f"ván 4 người, máy 'random' ({n // 2} ván): trung vị {wall:6.2f} ms (CPU {cpu:6.2f} ms)")
    step, rt = step_figures()
    print(f"một bước (legal_actions + judge_action mọi nước + apply): {step:6.2f} ms")
    print(f"GameState → JSON → GameState: {rt:6.2f} ms")


if __name__ == "__main__":
    main()
