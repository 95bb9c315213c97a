"""What «Hôm nay» says about a puzzle (issue 26, ui/daily_views.py), for a sample of every theme, the
right answer and a wrong one: in English no Vietnamese sentence is left and every lỗi, cước, penalty
and card name is glossed; in Vietnamese the same facts say something (no empty «why»)."""
from __future__ import annotations

import pytest

from learning.daily import puzzles
from tests.english_check import vietnamese_leaks
from tests.words.test_english_glosses_pages import unglossed
from ui import daily_views as views
from words import language

PER_THEME = 12


def sample() -> list[puzzles.Puzzle]:
    out = []
    for theme in puzzles.THEMES:
        got = [p for p in puzzles.load() if p.theme == theme]
        out += got[:: max(1, len(got) // PER_THEME)][:PER_THEME]
    return out


def texts(p: puzzles.Puzzle, pick: int) -> list[tuple[str, str, str]]:
    lines = views.why_lines(p, pick)
    shown = [("Markdown", "value", views.question(p))]
    shown += [("Button", "label", views.choice_label(p, c)) for c in p.choices if "cuoc" not in c]  # a xướng is said as it is
    shown += [("Alert", "body", "\n".join(lines))]
    words = views.game_words(lines)
    if words:
        shown.append(("Alert", "body", words))
    return shown


@pytest.mark.parametrize("p", sample(), ids=lambda p: p.id)
def test_a_puzzle_is_said_in_both_languages(p):
    wrong = (p.answer + 1) % len(p.choices)
    for pick in (p.answer, wrong):
        assert views.why_lines(p, pick)  # Vietnamese: there is always a why
        with language("en"):
            shown = texts(p, pick)
            assert vietnamese_leaks(shown) == [], shown
            assert unglossed(shown) == {}, shown
