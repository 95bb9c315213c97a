"""The three drills in English (issue 15): «Bốc cái», «Ăn hay không?», «Luyện xướng» and the
shared xướng builder (``ui/xuong_builder.py``).

Three kinds of check, each aimed at the next slip rather than at today's sentences:

* **Static**: every Vietnamese string literal in these modules is either a gettext message
  (``_()``, ``N_()``, ``ngettext()``), a docstring, made only of game terms
  (:func:`tests.english_check.leftover_words` finds nothing), a source's ``section`` (translated
  by ``ui.source_badge``) or a progress-store item id (not shown as a sentence). A sentence
  written as a bare literal or an f-string is found here.
* **Pure functions** of the pages in English, over every case they can meet (all cards, 2–4
  players, every cước): no Vietnamese word outside the game's terms.
* **One answered round** of each drill through the router with ``?lang=en``: a wrong answer's
  feedback shows none of these modules' own sentences untranslated (texts the engine,
  ``learning.explain`` or other ``ui`` modules give are theirs — see the report of issue 15),
  the xướng stays Vietnamese with its English reading beneath, card names carry their
  English reading.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from babel.messages.pofile import read_po
from hypothesis import given, settings
from hypothesis import strategies as st

from chan_core.boc_cai import boc_cai
from chan_core.cards import KINDS
from words.cards import card_name_en
from chan_core.gen_win import gen_win
from words.i18n import language
from chan_core.options import make_options
from chan_core.rules import load_rules
from chan_core.xuong import Said, canonical, cuoc_info
from tests.apptest_pages import load_module, open_page, page_texts
from tests.english_check import has_vietnamese, leftover_words
import ui

ROOT = Path(__file__).resolve().parents[2]
MODULES = ("app_pages/boc_cai.py", "app_pages/an_hay_khong.py", "app_pages/luyen_xuong.py", "ui/xuong_builder.py")
PO_DIR = ROOT / "locale" / "en" / "LC_MESSAGES" / "hoc_chan"
GETTEXT = {"_", "N_", "ngettext", "pgettext"}
NOT_SHOWN_CALLS = {"record_attempt"}  # progress-store item ids: keys, not sentences
NOT_SHOWN_FUNCS = {"progress_item", "progress_items", "points_item", "xuong_item"}


def _name(func: ast.expr) -> str | None:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def bare_vietnamese_literals(path: Path) -> list[str]:
    """``['line N: «text»', …]`` — Vietnamese literals of ``path`` that are shown untranslated."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    ok: set[int] = set()

    def allow(node: ast.AST) -> None:
        ok.update(id(n) for n in ast.walk(node))

    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                allow(body[0].value)  # a docstring
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in NOT_SHOWN_FUNCS:
                allow(node)
        elif isinstance(node, ast.Call) and _name(node.func) in GETTEXT | NOT_SHOWN_CALLS:
            for a in node.args:
                allow(a)
        elif isinstance(node, ast.Dict):
            for k, v in zip(node.keys, node.values):
                if isinstance(k, ast.Constant) and k.value == "section":
                    allow(v)  # «§V (Xướng, …)»: ui.source_badge shows only the section's reference in English
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if id(node) in ok:
            continue
        if isinstance(node, ast.JoinedStr):  # an f-string: its text parts together, once
            text = "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values)
            allow(node)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            text = node.value
        else:
            continue
        if has_vietnamese(text) and leftover_words(text):
            found.append((node.lineno, text))
    return [f"line {n}: «{t[:80]}»" for n, t in sorted(found)]


@pytest.mark.parametrize("module", MODULES)
def test_no_bare_vietnamese_sentence_in_the_module(module):
    assert bare_vietnamese_literals(ROOT / module) == []


def test_the_static_check_finds_a_bare_sentence(tmp_path):
    src = tmp_path / "page.py"
    src.write_text('import streamlit as st\nfrom learning.i18n import _\n'
                   'st.button(_("Ván mới"))\nst.caption(f"Còn {3} giây")\nst.error("Chưa đúng rồi.")\n'
                   'st.markdown("Lèo, tôm")\n', encoding="utf-8")
    found = bare_vietnamese_literals(src)
    assert len(found) == 2 and "line 4" in found[0] and "line 5" in found[1]


# ---------------------------------------------------------------- the page modules' sentences
def _catalog_sentences() -> tuple[list[str], set[str]]:
    """The Vietnamese sentences of these modules' catalogs: long chunks (≥ 3 words that are not
    game terms, between placeholders and markdown marks) and short whole messages."""
    chunks, whole = [], set()
    for module in MODULES:
        po = PO_DIR / (module[:-3].replace("/", ".") + ".po")
        with open(po, "rb") as fh:
            cat = read_po(fh, locale="en")
        for m in cat:
            if not m.id:
                continue
            msgid = m.id[0] if isinstance(m.id, tuple) else m.id
            pieces = [p.strip(" .,:;—–-()_*#") for p in re.split(r"\{[^{}]*\}|\*\*|\*|[«»]", msgid)]
            long = [p for p in pieces if len(leftover_words(p)) >= 3]
            chunks += long
            if not long and leftover_words(msgid):
                whole.add(msgid)
    return chunks, whole


def untranslated_sentences(texts: list[tuple[str, str, str]]) -> list[str]:
    """This module set's Vietnamese sentences found on an English page."""
    chunks, whole = _catalog_sentences()
    out = []
    for kind, field, text in texts:
        for c in chunks:
            if c in text:
                out.append(f"{kind}.{field}: «{c}» in «{text[:100]}»")
        if text.strip() in whole:
            out.append(f"{kind}.{field}: «{text}»")
    return out


def test_catalog_sentences_are_found_when_left_in_vietnamese():
    assert untranslated_sentences([("Error", "body", "Chưa đúng: bạn chọn D, người được cái là C.")])
    assert untranslated_sentences([("Button", "label", "Bỏ cước cuối")])
    assert untranslated_sentences([("Markdown", "body", "Not right: you picked D; the player who gets the cái is C.")]) == []


def main_texts(at) -> list[tuple[str, str, str]]:
    """The texts of the page's main area (the sidebar belongs to the router and ``ui``)."""
    return page_texts(SimpleNamespace(_tree=at.main))


# ---------------------------------------------------------------- pure functions, every case
@pytest.fixture(scope="module")
def boc_cai_page():
    return load_module("app_pages/boc_cai.py", "boc_cai_page_en")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_boc_cai_texts_in_english_every_card_and_drawer(boc_cai_page, players):
    with language("en"):
        for drawer in range(players):
            for kind in KINDS:
                res = boc_cai(players, drawer, kind.code)
                for text in (boc_cai_page.count_text(res), boc_cai_page.mnemonic_text(res),
                             boc_cai_page.piles_text(res), ui.card_label(res.card)):
                    assert leftover_words(text) == [], text
    # Vietnamese unchanged (the seed's example, 001 §II)
    res = boc_cai(4, 1, "7V")
    assert boc_cai_page.mnemonic_text(res).startswith("Mẹo «nhị (lục) tiến, tứ (bát) tụt, tam (thất) đối»")
    assert ui.card_label(res.card) == "Thất vạn"


def test_boc_cai_memory_line_keeps_its_words_with_their_reading(boc_cai_page):
    words = load_rules().dealing.mnemonic.words
    with language("en"):
        t = boc_cai_page.mnemonic_text(boc_cai(4, 1, "7V"))  # B draws thất vạn → D (001 §II)
        assert "tam (thất) đối" in t and "3 (7) opposite" in t and "opposite B, D" in t
        t = boc_cai_page.mnemonic_text(boc_cai(4, 0, "9V"))
        assert "«về mình», back to yourself" in t
    assert {w.word for w in words} >= {"tiến", "tụt", "đối", "về mình"}


@settings(max_examples=60)
@given(st.sampled_from(["classic", "sanhrong"]), st.data())
def test_xuong_reading_follows_the_xuong(variant, data):
    """The reading under the builder's phrase: each cước the learner clicked, in the order
    clicked, with its count and its English gloss; nothing in Vietnamese."""
    from learning.glosses import gloss_by_key
    from words import xuong_reading

    info = cuoc_info()
    ids = data.draw(st.lists(st.sampled_from(sorted(c for c in info if variant in info[c].variants)),
                             min_size=1, max_size=6))
    items = [Said(c, data.draw(st.integers(1, info[c].max_count))) for c in ids]
    with language("en"):
        reading = re.sub(r" \[[^]]*\]", "", xuong_reading(items, variant))  # the cards' readings aside
    assert reading.startswith("In English: *")
    pos = 0
    for s in items:  # each cước in the order said, with its count and its English gloss
        gloss = gloss_by_key(f"cuoc:{s.id}")
        piece = f"{s.count} × {gloss}" if s.count > 1 else gloss
        at = reading.find(piece, pos)
        assert at >= 0, (piece, reading)
        pos = at + len(piece)
    assert leftover_words(reading) == []
    assert xuong_reading(items, variant) == ""  # Vietnamese: the phrase alone
    with language("en"):
        assert xuong_reading([], variant) == ""


def test_every_cuoc_has_a_gloss_for_the_chips():
    from learning.glosses import gloss_by_key

    assert all(gloss_by_key(f"cuoc:{c}") for c in cuoc_info())
    assert gloss_by_key("cuoc:khong_co") == ""


def test_card_names_carry_their_english_reading(boc_cai_page):
    with language("en"):
        for k in KINDS:
            assert ui.card_label(k) == card_name_en(k)
            assert ui.card_label(k).startswith(k.word + " / ")


# ---------------------------------------------------------------- one answered round each
pytestmark_rounds = pytest.mark.usefixtures("progress_db")


@pytestmark_rounds
def test_boc_cai_wrong_round_in_english():
    with language("en"):  # AppTest reads widget labels in the test thread too
        at = open_page("app_pages/boc_cai.py", lang="en", n=4, seed=1, drawer=1, card="2N")
        seen = main_texts(at)
        assert at.button(key="bc_seat2").label == "Seat C"
        at.button(key="bc_seat3").click().run()
        seen += main_texts(at)
        at.button(key="bc_reveal_btn").click().run()
        for seat in range(4):
            at.radio(key=f"bc_pile{seat}").set_value(0)
        at.button(key="FormSubmitter:bc_piles_form-Check the piles").click().run()
        assert not at.exception, [e.value for e in at.exception]
        seen += main_texts(at)
    assert untranslated_sentences(seen) == []
    errors = [e.value for e in at.error]
    assert "Not right: you picked D; the player who gets the cái is C." in errors
    assert "Not right: the pile is wrong for A, B, and D." in errors
    md = " ".join(m.value for m in at.markdown)
    assert "nhị văn / 2 of văn — number **2**" in md
    assert "«nhị (lục) tiến — 2 (6) forward» ⇒ the player on B's right, C, gets the cái." in md
    assert "**Streak:** 0 (best 0) · **Played:** 1 hand, 0 right." in md


@pytestmark_rounds
def test_an_hay_khong_wrong_round_in_english():
    sid = "ahk-loi-7"  # 001 §IV lỗi 7: the cửu vạn passed up earlier makes a cạ with cửu văn
    with language("en"):
        at = open_page("app_pages/an_hay_khong.py", lang="en", th=sid)
        seen = main_texts(at)
        at.button(key="ahk_opt_an:9V").click().run()
        seen += main_texts(at)
        assert at.button(key="ahk_retry").label == "Try again"
        at.button(key="ahk_reveal").click().run()
        assert not at.exception, [e.value for e in at.exception]
        seen += main_texts(at)
    assert untranslated_sentences(seen) == []
    from chan_core.scenario import load_file

    sc = next(s for p in sorted((ROOT / "lessons/drills/an_hay_khong").glob("*.yaml")) for s in load_file(p)
              if s["id"] == sid)
    if sc.get("title_en"):  # the drill files' twins (issue 15): shown in English
        assert sc["title_en"] in [h.value for h in at.subheader]
    loi7 = next(x for x in load_rules().loi if x.number == 7)
    assert any(e.value.startswith("Not right. The penalty for this move: báo (") for e in at.error)
    assert f"Rule: {loi7.name} ({loi7.gloss_en})" in [x.label for x in at.expander]
    assert "cửu văn / 9 of văn — " in " ".join(c.value for c in at.caption)


@pytestmark_rounds
def test_luyen_xuong_wrong_round_in_english():
    seed, level = 11, 2
    g = gen_win(seed, level, make_options("classic"))
    canon = canonical(g.cuoc)
    with language("en"):
        at = open_page("app_pages/luyen_xuong.py", lang="en", seed=seed, level=level)
        seen = main_texts(at)
        at.button(key="lx_chip_leo").click().run()
        at.button(key="lx_chip_xuong").click().run()
        seen += main_texts(at)
        md = [m.value for m in at.markdown]
        assert "**Your xướng:** Ù có lèo xuông" in md  # the phrase stays Vietnamese …
        caps = [c.value for c in at.caption]
        assert any(c.startswith("In English: *ù* (I have won) · *có lèo* (") for c in caps)  # … its reading beneath
        at.button(key="lx_submit").click().run()
        seen += main_texts(at)
        at.button(key="lx_show").click().run()
        at.text_input(key="lx_points_in").set_value("499")
        at.button(key="FormSubmitter:lx_points_form-Check the điểm").click().run()
        assert not at.exception, [e.value for e in at.exception]
        seen += main_texts(at)
    assert untranslated_sentences(seen) == []
    md = " ".join(m.value for m in at.markdown)
    assert f"**The right xướng:** «{canon.text}»" in md
    info = cuoc_info()
    for cid in canon.cuoc:
        assert f"Missing **{info[cid].name}**" in md
    readings = [c.value for c in at.caption if c.value.startswith("In English: ")]
    assert len(readings) == 2  # the learner's xướng and the right one, each with its reading
    assert all(f"*{w}* (" in readings[1] for w in canon.words)  # each phrase said, with its meaning
    assert any(e.value.startswith("Not right: you answered 499;") for e in at.error)
    assert {m.label for m in at.metric} >= {"Hands called", "Correct xướng", "Streak"}


@pytestmark_rounds
def test_luyen_xuong_vietnamese_round_unchanged():
    at = open_page("app_pages/luyen_xuong.py", seed=11, level=2)
    at.button(key="lx_chip_leo").click().run()
    md = [m.value for m in at.markdown]
    assert "**Lời xướng của bạn:** Ù có lèo" in md
    assert not any(c.value.startswith("In English") for c in at.caption)  # no reading in Vietnamese


def _exact_gloss(word: str) -> str:
    return next(g.gloss_en for g in load_rules().glossary if word in (g.term.split(" (")[0], *g.aliases))


def _assert_glossed(shown: str, word: str) -> None:
    """First use on an English page: the word in italics, linked to its glossary entry with the
    gloss as the link title (hover), then the gloss in brackets."""
    g = _exact_gloss(word)
    assert shown.startswith(f"[*{word}*](thuat_ngu?tu="), shown
    assert shown.endswith(f'&lang=en "{g}") ({g})'), shown


@pytest.mark.parametrize("word", ["ù", "xướng", "cước"])
def test_luyen_xuong_glosses_each_term_with_its_own_entry(word):
    import ui  # the page's terms go through ui.term

    ui.new_page()  # first use on a page: glossed
    with language("en"):
        _assert_glossed(ui.term(word), word)  # «xướng» is not «xuông»
    assert ui.term(word) == word


@pytest.mark.parametrize("word", ["bốc cái", "cái", "cửa trên", "ăn", "chíu", "dưới", "ù", "lỗi"])
def test_terms_of_boc_cai_and_an_hay_khong_get_their_own_gloss(word):
    import ui

    ui.new_page()  # first use on a page: glossed
    with language("en"):
        _assert_glossed(ui.term(word), word)


def test_the_xuong_drills_points_counter_is_english_in_english():
    """A newcomer read «Điểm counted right» under «Luyện xướng»: the counter says points, glossed."""
    from learning.i18n import _
    from words.i18n import language

    with language("en"):
        assert _("Tính điểm đúng") == "Points (điểm) counted right"
