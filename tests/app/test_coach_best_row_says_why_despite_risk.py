"""«Gợi ý» (session 23 tester): the «Nên đi» row may show that the next player can well take its card (e.g. 86%)
with no word on why it is still the best move. The row now says it, from the ranking's own figures, against the
safest numbered move (:func:`learning.coach.standing.still_best`): farther from ù, less money though the risk is
counted in it — in Vietnamese and English, beside the row's figures; only a first row whose card is at risk says
it."""
from __future__ import annotations

import re

import pytest

from chan_core import from_position
from learning.coach import LEARNER, advise, ranking, said_once
from learning.coach.messages import choice_words
from learning.coach.standing import RISKY, SAFER, rank_words, still_best
from tests.app.test_coach_rank_words import _states
from ui.table.play import advice_line
from words.i18n import language

FARTHER = "chan1 p4 s2 d0 | 3d7V 0b 0w2N 1a2N2V 1d4V 2b 2w2S 3a2S2S 3d6N 0a6N6N"
"""Seed 2: cửu văn first (86% to be taken), the hand waiting; the safest move (41%) leaves the hand farther from ù."""
LESS_MONEY = "chan1 p4 s3 d3 | 3d2V 0a2V2S 0d3S 1b 1w7S 2b 2w6V 3b 3w6N 0a6N6V"
"""Seed 3: thất vạn first (88%); the safest move (59%) as far from ù, its money less with the risk counted."""

SAID = {
    (FARTHER, "vi"): "vẫn nên đi dù dễ bị ăn (86%): đánh chi chi ít bị ăn hơn (41%) nhưng xa ù hơn",
    (FARTHER, "en"): "still the best move though the next player may well take it (86%): if you discard chi chi (the "
                     "1, no suit) instead, it is taken less often (41%) but is farther from ù",
    (LESS_MONEY, "vi"): "vẫn nên đi dù dễ bị ăn (88%): đánh chi chi ít bị ăn hơn (59%) nhưng tiền trông được ít hơn, dù "
                        "đã trừ rủi ro",
    (LESS_MONEY, "en"): "still the best move though the next player may well take it (88%): if you discard chi chi (the "
                        "1, no suit) instead, it is taken less often (59%) but its expected winnings are lower, even with the risk counted",
}


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("pos", [FARTHER, LESS_MONEY])
def test_the_best_row_says_why_it_is_best_though_it_may_be_taken(pos, lang):
    state = from_position(pos)
    places = said_once(ranking(advise(state, LEARNER)))
    first = places[0]
    assert first.place == 1 and round(first.move.danger * 100) >= RISKY
    with language(lang):
        said = still_best(places, 0)
        row = advice_line(first, state, rank_words(places, 0, state), said)
    head = row.split("\n")[0]
    assert said == SAID[pos, lang] and f":blue[{said}]" in head  # beside the figures, not in the reason
    assert (":gray-badge[" in head) == first.tied  # a tie still said («cùng hạng»): thất vạn ties with thất sách


def test_only_a_risky_first_row_says_it_and_names_a_safer_row_below():
    """Over whole hands: the clause is on a first row whose card is taken with a chance of :data:`RISKY`% or more,
    and the row it names is ranked below and at least :data:`SAFER` points safer."""
    said_on = 0
    for st in _states(150):
        places = said_once(ranking(advise(st, LEARNER)))
        for i, p in enumerate(places):
            said = still_best(places, i)
            if not said:
                continue
            said_on += 1
            pct = int(re.search(r"ít bị ăn hơn \((\d+)%\)", said).group(1))  # the row named by its move (session 26)
            named = next(q for q in places if q.place and q.place > 1 and q.move.danger is not None
                         and choice_words(q.move.action, st, q.also) in said and round(q.move.danger * 100) == pct)
            assert i == 0 and round(p.move.danger * 100) >= RISKY
            assert round(named.move.danger * 100) <= round(p.move.danger * 100) - SAFER
    assert said_on, said_on
