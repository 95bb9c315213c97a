"""Issue 17 item 6: learners read words, not codes.

* Sources read «Luật đầy đủ (tài liệu 001), mục IV», never «seed 001 §IV»
  (``ui.source_text`` / ``ui.source_short`` / ``ui.learner_words``), for every source the
  rules, lessons and drills cite.
* Lesson text (sections, prompts, options, hints, explanations) names cards in words, has no
  «seed», «§» or «A (ghế 0)».
* The engine's lỗi explanations name cards in words (``cửu vạn``, not ``cửu vạn (9V)``).
* A box that takes card codes has the legend V = vạn, N = văn, S = sách, CC = chi chi beside it.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from words import say
import yaml
from hypothesis import given
from hypothesis import strategies as st

import ui
from chan_core.scenario import load_file
from learning.lessons import load_course

ROOT = Path(__file__).resolve().parents[2]
TEAM = re.compile(r"\bseeds?\b|§", re.IGNORECASE)
CODE = re.compile(r"(?<![\w/])(?:[2-9][VNS]|CC)(?![\w/])")


# ---------------------------------------------------------------- sources
@pytest.mark.parametrize("source, text", [
    ({"seed": "001", "section": "IV. LUẬT ĐÁNH BÀI — Ăn"}, "Nguồn: Luật đầy đủ (tài liệu 001), mục IV: Luật đánh bài — Ăn"),
    ({"seed": "001", "section": "§V (Xướng, thứ tự xướng)"}, "Nguồn: Luật đầy đủ (tài liệu 001), mục V (Xướng, thứ tự xướng)"),
    ({"seed": "001", "section": "V.18 Bạch thủ chi (chú ý)"}, "Nguồn: Luật đầy đủ (tài liệu 001), mục V.18: Bạch thủ chi (chú ý)"),
    ({"seed": "002", "section": "VI) Ăn tiền, báo"}, "Nguồn: Bài tính điểm (tài liệu 002), mục VI: Ăn tiền, báo"),
    ("001 §IV, lỗi 1 (ví dụ của seed)", "Nguồn: Luật đầy đủ (tài liệu 001), mục IV, lỗi 1 (ví dụ của tài liệu)"),
    ([{"seed": "001", "section": "I. BỘ BÀI"}, {"seed": "001", "section": "II. CHIA BÀI"}],
     "Nguồn: Luật đầy đủ (tài liệu 001), mục I: Bộ bài; mục II: Chia bài"),
    ({"seed": "quyết định", "section": "seed 001 §II không nói"}, "Nguồn: quyết định: tài liệu 001, mục II không nói"),
])
def test_source_text_in_the_learners_words(source, text):
    assert ui.source_text(source) == text


@pytest.mark.parametrize("text, words", [
    ("001 §V mục 1: tùy làng cho ù xuông hay không.", "tài liệu 001, mục V.1: tùy làng cho ù xuông hay không."),
    ("Seed 003 gọi là \"nhường dưới\".", "Tài liệu 003 gọi là \"nhường dưới\"."),
    ("(001 §VII, xướng sai, xướng thiếu)", "(tài liệu 001, mục VII, xướng sai, xướng thiếu)"),
    ("Seed 001 §VII xếp bỏ ù vào nhóm nghỉ ăn tiền; seed 002 §VI.1 không nhắc",
     "Tài liệu 001, mục VII xếp bỏ ù vào nhóm nghỉ ăn tiền; tài liệu 002, mục VI.1 không nhắc"),
    ("Không có gì để đổi.", "Không có gì để đổi."),
])
def test_learner_words(text, words):
    assert ui.learner_words(text) == words


_PIECES = st.sampled_from(["seed", "Seed", "seeds", "§", "§IV", "§ V", "001", "002 §VI.1", " mục 3", " ",
                           ", ", "IV.", "LUẬT ĐÁNH BÀI", "—", "(", ")", "Lèo", "ù", "seed 003", "001 §"])


@given(st.lists(_PIECES, max_size=12).map("".join))
def test_no_team_wording_survives(text):
    """Whatever mix of «seed», «§» and numbers a data text holds, the learner reads neither."""
    assert not TEAM.search(ui.learner_words(text))
    assert not TEAM.search(ui.source_text({"seed": "001", "section": text}))
    assert not TEAM.search(ui.source_short({"seed": "001", "section": text}))


def _all_sources():
    """Every ``source`` cited in rules/*.yaml, lessons and drill files."""
    found = []

    def walk(x):
        if isinstance(x, dict):
            for k, v in x.items():
                if k in ("source", "sources") and isinstance(v, (dict, list, str)):
                    found.append(v)
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    for p in sorted((ROOT / "rules").glob("*.yaml")) + sorted((ROOT / "lessons").rglob("*.yaml")):
        walk(yaml.safe_load(p.read_text(encoding="utf-8")))
    return found


def test_every_cited_source_reads_without_seed_or_section_sign():
    sources = _all_sources()
    assert len(sources) > 100
    bad = [(s, ui.source_text(s)) for s in sources if TEAM.search(ui.source_text(s))]
    assert not bad, bad[:5]


# ---------------------------------------------------------------- lesson text
def _lesson_texts(lesson):
    yield "summary", lesson.summary
    yield from (("goal", g) for g in lesson.goals)
    for s in lesson.sections:
        yield "heading", s.heading
        yield "text", s.text
        yield from (("caption", g.caption) for g in [*s.cards, *s.pictures])
        if s.replay is not None:
            yield from (("replay", m.get("note", "")) for m in s.replay.moves)
    ex = lesson.example
    yield from (("example", x) for x in (ex.title, ex.text, ex.after))
    for c in lesson.checks:
        yield from ((f"check {c.id}", x) for x in (c.prompt, c.hint, c.explain, *c.labels.values()))


@pytest.mark.parametrize("lesson", load_course(), ids=lambda x: x.id)
def test_lesson_text_has_words_not_codes(lesson):
    bad = [(where, t) for where, t in _lesson_texts(lesson)
           if TEAM.search(t) or CODE.search(t) or re.search(r"\(ghế \d", t)]
    assert not bad, bad


def test_lesson_text_has_no_accidental_list_item():
    """A line of lesson text starting with «+» or a number and «)» becomes a markdown list
    item (issue 17: lesson 11's «+ 2 × dịch tôm» turned into a bullet)."""
    bad = [(lesson.id, where, ln) for lesson in load_course() for where, t in _lesson_texts(lesson)
           for ln in t.splitlines() if re.match(r"^\s*[+*]\s", ln)]
    assert not bad, bad



def _strings(x):
    """Every string in a dumped lesson (both languages: the ``_en`` twins are fields too)."""
    if isinstance(x, str):
        yield x
    elif isinstance(x, dict):
        for v in x.values():
            yield from _strings(v)
    elif isinstance(x, (list, tuple)):
        for v in x:
            yield from _strings(v)


def test_lesson_text_names_a_step_by_its_heading_not_its_number():
    """Lesson 4's numbered list 1.–4. said «như ở bước 3» / «as in step 3», meaning the step «Ăn và dưới»: the
    learner read item 3 of that list. A text points at a step by its heading, in Vietnamese and in English."""
    bad = [(lesson.id, t) for lesson in load_course() for t in _strings(lesson.model_dump())
           if re.search(r"\b(?:bước|step)\s+\d", t, re.IGNORECASE)]
    assert not bad, bad


# ---------------------------------------------------------------- engine explanations
def test_loi_explanations_name_cards_in_words():
    from chan_core.history import parse_event
    from chan_core.loi import judge_history

    checked = 0
    for p in sorted((ROOT / "lessons/drills/an_hay_khong").glob("*.yaml")):
        for sc in load_file(p):
            res = judge_history(sc["hand"], sc.get("history") or [], sc["action"])
            for e in (say(x, lang) for x in res.explanations for lang in ("vi", "en")):
                checked += 1
                assert not CODE.search(e), (sc["id"], e)
            parse_event(sc["action"])
    assert checked >= 18


# ---------------------------------------------------------------- the code legend
def test_code_legend_names_every_suit():
    for word in ("V** = vạn", "N** = văn", "S** = sách", "CC** = chi chi"):
        assert word in ui.CODE_LEGEND


def test_card_picker_shows_the_code_legend(progress_db):
    from apptest_pages import open_page

    at = open_page("app_pages/phan_tich_bai.py")
    assert ui.CODE_LEGEND in [c.value for c in at.caption]


# ---------------------------------------------------------------- the same in English (issue 15)
from words.i18n import language  # noqa: E402
from tests.english_check import vietnamese_leaks  # noqa: E402

VI_TEAM_WORDS = re.compile(r"tài liệu|\bmục\b|Nguồn|Luật đầy đủ|quyết định", re.IGNORECASE)


@pytest.mark.parametrize("source, text", [
    ({"seed": "001", "section": "IV. LUẬT ĐÁNH BÀI — Ăn"},  # a game name under the title: said, with its gloss
     "Source: Full rules (text 001), section IV: rules of play — Ăn (taking a discarded or drawn card to make a chắn or cạ)"),
    ({"seed": "001", "section": "§V (Xướng, thứ tự xướng)"},
     "Source: Full rules (text 001), section V (the xướng and its order)"),
    ({"seed": "001", "section": "V.18 Bạch thủ chi (chú ý)"},
     "Source: Full rules (text 001), section V.18: Bạch thủ chi (bạch thủ won on a chi chi [the 1, no suit]; note)"),
    ({"seed": "001", "section": "V. Cước, mục 15 (Lèo)"}, "Source: Full rules (text 001), section V: cước, item 15: Lèo (one "
                                                           "each of cửu vạn [9 of vạn], bát sách [8 of sách] and chi chi [the 1, no suit])"),
    ({"seed": "002", "section": "VI) Ăn tiền, báo"}, "Source: Scoring guide (text 002), section VI: payment and báo"),
    ("001 §IV, lỗi 1 (ví dụ của seed)", "Source: Full rules (text 001), section IV: lỗi 1"),
    ([{"seed": "001", "section": "I. BỘ BÀI"}, {"seed": "001", "section": "II. CHIA BÀI"}],
     "Source: Full rules (text 001), section I: the deck; section II: dealing"),
    ({"seed": "quyết định", "section": "seed 001 §II không nói"}, "Source: the app's decision: text 001, section II"),
    ({"seed": "quyết định", "section": "Biến thể và tùy chọn luật làng"},
     "Source: the app's decision: variants and table options"),
    ({"seed": "003", "section": "Quá trình chơi — Ù"},
     "Source: Rules of the sanhrong game site (text 003), the course of play — Ù (winning the hand)"),
    ("001 §V.18 (chú ý): ù chi chỉ được phép ù bạch thủ chi; 003 «Chi Chi chỉ ù bạch thủ»",
     "Source: Full rules (text 001), section V.18; text 003"),
])
def test_source_text_in_english(source, text):
    """The badge names the document in English with the section's number and, for the seeds'
    numbered sections, their title in English (issue 27 item 2: the titles were dropped)."""
    with language("en"):
        assert ui.source_text(source) == text


@pytest.mark.parametrize("text, words", [
    ("001 §V mục 1: a village rule.", "text 001, section V.1: a village rule."),
    ("Seed 003 calls it \"nhường dưới\".", "Text 003 calls it \"nhường dưới\"."),
    ("(001 §VII, xướng sai, xướng thiếu)", "(text 001, section VII, xướng sai, xướng thiếu)"),
    ("Seed 001 §VII puts it in nghỉ ăn tiền; seed 002 §VI.1 does not mention it",
     "Text 001, section VII puts it in nghỉ ăn tiền; text 002, section VI.1 does not mention it"),
    ("Both seeds agree.", "Both texts agree."),
    ("Nothing to change.", "Nothing to change."),
])
def test_learner_words_in_english(text, words):
    with language("en"):
        assert ui.learner_words(text) == words


def test_learner_words_follows_the_language_of_the_moment():
    """One process serves both languages: the same call gives each its words."""
    text = "seed 001 §IV"
    with language("en"):
        assert ui.learner_words(text) == "text 001, section IV"
    assert ui.learner_words(text) == "tài liệu 001, mục IV"
    with language("vi"):
        assert ui.doc_name("001") == "Luật đầy đủ (tài liệu 001)"
    with language("en"):
        assert ui.doc_name("001") == "Full rules (text 001)" and ui.doc_name("001", short=True) == "Full rules (001)"


@given(st.lists(_PIECES, max_size=12).map("".join))
def test_no_team_or_vietnamese_citation_words_in_english(text):
    """Whatever mix of «seed», «§», numbers and Vietnamese titles a source holds, the English
    reader reads neither the team's words nor the Vietnamese ones (tài liệu, mục, Nguồn)."""
    with language("en"):
        assert not TEAM.search(ui.learner_words(text))  # the rest of an English text is left as it is
        for out in (ui.source_text({"seed": "001", "section": text}),
                    ui.source_short({"seed": "001", "section": text}),
                    ui.source_text({"seed": "quyết định", "section": text})):
            assert not TEAM.search(out), out
            assert not VI_TEAM_WORDS.search(out), out


def test_every_cited_source_reads_in_english_without_vietnamese():
    """Every source the rules, lessons and drills cite, as the English badge and table cell
    show it: no Vietnamese word besides the game's terms (tests/english_check.py)."""
    sources = [s for s in _all_sources() if s not in ("boc", "danh")]  # those two: a win's game source
    with language("en"):
        texts = [("Caption", "source", ui.source_text(s)) for s in sources]
        texts += [("Dataframe", "source", ui.source_short(s)) for s in sources]
    assert all(t for _k, _f, t in texts), [s for s, (_k, _f, t) in zip(sources, texts) if not t]
    assert vietnamese_leaks(texts) == []


def test_learner_view_is_kept_per_language():
    """``ui.learner_view`` keeps its copy of a rules model per language: a Vietnamese page
    never shows the English wording, nor the other way round."""
    from chan_core.rules import load_rules

    rules = load_rules()
    vi = ui.learner_view(rules)
    with language("en"):
        en = ui.learner_view(rules)
        assert ui.learner_view(rules) is en
    assert ui.learner_view(rules) is vi and en is not vi
    dump_vi, dump_en = vi.model_dump_json(), en.model_dump_json()
    shown_vi = re.sub(r'"\w+_en":"(?:[^"\\]|\\.)*"', "", dump_vi)  # the English twins are kept beside, not shown
    assert "tài liệu 0" in shown_vi and "text 0" not in shown_vi
    assert "text 0" in dump_en


def test_code_legend_in_english():
    with language("en"):
        legend = ui._(ui.CODE_LEGEND)
    assert legend != ui.CODE_LEGEND
    for word in ("**V** = *vạn*", "**N** = *văn*", "**S** = *sách*", "**CC** = *chi chi*", "9 of vạn"):
        assert word in legend
    assert vietnamese_leaks([("Caption", "body", legend)]) == []
