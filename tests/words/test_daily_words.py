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


def _generated(hands: int = 12, seed: int = 2140) -> list[puzzles.Puzzle]:
    """A sample from ``tools/gen_puzzles.py`` itself (the generator, not the shipped file)."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "tools" / "gen_puzzles.py"
    spec = importlib.util.spec_from_file_location("gen_puzzles", path)
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    return [puzzles.Puzzle.model_validate(p) for p in gen.finish(gen.generate(hands, seed))]


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("where", ["shipped", "generated"])
def test_no_two_choices_of_a_puzzle_are_said_the_same(where, lang):
    """Every answer button of a puzzle reads differently (a xướng distractor said like the right answer was
    marked wrong for the same words), and no xướng choice mixes xuông with another cước (seed 001 §V)."""
    got = puzzles.load() if where == "shipped" else _generated()
    assert sum(p.theme == "xuong" for p in got) >= (100 if where == "shipped" else 5)
    with language(lang):
        same = {p.id: labels for p in got
                if len(set(labels := [views.choice_label(p, c) for c in p.choices])) < len(labels)}
    assert same == {}
    mixed = [p.id for p in got for c in p.choices if "xuong" in c.get("cuoc", {}) and len(c["cuoc"]) > 1]
    assert mixed == []
