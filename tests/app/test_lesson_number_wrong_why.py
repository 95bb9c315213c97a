"""A wrong answer to any number question of a lesson is answered as a wrong choice is: the rule that decides it,
without the key, and «Thử lại» / «Xem đáp án» (a tester: a number question showed the key after one wrong try while
choice questions offered «Thử lại»); «Xem đáp án» then gives this hand's breakdown (``learning.checks.describe``)
with the key, said once — not again as «the right number is more than 4» — in both languages; and a lesson whose
other questions have a «Gợi ý» gives it to every question."""
from __future__ import annotations

import re

import pytest

from learning.checks import compute, describe
from learning.lessons import load_course
from learning import terms
from tests.apptest_pages import button, open_page
from words.i18n import language, text_of

COURSE = load_course()
NUMBERS = [(lesson, i, c) for lesson in COURSE for i, c in enumerate(lesson.checks) if c.type == "number"]


def _head(line: str) -> str:
    """A breakdown line's words before its first «:» or «(» (the part no gloss or term fitting changes)."""
    return re.split(r"[:(→=]", line.lstrip("- ").replace("**", ""))[0].strip()


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_every_wrong_number_offers_a_retry_then_the_breakdown_on_reveal(db, lang):
    assert len(NUMBERS) >= 12
    for lesson, i, c in NUMBERS:
        with language(lang):
            ans = compute(c)
            heads = [_head(x) for x in describe(c.scenario, ans.result, c.seat_names, answer=c.answer,
                                                known=terms.taught_until(lesson.id))]
            at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id, step=lesson.first_check_step() + i + 1)
            at.text_input[0].set_value(str(ans.key + 1))
            button(at, "Kiểm tra" if lang == "vi" else "Check").click()
            at.run()
            assert not at.exception
            labels = {b.label for b in at.button}
            assert {"Thử lại", "Xem đáp án"} <= labels or {"Try again", "Show the answer"} <= labels, (c.id, labels)
            before = "\n".join(m.value for m in [*at.markdown, *at.error]).split(text_of(c, "prompt"))[-1]
            if c.answer != "number":  # the cards' English readings («the 1») out, but on a question about a number
                before = re.sub(r" [\[(][^)\]]*[)\]]", "", before)
            assert not re.search(rf"(?<![\d.]){ans.key}(?!\d)", before), (c.id, before)  # not said before the reveal
            button(at, "Xem đáp án" if lang == "vi" else "Show the answer").click()
            at.run()
            shown = re.sub(r" \([^)]*\)", "", "\n".join(m.value for m in at.markdown).replace("**", ""))  # glosses out
            assert f"**{ans.key_text}**" in at.error[0].value, c.id
            # the key is said once, beside the breakdown: no «the right number is more than …» after it
            assert not re.search(r"Số đúng (lớn|nhỏ) hơn|right number is (more|less) than", shown), (c.id, shown)
        assert heads and all(h in shown for h in heads if h), (lesson.id, c.id, heads, shown)


def test_no_lesson_leaves_one_question_without_a_hint():
    odd = [(lesson.id, c.id) for lesson in COURSE for c in lesson.checks
           if not c.hint and sum(1 for x in lesson.checks if x.hint) == len(lesson.checks) - 1]
    assert not odd, odd


@pytest.mark.parametrize("lang, hint", [("vi", "Gợi ý"), ("en", "Hint")])
def test_chan_ca_question_3_has_a_hint(db, lang, hint):
    lesson = next(x for x in COURSE if x.id == "chan-ca")
    i = next(j for j, c in enumerate(lesson.checks) if c.id == "dem-ba-dau")
    with language(lang):
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id, step=lesson.first_check_step() + i + 1)
        button(at, hint).click()
        at.run()
    assert not at.exception
    assert "ba đầu" in at.info[0].value.lower() and ("three cards" if lang == "en" else "ba lá") in at.info[0].value
