"""Tester (session 19): lesson 8, question 2 (choose every cước of a hand), picked «Tám đỏ» wrongly: the first
feedback said why the hand is not tám đỏ but cited no source and never named tám đỏ's item (001 §V.14), while the
questions beside it (1 and 4, whose key is said at once) cite the item of each cước they ask about. Now the first
feedback of a wrong pick of cước cites each cước picked at its item of 001 §V, before «Thử lại» / «Xem đáp án» — not
the ones the hand has, which its lines no longer name either (session 23: that was the key)."""
from __future__ import annotations

import pytest

from chan_core.rules import load_rules
from learning.checks import compute
from learning.lessons import load_course
from tests.app.test_lesson_answer_sources import _plain, _sections
from tests.apptest_pages import button, open_page
from ui.feedback import source_text
from words.i18n import language

LESSON = next(x for x in load_course() if x.id == "cuoc-trong-bai")
CUOC = {x.id: x for x in load_rules().cuoc}


def test_tam_do_is_item_14_of_001_v():
    src = CUOC["tam_do"].source.model_dump()
    assert src == {"seed": "001", "section": "V. Cước, mục 14 (Tám đỏ)"}
    assert "14. tam do: bai u mang dung 8 quan do" in _sections()["V"]  # the seed's own item
    assert _plain(CUOC["tam_do"].name) == "tam do"


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_wrong_pick_of_cuoc_cites_each_cuoc_it_names_at_its_item(db, lang):
    i = next(j for j, c in enumerate(LESSON.checks) if c.id == "chon-cuoc-den")
    assert i == 1  # question 2
    check = LESSON.checks[i]
    with language(lang):
        ans = compute(check)
        assert "tam_do" not in ans.key and len(ans.key) >= 1
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=LESSON.id, step=LESSON.first_check_step() + i + 1)
        at.multiselect(key=f"q__{LESSON.id}__{check.id}").set_value(["tam_do"])
        button(at, "Kiểm tra" if lang == "vi" else "Check").click()
        at.run()
        assert not at.exception
        assert [b for b in at.button if b.label in ("Xem đáp án", "Show the answer")]  # the first feedback
        cited = [c.value.split(" ", 1)[1] for c in at.caption if "menu_book" in c.value]
        foot = source_text([s.model_dump() for s in LESSON.sources])
        item = {c: source_text([CUOC[c].source.model_dump()]).split(", ", 1)[1] for c in ("tam_do", *ans.key)}
    assert len(cited) == 2 and cited[1] == foot, cited  # the answer's own sources, then the step's foot
    assert item["tam_do"] in cited[0] and not any(item[c] in cited[0] for c in ans.key), (cited[0], item)
    assert item["tam_do"] == ("mục V: Cước, mục 14 (Tám đỏ)" if lang == "vi"
                              else "section V: cước, item 14: Tám đỏ (exactly eight red cards)")  # the cước named (session 20)
