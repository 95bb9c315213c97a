"""A lesson question answered by a move cites 001 §VII (the money: ăn tiền, báo) beside the step's foot only when
the move pays a penalty: a legal move pays nothing, so only its own section (§IV, the foot's) is cited; a lỗi cites
its own place in §IV first (session 17: citing §VII alone read as the lỗi's source)."""
from __future__ import annotations

import pytest

from learning.checks import compute
from learning.lessons import load_course
from tests.apptest_pages import button, open_page
from ui.feedback import source_text
from words.i18n import language

LESSON = next(x for x in load_course() if x.id == "mot-luot")
PENALISED = [{"seed": "001", "section": "IV. LUẬT ĐÁNH BÀI, A, lỗi 2"},  # the lỗi first, then what it costs
             {"seed": "001", "section": "VII. ĂN TIỀN, BÁO — Nghỉ ăn tiền"}]


def _sources(lang: str, check_id: str) -> list[str]:
    """The source captions under the answered question ``check_id`` (answered right)."""
    i = next(j for j, c in enumerate(LESSON.checks) if c.id == check_id)
    ans = compute(LESSON.checks[i])
    at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=LESSON.id, step=LESSON.first_check_step() + i + 1)
    at.radio(key=f"q__{LESSON.id}__{check_id}").set_value(next(j for j, o in enumerate(ans.options)
                                                               if o.value == ans.key))
    button(at, "Kiểm tra" if lang == "vi" else "Check").click()
    at.run()
    assert not at.exception
    return [c.value.split(" ", 1)[1] for c in at.caption if "menu_book" in c.value]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_legal_move_cites_only_the_foot_and_a_penalised_move_the_money_too(db, lang):
    with language(lang):
        foot = source_text([s.model_dump() for s in LESSON.sources])
        assert compute(next(c for c in LESSON.checks if c.id == "chiu-hop-le")).result["penalty"] is None
        assert _sources(lang, "chiu-hop-le") == [foot]  # legal, nothing paid: no §VII
        assert _sources(lang, "chiu-ma-an-thuong") == [source_text(PENALISED), foot]  # nghỉ ăn tiền: §VII says it
