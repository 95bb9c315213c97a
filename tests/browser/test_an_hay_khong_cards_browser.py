"""Browser check (Playwright + Debian chromium): the card names on «Ăn hay không?» are not squeezed, at a phone's
and a laptop's width, in both languages."""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS
from tests.browser.test_browser import wait_for_app

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

# each name on a card face: its size in px and how much the drawing squeezes it (drawn width / natural width)
NAMES = r"""() => {
  const box = document.createElement('div'); document.body.appendChild(box);
  const out = [];
  for (const i of document.querySelectorAll('[data-testid="stMain"] img[data-card]')) {
    box.innerHTML = new TextDecoder().decode(Uint8Array.from(atob(i.src.split(',')[1]), c => c.charCodeAt(0)));
    const k = i.getBoundingClientRect().width / 100;  // the face is 100 wide
    for (const t of box.querySelectorAll('text[font-weight="600"]')) {
      const drawn = parseFloat(t.getAttribute('textLength'));
      t.removeAttribute('textLength');
      out.push({name: t.textContent, px: parseFloat(t.getAttribute('font-size')) * k,
                squeeze: drawn ? drawn / t.getComputedTextLength() : 1});
    }
  }
  box.remove();
  return out;
}"""


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("width, height", [(390, 844), (1366, 768)])
def test_card_names_are_not_squeezed(app_server, browser, lang, width, height):
    """Tester: the names on the cards («Thất sách», «9 of vạn») were tight — 44-px cards squeezed them to 3/5 of
    their width. The hand and the cards to eat with or discard are drawn full size: no name squeezed below 4/5 of
    its width, none under 10 px (a situation with three ways to eat, and one where the learner discards)."""
    ctx = browser.new_context(viewport={"width": width, "height": height}, locale="vi-VN")
    page = ctx.new_page()
    try:
        for th in ("ahk-loi-4-ba-dau", "ahk-loi-9"):
            page.goto(f"{app_server}/an_hay_khong?th={th}&lang={lang}")
            wait_for_app(page)
            names = page.evaluate(NAMES)
            page.screenshot(path=str(ARTIFACTS / f"an-hay-khong-cards-{th}-{lang}-{width}.png"), full_page=True)
            assert len(names) > 20, names
            assert [x for x in names if x["squeeze"] < 0.8 or x["px"] < 10] == [], names
    finally:
        ctx.close()
