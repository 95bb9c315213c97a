"""The browser's Back leaves a page with one press (a tester: «Back needs two presses when the address has
?lang=»). Streamlit pushes a history entry for each change of the address a run makes — the router writing ?lang=
back after a page switch, the new page writing its own parameters (the lesson's ``lesson``/``step``), both still on
the old page's path — then the new page's path; ``ui/assets/lang_history.js`` keeps one entry per run. Here: «Lỗi»
→ a lesson → «Lớp học», then Back twice shows the lesson, then «Lỗi» (not the lesson again, nor «Lỗi» under the
lesson's parameters)."""
from __future__ import annotations

import re

import pytest

from tests.browser.test_browser import MAIN, NAV_LINK, wait_for_app

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]  # make test runs tests/browser/test_walk.py only


def _shown(pg) -> tuple[str, str]:
    """The page's path and title once its run is over."""
    pg.wait_for_timeout(500)
    wait_for_app(pg)
    return re.sub(r"\?.*", "", pg.url).rsplit("/", 1)[-1], pg.locator(f"{MAIN} h1").first.inner_text()


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_back_shows_the_previous_page_after_one_press(app_server, browser, lang):
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000}, locale="vi-VN" if lang == "vi" else "en-US")
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    try:
        pg.goto(f"{app_server}/loi" + ("?lang=en" if lang == "en" else ""))
        seen = [_shown(pg)]
        for stem in ("bai_hoc", "lop_hoc"):
            pg.locator(f'{NAV_LINK}[href$="/{stem}"]').first.click()
            pg.wait_for_url(re.compile(rf"/{stem}(\?|$)"))
            seen.append(_shown(pg))
        assert [s[0] for s in seen] == ["loi", "bai_hoc", "lop_hoc"]
        for want in (seen[1], seen[0]):
            pg.go_back()
            assert _shown(pg) == want
        assert ("lang=en" in pg.url) == (lang == "en") and "lesson=" not in pg.url and "step=" not in pg.url
    finally:
        ctx.close()
