"""Playwright (Debian chromium): one full round of «Bốc cái» and of «Luyện xướng».

Uses the shared ``app_server`` and ``page`` fixtures of ``tests/conftest.py``.
"""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from chan_core.gen_win import gen_win
from chan_core.options import make_options
from chan_core.scoring import score
from chan_core.xuong import Said, canonical, cuoc_info, say

pytestmark = pytest.mark.full  # make test runs tests/browser/test_walk.py only


def test_boc_cai_full_round(app_server, page):
    # Seed 001 §II: B (seat 1) draws thất vạn → D takes the cái; A, B, C get piles 1, 2, 3.
    page.goto(f"{app_server}/boc_cai?n=4&seed=1&drawer=1&card=7V")
    expect(page.get_by_role("heading", name="Bốc cái")).to_be_visible()
    expect(page.locator('img[data-card="7V"]')).to_be_visible()
    expect(page.locator('img[alt^="Chiếu bài 4 người"]')).to_be_visible()
    page.get_by_role("button", name="Ghế D", exact=True).click()
    expect(page.get_by_text("Đúng: D được phần bài cái và đánh đầu.")).to_be_visible()
    expect(page.get_by_text(re.compile(r"1 = B \(người bốc\) → 2 = C"))).to_be_visible()
    for seat, label in (("A", "Phần thứ 1 bên phải phần cái"), ("B", "Phần thứ 2 bên phải phần cái"),
                        ("C", "Phần thứ 3 bên phải phần cái"), ("D", "Phần bài cái")):
        page.get_by_role("radiogroup", name=f"Ghế {seat}").get_by_text(label, exact=True).click()
    page.get_by_role("button", name="Kiểm tra phần bài").click()
    expect(page.get_by_text("Đúng cả phần bài của mọi ghế.")).to_be_visible()
    expect(page.get_by_text(re.compile(r"Chuỗi đúng:\s*1"))).to_be_visible()


def test_luyen_xuong_full_round(app_server, page):
    seed, level = 11, 2
    opts = make_options("classic")
    g = gen_win(seed, level, opts)
    canon = canonical(g.cuoc)
    info = cuoc_info()
    page.goto(f"{app_server}/luyen_xuong?seed={seed}&level={level}")
    expect(page.get_by_role("heading", name="Luyện xướng")).to_be_visible()
    if g.win.winning_card is not None:
        expect(page.locator(f'img[data-card="{g.win.winning_card.code}"]').first).to_be_visible()
    said: list[Said] = []
    for item in canon.items:
        for k in range(item.count):
            page.get_by_role("button", name=info[item.id].name, exact=True).click()
            said = said[:-1] + [Said(item.id, k + 1)] if k else said + [Said(item.id, 1)]
            text = " ".join(say(said)).capitalize()
            expect(page.get_by_text(f"Lời xướng của bạn: {text}", exact=True)).to_be_visible()
    page.get_by_role("button", name="Xướng!").click()
    expect(page.get_by_text(re.compile(r"^Xướng đúng"))).to_be_visible()
    total = score(g.cuoc, opts).total
    page.get_by_label("Số điểm").fill(str(total))
    page.get_by_role("button", name="Kiểm tra điểm").click()
    expect(page.get_by_text(f"Đúng: {total} điểm.")).to_be_visible()


@pytest.mark.parametrize("lang,verb", [("vi", "Đánh"), ("en", "Discard")])
def test_an_hay_khong_discard_buttons_name_their_card(app_server, page, lang, verb):
    """«Ăn hay không?»'s discard question: a screen reader heard «Đánh, Đánh, Đánh» under the cards. Each
    button's accessible name says its card too (ui.cards.card_button_label), in the page's language."""
    from chan_core.history import parse_event, parse_history, replay
    from chan_core.legal import discard_moves
    from learning.classroom import ahk_situations
    from ui.cards import card_words
    from words.i18n import language

    sc = next(s for s in ahk_situations() if s["id"] == "ahk-loi-9")
    ev = parse_event(sc["action"])
    cards = [o.event.card for o in discard_moves(replay(sc["hand"], parse_history(sc.get("history"), "history")),
                                                  ev.event)]
    page.goto(f"{app_server}/an_hay_khong?th=ahk-loi-9&lang={lang}")
    main = page.locator('[data-testid="stMain"]')
    expect(main.get_by_role("button", name=re.compile(f"^{verb} "))).to_have_count(len(cards), timeout=60_000)
    with language(lang):
        for card in set(cards):
            expect(main.get_by_role("button", name=f"{verb} {card_words(card)}", exact=True)).to_have_count(
                cards.count(card))
    assert main.get_by_role("button", name=verb, exact=True).count() == 0
