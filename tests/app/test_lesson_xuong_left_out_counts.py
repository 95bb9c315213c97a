"""Tester (session 18): lesson 10, question 3 (the hand has 2 lèo, the player called «Ù có lèo») said «Left out: Lèo»
though one lèo was called. A cước called too few (or too many) times is said with its counts."""
from __future__ import annotations

import pytest

from learning.checks import compute, describe
from learning.engine import evaluate
from learning.lessons import load_course
from words.i18n import language

CHECK = next(c for x in load_course() for c in x.checks if c.id == "hai-leo-ho-mot")
LINES = {"vi": ("Thiếu: 1 Lèo (bạn hô 1, bài có 2).", "Thừa / sai: 1 Lèo (bạn hô 3, bài có 2)."),
         "en": ("Left out: 1 Lèo (you called 1; the hand has 2).", "Called but not in the hand: 1 Lèo (you called 3; the hand has 2).")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_cuoc_called_too_few_or_too_many_times_is_said_with_its_counts(lang):
    over = dict(CHECK.scenario, declared=[{"id": "leo", "count": 3}])
    with language(lang):
        ans = compute(CHECK)
        short = describe(CHECK.scenario, ans.result, answer=CHECK.answer)
        extra = describe(over, evaluate(over), answer=CHECK.answer)
    assert LINES[lang][0] in short, short
    assert LINES[lang][1] in extra, extra


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_cuoc_not_called_at_all_is_said_by_its_name_alone(lang):
    none = dict(CHECK.scenario, declared=[])
    with language(lang):
        lines = describe(none, evaluate(none), answer=CHECK.answer)
    assert ("Thiếu: Lèo." if lang == "vi" else "Left out: Lèo.") in lines, lines
