"""One learner per browser, without sign-in (issue 22), in real browsers on one app server.

Three browser contexts are three browsers (each its own cookies): A adds Lan and answers one
«Ăn hay không?», B adds Minh. A's «Tải tiến độ về (JSON)» holds Lan only, B's Minh only; A
reloads (and opens a new tab) and is still Lan; a fresh browser C is handed neither — not on
«Tiến độ», not in its export, not in its «Bạn là ai?» list (each browser lists only the learners it
added, chose or started), and not through the practice table, where C never opens the
unfinished hand Lan left there.
"""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from conftest import ARTIFACTS
from tests.app_server import free_port, stop, streamlit_command, wait_healthy

pytestmark = [pytest.mark.timeout(600), pytest.mark.full]  # make test: its core in tests/browser/test_walk.py
ROOT = Path(__file__).resolve().parents[2]
MAIN = '[data-testid="stMain"]'
SIDEBAR = "section[data-testid='stSidebar']"
IDLE = '[data-testid="stApp"][data-test-script-state="notRunning"]'


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """The app on a progress file of its own (no sign-in); yields its URL."""
    import os

    folder = tmp_path_factory.mktemp("per-browser")
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    env = {**os.environ, "HOC_CHAN_DB": str(folder / "progress.sqlite3")}
    env.pop("HOC_CHAN_DB_URL", None)
    log = folder / "app.log"
    with open(log, "w") as out:
        proc = subprocess.Popen(streamlit_command(ROOT / "streamlit_app.py", port), cwd=ROOT, env=env,
                                stdout=out, stderr=subprocess.STDOUT)
        try:
            wait_healthy(url, proc, 90, log)
            yield url
        finally:
            stop(proc)


def new_browser(browser):
    """A new browser (a context of its own: its own cookies) and its page."""
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000}, locale="vi-VN", accept_downloads=True)
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    return ctx, pg


def wait_idle(pg) -> None:
    pg.wait_for_selector(IDLE, timeout=60_000)
    pg.wait_for_selector(f"{MAIN} h1", timeout=60_000)
    pg.wait_for_timeout(300)
    pg.wait_for_selector(IDLE, timeout=60_000)


def open_path(pg, url: str, path: str = "") -> None:
    pg.goto(f"{url}/{path}")
    wait_idle(pg)


def chosen(pg) -> str:
    """What «Bạn là ai?» shows as chosen ('' when nobody is)."""
    box = pg.locator(f"{SIDEBAR} [data-testid='stSelectbox'] input")
    return box.first.input_value().strip() if box.count() else ""


def shows_chosen(pg, name: str, timeout: float = 15_000) -> bool:
    """Whether «Bạn là ai?» shows ``name`` chosen (waiting up to ``timeout`` ms for the sidebar)."""
    try:
        pg.wait_for_function(
            """([sel, name]) => { const i = document.querySelector(sel); return !!i && i.value.trim() === name; }""",
            arg=[f"{SIDEBAR} [data-testid='stSelectbox'] input", name], timeout=timeout)
        return True
    except Exception:  # noqa: BLE001 — a timeout: not shown
        return chosen(pg) == name


def listed(pg) -> list[str]:
    """The names «Bạn là ai?» offers this browser (``[]``: no list at all)."""
    box = pg.locator(f"{SIDEBAR} [data-testid='stSelectbox']")
    if not box.count():
        return []
    field, options = box.first.locator("input").first, pg.get_by_role("option")
    field.scroll_into_view_if_needed()  # scrolled there by the click itself, the sidebar shuts the list again
    for _attempt in range(4):  # a click while the sidebar still lays itself out can close the list again
        field.click()
        try:
            options.first.wait_for(timeout=5_000)
            break
        except Exception:  # noqa: BLE001 — Playwright's TimeoutError: open it again
            pg.keyboard.press("Escape")
    names = [t.strip() for t in options.all_inner_texts()]
    pg.keyboard.press("Escape")
    return names


def add_profile(pg, name: str) -> None:
    pg.locator(SIDEBAR).get_by_text("Thêm hoặc đổi tên").click()
    box = pg.get_by_role("textbox", name="Tên người học mới")
    box.fill(name)
    box.press("Enter")
    pg.get_by_role("button", name="Thêm người học").click()
    pg.get_by_text(f"Đã thêm «{name}»").first.wait_for()  # said inside the popover, by the name box
    wait_idle(pg)
    pg.keyboard.press("Escape")


def answer_one(pg) -> None:
    """Answer the first situation of «Ăn hay không?» (the page shown); waits until the score counts it."""
    score = pg.locator("[data-testid='stMetric']").filter(has_text="Điểm").locator("[data-testid='stMetricValue']")
    score.wait_for()
    total = int(score.inner_text().split("/")[1])
    pg.locator("[class*='st-key-ahk_opt_'] button").first.click()
    pg.locator("[data-testid='stMetric']").filter(has_text="Điểm").filter(
        has_text=re.compile(rf"/{total + 1}\b")).wait_for()
    wait_idle(pg)


def answers_shown(pg, url: str | None) -> str:
    """«Số lần trả lời» on «Tiến độ» (opened afresh; ``url`` ``None``: the page already shown)."""
    if url is not None:
        open_path(pg, url, "tien_do")
    box = pg.locator("[data-testid='stMetric']").filter(has_text="Số lần trả lời")
    box.wait_for()
    return box.locator("[data-testid='stMetricValue']").inner_text().strip()


def export(pg, url: str | None) -> dict | None:
    """The JSON «Tải tiến độ về (JSON)» downloads on «Tiến độ của bạn», opened afresh (``url``
    ``None``: the page already shown; ``None`` back: no button, the browser has no learner)."""
    if url is not None:
        open_path(pg, url, "tien_do")
    pg.get_by_text("Dữ liệu của bạn: tải về hoặc xoá").click()
    button = pg.get_by_role("button", name="Tải tiến độ về (JSON)")
    nobody = pg.get_by_text("Chưa có hồ sơ người học nào để tải về")
    button.or_(nobody).first.wait_for()
    if not button.count():
        return None
    with pg.expect_download() as dl:
        button.click()
    return json.loads(Path(dl.value.path()).read_text(encoding="utf-8"))


def test_each_browser_keeps_its_own_learner(app, browser):
    url = app
    (actx, a), (bctx, b), (cctx, c) = new_browser(browser), new_browser(browser), new_browser(browser)
    try:
        open_path(a, url, "an_hay_khong")
        add_profile(a, "Lan")
        answer_one(a)
        open_path(b, url, "tien_do")
        assert chosen(b) == ""  # B is handed nobody (not Lan)
        add_profile(b, "Minh")
        assert listed(b) == ["Minh"] and listed(a) == ["Người học 1", "Lan"]  # A, the first browser, started one

        lan = export(a, url)  # twice each, crossed: the first export no longer decides the later ones
        minh = export(b, None)  # B's «Tiến độ», drawn for Minh before Lan's export
        assert lan["learner"]["name"] == "Lan" and len(lan["attempts"]) == 1
        assert minh["learner"]["name"] == "Minh" and minh["attempts"] == []
        for pg in (b, a):  # «Tiến độ» reloaded (B after Lan's export, A after Minh's): still Minh, still Lan
            pg.reload()
            wait_idle(pg)
        assert export(b, None)["learner"]["name"] == "Minh" and export(a, None)["learner"]["name"] == "Lan"
        assert shows_chosen(a, "Lan") and answers_shown(a, None) == "1"
        assert shows_chosen(b, "Minh") and answers_shown(b, None) == "0"
        tab = actx.new_page()  # a new tab of A's browser: still Lan
        open_path(tab, url, "an_hay_khong")
        assert shows_chosen(tab, "Lan")
        tab.close()

        open_path(c, url, "tien_do")  # a fresh browser: neither of them
        assert chosen(c) == "" and answers_shown(c, None) == "0"
        assert export(c, None) is None
        assert listed(c) == []  # no name of another browser to pick
        c.screenshot(path=str(ARTIFACTS / "learner-per-browser-fresh-1400.png"))
        assert shows_chosen(a, "Lan")  # and C's visit changed nobody else's learner

        add_profile(b, "Tú")  # a browser that added two (siblings on one computer) lists both
        assert listed(b) == ["Minh", "Tú"] and shows_chosen(b, "Tú")
        add_profile(c, "Lan")  # another person called Lan on another browser: allowed, and a learner of C's own
        assert listed(c) == ["Lan"] and answers_shown(c, None) == "0"  # «Tiến độ» drawn again for her
        assert listed(a) == ["Người học 1", "Lan"] and answers_shown(a, url) == "1"  # not C's Lan
    finally:
        for ctx in (actx, bctx, cctx):
            ctx.close()


def test_a_fresh_browser_never_opens_anothers_unfinished_hand(app, browser):
    from chan_core.game.bots import SensibleBot
    from tests.browser.test_browser_choi_thu import find_seed, learner_turn, open_hand, shown_moves, wait_moves

    url = app
    (actx, a), (cctx, c) = new_browser(browser), new_browser(browser)
    try:
        open_path(a, url)
        add_profile(a, "Hoa")
        seed = find_seed(200, learner_wins=False, with_loi=False)
        local = open_hand(a, url, seed)
        learner_turn(a, local, SensibleBot(0))  # Hoa's hand, one move played, left unfinished
        n = shown_moves(local)

        open_path(c, url, "choi_thu")  # a fresh browser on the practice table, the link without a hand
        text = c.locator(MAIN).inner_text()
        assert "Đã mở lại ván bạn đang chơi dở" not in text and f" {n} nước đã đi" not in text
        assert f"van={seed}" not in c.url
        assert chosen(c) != "Hoa"

        tab = actx.new_page()  # Hoa's own new tab does reopen it
        tab.set_default_timeout(30_000)
        tab.goto(f"{url}/choi_thu")
        wait_moves(tab, n)
        assert "Đã mở lại ván bạn đang chơi dở" in tab.locator(MAIN).inner_text() and f"van={seed}" in tab.url
        tab.close()
    finally:
        actx.close()
        cctx.close()
