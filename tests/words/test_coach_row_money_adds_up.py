"""«Gợi ý» (session 22 tester): a row read «ù thì chừng 3,0 điểm, khả năng ù 14%» for 3 players who pay and showed a
total of 1,1; 3,0 × 14% × 3 = 1,26, and what was taken off was said only in the caption. A row's money figure now
says what it is made of, from the figures its reason says: «1,1 = 14% × 3,0 điểm × 3 nhà trả − 0,2 rủi ro», so
the arithmetic can be checked in the row (:func:`learning.coach.standing.made_of`), in Vietnamese and English.
Session 25 (testers): the first row never showed it while others did (only rows said below or tied with another did),
and the caption's «a chance of ù lower than the highest one costs a little more» was in no row — it was counted in
«rủi ro». Every row with a money figure now says it among its figures, the first too, with that part apart: «… − 0,2
vì khả năng ù thấp hơn nước cao nhất» (:func:`chan_core.strategy.money.scored`)."""
from __future__ import annotations

import re

import pytest

from chan_core import from_position
from learning.coach.advisor import advise, ranking, said_once
from learning.coach.standing import made_of, rank_words
from tests.app.test_coach_chan_split_within_noise import CLOSE
from tests.app.test_coach_rank_words import _states
from ui.table.play import advice_line
from words.i18n import language

MADE = {"vi": r"tiền trông được (−?\d+,\d) = (\d+)% × (−?\d+,\d) điểm × (\d+) nhà trả(?: − (\d+,\d) rủi ro)?(?: ([−+]) (\d+,\d) "
              r"vì khả năng ù thấp hơn nước cao nhất)?\)",
        "en": r"expected winnings (−?\d+\.\d) = (\d+)% × (−?\d+\.\d) điểm × (\d+) payers?(?: − (\d+\.\d) for risk)?(?: ([−+]) "
              r"(\d+\.\d) for a chance of ù below the highest)?\)"}


def _num(x: str | None) -> float:
    return float((x or "0").replace("−", "-").replace(",", "."))


def _rows(st, lang: str) -> list[tuple]:
    """``(place, the row as shown)`` of the hint's ranking at ``st`` in ``lang``."""
    places = said_once(ranking(advise(st, 0)))
    with language(lang):
        return [(p, advice_line(p, st, rank_words(places, i, st))) for i, p in enumerate(places)]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_row_s_money_is_its_chance_times_its_points_times_the_payers_less_the_risk(lang):
    """Every row with a money line, the first included, says its money as an equation that adds up (to the rounding of
    what it shows: its chance to a whole percent), once, among its figures, with the chance and điểm its own reason says and the players who pay;
    what a chance of ù below the highest costs is said apart from the risk, and only a discard risks anything."""
    seen = {"first": 0, "slower": 0, "risk": 0}
    for st in _states(150):
        for p, row in _rows(st, lang):
            got = re.findall(MADE[lang], row)
            assert len(got) == bool(made_of(p.move, st.players - 1)), row
            for total, pct, pts, n, risk, plus, slower in got:
                line = p.move.money
                sign = -1 if line.code == "strategy.stake.u_bao" else 1  # an ù báo: the learner pays each player
                assert (int(pct), _num(pts)) == (line["percent"], sign * line["points"]) and int(n) == st.players - 1
                assert _num(total) == round(p.move.value, 1)
                slower = ("-" if plus == "+" else "") + slower  # an ù báo's lower chance pays less
                off = abs(int(pct) / 100 * _num(pts) * int(n) - _num(risk) - _num(slower) - _num(total))
                assert off <= 0.1 + 0.005 * abs(_num(pts)) * int(n), row  # each figure rounded as shown, the chance to 1 %
                assert not risk or p.move.danger is not None, row
                seen["first"] += p.place == 1
                seen["slower"] += bool(slower)
                seen["risk"] += bool(risk)
    assert min(seen.values()) > 10, seen


@pytest.mark.parametrize(("lang", "row"), [("vi", "0,7 = 10% × 3,0 điểm × 3 nhà trả − 0,2 rủi ro"),
                                           ("en", "0.7 = 10% × 3.0 điểm × 3 payers − 0.2 for risk")])
def test_the_risk_taken_off_is_said_in_the_row(lang, row):
    st = from_position(CLOSE)
    assert any(row in said for _p, said in _rows(st, lang))
