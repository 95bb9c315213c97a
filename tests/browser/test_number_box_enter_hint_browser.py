"""Testers (session 22): a number box (:func:`ui.inputs.typed_number`) said Streamlit's English «Press Enter to apply»
while a number was typed, in Vietnamese too. The box says it in the learner's language now (``ui/assets/app.css``,
:data:`ui.page.ENTER_HINT`), where Streamlit said it; other text boxes keep Streamlit's hint hidden. «Xác suất»'s
«Số ván» box, 1366×768 and 390×844, Vietnamese and English."""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS

pytestmark = [pytest.mark.timeout(180), pytest.mark.full]

HINT = {"vi": "Bấm Enter để dùng số này", "en": "Press Enter to use this number"}
SHOWN = """() => {
  const e = document.querySelector('.st-key-hc_num_xs_deals [data-testid="InputInstructions"]');
  return e && {after: getComputedStyle(e, '::after').content, display: getComputedStyle(e).display,
               english: [...e.querySelectorAll('span')].some(s => s.offsetParent !== null)};
}"""


@pytest.mark.parametrize("lang, size", [("vi", (390, 844)), ("en", (1366, 768))])
def test_a_number_box_says_press_enter_in_the_learners_language(app_server, browser, lang, size):
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]}, locale="vi-VN")
    page = ctx.new_page()
    try:
        page.goto(f"{app_server}/xac_suat" + ("?lang=en" if lang == "en" else ""))
        box = page.locator(".st-key-xs_deals input")
        box.wait_for(timeout=60_000)
        box.scroll_into_view_if_needed()
        box.fill("30000")  # typed, not yet applied: Streamlit's hint would show now
        page.wait_for_timeout(500)
        shown = page.evaluate(SHOWN)
        page.screenshot(path=str(ARTIFACTS / f"number-box-hint-{lang}.png"))
        assert shown == {"after": f'"{HINT[lang]}"', "display": "flex", "english": False}, shown
    finally:
        ctx.close()
