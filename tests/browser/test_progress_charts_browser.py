"""«Tiến độ» → «Chơi thử» → «Số ván theo chế độ và loại máy» in Chromium at 390 and 1366 px, vi and en: the legend
(«Kèm cặp / Thi thật») touches neither the title, nor a bot level's name, nor a tick label (it sat on the slanted
«Máy đánh bừa (hay phạm lỗi)»), and the plot takes nearly the chart's whole width (it took about two thirds); no
chart has plotly's toolbar (its icons sat on the first label of «Những câu hay sai nhất» and on a legend)."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from conftest import ARTIFACTS
from tests.app_server import free_port, stop, streamlit_command, wait_healthy
from tests.browser.test_browser import MAIN, wait_for_app

pytestmark = [pytest.mark.timeout(600), pytest.mark.full]
ROOT = Path(__file__).resolve().parents[2]
HANDS = (("kem_cap", "random"), ("thi_that", "random"), ("thi_that", "gioi"), ("kem_cap", "sensible"))
BOXES = """(title) => {
  const chart = [...document.querySelectorAll('[data-testid="stMain"] .stPlotlyChart')]
    .find(c => c.querySelector('.gtitle') && c.querySelector('.gtitle').textContent === title);
  const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
  const all = s => [...chart.querySelectorAll(s)].filter(e => e.getBoundingClientRect().width > 0).map(box);
  return {legend: all('g.legend'), title: all('.gtitle'), words: all('g.annotation, .xtick text, .ytick text'),
          plot: box(chart.querySelector('.nsewdrag')), chart: box(chart.querySelector('svg.main-svg'))};
}"""


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """A server of its own whose one learner kept four hands at «Chơi thử» (both modes, three bot levels)."""
    from chan_core.game import record_of
    from chan_core.game.selfplay import play_hand
    from learning import games
    from learning.progress import ProgressStore

    folder = tmp_path_factory.mktemp("progress-charts")
    path = folder / "progress.sqlite3"
    store = ProgressStore(path)
    for seed, (mode, bot) in enumerate(HANDS, 11):
        st = play_hand(4, seed)
        doc = {"seed": st.seed, "players": 4, "variant": st.variant, "record": record_of(st).to_dict()}
        assert games.keep_record(doc, {"result": st.result or "hoa", "mode": mode, "bot": bot, "hints": 0,
                                       "faults": []}, store=store)
    store.db.dispose()
    port = free_port()
    env = {**os.environ, "HOC_CHAN_DB": str(path)}
    env.pop("HOC_CHAN_DB_URL", None)
    log = folder / "app.log"
    with open(log, "w") as out:
        proc = subprocess.Popen(streamlit_command(ROOT / "streamlit_app.py", port), cwd=ROOT, env=env, stdout=out,
                                stderr=subprocess.STDOUT)
        try:
            wait_healthy(f"http://127.0.0.1:{port}", proc, 90, log)
            yield f"http://127.0.0.1:{port}"
        finally:
            stop(proc)


def _meet(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("lang, title", [("vi", "Số ván theo chế độ và loại máy"), ("en", "Hands by mode and bot level")])
@pytest.mark.parametrize("width, height", [(1366, 768), (390, 844)])
def test_mode_chart_legend_meets_no_label_and_the_plot_takes_the_width(server, browser, lang, title, width, height):
    ctx = browser.new_context(viewport={"width": width, "height": height}, locale="vi-VN")
    ctx.add_cookies([{"name": "hoc_chan_browser", "value": "progress-charts-browser1", "url": server}])  # one learner
    page = ctx.new_page()
    try:
        page.goto(f"{server}/tien_do?lang={lang}")
        wait_for_app(page)
        chart = page.locator(f"{MAIN} .stPlotlyChart", has_text=title)
        chart.scroll_into_view_if_needed()
        page.wait_for_timeout(500)
        chart.screenshot(path=str(ARTIFACTS / f"tien-do-mode-chart-{lang}-{width}.png"))
        b = page.evaluate(BOXES, title)
        assert len(b["legend"]) == 1 and len(b["words"]) >= 3, b
        touching = [w for w in b["words"] + b["title"] if _meet(b["legend"][0], w)]
        assert touching == [], (b["legend"], touching)
        plot, whole = b["plot"], b["chart"]
        assert plot[2] - plot[0] >= 0.85 * (whole[2] - whole[0]), (plot, whole)
        chart.hover()  # plotly's toolbar shows on hover: its icons sat on a chart's first label and on its legend
        page.wait_for_timeout(300)
        assert page.locator(f"{MAIN} .stPlotlyChart .modebar-group").count() == 0
    finally:
        ctx.close()
