"""Learner on a phone (390×844): on «Xác suất» the tallest bar of a chart ran into the top of the plot, and in English
the two-row legend lay over it, its label clipped. Each chart of the page now keeps its legend wholly above the plot
and room over the tallest bar (and its error bar) below the plot's top edge. Vietnamese and English; screenshots in
``test-artifacts/xac-suat-charts-390-<lang>-<n>.png``."""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS
from tests.browser.test_browser import wait_for_app

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

MEASURE = """() => [...document.querySelectorAll('.js-plotly-plot')].map(g => {
  const plot = g.querySelector('.draglayer .nsewdrag').getBoundingClientRect();
  const legend = g.querySelector('.legend').getBoundingClientRect();
  const marks = [...g.querySelectorAll('.bars path, .errorbar path')].map(e => e.getBoundingClientRect())
    .filter(r => r.width > 0 && r.height > 0);
  return {plotTop: plot.top, plotRight: plot.right, legendBottom: legend.bottom, horizontal: plot.height > 400,
          highest: Math.min(...marks.map(r => r.top)), furthest: Math.max(...marks.map(r => r.right))};
})"""


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_xac_suat_charts_keep_the_legend_and_the_tallest_bar_inside_on_a_phone(app_server, browser, lang):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="vi-VN" if lang == "vi" else "en-US")
    page = ctx.new_page()
    try:
        page.goto(f"{app_server}/xac_suat?lang={lang}")
        wait_for_app(page)
        page.wait_for_selector(".js-plotly-plot .bars path", timeout=60_000)
        page.wait_for_timeout(2000)
        charts = page.locator(".js-plotly-plot")
        for i in range(charts.count()):
            charts.nth(i).scroll_into_view_if_needed()
            page.wait_for_timeout(300)
            charts.nth(i).screenshot(path=str(ARTIFACTS / f"xac-suat-charts-390-{lang}-{i}.png"))
        got = page.evaluate(MEASURE)
    finally:
        ctx.close()
    assert len(got) == 4, got
    for chart in got:
        assert chart["legendBottom"] <= chart["plotTop"] + 1, chart  # the legend never over the bars
        if chart["horizontal"]:  # «Cước nào hay gặp»: bars run to the right
            assert chart["furthest"] <= chart["plotRight"] - 10, chart
        else:
            assert chart["highest"] >= chart["plotTop"] + 10, chart  # head-room over the tallest error bar
