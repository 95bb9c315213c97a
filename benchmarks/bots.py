"""Strength of the bot levels (issue 13 item 3): seeded self-play, level against level.

Run: ``.venv/bin/python benchmarks/bots.py [--hands N] [--seed S] [--pairs a:b,c:d] [--markdown]``
— prints figures, no assertions (the README keeps the table).

One pairing = N four-player hands (classic rules, no gà), two seats per level
sitting crosswise (A B A B), so each level's đánh goes to the other level's
seat (cửa dưới). Seat rotation: hand i is dealt from seed S + i and level A
sits on seats 0 and 2 when i is even, 1 and 3 when i is odd, so neither
level keeps the seats that a given bốc cái favours. Bots are seeded as in
:func:`chan_core.game.selfplay.play_hand`.

For each level of a pairing:

* **thắng** — the share of hands one of its two seats won (ù), with a 95%
  Wilson interval (hands are independent: each has its own deal seed). With
  two levels of equal strength each would win (1 − hòa)/2.
* **điểm/ván** — mean points per seat per hand (``payouts.net``, the money a
  seat won or paid in the hand: + for the winner, − for the payers, 0 on a
  hòa) with a 95% t interval (Student t quantile from the Cornish–Fisher
  expansion; the sample is ≥ 1,000 hands so it is the normal one to 3 digits).

A stronger level "wins clearly more often" when its thắng interval lies
entirely above the other level's.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from chan_core.game.bots import BOTS  # noqa: E402
from chan_core.game.selfplay import play_hand  # noqa: E402
from learning.deal_stats import wilson  # noqa: E402
from learning.selfplay_stats import mean_interval  # noqa: E402

DEFAULT_PAIRS = ("sensible:random", "advisor:random", "advisor:sensible")
DEFAULT_HANDS = 10_000
DEFAULT_SEED = 1_300_000


def seats_of(hand_index: int, a: str, b: str) -> list[str]:
    """Levels by seat for hand ``hand_index``: A B A B, shifted by one seat on odd hands."""
    r = hand_index % 2
    return [a if (s + r) % 2 == 0 else b for s in range(4)]


def match(a: str, b: str, hands: int, seed: int) -> dict:
    """Play one pairing; returns ``{a, b, hands, draws, wins: {level: k}, points: {level: [per hand]}, seconds}``."""
    wins = {a: 0, b: 0}
    pts: dict[str, list[float]] = {a: [], b: []}
    draws = 0
    t0 = time.perf_counter()
    for i in range(hands):
        levels = seats_of(i, a, b)
        st = play_hand(4, seed + i, bots=levels)
        if st.result == "u":
            wins[levels[st.winner]] += 1
        else:
            draws += 1
        net = st.payouts["net"]
        for lv in (a, b):
            pts[lv].append(sum(net[s] for s in range(4) if levels[s] == lv) / 2)
    return {"a": a, "b": b, "hands": hands, "draws": draws, "wins": wins, "points": pts,
            "seconds": time.perf_counter() - t0}


def rows(res: dict) -> list[dict]:
    """One row per level of a pairing: win share and mean points with their intervals."""
    n = res["hands"]
    out = []
    for lv, other in ((res["a"], res["b"]), (res["b"], res["a"])):
        k = res["wins"][lv]
        lo, hi = wilson(k, n)
        m, mlo, mhi = mean_interval(res["points"][lv])
        out.append({"level": lv, "against": other, "hands": n, "wins": k, "win": k / n, "win_low": lo,
                    "win_high": hi, "points": m, "points_low": mlo, "points_high": mhi,
                    "draws": res["draws"] / n})
    return out


def _pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def line(r: dict) -> str:
    return (f"{r['level']:>9} vs {r['against']:<9} {r['hands']:>6} ván  thắng {_pct(r['win'])} "
            f"[{_pct(r['win_low'])}, {_pct(r['win_high'])}]  điểm/ván {r['points']:+6.2f} "
            f"[{r['points_low']:+6.2f}, {r['points_high']:+6.2f}]  hòa {_pct(r['draws'])}")


def markdown(all_rows: list[dict]) -> str:
    """The README table."""
    out = ["| level | against | hands | wins (share of hands, 95% Wilson) | points per seat per hand (95% t) | hòa |",
           "|---|---|---:|---|---|---:|"]
    for r in all_rows:
        out.append(f"| `{r['level']}` | `{r['against']}` | {r['hands']:,} | {100 * r['win']:.1f}% "
                   f"[{100 * r['win_low']:.1f}, {100 * r['win_high']:.1f}] | {r['points']:+.2f} "
                   f"[{r['points_low']:+.2f}, {r['points_high']:+.2f}] | {100 * r['draws']:.1f}% |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="benchmarks/bots.py", description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=DEFAULT_HANDS, help="hands per pairing (default 10000)")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--pairs", default=",".join(DEFAULT_PAIRS), help="A:B pairings, comma separated")
    ap.add_argument("--markdown", action="store_true", help="also print the README table")
    args = ap.parse_args(argv)
    pairs = [tuple(p.split(":")) for p in args.pairs.split(",")]
    for p in pairs:
        if len(p) != 2 or any(x not in BOTS for x in p) or p[0] == p[1]:
            ap.error(f"pairing {':'.join(p)!r}: two different levels of {', '.join(BOTS)}")
    all_rows = []
    for k, (a, b) in enumerate(pairs):
        res = match(a, b, args.hands, args.seed + k * args.hands)
        rs = rows(res)
        all_rows += rs
        for r in rs:
            print(line(r), flush=True)
        ahead = rs[0]["win_low"] > rs[1]["win_high"]
        print(f"  → {a} {'thắng rõ hơn' if ahead else 'KHÔNG thắng rõ hơn'} {b} "
              f"(hai khoảng 95% {'tách nhau' if ahead else 'chồng nhau'}); "
              f"{1000 * res['seconds'] / args.hands:.0f} ms/ván", flush=True)
    if args.markdown:
        print()
        print(markdown(all_rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
