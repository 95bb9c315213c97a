"""Rebuild the two tables the «Xác suất» page reads (seed and size are written in every row):

    .venv/bin/python tools/build_stats_tables.py deals [--deals N] [--seed S] [--out FILE]
        learning/data/xac_suat_chia_bai.csv: :func:`learning.deal_stats.simulate` (1,000,000 deals)
    .venv/bin/python tools/build_stats_tables.py selfplay [--seed S] [--scale X] [--out FILE]
        learning/data/xac_suat_tu_choi.csv: every run of :data:`learning.selfplay_stats.RUNS`
        (``--scale`` multiplies the hands of every run, e.g. 0.01 for a quick look)

Floats are written to 8 significant digits.
"""
from __future__ import annotations

import argparse
import csv
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from learning import deal_stats as ds, selfplay_stats as sps  # noqa: E402


def write(path: Path, table: list[dict], fields: list[str]) -> None:
    """Write ``table`` (rows as dicts) as CSV with the columns ``fields``, floats to 8 significant digits."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", newline="", encoding="utf-8") as f:
        w = csv.DictWriter(f, fieldnames=fields)
        w.writeheader()
        for r in table:
            w.writerow({k: (f"{r[k]:.8g}" if isinstance(r[k], float) else r[k]) for k in fields})


def deals(a: argparse.Namespace) -> None:
    """The deal statistics (:mod:`learning.deal_stats`)."""
    t0 = time.perf_counter()
    t = ds.simulate(a.deals, a.seed)
    write(a.out, ds.rows(t, a.seed), ds.FIELDS)
    print(f"{t.deals} ván, hạt giống {a.seed}: {time.perf_counter() - t0:.1f} s → {a.out}")


def selfplay(a: argparse.Namespace) -> None:
    """The self-play statistics (:mod:`learning.selfplay_stats`), one run per :data:`~learning.selfplay_stats.RUNS`."""
    table = []
    for bots, variant, hands in sps.RUNS:
        n = max(1, round(hands * a.scale))
        t0 = time.perf_counter()
        t = sps.simulate(bots, variant, n, a.seed,
                         progress=lambda i, b=bots, v=variant: print(f"  {b} {v}: {i} ván", flush=True))
        table += sps.rows(t)
        print(f"{bots} {variant}: {n} ván, hạt giống {a.seed}, {time.perf_counter() - t0:.0f} s", flush=True)
    write(a.out, table, sps.FIELDS)
    print(f"→ {a.out}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="tools/build_stats_tables.py", description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="table", required=True)
    d = sub.add_parser("deals", help="learning/data/xac_suat_chia_bai.csv")
    d.add_argument("--deals", type=int, default=ds.DEFAULT_DEALS)
    d.add_argument("--seed", type=int, default=ds.DEFAULT_SEED)
    d.add_argument("--out", type=Path, default=ds.DATA)
    s = sub.add_parser("selfplay", help="learning/data/xac_suat_tu_choi.csv")
    s.add_argument("--seed", type=int, default=sps.DEFAULT_SEED)
    s.add_argument("--scale", type=float, default=1.0)
    s.add_argument("--out", type=Path, default=sps.DATA)
    a = ap.parse_args(argv)
    (deals if a.table == "deals" else selfplay)(a)
    return 0


if __name__ == "__main__":
    sys.exit(main())
