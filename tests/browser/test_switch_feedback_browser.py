"""Graded texts follow the language switch in a real browser (issue 15).

Playwright with Debian's chromium (``app_server``/``page`` of ``conftest.py``): a learner
answers wrong in Vietnamese — «Ăn hay không?», and a move Kèm cặp stops at the practice
table —, clicks «English» in the sidebar switch, and the explanation already on screen is
English at once (no Vietnamese sentence outside the game's words, the engine's English
explanation is there); «Tiếng Việt» brings the very same Vietnamese back. Screenshots:
``test-artifacts/switch-feedback-*.png``.
"""
from __future__ import annotations

from words import say

import pytest

from chan_core.game import judge_action
from words.i18n import language
from chan_core.loi import judge_history
from conftest import ARTIFACTS
from tests.english_check import vietnamese_leaks
from tests.browser.test_browser import MAIN, wait_for_app
from tests.browser.test_browser_choi_thu import button_for, open_hand, wait_idle, wait_moves
from tests.app.test_page_choi_thu import situation

pytestmark = [pytest.mark.timeout(600), pytest.mark.full]  # make test runs tests/browser/test_walk.py only

SIDEBAR = '[data-testid="stSidebar"]'
LEARNERS = ("Người học 1",)


def click_language(page, name: str, wait_text: str, where: str = MAIN) -> None:
    """Click ``name`` («English» / «Tiếng Việt») in the sidebar switch; wait for ``wait_text``."""
    page.locator(SIDEBAR).get_by_text(name, exact=True).click()
    page.locator(where).get_by_text(wait_text).first.wait_for(timeout=60_000)
    wait_for_app(page)


def test_an_hay_khong_explanation_follows_the_switch(app_server, page):
    from tests.app.test_drill_an_hay_khong import SITUATIONS, options  # the situations as the page reads them

    sc = next(s for s in SITUATIONS if s["id"] == "ahk-loi-7")
    page.goto(f"{app_server}/an_hay_khong?th=ahk-loi-7")
    wait_for_app(page)
    page.locator(MAIN).get_by_role("button", name="Lấy cửu vạn ăn cạ").click()
    page.locator(MAIN).get_by_text("Chưa đúng").first.wait_for()
    wait_for_app(page)
    vi = page.locator(MAIN).inner_text()
    click_language(page, "English", "Not right")
    en = page.locator(MAIN).inner_text()
    page.screenshot(path=str(ARTIFACTS / "switch-feedback-an-hay-khong-en.png"), full_page=True)
    assert "Chưa đúng" not in en
    assert vietnamese_leaks([("main", "en", en)], extra_allowed=LEARNERS) == []
    with language("en"):  # the engine's own English for this answer is what the page shows now
        move = next(o for o in options(sc) if o.key == "an:9V")
        found = judge_history(sc["hand"], sc.get("history") or [], move.event.as_dict()).findings
        assert found
        said = say(found[0].explanation).split(" — ")[0]  # «Lỗi 7 «…»: <the reason in this hand>»
    assert said.split(": ", 1)[1][:40] in en
    click_language(page, "Tiếng Việt", "Chưa đúng")
    assert page.locator(MAIN).inner_text() == vi


def _loi(t, a):
    return a.type not in ("danh", "tra_cua") and any(isinstance(f["code"], int) for f in judge_action(t.state, a))


def test_coach_box_follows_the_switch(app_server, page):
    seed, moves, bad = situation(_loi, seeds=range(600, 900))  # hands no other browser test plays
    local = open_hand(page, app_server, seed)
    for a in moves:
        page.locator(button_for(local, a)).first.click()
        local.learner_move(a)
        local.run_bots()
        wait_moves(page, len(local.state.events))
    page.locator(button_for(local, bad)).first.click()
    box = page.locator(".st-key-ct_coach")
    box.wait_for(timeout=30_000)
    wait_idle(page)
    vi = box.inner_text()
    assert "Khoan đã" in vi
    click_language(page, "English", "Wait!", where=".st-key-ct_coach")
    en = page.locator(".st-key-ct_coach").inner_text()
    page.screenshot(path=str(ARTIFACTS / "switch-feedback-choi-thu-en.png"), full_page=True)
    assert "Wait! This move commits" in en and "Penalty" in en
    assert vietnamese_leaks([("coach", "en", en)], extra_allowed=LEARNERS) == []
    click_language(page, "Tiếng Việt", "Khoan đã", where=".st-key-ct_coach")
    assert page.locator(".st-key-ct_coach").inner_text() == vi
