"""Testers (session 25): a number box's note (:func:`ui.inputs.typed_number`) stayed when the learner typed again the
number the box shows — the browser sends no unchanged value, so nothing ran. The note is hidden as soon as the box is
edited (``ui/assets/number_note.js``); a text that needs a note again shows it again. «Tính điểm»'s stake box,
1366×768 in Vietnamese, 390×844 in English."""
from __future__ import annotations

import pytest

from tests.browser.test_language_switch_browser import idle

pytestmark = [pytest.mark.timeout(240), pytest.mark.full]

SHOWN = {"vi": "1.000", "en": "1,000"}


@pytest.mark.parametrize("lang, size", [("vi", (1366, 768)), ("en", (390, 844))])
def test_retyping_the_number_shown_hides_the_note(app_server, browser, lang, size):
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]})
    page = ctx.new_page()
    try:
        page.goto(f"{app_server}/tinh_diem?lang={lang}")
        box = page.locator(".st-key-td_bet_text input")
        box.wait_for(timeout=60_000)
        def note(typed: str):
            return page.locator("[data-testid=stAlert]").filter(has_text=f"«{typed}»").first

        def enter(text: str) -> None:
            box.scroll_into_view_if_needed()
            box.fill(text)
            box.press("Enter")
            idle(page)

        enter("abc")
        assert note("abc").is_visible() and box.input_value() == SHOWN[lang]
        enter(SHOWN[lang])  # the very text the box shows: nothing runs
        assert not note("abc").is_visible()
        enter("xyz")
        enter("xyz")  # the same junk again: said again
        assert note("xyz").is_visible()
    finally:
        ctx.close()


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_lesson_s_refused_number_is_hidden_once_the_box_is_edited(app_server, browser, lang):
    """Tester (session 25), «Bài học» at 390×844: «“abc” is not a number …» stayed while the box said «abd»."""
    ctx = browser.new_context(viewport={"width": 390, "height": 844})
    page = ctx.new_page()
    try:
        page.goto(f"{app_server}/bai_hoc?lesson=chan-ca&step=6&lang={lang}")
        box = page.locator("[class*='st-key-hc_num_q__'] input").first
        box.wait_for(timeout=60_000)
        box.fill("abc")
        page.get_by_role("button", name="Kiểm tra" if lang == "vi" else "Check").click()
        idle(page)
        said = page.locator("[data-testid=stAlert]").filter(has_text="«abc»").first
        assert said.is_visible()
        box.fill("abd")
        assert not said.is_visible()
    finally:
        ctx.close()
