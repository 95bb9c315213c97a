"""«Gợi ý» (session 22 tester): a row read «ù thì chừng 3,0 điểm, khả năng ù 14%» for 3 players who pay and showed a
total of 1,1; 3,0 × 14% × 3 = 1,26, and what was taken off was said only in the caption. A row's money figure now
says what it is made of, from the figures its reason says: «1,1 = 14% × 3,0 điểm × 3 nhà trả − 0,2 rủi ro», so
the arithmetic can be checked in the row (:func:`learning.coach.standing.made_of`), in Vietnamese and English."""
from __future__ import annotations

import re

import pytest

from chan_core import from_position
from learning.coach.advisor import advise, ranking
from learning.coach.standing import rank_words
from tests.app.test_coach_chan_split_within_noise import CLOSE
from tests.app.test_coach_rank_words import _states
from words.i18n import language

MADE = {"vi": r"(−?\d+,\d) = (\d+)% × (\d+,\d) điểm × (\d+) nhà trả(?: − (\d+,\d) rủi ro)?",
        "en": r"(−?\d+\.\d) = (\d+)% × (\d+\.\d) điểm × (\d+) payers?(?: − (\d+\.\d) for risk)?"}


def _num(x: str | None) -> float:
    return float((x or "0").replace("−", "-").replace(",", "."))


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_row_s_money_is_its_chance_times_its_points_times_the_payers_less_the_risk(lang):
    """Every row that states its money says it as an equation that adds up (to the rounding of what it shows), with
    the chance and điểm its own reason says and the players who pay."""
    checked = 0
    for st in _states(150):
        places = ranking(advise(st, 0))
        with language(lang):
            for i, p in enumerate(places):
                said = rank_words(places, i, st)
                for total, pct, pts, n, risk in re.findall(MADE[lang], said):
                    line = p.move.money
                    assert (int(pct), _num(pts)) == (line["percent"], line["points"]) and int(n) == st.players - 1
                    assert _num(total) == round(p.move.value, 1)
                    assert abs(int(pct) / 100 * _num(pts) * int(n) - _num(risk) - _num(total)) <= 0.1, said
                    checked += 1
    assert checked > 30


@pytest.mark.parametrize(("lang", "row"), [("vi", "0,7 = 10% × 3,0 điểm × 3 nhà trả − 0,2 rủi ro"),
                                           ("en", "0.7 = 10% × 3.0 điểm × 3 payers − 0.2 for risk")])
def test_the_risk_taken_off_is_said_in_the_row(lang, row):
    st = from_position(CLOSE)
    places = ranking(advise(st, 0))
    with language(lang):
        said = [rank_words(places, i, st) for i in range(len(places))]
    assert any(row in s for s in said)
