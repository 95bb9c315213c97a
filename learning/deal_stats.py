"""Deal statistics by Monte Carlo, numpy-vectorised (the "from dealt hands" half). A deal (seed 001
§II) shuffles the 100 cards; the cái is dealt 20 cards (a pile of 19 plus the cái card), each other seat a pile of
19. Whatever the piles and the bốc cái, each hand is a uniformly random set of its size and the hands of one deal
are disjoint, so a deal is simulated as one random permutation: cái = cards 0–19, the other seats = 20–38, 39–57,
58–76 (4 players)."""
from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from chan_core.cards import BY_CODE, CHI_CHI, KINDS
from learning.i18n import N_

DATA = Path(__file__).resolve().parent / "data" / "xac_suat_chia_bai.csv"
"""The published table (regenerate with ``tools/build_stats_tables.py deals``)."""
DEFAULT_SEED = 13
DEFAULT_DEALS = 1_000_000
CHUNK = 100_000
PLAYERS = 4
_HANDS = ((0, 20), (20, 39), (39, 58), (58, 77))  # cái first, then the 3 other seats
_RED = np.array([k.index for k in KINDS if k.red])
_CC = CHI_CHI.index
_LEO = np.array([BY_CODE[c].index for c in ("9V", "8S", "CC")])
_TOM = np.array([BY_CODE[c].index for c in ("3V", "3S", "7N")])
Z95 = 1.959963984540054


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """95% Wilson score interval of ``k`` successes in ``n`` trials (``(0, 1)`` when ``n`` is 0)."""
    if n <= 0:
        return 0.0, 1.0
    p = k / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    lo, hi = mid - half, mid + half
    return (0.0 if k == 0 else max(0.0, lo)), (1.0 if k == n else min(1.0, hi))


def counts_of(positions: np.ndarray, lo: int, hi: int) -> np.ndarray:
    """25 kind counts per deal of the cards whose shuffled position is in ``[lo, hi)``. ``positions``: (deals, 100) —
    the position of card ``4·kind + copy`` in the shuffled deck. Returns (deals, 25) int8."""
    inside = (positions >= lo) & (positions < hi)
    return inside.reshape(len(positions), 25, 4).sum(axis=2, dtype=np.int8)


def features(c: np.ndarray, size: int) -> dict[str, np.ndarray]:
    """Per-hand numbers from (hands, 25) counts of ``size``-card hands (19 or 20), no melds."""
    chan = (c >> 1).sum(axis=1, dtype=np.int8)
    odd = c & 1
    rank_odd = odd[:, :24].reshape(len(c), 3, 8).sum(axis=1, dtype=np.int8)  # suit-major: V, N, S × nhị…cửu
    ca = (rank_odd == 2).sum(axis=1, dtype=np.int8)
    ba_dau = (rank_odd == 3).sum(axis=1, dtype=np.int8)
    que = (rank_odd == 1).sum(axis=1, dtype=np.int8) + odd[:, _CC]
    dist = 10 - np.minimum(chan + ca + ba_dau, chan + 4)  # a ba đầu holds one pair (a cạ) and a lone card
    if size == 19:  # the lone card is the chi chi (no other què, no ba đầu) and it is not bạch thủ chi
        only_cc = (dist == 1) & (odd[:, _CC] == 1) & (que + ba_dau == 1)
        dist = np.where(only_cc & (chan != 5), 2, dist)
    return {
        "chan": chan, "ca": ca, "ba_dau": ba_dau, "que": que, "distance": dist,
        "thien_khai": (c == 4).sum(axis=1, dtype=np.int8), "red": c[:, _RED].sum(axis=1, dtype=np.int8),
        "leo": c[:, _LEO].min(axis=1), "tom": c[:, _TOM].min(axis=1), "chi_chi": c[:, _CC],
    }


@dataclass
class Tally:
    """Running counts: ``dist[(who, metric)][value]`` and ``events[(who, id)]``; ``hands[who]``."""

    dist: dict = field(default_factory=dict)
    events: Counter = field(default_factory=Counter)
    hands: Counter = field(default_factory=Counter)
    deals: int = 0


def _add(t: Tally, who: str, f: dict[str, np.ndarray]) -> None:
    t.hands[who] += len(f["chan"])
    for m in ("chan", "ca", "que", "ba_dau", "distance", "red", "chi_chi"):
        t.dist.setdefault((who, m), np.zeros(21, dtype=np.int64))[:] += np.bincount(f[m], minlength=21)[:21]
    ev = {
        "thien_khai": f["thien_khai"] >= 1, "tam_do": f["red"] == 8, "khong_do": f["red"] == 0,
        "leo": f["leo"] >= 1, "tom": f["tom"] >= 1, "tu_chi": f["chi_chi"] == 4,
        "u_ngay": f["distance"] == 0, "cho_ngay": f["distance"] <= 1,
    }
    if who != "cai":
        del ev["u_ngay"]  # 19 cards are never 10 pairs
    for k, v in ev.items():
        t.events[(who, k)] += int(v.sum())


def simulate(deals: int, seed: int, chunk: int = CHUNK) -> Tally:
    """Deal ``deals`` hands of 4 players from ``seed``, in chunks of ``chunk`` deals (each its own child seed of
    ``SeedSequence(seed)``: the result depends on ``seed``, ``deals`` and ``chunk`` only); the tallies."""
    ss = np.random.SeedSequence(seed)
    t = Tally()
    n_chunks = max(1, math.ceil(deals / chunk))
    base = np.arange(100, dtype=np.int8)
    for i, child in enumerate(ss.spawn(n_chunks)):
        n = min(chunk, deals - i * chunk)
        if n <= 0:
            break
        rng = np.random.default_rng(child)
        pos = rng.permuted(np.broadcast_to(base, (n, 100)), axis=1)
        any_tk = np.zeros(n, dtype=bool)
        any_u = np.zeros(n, dtype=bool)
        for j, (lo, hi) in enumerate(_HANDS):
            f = features(counts_of(pos, lo, hi), hi - lo)
            _add(t, "cai" if j == 0 else "con", f)
            any_tk |= f["thien_khai"] >= 1
            any_u |= f["distance"] <= (0 if j == 0 else 1)
        t.events[("van", "thien_khai")] += int(any_tk.sum())
        t.events[("van", "u_hoac_cho")] += int(any_u.sum())
        t.hands["van"] += n
        t.deals += n
    return t


# Labels are Vietnamese msgids (N_): the table keeps them as they are (its ``label`` column);
# a page shows ``_(WHO[who])`` / ``_(METRICS[m])`` / ``_(EVENTS[e])`` in the learner's language.
WHO = {"cai": N_("nhà cái (20 lá)"), "con": N_("nhà con (19 lá)"), "van": N_("cả ván (4 người)")}
METRICS = {
    "chan": N_("số chắn"), "ca": N_("số cạ"), "que": N_("số quân què"), "ba_dau": N_("số ba đầu"),
    "distance": N_("số lá còn phải lấy để ù"), "red": N_("số quân đỏ"), "chi_chi": N_("số chi chi"),
}
EVENTS = {
    "u_ngay": N_("bài chia đã tròn (thiên ù)"),
    "cho_ngay": N_("bài chia đã tròn hoặc đã chờ ù"),
    "thien_khai": N_("có ít nhất một thiên khai (4 lá giống nhau)"),
    "tam_do": N_("đúng 8 quân đỏ"),
    "khong_do": N_("không có quân đỏ nào"),
    "leo": N_("có ít nhất một lèo (cửu vạn, bát sách, chi chi)"),
    "tom": N_("có ít nhất một tôm (tam vạn, tam sách, thất văn)"),
    "tu_chi": N_("đủ 4 chi chi"),
    "u_hoac_cho": N_("có người được chia bài đã tròn (nhà cái) hoặc đã chờ ù (nhà con)"),
}
FIELDS = ["kind", "who", "metric", "value", "label", "count", "n", "p", "low", "high", "seed", "deals", "chunk"]


def rows(t: Tally, seed: int, chunk: int = CHUNK) -> list[dict]:
    """The table: one row per (who, metric, value) of the distributions and per (who, event)."""
    def row(kind: str, who: str, metric: str, value, label: str, k: int) -> dict:
        n = t.hands[who]
        lo, hi = wilson(k, n)
        return {"kind": kind, "who": who, "metric": metric, "value": value, "label": label, "count": k, "n": n,
                "p": k / n, "low": lo, "high": hi, "seed": seed, "deals": t.deals, "chunk": chunk}

    out = []
    for (who, m), d in sorted(t.dist.items()):
        top = int(np.nonzero(d)[0].max()) if d.any() else 0
        out += [row("dist", who, m, v, METRICS[m], int(d[v])) for v in range(top + 1)]
    return out + [row("event", who, e, "", EVENTS[e], k) for (who, e), k in sorted(t.events.items())]
