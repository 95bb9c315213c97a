"""Benchmark: the engine core's hot paths in several source trees, in one run (interleaved).

For each tree (a checkout of the project: this one, an older commit …) a child process
imports *that tree's* ``chan_core`` and times, on the same random valid wins
(:func:`benchmarks.scoring.random_win`'s recipe, seed 4):

* ``full``: :func:`chan_core.scoring.score_win` (``check_u`` + cước + points), classic, no gà;
* ``check_u``: :func:`chan_core.win.check_u` of the win;
* ``is_u``: :func:`chan_core.win.is_u` on the 25 counts of the 20 cards in hand (no melds);
* ``waits``: :func:`chan_core.waits.waits` of the 19 cards before the winning card (a waiting hand);
* ``eval``: :func:`chan_core.eval_kinds.evaluate` of the win written as a ``win`` scenario (a
  recorded win answered in-process: the scenario read, judged, its cước and points).

Each figure is the median over the wins of the best of 5 single calls (µs, gc off); the
trees run in turn for ``rounds`` rounds and the best median of each tree is printed, so a
busy machine slows every tree alike.

Run: ``.venv/bin/python benchmarks/compare_trees.py [--rounds 3] [--n 1500] NAME=PATH …``
(``NAME=PATH``: a label and the root of a tree; default: this tree as ``here``).
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

CHILD = r'''
import gc, json, random, statistics, sys, time
sys.path.insert(0, sys.argv[1])
from chan_core.cards import KINDS, Hand
from chan_core.melds import Meld
from chan_core.options import make_options
from chan_core.scoring import score_win
from chan_core.waits import waits
from chan_core.win import WinInput, check_u, is_u
from chan_core.eval_kinds import evaluate

SUITED = [k for k in KINDS if k.suit]

def random_win(rng):
    counts = [0] * len(KINDS)
    pairs = []
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

def best(f, arg, reps=5):
    b = float("inf")
    for _ in range(reps):
        t = time.perf_counter_ns()
        f(arg)
        b = min(b, time.perf_counter_ns() - t)
    return b / 1000.0

n = int(sys.argv[2])
rng = random.Random(4)
wins = []
while len(wins) < n:
    w = random_win(rng)
    if w is not None and check_u(w).valid:
        wins.append(w)
opts = make_options("classic", {})
counts20 = []
for w in wins:
    c = list(w.hand.counts)
    c[w.winning_card.index] += 1
    counts20.append(tuple(c))
scenarios = [{"id": "w", "kind": "win", "hand": str(w.hand), "winning_card": w.winning_card.code,
              "melds": [{"type": m.type, "cards": " ".join(k.code for k in m.cards)} for m in w.melds],
              "source": w.source, "drawn_by": w.drawn_by, "context": sorted(w.context)} for w in wins]
for w, sc in zip(wins[:50], scenarios):
    score_win(w, opts)
    evaluate(sc)
gc.disable()
out = {
    "full": statistics.median(best(lambda w: score_win(w, opts), w) for w in wins),
    "check_u": statistics.median(best(check_u, w) for w in wins),
    "is_u": statistics.median(best(is_u, c) for c in counts20),
    "waits": statistics.median(best(lambda w: waits(w.hand, w.melds), w) for w in wins),
    "eval": statistics.median(best(evaluate, sc) for sc in scenarios),
}
assert all(waits(w.hand, w.melds) for w in wins)
print(json.dumps(out))
'''


def main(argv: list[str]) -> None:
    rounds, n, trees = 3, 1500, []
    it = iter(argv)
    for a in it:
        if a == "--rounds":
            rounds = int(next(it))
        elif a == "--n":
            n = int(next(it))
        else:
            name, _, path = a.partition("=")
            trees.append((name, str(Path(path).resolve())))
    if not trees:
        trees = [("here", str(Path(__file__).resolve().parent.parent))]
    best: dict[str, dict[str, float]] = {}
    for _r in range(rounds):
        for name, path in trees:
            got = json.loads(subprocess.run([sys.executable, "-c", CHILD, path, str(n)], cwd=path, check=True,
                                            capture_output=True, text=True).stdout)
            mine = best.setdefault(name, {})
            for k, v in got.items():
                mine[k] = min(v, mine.get(k, float("inf")))
    print(f"{'tree':12s} {'full win eval':>14s} {'check_u':>9s} {'is_u':>7s} {'waits':>7s} {'eval win':>9s}   "
          f"(µs, median of best-of-5 calls, best of {rounds} interleaved rounds, {n} wins)")
    for name, _p in trees:
        b = best[name]
        print(f"{name:12s} {b['full']:14.1f} {b['check_u']:9.2f} {b['is_u']:7.2f} {b['waits']:7.2f} {b['eval']:9.1f}")


if __name__ == "__main__":
    main(sys.argv[1:])
