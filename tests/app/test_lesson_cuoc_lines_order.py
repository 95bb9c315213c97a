"""A cước answer's «Bài có …» lines come in the engine's cước order whatever order the answer key arrives in (it is
a frozenset: its order changed from one server run to the next), and a broken lesson file's card error is said in
words, never as a raw ``Fact(…)``."""
from __future__ import annotations

import pytest
from pydantic import ValidationError

from learning.checks import compute
from learning.explain import cuoc_lines
from learning.lessons import CardGroup, load_course
from words.i18n import language


def _lines(sc, result, key):
    return cuoc_lines(sc, result, key, [])


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_cuoc_lines_do_not_follow_the_keys_order(lang):
    seen = 0
    for lesson in load_course():
        for check in lesson.checks:
            if check.scenario.get("kind") != "win" or check.answer != "cuoc":
                continue
            answer = compute(check)
            key, result = list(answer.key), answer.result
            if len(key) < 2:
                continue
            with language(lang):
                forward, backward = _lines(check.scenario, result, key), _lines(check.scenario, result, key[::-1])
            if len(forward) >= 2:
                seen += 1
                assert forward == backward, (check.id, forward, backward)
                names = [c for c in result["cuoc"] if c in key]
                assert names == sorted(names, key=list(result["cuoc"]).index)
    assert seen, "no lesson check with two or more cước lines"


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_bad_card_row_in_a_lesson_file_is_said_in_words(lang):
    with language(lang), pytest.raises(ValidationError) as e:
        CardGroup(cards="9Q")
    assert "Fact(" not in str(e.value) and "9Q" in str(e.value), str(e.value)
