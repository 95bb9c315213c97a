"""Lesson feedback in English reads every card where a line names it: lesson 2, question 4 (how many cạ) said
«Què (3): nhị vạn (2 of vạn); ngũ văn; chi chi (the 1, no suit)» — the third ngũ văn unread, because the feedback's
lines were read as one block and its chắn line had named ngũ văn already."""
from __future__ import annotations

import re

import pytest

from learning.checks import compute
from learning.lessons import load_course
from tests.apptest_pages import button, open_page
from words.cards import gloss_cards
from words.i18n import language

LESSON = next(x for x in load_course() if x.id == "chan-ca")
DEM_CA = next(i for i, c in enumerate(LESSON.checks) if c.id == "dem-ca")


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_every_line_of_lesson_feedback_reads_its_own_cards(db, lang):
    with language(lang):
        ans = compute(LESSON.checks[DEM_CA])
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=LESSON.id,
                       step=LESSON.first_check_step() + DEM_CA + 1)
        at.text_input[0].set_value(str(ans.key))
        button(at, "Kiểm tra" if lang == "vi" else "Check").click()
        at.run()
        assert not at.exception
        block = next(m.value for m in at.markdown if m.value.startswith("Chắn (4)"))
        lines = block.split("  \n")
        que = next(ln for ln in lines if ln.startswith("Què"))
        assert "ngũ văn" in que
        if lang == "en":
            assert "ngũ văn (5 of văn)" in que and "ngũ văn (5 of văn)" in lines[0]
            assert all(gloss_cards(ln, in_brackets=False) == ln for ln in lines)  # nothing left unread in a line
        else:
            assert not re.search(r"\(\d of ", block)  # Vietnamese: the names alone
