"""A lesson's wrong answer cited only the lesson's foot (a tester): once the key is revealed (and not before — it
could give the key away) the answer also cites the question's own source section (the engine's ``source_ref``, or
the cước / lỗi / penalty it turns on), though the foot names that section too; a legal move still leaves out 001
§VII, the money. Both languages."""
from __future__ import annotations

import re

import pytest

from learning.checks import compute
from learning.lessons import load_course
from tests.apptest_pages import button, open_page
from ui.feedback import source_text
from words.i18n import language

CHECKS = [(lesson, i, c) for lesson in load_course() for i, c in enumerate(lesson.checks)
          if compute(c).result.get("source_ref")]


def _answer_wrong(at, ans) -> None:
    c = ans.check
    if c.type == "number":
        at.text_input[0].set_value(str(ans.key + 1))
    elif c.type == "choice":
        at.radio[0].set_value(next(j for j, o in enumerate(ans.options) if o.value != ans.key))
    else:
        at.multiselect[0].set_value([next(o.value for o in ans.options if o.value not in ans.key)])


def _cited(at, foot: str) -> list[str]:
    """The source lines above the step's foot (the page's last one, ``foot``)."""
    lines = [x.value for x in at.caption if "menu_book" in x.value]
    assert lines[-1].endswith(foot), lines
    return lines[:-1]


@pytest.mark.full  # every lesson's answers revealed: make test-all (one answer's sources: test_lesson_answer_sources.py)
@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_revealed_wrong_answer_cites_its_own_section_beside_the_foot(db, lang):
    assert len(CHECKS) >= 30
    revealed = 0
    for lesson, i, c in CHECKS:
        with language(lang):
            ans = compute(c)
            foot = source_text([s.model_dump() for s in lesson.sources])
            at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id, step=lesson.first_check_step() + i + 1)
            _answer_wrong(at, ans)
            button(at, "Kiểm tra" if lang == "vi" else "Check").click()
            at.run()
            reveal = [b for b in at.button if b.label in ("Xem đáp án", "Show the answer")]
            if reveal:  # not yet: only the foot (a cước pick cites the cước its lines name)
                assert c.answer == "cuoc" or not _cited(at, foot), (c.id, _cited(at, foot))
                reveal[0].click()
                at.run()
                revealed += 1
            assert not at.exception
        own = " ".join(_cited(at, foot))
        ref, res = ans.result["source_ref"], ans.result
        wanted = [n for n in re.findall(r"(?:^|;\s*)([IVX]+)\.", ref["section"])
                  if not (n == "VII" and "penalty" in res and not res["penalty"])]
        if c.answer.split(".")[0] == "cuoc":  # its cước's items of 001 §V, not the evaluator's §IV (the ù)
            wanted = ["V"]
        assert own and all(re.search(rf"\b{n}\b", own) for n in wanted), (lesson.id, c.id, wanted, own)
    assert revealed >= 15
