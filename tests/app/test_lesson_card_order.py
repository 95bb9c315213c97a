"""A lesson's card-pick question lists its cards in the picture's order (its pool as written, the scenario's order),
and the key and the explanation name them in that order too, in both languages (lesson 1 question 1: the three
bát, then the cửu, nhị sách, chi chi — not the deck's order)."""
from __future__ import annotations

import pytest

from learning.checks import compute, describe
from learning.lessons import load_course
from tests.apptest_pages import open_page
from words.i18n import language

COURSE = load_course()
PICKS = [(lesson, i, c) for lesson in COURSE for i, c in enumerate(lesson.checks) if c.type == "cards" and c.pool]


def _picture(c) -> list[str]:
    """The cards as the question's picture shows them: a deck's as written, a hand sorted as a player holds it
    (by number, chi chi last: ``ui.lesson_views``), not in the order the lesson wrote it."""
    sc = c.scenario
    if sc.get("cards"):
        return list(dict.fromkeys(sc["cards"].split()))
    return sorted(dict.fromkeys(sc["hand"].split()), key=lambda x: (10 if x == "CC" else int(x[0]), "VNS".find(x[1:])))


def _at_an_end(values: list[str], key) -> bool:
    """Whether the cards of ``key`` are the first or the last ones of ``values``, all together."""
    n = len(key)
    return set(values[:n]) == set(key) or set(values[-n:]) == set(key)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_card_picks_are_in_the_pictures_order(lang):
    assert len(PICKS) >= 2
    for lesson, _i, c in PICKS:
        with language(lang):
            ans = compute(c)
        values = [o.value for o in ans.options]
        assert values == [x for x in _picture(c) if x in values], (lesson.id, c.id, values)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_no_card_pick_lists_its_answer_as_a_block_at_an_end(lang):
    """Tester (session 17): lesson 2's «Chọn các quân què» listed chắn, cạ, ba đầu, then the què last — the key.
    No card pick may put its key together at the start or the end when the deck's order does not."""
    picks = [(lesson, c) for lesson in COURSE for c in lesson.checks if c.type == "cards"]
    assert len(picks) >= 3
    for lesson, c in picks:
        with language(lang):
            ans = compute(c)
        values = [o.value for o in ans.options]
        deck = sorted(values, key=lambda x: (x == "CC", "VNS".find(x[1:]), x[0]))
        assert not _at_an_end(values, ans.key) or _at_an_end(deck, ans.key), (lesson.id, c.id, values)
        if c.id == "chon-que":  # the tester's question: the labels in the picture's order in this language
            assert [o.label for o in ans.options] == [o.label for o in sorted(ans.options, key=lambda o: _picture(c).index(o.value))]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_lesson_1_question_1_key_and_why_follow_the_picture(db, lang):
    lesson = COURSE[0]
    c = lesson.checks[0]
    with language(lang):
        ans = compute(c)
        names = [o.label.split(" (")[0].lower() for o in ans.options if o.value in ans.key]
        why = describe(c.scenario, ans.result, answer=c.answer)[0]
        key = ans.key_text.lower()
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id, step=lesson.first_check_step() + 1)
        shown = at.multiselect(key=f"q__{lesson.id}__{c.id}").options
    assert [x.split(" (")[0].split(" / ")[0].lower() for x in shown][:3] == (
        ["bát vạn", "bát văn", "bát sách"]), shown
    assert [why.index(n) for n in names] == sorted(why.index(n) for n in names), why
    assert [key.index(n) for n in names] == sorted(key.index(n) for n in names), key
