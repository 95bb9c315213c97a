"""«Gợi ý» at «Chơi thử» (real-table tester, session 20): a row's rank read badly — «xa ù hơn nước 1: 1 lá» (two
ones side by side) and «cùng hạng với đánh tam vạn và đánh tứ vạn» (the verb again for each card). Now: «xa ù hơn nước
số 1 một lá» / «one card farther from ù than move number 1» («nước 1 một lá» still read as a run of numbers, session
21). Tied discards named the verb once, «cùng hạng với đánh tam vạn và tứ vạn»; since session 24 a tie names its row's
number, no move (tests/app/test_coach_tie_said_once_on_the_later_row.py)."""
from __future__ import annotations

import words
from learning.coach.advisor import advise, ranking, said_once
from learning.coach.standing import rank_words
from tests.app.test_coach_rank_words import _states
from ui.table.play import advice_line

FARTHER = {"vi": ("xa ù hơn nước {k}: cần thêm một lá", "nước {k} một lá"), "en": ("one card farther from ù than move "
                                                                                "{k}", "1 card farther")}


def test_a_row_says_one_card_farther_in_words():
    seen = 0
    for st in _states(200):
        places = said_once(ranking(advise(st, 0)))
        for i, p in enumerate(places):
            above = next((q for q in reversed(places[:i]) if q.place and p.place and q.place < p.place), None)
            if any(q.place == p.place for q in places[:i]):  # a later row of a tie says its tie alone
                continue
            for lang in ("vi", "en"):
                with words.language(lang):
                    said = rank_words(places, i, st)
                if above and None not in (p.move.distance, above.move.distance) and \
                        p.move.distance == above.move.distance + 1:
                    good, bad = FARTHER[lang]
                    assert good.format(k=above.place) in said and bad.format(k=above.place) not in said, said
                    seen += 1
    assert seen >= 3, seen


def test_the_best_move_and_same_rank_badges_read_apart():
    """English tester (session 21): «Best move» «same rank» (now «tied») side by side read as one phrase; a middle dot parts them."""
    seen = 0
    for st in _states(200):
        for p in said_once(ranking(advise(st, 0))):
            if p.advised and p.tied:
                for lang, pair in {"vi": "[Nên đi] · :gray-badge[cùng hạng]",
                                   "en": "[Best move] · :gray-badge[tied]"}.items():
                    with words.language(lang):
                        assert pair in advice_line(p, st), advice_line(p, st)
                seen += 1
    assert seen >= 2, seen
