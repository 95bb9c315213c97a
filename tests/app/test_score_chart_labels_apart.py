"""Testers (session 24), «Tính điểm» at 1366×768 and 390×844, vi and en: the score chart's labels ran into each other.
Its bars stood side by side, each label under its bar, level and wrapped (session 20), in a column half the page wide:
eight labels had no room. The chart (``ui.score_waterfall``, on «Cước» and «Phân tích bài» too) lies down now: a row
for each line, its label at the left on lines of ``LABEL_WIDTH`` characters, with room made for it (automargin), read
from the top; the whole label and its điểm in the hover, so nothing is lost."""
from __future__ import annotations

import json

import pytest

from tests.app.test_tinh_diem_stake_keeps_its_number import PRESET
from tests.apptest_pages import open_page
from ui.page_kit import LABEL_WIDTH
from words import language


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_tinh_diem_score_chart_gives_each_label_a_row_of_its_own(progress_db, lang):
    with language(lang):
        at = open_page("app_pages/tinh_diem.py", lang=lang)
        at.selectbox(key="td_preset").set_value(PRESET).run()
        tables = [d.value for d in at.dataframe if d.value.shape[1] >= 5]
    assert not at.exception
    falls = [c for c in (json.loads(e.proto.spec) for e in at.get("plotly_chart")) if c["data"][0]["type"] == "waterfall"]
    assert len(falls) == 2, len(falls)  # one a variant
    for fig, table in zip(falls, tables):
        trace, layout = fig["data"][0], fig["layout"]
        assert trace["orientation"] == "h" and layout["yaxis"]["autorange"] == "reversed"  # rows, the first on top
        assert layout["yaxis"]["automargin"] is True
        lines = [part for y in trace["y"] for part in y.split("<br>")]
        assert max(map(len, lines)) <= LABEL_WIDTH, lines
        assert [y.replace("<br>", " ") for y in trace["y"]] == trace["customdata"]  # the whole label: the hover's
        assert "%{customdata}" in trace["hovertemplate"] and "%{text}" in trace["hovertemplate"]
        assert len(trace["y"]) == len(set(trace["y"])) == len(table)  # a row for each line of the table and the total
        assert trace["x"][-1] == table.iloc[-1, 1]  # the total
        assert layout["height"] >= 34 * len(trace["y"])  # room for every row
