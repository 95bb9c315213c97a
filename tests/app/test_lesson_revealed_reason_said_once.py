"""Tester (session 23): lesson 6, a wrong answer revealed said the lỗi twice — «Lỗi 3 «Ăn chọn cạ»: thất vạn … — phạt: Ù
báo …» then «Nước này có phạm lỗi: thất vạn … — phạt: Ù báo …». A revealed wrong answer's reason that only repeats
what a line of the answer says after its heading is left out (``app_pages/bai_hoc._said_already``)."""
from __future__ import annotations

import pytest

from learning.checks import describe, wrong_lines
from learning.explain import check_lines
from tests.app.test_lesson_loi_pick_keeps_the_key import wrong_answers
from tests.apptest_pages import load_module
from words.i18n import language

PAGE = load_module("app_pages/bai_hoc.py")


def _body(line: str) -> str:
    return " ".join(line.lstrip("-* ").split()).rstrip(".").casefold().partition(": ")[2]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_revealed_wrong_loi_answer_says_each_reason_once(lang):
    shown = 0
    for ans, wrong in wrong_answers():
        with language(lang):
            why = check_lines(ans, wrong) or wrong_lines(ans, wrong)
            lines = describe(ans.check.scenario, ans.result, ans.check.seat_names, answer=ans.check.answer)
        kept = lines + [w for w in why if not PAGE._said_already(w, lines)]
        bodies = [b for b in map(_body, kept) if len(b) > 20]
        assert len(bodies) == len(set(bodies)), (ans.check.id, wrong, kept)
        shown += len(kept) < len(lines) + len(why)
    assert shown, "no revealed answer whose reason repeats the answer's line"
