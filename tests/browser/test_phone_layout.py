"""Every page on a phone, 390 px wide, in Vietnamese and in English (issue 15 follow-up).

Playwright (Debian's chromium, the shared ``app_server`` / ``browser`` fixtures of
``tests/conftest.py``) opens every page of the router (:data:`PAGES`: read from
``streamlit_app.py``'s ``PAGES`` list, the rows whose file exists — as the navigation does),
opens every expander, and measures (:data:`MEASURE`):

* the document is no wider than the window (``scrollWidth <= innerWidth``), and neither is
  Streamlit's main area — the box that really scrolls (the document itself never does, so its
  width alone could not fail);
* no element sticks out of the main area, except inside a box that scrolls on its own
  (``st.dataframe``, ``st.table``, a markdown table — :mod:`ui.style`);
* no text is cut off (a page link or a toggle label one line long with the rest hidden).

Screenshots of the whole page: ``test-artifacts/phone-<page>-<vi|en>.png``. The checker is
itself checked: a too-wide box, a clipped label, a wide markdown table and long page-link and
toggle labels are put into a real page and give the answers they must. The bốc cái drill's
picture (testers' item 2) fills the phone's column with its seat buttons round it, and the
sidebar fits in English (item 4).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from conftest import ARTIFACTS, ROOT
from tests.browser.test_browser import MAIN, wait_for_app

pytestmark = [pytest.mark.timeout(900), pytest.mark.full]  # make test runs tests/browser/test_walk.py only

WIDTH = 390
LANGS = ("vi", "en")
SIDEBAR = '[data-testid="stSidebar"]'


def router_pages() -> list[str]:
    """The page files of the router's table ``app_pages._pages.PAGES`` that exist, in sidebar order."""
    from app_pages._pages import PAGES as rows

    return [p for _s, p, _t, _i in rows if (ROOT / p).is_file()]


PAGES = router_pages()

MEASURE = """() => {
  const main = document.querySelector('[data-testid="stMain"]');
  const side = document.querySelector('[data-testid="stSidebar"]');
  const out = {inner: window.innerWidth, doc: document.documentElement.scrollWidth,
               main: main.scrollWidth, wider: [], cut: []};
  const box = main.getBoundingClientRect();
  const name = el => {
    let tid = null;
    for (let a = el; a && a !== document.body; a = a.parentElement) {
      const t = a.getAttribute('data-testid');
      if (t && t !== 'stMarkdownContainer') { tid = t; break; }
    }
    return `${el.tagName.toLowerCase()} in ${tid}: ${(el.innerText || el.getAttribute('alt') || '').trim().slice(0, 60)}`;
  };
  for (const el of main.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || (r.right <= box.right + 1 && r.left >= box.left - 1)) continue;
    let own = false;  // inside a box of its own that scrolls or clips, and that box fits
    for (let a = el.parentElement; a && a !== main; a = a.parentElement) {
      const ar = a.getBoundingClientRect();
      if (getComputedStyle(a).overflowX !== 'visible' && ar.right <= box.right + 1 && ar.left >= box.left - 1) {
        own = true; break;
      }
    }
    if (!own) out.wider.push(`${name(el)} (${Math.round(r.left)}–${Math.round(r.right)} px)`);
  }
  const open = side && side.getAttribute('data-collapsed') === 'false';
  for (const root of open ? [main, side] : [main]) {
    for (const el of root.querySelectorAll('*')) {
      if (el.clientWidth <= 2 || el.scrollWidth <= el.clientWidth + 1) continue;  // fits, or screen-reader text
      if (!['hidden', 'clip'].includes(getComputedStyle(el).overflowX)) continue;
      if (el.closest('[data-baseweb="select"], [data-testid="stDataFrame"], [data-testid="stTooltipContent"]')) continue;
      if (!el.offsetParent || !(el.innerText || '').trim()) continue;
      out.cut.push(`${name(el)} (${el.scrollWidth} px of text in ${el.clientWidth} px)`);
    }
  }
  out.wider = out.wider.slice(0, 10); out.cut = out.cut.slice(0, 10);
  return out;
}"""
"""Widths of the window, the document and the main area; what sticks out; what is cut off."""

OPEN_EXPANDERS = "() => document.querySelectorAll('[data-testid=\"stMain\"] details').forEach(d => d.open = true)"


def url(app: str, path: str, lang: str, query: str = "") -> str:
    stem = Path(path).stem
    params = "&".join(x for x in (query, "lang=en" if lang == "en" else "") if x)
    return f"{app}/{'' if stem == 'home' else stem}" + (f"?{params}" if params else "")


def measure(pg) -> dict:
    return pg.evaluate(MEASURE)


def problems(m: dict) -> list[str]:
    """What is wrong in a :data:`MEASURE` result (empty when the page fits)."""
    out = []
    if m["doc"] > m["inner"]:
        out.append(f"the document is {m['doc']} px wide in a {m['inner']} px window")
    if m["main"] > m["inner"]:
        out.append(f"the main area scrolls sideways: {m['main']} px in a {m['inner']} px window")
    out += [f"sticks out: {w}" for w in m["wider"]]
    out += [f"cut off: {c}" for c in m["cut"]]
    return out


def shoot(pg, name: str) -> None:
    """The whole main area at phone width (it scrolls inside the window, so the window is made
    as tall as the page for the picture), then back to the phone's height."""
    h = pg.evaluate("() => document.querySelector('[data-testid=\"stMain\"]').scrollHeight")
    pg.set_viewport_size({"width": WIDTH, "height": min(max(h, 900), 16000)})
    pg.wait_for_timeout(600)
    pg.screenshot(path=str(ARTIFACTS / name))
    pg.set_viewport_size({"width": WIDTH, "height": 900})
    pg.wait_for_timeout(200)


@pytest.fixture(scope="module")
def phones(browser):
    """``{lang: Playwright page}``: a 390 × 900 window per language (English: ``?lang=en``)."""
    ctxs = {lang: browser.new_context(viewport={"width": WIDTH, "height": 900},
                                      locale="en-GB" if lang == "en" else "vi-VN") for lang in LANGS}
    pages = {lang: c.new_page() for lang, c in ctxs.items()}
    for p in pages.values():
        p.set_default_timeout(30_000)
    yield pages
    for c in ctxs.values():
        c.close()


def test_the_page_list_is_the_router_s():
    assert len(PAGES) >= 20 and "app_pages/home.py" in PAGES and "app_pages/choi_thu.py" in PAGES


@pytest.mark.parametrize("path", PAGES)
def test_page_fits_a_phone(app_server, phones, path):
    for lang, pg in phones.items():
        pg.goto(url(app_server, path, lang))
        wait_for_app(pg)
        assert pg.locator('[data-testid="stException"]').count() == 0, f"exception box on {path} ({lang})"
        pg.evaluate(OPEN_EXPANDERS)  # tables and labels inside expanders count too
        pg.wait_for_timeout(400)
        m = measure(pg)
        shoot(pg, f"phone-{Path(path).stem}-{lang}.png")
        assert problems(m) == [], f"{path} ({lang}) at {WIDTH} px"


# ------------------------------------------------------------------ the checker checks
def test_the_checker_sees_a_page_too_wide_and_a_clipped_text(app_server, phones):
    pg = phones["en"]
    pg.goto(url(app_server, "app_pages/loi.py", "en"))
    wait_for_app(pg)
    assert problems(measure(pg)) == []
    pg.evaluate("""() => {
      const block = document.querySelector('[data-testid="stMain"] [data-testid="stVerticalBlock"]');
      const wide = document.createElement('div'); wide.id = 'hc-too-wide';
      wide.style.cssText = 'width:1200px;height:12px;background:#c00'; wide.textContent = 'wide';
      const cut = document.createElement('div'); cut.id = 'hc-cut';
      cut.style.cssText = 'width:120px;overflow:hidden;white-space:nowrap';
      cut.textContent = 'a label much longer than its one-line box, hidden past the edge';
      block.append(wide, cut);
    }""")
    m = measure(pg)
    assert m["main"] > WIDTH and m["doc"] <= WIDTH  # why the main area is measured, not only the document
    said = problems(m)
    assert any("main area scrolls sideways" in p for p in said)
    assert any(p.startswith("sticks out: div") and "wide" in p for p in said)
    assert any(p.startswith("cut off: div") and "much longer" in p for p in said)


def test_app_css_wraps_long_labels_and_scrolls_markdown_tables(app_server, phones):
    """The app's CSS (:mod:`ui.style`) on Streamlit's own elements: a page link (home) and a
    toggle label (practice table) given a long text wrap instead of being cut; a wide markdown
    table scrolls in its own box."""
    pg = phones["en"]
    long = "A very long label, much longer than a phone is wide: " + "words that must wrap " * 4
    for page, selector in (("app_pages/home.py", '[data-testid="stPageLink"]'),
                           ("app_pages/choi_thu.py", '[data-testid="stCheckbox"]')):
        pg.goto(url(app_server, page, "en"))
        wait_for_app(pg)
        pg.evaluate(OPEN_EXPANDERS)
        height = pg.evaluate("""([selector, long]) => {
          const block = document.querySelector('[data-testid="stMain"] [data-testid="stVerticalBlock"]');
          const copy = document.querySelector('[data-testid="stMain"] ' + selector).cloneNode(true);
          copy.querySelector('p').textContent = long;  // Streamlit's own element and classes, a long text
          block.append(copy);
          return copy.querySelector('p').getBoundingClientRect().height;
        }""", [selector, long])
        assert height > 40, (page, height)  # several lines: wrapped, not cut
        assert problems(measure(pg)) == [], page
    table = pg.evaluate("""() => {
      const block = document.querySelector('[data-testid="stMain"] [data-testid="stVerticalBlock"]');
      const md = document.createElement('div'); md.setAttribute('data-testid', 'stMarkdownContainer');
      md.innerHTML = '<table><tr>' + Array.from({length: 8}, (_, i) =>
        `<td style="white-space:nowrap">column ${i} with a long unbroken heading</td>`).join('') + '</tr></table>';
      block.append(md);
      const t = md.querySelector('table');
      return [t.scrollWidth, t.clientWidth, getComputedStyle(t).overflowX]; }""")
    assert table[0] > table[1] and table[2] == "auto"  # wider than the phone, scrolled in its own box
    assert problems(measure(pg)) == []


# ------------------------------------------------------------------ bốc cái, sidebar
@pytest.mark.parametrize("players", [2, 3, 4])
def test_boc_cai_picture_is_readable_on_a_phone(app_server, phones, players):
    from ui.seats import BOC_CAI_MIN_FONT, BOC_CAI_VIEWBOX

    for lang, pg in phones.items():
        pg.goto(url(app_server, "app_pages/boc_cai.py", lang, f"n={players}&seed=5&drawer=0&card=7V"))
        wait_for_app(pg)
        pic = pg.locator(f"{MAIN} .st-key-bc_mat img").first
        mat = pic.bounding_box()
        col = pg.locator(f"{MAIN} .st-key-bc_row_left").bounding_box()
        assert mat["width"] >= 0.9 * col["width"], (mat, col)  # the whole row, not squeezed between buttons
        assert mat["width"] * BOC_CAI_MIN_FONT / BOC_CAI_VIEWBOX[2] >= 9.5  # smallest text ≈ 10 px or more
        seats = pg.locator(f'{MAIN} [class*="st-key-bc_seat"]')  # one box per seat button
        assert seats.count() == players
        boxes = [seats.nth(i).locator("button:visible").first.bounding_box() for i in range(players)]
        assert all(b["x"] >= 0 and b["x"] + b["width"] <= WIDTH for b in boxes)
        if players >= 3:  # left and right seats under the picture, at its left and right edges
            row = pg.locator(f'{MAIN} .st-key-bc_row_left [class*="st-key-bc_seat"]')
            left, right = (row.nth(j).locator("button:visible").first.bounding_box() for j in (0, 1))
            assert left["y"] > mat["y"] + mat["height"] - 1 and right["y"] > mat["y"] + mat["height"] - 1
            assert left["x"] < mat["x"] + 20 and right["x"] + right["width"] > mat["x"] + mat["width"] - 20
        seats.first.locator("button:visible").first.click()  # answer: the count and the piles form appear
        wait_for_app(pg)
        pg.wait_for_timeout(500)
        assert problems(measure(pg)) == [], f"bốc cái ({lang}, {players} players) after an answer"
        shoot(pg, f"phone-boc_cai-{players}-{lang}.png")


def test_sidebar_fits_a_phone_in_english(app_server, phones):
    for lang, pg in phones.items():
        pg.goto(url(app_server, "app_pages/bo_bai.py", lang))
        wait_for_app(pg)
        pg.locator('[data-testid="stExpandSidebarButton"], [data-testid="stSidebarCollapsedControl"] button').first.click()
        pg.locator(f"{SIDEBAR} [data-testid='stSidebarNavLink']").first.wait_for()
        pg.wait_for_timeout(800)
        m = measure(pg)
        assert m["doc"] <= m["inner"] and m["cut"] == [], m
        fit = pg.evaluate("""() => { const s = document.querySelector('[data-testid="stSidebar"]');
          const c = document.querySelector('[data-testid="stSidebarContent"]');
          return [s.getBoundingClientRect().right, c.scrollWidth, c.clientWidth,
                  [...s.querySelectorAll('[data-testid="stSidebarNavLink"]')].map(a => a.getBoundingClientRect().height)]; }""")
        assert fit[0] <= WIDTH and fit[1] <= fit[2], fit
        assert max(fit[3]) < 60, fit  # every page title on one or two lines
        h = pg.evaluate("() => document.querySelector('[data-testid=\"stSidebarContent\"]').scrollHeight")
        pg.set_viewport_size({"width": WIDTH, "height": min(h, 4000)})
        pg.wait_for_timeout(500)
        pg.screenshot(path=str(ARTIFACTS / f"phone-sidebar-{lang}.png"))
        pg.set_viewport_size({"width": WIDTH, "height": 900})


def test_card_pictures_give_their_english_name_on_a_phone(app_server, phones):
    """«cửu vạn / 9 of vạn» (issue 15 item 4) as the pictures' text, and no card wider than its column."""
    pg = phones["en"]
    pg.goto(url(app_server, "app_pages/bo_bai.py", "en"))
    wait_for_app(pg)
    cards = pg.locator(f"{MAIN} img[data-card]")
    assert cards.count() >= 25
    alts = cards.evaluate_all("els => els.map(e => [e.dataset.card, e.alt, e.getBoundingClientRect().right])")
    by_code = {code: alt for code, alt, _r in alts}
    assert by_code["9V"] == "cửu vạn / 9 of vạn" and by_code["CC"].startswith("chi chi / the 1")
    assert all(" / " in alt for _c, alt, _r in alts)
    assert max(r for _c, _a, r in alts) <= WIDTH
