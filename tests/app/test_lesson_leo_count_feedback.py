"""Lesson 8's «how many lèo» (a tester, session 22): a wrong count says which cards make each lèo, each glossed once,
and what this hand lacks for it (not the cước's definition, whose «(9 of vạn, 8 of sách, chi chi)» doubled the cards'
readings); a number it cannot read is refused with an example that fits the question (at most 4 lèo: «3», never the answer (1) nor
«1,000» or «Separate thousands»), in both languages."""
from __future__ import annotations

import pytest

from learning.lessons import load_course
from tests.apptest_pages import button, open_page
from words.i18n import language

LESSON = next(x for x in load_course() if x.id == "cuoc-trong-bai")
I = next(i for i, c in enumerate(LESSON.checks) if c.id == "may-leo")
WORDS = {"vi": ("Kiểm tra", "thiếu cửu vạn", "ví dụ 3"), "en": ("Check", "too few cửu vạn", "example 3")}


def _answer(lang: str, typed: str):
    with language(lang):
        return _shown(lang, typed)


def _shown(lang: str, typed: str):
    at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=LESSON.id, step=LESSON.first_check_step() + I + 1)
    at.text_input[0].set_value(typed)
    button(at, WORDS[lang][0]).click()
    at.run()
    assert not at.exception
    return "\n".join(m.value for m in [*at.markdown, *at.error, *at.warning])


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_wrong_leo_count_says_what_this_hand_lacks_glossed_once(db, lang):
    shown = _answer(lang, "2").split("2**")[-1]  # after «you answered: 2»
    assert WORDS[lang][1] in shown, shown
    assert "9 of vạn, 8 of sách" not in shown and "[the 1" not in shown, shown
    if lang == "en":
        assert shown.count("(9 of vạn)") == 1 and shown.count("(the 1, no suit)") == 1, shown


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("typed", ["1e9", "hai", "-", "2.5", "2,5"])
def test_an_unreadable_leo_count_gets_an_example_that_fits(db, lang, typed):
    shown = _answer(lang, typed)
    assert WORDS[lang][2] in shown.lower(), shown
    assert "1,000" not in shown and "1.000" not in shown and "thousands" not in shown and "nghìn" not in shown, shown
