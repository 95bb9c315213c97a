"""Calibration data of «Máy giỏi»'s chance of ù (:data:`chan_core.strategy.money.P_LOGIT`, issue 25).

Run: ``.venv/bin/python benchmarks/bot_calibration.py [--hands N] [--seed S]`` — plays N
all-``advisor`` four-player hands (classic) and prints, for every đánh, the share of hands the
seat went on to win by the distance left after the đánh (rows) and the unseen useful copies
(columns: :data:`COPY_EDGES` buckets), with the number of đánh in
each cell. The module's logistic model was fitted (maximum likelihood) on the same đánh, with the
cards left in the nọc as a third input (seeds 500000 and 600000).
"""
from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from chan_core.game.bots import AdvisorBot, seat_view  # noqa: E402
from chan_core.game.selfplay import play_hand  # noqa: E402
from chan_core.strategy import rank_discards  # noqa: E402


COPY_EDGES = (0, 2, 4, 6, 8, 11, 15, 20, 25, 30)
"""Lower edges of the unseen-copies columns (the last one is open)."""


class _Recording(AdvisorBot):
    """``advisor``, noting (seat, distance, copies, cards left in the nọc) of each đánh it makes."""

    def __init__(self, seed: int = 0):
        super().__init__(seed)
        self.log: list[tuple] = []

    def _ranked_discards(self, state, seat):
        hand, melds, visible, opps = seat_view(state, seat)
        rows = rank_discards(hand, melds, visible, opps)
        self.log.append((seat, rows[0].distance, rows[0].useful_copies, len(state.noc)))
        return [r.card.code for r in rows]


def bucket(copies: int) -> int:
    """The column of ``copies`` (:data:`COPY_EDGES`)."""
    return max(i for i, e in enumerate(COPY_EDGES) if copies >= e)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="benchmarks/bot_calibration.py", description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=600_000)
    args = ap.parse_args(argv)
    cells: dict[tuple[int, int], list[int]] = defaultdict(lambda: [0, 0])
    for i in range(args.hands):
        bots = [_Recording(s) for s in range(4)]
        st = play_hand(4, args.seed + i, bots=bots)
        for b in bots:
            for seat, d, c, _noc in b.log:
                if d is None:
                    continue
                cell = cells[(min(d, 5), bucket(c))]
                cell[0] += int(st.result == "u" and st.winner == seat)
                cell[1] += 1
    print("d \\ copies " + " ".join(f"{'≥' + str(e):>12}" for e in COPY_EDGES))
    for d in range(1, 6):
        print(f"{d:>10} " + " ".join(
            f"{cells[(d, c)][0] / cells[(d, c)][1]:6.3f}({cells[(d, c)][1]:>4})" if cells[(d, c)][1] else f"{'-':>12}"
            for c in range(len(COPY_EDGES))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
