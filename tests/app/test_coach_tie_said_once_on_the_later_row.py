"""«Gợi ý» at «Chơi thử» (real-table tester, session 19): tied moves pointed at each other with different figures —
«1. Đánh nhị văn — ngang với đánh lục sách» (32 useful cards, 95 %) then «1. Đánh lục sách — ngang với đánh nhị văn»
(30, 90 %). A tie is not equal figures: it is the same cards to take and expected money within ``TIE`` điểm (unvalued:
the same shown figures). The tie is now said once, on the later row, with what it measures: «cùng hạng với … (cùng
cách ù, tiền trông được gần bằng: 0,6 so với 0,7 điểm)»; the first row of the place only carries its badge.
Session 24 (tester): each later row listed every tied move above it (~60 words before the reason); it now names the
row by its number, «cùng hạng với nước số 2 ở trên» / «ranked the same as move 2 above», and the first row's badge says
with how many: «cùng hạng với 3 nước bên dưới» / «tied with 3 moves below»."""
from __future__ import annotations

import re

import words
from learning.coach.advisor import advise, ranking, said_once, shown_figures, tied
from learning.coach.standing import rank_words
from tests.app.test_coach_rank_words import _states, named
from ui.table.play import advice_line

TIED = {"vi": (r"cùng hạng với nước (\d+): cùng cách ù, tiền trông được (?:gần bằng, (−?[\d,]+) so với (−?[\d,]+)|bằng "
               r"nhau, (−?[\d,]+)) điểm$", r"cùng hạng với nước (\d+): cùng các con số$", "cùng hạng với",
               ("cùng hạng với {n} nước bên dưới]", "cùng hạng]")),
        "en": (r"ranked the same as move (\d+): the same distance from ù, (?:about the same expected winnings, (−?[\d.]+) against "
               r"(−?[\d.]+)|the same expected winnings, (−?[\d.]+)) điểm$", r"ranked the same as move (\d+): the same figures$", "ranked the same as",
               ("[tied with {n} move", "[tied]"))}
"""A tie's words: two amounts said when they differ once rounded («4,0 so với 4,0» never), else one; nothing after them
(session 26: no «why below» of another row, no bracket beside the figures')."""


def test_a_tie_is_said_once_on_the_later_row_with_what_it_measures():
    """Over whole hands, in Vietnamese and English: the first row of a place never names a tie (a tied one shows the
    badge «cùng hạng với n nước bên dưới»); each later row names its place's number, no move, and what the
    tie measures — valued, both moves' money within ``TIE``; unvalued, the same shown figures."""
    seen = {"money": 0, "figures": 0}
    for st in _states(200):
        places = said_once(ranking(advise(st, 0)))
        valued = all(p.move.value is not None for p in places if p.place and p.move.action.type != "u")
        for lang, (money, figures, pointer, badge) in TIED.items():
            with words.language(lang):
                for i, p in enumerate(places):
                    said = rank_words(places, i, st)
                    assert "ngang với" not in said and "tied with" not in said
                    earlier = [q for q in places[:i] if q.place is not None and q.place == p.place]
                    if not earlier:  # the first row of its place names no tie (it is said on the rows after)
                        assert pointer not in said, said
                        ties = sum(1 + len(q.also) for q in places[i + 1:] if q.place == p.place)
                        if p.tied and not said:  # the badge says how many moves below it ties with
                            assert badge[0].format(n=ties) in advice_line(p, st, said, ties=ties)
                            assert badge[1] in advice_line(p, st, said)
                        continue
                    got = re.search(money if valued else figures, said)
                    assert got, said
                    assert int(got[1]) == p.place  # its row's number, said once: no move of the tie named (tester,
                    tie = said[:got.end()]  # session 24: a tie's later rows repeated the whole list of moves)
                    assert all(named(m.action, st) not in tie for q in earlier for m in (q.move, *q.also)), said
                    if valued:
                        one, mine, theirs = got[4], got[2], got[3]
                        assert (one is None) == (mine != theirs), said  # equal once rounded: said once
                        if one is None:
                            mine, theirs = (float(x.replace("−", "-").replace(",", ".")) for x in (mine, theirs))
                            assert tied(mine, theirs)  # the figures said are the ones the tie rule reads
                    else:
                        assert shown_figures(p.move) == shown_figures(earlier[0].move)
                    seen["money" if valued else "figures"] += 1
    assert min(seen.values()) >= 2, seen
