"""Tester (lesson 4, question 4, screenshot at 390 px): «In hand (15 cards)» appeared under the four laid-down cửu vạn,
below «chíu (laid down)». In a real browser, on a phone (390 px) and a laptop (1366 px), in Vietnamese and English,
the hand's caption sits under the hand's last row and above the laid-down chíu. Screenshots in
``test-artifacts/lesson-hand-caption-<width>-<lang>.png``."""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS
from learning.lessons import load_course
from tests.browser.test_browser import wait_for_app

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

LESSON = next(x for x in load_course() if x.id == "mot-luot")
K = next(i for i, c in enumerate(LESSON.checks) if c.scenario.get("melds") and c.scenario["kind"] == "hand")
MEASURE = """(caption) => {
  const main = document.querySelector('[data-testid="stMain"]');
  const cap = [...main.querySelectorAll('div')].find(d => !d.children.length && d.innerText.trim() === caption);
  const boxes = sel => [...main.querySelectorAll(sel)].map(e => e.getBoundingClientRect());
  const hand = boxes('img[data-card]:not([data-card="9V"])'), chiu = boxes('img[data-card="9V"]');
  return {cap: cap ? [cap.getBoundingClientRect().top, cap.getBoundingClientRect().bottom] : null,
          hand: [hand.length, Math.max(...hand.map(r => r.bottom))], chiu: [chiu.length, Math.min(...chiu.map(r => r.top))]};
}"""


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_hand_caption_sits_between_the_hand_and_the_laid_down_chiu(app_server, browser, lang):
    caption = "Trên tay (15 lá)" if lang == "vi" else "In hand (15 cards)"
    for width, height in ((390, 844), (1366, 768)):
        ctx = browser.new_context(viewport={"width": width, "height": height},
                                  locale="vi-VN" if lang == "vi" else "en-US")
        page = ctx.new_page()
        try:
            page.goto(f"{app_server}/bai_hoc?lesson={LESSON.id}&step={LESSON.first_check_step() + K + 1}&lang={lang}")
            wait_for_app(page)
            page.wait_for_selector('img[data-card="9V"]', timeout=30_000)
            got = page.evaluate(MEASURE, caption)
            page.get_by_text(caption, exact=True).scroll_into_view_if_needed()
            page.screenshot(path=str(ARTIFACTS / f"lesson-hand-caption-{width}-{lang}.png"))
        finally:
            ctx.close()
        assert got["cap"] is not None and got["hand"][0] == 15 and got["chiu"][0] == 4, (width, got)
        assert got["hand"][1] <= got["cap"][0] and got["cap"][1] <= got["chiu"][1], (width, got)
