"""Sign-in in a real browser (issue 14): the app with ``st.login`` configured
against a local mock OpenID Connect provider (``oidc-provider-mock``), on a
throwaway progress file. Two users sign in (separate browser contexts, so
separate cookies): each sees only their own progress, before and after the
other has answered."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from tests.app_server import free_port, stop, streamlit_command, wait_healthy

pytestmark = [pytest.mark.filterwarnings("ignore::DeprecationWarning"), pytest.mark.full]  # authlib inside the mock provider
ROOT = Path(__file__).resolve().parents[2]
USERS = {"alice": "Alice Nguyễn", "bob": "Bob Trần"}


@pytest.fixture(scope="module")
def signed_app(tmp_path_factory):
    """The mock provider (in a thread) and the app with ``[auth]`` secrets; yields the app URL."""
    from oidc_provider_mock import User, run_server_in_thread

    users = [User(sub=sub, claims={"email": f"{sub}@example.org", "name": name}) for sub, name in USERS.items()]
    folder = tmp_path_factory.mktemp("sign-in")
    with run_server_in_thread(port=0, user_claims=users) as idp:
        app_port = free_port()
        url = f"http://localhost:{app_port}"
        secrets = folder / "secrets.toml"
        secrets.write_text(
            "[auth]\n"
            f'redirect_uri = "{url}/oauth2callback"\n'
            'cookie_secret = "a-long-random-secret-only-for-this-test-0123456789"\n'
            'client_id = "hoc-chan"\nclient_secret = "hoc-chan-test-secret"\n'
            f'server_metadata_url = "http://localhost:{idp.server_port}/.well-known/openid-configuration"\n',
            encoding="utf-8")
        log = folder / "app.log"
        env = {**__import__("os").environ, "HOC_CHAN_DB": str(folder / "progress.sqlite3")}
        env.pop("HOC_CHAN_DB_URL", None)
        with open(log, "w") as out:
            proc = subprocess.Popen(
                streamlit_command(ROOT / "streamlit_app.py", app_port, "--secrets.files", str(secrets)),
                cwd=folder, env=env, stdout=out, stderr=subprocess.STDOUT)
            try:
                wait_healthy(f"http://127.0.0.1:{app_port}", proc, 60, log)
                yield url
            finally:
                stop(proc)


def sign_in(browser, url: str, sub: str):
    """A new browser context signed in as ``sub`` through the provider's form; its page."""
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000}, locale="vi-VN")
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    pg.goto(url)
    pg.get_by_role("button", name="Đăng nhập").click()
    pg.wait_for_url(re.compile(r".*/oauth2/authorize.*"))
    pg.get_by_role("button", name=sub, exact=True).click()  # the provider's «predefined user» button
    pg.wait_for_url(re.compile(re.escape(url) + r"/?.*"))
    pg.get_by_text("Đang học:").wait_for()
    return ctx, pg


def answers_shown(pg, url: str) -> str:
    pg.goto(f"{url}/tien_do")
    box = pg.locator("[data-testid='stMetric']").filter(has_text="Số lần trả lời")
    box.wait_for()
    return box.locator("[data-testid='stMetricValue']").inner_text().strip()


def answer_one(pg, url: str) -> None:
    """Answer the first situation of «Ăn hay không?»; waits until the score counts it."""
    pg.goto(f"{url}/an_hay_khong")
    score = pg.locator("[data-testid='stMetric']").filter(has_text="Điểm").locator("[data-testid='stMetricValue']")
    score.wait_for()
    total = int(score.inner_text().split("/")[1])  # the learner's own counters, restored in this new session
    pg.locator("[class*='st-key-ahk_opt_'] button").first.click()
    pg.locator("[data-testid='stMetric']").filter(has_text="Điểm").filter(
        has_text=re.compile(rf"/{total + 1}\b")).wait_for()


def sidebar_text(pg) -> str:
    return pg.locator("section[data-testid='stSidebar']").inner_text()


def test_two_signed_in_users_never_see_each_others_progress(signed_app, browser):
    url = signed_app
    actx, alice = sign_in(browser, url, "alice")
    bctx, bob = sign_in(browser, url, "bob")
    try:
        assert "Alice Nguyễn" in sidebar_text(alice) and "Bob" not in sidebar_text(alice)
        assert "Bob Trần" in sidebar_text(bob) and "Alice" not in sidebar_text(bob)
        assert "Bạn là ai?" not in sidebar_text(alice)  # no local profile picker with sign-in
        answer_one(alice, url)
        assert answers_shown(alice, url) == "1"
        assert answers_shown(bob, url) == "0"  # Alice's answer is not Bob's
        answer_one(bob, url)
        answer_one(bob, url)  # the same situation again: one more attempt for Bob only
        assert answers_shown(bob, url) == "2"
        assert answers_shown(alice, url) == "1"  # Bob's answers are not Alice's
    finally:
        actx.close()
        bctx.close()


def test_without_signing_in_no_page_and_no_progress_shows(signed_app, browser):
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000}, locale="vi-VN")
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    try:
        pg.goto(f"{signed_app}/tien_do")
        pg.get_by_role("button", name="Đăng nhập").wait_for()
        assert not pg.locator("[data-testid='stMetric']").count()
        assert "Đăng nhập" in pg.locator("h1").first.inner_text()
    finally:
        ctx.close()
