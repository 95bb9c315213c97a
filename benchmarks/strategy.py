"""Strategy benchmark (issue 13): µs per call for the distance, the useful cards and a full ranking.

Targets, one core, CPython: distance ≤ 20 µs, useful cards ≤ 200 µs (19 cards), one full ranking of
every đánh of a 20-card hand ≤ 1 ms. Hands are generated a few cards from 10 pairs (0–3 cards swapped,
0–3 melds), a third of them with 30 visible cards. CPU time (process_time), so other programs on
the machine do not inflate the figures; the median over batches is printed with the slowest batch.
Run: .venv/bin/python benchmarks/strategy.py [N]   (default N = 3000 hands)
"""
from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from chan_core.cards import KINDS, KINDS_OF_RANK, Hand  # noqa: E402
from chan_core.melds import Meld  # noqa: E402
from chan_core.strategy import distance, rank_discards, useful_cards  # noqa: E402

SUITED = [k for k in KINDS if k.suit]


def ten_pairs(rng: random.Random) -> tuple[list[Meld], list[int]]:
    """Ten random pairs — a chắn (60 %) or a cạ — as melds, with how many of each kind
    (``KINDS`` order) they hold (never more than 4): the shape of a complete hand."""
    own = [0] * 25
    pairs = []
    while len(pairs) < 10:
        if rng.random() < 0.6:
            k = rng.choice(KINDS)
            if own[k.index] <= 2:
                own[k.index] += 2
                pairs.append(Meld("an_chan", (k, k)))
        else:
            a = rng.choice(SUITED)
            b = rng.choice([k for k in KINDS_OF_RANK[a.rank] if k != a])
            if own[a.index] < 4 and own[b.index] < 4:
                own[a.index] += 1
                own[b.index] += 1
                pairs.append(Meld("an_ca", (a, b)))
    return pairs, own


def near_hand(rng: random.Random, melds_n: int, size: int, swaps: int) -> tuple[Hand, tuple[Meld, ...]]:
    """A hand a few cards from 10 pairs: :func:`ten_pairs`, the first ``melds_n`` of them on
    the mat, the others' cards shuffled in hand with ``swaps`` of them replaced by random cards
    (at most 4 of a kind), one card dropped when ``size`` is 19. Also used by
    ``tests/engine/test_strategy.py``."""
    pairs, own = ten_pairs(rng)
    melds = tuple(pairs[:melds_n])
    cards = [k for m in pairs[melds_n:] for k in m.cards]
    rng.shuffle(cards)
    for _ in range(swaps):
        gone = cards.pop()
        own[gone.index] -= 1
        k = rng.choice([k for k in KINDS if own[k.index] < 4])
        own[k.index] += 1
        cards.append(k)
    if size == 19:
        cards.pop()
    return Hand(cards), melds


def near(rng: random.Random, melds_n: int, size: int, swaps: int):
    """:func:`near_hand` and, a third of the time, 30 visible cards drawn from the cards not in
    it (else ``None``): ``(hand, melds, visible)``."""
    hand, melds = near_hand(rng, melds_n, size, swaps)
    visible = None
    if rng.random() < 1 / 3:
        mine = list(hand.counts)
        for m in melds:
            for k in m.cards:
                mine[k.index] += 1
        visible = rng.sample([k for k in KINDS for _ in range(4 - mine[k.index])], 30)
    return hand, melds, visible


def per_call_us(fn, items, batch: int = 200) -> tuple[float, float]:
    per = []
    for i in range(0, len(items), batch):
        chunk = items[i:i + batch]
        t = time.process_time()
        for x in chunk:
            fn(*x)
        per.append((time.process_time() - t) / len(chunk) * 1e6)
    return statistics.median(per), max(per)


def main(n: int) -> None:
    rng = random.Random(2024)
    h19 = [near(rng, rng.randrange(4), 19, rng.randrange(4)) for _ in range(n)]
    h20 = [near(rng, rng.randrange(4), 20, rng.randrange(4)) for _ in range(max(n // 4, 50))]
    for h, m, v in h19[:200] + h20[:50]:  # warm the caches of the exact search
        distance(h, m, v)
        useful_cards(h, m, v)
    rows = [
        ("distance, 19 cards", per_call_us(distance, h19), 20),
        ("distance, 20 cards", per_call_us(distance, h20), 20),
        ("useful cards, 19 cards", per_call_us(useful_cards, h19), 200),
        ("full ranking of every đánh, 20 cards", per_call_us(rank_discards, h20, 50), 1000),
    ]
    print(f"{'what':40} {'median µs':>10} {'worst batch':>12} {'target':>8}")
    for name, (med, worst), target in rows:
        print(f"{name:40} {med:10.1f} {worst:12.1f} {target:8d}  {'ok' if med <= target else 'SLOW'}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3000)
