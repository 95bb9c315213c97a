"""Real-table tester, session 20: under the hand about twenty «Đánh» buttons sounded alike to a screen reader — the
card's name was only the alt text of a hidden 1-px image, which not every screen reader reads. Each button's name is
now text (in italics hidden from sight, ``ui.cards.card_button_label``): its text says «Đánh tam vạn» / «Discard tam
vạn / 3 of vạn», while a sighted player still sees only «Đánh» (the name takes no room), at 1366×768 and 390×844."""
from __future__ import annotations

import pytest

from learning.coach import Table
from tests.browser.test_browser_choi_thu import _learner_discards_first, wait_idle

pytestmark = [pytest.mark.timeout(240), pytest.mark.full]


@pytest.mark.parametrize("lang, verb", [("vi", "Đánh"), ("en", "Discard")])
@pytest.mark.parametrize("size", [(1366, 768), (390, 844)])
def test_each_hand_button_says_its_card_in_text_and_shows_only_the_verb(app_server, browser, lang, verb, size):
    from ui.cards import card_words
    from words.i18n import language

    seed = next(s for s in range(1, 40) if _learner_discards_first(s))
    t = Table.deal(4, seed)
    t.run_bots()
    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]}, locale="vi-VN" if lang == "vi" else "en-US")
    page = ctx.new_page()
    page.goto(f"{app_server}/choi_thu?van={seed}&toc=ngay&lang={lang}")
    wait_idle(page)
    from playwright.sync_api import expect

    buttons = page.locator(".st-key-ct_hand").get_by_role("button")
    expect(buttons).to_have_count(len(t.state.hands[0]), timeout=30_000)
    with language(lang):
        names = sorted(f"{verb} {card_words(c)}" for c in t.state.hands[0])
    texts = sorted(" ".join(b.text_content().split()) for b in buttons.all())
    assert texts == names, texts  # a screen reader reads the text: each button its own card
    for b in buttons.all()[:5]:  # the card's name takes no room: the button shows the verb alone
        box = b.locator("em").bounding_box()
        assert box and box["width"] <= 1 and box["height"] <= 1, box
    ctx.close()
