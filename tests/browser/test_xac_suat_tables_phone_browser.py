"""Tester (session 19): on «Xác suất» the table «Những điều hay được hỏi» (seven columns) was wider than a 390-px phone —
only «Điều gì» showed, the figures were off to the side. On a phone (390×844) each table of the page is now a list,
one row to an item: the row's first cell in bold, then «column: value · …», nothing wider than the screen; a laptop
(1366×768) keeps the tables as they were. Vietnamese and English; screenshots in
``test-artifacts/xac-suat-<width>-<lang>.png``."""
from __future__ import annotations

import csv

import pytest

from conftest import ARTIFACTS
from learning import deal_stats as ds, selfplay_stats as sps
from tests.browser.test_browser import wait_for_app

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

TABLES = {"xs_events": 7, "xs_play": 8}  # container key → columns of its table (each a «name: value» on a phone)
MEASURE = """(keys) => {
  const out = {inner: innerWidth, doc: document.documentElement.scrollWidth,
               main: document.querySelector('[data-testid="stMain"]').scrollWidth};
  for (const k of keys) {
    const grid = document.querySelector(`.st-key-hc_wide_${k} [data-testid="stDataFrame"]`);
    const list = document.querySelector(`.st-key-hc_narrow_${k} ul`);
    out[k] = {grid: grid ? grid.getBoundingClientRect().width : 0,
              list: list ? list.getBoundingClientRect().width : 0, sw: list && list.scrollWidth, cw: list && list.clientWidth,
              right: Math.max(0, ...[...document.querySelectorAll(`.st-key-hc_narrow_${k} li`)].map(
                li => li.getBoundingClientRect().right)),
              items: [...document.querySelectorAll(`.st-key-hc_narrow_${k} li`)].map(li => li.innerText)};
  }
  return out;
}"""


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_xac_suat_tables_are_lists_on_a_phone_and_tables_on_a_laptop(app_server, browser, lang):
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, locale="vi-VN" if lang == "vi" else "en-US")
    page = ctx.new_page()
    got = {}
    try:
        page.goto(f"{app_server}/xac_suat?lang={lang}")
        wait_for_app(page)
        for width, height in ((1366, 768), (390, 844)):
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(1500)
            got[width] = page.evaluate(MEASURE, list(TABLES))
            page.locator(f".st-key-hc_{'narrow' if width < 640 else 'wide'}_xs_events").scroll_into_view_if_needed()
            page.screenshot(path=str(ARTIFACTS / f"xac-suat-{width}-{lang}.png"))
    finally:
        ctx.close()
    laptop, phone = got[1366], got[390]
    assert phone["doc"] <= phone["inner"] and phone["main"] <= phone["inner"]
    with ds.DATA.open(encoding="utf-8") as f:
        rows = {"xs_events": sum(r["kind"] == "event" for r in csv.DictReader(f)), "xs_play": len(sps.RUNS)}
    label = {"vi": ("Ai: ", "Cỡ mẫu: ", "Luật: ", "Ván hòa: "), "en": ("Who: ", "Sample size: ", "Rules: ",
                                                                      "Drawn deals (hòa): ")}[lang]
    for key, columns in TABLES.items():
        wide, narrow = laptop[key], phone[key]
        assert wide["grid"] > 600 and wide["list"] == 0, (key, wide)  # the table, not the list
        assert narrow["grid"] == 0 and narrow["list"] > 300, (key, narrow)  # the list, not the table
        assert narrow["sw"] <= narrow["cw"] and narrow["right"] <= phone["inner"], (key, narrow)
        assert len(narrow["items"]) == rows[key] > 0, (key, narrow["items"])
        assert all(item.count(": ") >= columns - 1 for item in narrow["items"]), (key, narrow["items"])  # every figure
    assert all(label[0] in i and label[1] in i for i in phone["xs_events"]["items"]), phone["xs_events"]["items"]
    assert all(label[2] in i and label[3] in i for i in phone["xs_play"]["items"]), phone["xs_play"]["items"]
