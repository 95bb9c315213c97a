"""Browser checks (Playwright + Debian chromium) of the home page's «Học tiếp»
link, the decisions page on a phone-sized screen and the cước chart.
Screenshots go to ``test-artifacts/``."""
from __future__ import annotations

import re
from urllib.parse import parse_qs, urlparse

import pytest

from conftest import ARTIFACTS
from tests.browser.test_browser import MAIN, check_page_ok, wait_for_app

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]  # make test runs tests/browser/test_walk.py only

NO_SIDEWAYS_SCROLL = """() => {
  const m = document.querySelector('[data-testid="stMain"]');
  return m.scrollWidth <= m.clientWidth + 1;
}"""


def test_home_resume_link_opens_a_lesson(app_server, page):
    page.goto(app_server)
    wait_for_app(page)
    link = page.locator(MAIN).get_by_role("link", name=re.compile(r"^(Học tiếp|Bắt đầu học)"))
    assert link.count() == 1
    link.click()
    page.wait_for_url(re.compile(r"/bai_hoc\?"))
    wait_for_app(page)
    qs = parse_qs(urlparse(page.url).query)
    assert qs.get("lesson") and qs.get("step", ["x"])[0].isdigit()
    text = check_page_ok(page, "bai_hoc from home")
    title = page.locator(MAIN).locator("h1, h2").first.inner_text()
    assert title.startswith("Bài ") and title in text


def test_decisions_page_on_a_phone(app_server, page):
    page.set_viewport_size({"width": 420, "height": 900})
    page.goto(f"{app_server}/quyet_dinh")
    wait_for_app(page)
    text = check_page_ok(page, "quyet_dinh")
    assert "Số lá của bộ bài" in text
    page.get_by_placeholder("Ví dụ: nọc, gà, xướng sai, địa ù").fill("noc 25 quan")  # few enough hits to be shown open
    page.keyboard.press("Enter")
    page.wait_for_function(
        "() => document.querySelector('[data-testid=\"stMain\"]').innerText.includes('4 phần 19 quân')"
    )
    wait_for_app(page)
    assert page.evaluate(NO_SIDEWAYS_SCROLL), "the decisions page scrolls sideways on a phone"
    page.screenshot(path=str(ARTIFACTS / "quyet_dinh-phone.png"), full_page=True)


@pytest.mark.parametrize("width", [1400, 390])
def test_cuoc_chart_has_one_label_per_row(app_server, page, width):
    """Each cước's name is written above its bars (beside them it took half a phone's width and squeezed the bars
    and their numbers): 25 names, one line each, none on another, the bars from the left edge at 390 px too."""
    page.set_viewport_size({"width": width, "height": 1000})
    page.goto(f"{app_server}/cuoc")
    wait_for_app(page)
    chart = page.locator(f'{MAIN} [data-testid="stPlotlyChart"]').first
    chart.locator(".main-svg").first.wait_for(timeout=30_000)
    chart.scroll_into_view_if_needed()
    labels = chart.locator("g.annotation")
    names = [labels.nth(i).text_content() for i in range(labels.count())]
    assert len(names) == 25 and "Nhà lầu xe hơi hoa rơi cửa phật" in names
    boxes = [labels.nth(i).bounding_box() for i in range(labels.count())]
    tops = sorted(b["y"] for b in boxes)
    assert max(b["height"] for b in boxes) < 24, "a cước name broken over two lines"
    assert min(b - a for a, b in zip(tops, tops[1:])) >= 40, "cước labels overlap"
    plot, svg = (chart.locator(s).first.bounding_box() for s in (".nsewdrag", "svg.main-svg"))
    assert plot["width"] >= 0.85 * svg["width"], (plot, svg)  # the bars have the chart's width
    chart.screenshot(path=str(ARTIFACTS / f"cuoc-chart-{width}.png"))
