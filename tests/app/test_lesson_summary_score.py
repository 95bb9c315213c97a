"""Tester (session 17): a lesson's summary («Tổng kết») never said the score. It now says how many of the lesson's
questions were answered right at the very first answer, in both languages; a later right answer (a new visit of
the question) does not raise it."""
from __future__ import annotations

import pytest

from learning.checks import compute
from learning.i18n import _
from learning.lessons import load_course
from tests.apptest_pages import button, open_page
from words.i18n import language

LESSON = load_course()[0]  # «Bộ bài»: four questions


def _go(at, label: str) -> None:
    button(at, label).click()
    at.run()
    assert not at.exception


def _answer(at, ans, right: bool) -> None:
    c, key = ans.check, f"q__{LESSON.id}__{ans.check.id}"
    if c.type == "number":
        at.text_input(key=key).set_value(str(ans.key if right else ans.key + 1))
    else:
        wrong = [o.value for o in ans.options if o.value not in ans.key][:1]
        at.multiselect(key=key).set_value(sorted(ans.key) if right else wrong)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_summary_says_the_score_at_the_first_answer(db, lang):
    with language(lang):
        check, nxt, prev = _("Kiểm tra"), _("Bước tiếp"), _("Bước trước")
        score = _("**Điểm của bạn:** đúng ngay lần trả lời đầu tiên {right}/{n} câu hỏi.")
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=LESSON.id, step=LESSON.first_check_step() + 1)
        firsts = [True, False, True]  # the fourth question is left unanswered
        for i, right in enumerate(firsts):
            _answer(at, compute(LESSON.checks[i]), right)
            _go(at, check)
            _go(at, nxt)
        _go(at, prev)  # question 3 again (a new visit), then question 2 answered right this time
        _go(at, prev)
        _answer(at, compute(LESSON.checks[1]), True)
        _go(at, check)
        for _i in range(3):
            _go(at, nxt)
        texts = [m.value for m in at.markdown]
    assert score.format(right=2, n=len(LESSON.checks)) in texts, texts
