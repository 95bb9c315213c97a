"""Issue 15 for the reference pages («Tra cứu»: Bộ bài, Chia bài, Lượt đánh, Các lỗi, Cước,
Thứ tự xướng, Ăn tiền, Thuật ngữ, Chỗ các tài liệu khác nhau) in English.

* Every page, in both variants and in its other states (a lỗi filter, a cước group, a search in
  English words, a term opened from a lesson, every decision searched), says its own words in
  English: once the rules' English twins it shows are taken out (their wording is checked with the
  rules files), no Vietnamese word is left but the game's terms and proper names
  (tests/english_check.py). No page shows the team's «seed» or «§», in the twins either.
* The rule texts shown are the English twins (``words.text_of``), not the Vietnamese fields.
* Thuật ngữ is bilingual: every term in Vietnamese with its English gloss and English definition;
  a search finds a term by English words (at the start of a word: «red» is not «declared»), and by
  its Vietnamese name with or without diacritics.
* Names of lỗi and cước stay Vietnamese with their gloss beside them; card names read «cửu vạn /
  9 of vạn» and the card pictures keep their Chinese characters; the xướng is said in Vietnamese
  with its English reading beneath it.
* The Vietnamese pages carry none of the English additions (their own tests check their text).

AppTest computes a widget's ``format_func`` in the test's own thread, so the English runs are
made inside ``language("en")`` (in the app the page's thread has the session's language)."""
from __future__ import annotations

import base64
import functools
import re
import urllib.parse

import plotly.io as pio
import pytest
from pydantic import BaseModel

import ui
from chan_core.cards import KINDS
from words.cards import card_name_en
from words.i18n import language, listed
from chan_core.rules import load_rules
from chan_core.xuong import canonical
from words import xuong_reading
from tests.apptest_pages import open_page, page_texts
from tests.english_check import has_vietnamese, leftover_words
from tests.budget import full
from words.i18n import text_of

REFERENCE = [
    "app_pages/bo_bai.py", "app_pages/chia_bai.py", "app_pages/luot_danh.py", "app_pages/loi.py",
    "app_pages/cuoc.py", "app_pages/thu_tu_xuong.py", "app_pages/an_tien.py", "app_pages/thuat_ngu.py",
    "app_pages/quyet_dinh.py",
]
LEARNER = ("Người học 1",)  # the default learner's name in the sidebar (a proper name)
CITATION = re.compile(r"seed|§", re.IGNORECASE)
RULES = load_rules()


def english_page(path: str, **params):
    with language("en"):
        return open_page(path, lang="en", **params)


def rerun(at, action=None):
    """Run ``action(at)`` (a widget change, returning the AppTest) and the page, in English."""
    with language("en"):
        return (action(at) if action else at).run()


def _flat(x):
    if isinstance(x, str):
        yield x
    elif isinstance(x, dict):
        for v in x.values():
            yield from _flat(v)
    elif isinstance(x, (list, tuple)):
        for v in x:
            yield from _flat(v)


@functools.lru_cache(maxsize=1)
def twin_texts() -> tuple[str, ...]:
    """Every English twin of the rules as an English page shows it (through ``ui.learner_view``),
    longest first — the rules files' words, checked with the rules; the pages' own words are the rest."""
    with language("en"):
        view = ui.learner_view(RULES)
    out: set[str] = set()

    def walk(x):
        if isinstance(x, BaseModel):
            out.update(t for t in _flat(getattr(x, "twins", {})) if t.strip())
            for name in type(x).model_fields:
                walk(getattr(x, name))
        elif isinstance(x, dict):
            for v in x.values():
                walk(v)
        elif isinstance(x, (list, tuple)):
            for v in x:
                walk(v)

    walk(view)
    return tuple(sorted(out, key=len, reverse=True))


def own_leaks(texts) -> list[str]:
    """Vietnamese words on the page outside the game's terms, once the rules' twins are taken out."""
    out = []
    for kind, field, text in texts:
        if not leftover_words(text, LEARNER):
            continue
        for t in twin_texts():
            if t in text:
                text = text.replace(t, " ")
        bad = leftover_words(text, LEARNER)
        if bad:
            out.append(f"{kind}.{field}: {bad} in «{text[:160]}»")
    return out


def citations(texts) -> list[str]:
    return [f"{k}.{f}: {t[:160]}" for k, f, t in texts if CITATION.search(t)]


def table_texts(at) -> list[tuple[str, str, str]]:
    """The text of the page's ``st.table`` elements (column names, row names, cells), which
    :func:`tests.apptest_pages.page_texts` leaves out."""
    out = []
    for t in at.table:
        df = t.value
        out += [("Table", "column", str(c)) for c in df.columns]
        out += [("Table", "index", str(i)) for i in df.index if not str(i).isdigit()]
        out += [("Table", "cell", str(x)) for x in df.astype(str).to_numpy().ravel()]
    return out


def assert_english(at, where: str) -> list[tuple[str, str, str]]:
    assert not at.exception, (where, [e.value for e in at.exception])
    texts = page_texts(at) + table_texts(at)
    assert texts, where
    assert own_leaks(texts) == [], where
    assert citations(texts) == [], where
    return texts


def body(texts) -> str:
    return "\n".join(t for _k, _f, t in texts)


def headings(at) -> list[str]:
    return [m.value for m in at.markdown]


# ---------------------------------------------------------------- every page, both variants
@full  # make test: the one render per page of tests/app/test_every_page.py runs this check
@pytest.mark.parametrize("variant", ["classic", "sanhrong"])
@pytest.mark.parametrize("path", REFERENCE)
def test_reference_page_says_its_own_words_in_english(path, variant, progress_db):
    at = english_page(path, luat=variant)
    texts = assert_english(at, f"{path} ({variant})")
    title = at.title[0].value
    assert not leftover_words(title), title  # the page's title too
    vi_title = open_page(path, luat=variant).title[0].value
    assert title != vi_title and has_vietnamese(vi_title)


def test_the_checker_of_own_words_still_catches_a_page_sentence():
    """Taking out the twins never hides a Vietnamese sentence of the page itself."""
    assert own_leaks([("Markdown", "body", "Bấm vào từng lỗi bên dưới")])
    twin = next(t for t in twin_texts() if len(t) > 40)
    assert own_leaks([("Markdown", "body", f"{twin} Đang hiện 3 lỗi.")])
    assert not own_leaks([("Markdown", "body", f"**Rule.** {twin}")])


@full  # make test: the one render per page of tests/app/test_every_page.py runs this check
@pytest.mark.parametrize("path", REFERENCE)
def test_reference_page_in_vietnamese_has_none_of_the_english_additions(path, progress_db):
    text = body(page_texts(open_page(path)))
    for english in ("Game words on this page", "Meaning:", " of vạn", "(a scoring pattern)", "Source:",
                    "Showing ", "For example"):
        assert english not in text, (path, english)
    assert has_vietnamese(text)


# ---------------------------------------------------------------- the rule texts are the twins
def test_rule_texts_shown_are_the_english_twins(progress_db):
    with language("en"):
        view = ui.learner_view(RULES)
        act = view.actions.actions[0]
        want = {
            "app_pages/luot_danh.py": [text_of(act, "definition"), text_of(view.actions, "turn")],
            "app_pages/chia_bai.py": [text_of(view.dealing, "seating"), text_of(view.dealing.counting, "text")],
            "app_pages/an_tien.py": [text_of(view.payouts, "unit")],
            "app_pages/thu_tu_xuong.py": [text_of(view.xuong, "description")],
        }
    for path, texts in want.items():
        shown = body(page_texts(english_page(path)))
        for t in texts:
            assert t and t in shown, (path, t[:80])
        vi = body(page_texts(open_page(path)))
        assert not any(t in vi for t in texts), path


# ---------------------------------------------------------------- Bộ bài: card names and pictures
def _svgs(at) -> str:
    out = []
    for h in at.get("html"):
        for uri in re.findall(r'src="data:image/svg\+xml;base64,([^"]+)"', h.proto.body):
            out.append(base64.b64decode(uri).decode("utf-8"))
        for uri in re.findall(r'src="data:image/svg\+xml;(?:charset=utf-8,|utf8,)([^"]+)"', h.proto.body):
            out.append(urllib.parse.unquote(uri))
    return "\n".join(out)


def test_deck_names_cards_in_both_languages_and_keeps_chinese_characters(progress_db):
    at = english_page("app_pages/bo_bai.py")
    texts = assert_english(at, "bộ bài")
    table = next(d.value for d in at.dataframe)
    assert list(table.columns) == ["Code", "Name", "Chinese characters", "Suit", "Colour", "bốc cái count"]
    names = dict(zip(table["Code"], table["Name"]))
    assert names["9V"] == "cửu vạn / 9 of vạn" and names["2N"] == "nhị văn / 2 of văn"
    assert all(names[k.code] == card_name_en(k) for k in KINDS)
    assert dict(zip(table["Code"], table["Chinese characters"]))["9V"] == "九萬"
    text = body(texts)
    assert "cửu vạn / 9 of vạn" in text  # the red cards, by name
    assert "**Tám đỏ** (" in text  # a cước name keeps its Vietnamese, its gloss beside it
    svgs = _svgs(at)
    assert "九" in svgs and "萬" in svgs  # the pictures keep their Chinese characters


# ---------------------------------------------------------------- Chia bài: the counted example
def test_dealing_example_counted_out_in_english(progress_db):
    at = english_page("app_pages/chia_bai.py")
    assert_english(at, "chia bài")
    table = next(t.value for t in at.table if "7" in getattr(t.value, "columns", []))
    assert list(table.loc["Player"]) == list("BCDABCD")
    text = body(page_texts(at))
    assert ("D (the bài cái, plays first) → A (the pile just to the right of the bài cái) → B (the next pile) "
            "→ C (the pile to the left of the bài cái)") in text
    assert "B turns up thất vạn (7 of vạn): count to 7." in text


# ---------------------------------------------------------------- Các lỗi: filters and search
def _loi_shown(at) -> list[int]:
    return [int(m.group(1)) for e in at.expander if (m := re.match(r"\*\*Lỗi (\d+) — ", e.label))]


def test_loi_group_filter_in_english(progress_db):
    at = english_page("app_pages/loi.py")
    for gid in ("0", "A", "B", "C", "D"):
        rerun(at, lambda a: a.multiselect(key="loi_groups").set_value([gid]))
        texts = assert_english(at, f"lỗi, nhóm {gid}")
        want = [x.number for x in RULES.loi if x.group == gid]
        assert _loi_shown(at) == want
        group = next(g for g in RULES.loi_groups if g.id == gid)
        with language("en"):
            name = text_of(group, "name")
        head = name if gid == "0" else f"{gid} · {name}"  # trái vỉ's group has no letter: its name alone
        assert any(h.startswith(f"#### {head} (lỗi ") for h in headings(at)), gid
        assert f"Showing {len(want)}/18 lỗi." in body(texts)


def test_loi_penalty_filter_and_glosses_in_english(progress_db):
    at = english_page("app_pages/loi.py")
    options = at.multiselect(key="loi_penalty").options
    for p in RULES.penalty_classes:
        if any(x.penalty == p.id for x in RULES.loi):
            assert f"{p.name} ({p.gloss_en})" in options  # Vietnamese name, English gloss beside it
    rerun(at, lambda a: a.multiselect(key="loi_penalty").set_value(["bao"]))
    assert_english(at, "lỗi, phạt báo")
    assert _loi_shown(at) == [x.number for x in RULES.loi if x.penalty == "bao"]
    labels = [e.label for e in at.expander if e.label.startswith("**Lỗi")]
    for x, label in zip((x for x in RULES.loi if x.penalty == "bao"), labels):
        assert label.startswith(f"**Lỗi {x.number} — {x.name} ({x.gloss_en})**")


@pytest.mark.parametrize("query, number", [("mistake 7", 7), ("lỗi 12", 12), ("Fault 3", 3), ("no. 0", 0), ("16", 16)])
def test_loi_asked_by_number_in_english(query, number, progress_db):
    at = english_page("app_pages/loi.py")
    rerun(at, lambda a: a.text_input(key="loi_search").input(query))
    assert _loi_shown(at) == [number]
    assert next(e for e in at.expander if e.label.startswith("**Lỗi")).proto.expanded


def test_every_loi_found_by_its_gloss_and_its_name_without_diacritics(progress_db):
    at = english_page("app_pages/loi.py")
    for x in RULES.loi:
        for query in (x.gloss_en, ui.fold(x.name)):
            rerun(at, lambda a: a.text_input(key="loi_search").set_value(query))
            assert x.number in _loi_shown(at), (x.number, query)
    rerun(at, lambda a: a.text_input(key="loi_search").set_value("chắn was possible"))
    assert _loi_shown(at) == [1]
    assert_english(at, "lỗi, tìm bằng tiếng Anh")


def test_loi_linked_by_number_in_english(progress_db):
    at = english_page("app_pages/loi.py", loi=9)
    assert at.text_input(key="loi_search").value == "lỗi 9"
    assert _loi_shown(at) == [9]
    assert_english(at, "?loi=9")


# ---------------------------------------------------------------- Cước: groups, search, example
def _cuoc_cards(at) -> list[str]:
    """The cước shown one by one (their names, from «**Name** (gloss) — …»)."""
    names = {c.name for c in RULES.cuoc}
    out = []
    for m in headings(at):
        got = re.match(r"\*\*(.+?)\*\* \(", m)
        if got and got.group(1) in names:
            out.append(got.group(1))
    return out


def test_cuoc_every_group_in_english(progress_db):
    at = english_page("app_pages/cuoc.py")
    english = {"dau": "Said first (thông, chì)", "u": "How the hand was won", "bai": "Cước of the hand",
               "co": "«Có …» (said last)"}
    assert at.multiselect(key="cuoc_groups").options == list(english.values())
    for gid, gname in english.items():
        rerun(at, lambda a: a.multiselect(key="cuoc_groups").set_value([gid]))
        assert_english(at, f"cước, nhóm {gid}")
        members = [c.name for c in RULES.cuoc if c.group == gid]
        labels = [e.label for e in at.expander if e.label.startswith("**") and " cước: " in e.label]
        with language("en"):
            assert labels == [f"**{gname}** — {len(members)} cước: {listed(members)}"]
        assert _cuoc_cards(at) == members
    for c in RULES.cuoc:  # each card: its Vietnamese name, its gloss beside it
        assert any(h.startswith(f"**{c.name}** ({c.gloss_en}) — ") for h in headings(at)) or c.group != "co"


def test_cuoc_search_in_english_words_and_vietnamese(progress_db):
    at = english_page("app_pages/cuoc.py")
    rerun(at, lambda a: a.text_input(key="cuoc_search").input("red"))
    shown = _cuoc_cards(at)
    assert {"Tám đỏ", "Bạch định", "Kính tứ chi"} <= set(shown)
    assert "Thông" not in shown  # «correctly declared»: «red» is not the start of a word there
    assert_english(at, "cước, tìm «red»")
    for c in RULES.cuoc:  # every gloss; the names without diacritics: their Vietnamese tests, and a few here
        for query in (c.gloss_en, *([ui.fold(c.name)] if c.order % 6 == 0 else [])):
            rerun(at, lambda a: a.text_input(key="cuoc_search").set_value(query))
            assert c.name in _cuoc_cards(at), (c.id, query)


def test_cuoc_worked_example_and_chart_in_english(progress_db):
    at = english_page("app_pages/cuoc.py")
    radio = at.radio(key="cuoc_example")
    assert "Chì bạch thủ chi, tám đỏ, 2 lèo (with gà)" in radio.options
    rerun(at, lambda a: a.radio(key="cuoc_example").set_value("Chì bạch thủ chi, tám đỏ, 2 lèo (có gà)"))
    assert_english(at, "cước, ví dụ 31 điểm")
    bars, waterfall = (pio.from_json(c.proto.spec, skip_invalid=True) for c in at.get("plotly_chart"))
    assert waterfall.data[0].x[-1] == 31  # seed 002: 31 điểm
    assert waterfall.layout.title.text == "Chì bạch thủ chi, tám đỏ, 2 lèo (with gà): 31 điểm (Classic)"
    assert {t.name for t in bars.data} == {"Classic", "Sanhrong"}
    assert bars.layout.xaxis.title.text == "Score"
    assert not leftover_words(bars.data[0].hovertemplate)


# ---------------------------------------------------------------- Thứ tự xướng: said in Vietnamese
@pytest.mark.parametrize("variant", ["classic", "sanhrong"])
def test_xuong_said_in_vietnamese_with_its_english_reading(variant, progress_db):
    example = {"thong": 1, "chi": 1, "dia_u": 1, "tam_do": 1, "leo": 2, "tom": 1}
    said = canonical(example, variant)
    at = english_page("app_pages/thu_tu_xuong.py", luat=variant)
    assert_english(at, f"thứ tự xướng ({variant})")
    assert f"### «{said.text}»" in headings(at)  # the phrase itself: Vietnamese, as at the table
    with language("en"):
        reading = xuong_reading(said.items, variant)
    assert reading.startswith("In English: *") and reading in [c.value for c in at.caption]
    vi = open_page("app_pages/thu_tu_xuong.py", luat=variant)
    assert f"### «{said.text}»" in headings(vi)
    assert not any(c.value.startswith(("In English", "Đọc bằng")) for c in vi.caption)


# ---------------------------------------------------------------- Thuật ngữ: bilingual, searchable
def _head(term: str) -> str:
    """A term as the English glossary heads it: its Vietnamese bracket left to the gloss (issue 27)."""
    return term.split(" (")[0]


def _terms_shown(at) -> list[str]:
    terms = {_head(t.term) for t in RULES.glossary}
    return [m.group(1) for h in headings(at) if (m := re.match(r"\*\*(.+?) — ", h)) and m.group(1) in terms]


def test_glossary_is_bilingual(progress_db):
    at = english_page("app_pages/thuat_ngu.py")
    texts = assert_english(at, "thuật ngữ")
    shown = headings(at)
    with language("en"):
        view = ui.learner_view(RULES)
        definitions = {t.id: text_of(t, "definition") for t in view.glossary}
    for t in RULES.glossary:
        # the term stays Vietnamese, glossed; its Vietnamese bracket («chắn (trò chơi)») left to the gloss (issue 27)
        assert f"**{t.term.split(' (')[0]} — {t.gloss_en}**" in shown, t.id
        assert definitions[t.id] in shown and definitions[t.id] != t.definition, t.id
    assert f"{len(RULES.glossary)}/{len(RULES.glossary)} terms" in body(texts)


@pytest.mark.parametrize("query, first", [
    ("pair", "chắn"), ("draw pile", "nọc"), ("cua chi", "cửa chì"), ("scoring pattern", "cước"),
    ("SUIT", "chất"), ("winner's declaration", "xướng"), ("chiu", "chíu"),
])
def test_glossary_search_in_english_words_or_vietnamese(query, first, progress_db):
    at = english_page("app_pages/thuat_ngu.py")
    rerun(at, lambda a: a.text_input(key="glossary_search").input(query))
    assert_english(at, f"thuật ngữ, tìm «{query}»")
    assert _terms_shown(at)[0] == first, _terms_shown(at)


def test_glossary_english_search_matches_at_the_start_of_words(progress_db):
    at = english_page("app_pages/thuat_ngu.py")
    rerun(at, lambda a: a.text_input(key="glossary_search").input("red"))
    shown = _terms_shown(at)
    assert {"chi chi", "quân đỏ"} <= set(shown)
    assert "lỗi" not in shown and "thông" not in shown  # «forbidden», «declared»


@full  # a sweep over the glossary
def test_every_term_found_by_its_gloss_and_its_name_without_diacritics(progress_db):
    at = english_page("app_pages/thuat_ngu.py")
    for t in RULES.glossary:
        for query in (t.gloss_en, ui.fold(t.term.split(" (")[0])):
            rerun(at, lambda a: a.text_input(key="glossary_search").set_value(query))
            assert _head(t.term) in _terms_shown(at), (t.id, query)
    rerun(at, lambda a: a.text_input(key="glossary_search").set_value("xyzzy"))
    assert at.info and not leftover_words(at.info[0].value)


@full  # a sweep over the glossary
def test_every_term_opened_from_a_lesson_in_english(progress_db):
    at = english_page("app_pages/thuat_ngu.py")
    with language("en"):
        view = ui.learner_view(RULES)
        definitions = {t.id: ui.learner_words(text_of(t, "definition")) for t in view.glossary}
    for t in RULES.glossary:
        at.query_params["tu"] = t.id
        rerun(at)
        assert f"You opened the word **{_head(t.term)} — {t.gloss_en}** from a lesson:" in headings(at), t.id
        assert definitions[t.id] in headings(at)
        assert_english(at, f"thuật ngữ «{t.term}»")


# ---------------------------------------------------------------- Chỗ các tài liệu khác nhau
@full  # a sweep over rules/decisions.yaml
def test_every_decision_found_by_its_english_topic(progress_db):
    at = english_page("app_pages/quyet_dinh.py")
    rerun(at, lambda a: a.toggle(key="quyet_dinh_only_option").set_value(True))
    assert_english(at, "quyết định, chỉ chỗ có tùy chọn")
    rerun(at, lambda a: a.toggle(key="quyet_dinh_only_option").set_value(False))
    with language("en"):
        view = ui.learner_view(RULES)
        topics = [text_of(d, "topic") for d in view.decisions]
    for d, topic in zip(RULES.decisions, topics):
        assert topic != d.topic
        rerun(at, lambda a: a.text_input(key="quyet_dinh_search").set_value(topic))
        assert (f"#### {topic}" in headings(at) or any(f"**{topic}**" in e.label for e in at.expander)), topic
        assert_english(at, f"quyết định «{d.id}»")


def test_decisions_search_game_words_without_diacritics_in_english(progress_db):
    at = english_page("app_pages/quyet_dinh.py")
    rerun(at, lambda a: a.text_input(key="quyet_dinh_search").input("noc 24"))
    assert "#### Number of cards in the nọc" in headings(at)  # a few hits: shown open
    assert "#### Number of cards in the deck" not in headings(at)
    texts = assert_english(at, "quyết định, tìm «noc 24»")
    assert "**The app uses:**" in body(texts)
    table = next(t.value for t in at.table if "What it says" in t.value.columns)
    assert list(table["Text"]) == ["Text 001 (full rules)", "Text 003 (sanhrong)"]
    assert not any(leftover_words(str(x)) for x in table["What it says"])
    rerun(at, lambda a: a.text_input(key="quyet_dinh_search").set_value("noc"))
    labels = [e.label for e in at.expander]
    assert any(lbl.startswith("**Number of cards in the nọc**") for lbl in labels)
    assert len([lbl for lbl in labels if lbl.startswith("**")]) < len(RULES.decisions)
