"""«Chơi thử» in a real browser: a bot's chíu (four cards laid down) stays inside its seat's box and the green
table at 1366×768 and 390×844 (tester: four «nhị sách» stuck out of Left's box, four «tứ» out of Right's at 1366).
Ván 76 (4 players): Left (p3) chíus before the learner's first move; ván 6: Right (p1) does. Screenshots in
``test-artifacts/table-melds-<seed>-<size>.png``."""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS
from learning.coach import Table
from tests.browser.test_browser_table_explained import wait_idle

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

SIZES = {"laptop": (1366, 768), "phone": (390, 844)}
SEATS = {76: (3, "p3", "vi"), 6: (1, "p1", "en")}  # seed: the seat that chíus, its grid area, the page's language

MEASURE = """area => {
  const seat = [...document.querySelectorAll('.hc-seat')].find(s => s.style.gridArea.startsWith(area));
  const box = seat.getBoundingClientRect(), table = seat.closest('.hc-table').getBoundingClientRect();
  const imgs = [...seat.querySelectorAll('.hc-meld img')].map(i => i.getBoundingClientRect());
  return {cards: imgs.length, right: Math.max(...imgs.map(r => r.right)), boxRight: box.right - 3,
          tableRight: table.right, widths: imgs.map(r => r.width)};
}"""


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("seed", list(SEATS))
def test_a_chiu_laid_down_stays_inside_its_seat_box(app_server, browser, seed, size):
    seat, area, lang = SEATS[seed]
    local = Table.deal(4, seed)
    local.run_bots()
    assert any(len(m["cards"]) == 4 for m in local.state.mats[seat]), "the bot has chíu-ed by the learner's turn"
    w, h = SIZES[size]
    ctx = browser.new_context(viewport={"width": w, "height": h}, locale="vi-VN" if lang == "vi" else "en-US")
    page = ctx.new_page()
    try:
        page.goto(f"{app_server}/choi_thu?van={seed}&nguoi=4&toc=ngay")
        wait_idle(page)
        page.wait_for_selector(f'.hc-seat[style*="{area}"] .hc-meld', timeout=60_000)
        page.wait_for_timeout(300)
        m = page.evaluate(MEASURE, area)
        page.locator(".hc-table").scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / f"table-melds-{seed}-{size}.png"))
        assert m["cards"] >= 4, m
        assert m["right"] <= m["boxRight"] + 0.5 and m["right"] <= m["tableRight"], m  # was 24 px past the box
        assert min(m["widths"]) >= 14, m  # shrunk, still a card
    finally:
        ctx.close()
