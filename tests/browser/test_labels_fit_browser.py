"""Browser checks (Playwright + Debian chromium) that things fit: the home page's six-card strip is two
rows of three on a phone (the lèo, the tôm), and the «Luyện xướng» buttons under the xướng are never cut
off at 1366 px (English labels are longer)."""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS
from tests.browser.test_browser import MAIN, wait_for_app

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

CUT_BUTTONS = """() => [...document.querySelectorAll('[data-testid="stMain"] button')].filter(b => b.offsetParent)
  .filter(b => [...b.querySelectorAll('*')].some(e => e.clientWidth > 2 && e.scrollWidth > e.clientWidth + 1))
  .map(b => b.innerText.trim())"""  # a label box ellipsised («Remove the …»): its text is wider than the box


def test_home_card_strip_is_two_rows_of_three_on_a_phone(app_server, page):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{app_server}/?lang=en")
    wait_for_app(page)
    tops = page.evaluate(f"""() => [...document.querySelectorAll('{MAIN} .hc-hand')][0]
      .querySelectorAll('img[data-card]').values().map(i => Math.round(i.getBoundingClientRect().top)).toArray()""")
    assert len(tops) == 6 and len(set(tops[:3])) == 1 and len(set(tops[3:])) == 1 and tops[3] > tops[0], tops
    page.screenshot(path=str(ARTIFACTS / "home-strip-phone.png"))


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_xuong_buttons_are_not_cut_off(app_server, page, lang):
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(f"{app_server}/luyen_xuong?{'lang=en&' if lang == 'en' else ''}seed=648076&level=2")
    wait_for_app(page)
    for cid in ("chi", "thap_thanh"):
        page.locator(f".st-key-lx_chip_{cid} button:visible").first.click()
        wait_for_app(page)
    assert page.locator(".st-key-lx_undo button").is_enabled()
    assert page.evaluate(CUT_BUTTONS) == []
