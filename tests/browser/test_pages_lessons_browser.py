"""Playwright (Debian chromium): a lesson question in a real browser, and
"close the browser, come back, continue where you stopped".

Uses the shared ``app_server`` and ``browser`` fixtures of ``tests/conftest.py``.
The key is computed by the engine (seed 001 §II: A draws nhị văn → B).
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from learning.checks import compute
from learning.lessons import load_course

pytestmark = pytest.mark.full  # make test runs tests/browser/test_walk.py only


def test_answer_a_check_then_reopen_and_continue(app_server, browser):
    lesson = next(x for x in load_course() if x.id == "chia-bai-boc-cai")
    step = lesson.first_check_step() + 1  # the first check, counted from 1 in the link
    key = compute(lesson.checks[0]).key_text

    ctx = browser.new_context(viewport={"width": 1400, "height": 1000}, locale="vi-VN")
    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.goto(f"{app_server}/bai_hoc?lesson={lesson.id}&step={step}")
    expect(page.get_by_role("heading", name="Câu hỏi 1/4")).to_be_visible()
    expect(page.locator('img[data-card="2N"]').first).to_be_visible()  # the cái card as a picture
    page.locator(f".st-key-q__{lesson.id}__{lesson.checks[0].id}").get_by_text(key, exact=True).click()
    page.get_by_role("button", name="Kiểm tra").click()
    expect(page.get_by_text(re.compile(r"^Đúng rồi! Đáp án: " + key))).to_be_visible()
    page.get_by_role("button", name="Bước tiếp").click()
    expect(page.get_by_role("heading", name="Câu hỏi 2/4")).to_be_visible()
    expect(page).to_have_url(re.compile(rf"lesson={lesson.id}&step={step + 1}"))
    page.close()  # the learner closes the tab; the same browser keeps its learner (a cookie, issue 22)

    page = ctx.new_page()
    page.set_default_timeout(30_000)
    page.goto(f"{app_server}/bai_hoc")  # no link: the page reopens where they stopped
    expect(page.get_by_role("heading", name="Câu hỏi 2/4")).to_be_visible()
    expect(page).to_have_url(re.compile(rf"lesson={lesson.id}&step={step + 1}"))
    ctx.close()
