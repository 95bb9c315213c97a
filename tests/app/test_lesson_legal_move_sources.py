"""A lesson question answered by a move cites 001 §VII (the money: ăn tiền, báo) beside the step's foot only when
the move pays a penalty: a legal move pays nothing, so only its own section (§IV, the foot's) is cited; a lỗi cites
its own place in §IV first (session 17: citing §VII alone read as the lỗi's source)."""
from __future__ import annotations

import pytest

from learning.checks import compute
from learning.lessons import load_course
from tests.app.test_lesson_answer_sources import answered_sources
from ui.feedback import source_text
from words.i18n import language

LESSON = next(x for x in load_course() if x.id == "mot-luot")
PENALISED = [{"seed": "001", "section": "IV. LUẬT ĐÁNH BÀI, A, lỗi 2"},  # the lỗi first, then what it costs
             {"seed": "001", "section": "VII. ĂN TIỀN, BÁO — Nghỉ ăn tiền"}]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_legal_move_cites_only_the_foot_and_a_penalised_move_the_money_too(db, lang):
    with language(lang):
        foot = source_text([s.model_dump() for s in LESSON.sources])
        assert compute(next(c for c in LESSON.checks if c.id == "chiu-hop-le")).result["penalty"] is None
        assert answered_sources(LESSON, "chiu-hop-le", lang)[1] == [foot]  # legal, nothing paid: no §VII
        assert answered_sources(LESSON, "chiu-ma-an-thuong", lang)[1] == [source_text(PENALISED), foot]  # nghỉ ăn tiền: §VII says it
