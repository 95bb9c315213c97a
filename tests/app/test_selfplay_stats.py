"""The self-play tables of the «Xác suất» page (issue 13 item 5, self-play half).

* the shipped table ``learning/data/xac_suat_tu_choi.csv`` is whole and coherent
  (every run of ``RUNS`` with the seed in the file; counts add up; each estimate
  inside its interval);
* it matches a regenerated small run (another seed, so an independent sample): the
  shipped figure lies inside the small run's 99.9% interval, for hòa, ù, the mean
  điểm with and without gà, the mean lượt and every cước;
* scoring a won hand again with gà gives what playing the hand with gà gives (the
  bots' play does not depend on gà);
* the lesson figure («thập thành … 1 ván ù trong N») is the one the table gives.
"""
from __future__ import annotations

import math
import re
import statistics
from collections import Counter

import pytest
import yaml

from chan_core.game.selfplay import play_hand
from learning import selfplay_stats as sps
from learning.deal_stats import wilson
from tests.budget import fast_first

Z999 = 3.2905267314919255


@pytest.fixture(scope="module")
def table():
    return sps.read(sps.DATA)


def _runs(table):
    out = {}
    for r in table:
        out.setdefault((r["bots"], r["variant"]), []).append(r)
    return out


def _one(rows, kind, metric):
    found = [r for r in rows if r["kind"] == kind and r["metric"] == metric]
    assert len(found) == 1, (kind, metric)
    return found[0]


def test_shipped_table_is_whole_and_coherent(table):
    runs = _runs(table)
    assert set(runs) == {(b, v) for b, v, _n in sps.RUNS}
    for bots, variant, hands in sps.RUNS:
        rows = runs[(bots, variant)]
        assert {r["seed"] for r in rows} == {sps.DEFAULT_SEED} and {r["hands"] for r in rows} == {hands}
        hoa, u = _one(rows, "event", "hoa"), _one(rows, "event", "u")
        assert hoa["n"] == u["n"] == hands and hoa["count"] + u["count"] == hands   # bots never ù láo
        cuoc = [r for r in rows if r["kind"] == "cuoc"]
        assert {r["metric"] for r in cuoc} == set(sps._cuoc_ids(variant))
        assert all(r["n"] == u["count"] for r in cuoc)
        assert max(r["count"] for r in cuoc) > 0
        for m in ("diem", "diem_ga"):
            assert _one(rows, "mean", m)["n"] == u["count"]
        assert _one(rows, "mean", "diem_ga")["estimate"] >= _one(rows, "mean", "diem")["estimate"]
        dist = [r for r in rows if r["kind"] == "dist"]
        assert sum(r["count"] for r in dist) == hands and all(r["n"] == hands for r in dist)
        mean_turns = sum(r["value"] * r["count"] for r in dist) / hands
        assert math.isclose(mean_turns, _one(rows, "mean", "luot")["estimate"], rel_tol=1e-6)
        for r in rows:
            assert r["low"] <= r["estimate"] <= r["high"], r
            if r["kind"] != "mean":
                assert math.isclose(r["estimate"], r["count"] / r["n"], rel_tol=1e-6)
                assert (r["low"], r["high"]) == pytest.approx(wilson(r["count"], r["n"]), rel=1e-6, abs=1e-12)


def _wide_prop(k: int, n: int) -> tuple[float, float]:
    return wilson(k, n, Z999)


def _wide_mean(xs) -> tuple[float, float]:
    m = statistics.fmean(xs)
    half = Z999 * statistics.stdev(xs) / math.sqrt(len(xs))
    return m - half, m + half


@pytest.mark.parametrize("bots,variant,hands", fast_first([("sensible", "classic", 300), ("sensible", "sanhrong", 150),
                                                           ("advisor", "classic", 40)], lambda r: r[2] == 150, multi=True))
def test_shipped_table_matches_a_regenerated_small_run(table, bots, variant, hands):
    shipped = _runs(table)[(bots, variant)]
    t = sps.simulate(bots, variant, hands, seed=sps.DEFAULT_SEED + 10_000_000)  # an independent sample
    assert t.hands == hands and t.u_lao == 0

    def inside(value, interval, what):
        lo, hi = interval
        assert lo <= value <= hi, (what, value, interval)

    inside(_one(shipped, "event", "hoa")["estimate"], _wide_prop(t.draws, t.hands), "hoa")
    inside(_one(shipped, "event", "u")["estimate"], _wide_prop(t.wins, t.hands), "u")
    inside(_one(shipped, "mean", "diem")["estimate"], _wide_mean(t.points), "diem")
    inside(_one(shipped, "mean", "diem_ga")["estimate"], _wide_mean(t.points_ga), "diem_ga")
    inside(_one(shipped, "mean", "luot")["estimate"], _wide_mean(t.turns), "luot")
    for r in shipped:
        if r["kind"] == "cuoc":
            inside(r["estimate"], _wide_prop(t.cuoc.get(r["metric"], 0), t.wins), r["metric"])
    # and the small run's own rows are built the same way as the shipped ones
    small = sps.rows(t)
    assert [(r["kind"], r["metric"]) for r in small if r["kind"] != "dist"] == \
        [(r["kind"], r["metric"]) for r in shipped if r["kind"] != "dist"]


@pytest.mark.parametrize("seed", [5, 9, 21, 40])
def test_points_with_ga_equal_playing_with_ga(seed):
    plain = play_hand(4, seed, "classic", ("sensible",))
    with_ga = play_hand(4, seed, "classic", ("sensible",), options={"ga": True})
    assert plain.events == with_ga.events          # the play does not depend on gà
    if plain.result == "u":
        assert sps.points_with_ga(plain.win) == with_ga.points["total"]


def test_turns_count_danh_and_duoi():
    st = play_hand(4, 3)
    c = Counter(e["event"] for e in st.events)
    assert sps.turns_of(st.events) == c["danh"] + c["duoi"] > 0


def test_mean_interval_is_a_t_interval():
    m, lo, hi = sps.mean_interval([1, 2, 3, 4, 5])
    # Student t, 4 degrees of freedom: 2.776; sd = 1.5811
    assert m == 3 and hi - m == pytest.approx(2.776 * 1.5811 / math.sqrt(5), abs=0.01)
    assert sps.t95(1000) == pytest.approx(1.9623, abs=1e-3) and sps.t95(10) == pytest.approx(2.2281, abs=2e-3)


def test_lesson_figures_match_the_table(table):
    """Lesson 8 says how rare thập thành (and thiên khai) is; the figures must be the table's."""
    lesson = yaml.safe_load(open(sps.DATA.parent.parent.parent / "lessons" / "08_cuoc_trong_bai.yaml",
                                 encoding="utf-8"))
    text = " ".join(" ".join(s["text"].split()) for s in lesson["sections"])
    rows = _runs(table)[("sensible", "classic")]
    tt, tk = _one(rows, "cuoc", "thap_thanh"), _one(rows, "cuoc", "thien_khai")

    def num(x: str) -> int:
        return int(x.replace(".", ""))

    m = re.search(r"trong ([\d.]+) ván ù của máy tự chơi[^.]*?thập thành chỉ có khoảng 1 ván ù trong ([\d.]+) "
                  r"\(khoảng tin cậy 95%: 1 trong ([\d.]+) đến 1 trong ([\d.]+)\); thiên khai thì khoảng 1 ván ù "
                  r"trong ([\d.]+)", text)
    assert m, "lesson 8 should give the thập thành and thiên khai figures"
    assert num(m.group(1)) == tt["n"]
    assert num(m.group(2)) == sps.one_in_n(tt["estimate"])
    assert (num(m.group(3)), num(m.group(4))) == (sps.one_in_n(tt["high"]), sps.one_in_n(tt["low"]))
    assert num(m.group(5)) == sps.one_in_n(tk["estimate"])
    assert tt["count"] >= 20   # enough won hands with it for "about 1 in N" to mean something
