"""How far the coach's money figure moves when its P(ù) is fitted again (:data:`learning.coach.advisor.CHAN_BAND`).

Run: ``.venv/bin/python benchmarks/coach_band.py [--hands N] [--boot B] [--positions P]`` — plays N all-``advisor``
four-player hands (classic, seeds 600000…), fits :data:`chan_core.strategy.money.P_LOGIT`'s logistic model again on
their đánh (maximum likelihood: the won share by distance, unseen useful copies and cards left in the nọc), then
refits it on B bootstrap samples of the hands. At P decisions of the practice table (the learner playing sensibly)
where a discard that breaks a chắn and a lone què are at the same distance, it prints how much the lead of the best
chắn split over the best lone què moves between those estimates (its standard error), in điểm.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import chan_core.strategy.money as money  # noqa: E402
from bot_calibration import _Recording  # noqa: E402  (its đánh: seat, distance, copies, nọc)
from chan_core.game.bots import SensibleBot  # noqa: E402
from chan_core.game import apply, legal_actions  # noqa: E402
from chan_core.game.selfplay import play_hand  # noqa: E402
from learning.coach import LEARNER, Table  # noqa: E402
from learning.coach.advisor import _values, group_of  # noqa: E402


def data(hands: int, seed: int) -> list[np.ndarray]:
    """Per hand, the rows ``(d, copies, nọc, won)`` of its đánh at distance 1–4."""
    out = []
    for i in range(hands):
        bots = [_Recording(s) for s in range(4)]
        st = play_hand(4, seed + i, bots=bots)
        rows = [(d, c, n, int(st.result == "u" and st.winner == s)) for b in bots for s, d, c, n in b.log
                if d is not None and 1 <= d <= 4]
        out.append(np.array(rows, dtype=float).reshape(-1, 4))
    return out


def fit(rows: np.ndarray) -> np.ndarray:
    """Maximum likelihood (Newton) of logit P(ù) = a[d] + b·ln(1 + copies) + c·nọc/10: ``[a1…a4, b, c]``."""
    d, cp, noc, y = rows.T
    x = np.column_stack([(d == k).astype(float) for k in (1, 2, 3, 4)] + [np.log1p(cp), noc / 10])
    w = np.array([-4.5, -6.7, -7.9, -9.3, 0.8, 1.3])
    for _ in range(50):
        p = 1 / (1 + np.exp(-(x @ w)))
        step = np.linalg.solve((x * (p * (1 - p))[:, None]).T @ x + 1e-9 * np.eye(6), x.T @ (y - p))
        w += step
        if np.abs(step).max() < 1e-8:
            break
    return w


def use(w: np.ndarray) -> None:
    """Make :mod:`chan_core.strategy.money` value moves with the fitted ``w``."""
    money.P_LOGIT = {k: float(w[k - 1]) for k in (1, 2, 3, 4)}
    money.P_COPIES, money.P_NOC = float(w[4]), float(w[5])


def positions(n: int) -> list:
    """The learner's đánh decisions (he plays sensibly) where a chắn split and a lone què are at the best distance."""
    out = []
    for seed in range(1, 400):
        me, t = SensibleBot(seed), Table.deal(4, seed, bot="sensible")
        while len(out) < n:
            t.run_bots()
            st = t.state
            if st.actor != LEARNER or st.phase not in ("danh", "tra_cua", "offer"):
                break
            if st.phase == "danh" and LEARNER not in st.bao:
                vals = _values(st, LEARNER)
                best = min((v.distance for v in vals.values() if v.distance is not None), default=None)
                hand = list(st.hands[LEARNER])
                kinds = {g: [c for (_a, c), v in vals.items() if v.distance == best and group_of(hand, c)["group"] == g]
                         for g in ("chan", "que")}
                if best is not None and kinds["chan"] and kinds["que"]:
                    out.append((st, kinds))
            t.state = apply(st, me.choose(st, LEARNER, legal_actions(st, LEARNER)))
        if len(out) >= n:
            break
    return out


def lead(st, kinds) -> float:
    vals = _values(st, LEARNER)
    return (max(vals["danh", c].score for c in kinds["chan"]) - max(vals["danh", c].score for c in kinds["que"]))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="benchmarks/coach_band.py", description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=1500)
    ap.add_argument("--seed", type=int, default=600_000)
    ap.add_argument("--boot", type=int, default=100)
    ap.add_argument("--positions", type=int, default=200)
    args = ap.parse_args(argv)
    shipped = (dict(money.P_LOGIT), money.P_COPIES, money.P_NOC)
    per_hand = data(args.hands, args.seed)
    w0 = fit(np.vstack(per_hand))
    print("shipped", shipped, "\nrefit  ", np.round(w0, 3), f"({sum(len(h) for h in per_hand)} đánh)")
    rng = np.random.default_rng(1)
    boots = [fit(np.vstack([per_hand[i] for i in rng.integers(0, len(per_hand), len(per_hand))]))
             for _ in range(args.boot)]
    pos = positions(args.positions)
    base = np.array([lead(st, k) for st, k in pos])
    leads = []
    for w in boots:
        use(w)
        leads.append([lead(st, k) for st, k in pos])
    se = np.array(leads).std(axis=0, ddof=1)
    ahead = base > 0
    use(np.array([*shipped[0].values(), shipped[1], shipped[2]]))
    for feed in (0.2, 0.4):  # FEED (điểm per unit of danger) is set by hand: how much the lead moves with it
        money.FEED = feed
        shift = np.abs(np.array([lead(st, k) for st, k in pos]) - base)
        print(f"FEED {feed}: the lead moves by median {np.median(shift):.3f}, 90th {np.quantile(shift, .9):.3f}; "
              f"split ahead: median {np.median(shift[base > 0]):.3f}, 90th {np.quantile(shift[base > 0], .9):.3f}")
    money.FEED = 0.3
    print(f"{len(pos)} decisions with a chắn split and a lone què at the best distance; split ahead in {ahead.sum()}")
    print("lead of the split (điểm): median %.2f, 90th percentile %.2f" % (np.median(base), np.quantile(base, 0.9)))
    for name, s in (("all", se), ("split ahead", se[ahead])):
        print(f"standard error of the lead, {name}: median {np.median(s):.3f}, 75th {np.quantile(s, .75):.3f}, "
              f"90th {np.quantile(s, .9):.3f}, max {s.max():.3f}; 1.96 × 90th = {1.96 * np.quantile(s, .9):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
