"""Tester (session 20): the Mậu binh points chart of «Tiến độ» marked its axis 0, 0.2, 0.4 … 1 for whole-number points
(a few rounds of 0 and ±1). Points are whole: the axis steps by 1 while the points span a few; more, Plotly's own
(whole) steps."""
from __future__ import annotations

import pytest

from ui.progress_sections import mau_binh_points_chart


def _kept(points: list[int]) -> list[dict]:
    return [{"id": i, "finished_at": 1_700_000_000.0 + i, "seed": str(i), "points": [p, 0, 0, -p]}
            for i, p in enumerate(points)]


@pytest.mark.parametrize("points", [[0], [1, 0], [0, 0, 1], [-3, 2, 4]])
def test_a_few_whole_points_get_whole_ticks(points):
    assert mau_binh_points_chart(_kept(points)).layout.yaxis.dtick == 1


def test_a_wide_span_leaves_plotly_its_own_steps():
    assert mau_binh_points_chart(_kept([30, -12, 25])).layout.yaxis.dtick is None
