"""«Hôm nay»: the why of a «Đánh quân nào» puzzle says each choice's distance to ù once (the engine's
reason carries it; no second «còn … quân nữa là ù» line), and the count of useful cards is said plainly
(no bare «cả bài N lá»; the unseen cards are said to be in the nọc or other hands; session 19: the reason is the
coach's, what the card breaks, without the engine's «giữ …» count), in both languages."""
from __future__ import annotations

import re

import pytest

from learning.daily import puzzles
from ui import daily_views as views
from words import language
from words.phrases.strategy import far


def discard_puzzles(n: int = 20) -> list[puzzles.Puzzle]:
    got = [p for p in puzzles.load() if p.theme == "danh" and all(p.why_facts())  # the pick asked about is no lỗi
           and not p.choices[(p.answer + 1) % len(p.choices)].get("faults")]
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
            # the right choice, the learner's, then (when they differ in distance) what decided, then what the
            # right choice's figures measure (when it has a danger)
            decides = "Điều quyết định" if lang == "vi" else "What decides"
            figures = int(p.why_facts()[p.answer].get("percent") is not None)
            assert len(lines) == 2 + (p.values[wrong] != p.values[p.answer]) + figures, lines
            assert all(decides in x for x in lines[2:len(lines) - figures]), lines
            assert not any(decides in x for x in lines[:2] + lines[len(lines) - figures:]), lines
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
    plain = {"vi": r"trong các lá chưa lộ \(còn trong nọc hay trên tay nhà khác\) có \d+ lá giúp bài gần ù thêm một lá;",
             "en": r"of the cards you have not seen \(in other players' hands or in the nọc, the draw pile\), \d+ would "
                   r"bring the hand one card closer to ù;"}
    for t in texts:  # what each figure counts is said: no «taken onto» a cạ, no unexplained «unseen cards»
        assert re.search(plain[lang], t), t
        assert "cả bài" not in t and "whole hand" not in t and "taken onto" not in t and "có thể ăn" not in t, t
