"""«Hôm nay» in a real browser (issue 26): a new learner does today's set, gets one item wrong, finishes
(«Xong buổi hôm nay», streak 1); the same item is not asked again that day, and comes back first the next
day — the clock moved with ``?ngay=`` on an app started in test mode (``HOC_CHAN_TEST_MODE=1``); the next
set finished, the streak is 2. The right answers are read from the learner's own set (the data the page
shows), each button clicked by its key."""
from __future__ import annotations

import os
import subprocess
from datetime import date
from pathlib import Path

import pytest

from tests.app_server import free_port, stop, streamlit_command, wait_healthy

pytestmark = [pytest.mark.timeout(600), pytest.mark.full]
ROOT = Path(__file__).resolve().parents[2]
MAIN = '[data-testid="stMain"]'
IDLE = '[data-testid="stApp"][data-test-script-state="notRunning"]'
DAY, NEXT = "2026-12-07", "2026-12-08"


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    """The app in test mode on a progress file of its own; yields ``(url, progress file)``."""
    folder = tmp_path_factory.mktemp("hom-nay")
    db = folder / "progress.sqlite3"
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    env = {**os.environ, "HOC_CHAN_DB": str(db), "HOC_CHAN_TEST_MODE": "1"}
    env.pop("HOC_CHAN_DB_URL", None)
    log = folder / "app.log"
    with open(log, "w") as out:
        proc = subprocess.Popen(streamlit_command(ROOT / "streamlit_app.py", port), cwd=ROOT, env=env,
                                stdout=out, stderr=subprocess.STDOUT)
        try:
            wait_healthy(url, proc, 60, log)
            yield url, db
        finally:
            stop(proc)


def items_of(db: Path, day: str) -> list[dict]:
    """The set the page shows on ``day``: the saved one of learner 1, or a new learner's."""
    from learning.daily import clock, today
    from learning.progress import ProgressStore

    tz = clock.zone(None)
    d = date.fromisoformat(day)
    store = ProgressStore(db, learner=1)
    if not db.exists() or store.read_rows(lambda conn, lid: lid, None) is None:
        return today.build(None, None, d, clock.end_of_day(d, tz))["items"]
    os.environ[clock.TEST_MODE_ENV] = "1"
    try:
        return today.session(store, clock.now(tz, day), tz)["items"]
    finally:
        os.environ.pop(clock.TEST_MODE_ENV, None)


def right_index(item: dict) -> int:
    from ui import daily_views as views

    if item["kind"] == "boc_cai":
        return views.boc_cai_answer(item)
    return views.puzzle_of(item).answer


def idle(page) -> None:
    page.wait_for_selector(IDLE, timeout=30_000)


def do_set(page, url: str, db: Path, day: str, wrong: int | None = None) -> list[str]:
    """Answer today's set on ``day`` (item ``wrong`` with a wrong choice); returns each item's heading."""
    page.goto(f"{url}/hom_nay?ngay={day}")
    idle(page)
    page.wait_for_selector(f"{MAIN} h1:has-text('Hôm nay')")
    items = items_of(db, day)
    heads = []
    for i, item in enumerate(items):
        first = page.locator(f".st-key-hn_{day}_{i}_0 button")
        first.wait_for()
        heads.append(page.locator(f"{MAIN} h3").first.inner_text())
        n = page.locator(f"[class*='st-key-hn_{day}_{i}_'] button").count()
        pick = right_index(item)
        if i == wrong:
            pick = (pick + 1) % n
        page.locator(f".st-key-hn_{day}_{i}_{pick} button").click()
        idle(page)
        alert = page.locator(f"{MAIN} [data-testid='stAlertContainer']").first
        alert.wait_for()
        assert ("Chưa đúng" if i == wrong else "Đúng rồi") in alert.inner_text()
        page.locator(f".st-key-hn_next_{i} button").click()
        idle(page)
    return heads


def streak_value(page) -> str:
    return page.locator(f"{MAIN} [data-testid='stMetricValue']").first.inner_text().strip()


def test_todays_set_a_mistake_comes_back_on_its_day_and_the_streak_grows(app, browser):
    url, db = app
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="vi-VN")  # a phone, a new learner
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    first_question = None
    try:
        heads = do_set(page, url, db, DAY, wrong=0)
        assert 8 <= len(heads) <= 10
        page.wait_for_selector(f"{MAIN} h2:has-text('Xong buổi hôm nay')")
        assert streak_value(page) == "1"
        assert "Ngày mai" in page.locator(MAIN).inner_text()
        missed = items_of(db, DAY)[0]
        # the same day again: the set is done, nothing is asked again
        page.goto(f"{url}/hom_nay?ngay={DAY}")
        idle(page)
        page.wait_for_selector(f"{MAIN} h2:has-text('Xong buổi hôm nay')")
        assert page.locator(f".st-key-hn_{DAY}_0_0").count() == 0
        # the next day: the item got wrong comes first, as a review
        nxt = items_of(db, NEXT)
        assert nxt[0]["kind"] == "review" and nxt[0]["id"] == missed["id"]
        heads2 = do_set(page, url, db, NEXT)
        assert heads2[0].startswith("Ôn lại: ") and heads2[0].endswith(heads[0])
        page.wait_for_selector(f"{MAIN} h2:has-text('Xong buổi hôm nay')")
        assert streak_value(page) == "2"
    finally:
        ctx.close()
