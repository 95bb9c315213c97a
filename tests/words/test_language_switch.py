"""The language switch's mechanics (issue 15), without a browser.

* the link: ``?lang=EN`` (any case) is English; a contradictory ``?lang=vi&lang=en`` resolves
  to one language (the last that names one, as ``st.query_params["lang"]`` reads it) and is
  rewritten to one clean parameter; an unknown value is ignored; other parameters are kept;
* a switch keeps the page's choices and tells the browser each one in the new language
  (``ui.i18n.carry_widget_values``): through the router with AppTest, the carried widgets come
  back with ``set_value`` and their English text, their values are the same ids, and
  switching back gives the Vietnamese page unchanged — with the sidebar switch and with the
  top-of-page button;
* every value widget of ``app_pages/`` and ``ui/`` has a key (an unkeyed widget's identity
  includes its translated label: it would be a new, empty widget after a switch);
* every selectbox/multiselect has a placeholder (Streamlit's own is English: «Choose an
  option»), and on the pages it is in the page's language;
* «Nạp một ví dụ» (``ui.example_picker``) takes ids: a stale value never reaches the page's
  loader.

The real-browser side is ``tests/browser/test_language_switch_browser.py``.
"""
from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as hs
from streamlit.testing.v1 import AppTest

from chan_core.cards import BY_CODE
from words.cards import card_name_en
from words.i18n import LANGUAGES, language
from chan_core.rules.loader import load_rules
from learning.i18n import _
from tests.apptest_pages import APP, open_page
from tests.english_check import has_vietnamese, vietnamese_leaks
from ui.i18n import SHORTCUT_KEY, carry_widget_values, link_language
from tests.budget import full

ROOT = Path(__file__).resolve().parents[2]


# ---------------------------------------------------------------- the link
@pytest.mark.parametrize(("values", "want"), [
    (["en"], "en"), (["EN"], "en"), (["En"], "en"), ([" en "], "en"), (["vi"], "vi"), (["VI"], "vi"),
    (["vi", "en"], "en"), (["en", "vi"], "vi"), (["en", "fr"], "en"), (["fr", "EN", ""], "en"),
    (["fr"], None), ([""], None), ([], None), (["english"], None), (["e n"], None),
])
def test_link_language(values, want):
    assert link_language(values) == want


@given(hs.lists(hs.one_of(hs.sampled_from(["vi", "en", "VI", "En", " en", "vi ", "", "fr", "x"]), hs.text(max_size=4))))
def test_link_language_is_the_last_value_naming_a_language(values):
    got = link_language(values)

    def base(v: str) -> str:  # «en-US» / «en_GB» name English (their base language)
        code = v.strip().lower().replace("_", "-")
        b, sep, region = code.partition("-")
        return b if sep and region.isalnum() else code

    named = [base(v) for v in values if base(v) in LANGUAGES]
    assert got == (named[-1] if named else None)


def _home(params: dict) -> AppTest:
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params.update(params)
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


@pytest.mark.parametrize(("lang", "session", "link"), [
    ("EN", "en", "en"),
    ("En", "en", "en"),
    (["vi", "en"], "en", "en"),
    (["en", "vi"], "vi", None),
    (["en", "en"], "en", "en"),
    ("VI", "vi", None),
    ("vi", "vi", None),
    ("fr", "vi", None),
    ("", "vi", None),
    (["fr", "EN"], "en", "en"),
])
def test_link_read_and_rewritten_clean(progress_db, lang, session, link):
    with language(session):  # AppTest formats the page's options in this thread
        at = _home({"lang": lang, "luat": "sanhrong"})
    assert at.session_state["lang"] == session
    if link is None:
        assert "lang" not in at.query_params, at.query_params
    else:
        assert at.query_params["lang"] == link  # one value (a repeated key would be a list)
    assert at.query_params["luat"] == "sanhrong"  # other parameters untouched
    assert at.button(key=SHORTCUT_KEY).label == ("English" if session == "vi" else "Tiếng Việt")


def test_session_wins_over_a_later_link(progress_db):
    with language("en"):
        at = _home({"lang": "en"})
        at.query_params["lang"] = "vi"  # a stale link parameter in the same session
        at.run()
    assert at.session_state["lang"] == "en" and at.query_params["lang"] == "en"


# ---------------------------------------------------------------- a switch keeps the choices
def _switch(at: AppTest, to: str, *, via: str) -> AppTest:
    """Switch like a learner; AppTest sends the widgets back formatted in this thread's
    language, which must be the language shown (the old one)."""
    old = at.session_state["lang"]
    with language(old):
        if via == "sidebar":
            at.button_group(key="lang").set_value(to).run()
        else:
            at.button(key=SHORTCUT_KEY).click().run()
    assert not at.exception, [e.value for e in at.exception]
    assert at.session_state["lang"] == to
    return at


def _shown(at: AppTest) -> dict[str, tuple]:
    """The carried widgets: their value and what the browser is told to show (``set_value``,
    raw text) — keyed by widget key."""
    out = {}
    for w in (*at.radio, *at.selectbox, *at.multiselect):
        p = w.proto
        raw = tuple(p.raw_values) if hasattr(p, "raw_values") else (p.raw_value,)
        out[w.key] = (w.value if not isinstance(w.value, list) else tuple(w.value), p.set_value, raw)
    return out


def _cuoc_en(cid: str) -> str:
    spec = next(c for c in load_rules().cuoc if c.id == cid)
    return f"{spec.name} — {spec.gloss_en}"


def _card_en(code: str) -> str:
    return f"{card_name_en(BY_CODE[code])} ({code})"


CHOICES = {  # page → [(kind, key, value chosen, its text in Vietnamese, its text in English)]
    "app_pages/tinh_diem.py": [
        ("radio", "td_xuong_how", "thieu", ("Thiếu (quên cước)",), lambda: (_("Thiếu (quên cước)"),)),
        ("multiselect", "td_cuoc", ["leo", "tom"], ("Lèo", "Tôm"), lambda: (_cuoc_en("leo"), _cuoc_en("tom")))],
    "app_pages/an_hay_khong.py": [("selectbox", "ahk_topic", "bo_u", ("Bỏ ù",), lambda: (_("Bỏ ù"),))],
    "app_pages/phan_tich_bai.py": [
        ("selectbox", "ptb_card", "9V", ("Cửu vạn (9V)",), lambda: (_card_en("9V"),)),
        ("radio", "ptb_source", "danh", ("Người khác đánh ra",), lambda: (_("Người khác đánh ra"),))],
}


@pytest.mark.parametrize("via", ["sidebar", "top"])
@pytest.mark.parametrize("path", list(CHOICES))
def test_switch_keeps_choices_and_resends_them_in_english(progress_db, path, via):
    at = open_page(path)
    for kind, key, value, _vi, _en in CHOICES[path]:
        getattr(at, kind)(key=key).set_value(value).run()
        assert not at.exception, [e.value for e in at.exception]
    before = {k: v[0] for k, v in _shown(at).items()}
    texts_vi = [m.value for m in at.markdown]
    _switch(at, "en", via=via)
    after = _shown(at)
    for _kind, key, value, vi, en_texts in CHOICES[path]:
        got, resent, raw = after[key]
        assert got == (tuple(value) if isinstance(value, list) else value), (key, got)
        assert resent, f"{key}: the browser is not told the value in English"
        with language("en"):
            want = en_texts()
        assert raw == want != vi, (key, raw)
    _switch(at, "vi", via="sidebar" if via == "top" else "top")
    back = _shown(at)
    assert {k: v[0] for k, v in back.items()} == before
    for _kind, key, _value, vi, _en in CHOICES[path]:
        assert back[key][1] and back[key][2] == vi, (key, back[key])
    assert [m.value for m in at.markdown] == texts_vi


def test_carry_outside_a_session_does_nothing():
    assert carry_widget_values("vi", "en") == []
    assert carry_widget_values("vi", "vi") == []
    assert carry_widget_values("vi", "xx") == []


def test_switch_with_a_stale_example_never_reaches_the_loader(progress_db):
    """A value of «Nạp một ví dụ» that is no example id (an old session's text in the other
    language) is put back to «no example», never loaded, never an error."""
    at = AppTest.from_file(APP, default_timeout=60)
    at.session_state["td_preset"] = "Example 9 points (score sheet, text 002)"
    at.run()
    at.switch_page("app_pages/tinh_diem.py").run()
    assert not at.exception, [e.value for e in at.exception]
    assert at.selectbox(key="td_preset").index == 0
    assert not at.error


def test_example_picker_value_is_an_id_in_both_languages(progress_db):
    at = open_page("app_pages/tinh_diem.py")
    name = "Ví dụ 9 điểm (bài tính điểm, tài liệu 002)"
    at.selectbox(key="td_preset").set_value(name).run()
    assert at.session_state["td_preset"] == name
    typed = "1.500"
    at.text_input(key="td_bet_text").set_value(typed).run()
    _switch(at, "en", via="top")
    assert at.session_state["td_preset"] == name  # the id, not its English text
    with language("en"):
        assert at.selectbox(key="td_preset").proto.raw_value == _(name) != name
    # not loaded again over the learner's edit: the same amount, written in English marks (1.500 đồng is 1,500)
    assert at.text_input(key="td_bet_text").value == "1,500"


# ---------------------------------------------------------------- static: keys and placeholders
VALUE_WIDGETS = {"selectbox", "radio", "multiselect", "text_input", "number_input", "text_area", "checkbox",
                 "toggle", "slider", "select_slider", "segmented_control", "pills", "date_input", "time_input",
                 "color_picker", "data_editor", "feedback"}


@functools.cache
def _calls() -> tuple[tuple[Path, ast.Call], ...]:
    """Every call ``x.name(…)`` in the page and ui modules and the router, each file parsed once
    for both scans below."""
    files = sorted([*ROOT.joinpath("app_pages").glob("*.py"), *ROOT.joinpath("ui").glob("*.py"),
                    ROOT / "streamlit_app.py"])
    assert len(files) > 20
    trees = [(f.relative_to(ROOT), ast.parse(f.read_text(encoding="utf-8"))) for f in files]
    return tuple((f, node) for f, tree in trees for node in ast.walk(tree)
                 if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute))


def _widget_calls(names: set[str]):
    for f, node in _calls():
        if node.func.attr in names:
            yield f, node


def _has_kw(node: ast.Call, name: str) -> bool:
    return any(k.arg == name or k.arg is None for k in node.keywords)  # ``**kw`` may carry it


def test_every_value_widget_has_a_key():
    calls = list(_widget_calls(VALUE_WIDGETS))
    assert len(calls) > 40
    missing = [f"{f}:{n.lineno} st.{n.func.attr}" for f, n in calls if not _has_kw(n, "key")]
    assert missing == [], "a widget without key= loses its value when the language changes"


def test_every_selectbox_and_multiselect_has_a_placeholder():
    calls = list(_widget_calls({"selectbox", "multiselect"}))
    assert len(calls) > 10
    missing = [f"{f}:{n.lineno} st.{n.func.attr}" for f, n in calls if not _has_kw(n, "placeholder")]
    assert missing == [], "Streamlit's own placeholder is English («Choose an option»): pass ui.choose_placeholder()"


def test_scanners_catch_a_missing_key_and_placeholder(tmp_path):
    """The two scans above can fail: a call without the keyword is found."""
    node = ast.parse('st.selectbox("x", [1, 2])').body[0].value
    assert not _has_kw(node, "key") and not _has_kw(node, "placeholder")
    node = ast.parse('st.selectbox("x", [1, 2], key="k", placeholder=ui.choose_placeholder())').body[0].value
    assert _has_kw(node, "key") and _has_kw(node, "placeholder")


PLACEHOLDER_PAGES = ["app_pages/phan_tich_bai.py", "app_pages/tinh_diem.py", "app_pages/an_hay_khong.py",
                     "app_pages/xac_suat.py", "app_pages/choi_thu.py", "app_pages/loi.py"]


@full  # make test: the one render per page of tests/app/test_every_page.py runs this check
@pytest.mark.parametrize("path", PLACEHOLDER_PAGES)
def test_placeholders_in_the_page_language(progress_db, path):
    at = open_page(path)
    boxes = [*at.selectbox, *at.multiselect]
    assert boxes, path
    for w in boxes:
        ph = w.proto.placeholder
        assert ph and not ph.startswith("Choose"), (w.key, ph)
        assert has_vietnamese(ph) or ph == _("Chọn…"), (w.key, ph)
    with language("en"):
        at = open_page(path, lang="en")
        phs = [("placeholder", w.key, w.proto.placeholder) for w in [*at.selectbox, *at.multiselect]]
        assert all(ph for _k, _w, ph in phs), phs
        assert vietnamese_leaks(phs) == []  # English, game terms aside
    with language("en"):
        assert _("Chọn…") == "Choose an option"
