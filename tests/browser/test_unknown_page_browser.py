"""An address no page has (``/khong_co``) lands on the home page with the app's own notice in the learner's
language, never Streamlit's English «Page not found» box (``streamlit_app.build_navigation``); an address of several
parts (``/x/khong_co``, ``/app_pages/loi.py?lang=en``), a blank white page before, is sent on by the web server
(``streamlit_app.nested_address``) to the page it names, else home with the same notice."""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS
from tests.browser.test_browser import MAIN, wait_for_app

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]  # make test: the English case in tests/browser/test_walk.py


@pytest.mark.parametrize(("locale", "path", "said"), [
    ("vi-VN", "khong_co", "Ứng dụng không có trang «khong_co»"),
    ("en-US", "khong_co", "This app has no page «khong_co»"),
    ("en-US", "khong%E2%80%8Bco", "This app has no page «khong%E2%80%8Bco»"),  # an unseen character quoted, not dropped
    ("vi-VN", "x/y/khong_co", "Ứng dụng không có trang «khong_co»"),  # several parts: was a blank page
    ("en-US", "x/khong_co?lang=en", "This app has no page «khong_co»"),
    ("vi-VN", "%20x%20", "Ứng dụng không có trang «x»"),  # spaces at its ends: was Streamlit's English box
    ("en-US", "%20x%20", "This app has no page «x»"),
])
def test_an_unknown_page_goes_home_with_a_notice_in_the_learners_language(app_server, browser, locale, path, said):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale=locale)
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    try:
        pg.goto(f"{app_server}/{path}")
        wait_for_app(pg)
        pg.screenshot(path=str(ARTIFACTS / f"unknown-page-{locale}.png"))
        assert pg.get_by_text("Page not found").count() == 0
        assert pg.locator(f"{MAIN} h1").first.inner_text() == "Học Chắn"  # the home page's title
        notices = pg.locator(f"{MAIN} [data-testid='stAlert']").all_inner_texts()
        assert sum(said in t for t in notices) == 1, notices
        pg.reload()
        wait_for_app(pg)
        assert not any(said in t for t in pg.locator(f"{MAIN} [data-testid='stAlert']").all_inner_texts())  # once
    finally:
        ctx.close()


@pytest.mark.parametrize(("path", "lands", "title"), [("app_pages/loi.py?lang=en", "/loi?lang=en", "Lỗi — mistakes"),
                                                     ("bai_hoc/x", "/bai_hoc?lesson=", "Bài 1."),
                                                     ("hom_nay/extra", "/hom_nay", "Hôm nay"),
                                                     ("%20", "/", "Học Chắn")])
def test_an_address_of_several_parts_opens_the_page_it_names(app_server, browser, path, lands, title):
    """``/app_pages/loi.py`` (a page's file), ``/bai_hoc/x`` and ``/hom_nay/extra`` gave a blank white page: they
    open «Lỗi» (in English, the query kept), «Bài học» and «Hôm nay»; ``/%20`` (a blank name Streamlit refuses as a
    page address) opens the home page — never Streamlit's English «Page not found» box."""
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, locale="vi-VN")
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    try:
        pg.goto(f"{app_server}/{path}")
        wait_for_app(pg)
        assert lands in pg.url, pg.url
        assert pg.locator(f"{MAIN} h1").first.inner_text().startswith(title)
        assert pg.locator("[data-testid='stException']").count() == 0
        assert pg.get_by_text("Page not found").count() == 0
    finally:
        ctx.close()
