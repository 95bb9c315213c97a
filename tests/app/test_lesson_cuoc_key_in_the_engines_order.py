"""Tester (session 23): after «Xem đáp án» a cước question said «Đáp án đúng: Bạch thủ chi, Chì, Lèo» (ids in
alphabetical order) then «Cước: Chì, Bạch thủ chi, Lèo.» (the engine's order). The key now lists its cước in the
engine's order, as the «Cước: …» line does, in both languages."""
from __future__ import annotations

import re

import pytest

from learning.checks import compute, describe
from learning.lessons import load_course
from words.i18n import language

PICKS = [(lesson.id, c) for lesson in load_course() for c in lesson.checks
         if c.type != "cards" and isinstance(compute(c).key, frozenset) and len(compute(c).key) > 1]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_key_lists_its_cuoc_as_the_cuoc_line_does(lang):
    checked = 0
    for lesson, c in PICKS:
        with language(lang):
            ans = compute(c)
            key, lines = ans.key_text, describe(c.scenario, ans.result, c.seat_names, answer=c.answer)
        line = next((x for x in lines if x.startswith("Cước: ")), None)
        if line is None:
            continue
        checked += 1
        listed = [re.sub(r" ×\d+$", "", x.strip(" .")) for x in line.split(": ", 1)[1].split(",")]
        assert [x.strip() for x in key.split(",")] == [x for x in listed if x in key], (lesson, c.id, key, line)
    assert checked >= 2
