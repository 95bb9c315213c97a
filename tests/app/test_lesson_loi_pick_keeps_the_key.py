"""Session 23 (the cước picks' leak looked for in the other questions of several options): lesson 6's «Phạm lỗi gì?»
with lỗi 3 picked for a chắn cấu cạ answered «… lấy quân trong chắn ra ăn cạ là lỗi 5 «Chắn cấu cạ», không phải lỗi 3»
beside «Thử lại» — the key. Before «Xem đáp án» a wrong lỗi says why the move is not it without naming the lỗi the
move commits (``learning.explain.loi_lines``, ``reveal=False``); the reveal still names it."""
from __future__ import annotations

import re

import pytest

from learning.checks import compute, wrong_lines
from learning.explain import check_lines
from learning.lessons import load_course
from words.i18n import language

LOI = [c for lesson in load_course() for c in lesson.checks if c.options == "loi"]


def wrong_answers():
    """``(answer, a wrong option's value)`` of every «Phạm lỗi gì?» question."""
    return [(ans, o.value) for ans in map(compute, LOI) for o in ans.options if o.value != ans.key]


def _named(text: str, numbers) -> list[int]:
    return [n for n in numbers if re.search(rf"\blỗi {n}\b", text, re.I)]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_wrong_loi_names_no_loi_of_the_key_before_the_reveal(lang):
    seen = 0
    for ans, wrong in wrong_answers():
        with language(lang):
            first = " ".join(wrong_lines(ans, wrong) or check_lines(ans, wrong, reveal=False))
            after = " ".join(check_lines(ans, wrong))
        hidden = [n for n in ans.key if n not in wrong]
        assert not _named(first, hidden), (ans.check.id, wrong, first)
        seen += bool(_named(after, hidden))
    assert seen, "no wrong lỗi whose reveal names the lỗi the move commits"
