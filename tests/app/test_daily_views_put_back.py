"""«Hôm nay»'s words for a puzzle (:mod:`ui.daily_views`): after a chíu the heading and the buttons say
trả cửa (English «Put back (trả cửa) …»), not đánh; laid-down sets are captioned as the lessons do
(«ăn chắn (đã hạ)», English «ăn chắn (laid down)»)."""
from __future__ import annotations

import pytest

from learning.daily import puzzles
from ui import daily_views as views
from ui.cards import card_words
from words.i18n import language


def _first(want) -> puzzles.Puzzle:
    return next(p for p in puzzles.load() if want(p))


def _put_back(p) -> bool:
    return p.theme == "danh" and p.choices[0].get("type") == "tra_cua"


def _discard(p) -> bool:
    return p.theme == "danh" and p.choices[0].get("type") == "danh"


@pytest.mark.parametrize("lang, head, verb", [("vi", "Trả cửa quân nào", "Trả cửa "),
                                              ("en", "Which card to put back (trả cửa)", "Put back (trả cửa) ")])
def test_a_put_back_is_asked_and_answered_as_one(lang, head, verb):
    p = _first(_put_back)
    with language(lang):
        assert views.heading(p) == head
        assert all(views.choice_label(p, c).startswith(verb) for c in p.choices)
        assert views.choice_label(p, p.choices[0]) == verb + card_words(p.choices[0]["card"])
        assert "trả cửa" in views.question(p)


@pytest.mark.parametrize("lang, head, verb", [("vi", "Đánh quân nào", "Đánh "),
                                              ("en", "Which card to discard (đánh)", "Discard ")])
def test_a_discard_keeps_its_own_heading(lang, head, verb):
    p = _first(_discard)
    with language(lang):
        assert views.heading(p) == head == views.theme_name("danh")
        assert all(views.choice_label(p, c).startswith(verb) for c in p.choices)


@pytest.mark.parametrize("lang, tail", [("vi", " (đã hạ)"), ("en", " (laid down)")])
@pytest.mark.parametrize("where", ["hand", "win"])
def test_laid_down_sets_are_captioned_as_in_the_lessons(monkeypatch, lang, tail, where):
    if where == "hand":
        p = _first(lambda p: {m.type for m in p.melds} >= {"an_chan", "an_ca"})
    else:
        p = _first(lambda p: p.win and p.win.get("melds"))
    shown: list[str] = []
    monkeypatch.setattr(views.st, "html", shown.append)
    monkeypatch.setattr(views.st, "caption", shown.append)
    with language(lang):
        views.show_position(p)
    body = "\n".join(shown)
    types = {m.type for m in p.melds} if where == "hand" else {m["type"] for m in p.win["melds"]}
    words = {"an_chan": "ăn chắn", "an_ca": "ăn cạ", "chiu": "chíu"}
    for t in types:
        assert words[t] + tail in body
    assert body.count(tail) == (len(p.melds) if where == "hand" else len(p.win["melds"]))
