"""Tester (session 18): lesson 8, after question 1 (lèo) and question 4 (thập thành), the answer's source read «Full
rules (text 001), section IV: playing» — the evaluator's source for a won hand — while the cước are defined in §V (the
lesson's foot cites V). Now a question about cước cites each cước it asks for (``cuoc.<id>``) or has for key
(``cuoc``) at its item of 001 §V, and not §IV."""
from __future__ import annotations

import pytest

from chan_core.rules import load_rules
from learning.checks import answer_sources, compute
from learning.lessons import load_course
from tests.app.test_lesson_answer_sources import _no, _plain, _sections, answered_sources
from ui.feedback import source_text
from words.i18n import language

COURSE = load_course()
CUOC = {x.id: x for x in load_rules().cuoc}


def _asked(ans) -> set[str]:
    path = ans.check.answer
    return {path[5:]} if path.startswith("cuoc.") else set(ans.key) if path == "cuoc" else set()


def test_every_question_about_a_cuoc_cites_the_section_of_001_that_defines_it():
    text = _sections()
    found = 0
    for lesson in COURSE:
        for c in lesson.checks:
            if c.answer.split(".")[0] != "cuoc":
                continue
            ans = compute(c)
            cited = answer_sources(ans)
            for cid in _asked(ans):
                found += 1
                src = CUOC[cid].source.model_dump()
                assert src in cited and _no(src["section"]) == "V", (lesson.id, c.id, cid, cited)
                name = _plain(CUOC[cid].name)  # the seed defines it there
                assert name in text["V"], (cid, name)
            assert {_no(s["section"]) for s in cited} == {"V"}, (lesson.id, c.id, cited)
    assert found >= 12


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("check_id", ["may-leo", "thap-thanh"])
def test_the_testers_lesson_8_answers_cite_their_cuoc_in_v_not_iv(db, lang, check_id):
    lesson = next(x for x in COURSE if x.id == "cuoc-trong-bai")
    ans, sources = answered_sources(lesson, check_id, lang)
    with language(lang):
        want = source_text([CUOC[next(iter(_asked(ans)))].source.model_dump()])
        playing = source_text([{"seed": "001", "section": "IV. ĐÁNH BÀI (Ù)"}]).split(", ", 1)[1]
    assert len(sources) == 2 and sources[0] == want, sources
    assert playing not in sources[0], sources
