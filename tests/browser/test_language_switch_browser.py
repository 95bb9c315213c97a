"""Switching the language in the middle of a page keeps what the learner chose (issue 15).

In a real browser (Playwright, Debian chromium; ``app_server``/``browser`` of
``conftest.py``): on each page testers reported, the test picks non-default values in the
choice widgets (radio, selectbox, multiselect), types into boxes, then switches to English
with the small «English» button at the top of the page and checks every choice is still
selected and now shown in English (the English texts come from the catalogs, the rules'
``_en`` twins and the engine's card names — never written here), then switches back with the
sidebar switch and checks the page reads exactly as before. Streamlit 1.67 sends a choice
widget's value as its shown text, so before the fix these widgets lost their selection or
showed none (ui/i18n.py ``carry_widget_values``).

Also: the practice table's hand in progress is the same hand after a switch, a lesson stays on
its step, the Vietnamese page shows Vietnamese placeholders, the top button works at phone
width, and one Back press after a switch leaves the page (a language change adds no history
entry). Screenshots: ``test-artifacts/lang-switch-*.png``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from chan_core.cards import BY_CODE
from words.cards import card_name_en
from chan_core.gen_win import level_name
from words import say
from words.i18n import language
from chan_core.rules.loader import load_rules
from conftest import ARTIFACTS
from learning.i18n import _
from tests.browser.test_browser import MAIN, NAV_LINK, wait_for_app
from ui.i18n import SHORTCUT_KEY
from ui.inputs import variant_label

pytestmark = [pytest.mark.timeout(600), pytest.mark.full]  # make test runs tests/browser/test_walk.py only

SIDEBAR = '[data-testid="stSidebar"]'
TOP = f'.st-key-{SHORTCUT_KEY} button[data-testid^="stBaseButton"]'


def en(text_fn):
    """``text_fn()`` computed in English (the catalogs, the rules' ``_en`` twins)."""
    with language("en"):
        return text_fn()


@dataclass(frozen=True)
class Pick:
    """One choice a learner makes: widget ``key``, its kind, the option's text in
    Vietnamese and in English."""
    key: str
    kind: str  # "radio" | "select" | "multi"
    vi: str
    en: str


def _cuoc(cid: str) -> tuple[str, str]:
    spec = next(c for c in load_rules().cuoc if c.id == cid)
    return spec.name, f"{spec.name} — {spec.gloss_en}"


def _card(code: str) -> tuple[str, str]:
    k = BY_CODE[code]
    return k.label, f"{card_name_en(k)} ({k.code})"


LEO_VI, LEO_EN = _cuoc("leo")
CUU_VAN_VI, CUU_VAN_EN = _card("9V")

# page → the non-default choices made on it (each one a widget testers saw lose its value)
PAGES: dict[str, list[Pick]] = {
    "tinh_diem": [
        Pick("td_xuong_how", "radio", "Thiếu (quên cước)", en(lambda: _("Thiếu (quên cước)"))),
        Pick("td_cuoc", "multi", LEO_VI, LEO_EN),
        Pick("td_players", "radio", "3", "3"),
    ],
    "phan_tich_bai": [
        Pick("ptb_card", "select", CUU_VAN_VI, CUU_VAN_EN),
        Pick("ptb_source", "radio", "Người khác đánh ra", en(lambda: _("Người khác đánh ra"))),
    ],
    "an_hay_khong": [
        Pick("ahk_topic", "select", "Bỏ ù", en(lambda: _("Bỏ ù"))),
    ],
    "luyen_xuong": [
        Pick("lx_level", "radio", say(level_name(3)), en(lambda: say(level_name(3)))),
    ],
    "xac_suat": [
        Pick("xs_play_variant", "radio", variant_label("sanhrong"), en(lambda: variant_label("sanhrong"))),
        Pick("xs_play_live_variant", "select", variant_label("sanhrong"), en(lambda: variant_label("sanhrong"))),
    ],
}
TYPED = {  # page → (text box key, what the learner typed, what the box shows in English)
    "tinh_diem": ("td_bet_text", "2.500", "2,500"),  # an amount: the same 2,500 đồng in English marks (ui.typed_number, amount=True)
    "phan_tich_bai": ("ptb_hand__text", "9V 9V 9N", "9V 9V 9N"),
}


# ---------------------------------------------------------------- reading and choosing in the page
def shown_choice(pg, pick: Pick) -> list[str]:
    """What the widget ``pick.key`` shows as chosen: the selected radio option, the
    selectbox's text, the multiselect's chips."""
    box = pg.locator(f".st-key-{pick.key}")
    if pick.kind == "radio":
        return box.locator('[data-testid="stRadioOption"][data-selected="true"]').all_inner_texts()
    if pick.kind == "select":
        return [box.locator('input[role="combobox"]').input_value()]
    return [t.strip() for t in box.locator('[data-tag] > span[title]').evaluate_all(
        "els => els.map(e => e.getAttribute('title'))")]


def top(pg):
    """The top-of-page language button (Streamlit draws a button with a tooltip twice, one of
    them hidden: the visible one)."""
    return pg.locator(f"{TOP} >> visible=true").first


def idle(pg) -> None:
    pg.wait_for_timeout(300)
    wait_for_app(pg)


def choose(pg, pick: Pick) -> None:
    """Make the choice ``pick`` (Vietnamese page) and wait for the page to rerun."""
    box = pg.locator(f".st-key-{pick.key}")
    box.scroll_into_view_if_needed()
    if pick.kind == "radio":
        box.locator('[data-testid="stRadioOption"]').filter(has_text=re.compile(rf"^\s*{re.escape(pick.vi)}\s*$")).click()
    else:
        option = pg.get_by_role("option", name=pick.vi, exact=True)
        field = box.locator('input[role="combobox"], input').first
        for _attempt in range(4):  # a click while the page still lays itself out can close the list again
            field.click()
            field.fill(pick.vi)  # the list is long and drawn lazily: filter it
            try:
                option.first.wait_for(timeout=5_000)
                break
            except Exception:  # noqa: BLE001 — Playwright's TimeoutError: open it again
                pg.keyboard.press("Escape")
        option.first.click()
        if pick.kind == "multi":
            pg.keyboard.press("Escape")
    pg.wait_for_function(
        """([sel, kind, want]) => {
            const box = document.querySelector(sel);
            if (!box) return false;
            if (kind === 'radio') {
                const o = box.querySelector('[data-testid="stRadioOption"][data-selected="true"]');
                return o && o.innerText.trim() === want;
            }
            if (kind === 'select') return box.querySelector('input[role="combobox"]').value === want;
            return [...box.querySelectorAll('[data-tag] > span[title]')].some(e => e.title === want);
        }""", arg=[f".st-key-{pick.key}", pick.kind, pick.vi])
    idle(pg)


def type_into(pg, key: str, text: str) -> None:
    box = pg.locator(f".st-key-{key} input")
    box.fill(text)
    box.press("Enter")
    idle(pg)


def switch(pg, to: str, *, via: str = "top") -> None:
    """Switch to ``to`` ('en' / 'vi') with the top-of-page button or the sidebar switch and
    wait until the page has been drawn again in that language."""
    label = {"en": "English", "vi": "Tiếng Việt"}
    if via == "top":
        assert top(pg).inner_text().strip().endswith(label[to])
        top(pg).click()
    else:
        pg.locator(SIDEBAR).get_by_text(label[to], exact=True).click()
    other = label["vi" if to == "en" else "en"]
    pg.wait_for_function(
        "([sel, want]) => { const b = document.querySelector(sel); return b && b.innerText.trim().endsWith(want); }",
        arg=[TOP, other])
    idle(pg)


def open_vi(pg, app: str, path: str) -> None:
    pg.goto(f"{app}/{path}{'&' if '?' in path else '?'}lang=vi")  # a new session: the link wins
    wait_for_app(pg)


def no_error(pg) -> None:
    assert pg.locator('[data-testid="stException"]').count() == 0
    text = pg.locator(MAIN).inner_text()
    assert "encountered an error" not in text and "gặp lỗi" not in text, text[:300]


@pytest.fixture
def desk(browser):
    ctx = browser.new_context(viewport={"width": 1400, "height": 1100}, locale="vi-VN")
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    yield pg
    ctx.close()


# ---------------------------------------------------------------- the pages testers reported
@pytest.mark.parametrize("path", list(PAGES))
def test_choices_survive_a_language_switch(app_server, desk, path):
    pg = desk
    open_vi(pg, app_server, path)
    for pick in PAGES[path]:
        assert pick.vi != pick.en or pick.kind == "radio" and pick.vi.isdigit(), pick
        choose(pg, pick)
    typed = TYPED.get(path)
    if typed:
        type_into(pg, *typed[:2])
    before = {p.key: shown_choice(pg, p) for p in PAGES[path]}
    assert before == {p.key: [p.vi] for p in PAGES[path]}, before
    vi_text = pg.locator(MAIN).inner_text()

    switch(pg, "en", via="top")
    no_error(pg)
    after = {p.key: shown_choice(pg, p) for p in PAGES[path]}
    assert after == {p.key: [p.en] for p in PAGES[path]}, after
    if typed:
        assert pg.locator(f".st-key-{typed[0]} input").input_value() == typed[2]
    pg.screenshot(path=str(ARTIFACTS / f"lang-switch-{path}-en.png"), full_page=True)

    switch(pg, "vi", via="sidebar")
    no_error(pg)
    back = {p.key: shown_choice(pg, p) for p in PAGES[path]}
    assert back == before, back
    assert pg.locator(MAIN).inner_text() == vi_text  # the Vietnamese page, unchanged


def test_practice_table_keeps_the_hand_and_speed(app_server, desk):
    pg = desk
    open_vi(pg, app_server, "choi_thu?van=7&toc=vua")
    speed = Pick("ct_speed", "select", "Nhanh", en(lambda: _("Nhanh")))
    choose(pg, speed)
    hand = ".st-key-ct_hand img[data-card], .hc-hand img[data-card]"
    cards = pg.locator(hand).evaluate_all("els => els.map(e => e.dataset.card)")
    assert len(cards) >= 19
    moves = re.search(r"(\d+) nước đã đi", pg.locator(MAIN).inner_text())
    switch(pg, "en")
    no_error(pg)
    assert shown_choice(pg, speed) == [speed.en]
    assert pg.locator(hand).evaluate_all("els => els.map(e => e.dataset.card)") == cards  # the same hand
    if moves:
        assert f"{moves.group(1)} " in pg.locator(MAIN).inner_text()
    switch(pg, "vi", via="sidebar")
    assert shown_choice(pg, speed) == [speed.vi]
    assert pg.locator(hand).evaluate_all("els => els.map(e => e.dataset.card)") == cards


def test_a_lesson_stays_on_its_step(app_server, desk):
    pg = desk
    open_vi(pg, app_server, "bai_hoc?lesson=chia-bai-boc-cai&step=3")
    url = re.sub(r"[&?]lang=\w+", "", pg.url)
    heading = pg.locator(f"{MAIN} h2, {MAIN} h3").first.inner_text()
    switch(pg, "en")
    no_error(pg)
    assert "step=3" in pg.url and "lesson=chia-bai-boc-cai" in pg.url and "lang=en" in pg.url
    switch(pg, "vi", via="sidebar")
    assert re.sub(r"[&?]lang=\w+", "", pg.url) == url
    assert pg.locator(f"{MAIN} h2, {MAIN} h3").first.inner_text() == heading


def test_example_kept_and_not_loaded_again_over_edits(app_server, desk):
    """«Nạp một ví dụ» (ids since issue 15): after a switch the example is still chosen, shown in
    English, and the learner's edit of the loaded hand is not overwritten by loading it again.
    The selectbox placeholder is Vietnamese on the Vietnamese page, English on the English one."""
    pg = desk
    open_vi(pg, app_server, "phan_tich_bai")
    placeholder = '.st-key-ptb_card input[role="combobox"]'
    assert pg.locator(placeholder).get_attribute("placeholder") == "Chọn…"  # not Streamlit's English
    name = "Ví dụ 31 điểm của bài tính điểm (chì bạch thủ chi, tám đỏ, 2 lèo)"
    example = Pick("ptb_example", "select", name, en(lambda: _(name)))
    choose(pg, example)
    box = pg.locator(".st-key-ptb_hand__text input")
    loaded = box.input_value()
    assert loaded.strip()
    edited = " ".join(loaded.split()[:-1])  # the learner drops the last card
    type_into(pg, "ptb_hand__text", edited)
    switch(pg, "en")
    no_error(pg)
    assert shown_choice(pg, example) == [example.en]
    assert box.input_value() == edited
    assert pg.locator(placeholder).get_attribute("placeholder") == en(lambda: _("Chọn…")) == "Choose an option"
    switch(pg, "vi", via="sidebar")
    assert shown_choice(pg, example) == [example.vi]
    assert box.input_value() == edited


# ---------------------------------------------------------------- placeholders, phone width, history
def test_top_switch_at_phone_width(app_server, browser):
    ctx = browser.new_context(viewport={"width": 390, "height": 844}, locale="en-GB")
    pg = ctx.new_page()
    pg.set_default_timeout(30_000)
    try:
        open_vi(pg, app_server, "bo_bai")
        btn = top(pg)
        assert btn.is_visible()  # the sidebar is closed on a phone; the button is not in it
        box = btn.bounding_box()
        assert box["height"] <= 48 and box["x"] + box["width"] <= 390
        title = pg.locator(f"{MAIN} h1").first.bounding_box()
        assert box["y"] < title["y"]  # above the page's title
        pg.screenshot(path=str(ARTIFACTS / "lang-switch-top-390-vi.png"))
        switch(pg, "en")
        assert "lang=en" in pg.url
        assert pg.locator(f"{MAIN} h1").first.inner_text() == en(lambda: _("Bộ bài Chắn"))
        pg.screenshot(path=str(ARTIFACTS / "lang-switch-top-390-en.png"))
        switch(pg, "vi")
        assert "lang=" not in pg.url
    finally:
        ctx.close()


def test_one_back_press_after_a_switch_leaves_the_page(app_server, desk):
    pg = desk
    open_vi(pg, app_server, "loi")
    pg.locator(NAV_LINK).filter(has_text="Bộ bài").first.click()
    pg.wait_for_url(re.compile(r"/bo_bai"))
    idle(pg)
    switch(pg, "en", via="sidebar")
    assert pg.url.endswith("/bo_bai?lang=en")
    switch(pg, "vi")
    switch(pg, "en")
    pg.go_back()
    pg.wait_for_url(re.compile(r"/loi"))
    idle(pg)
    assert pg.locator(f"{MAIN} h1").first.inner_text() == en(lambda: _("Các lỗi khi đánh bài"))
    switch(pg, "vi")
