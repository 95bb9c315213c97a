"""AppTest for the «Xác suất» page (issue 13 item 5): the published figures with sample size and
95% interval, the charts, and a live rerun of a small sample."""
from __future__ import annotations

import csv

from learning import deal_stats as ds
from tests.apptest_pages import open_page

PAGE = "app_pages/xac_suat.py"
SELFPLAY_TABLES, SELFPLAY_CHARTS = 1, 3   # the «Khi máy tự chơi» section below (tests/app/test_page_xac_suat_tu_choi.py)


def _text(at) -> str:
    parts = [m.value for m in at.markdown] + [c.value for c in at.caption] + [t.value for t in at.title]
    return "\n".join(parts)


def test_page_shows_figures_with_intervals():
    at = open_page(PAGE)
    text = _text(at)
    assert "Xác suất khi chia bài" in text
    assert "1.000.000 ván" in text and "khoảng tin cậy 95%" in text
    df = at.dataframe[0].value
    assert {"Điều gì", "Tỉ lệ", "Khoảng tin cậy 95%", "Cỡ mẫu", "Tức là"} <= set(df.columns)
    with ds.DATA.open(encoding="utf-8") as f:
        events = [r for r in csv.DictReader(f) if r["kind"] == "event"]
    assert len(df) == len(events)
    assert all("–" in v or v.startswith("≈ ") for v in df["Khoảng tin cậy 95%"])  # ends alike: «≈ 0,10%»
    assert "thiên ù" in text  # the worked sentence about the cái
    assert len(at.get("plotly_chart")) == 1 + SELFPLAY_CHARTS


def test_metric_switch_and_live_run():
    at = open_page(PAGE)
    at.radio(key="xs_metric").set_value("chan").run()
    assert not at.exception
    at.text_input(key="xs_deals").set_value(str(2000)).run()
    at.button(key="xs_run").click().run()
    assert not at.exception, [e.value for e in at.exception]
    text = _text(at)
    assert "Kết quả 2.000 ván" in text
    assert len(at.dataframe) == 2 + SELFPLAY_TABLES
    live = at.dataframe[1].value
    assert set(live["Cỡ mẫu"]) <= {"2.000 bài", "6.000 bài", "2.000 ván"}
    assert len(at.get("plotly_chart")) == 2 + SELFPLAY_CHARTS
