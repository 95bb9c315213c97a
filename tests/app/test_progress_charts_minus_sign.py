"""«Tiến độ» charts write a loss with the minus sign «−3», as the app does elsewhere (``words.signed``), not
Plotly's hyphen-minus «-3» (``%{y:+d}``): the Mậu binh points chart (each round, running total) and the Chắn
points chart (each hand, running total), in Vietnamese and English."""
from __future__ import annotations

import re

import pytest

from ui.progress_sections import mau_binh_points_chart, table_points_chart
from words.i18n import language

HYPHEN_MINUS = re.compile(r"[\s:(]-\d")  # «: -3» (a date's «2027-01-15» is no sign)


def hovers(trace) -> list[str]:
    """The hover text of each point as the browser writes it (d3 formats such as ``:+d`` as Python's)."""
    def one(i):
        def value(m):
            v = trace[m[1]][i] if m[2] is None else trace[m[1]][i][int(m[2])]
            return format(v, m[3] or "")
        return re.sub(r"%\{(\w+)(?:\[(\d+)\])?(?::([^}]*))?\}", value, trace.hovertemplate)
    return [one(i) for i in range(len(trace.x))]


@pytest.mark.parametrize("lang,said", [
    ("vi", ["): +3 điểm", "): −5 điểm", "Sau ván 1: +3 điểm", "Sau ván 2: −2 điểm"]),
    ("en", ["): points +3", "): points −5", "After round 1: points +3", "After round 2: points −2"]),
])
def test_mau_binh_points_chart_writes_minus(lang, said):
    kept = [{"id": i, "finished_at": 1_800_000_000 + i, "seed": 7 + i, "points": [p, -p]} for i, p in enumerate((3, -5))]
    with language(lang):
        fig = mau_binh_points_chart(kept)
    text = " | ".join(h for t in fig.data for h in hovers(t))
    assert all(s in text for s in said) and not HYPHEN_MINUS.search(text), text


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_table_points_chart_writes_minus(lang):
    rows = [{"result": "thua", "net": n, "at": 1_800_000_000 + i, "hints": 0} for i, n in enumerate((4, -6))]
    with language(lang):
        fig = table_points_chart(rows)
    text = " | ".join(hovers(fig.data[0]))
    assert all(f" {s}" in text for s in ("+4", "−6", "−2")) and not HYPHEN_MINUS.search(text), text
