"""Self-play statistics: bots play whole 4-player hands (hand i dealt from seed S + i) and this counts, per level
and variant, how hands end, the cước of won hands, the winner's điểm with and without gà, and how many lượt a hand
lasts (seed 001 §IV–VIII, seed 002), with 95% intervals. ``tools/build_stats_tables.py selfplay`` writes
``learning/data/xac_suat_tu_choi.csv``."""
from __future__ import annotations

import csv
import math
import statistics
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from chan_core.game.selfplay import play_hand
from learning.deal_stats import Z95, wilson
from learning.i18n import N_
from chan_core.eval_kinds import evaluate
from chan_core.xuong import cuoc_info

DATA = Path(__file__).resolve().parent / "data" / "xac_suat_tu_choi.csv"
"""The published table (regenerate with ``tools/build_stats_tables.py selfplay``)."""
DEFAULT_SEED = 1_313_000
PLAYERS = 4
RUNS = (("sensible", "classic", 20_000), ("sensible", "sanhrong", 20_000),
        ("advisor", "classic", 5_000), ("advisor", "sanhrong", 5_000))
"""The published runs: (bot level, variant, hands)."""
GA_OPTIONS = {"ga": True}
"""Options added to a won hand to score it again with gà."""
TURN_EVENTS = ("danh", "duoi")
BOT_LABELS = {"sensible": N_("máy biết luật"), "advisor": N_("máy theo lời khuyên")}
"""Vietnamese names of the levels measured (as on the practice table); msgids: shown with ``_()``."""
METRICS = {  # the table's ``label`` column (Vietnamese, kept as is); msgids for display
    "hoa": N_("ván hòa (hết nọc, không ai ù)"), "u": N_("ván có người ù"),
    "diem": N_("điểm của ván ù (không chơi gà)"), "diem_ga": N_("điểm của ván ù (chơi gà)"),
    "luot": N_("số lượt một ván"),
}
FIELDS = ["kind", "bots", "variant", "metric", "value", "label", "count", "n", "estimate", "low", "high",
          "seed", "hands"]


def t95(df: int) -> float:
    """Two-sided 95% Student t quantile for ``df`` degrees of freedom (Cornish–Fisher
    expansion of the normal quantile; within 0.001 of the exact value for df ≥ 5)."""
    if df <= 0:
        return math.inf
    z = Z95
    return (z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2)
            + (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3))


def mean_interval(xs) -> tuple[float, float, float]:
    """``(mean, low, high)`` of the numbers ``xs`` with a 95% t interval
    (``(nan, nan, nan)`` for an empty list; infinite bounds for one number)."""
    xs = list(xs)
    n = len(xs)
    if n == 0:
        return math.nan, math.nan, math.nan
    m = statistics.fmean(xs)
    if n < 2:
        return m, -math.inf, math.inf
    half = t95(n - 1) * statistics.stdev(xs) / math.sqrt(n)
    return m, m - half, m + half


def one_in_n(p: float) -> int:
    """``1/p`` rounded to 2 significant digits (``0.0043`` → 230): "1 in N" as the page
    and the lessons say it (``0`` when ``p`` is 0)."""
    if p <= 0:
        return 0
    n = 1 / p
    mag = 10 ** max(0, int(math.floor(math.log10(n))) - 1)
    return int(round(n / mag) * mag)


@dataclass
class Tally:
    """What one run counted (:func:`simulate`)."""

    bots: str
    variant: str
    seed: int
    hands: int = 0
    wins: int = 0
    draws: int = 0
    u_lao: int = 0
    cuoc: Counter = field(default_factory=Counter)
    points: list = field(default_factory=list)
    points_ga: list = field(default_factory=list)
    turns: list = field(default_factory=list)


def turns_of(events: list[dict]) -> int:
    """Lượt played in a hand: its đánh and dưới events (see the module docstring)."""
    return sum(1 for e in events if e.get("event") in TURN_EVENTS)


def points_with_ga(win: dict) -> int:
    """``points.total`` of a recorded ``win`` scenario scored again with :data:`GA_OPTIONS`."""
    return int(evaluate({**win, "options": {**(win.get("options") or {}), **GA_OPTIONS}})["points"]["total"])


def add_hand(t: Tally, st) -> None:
    """Count one finished hand (a :class:`chan_core.game.GameState`) into ``t``."""
    t.hands += 1
    t.turns.append(turns_of(st.events))
    if st.result == "u":
        t.wins += 1
        t.cuoc.update(k for k, v in (st.cuoc or {}).items() if v)
        t.points.append(int(st.points["total"]))
        t.points_ga.append(points_with_ga(st.win))
    elif st.result == "hoa":
        t.draws += 1
    else:
        t.u_lao += 1


def simulate(bots: str, variant: str, hands: int, seed: int, progress=None) -> Tally:
    """Play ``hands`` hands (seeds ``seed … seed + hands − 1``), every seat ``bots``, and count them; ``progress(i)``
    every 1,000 hands. :class:`~chan_core.errors.ChanError` for an unknown level or variant."""
    t = Tally(bots, variant, seed)
    for i in range(hands):
        add_hand(t, play_hand(PLAYERS, seed + i, variant, (bots,)))
        if progress is not None and (i + 1) % 1000 == 0:
            progress(i + 1)
    return t


NOT_COUNTED = ("thong",)
"""Cước left out of the table: thông needs the previous hand (seed 001 §V), and
every self-play hand is dealt on its own (``thong=None``), so it never appears."""


def _cuoc_ids(variant: str) -> list[str]:
    return [c for c, i in cuoc_info().items() if variant in i.variants and c not in NOT_COUNTED]


def rows(t: Tally) -> list[dict]:
    """The table rows of one run (:data:`FIELDS`): ``event`` (hòa, ù: share of hands), ``cuoc`` (share of won hands),
    ``mean`` (điểm per won hand, lượt per hand) and ``dist`` (share of hands lasting ``value`` lượt)."""
    base = {"bots": t.bots, "variant": t.variant, "seed": t.seed, "hands": t.hands}
    out = []

    def prop(kind: str, metric: str, value, label: str, k: int, n: int) -> None:
        lo, hi = wilson(k, n)
        out.append({**base, "kind": kind, "metric": metric, "value": value, "label": label, "count": k, "n": n,
                    "estimate": k / n if n else math.nan, "low": lo, "high": hi})

    def mean(metric: str, xs: list) -> None:
        m, lo, hi = mean_interval(xs)
        out.append({**base, "kind": "mean", "metric": metric, "value": "", "label": METRICS[metric], "count": "",
                    "n": len(xs), "estimate": m, "low": lo, "high": hi})

    prop("event", "hoa", "", METRICS["hoa"], t.draws, t.hands)
    prop("event", "u", "", METRICS["u"], t.wins, t.hands)
    for cid in _cuoc_ids(t.variant):
        prop("cuoc", cid, "", cuoc_info()[cid].name, t.cuoc.get(cid, 0), t.wins)
    mean("diem", t.points)
    mean("diem_ga", t.points_ga)
    mean("luot", t.turns)
    hist = Counter(t.turns)
    for v in range(min(hist, default=0), max(hist, default=-1) + 1):
        prop("dist", "luot", v, METRICS["luot"], hist.get(v, 0), t.hands)
    return out


def read(path: Path = DATA) -> list[dict]:
    """The published table as a list of dicts (numbers parsed; empty cells stay ``''``)."""
    with path.open(encoding="utf-8") as f:
        out = list(csv.DictReader(f))
    for r in out:
        r.update({k: int(r[k]) if r[k] != "" else "" for k in ("count", "n", "seed", "hands")})
        r.update({k: float(r[k]) for k in ("estimate", "low", "high")})
        if r["kind"] == "dist":
            r["value"] = int(r["value"])
    return out
