"""Teachers and learners with sign-in (issue 22), in real browsers against a local mock OpenID
Connect provider (``oidc-provider-mock``) on a fresh progress file:

* a teacher listed by e-mail is a teacher only when the provider says the e-mail is verified:
  the same address, in another case, with ``email_verified: false`` gets the class-code box;
* the class table lists the signed-in learners only — no default «Người học 1» row;
* a signed-in learner's «Tải tiến độ về (JSON)» holds their own rows.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest
from playwright.sync_api import expect

from tests.app_server import free_port, stop, streamlit_command, wait_healthy

pytestmark = [pytest.mark.filterwarnings("ignore::DeprecationWarning"), pytest.mark.timeout(600), pytest.mark.full]
ROOT = Path(__file__).resolve().parents[2]
CODE = "ma-lop-dai-ngau-nhien-chi-cho-bai-kiem-tra-nay"
USERS = {
    "co-hoa": {"email": "CO.HOA@truong.example", "email_verified": False, "name": "Cô Hoa (chưa xác minh)"},
    "co-hoa-that": {"email": "co.hoa@truong.example", "email_verified": True, "name": "Cô Hoa"},
    "lan": {"email": "lan@truong.example", "email_verified": True, "name": "Lan"},
}
MAIN = '[data-testid="stMain"]'
IDLE = '[data-testid="stApp"][data-test-script-state="notRunning"]'


@pytest.fixture(scope="module")
def signed_app(tmp_path_factory):
    """The mock provider (in a thread) and the app with ``[auth]`` and ``[hoc_chan]`` secrets."""
    from oidc_provider_mock import User, run_server_in_thread

    users = [User(sub=sub, claims=claims) for sub, claims in USERS.items()]
    folder = tmp_path_factory.mktemp("teacher-sign-in")
    with run_server_in_thread(port=0, user_claims=users) as idp:
        app_port = free_port()
        url = f"http://localhost:{app_port}"
        secrets = folder / "secrets.toml"
        secrets.write_text(
            "[auth]\n"
            f'redirect_uri = "{url}/oauth2callback"\n'
            'cookie_secret = "a-long-random-secret-only-for-this-test-0123456789"\n'
            'client_id = "hoc-chan"\nclient_secret = "hoc-chan-test-secret"\n'
            f'server_metadata_url = "http://localhost:{idp.server_port}/.well-known/openid-configuration"\n'
            "[hoc_chan]\n"
            'teachers = ["co.hoa@truong.example"]\n'
            f'class_code = "{CODE}"\n', encoding="utf-8")
        log = folder / "app.log"
        env = {**os.environ, "HOC_CHAN_DB": str(folder / "progress.sqlite3")}
        env.pop("HOC_CHAN_DB_URL", None)
        env.pop("HOC_CHAN_CLASS_CODE", None)
        with open(log, "w") as out:
            proc = subprocess.Popen(
                streamlit_command(ROOT / "streamlit_app.py", app_port, "--secrets.files", str(secrets)),
                cwd=folder, env=env, stdout=out, stderr=subprocess.STDOUT)
            try:
                wait_healthy(f"http://127.0.0.1:{app_port}", proc, 90, log)
                yield url
            finally:
                stop(proc)


def sign_in(browser, url: str, sub: str):
    """A new browser context signed in as ``sub`` through the provider's form; its page."""
    ctx = browser.new_context(viewport={"width": 1400, "height": 1000}, locale="vi-VN", accept_downloads=True)
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    pg.goto(url)
    pg.get_by_role("button", name="Đăng nhập").click()
    pg.wait_for_url(re.compile(r".*/oauth2/authorize.*"))
    pg.get_by_role("button", name=sub, exact=True).click()
    pg.wait_for_url(re.compile(re.escape(url) + r"/?.*"))
    pg.get_by_text("Đang học:").wait_for()
    return ctx, pg


def open_path(pg, url: str, path: str) -> None:
    pg.goto(f"{url}/{path}")
    pg.wait_for_selector(IDLE, timeout=60_000)
    pg.wait_for_selector(f"{MAIN} h1", timeout=60_000)
    pg.wait_for_timeout(300)
    pg.wait_for_selector(IDLE, timeout=60_000)


def test_only_a_verified_teacher_email_opens_the_class_and_it_lists_real_learners(signed_app, browser):
    url = signed_app
    lctx, lan = sign_in(browser, url, "lan")
    uctx, unverified = sign_in(browser, url, "co-hoa")
    vctx, teacher = sign_in(browser, url, "co-hoa-that")
    try:
        open_path(lan, url, "an_hay_khong")  # Lan answers one situation
        lan.locator("[class*='st-key-ahk_opt_'] button").first.click()
        lan.locator("[data-testid='stMetric']").filter(has_text="Điểm").filter(has_text=re.compile(r"/1\b")).wait_for()
        lan.wait_for_selector(IDLE, timeout=60_000)

        open_path(lan, url, "tien_do")  # her export holds her own rows (not an empty default learner's)
        lan.get_by_text("Dữ liệu của bạn: tải về hoặc xoá").click()
        with lan.expect_download() as dl:
            lan.get_by_role("button", name="Tải tiến độ về (JSON)").click()
        doc = json.loads(Path(dl.value.path()).read_text(encoding="utf-8"))
        assert doc["learner"]["name"] == "Lan" and len(doc["attempts"]) == 1

        open_path(unverified, url, "lop_hoc")  # the listed address, unverified (and in capitals): no class
        main = unverified.locator(MAIN)
        unverified.get_by_label("Mã lớp (giáo viên)").wait_for()
        assert not main.locator("[data-testid='stDataFrame']").count()

        open_path(teacher, url, "lop_hoc")  # verified: the class opens without a code
        grid = teacher.locator(f"{MAIN} [data-testid='stDataFrame']").first
        expect(grid).to_contain_text("Lan", timeout=30_000)  # the grid's accessible copy (its text content), once drawn
        assert not teacher.get_by_label("Mã lớp (giáo viên)").count()
        assert "Người học 1" not in (grid.text_content() or "")  # real learners only: no default row
    finally:
        for ctx in (lctx, uctx, vctx):
            ctx.close()
