"""The fast run's walk through the app in a real browser (``make test``; Debian's chromium through
Playwright, the shared ``app_server`` / ``browser`` fixtures of ``tests/conftest.py``).

One test, made of the existing browser tests' own steps (each imported from its module and run
here as it runs there, in a fresh browser context — a learner of its own: each browser keeps its
learner, so what the walk reads back (a lesson resumed, a bốc cái streak of 1) is its own whatever
ran before on the shared ``app_server``), without their screenshots (``make test-all`` takes them):

1. boot: a first visit from an English browser to an address no page has lands on the home page, in
   English, with the app's own notice once and no exception box (``test_browser.py``,
   ``test_first_visit_language_browser.py``, ``test_unknown_page_browser.py``);
2. a lesson: answer a check, close the browser, come back and continue
   (``test_pages_lessons_browser.py``);
3. a drill: one full round of «Bốc cái» (``test_browser_drills.py``); then one learner per browser
   (``test_learner_per_browser.py``): a fresh browser is handed nobody — no learner chosen, none listed,
   no answers, nothing to download — while a new tab of the drill's browser still has its learner and
   answer;
4. the practice table: one hand from the deal through a stopped lỗi, the xướng, the money and the
   review (``test_browser_choi_thu.py``);
5. a language switch: a graded answer re-worded in English at once and back in Vietnamese
   (``test_switch_feedback_browser.py``);
6. a phone: the practice table at 390 px in Vietnamese and in English fits the screen
   (``test_phone_layout.py``).

Every other browser test — every page through the sidebar and at phone width in both languages,
English at two widths, sign-in with the local OpenID Connect provider, «Hôm nay» over three days, the
whole one-learner-per-browser story, the other drills and switches — runs in ``make test-all``
(marker ``full``); what each of them checks below the browser has its AppTest test in ``make test``.
"""
from __future__ import annotations

import pytest

from tests.browser import test_browser_choi_thu, test_phone_layout
from tests.browser.test_browser import MAIN, NAV_LINK, check_page_ok, wait_for_app
from tests.browser.test_browser_choi_thu import test_one_hand_from_deal_to_review as play_one_hand
from tests.browser.test_browser_drills import test_boc_cai_full_round as boc_cai_round
from tests.browser.test_learner_per_browser import answers_shown, chosen, export, listed, open_path, shows_chosen
from tests.browser.test_pages_lessons_browser import test_answer_a_check_then_reopen_and_continue as lesson_and_return
from tests.browser.test_phone_layout import WIDTH
from tests.browser.test_phone_layout import test_page_fits_a_phone as fits_a_phone
from tests.browser.test_switch_feedback_browser import test_an_hay_khong_explanation_follows_the_switch as switch_language
from learning.i18n import _
from words.i18n import language

pytestmark = pytest.mark.timeout(900)


def _page(browser, **kw):
    """A fresh context and page, as the ``page`` fixture makes them (1400 × 1000, Vietnamese)."""
    ctx = browser.new_context(**({"viewport": {"width": 1400, "height": 1000}, "locale": "vi-VN"} | kw))
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    return ctx, pg


def fresh_browser_gets_nobody(url: str, browser, owner) -> None:
    """A new browser on a server where other browsers have learners (``owner``: the context of one that
    answered) is handed none of them; the owner's new tab still has its learner and its answers."""
    ctx, c = _page(browser, accept_downloads=True)
    open_path(c, url, "tien_do")
    assert chosen(c) == "" and answers_shown(c, None) == "0"
    assert export(c, None) is None and listed(c) == []
    ctx.close()
    tab = owner.new_page()
    tab.set_default_timeout(30_000)
    open_path(tab, url, "tien_do")
    mine = chosen(tab)
    assert mine and shows_chosen(tab, mine) and answers_shown(tab, None) != "0"
    tab.close()


def test_walk_through_the_app(app_server, browser, monkeypatch):
    for module in (test_browser_choi_thu, test_phone_layout):  # pictures for people, not checks: make test-all takes them
        monkeypatch.setattr(module, "shoot", lambda *a, **k: None)
    ctx, pg = _page(browser, locale="en-US")
    pg.goto(f"{app_server}/khong_co")  # 1. boot: an English browser's first visit, to an address no page has
    wait_for_app(pg)
    check_page_ok(pg, "home")
    assert pg.locator(f"{MAIN} h1").first.inner_text() == "Học Chắn" and "lang=en" in pg.url
    assert pg.get_by_text("Page not found").count() == 0 and pg.title() == "Học Chắn"
    notices = pg.locator(f"{MAIN} [data-testid='stAlert']").all_inner_texts()
    assert sum("This app has no page «khong_co»" in t for t in notices) == 1, notices
    with language("en"):
        home = _("Trang chủ")
    assert home != "Trang chủ" and any(home in t for t in pg.locator(NAV_LINK).all_inner_texts())
    ctx.close()

    lesson_and_return(app_server, browser)  # 2. a lesson answered, the tab closed and the page reopened in the same browser

    ctx, pg = _page(browser)
    boc_cai_round(app_server, pg)  # 3. a drill round, then a fresh browser beside the drill's
    assert pg.title() == "Luyện bốc cái · Học Chắn"  # the browser tab names the page
    fresh_browser_gets_nobody(app_server, browser, ctx)
    ctx.close()

    for step in (play_one_hand, switch_language):  # 4.–5.
        ctx, pg = _page(browser)
        step(app_server, pg)
        ctx.close()

    phones = {lang: _page(browser, viewport={"width": WIDTH, "height": 900},  # 6. a phone, both languages
                          locale="en-GB" if lang == "en" else "vi-VN") for lang in ("vi", "en")}
    fits_a_phone(app_server, {lang: pg for lang, (_ctx, pg) in phones.items()}, "app_pages/choi_thu.py")
    for ctx, _pg in phones.values():
        ctx.close()
