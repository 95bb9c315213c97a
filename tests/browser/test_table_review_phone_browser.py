"""«Chơi thử» in a real browser: the review after a hand on a phone (390×844) is a list, one move to a few
lines — not a six-column table cut to «Comm…» that scrolls inside itself — while a laptop (1366×768) keeps the
table. Vietnamese and English; screenshots in ``test-artifacts/table-review-<size>-<lang>.png``."""
from __future__ import annotations

import pytest

from chan_core.game.bots import SensibleBot
from conftest import ARTIFACTS
from learning.coach import LEARNER, Table
from tests.browser.test_browser_table_explained import mine, play_to_xuong, wait_idle

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

PLAYERS = 2
SIZES = {"phone": (390, 844), "laptop": (1366, 768)}
MEASURE = """() => {
  const box = sel => { const e = document.querySelector(sel); if (!e) return null;
    const r = e.getBoundingClientRect(); return {w: r.width, sw: e.scrollWidth, cw: e.clientWidth}; };
  return {inner: innerWidth, doc: document.documentElement.scrollWidth,
          main: document.querySelector('[data-testid="stMain"]').scrollWidth,
          table: box('.st-key-ct_rv_wide [data-testid="stTable"]'), list: box('.st-key-ct_rv_narrow .hc-kept'),
          lines: [...document.querySelectorAll('.st-key-ct_rv_narrow .hc-kept > div')].map(d => d.innerText)};
}"""


def _seed() -> int:
    """A 2-player hand of a few learner moves (the sensible bot's) that ends."""
    for seed in range(300, 400):
        t = Table.deal(PLAYERS, seed)
        moves = 0
        while not t.finished and t.state.phase != "xuong" and moves < 12:
            t.run_bots()
            if t.finished or t.state.phase == "xuong":
                break
            t.learner_move(mine(t))
            moves += 1
        if (t.finished or t.state.phase == "xuong") and moves >= 4:
            return seed
    raise AssertionError("no short hand")


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_review_is_a_list_on_a_phone_and_a_table_on_a_laptop(app_server, browser, lang):
    seed = _seed()
    ctx = browser.new_context(viewport={"width": 1366, "height": 768}, locale="vi-VN")
    page = ctx.new_page()
    try:
        page.goto(f"{app_server}/choi_thu?van={seed}&nguoi={PLAYERS}&toc=ngay" + ("&lang=en" if lang == "en" else ""))
        wait_idle(page)
        local = Table.deal(PLAYERS, seed)
        play_to_xuong(page, local)
        if local.state.phase == "xuong":
            for d in SensibleBot(0).xuong(local.state, LEARNER):
                for _ in range(d["count"]):
                    page.locator(f".st-key-ct_x_chip_{d['id']} button").first.click()
                    wait_idle(page)
            page.locator(".st-key-ct_x_submit button").click()
            wait_idle(page)
        page.locator(".st-key-ct_rv_wide").wait_for(timeout=60_000)
        result = page.locator(".st-key-ct_result")
        result.screenshot(path=str(ARTIFACTS / f"table-result-laptop-{lang}.png"))
        money = result.inner_text()
        got = {}
        for size, (w, h) in SIZES.items():
            page.set_viewport_size({"width": w, "height": h})
            page.wait_for_timeout(1200)
            got[size] = page.evaluate(MEASURE)
            page.locator(".st-key-ct_rv_narrow" if size == "phone" else ".st-key-ct_rv_wide").scroll_into_view_if_needed()
            page.wait_for_timeout(400)
            page.screenshot(path=str(ARTIFACTS / f"table-review-{size}-{lang}.png"))
    finally:
        ctx.close()
    laptop, phone = got["laptop"], got["phone"]
    assert laptop["table"]["w"] > 600 and laptop["list"]["w"] == 0  # the table, not the list
    assert phone["table"]["w"] == 0 and 300 < phone["list"]["w"] <= phone["inner"]  # the list, not the table
    assert phone["doc"] <= phone["inner"] and phone["main"] <= phone["inner"]
    assert phone["list"]["sw"] <= phone["list"]["cw"], phone["list"]  # nothing scrolls sideways
    assert phone["lines"] and all(line.split("\n")[0].startswith("Nước " if lang == "vi" else "Move ")
                                  for line in phone["lines"]), phone["lines"]
    mine_said = "Bạn:" if lang == "vi" else "You:"
    assert all(mine_said in line for line in phone["lines"]), phone["lines"]  # each move: what the learner did
    # the money table's «Vai»: «làng» glossed once in English, never «làng, another player»
    assert "làng, another player" not in money and ("làng (the other players)" in money if lang == "en" else "làng" in money)
