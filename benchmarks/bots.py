"""Strength of the bot levels (issue 13 item 3): seeded self-play, level against level.

Run: ``.venv/bin/python benchmarks/bots.py [--hands N] [--seed S] [--pairs a:b,c:d] [--jobs J] [--markdown]``
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
  expansion; the sample is ≥ 1,000 hands so it is the normal one to 3 digits);
* **điểm/ván thắng** — the mean điểm (``points.total``) of the hands the level won.

``--jobs N`` shares a pairing's hands among N processes (the same hands and figures), with a
progress line (the first level's figures so far) after each piece of :data:`CHUNK` hands.

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

DEFAULT_PAIRS = ("sensible:random", "advisor:random", "advisor:sensible", "gioi:advisor")
DEFAULT_HANDS = 10_000
DEFAULT_SEED = 1_300_000


def seats_of(hand_index: int, a: str, b: str) -> list[str]:
    """Levels by seat for hand ``hand_index``: A B A B, shifted by one seat on odd hands."""
    r = hand_index % 2
    return [a if (s + r) % 2 == 0 else b for s in range(4)]


def _play(args: tuple) -> dict:
    """Hands ``start … stop − 1`` of a pairing (one worker of :func:`match`)."""
    a, b, start, stop, seed = args
    wins = {a: 0, b: 0}
    pts: dict[str, list[float]] = {a: [], b: []}
    won: dict[str, list[int]] = {a: [], b: []}
    draws = 0
    for i in range(start, stop):
        levels = seats_of(i, a, b)
        st = play_hand(4, seed + i, bots=levels)
        if st.result == "u":
            wins[levels[st.winner]] += 1
            won[levels[st.winner]].append(st.points["total"])
        else:
            draws += 1
        net = st.payouts["net"]
        for lv in (a, b):
            pts[lv].append(sum(net[s] for s in range(4) if levels[s] == lv) / 2)
    return {"wins": wins, "points": pts, "won": won, "draws": draws}


CHUNK = 250
"""Hands per piece of work when ``jobs`` > 1 (a progress line after each)."""


def _merge(a: str, b: str, hands: int, done: list[dict]) -> dict:
    return {"a": a, "b": b, "hands": hands, "draws": sum(d["draws"] for d in done),
            "wins": {lv: sum(d["wins"][lv] for d in done) for lv in (a, b)},
            "points": {lv: [x for d in done for x in d["points"][lv]] for lv in (a, b)},
            "won": {lv: [x for d in done for x in d["won"][lv]] for lv in (a, b)}}


def match(a: str, b: str, hands: int, seed: int, jobs: int = 1, progress=None) -> dict:
    """Play one pairing; returns ``{a, b, hands, draws, wins: {level: k}, points: {level: [per hand]},
    won: {level: [điểm of each hand it won]}, seconds}``. ``jobs`` > 1: the hands are shared among
    that many processes in pieces of :data:`CHUNK` (the same hands, the same figures);
    ``progress(result so far)`` is called after each piece, in hand order."""
    t0 = time.perf_counter()
    if jobs > 1:
        from multiprocessing import Pool

        parts = [(a, b, i, min(hands, i + CHUNK), seed) for i in range(0, hands, CHUNK)]
        done: list[dict] = []
        with Pool(jobs) as pool:
            for d in pool.imap(_play, parts):
                done.append(d)
                if progress is not None:
                    n = min(hands, len(done) * CHUNK)
                    progress(dict(_merge(a, b, n, done), seconds=time.perf_counter() - t0))
    else:
        done = [_play((a, b, 0, hands, seed))]
    out = _merge(a, b, hands, done)
    out["seconds"] = time.perf_counter() - t0
    return out


def rows(res: dict) -> list[dict]:
    """One row per level of a pairing: win share and mean points with their intervals."""
    n = res["hands"]
    out = []
    for lv, other in ((res["a"], res["b"]), (res["b"], res["a"])):
        k = res["wins"][lv]
        lo, hi = wilson(k, n)
        m, mlo, mhi = mean_interval(res["points"][lv])
        won = res.get("won", {}).get(lv) or []
        out.append({"level": lv, "against": other, "hands": n, "wins": k, "win": k / n, "win_low": lo,
                    "win_high": hi, "points": m, "points_low": mlo, "points_high": mhi,
                    "draws": res["draws"] / n, "won_diem": sum(won) / len(won) if won else 0.0})
    return out


def _pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def line(r: dict) -> str:
    return (f"{r['level']:>9} vs {r['against']:<9} {r['hands']:>6} ván  thắng {_pct(r['win'])} "
            f"[{_pct(r['win_low'])}, {_pct(r['win_high'])}]  điểm/ván {r['points']:+6.2f} "
            f"[{r['points_low']:+6.2f}, {r['points_high']:+6.2f}]  hòa {_pct(r['draws'])}  "
            f"điểm/ván thắng {r['won_diem']:.2f}")


def markdown(all_rows: list[dict]) -> str:
    """The README table."""
    out = ["| level | against | hands | wins (share of hands, 95% Wilson) | points per seat per hand (95% t) | hòa "
           "| điểm of a won hand |",
           "|---|---|---:|---|---|---:|---:|"]
    for r in all_rows:
        out.append(f"| `{r['level']}` | `{r['against']}` | {r['hands']:,} | {100 * r['win']:.1f}% "
                   f"[{100 * r['win_low']:.1f}, {100 * r['win_high']:.1f}] | {r['points']:+.2f} "
                   f"[{r['points_low']:+.2f}, {r['points_high']:+.2f}] | {100 * r['draws']:.1f}% | {r['won_diem']:.2f} |")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="benchmarks/bots.py", description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=DEFAULT_HANDS, help="hands per pairing (default 10000)")
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--pairs", default=",".join(DEFAULT_PAIRS), help="A:B pairings, comma separated")
    ap.add_argument("--markdown", action="store_true", help="also print the README table")
    ap.add_argument("--jobs", type=int, default=1, help="processes sharing the hands of a pairing (default 1)")
    args = ap.parse_args(argv)
    pairs = [tuple(p.split(":")) for p in args.pairs.split(",")]
    for p in pairs:
        if len(p) != 2 or any(x not in BOTS for x in p) or p[0] == p[1]:
            ap.error(f"pairing {':'.join(p)!r}: two different levels of {', '.join(BOTS)}")
    all_rows = []
    for k, (a, b) in enumerate(pairs):
        def progress(part: dict) -> None:
            print("  … " + "; ".join(line(r) for r in rows(part)[:1]), flush=True)

        res = match(a, b, args.hands, args.seed + k * args.hands, max(1, args.jobs),
                    progress if args.jobs > 1 else None)
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
