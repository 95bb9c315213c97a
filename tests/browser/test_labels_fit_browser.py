"""Browser checks (Playwright + Debian chromium) that things fit: the home page's six-card strip is two
rows of three on a phone (the lèo, the tôm), and the «Luyện xướng» buttons under the xướng are never cut
off at 1366 px (English labels are longer), a lesson's cước list and picks are whole on a phone, and «Chơi thử»'s discard buttons are one whole word under
cards whose names are readable, at 1366 and 390 px."""
from __future__ import annotations

import pytest

from conftest import ARTIFACTS, ROOT
from tests.browser.test_browser import MAIN, wait_for_app

pytestmark = [pytest.mark.timeout(300), pytest.mark.full]

CUT_BUTTONS = """() => [...document.querySelectorAll('[data-testid="stMain"] button')].filter(b => b.offsetParent)
  .filter(b => [...b.querySelectorAll('*')].some(e => e.clientWidth > 2 && e.scrollWidth > e.clientWidth + 1))
  .map(b => b.innerText.trim())"""  # a label box ellipsised («Remove the …»): its text is wider than the box


def test_home_card_strip_is_two_rows_of_three_on_a_phone(app_server, page):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{app_server}/?lang=en")
    wait_for_app(page)
    tops = page.evaluate(f"""() => [...document.querySelectorAll('{MAIN} .hc-hand')][0]
      .querySelectorAll('img[data-card]').values().map(i => Math.round(i.getBoundingClientRect().top)).toArray()""")
    assert len(tops) == 6 and len(set(tops[:3])) == 1 and len(set(tops[3:])) == 1 and tops[3] > tops[0], tops
    page.screenshot(path=str(ARTIFACTS / "home-strip-phone.png"))


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_xuong_buttons_are_not_cut_off(app_server, page, lang):
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(f"{app_server}/luyen_xuong?{'lang=en&' if lang == 'en' else ''}seed=648076&level=2")
    wait_for_app(page)
    for cid in ("chi", "thap_thanh"):
        page.locator(f".st-key-lx_chip_{cid} button:visible").first.click()
        wait_for_app(page)
    assert page.locator(".st-key-lx_undo button").is_enabled()
    assert page.evaluate(CUT_BUTTONS) == []


CUT_TEXT = """sel => [...document.querySelectorAll(sel)].filter(e => e.scrollWidth > e.clientWidth + 1
  || e.scrollHeight > e.clientHeight + 1).map(e => e.innerText)"""  # a text wider or taller than its box: cut off


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_a_lesson_s_cuoc_list_and_picks_are_whole_on_a_phone(app_server, page, lang):
    """Tester (session 27): on a 390-px phone lesson 8's English cước list cut its glosses off, in the list and in the
    picked tags («Kính tứ chi (the 4 chi chi [the 1, no suit] are the only r…», «Tôm (one each of tam vạn [3 of vạn],
    tam sách [3 of sá…»). Every option and every picked tag shows its whole text."""
    from learning.lessons import load_course
    lesson = next(x for x in load_course() if x.id == "cuoc-trong-bai")
    step = lesson.first_check_step() + next(i for i, c in enumerate(lesson.checks) if c.type == "multi") + 1
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{app_server}/bai_hoc?lesson={lesson.id}&step={step}{'&lang=en' if lang == 'en' else ''}")
    wait_for_app(page)
    for _attempt in range(4):  # a click while the page still lays itself out can close the list again
        page.locator(f'{MAIN} [data-testid="stMultiSelect"] input').first.click()
        try:
            page.get_by_role("option").first.wait_for(timeout=5_000)
            break
        except Exception:  # noqa: BLE001 — Playwright's TimeoutError: open it again
            page.keyboard.press("Escape")
    shown = page.locator('[role="option"]').all_inner_texts()
    assert len(shown) == 8 and page.evaluate(CUT_TEXT, '[role="option"] [data-item-hl]') == []
    for text in sorted(shown, key=len)[-2:]:  # the two longest picked
        page.get_by_role("option", name=text, exact=True).click()
        wait_for_app(page)
    page.keyboard.press("Escape")
    page.screenshot(path=str(ARTIFACTS / f"lesson-cuoc-picks-phone-{lang}.png"))
    assert page.locator(f"{MAIN} [data-tag]").count() == 2
    assert page.evaluate(CUT_TEXT, f"{MAIN} [data-tag]>span") == []


HAND_LABELS = """() => [...document.querySelectorAll('.st-key-ct_hand button')].filter(b => b.offsetParent).map(b => {
  const p = b.querySelector('p'), r = document.createRange();
  r.selectNodeContents(p.firstChild);  // the word shown (the card's name after it is for a screen reader)
  return {text: p.innerText, lines: new Set([...r.getClientRects()].map(x => Math.round(x.top))).size,
          cut: p.scrollWidth > p.clientWidth + 1, px: parseFloat(getComputedStyle(p).fontSize)};
})"""
CARD_NAME_PX = """() => [...document.querySelectorAll('.st-key-ct_hand img[data-card]')].map(i => {
  const svg = atob(i.src.split(',')[1]);  // the names on the face: the weight-600 texts, in a 100-wide viewBox
  const sizes = [...svg.matchAll(/font-size="([0-9.]+)" font-weight="600"/g)].map(m => parseFloat(m[1]));
  return Math.min(...sizes) * i.getBoundingClientRect().width / 100;
})"""


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("width, height", [(1366, 768), (390, 844)])
def test_table_discard_buttons_are_one_whole_word_under_readable_cards(app_server, browser, lang, width, height):
    """Testers: under the 40-px cards of «Chơi thử» the discard buttons broke mid-word («Discar / d 3 of /
    sách») or took three lines («Đánh / ngũ / văn»), and a phone's cards shrank until their names were
    about 8 px. Each button is one line that fits its box, in a readable size, and every name on a card
    face is at least 10 px, at a laptop's and a phone's width, in both languages."""
    ctx = browser.new_context(viewport={"width": width, "height": height}, locale="vi-VN")
    page = ctx.new_page()
    try:
        page.goto(f"{app_server}/choi_thu?van=1&lang={lang}")  # hand 1: the learner is cái and discards first
        page.wait_for_selector(".st-key-ct_hand button:visible", timeout=60_000)
        wait_for_app(page)
        labels = page.evaluate(HAND_LABELS)
        page.screenshot(path=str(ARTIFACTS / f"choi-thu-discard-buttons-{lang}-{width}.png"))
        assert len(labels) == 20
        assert [x for x in labels if x["lines"] != 1 or x["cut"] or x["px"] < 10] == [], labels
        names = page.evaluate(CARD_NAME_PX)
        assert len(names) == 20 and min(names) >= 10, names
    finally:
        ctx.close()


CLASS_CODE = "mot-ma-lop-rat-dai-va-ngau-nhien"
TABLE_OVERFLOW = """() => [...document.querySelectorAll('[data-testid="stMain"] [data-testid="stDataFrame"]')]
  .slice(0, 2).map(d => { const s = d.querySelector('.dvn-scroller'); return s.scrollWidth - s.clientWidth; })"""
MISSED_CUT = """() => { const t = document.querySelector('[data-testid="stMain"] [data-testid="stTable"]');
  return [t.scrollWidth - t.clientWidth, [...t.querySelectorAll('th, td')].filter(c => c.scrollWidth > c.clientWidth + 1)
    .map(c => c.innerText)]; }"""  # the missed questions: a static table, each question whole (wrapped)


@pytest.fixture(scope="module")
def class_server(tmp_path_factory):
    """A server of its own with a class code and three learners who practised «Hôm nay» and a drill (and missed
    «Chíu hay không» puzzles, whose English answers are the longest)."""
    import os
    import subprocess
    from datetime import datetime, timezone

    from learning import learners
    from learning.daily import clock, puzzles, today
    from learning.progress import ProgressStore, open_database
    from tests.app_server import free_port, stop, streamlit_command, wait_healthy

    folder = tmp_path_factory.mktemp("class")
    path = folder / "progress.sqlite3"
    database = open_database(f"sqlite:///{path}")
    t = datetime(2026, 12, 7, 5, 0, tzinfo=timezone.utc)
    for k, name in enumerate(("Nguyễn Thị Minh Khai", "Trần Văn An", "Lê Hoàng Phương Thảo")):
        s = ProgressStore(database=database, learner=learners.create(name, database).id)
        sess = today.session(s, t, clock.zone(None))
        for i in range(len(sess["items"])):
            assert today.answer(s, sess, i, (i + k) % 3 != 0, t)
        for j in range(4):
            assert s.record_attempt("boc_cai", f"4 người, quân số {j}", j % 2 == 0)
        chiu = [{"kind": "puzzle", "id": p.id} for p in puzzles.load() if p.theme == "chiu"][:3]
        missed = {"day": "2026-12-06", "items": chiu, "answers": {}, "done": False, "due": 0}
        assert all(today.answer(s, missed, i, False, t) for i in range(len(chiu)))
    database.dispose()
    port = free_port()
    env = {**os.environ, "HOC_CHAN_DB": str(path), "HOC_CHAN_CLASS_CODE": CLASS_CODE}
    env.pop("HOC_CHAN_DB_URL", None)
    log = folder / "app.log"
    with open(log, "w") as out:
        proc = subprocess.Popen(streamlit_command(ROOT / "streamlit_app.py", port), cwd=ROOT, env=env, stdout=out,
                                stderr=subprocess.STDOUT)
        try:
            wait_healthy(f"http://127.0.0.1:{port}", proc, 90, log)
            yield f"http://127.0.0.1:{port}"
        finally:
            stop(proc)


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_class_tables_fit_a_laptop_without_a_sideways_scroll(class_server, browser, lang):
    """Tester: at 1366 px in English «Lớp học»'s learner table needed a sideways scroll for «Mậu binh rounds», and
    «Questions the class often gets wrong» for «Learners who got it wrong», and its long «Question» labels were cut
    (whole only on hover). The learners' table and their per-topic shares fit at 1366 px; the missed questions are
    a table that wraps: no sideways scroll at 1366 px, no cell cut at either width (screenshots at 1366 and 390 px)."""
    for width, height in ((1366, 768), (390, 844)):
        ctx = browser.new_context(viewport={"width": width, "height": height}, locale="vi-VN")
        page = ctx.new_page()
        try:
            page.goto(f"{class_server}/lop_hoc?lang={lang}")
            wait_for_app(page)
            page.locator(f"{MAIN} input").first.fill(CLASS_CODE)
            page.locator(".st-key-hoc_chan__code_go button").click()
            page.wait_for_selector(f"{MAIN} [data-testid='stDataFrame'] .dvn-scroller", timeout=60_000)
            wait_for_app(page)
            overflow, (missed_scroll, cut) = page.evaluate(TABLE_OVERFLOW), page.evaluate(MISSED_CUT)
            page.screenshot(path=str(ARTIFACTS / f"lop-hoc-tables-{lang}-{width}.png"))
            assert len(overflow) == 2 and (width < 1000 or overflow == [0, 0] and missed_scroll <= 0), overflow
            assert cut == [], cut
        finally:
            ctx.close()
