"""Tester (session 18): lesson 1's source line read «dealing, the stock, the cái» where the rest of the app says «the nọc
(draw pile)» (home page, glossary, lesson 3): the English title of 001 §II now uses the app's term."""
from __future__ import annotations

from learning.lessons import load_course
from ui.feedback import source_text
from words.i18n import language


def test_lesson_one_source_line_says_noc_draw_pile_not_stock():
    lesson = next(x for x in load_course() if x.id == "bo-bai")
    with language("en"):
        line = source_text([s.model_dump() for s in lesson.sources])
    assert "nọc (draw pile)" in line and "stock" not in line, line
    with language("vi"):
        assert "stock" not in source_text([s.model_dump() for s in lesson.sources])
