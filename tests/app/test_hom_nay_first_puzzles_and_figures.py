"""Tester (session 18, English newcomer) on «Hôm nay»: a brand-new learner's first question was «Which card to
discard» with figures nobody explained («cards from ù», «31 would bring …», «about 95% (lower is safer)» beside the
recommended card), and questions 1 and 2 showed the same line «Seen on the mats and in the cửa: 3 cards. The other
players hold 19, 19, and 17 cards.». Now the set starts with the easiest kinds (``puzzles.THEME_BASE``); no two
puzzles of a set come from one game (two from one hand repeat its position or give an answer away); the seen cards
are shown themselves, so two positions with the same counts still differ; and a line under a discard's reason says
what each figure measures — the distance, the count of unseen cards, what the percentage is the chance of."""
from __future__ import annotations

from datetime import date, timedelta

import pytest

from learning.daily import clock, puzzles, today
from ui import daily_views as views
from words.i18n import language

TZ = clock.zone(None)
DAYS = [date(2026, 12, 1) + timedelta(days=n) for n in range(60)]
FIGURES = {"vi": ("Các con số: «cách ù {q} lá» nghĩa là còn thiếu {q} lá đúng nữa mới ù; {copies} là số lá",
                  "{percent}% là khả năng cửa dưới (người ngồi ngay sau bạn) có quân cùng số để ăn"),
           "en": ("The figures: «{q} cards from ù» means the hand needs {q} more right cards to win; {copies} is how many",
                  "{percent}% is the chance that the cửa dưới (the player just after you) holds a card of the same")}
WAITS = {"vi": "Các con số: {copies} là số lá bạn chưa thấy", "en": "The figures: {copies} is how many"}


def new_learners_set(day: date) -> list[puzzles.Puzzle]:
    items = today.build(None, None, day, clock.end_of_day(day, TZ))["items"]
    return [puzzles.by_id(i["id"]) for i in items if i["kind"] in ("puzzle", "xuong")]


def test_a_new_learners_set_starts_with_the_easiest_kinds():
    ease = sorted(today.POSITION_THEMES, key=puzzles.THEME_BASE.get)
    for day in DAYS[:10]:
        first = [p.theme for p in new_learners_set(day)][:len(ease)]
        assert first == ease, (day, first)
        assert [puzzles.THEME_BASE[t] for t in first] == sorted(puzzles.THEME_BASE[t] for t in first)


def test_no_two_puzzles_of_a_set_come_from_one_game():
    for day in DAYS:
        games = [p.seed for p in new_learners_set(day)]
        assert len(games) == len(set(games)), (day, games)
    taken = {p.seed for p in puzzles.near(1500, 8, salt="x")}  # the games a set's reviews came from, say
    games = set(taken)
    again = puzzles.near(1500, 8, salt="x", games=games)  # the same pick, but none from those games
    assert len(again) == 8 and not {p.seed for p in again} & taken and games == taken | {p.seed for p in again}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_discards_figures_are_said_plainly_under_its_reason(lang):
    danh = [p for p in puzzles.load() if p.theme == "danh"]
    assert danh
    with language(lang):
        for p in danh:
            best = p.why_facts()[p.answer]
            for pick in {p.answer, (p.answer + 1) % len(p.choices)}:
                figures = views.why_lines(p, pick)[-1]
                if best.code.endswith(".keep"):
                    head, tail = FIGURES[lang]
                    assert figures.startswith(head.format(q=best["q"], copies=best["copies"])), (p.id, figures)
                    assert tail.format(percent=best["percent"]) in figures, (p.id, figures)
                else:
                    assert figures.startswith(WAITS[lang].format(copies=best["copies"])), (p.id, figures)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_seen_cards_are_shown_themselves(db, monkeypatch, lang):
    import re

    from tests.app.test_page_hom_nay import DAY, answer_buttons, next_button, todays_items
    from tests.apptest_pages import open_page

    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    items = todays_items(DAY)
    k = next(i for i, it in enumerate(items) if it["kind"] == "puzzle" and puzzles.by_id(it["id"]).visible)
    seen = puzzles.by_id(items[k]["id"]).visible.split()
    with language(lang):
        at = open_page("app_pages/hom_nay.py", ngay=DAY, **({"lang": "en"} if lang == "en" else {}))
        for _i in range(k):
            answer_buttons(at)[0].click().run()
            next_button(at).click().run()
    assert not at.exception
    rows = [re.findall(r'data-card="(\w+)"', h.proto.body) for h in at.get("html")]
    assert list(dict.fromkeys(seen)) in rows, (seen, rows)  # each kind once, with its count (folded)
