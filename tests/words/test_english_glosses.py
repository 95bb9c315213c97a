"""Names shown with their English gloss, and the glossary searched in English (issue 15).

Issue 15 item 4: the game's names stay Vietnamese in English text, with an English gloss a
reader sees — a hover title is not seen on a phone. This module checks the helper that writes a
name with its gloss (:mod:`learning.glosses`), the places testers found names listed bare
(lesson 6's summary, the glossary page's «Related lỗi», the xướng drill's 25 cước chips) and
the glossary search in English words («pair», «declare», «win», «score pattern») in both
languages. The walk over every English page lives in ``tests/words/test_english_glosses_pages.py``.
"""
from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from words.i18n import language
from chan_core.rules import load_rules
from learning import glosses as G
from learning.lessons import load_course
import ui
from tests.apptest_pages import open_page, page_texts
from words.i18n import text_of

RULES = load_rules()
LOI_GLOSS = {x.name: x.gloss_en for x in RULES.loi}
CUOC_GLOSS = {c.name: c.gloss_en for c in RULES.cuoc}


# ---------------------------------------------------------------- the helper
def test_with_gloss_names_each_kind_in_english_and_leaves_vietnamese_alone():
    with language("en"):
        assert G.with_gloss("Bỏ chắn ăn chắn") == "Bỏ chắn ăn chắn (taking as a chắn a card you passed up)"
        assert G.with_gloss("Ăn treo tranh") == "Ăn treo tranh (making a cạ when a chắn was possible)"  # glossary first
        assert "making a cạ when a chắn was possible" in G.glosses_of("Ăn treo tranh")  # … then the lỗi's
        assert G.with_gloss("Tám đỏ") == "Tám đỏ (exactly eight red cards)"
        assert G.with_gloss("cửu vạn") == "cửu vạn (9 of vạn)"
        assert G.with_gloss("chi chi") == f"chi chi ({G.gloss_of('chi chi')})"
        assert G.with_gloss("dịch") == "dịch (the points a cước adds when it is not the top one)"
        assert G.with_gloss("Thông", "my own gloss") == "Thông (my own gloss)"
        assert G.with_gloss("không phải tên") == "không phải tên"  # unknown: as it is
        assert G.glossed_list(["làng", "ù báo"]) == ("làng (all the players at the table), "
                                                     "ù báo (winning after an earlier fault: a fine)")
    with language("vi"):
        assert G.with_gloss("Ăn treo tranh") == "Ăn treo tranh"
        assert G.glossed_list(["làng", "ù báo"]) == "làng, ù báo"


def test_a_gloss_with_a_comma_makes_the_list_use_semicolons():
    with language("en"):
        shown = G.glossed_list(["quân đỏ", "làng"])
    assert shown == "quân đỏ (a red card, one of the 20 in the deck); làng (all the players at the table)"


def test_every_name_has_a_short_gloss_without_brackets():
    """The gloss goes in brackets after the name: a bracket inside it would nest («(… (…))»)."""
    names = G.names()
    kinds = {n.kind for n in names}
    assert {"term", "cuoc", "loi", "penalty", "fault", "card", "mau_binh"} <= kinds
    assert len({n.key for n in names if n.kind == "loi"}) == 18 and len({n.key for n in names if n.kind == "cuoc"}) == 25
    for n in names:
        assert n.gloss.strip() and len(n.gloss) <= 60, n
        assert "(" not in n.gloss and ")" not in n.gloss, n
        assert not n.gloss.endswith("."), n


@given(st.sampled_from(G.names()))
def test_with_gloss_of_any_name(name):
    with language("en"):
        shown = G.with_gloss(name.name)
        assert shown.startswith(name.name + " (") and shown.endswith(")")
        assert re.sub(r" \[[^]]*\]", "", shown[len(name.name) + 2:-1]) in G.glosses_of(name.name)  # a card's reading aside
        assert [w for _s, _e, w in G.find_names(shown)][0].casefold() == name.name.casefold()
    with language("vi"):
        assert G.with_gloss(name.name) == name.name


# ---------------------------------------------------------------- English words in a search
@pytest.mark.parametrize("word, text, found", [
    ("declare", "the winner's declaration", True), ("declared", "declaring a cước", True),
    ("score", "a scoring pattern", True), ("pairs", "a pair of identical cards", True),
    ("winning", "two players win on one card", True), ("win", "winning the round", True),
    ("take", "taking two chắn", True), ("red", "a red card", True),
    ("red", "declared", False), ("red", "forbidden", False), ("pair", "repair", False),
])
def test_english_word_match(word, text, found):
    assert (G.english_word_match(word, [text]) is not None) is found


@given(st.sampled_from(sorted({w for n in G.names() for w in re.findall(r"[a-z]{4,}", n.gloss)})),
       st.sampled_from(["", "s", "ed", "ing", "er"]))
def test_a_gloss_word_is_found_by_its_other_forms(word, ending):
    """Any English word of a gloss is found by the word typed with a usual ending, and by the
    word itself (the search meets the reader's wording halfway)."""
    typed = (word[:-1] if word.endswith("e") and ending in ("ed", "ing", "er") else word) + ending
    assert G.english_word_match(G.fold(typed), [word]) is not None or G.english_word_match(
        G.fold(word), [typed]) is not None, (typed, word)


# ---------------------------------------------------------------- lesson summaries list names with glosses
def _listed_names(text: str) -> list[str]:
    return [w for _s, _e, w in G.find_names(re.sub(r"[*_]", "", text))]


@pytest.mark.parametrize("lesson", load_course(), ids=lambda x: x.id)
def test_every_cuoc_and_loi_a_lesson_summary_names_is_glossed(lesson):
    """Issue 15 testers: lesson 6's summary listed the lỗi names with no English. Every cước or
    lỗi name in an English summary is followed by its gloss (the summary shows on every step)."""
    with language("en"):
        text = re.sub(r"[*_]", "", text_of(lesson, "summary"))
    for name in _listed_names(text):
        kinds = {n.kind for n in G.names() if n.name.casefold() == name.casefold()}
        if "term" in kinds or not kinds & {"cuoc", "loi"}:
            continue  # glossary words are glossed where the lesson teaches them
        after = text[text.casefold().index(name.casefold()) + len(name):]
        assert any(after.startswith(f" ({g}") for g in G.glosses_of(name)), (lesson.id, name, after[:60])


def test_lesson_6_summary_glosses_its_six_loi():
    lesson = next(x for x in load_course() if x.id == "loi-nhom-a")
    with language("en"):
        text = re.sub(r"[*_]", "", text_of(lesson, "summary"))
    for n in (0, 1, 2, 3, 4, 5):
        loi = RULES.loi[n]
        assert f"{loi.name.lower()} ({loi.gloss_en})" in text.lower(), loi.name
    assert re.sub(r"[*_]", "", lesson.summary) == lesson.summary  # the Vietnamese summary is untouched


# ---------------------------------------------------------------- the glossary page
def _glossary(lang: str):
    with language(lang):
        return open_page("app_pages/thuat_ngu.py", **({"lang": "en"} if lang == "en" else {}))


def _headings(at) -> list[str]:
    """The terms shown, in the order the page lists them (row by row: AppTest's order is the
    reading order a phone shows when the two columns stack)."""
    heads = [m.value for m in at.markdown if m.value.startswith("**") and (" — " in m.value or m.value.count("**") == 2)]
    terms = {t.term for t in RULES.glossary}
    got = [re.match(r"\*\*(.+?)(?: — .*)?\*\*$", h) for h in heads]  # not the Mậu binh names' box
    return [g.group(1) for g in got if g and g.group(1) in terms]


def test_related_loi_and_see_also_are_glossed_in_english_only():
    with language("en"):
        at = _glossary("en")
        caps = " ".join(c.value for c in at.caption)
    for loi in RULES.loi[6:18]:
        assert f"{loi.number} — {loi.name} ({loi.gloss_en})" in caps, loi.number
    assert "See also: ù báo (winning after an earlier fault: a fine), làng (all the players at the table)" in caps
    assert not re.search(r"\([^()]*\([^()]*\)[^()]*\)", caps)  # no bracket in a bracket
    at = _glossary("vi")
    caps = " ".join(c.value for c in at.caption)
    assert "Lỗi liên quan: 6 (Bỏ chắn ăn chắn), 7 (Bỏ chắn ăn cạ), 8 (Bỏ cạ ăn cạ)" in caps  # Vietnamese as before
    assert "Xem thêm: ù báo, làng" in caps


SEARCHES = [
    ("en", "pair", {"chắn", "cạ"}, "chắn"),
    ("vi", "declare", {"xướng"}, "xướng"),
    ("vi", "win", {"ù"}, "ù"),
    ("en", "score pattern", {"cước"}, "cước"),
    ("vi", "scoring patterns", {"cước"}, "cước"),
    ("en", "draw pile", {"nọc"}, "nọc"),
    ("en", "penalty", {"báo", "ù báo", "ù láo", "nghỉ ăn tiền", "lỗi"}, None),  # the app writes "penalty: …"
    ("vi", "cua chi", {"cửa chì"}, "cửa chì"),  # Vietnamese without diacritics still first
]


def _search(query: str, lang: str) -> list[str]:
    """The terms the glossary page lists for ``query``, in its order."""
    with language(lang):
        at = _glossary(lang)
        at.text_input(key="glossary_search").set_value(query).run()
        return _headings(at)


@pytest.mark.parametrize("lang, query, wanted, first", SEARCHES)
def test_glossary_search_in_english_words(lang, query, wanted, first, progress_db):
    """Issue 15 testers: typing an English word finds the entries whose English gloss (in both languages) or
    English definition has it, the best match first."""
    shown = _search(query, lang)
    assert wanted <= set(shown), (query, shown)
    assert first is None or shown[0] == first, (query, shown)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_glossary_search_keeps_the_diacritics_typed(lang, progress_db):
    """Tester: «gà» also listed the terms whose English mentions «game». The glossary searches as the other
    reference pages do (``ui.search_match``): a word typed with diacritics keeps them, at a word's start, and both
    tone placements read alike («hòa»/«hoà»)."""
    gà = _search("gà", lang)
    assert {"gà", "gà rộng, gà hẹp"} <= set(gà) and "chắn (trò chơi)" not in gà, gà
    assert _search("hòa", lang) == _search("hoà", lang) == ["hòa"]


def test_glossary_search_finds_every_term_by_every_word_of_its_gloss():
    """Property over the glossary: each word (4+ letters) of a term's English gloss, and the same
    word with a usual English ending, finds that term."""
    misses = []
    for t in RULES.glossary:
        for word in re.findall(r"[A-Za-z]{4,}", t.gloss_en):
            base = not word.lower().endswith(("s", "ing", "ed", "y"))
            for typed in (word, word + "s", word.lower().rstrip("e") + "ing") if base else (word,):
                if not ui.search_match(typed, t.term, gloss=t.gloss_en):
                    misses.append((t.term, typed))
    assert not misses


# ---------------------------------------------------------------- the xướng drill's chips
def _chip_texts(lang: str):
    with language(lang):
        at = open_page("app_pages/luyen_xuong.py", **({"lang": "en"} if lang == "en" else {}), seed=504784, level=1)
        chips = [b.label for b in at.button if (b.key or "").startswith("lx_chip_")]
        visible = " ".join(t for k, f, t in page_texts(at) if f != "help" and k != "Button")
    return chips, visible


def test_xuong_chips_show_every_english_reading_visibly(progress_db):
    chips, visible = _chip_texts("en")
    assert len(chips) == 25  # every cước of the classic rules
    plain = re.sub(r" \((?:[1-9] of \w+|the 1, no suit)\)", "", visible)  # the cards' readings aside
    for name in chips:  # the chip stays the Vietnamese name said at the table …
        assert name in CUOC_GLOSS
        assert f"**{name}** — {CUOC_GLOSS[name]}" in plain, name  # … its English reading is on the page
    assert "**Tôm** — one each of tam vạn (3 of vạn), tam sách (3 of sách) and thất văn (7 of văn)" in visible


def test_xuong_chips_have_no_legend_in_vietnamese(progress_db):
    chips, visible = _chip_texts("vi")
    assert len(chips) == 25
    assert not any(g in visible for g in CUOC_GLOSS.values())


def test_penalties_on_the_practice_table_and_in_checks_carry_their_gloss_in_english():
    """Issue 15 re-check: «Penalty: Nghỉ ăn tiền.» on the practice table and in lesson checks
    named the penalty with no English; now each carries its ``gloss_en`` (rules/loi.yaml)."""
    from words.i18n import language
    from learning.checks import _penalty_text
    from ui.table import penalty_words

    for p in RULES.penalty_classes:
        with language("en"):
            want = f"{p.name} ({p.gloss_en})"
            assert penalty_words({"penalty": p.id}) == want
            assert penalty_words({"penalty": p.id, "penalty_name": p.name}) == want
            assert _penalty_text({"penalty": p.id, "penalty_name": p.name}) == want
        with language("vi"):
            assert penalty_words({"penalty": p.id}) == p.name == _penalty_text({"penalty": p.id})


def test_u_bon_gloss_is_not_circular():
    """«Ù bòn» is glossed without the word «bòn» it explains: the drawn card is the fourth copy of a card
    the winner already took a chắn of (seed 001 §V mục 9–10: ăn bòn takes two chắn of one card)."""
    g = RULES.cuoc_by_id("u_bon").gloss_en
    assert "bòn" not in g.lower() and "fourth" in g and "chắn" in g, g
    with language("en"):
        summaries = [text_of(x, "summary") for x in load_course() if "ù bòn" in text_of(x, "summary").lower()]
    assert all(f"*ù bòn* ({g})" in s for s in summaries), summaries  # a summary naming it glosses it so


def _names(text: str) -> set[str]:
    return {name.casefold() for _s, _e, name in G.find_names(re.sub(r"[*_]", "", text))}


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("lesson_id", ["cuoc-trong-bai", "cuoc-cach-u"])
def test_lessons_8_and_9_summaries_are_short_and_name_only_words_already_met(lesson_id, lang):
    """Lessons 8 and 9's English summaries (under the title on every step, read on a phone) glossed each cước
    name the Vietnamese lists: 390 and 800 characters. Each says what the Vietnamese says in at most three times
    its length and names only what the Vietnamese summary or the title names, or an earlier lesson taught."""
    course = load_course()
    lesson = next(x for x in course if x.id == lesson_id)
    with language(lang):
        text = re.sub(r"[*_]", "", text_of(lesson, "summary"))
        met = _names(text_of(lesson, "title")).union(*(_names(text_of(s, "text")) for x in course
                                                        if x.order < lesson.order for s in x.sections))
    assert len(text) <= 3 * len(lesson.summary), len(text)
    if lang == "vi":
        assert text == lesson.summary
    assert _names(text) <= _names(lesson.summary) | met, (_names(text) - _names(lesson.summary) - met)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_lesson_12_summary_is_short_and_still_glosses_its_names(lang):
    """Testers: lesson 12's English summary, shown under the title on every step, was a 480-character wall (each
    name with its whole glossary gloss). It says the Vietnamese saying's three rules in at most three times its
    length, each lỗi and penalty name still followed by a short English gloss in brackets."""
    lesson = next(x for x in load_course() if x.id == "an-tien-bao")
    with language(lang):
        text = re.sub(r"[*_]", "", text_of(lesson, "summary"))
    assert len(text) <= 3 * len(lesson.summary), len(text)
    if lang == "vi":
        assert text == lesson.summary and "Treo tranh, trái vỉ nghỉ ăn tiền" in text
        return
    for name in ("trái vỉ", "nghỉ ăn tiền", "ù láo", "ù báo", "tám đỏ"):
        assert re.search(rf"{name} \([^)]+\)", text, re.I), (name, text)
