"""«Gợi ý» at «Chơi thử» (tester, session 19): four discards tied best with the same reason (four què of the same
figures) were four whole paragraphs, the same words but for the card — five phone screens at 390 px. Tied moves whose
figures and reason differ only by the card are now one row, said once: «**Đánh nhị vạn, lục vạn hoặc thất vạn**» then
«Quân lẻ (què) …» / «**… discard nhị vạn (2 of vạn), lục vạn (6 of vạn), or thất vạn (7 of vạn)**», «A lone card
(què) …» (session 25: the reason under a row no longer says the headline's move again).

Found with the coach's own functions: ``?van=355790048`` (4 players, sensible bots), the learner's first đánh."""
from __future__ import annotations

import pytest

from learning.coach.advisor import advise, ranking, said_once
from tests.app.test_coach_rank_words import _states
from tests.app.test_page_choi_thu import open_table, texts
from words.i18n import language

SEED = 355790048
SAID = {"vi": ("Quân lẻ (què), không nằm trong chắn hay cạ nào", "**Đánh nhị vạn, lục vạn hoặc thất vạn**"),
        "en": ("A lone card (què), in no chắn or cạ", "discard nhị vạn (2 of vạn), lục vạn (6 of vạn), or thất vạn (7 of "
               "vạn)**")}
# ngũ vạn, the third of three, is no què but kept to chíu the fourth (session 19): a row of its own


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_tied_discards_with_one_reason_are_said_once_in_the_hint(lang):
    with language(lang):  # AppTest finds the chosen options in the test's thread: it speaks the page's language
        at = open_table(SEED, lang=lang)
        at.button(key="ct_hint").click().run()
    assert not at.exception, [e.value for e in at.exception]
    said = texts(at)
    reason, head = SAID[lang]
    assert said.count(reason) == 1, said
    assert head in said


def test_each_move_is_in_one_row_and_no_two_rows_of_a_place_say_one_reason():
    """Over whole hands: the rows said once hold every ranked move exactly once, a row's moves share its place, and
    merging leaves no two discard rows of one place with the same figures and reason but for the card."""
    merged = 0
    for st in _states():
        places = ranking(advise(st, 0))
        rows = said_once(places)
        moves = [m.action.key for p in rows for m in (p.move, *p.also)]
        assert sorted(moves) == sorted(p.move.action.key for p in places)
        by_key = {p.move.action.key: p for p in places}
        for p in rows:
            assert all(by_key[m.action.key].place == p.place for m in p.also)
            merged += len(p.also)
    assert merged >= 3
