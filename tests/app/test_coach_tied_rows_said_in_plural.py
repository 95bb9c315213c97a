"""A row of «Gợi ý» that holds several tied discards («Đánh A, B hoặc C: …», :func:`learning.coach.advisor.said_once`)
spoke of them as one card (session 19): «khả năng cửa dưới ăn được quân này», «nhưng quân này nằm trong chắn … nên
xếp dưới» / «the next player can take this card», «but this card is in a chắn … so it ranks below», «but breaks a chắn
or cạ». Such a row now says «mỗi quân này», «các quân này đều nằm trong chắn» / «each of these cards», «so they rank
below», «but each breaks»; a row of one move keeps «quân này» / «this card»."""
from __future__ import annotations

import re

import pytest

import words
from learning.coach.advisor import advise, ranking, said_once
from learning.coach.standing import rank_words
from tests.app.test_coach_rank_words import _states
from ui.table.play import advice_line

ONE = {"vi": re.compile(r"(?<!mỗi )(?<!các )quân này"), "en": re.compile(r"\bthis card\b|\bit ranks\b|, but breaks\b")}
MANY = {"vi": re.compile(r"mỗi quân này|các quân này"), "en": re.compile(r"these cards|they rank|, but each breaks")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_row_of_several_moves_speaks_of_them_in_the_plural(lang):
    seen = {"several": 0, "below": 0, "one": 0}
    with words.language(lang):
        for st in _states():
            places = said_once(ranking(advise(st, 0)))
            for i, p in enumerate(places):
                said = advice_line(p, st, rank_words(places, i, st))
                if p.also:
                    assert not ONE[lang].search(said) and MANY[lang].search(said), said
                    seen["several"] += 1
                    seen["below"] += p.below
                elif p.move.danger is not None:
                    assert ONE[lang].search(said) and not MANY[lang].search(said), said
                    seen["one"] += 1
    assert seen["several"] >= 10 and seen["below"] >= 2 and seen["one"] >= 50, seen
