"""Tester (session 20): an English source line dropped parts of the Vietnamese one — the headings of texts 002 and 003
(«Cách tính điểm», «bảng điểm sanhrong»), a title's note in brackets, what follows «—» (cước and lỗi numbers, a game
name), then quoted seed words («Trả cửa ("Chíu dành ưu tiên hơn Ăn")»), the «(Ù)» after «Đánh bài», a second heading
after a comma («Ù láo, ù báo») and the free-text notes of the team decisions. Each part is now said in English: a
heading or note by its English, a game name glossed, quoted seed words kept with their English, a team note said whole,
numbers as written; the Vietnamese line is unchanged."""
from __future__ import annotations

import re

import pytest

from pydantic import BaseModel

from chan_core.rules import load_rules
from chan_core.rules.base import Source
from learning.lessons import load_course
from ui.feedback import source_text
from words.i18n import language

SAID = [  # (seed, section, the Vietnamese line after «Nguồn: », the English after «Source: »)
    ("001", "VI. Tính điểm; VIII. Gà (003: bảng điểm sanhrong)",
     "Luật đầy đủ (tài liệu 001), mục VI: Tính điểm; mục VIII: Gà (003: bảng điểm sanhrong)",
     "Full rules (text 001), section VI: scoring; section VIII: gà, text 003: the sanhrong points table"),
    ("002", "Cách tính điểm; VI) Ăn tiền, báo", "Bài tính điểm (tài liệu 002), Cách tính điểm; mục VI: Ăn tiền, báo",
     "Scoring guide (text 002), how points are counted; section VI: payment and báo"),
    ("001", "VI. TÍNH ĐIỂM; VIII. GÀ (002: Cách tính điểm; 003: Tính điểm)",
     "Luật đầy đủ (tài liệu 001), mục VI: Tính điểm; mục VIII: Gà (002: Cách tính điểm; 003: Tính điểm)",
     "Full rules (text 001), section VI: scoring; section VIII: gà, text 002: how points are counted; text 003: scoring"),
    ("001", "V. CƯỚC XƯỚNG — Cước 1, 11–16, 19", "Luật đầy đủ (tài liệu 001), mục V: Cước xướng — Cước 1, 11–16, 19",
     "Full rules (text 001), section V: cước and the xướng — cước 1, 11–16, 19"),
    ("001", "IV. LUẬT ĐÁNH BÀI — B (6–9), C (10–13), D (14–17)",
     "Luật đầy đủ (tài liệu 001), mục IV: Luật đánh bài — B (6–9), C (10–13), D (14–17)",
     "Full rules (text 001), section IV: rules of play — B (6–9), C (10–13), D (14–17)"),
    ("001", "V. CƯỚC XƯỚNG — 13. Bạch định (20 quân đỏ)",
     "Luật đầy đủ (tài liệu 001), mục V: Cước xướng — 13. Bạch định (20 quân đỏ)",
     "Full rules (text 001), section V: cước and the xướng — 13. Bạch định (no red card at all; 20 red cards)"),
    ("003", "Tính điểm thắng thua trong game (Gà)",
     "Luật trang chơi sanhrong (tài liệu 003), Tính điểm thắng thua trong game (Gà)",
     "Rules of the sanhrong game site (text 003), scoring wins and losses (gà)"),
    ("001", 'IV. ĐÁNH BÀI — Trả cửa ("Chíu dành ưu tiên hơn Ăn")',
     'Luật đầy đủ (tài liệu 001), mục IV: Đánh bài — Trả cửa ("Chíu dành ưu tiên hơn Ăn")',
     'Full rules (text 001), section IV: playing — Trả cửa (after a chíu, discarding into the same spot; "a chíu goes '
     'before an ăn")'),
    ("001", "IV. ĐÁNH BÀI (Ù); V. CƯỚC", "Luật đầy đủ (tài liệu 001), mục IV: Đánh bài (Ù); mục V: Cước",
     "Full rules (text 001), section IV: playing (Ù); section V: cước"),
    ("quyết định", "seed 001 §II chỉ nói trường hợp 3 và 4 người",
     "quyết định: tài liệu 001, mục II chỉ nói trường hợp 3 và 4 người",
     "the app's decision: text 001, section II speaks only of 3 and 4 players"),
    ("quyết định", "seed 001 §II không nói; đếm 1, 5, 9 trên 4 người về người bốc",
     "quyết định: tài liệu 001, mục II không nói; đếm 1, 5, 9 trên 4 người về người bốc",
     "the app's decision: text 001, section II does not say; counting 1, 5, 9 round 4 players comes back to the "
     "drawer"),
    ("quyết định", 'theo 001 §V và ví dụ "ù bòn chì bạch thủ" ở 001 §VIII',
     'quyết định: theo tài liệu 001, mục V và ví dụ "ù bòn chì bạch thủ" ở tài liệu 001, mục VIII',
     'the app\'s decision: after text 001, section V and the example "ù bòn chì bạch thủ" (a win with bòn, chì and '
     'bạch thủ) in text 001, section VIII'),
    ("quyết định", "Ù kết thúc ván (001 §IV Ù); seed không nói ù với chíu ai trước",
     "quyết định: Ù kết thúc ván (tài liệu 001, mục IV Ù); tài liệu không nói ù với chíu ai trước",
     "the app's decision: ù ends the hand (text 001, section IV: Ù); the texts do not say whether ù or chíu comes "
     "first"),
    ("quyết định", "Biến thể và tùy chọn luật làng", "quyết định: Biến thể và tùy chọn luật làng",
     "the app's decision: variants and table options"),
    ("001", "IV. ĐÁNH BÀI — Ù; V.8 Chíu ù", "Luật đầy đủ (tài liệu 001), mục IV: Đánh bài — Ù; V.8 Chíu ù",  # under «—»
     "Full rules (text 001), section IV: playing — Ù (winning the hand); section V.8: Chíu ù (winning with a chíu)"),
    ("001", "VII (Xướng sai, xướng thiếu, báo)", "Luật đầy đủ (tài liệu 001), mục VII (Xướng sai, xướng thiếu, báo)",
     "Full rules (text 001), section VII (Xướng sai, xướng thiếu, báo)"),  # game names in a note: as written
    ("001", "VII. Ù láo, ù báo", "Luật đầy đủ (tài liệu 001), mục VII: Ù láo, ù báo",  # each of two headings
     "Full rules (text 001), section VII: Ù láo (calling ù without a winning hand), ù báo (winning after an earlier "
     "fault: a fine)"),
    ("001", "VII. Xướng sai, xướng thiếu", "Luật đầy đủ (tài liệu 001), mục VII: Xướng sai, xướng thiếu",
     "Full rules (text 001), section VII: Xướng sai (declaring a cước you do not have), xướng thiếu (leaving out a "
     "cước you have)"),
    ("001", "IV. LUẬT ĐÁNH BÀI, B", "Luật đầy đủ (tài liệu 001), mục IV: Luật đánh bài, B",
     "Full rules (text 001), section IV: rules of play, B"),
    ("001", 'I. BỘ BÀI; V. "Chắn (bí tứ)"', 'Luật đầy đủ (tài liệu 001), mục I: Bộ bài; mục V: "Chắn (bí tứ)"',
     'Full rules (text 001), section I: the deck; section V: "Chắn (bí tứ)" (the card game itself)'),
    ("003", "Xướng ù — 1. Thứ tự ưu tiên các cước",
     "Luật trang chơi sanhrong (tài liệu 003), Xướng ù — 1. Thứ tự ưu tiên các cước",
     "Rules of the sanhrong game site (text 003), the winner's xướng — 1. the order of precedence of the cước"),
    # session 21: after a numbered section's title, each part — the title, the item, its name, the note, the group
    ("001", "V. Cước, mục 18 (Bạch thủ chi), chú ý", "Luật đầy đủ (tài liệu 001), mục V: Cước, mục 18 (Bạch thủ chi), chú ý",
     "Full rules (text 001), section V: cước, item 18: Bạch thủ chi (bạch thủ won on a chi chi [the 1, no suit]), note"),
    ("001", "V. Cước, chú ý sau mục 24", "Luật đầy đủ (tài liệu 001), mục V: Cước, chú ý sau mục 24",
     "Full rules (text 001), section V: cước, note after item 24"),
    ("001", "V. Cước, mục 7, 9, 11, 15", "Luật đầy đủ (tài liệu 001), mục V: Cước, mục 7, 9, 11, 15",
     "Full rules (text 001), section V: cước, items 7, 9, 11, 15"),
    ("001", "IV. LUẬT ĐÁNH BÀI, A, lỗi 1", "Luật đầy đủ (tài liệu 001), mục IV: Luật đánh bài, A, lỗi 1",
     "Full rules (text 001), section IV: rules of play, A, lỗi 1"),
]


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("seed, section, vi, en", SAID)
def test_each_part_of_a_source_is_said_in_both_languages(lang, seed, section, vi, en):
    with language(lang):
        said = source_text({"seed": seed, "section": section})
    assert said == (f"Nguồn: {vi}" if lang == "vi" else f"Source: {en}")


def test_every_lesson_foot_says_in_english_each_number_the_vietnamese_does():
    """Each lesson's foot: the same section numbers in English as in Vietnamese, and every other number (a cước's,
    a lỗi's, a document's) said too."""
    for lesson in load_course():
        sources = [s.model_dump() for s in lesson.sources]
        with language("vi"):
            vi = source_text(sources)
        with language("en"):
            en = source_text(sources)
        assert set(re.findall(r"\b[IVX]+\b", vi)) == set(re.findall(r"\b[IVX]+\b", en)), (lesson.id, vi, en)
        assert set(re.findall(r"\d+(?:–\d+)?", vi)) <= set(re.findall(r"\d+(?:–\d+)?", en)), (lesson.id, vi, en)


def _sources(obj, seen=None):
    """Every seed ``Source`` in the rules (models, lists, dicts)."""
    if isinstance(obj, Source):
        yield obj
    elif isinstance(obj, BaseModel):
        for name in type(obj).model_fields:
            yield from _sources(getattr(obj, name))
    elif isinstance(obj, (list, tuple)):
        for x in obj:
            yield from _sources(x)
    elif isinstance(obj, dict):
        for x in obj.values():
            yield from _sources(x)


def test_every_rules_source_says_in_english_each_part_the_vietnamese_does():
    """Every rules file's source: the same section numerals, every number, a title after a comma and a «chú ý» said
    in English too (the session-21 tester: «V. Cước, mục 18 (Bạch thủ chi), chú ý» was only «section V.18»)."""
    for src in {(s.seed, s.section) for s in _sources(load_rules()) if s.seed and s.seed[:2] == "00"}:
        source = {"seed": src[0], "section": src[1]}
        with language("vi"):
            vi = source_text(source)
        with language("en"):
            en = source_text(source)
        assert set(re.findall(r"\b[IVX]+\b", vi)) == set(re.findall(r"\b[IVX]+\b", en)), (vi, en)
        assert set(re.findall(r"\d+(?:–\d+)?", vi)) <= set(re.findall(r"\d+(?:–\d+)?", en)), (vi, en)
        assert ("chú ý" in vi) <= ("note" in en) and ("Cước, " in vi) <= ("cước, " in en), (vi, en)
