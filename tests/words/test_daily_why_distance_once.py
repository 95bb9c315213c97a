"""«Hôm nay»: the why of a «Đánh quân nào» puzzle says each choice's distance to ù once (the engine's
reason carries it; no second «còn … quân nữa là ù» line), and the count of useful cards is said plainly
(no bare «cả bài N lá»), in both languages."""
from __future__ import annotations

import pytest

from learning.daily import puzzles
from ui import daily_views as views
from words import language
from words.phrases.strategy import far


def discard_puzzles(n: int = 20) -> list[puzzles.Puzzle]:
    got = [p for p in puzzles.load() if p.theme == "danh" and all(p.why_facts())]
    keep = [p for p in got if p.why_facts()[p.answer].code == "strategy.discard.keep"]
    return keep[:n // 2] + got[:n // 2]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_each_choice_is_one_line_with_its_distance_once(lang):
    ps = discard_puzzles()
    assert ps
    with language(lang):
        for p in ps:
            wrong = (p.answer + 1) % len(p.choices)
            lines = views.why_lines(p, wrong)
            # the right choice, the learner's, then (when they differ in distance) what decided
            decides = "Điều quyết định" if lang == "vi" else "What decides"
            assert len(lines) == 2 + (p.values[wrong] != p.values[p.answer]), lines
            assert all(decides in x for x in lines[2:]) and not any(decides in x for x in lines[:2]), lines
            for line, i in zip(lines, (p.answer, wrong)):
                if p.values[i] != 1:  # «chờ ù» reads as the waits, not far()
                    assert line.count(far(p.values[i])) == 1, line
            assert not any("quân nữa là ù" in x or "more card" in x for x in lines), lines


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_useful_cards_are_said_plainly(lang):
    with language(lang):
        texts = [views.why_lines(p, p.answer)[0] for p in discard_puzzles()
                 if p.why_facts()[p.answer].code == "strategy.discard.keep"]
    assert texts
    plain = "lá chưa lộ giúp bài gần ù hơn" if lang == "vi" else "unseen cards that would bring the hand closer to ù"
    assert all(plain in t and "cả bài" not in t and "whole hand" not in t for t in texts), texts
