"""The hint's rows at «Chơi thử» never put a bracket inside a bracket (tester, session 19: English eat lines read
«(1 card from ù (chờ ù) · 9 useful cards)», «about 6.0 điểm (5 điểm for the lèo (one each of …))», «the cửa dưới (the
next player)» inside the figures). The English words are now «1 card from ù — chờ ù», «complete — ù», «the cửa dưới,
the next player,» and the money line's parts between dashes; the Vietnamese never nested and is unchanged (the
engine's facts and ``python -m chan_core eval`` are untouched). A card read out inside brackets is «[3 of vạn]»."""
from __future__ import annotations

import pytest

from learning.coach.advisor import advise, ranking, said_once
from learning.coach.standing import rank_words
from tests.app.test_coach_rank_words import _states
from ui.table.play import advice_line
from words.i18n import language


def nested(text: str) -> list[str]:
    """Each «(» opened inside another round bracket, with the text around it."""
    depth, out = 0, []
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
            if depth > 1:
                out.append(text[max(0, i - 50):i + 30])
        elif ch == ")":
            depth = max(0, depth - 1)
    return out


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_no_row_of_the_hint_nests_brackets(lang):
    rows = tied_rows = 0
    for st in _states(120):
        places = said_once(ranking(advise(st, 0)))
        with language(lang):
            for i, p in enumerate(places):
                line = advice_line(p, st, rank_words(places, i, st))
                assert not nested(line), (nested(line), st.position())
                rows += 1
                if ":blue[" in line:  # session 21: a tied move's card is read out as the others, «thất vạn (7 of vạn)»
                    said = line.split(":blue[", 1)[1].split("] :", 1)[0]
                    assert "[" not in said, said
                    tied_rows += "cùng hạng với" in said or "ranked the same as" in said
    assert rows > 300 and tied_rows > 20
