"""Playwright (Debian chromium), issue 17: lessons 3, 4, 10, 11 and the drills as a learner
sees them, at desktop (1400 px) and phone (390 px) width, with screenshots in
``test-artifacts/issue17-*.png``.

What only a browser shows is checked here: Streamlit's English hints («Press Enter to submit
form», «Choose options») are not on screen, no ``None`` or «seed 001 §» reaches the text, the
page does not scroll sideways on a phone, and the new pictures are drawn (seats for tiến / tụt /
đối, one turn, the scripted hand move by move).
"""
from __future__ import annotations

import re

import pytest

from tests.conftest import ARTIFACTS

pytestmark = pytest.mark.full  # make test runs tests/browser/test_walk.py only

MAIN = '[data-testid="stMain"]'
ENGLISH = ("Press Enter", "Choose options", "Choose an option", "Select all", "No results")
NO_SIDEWAYS_SCROLL = """() => {
  const m = document.querySelector('[data-testid="stMain"]');
  return m.scrollWidth <= m.clientWidth + 1;
}"""


def wait(page) -> None:
    page.wait_for_selector('[data-testid="stApp"][data-test-script-state="notRunning"]', timeout=60_000)
    page.wait_for_selector(f"{MAIN} h1", timeout=60_000)
    page.wait_for_function(
        "() => !document.querySelector('[data-testid=\"stMain\"] [data-testid=\"stSkeleton\"]')", timeout=60_000)
    page.wait_for_timeout(400)


def click(page, name: str) -> None:
    page.locator(MAIN).get_by_role("button", name=name, exact=True).first.click()
    page.wait_for_timeout(300)
    wait(page)


def shoot_and_check(page, name: str, width: int) -> str:
    """Screenshot of the whole main area at ``width``; the checks every state must pass."""
    text = page.locator(MAIN).inner_text()
    assert page.locator('[data-testid="stException"]').count() == 0, name
    for e in ENGLISH:
        visible = [t for t in page.get_by_text(e).all() if t.is_visible()]
        assert not visible, (name, e)
    assert not re.search(r"(?<!\w)None(?!\w)", text), name
    assert not re.search(r"\bseed\b|§", text, re.IGNORECASE), (name, re.findall(r".{30}(?:seed|§).{30}", text)[:3])
    if width < 600:
        assert page.evaluate(NO_SIDEWAYS_SCROLL), f"{name} scrolls sideways on a phone"
    height = page.evaluate("() => document.querySelector('[data-testid=\"stMain\"]').scrollHeight")
    page.set_viewport_size({"width": width, "height": min(max(height + 40, 900), 9000)})
    page.wait_for_timeout(600)
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"issue17-{name}-{width}.png"))
    page.set_viewport_size({"width": width, "height": 1000})
    return text


@pytest.mark.parametrize("width", [1400, 390])
def test_lessons_3_4_10_11(app_server, browser, width):
    ctx = browser.new_context(viewport={"width": width, "height": 1000}, locale="vi-VN")
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        # lesson 3: tiến / tụt / đối as seats
        page.goto(f"{app_server}/bai_hoc?lesson=chia-bai-boc-cai&step=3")
        wait(page)
        assert page.locator('img[alt^="Chiếu bài 4 người; A bốc cái; B được cái"]').count() == 1
        shoot_and_check(page, "bai3-tien-tut-doi", width)
        # lesson 3, first question: a wrong answer, then retry in place
        page.goto(f"{app_server}/bai_hoc?lesson=chia-bai-boc-cai&step=5")
        wait(page)
        assert page.locator(MAIN).get_by_role("button", name="Gợi ý").count() == 1
        page.locator(".st-key-q__chia-bai-boc-cai__nhi-van").get_by_text("A (người bốc cái)", exact=True).click()
        click(page, "Kiểm tra")
        page.locator(MAIN).get_by_role("button", name="Thử lại", exact=True).wait_for()
        text = shoot_and_check(page, "bai3-sai-thu-lai", width)
        assert "Chưa đúng" in text and "Thử lại" in text and "Đáp án đúng" not in text
        # lesson 4: one turn, then the scripted hand three moves in
        page.goto(f"{app_server}/bai_hoc?lesson=mot-luot&step=5")
        wait(page)
        assert page.locator('img[alt^="Một lượt chơi"]').count() == 1
        shoot_and_check(page, "bai4-mot-luot", width)
        page.goto(f"{app_server}/bai_hoc?lesson=mot-luot&step=6")
        wait(page)
        for k in range(1, 4):
            click(page, "Nước sau")
            page.locator(MAIN).get_by_text(f"Nước {k}/9:", exact=False).first.wait_for()
        text = shoot_and_check(page, "bai4-van-mau", width)
        assert "Nước 3/9: Bên phải đánh nhị sách." in text
        # lesson 10: the example, and a number question answered (no English under the box)
        page.goto(f"{app_server}/bai_hoc?lesson=xuong&step=4")
        wait(page)
        text = shoot_and_check(page, "bai10-vi-du", width)
        assert "Điểm được tính: 3 (xướng đủ và đúng thì được 6)." in text
        page.goto(f"{app_server}/bai_hoc?lesson=xuong&step=8")
        wait(page)
        box = page.locator(MAIN).get_by_label("Đáp số")
        box.fill("4")
        box.press("Enter")
        wait(page)
        shoot_and_check(page, "bai10-cau-diem", width)
        # lesson 11: the «+» line and the worked example
        for step in (2, 4):
            page.goto(f"{app_server}/bai_hoc?lesson=tinh-diem-ga&step={step}")
            wait(page)
            text = shoot_and_check(page, f"bai11-buoc{step}", width)
        assert "Ví dụ: Ví dụ" not in text and "Tổng: 9 điểm" in text
    finally:
        ctx.close()


@pytest.mark.parametrize("width", [1400, 390])
def test_drills(app_server, browser, width):
    ctx = browser.new_context(viewport={"width": width, "height": 1000}, locale="vi-VN")
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        # bốc cái: the seats stay round the picture on a phone; a wrong seat says why
        page.goto(f"{app_server}/boc_cai?n=4&seed=1&drawer=1&card=7V")
        wait(page)
        boxes = {s: page.locator(MAIN).get_by_role("button", name=f"Ghế {s}", exact=True).bounding_box()
                 for s in "ABCD"}
        assert boxes["C"]["y"] < boxes["D"]["y"] < boxes["A"]["y"] and boxes["D"]["x"] < boxes["B"]["x"]
        assert abs(boxes["D"]["y"] - boxes["B"]["y"]) < 5, "left and right seats on one row"
        click(page, "Ghế A")
        page.locator(MAIN).get_by_text("A được đếm ở số 4", exact=False).first.wait_for()
        text = shoot_and_check(page, "boc-cai-sai", width)
        assert "A được đếm ở số 4" in text
        # ăn hay không: a faulty move, then the right moves on request
        page.goto(f"{app_server}/an_hay_khong?th=ahk-loi-7")
        wait(page)
        page.locator(MAIN).get_by_role("button", name=re.compile(r"^Lấy cửu vạn ăn")).first.click()
        page.locator(MAIN).get_by_role("button", name="Thử lại", exact=True).wait_for()
        wait(page)
        text = shoot_and_check(page, "an-hay-khong-sai", width)
        assert "Thử lại" in text
        # luyện xướng: a wrong xướng, the answer, «bao nhiêu điểm?», then the money
        page.goto(f"{app_server}/luyen_xuong?seed=11&level=2")
        wait(page)
        click(page, "Xuông")
        click(page, "Xướng!")
        page.locator(MAIN).get_by_role("button", name="Xem xướng chuẩn", exact=True).wait_for()
        click(page, "Xem xướng chuẩn")
        page.locator(MAIN).get_by_label("Số điểm").wait_for()
        text = page.locator(MAIN).inner_text()
        assert "Tiền ván này" not in text, "no payment before «bao nhiêu điểm?»"
        box = page.locator(MAIN).get_by_label("Số điểm")
        box.fill("7")
        box.press("Enter")
        page.locator(MAIN).get_by_text("Tiền ván này", exact=False).first.wait_for()
        wait(page)
        text = shoot_and_check(page, "luyen-xuong", width)
        assert "Tiền ván này" in text
        # tính điểm: the xướng to say, a xướng thiếu, the worked examples
        page.goto(f"{app_server}/tinh_diem")
        wait(page)
        text = shoot_and_check(page, "tinh-diem", width)
        assert "Bàn 3 người" in text and "Xướng thế nào?" in text
    finally:
        ctx.close()
