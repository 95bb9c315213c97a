"""No user text becomes markup (issue 11, item 2).

Everything that echoes user text or a link's query parameter goes through
:func:`ui.literal` (or :func:`ui.show_error`, which escapes its whole message
and cuts each «…» quote). Three layers of tests:

1. the escape helper, by hypothesis: a CommonMark parser (markdown-it-py)
   reads the escaped text as one paragraph of plain text equal to the
   original, and none of the plain-text rewrites Streamlit and remark-gfm do
   after parsing (``:material/x:``, ``:streamlit:``, emoji, ``->``, bare
   ``www.``/``http://``/e-mail links) can match;
2. Streamlit's real renderer (Debian chromium): many payloads on one page,
   the browser shows exactly the text, with no link, image, KaTeX, colour,
   icon, list or heading;
3. every query parameter every page reads and every text input, through
   AppTest, with links, images, HTML, LaTeX, directives and emphasis: no
   live markup in any rendered element, the echo is there (where the page
   echoes) and is cut to a sensible length.
"""
from __future__ import annotations

import json
import os
import random
import re
import string
import subprocess
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

import ui
from chan_core.errors import ChanError
from learning.checks import compute
from learning.lessons import load_course
from tests.app_server import free_port, stop, streamlit_command, wait_healthy
from tests.apptest_pages import open_page, shown
from tests.budget import fast_first, full
from words import say

ROOT = Path(__file__).resolve().parents[2]
WJ = "\u2060"
MD = MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"])

# Plain-text rewrites of Streamlit 1.67's markdown (StreamlitMarkdown.js) and remark-gfm's
# autolink transform: they run on text *after* parsing, so backslash escapes alone do not stop them.
TEXT_PASSES = {
    "material icon": re.compile(r":material[_/](\w+):"),
    "streamlit logo": re.compile(r":streamlit:"),
    "emoji shortcode": re.compile(r":[\w+-][\w_+-]*:"),
    "arrow/dash": re.compile(r"(^|\s)(<->|->|<-|--|>=|<=|~=)(\s|$)"),
    "url autolink": re.compile(r"(https?://|www(?=\.))([-.\w]+)", re.I),
    "email autolink": re.compile(r"([-.\w+]+)@([-\w]+(?:\.[-\w]+)+)"),
}

# Chosen to reach the page whole: no spaces (a card box quotes the first word it cannot read).
PAYLOADS = [
    "[Đăng_nhập_lại](https://evil.example/a)",
    "![x](http://evil.example/x.png)",
    "<b>đậm</b>&copy;<img/src=http://evil.example/y.png>",
    "$\\frac{1}{2}$:red[ĐỎ]$$x^2$$:small[s]",
    "**đậm**:material/home::streamlit:`m`~~g~~",
    "www.evil.example/a@evil.example<https://evil.example>",
]
# What would be live markup if a payload reached markdown unescaped (checked on the source).
# (Payload-specific: the pages' own markdown uses :red[…], :material/…: and **…** legitimately.)
RAW = ["](http", "![", "<b>", "<img", "$\\frac", "$$x^2$$", ":red[ĐỎ]", ":small[s]", ":material/home:",
       ":streamlit:", "**đậm**", "`m`", "&copy;", "~~g~~", "www.evil", "@evil", "<https"]
ELEMENTS = ("markdown", "caption", "error", "warning", "info", "success", "title", "header", "subheader", "toast")


def _is_escaped_everywhere(md: str) -> bool:
    """Every ASCII punctuation character of ``md`` is backslash-escaped (a word joiner may follow)."""
    i = 0
    while i < len(md):
        ch = md[i]
        if ch == "\\":
            if i + 1 >= len(md) or md[i + 1] not in string.punctuation:
                return False
            i += 2
        elif ch in string.punctuation:
            return False
        else:
            i += 1
    return True


def _inline_text(md: str) -> list:
    toks = MD.parse(md)
    if not toks:
        return []
    assert [t.type for t in toks] == ["paragraph_open", "inline", "paragraph_close"], [t.type for t in toks]
    return toks[1].children


# ---------------------------------------------------------------- 1. the escape helper
markdownish = st.text(
    alphabet=st.sampled_from(list(string.punctuation) + list("aAđệ09 \t\n\r\x00\x1b\u202e\u2060\u00a0\u0301")),
    max_size=80,
)
pieces = st.lists(st.sampled_from([
    "[a](http://x.y)", "![i](http://x.y/i.png)", "<b>", "</b>", "<img src=x>", "$", "$$", "\\frac{1}{2}",
    ":red[", ":material/home:", ":streamlit:", ":smile:", "->", "<->", "--", ">=", "www.x.com", "a@b.co",
    "https://x.org", "&copy;", "&#65;", "**", "__", "`", "~~", "# ", "- ", "1. ", "> ", "|", "\\", "\n", "  ",
    "    ", "Đăng nhập lại", "9V", "chi chi",
]), max_size=12).map("".join)


@given(st.one_of(markdownish, pieces, st.text(max_size=120)))
@settings(max_examples=600)
@example("[Đăng nhập lại](https://evil.example)")
@example("![x](http://evil.example/x.png)")
@example("a\\")
@example("1.")
def test_literal_renders_as_exactly_the_text(text):
    want = ui.plain_text(text, None)
    md = ui.literal(text, None)
    assert _is_escaped_everywhere(md), md
    children = _inline_text(md)
    if not want:
        assert md == "" and children == []
        return
    assert {c.type for c in children} <= {"text", "text_special"}, [c.type for c in children]
    rendered = "".join(c.content for c in children)
    assert rendered.replace(WJ, "") == want
    for name, rx in TEXT_PASSES.items():
        assert not rx.search(rendered), (name, rendered)


@given(st.text(max_size=300), st.integers(min_value=1, max_value=120))
def test_literal_is_one_line_cut_to_the_limit(text, limit):
    s = ui.plain_text(text, limit)
    assert len(s) <= limit and "\n" not in s and "\r" not in s
    whole = ui.plain_text(text, None)
    if len(whole) > limit:
        assert s.endswith("…") and whole.startswith(s[:-1])
    else:
        assert s == whole
    assert "\n" not in ui.literal(text, limit)


@pytest.mark.parametrize("text, joined", [
    ("step=-5", False), ("1.5 và 3:2", False), ("a -b <c >d ~e", False), ("a@ b", False),
    ("a:b c:", False), (":x:", True), ("::material/home:", True), ("->", True), ("<=", True), ("www.x", True), ("a@b.co", True), ("http://x", True),
])
def test_a_word_joiner_only_where_streamlit_would_rewrite(text, joined):
    """Copying a quoted value copies no invisible character unless the value holds a shortcode, arrow or link."""
    md = ui.literal(text)
    assert (WJ in md) is joined, md
    assert "".join(c.content for c in _inline_text(md)).replace(WJ, "") == text


@given(st.text(max_size=200))
def test_error_message_quotes_are_literal_and_cut(text):
    msg = f"Không nhận ra quân bài «{text}»."
    out = ui.literal_message(msg)
    assert _is_escaped_everywhere(out.replace("  \n", ""))
    quoted = ui.plain_text(text.replace("«", "").replace("»", ""), None)
    if "«" not in text and "»" not in text:
        assert len(shown(out)) <= len("Không nhận ra quân bài «»") + 1 + ui.LITERAL_LIMIT
        if len(quoted) <= ui.LITERAL_LIMIT:
            assert quoted in shown(out)


def test_show_error_keeps_engine_text_and_field_note():
    """The escaped message is the engine's words; the field note is the page's own markdown."""
    from streamlit.testing.v1 import AppTest

    def app():
        import ui
        from chan_core.cards import parse_cards
        from chan_core.errors import ChanError

        try:
            parse_cards("9V ![x](http://evil.example/x.png)")
        except ChanError as e:
            ui.show_error(ChanError(e.fact, field="hand"))

    at = AppTest.from_function(app, default_timeout=60).run()
    (err,) = at.error
    assert "Không nhận ra quân bài «![x](http://evil" in shown(err.value)
    assert err.value.endswith("_(ô: bài trên tay)_")
    assert not any(t.type == "image" for t in MD.parse(err.value)[1].children)


# ---------------------------------------------------------------- 2. Streamlit's real renderer
_SCRIPT = '''
import json, os, sys
sys.path.insert(0, os.environ["HOC_CHAN_ROOT"])
import streamlit as st
import ui
st.title("literal")
for i, p in enumerate(json.load(open(os.environ["LITERAL_PAYLOADS"], encoding="utf-8"))):
    with st.container(key=f"p{i}"):
        if i % 3 == 2:
            ui.show_error(f"Không dùng được «{p}»")
        else:
            st.markdown(ui.literal(p, None))
'''


def _payloads_for_browser(n: int = 120) -> list[str]:
    rng = random.Random(11)
    bits = ["http://", "https://evil.example/", "www.", ".com", "a@b.co", ":material/home:", ":streamlit:",
            ":smile:", ":red[", "]", "[", "](", ")", "![", "$", "$$", "\\", "->", "<-", "--", ">=", "<b>", "<img src=x>",
            "&copy;", "**", "_", "`", "~~", "# ", "- ", "1. ", "> ", "|", "\n", "  ", "Đăng nhập", "9V", "x"]
    out = list(PAYLOADS) + ["[Đăng nhập lại](https://evil.example)", "Ù -> <- <-> -- >= <= ~= x"]
    while len(out) < n:
        out.append("".join(rng.choice(bits) for _ in range(rng.randint(1, 8))))
    return out


@full  # a browser test of its own (make test runs tests/browser/test_walk.py)
@pytest.mark.timeout(240)
def test_streamlit_renders_literal_text_as_plain_text(browser, tmp_path):
    payloads = _payloads_for_browser()
    (tmp_path / "payloads.json").write_text(json.dumps(payloads), encoding="utf-8")
    script = tmp_path / "literal_app.py"
    script.write_text(_SCRIPT, encoding="utf-8")
    port = free_port()
    env = dict(os.environ, HOC_CHAN_ROOT=str(ROOT), LITERAL_PAYLOADS=str(tmp_path / "payloads.json"))
    proc = subprocess.Popen(streamlit_command(script, port), cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    ctx = None
    try:
        wait_healthy(f"http://127.0.0.1:{port}", proc, 60)
        ctx = browser.new_context(viewport={"width": 1200, "height": 900})
        page = ctx.new_page()
        page.goto(f"http://127.0.0.1:{port}")
        page.wait_for_selector('[data-testid="stApp"][data-test-script-state="notRunning"]', timeout=60_000)
        page.wait_for_selector(f".st-key-p{len(payloads) - 1} [data-testid='stMarkdownContainer']", timeout=60_000)
        page.wait_for_function("() => !document.querySelector('[data-testid=\"stSkeleton\"]')", timeout=60_000)
        got = page.evaluate(
            """(n) => Array.from({length: n}, (_, i) => {
                 const box = document.querySelector(`.st-key-p${i} [data-testid="stMarkdownContainer"]`);
                 if (!box) return null;
                 const live = box.querySelectorAll(
                   'a, img, svg, .katex, span[style], span[role="img"], code, strong, em, del, h1, h2, h3, h4, h5, h6,'
                   + ' li, blockquote, table, hr, input, [data-testid="stTooltipIcon"]');
                 return [box.innerText, live.length, box.innerHTML.slice(0, 300)];
               })""",
            len(payloads),
        )
    finally:
        if ctx is not None:
            ctx.close()
        stop(proc)
    bad = []
    for i, (p, g) in enumerate(zip(payloads, got)):
        assert g is not None, f"payload {i} not rendered"
        text, live, html = g
        want = ui.plain_text(p, None)
        if i % 3 == 2:
            want = f"Không dùng được «{ui.plain_text(p)}»"
        if " ".join(text.replace(WJ, "").split()) != want or live:
            bad.append((p, text, live, html))
    assert not bad, bad[:5]


# ---------------------------------------------------------------- 3. pages: query parameters and text inputs
def _values(at) -> list[str]:
    out = []
    for name in ELEMENTS:
        for el in getattr(at, name, []):
            v = el.value
            out.append(v if isinstance(v, str) else str(v))
    return out


def assert_no_live_markup(at, payload: str | None = None, *, echoed: bool = False) -> None:
    """No element of the run holds a payload as markup; when ``echoed``, the payload is shown literally."""
    assert not at.exception, [e.value for e in at.exception]
    values = _values(at)
    for v in values:
        assert ui.GENERIC_ERROR not in v
        for raw in RAW:  # a backslash-escaped first character is not markup
            assert not re.search(r"(?<!\\)" + re.escape(raw), v), (raw, v)
        for tok in MD.parse(v):
            for t in [tok, *(tok.children or [])]:
                assert t.type != "image", v
                assert not (t.type == "link_open" and "evil" in str(t.attrs.get("href", ""))), v
                assert not (t.type.startswith("html") and ("evil" in t.content or "<b>" in t.content)), v
                if t.type == "text" and "evil" in t.content:
                    for name, rx in TEXT_PASSES.items():
                        assert not rx.search(t.content), (name, t.content)
    if echoed and payload is not None:
        head = ui.plain_text(payload)[:12]  # a card box quotes up to the first «,» or «;»
        assert any(head in shown(v) for v in values), (head, [shown(v) for v in values])


@pytest.fixture(autouse=True)
def _db(progress_db):
    return progress_db


@pytest.mark.parametrize("payload", PAYLOADS)
def test_lesson_link_param_is_shown_literally(payload):
    at = open_page("app_pages/bai_hoc.py", lesson=payload, step=payload)
    assert_no_live_markup(at, payload, echoed=True)
    assert at.title[0].value.startswith("Bài 1.")


@pytest.mark.parametrize("payload", PAYLOADS)
def test_boc_cai_link_params_are_shown_literally(payload):
    at = open_page("app_pages/boc_cai.py", n=payload, seed=payload, card=payload, drawer=1)
    assert_no_live_markup(at, payload, echoed=True)
    at = open_page("app_pages/boc_cai.py", n=4, seed=5, card="7V", drawer=payload)
    assert_no_live_markup(at, payload, echoed=True)


@pytest.mark.parametrize("page, params", fast_first([  # make test: the pages that are quick to open
    ("app_pages/luyen_xuong.py", ("level", "seed")),
    ("app_pages/an_hay_khong.py", ("th",)),
    ("app_pages/home.py", ("luat",)),  # read by the sidebar's variant selector on every page
    ("app_pages/loi.py", ("loi",)),
    ("app_pages/choi_thu.py", ("van", "toc")),
], lambda r: r[0] not in ("app_pages/an_hay_khong.py", "app_pages/choi_thu.py"), multi=True))
def test_other_link_params_are_never_markup(page, params):
    for payload in PAYLOADS:
        at = open_page(page, **{p: payload for p in params})
        assert_no_live_markup(at, payload)


def test_long_link_params_are_cut():
    """Today 3,000 characters were echoed; now a quote is cut to ui.LITERAL_LIMIT."""
    long = "[x](http://evil.example/" + "a" * 3000 + ")"
    at = open_page("app_pages/bai_hoc.py", lesson=long)
    assert_no_live_markup(at)
    (w,) = [shown(w.value) for w in at.warning if "Không có bài học" in shown(w.value)]
    assert len(w) < 150 and "…»" in w
    at = open_page("app_pages/boc_cai.py", n=4, seed=5, card="zz" + "ê" * 3000, drawer="1" * 3000)
    assert_no_live_markup(at)
    assert all(len(shown(e.value)) < 400 for e in at.error)


def test_card_boxes_show_typed_text_literally():
    at = open_page("app_pages/phan_tich_bai.py")
    at.button(key="ptb_add_meld").click().run()
    for payload in PAYLOADS:
        at.text_input(key="ptb_hand__text").set_value(f"9V {payload}").run()
        assert_no_live_markup(at, payload, echoed=True)
        at.text_input(key="ptb_hand__text").set_value("9V").run()
        at.text_input(key="ptb_meld_cards_0").set_value(payload).run()
        assert_no_live_markup(at, payload, echoed=True)
        assert at.text_input(key="ptb_meld_cards_0").value == payload  # what was typed is kept
        at.text_input(key="ptb_meld_cards_0").set_value("5V 5V").run()


def test_bet_box_shows_typed_text_literally():
    at = open_page("app_pages/tinh_diem.py")
    at.selectbox(key="td_preset").set_value("Ví dụ 31 điểm (bài tính điểm, tài liệu 002)").run()
    for payload in PAYLOADS + ["1.5 ![x](http://evil.example/x.png)"]:
        at.text_input(key="td_bet_text").set_value(payload).run()
        assert_no_live_markup(at, payload, echoed=True)
        assert at.warning  # under the box, which keeps the stake in use (session 23)


@pytest.mark.parametrize("page, key", [
    ("app_pages/loi.py", "loi_search"), ("app_pages/cuoc.py", "cuoc_search"),
    ("app_pages/thuat_ngu.py", "glossary_search"), ("app_pages/quyet_dinh.py", "quyet_dinh_search"),
])
def test_search_boxes_never_render_the_query(page, key):
    at = open_page(page)
    for payload in PAYLOADS:
        at.text_input(key=key).set_value(payload).run()
        assert_no_live_markup(at, payload)


def test_number_answer_boxes_show_typed_text_literally(progress_db):
    lesson, k = next((x, i) for x in load_course() for i, c in enumerate(x.checks) if c.type == "number")
    compute(lesson.checks[k])
    at = open_page("app_pages/bai_hoc.py", lesson=lesson.id, step=lesson.first_check_step() + k + 1)
    for payload in PAYLOADS:
        at.text_input[0].set_value(payload)
        next(b for b in at.button if b.label == "Kiểm tra").click()
        at.run()
        assert_no_live_markup(at, payload, echoed=True)
    at = open_page("app_pages/luyen_xuong.py", seed=11, level=2)
    at.button(key="lx_chip_xuong").click().run()
    at.button(key="lx_submit").click().run()
    at.button(key="lx_show").click().run()  # a wrong xướng: the answer (and the points question) on request (issue 17)
    for payload in PAYLOADS:
        at.text_input(key="lx_points_in").set_value(payload)
        at.button(key="FormSubmitter:lx_points_form-Kiểm tra điểm").click().run()
        assert_no_live_markup(at, payload, echoed=True)


def test_engine_error_quoting_input_is_literal():
    """A ChanError that quotes the offending card text (parse_card) is shown literally by ui.show_error."""
    from chan_core.cards import parse_cards

    for payload in PAYLOADS:
        with pytest.raises(ChanError) as err:
            parse_cards(payload)
        out = ui.literal_message(say(err.value))
        assert _is_escaped_everywhere(out)
        children = _inline_text(out)
        assert {c.type for c in children} <= {"text", "text_special"}


def test_a_control_character_between_spaces_leaves_one_space():
    """Found by the thorough profile: «0 \\x1b 0» was «0  0» alone but «0 0» inside a message."""
    assert ui.plain_text("0 \x1b 0") == "0 0"
    assert "0 0" in shown(ui.literal_message("Không nhận ra quân bài «0 \x1b 0»."))
