"""Tester (session 19, a real-table player), «Hôm nay»: passing on a card one could win with was answered only «Ù tứ
văn: quân này làm bài đủ 10 bộ», never that passing is a «bỏ ù» and what it costs (rules/decisions.yaml
«bo_u_nghi_an_tien»: a later win is nghỉ ăn tiền). Said for the pass only, never for the win. Session 27: «lần ù
sau» read as «the next game»; lesson 12 means a later win in the same hand, and so it says now."""
from __future__ import annotations

import pytest

from learning.daily.puzzles import load
from ui.daily_views import why_lines
from words import language

BO_U = {"vi": "là «bỏ ù»: mất lần ù này, và nếu sau đó vẫn ù trong cùng ván thì bị nghỉ ăn tiền",
        "en": "is a «bỏ ù»: you lose this win, and if you still win later in the same hand, that win is nghỉ ăn tiền"}


def _u_puzzles():
    ps = load()
    return [p for p in (ps.values() if isinstance(ps, dict) else ps)
            if p.choices[p.answer].get("type") == "u" and any(c.get("type") == "bo" for c in p.choices)]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_passing_on_a_win_is_called_bo_u_with_its_cost(lang):
    puzzles = _u_puzzles()
    assert puzzles
    for p in puzzles:
        pick = next(i for i, c in enumerate(p.choices) if c.get("type") == "bo")
        with language(lang):
            wrong, right = why_lines(p, pick), why_lines(p, p.answer)
        assert sum(BO_U[lang] in x for x in wrong) == 1, (p.id, wrong)
        assert not any(BO_U[lang] in x for x in right), (p.id, right)
