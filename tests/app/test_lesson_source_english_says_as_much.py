"""Tester (session 19): lesson 6, question 4 (trái vỉ): the English source line said less than the Vietnamese —
«section IV, lỗi 0; section VII: payment and báo» beside «mục IV: Luật đánh bài, lỗi 0; mục VII: Ăn tiền, báo — Nghỉ
ăn tiền». The English now names a section's title also when a lỗi follows it, and the game name under a title
(after «—», glossed), as the Vietnamese does; the lesson's foot names lỗi 0–5 in both languages."""
from __future__ import annotations

import pytest

from learning.lessons import load_course
from tests.app.test_lesson_answer_sources import answered_sources
from ui.feedback import source_text
from words.i18n import language

LESSON = next(x for x in load_course() if x.id == "loi-nhom-a")
SAID = {
    "vi": ("Nguồn: Luật đầy đủ (tài liệu 001), mục IV: Luật đánh bài, lỗi 0; mục VII: Ăn tiền, báo — Nghỉ ăn tiền",
           "Nguồn: Luật đầy đủ (tài liệu 001), mục IV: Luật đánh bài — lỗi 0–5; mục VII: Ăn tiền, báo — Nghỉ ăn tiền"),
    "en": ("Source: Full rules (text 001), section IV: rules of play, lỗi 0; section VII: payment and báo — Nghỉ ăn tiền "
           "(the winner is not paid)",
           "Source: Full rules (text 001), section IV: rules of play, lỗi 0–5; section VII: payment and báo — Nghỉ ăn tiền "
           "(the winner is not paid)"),
}


@pytest.mark.parametrize("section, english", [
    ("IV. LUẬT ĐÁNH BÀI, lỗi 0", "section IV: rules of play, lỗi 0"),
    ("IV. LUẬT ĐÁNH BÀI, B, lỗi 6", "section IV: rules of play, B, lỗi 6"),  # the group as well (session 21)
    ("VII. ĂN TIỀN, BÁO — Nghỉ ăn tiền", "section VII: payment and báo — Nghỉ ăn tiền (the winner is not paid)"),
    ("VII. ĂN TIỀN, BÁO — Ù láo, ù báo", "section VII: payment and báo — Ù láo (calling ù without a winning hand), "
                                         "ù báo (winning after an earlier fault: a fine)"),
    ("IV. ĐÁNH BÀI — Chíu (chú ý)", "section IV: playing — Chíu (taking the 4th card when you hold 3 alike; note)"),
    ("VI. TÍNH ĐIỂM (bảng Điểm, Dịch)", "section VI: scoring (the table of điểm and dịch)"),  # its note too
])
def test_english_source_keeps_the_title_before_a_loi_and_a_game_name_under_it(section, english):
    with language("en"):
        assert source_text({"seed": "001", "section": section}) == f"Source: Full rules (text 001), {english}"


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_lesson_6_question_4_cites_as_much_in_english_as_in_vietnamese(db, lang):
    i = next(j for j, c in enumerate(LESSON.checks) if c.id == "trai-vi")
    assert i == 3  # question 4
    assert tuple(answered_sources(LESSON, "trai-vi", lang)[1]) == SAID[lang]
