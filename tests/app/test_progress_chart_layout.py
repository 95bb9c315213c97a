"""«Chơi thử»'s charts on «Tiến độ» and «Lớp học» (ui/progress_sections.py) at a phone's width: «Số ván theo chế độ
và loại máy» has its legend in a row above the plot (ui.charts.style_figure), below its title, and its bot levels
written above horizontal bars (slanted under the plot they ran into the legend and took a third of the width);
«Số lần xem gợi ý mỗi ván» starts at 0 when no hint was looked at (it ran −1…1)."""
from __future__ import annotations

import pytest

from learning import games
from learning.coach import bot_name, mode_name
from ui.progress_sections import hints_chart, mode_bot_chart
from words import language

SUMMARIES = [{"mode": "kem_cap", "bot": "random", "hints": 0}, {"mode": "thi_that", "bot": "random", "hints": 0},
             {"mode": "thi_that", "bot": "gioi", "hints": 0}, {"mode": "kem_cap", "bot": "sensible", "hints": 0}]


def _rows() -> list[dict]:
    return [games.hand_row(1_796_000_000 + i, 4, "classic", 739619407 + i, {**s, "result": "hoa", "faults": []})
            for i, s in enumerate(SUMMARIES)]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_mode_bot_chart_legend_is_a_row_above_the_plot_and_the_bot_names_above_their_bars(lang):
    with language(lang):
        fig = mode_bot_chart(games.table_totals(_rows())).to_plotly_json()
        bots = sorted(bot_name(b) for b in ("random", "gioi", "sensible"))
        modes = sorted(mode_name(m) for m in ("kem_cap", "thi_that"))
    lay = fig["layout"]
    legend = lay["legend"]
    assert (legend["orientation"], legend["yanchor"], legend["y"], legend["x"]) == ("h", "bottom", 1, 0), legend
    assert sorted(t["name"] for t in fig["data"]) == modes and all(t["orientation"] == "h" for t in fig["data"])
    title = lay["title"]  # at the figure's top, the legend's row between it and the plot
    assert (title["y"], title["yref"], title["yanchor"]) == (1, "container", "top") and lay["margin"]["t"] >= 60
    assert lay["yaxis"]["showticklabels"] is False  # no slanted labels under the plot
    said = sorted(a["text"].replace("<br>", " ") for a in lay["annotations"])
    assert said == bots, said
    assert lay["xaxis"]["rangemode"] == "nonnegative" and lay["xaxis"]["dtick"] == 1


@pytest.mark.parametrize("lang, title", [("vi", "Số lần xem gợi ý mỗi ván"), ("en", "Hints looked at per hand")])
def test_hints_chart_starts_at_zero_when_no_hint_was_looked_at(lang, title):
    with language(lang):
        fig = hints_chart(_rows()).to_plotly_json()
    assert fig["layout"]["title"]["text"] == title
    assert [t["y"] for t in fig["data"]] == [[0, 0, 0, 0]]
    assert fig["layout"]["yaxis"]["rangemode"] == "nonnegative"
