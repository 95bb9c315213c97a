"""«Gợi ý» (session 22 tester): a row read «ù thì chừng 3,0 điểm, khả năng ù 14%» for 3 players who pay and showed a
total of 1,1; 3,0 × 14% × 3 = 1,26, and what was taken off was said only in the caption. A row's money figure now
says what it is made of, from the figures its reason says: «1,1 = 14% × 3,0 điểm × 3 nhà trả − 0,2 rủi ro», so
the arithmetic can be checked in the row (:func:`learning.coach.standing.made_of`), in Vietnamese and English.
Session 25 (testers): the first row never showed it while others did (only rows said below or tied with another did),
and the caption's «a chance of ù lower than the highest one costs a little more» was in no row — it was counted in
«rủi ro». Every row with a money figure now says it among its figures, the first too, with that part apart: «… − 0,2
vì khả năng ù thấp hơn nước cao nhất» (:func:`chan_core.strategy.money.scored`).
Session 25 (real-table tester): «2,8 = 16% × 6,0 điểm × 3 nhà trả» (2,88) and «2,4 = 13% × 6,0 × 3» (2,34) did not add
up: the chance was rounded to a whole percent first. It is now said with the digits the product needs, from the
unrounded chance («2,8 = 15,6% × 6,0 …»), and the equation adds up to its printed rounding. «nước cao nhất» on the
«Nên đi» row read as the top-ranked move: the highest chance is named, «thấp hơn mức cao nhất là 12%». Session 26
(tester): named as the row that has it prints it («12,6%»), not with each row's own digits («13%»)."""
from __future__ import annotations

import re

import pytest

from chan_core import from_position
from chan_core.facts import Fact
from chan_core.game import Action
from learning.coach.advisor import MoveAdvice, advise, ranking, said_once
from learning.coach.standing import made_of, rank_words, top_chance
from tests.app.test_coach_chan_split_within_noise import CLOSE
from tests.app.test_coach_rank_words import _states
from ui.table.play import advice_line
from words.i18n import language

MADE = {"vi": r"tiền trông được (−?\d+,\d) = (\d+(?:,\d+)?)% × (−?\d+,\d+) điểm × (\d+) nhà trả(?: − (\d+,\d) rủi ro)?(?: "
              r"([−+]) (\d+,\d) vì (?:khả năng ù thấp hơn mức cao nhất là (\d+(?:,\d+)?)%|bỏ lỡ cái ù chắc chắn lúc này))?\)",
        "en": r"expected winnings (−?\d+\.\d) = (\d+(?:\.\d+)?)% × (−?\d+\.\d+) điểm × (\d+) payers?(?: − (\d+\.\d) for risk)?(?: "
              r"([−+]) (\d+\.\d) for (?:a chance of ù below the best one, (\d+(?:\.\d+)?)%|passing up a sure ù now))?\)"}


def _num(x: str | None) -> float:
    return float((x or "0").replace("−", "-").replace(",", "."))


def _rows(st, lang: str) -> list[tuple]:
    """``(place, the row as shown)`` of the hint's ranking at ``st`` in ``lang``."""
    advice = advise(st, 0)
    places, top = said_once(ranking(advice)), top_chance(advice.moves, st.players - 1)  # as show_advice
    with language(lang):
        return [(p, advice_line(p, st, rank_words(places, i, st), top=top)) for i, p in enumerate(places)]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_row_s_money_is_its_chance_times_its_points_times_the_payers_less_the_risk(lang):
    """Every row with a money line, the first included, says its money as an equation whose printed figures give its
    printed total to its rounding (0,05), once, among its figures, with its unrounded chance and điểm to the digits
    needed (a whole percent and 0,1 mostly) and the players who pay; what a chance of ù below the decision's highest
    costs is said apart from the risk, naming that highest chance; only a discard risks anything."""
    seen = {"first": 0, "slower": 0, "risk": 0, "digits": 0}
    for st in _states(150):
        rows = _rows(st, lang)
        for p, row in rows:
            got = re.findall(MADE[lang], row)
            assert len(got) == bool(made_of(p.move, st.players - 1)), row
            for total, pct, pts, n, risk, plus, slower, best in got:
                chance, highest, points = p.move.chance
                assert abs(_num(pct) - 100 * chance) <= 0.5 and abs(_num(pts) - points) <= 0.05, row
                assert int(n) == st.players - 1 and _num(total) == round(p.move.value, 1)
                slower = ("-" if plus == "+" else "") + slower  # an ù báo's lower chance pays less
                off = _num(pct) / 100 * _num(pts) * int(n) - _num(risk) - _num(slower) - _num(total)
                assert abs(off) < 0.05 - 1e-6, row  # to the total's rounding, a half rounded up (2,25 is not 2,2)
                assert not risk or p.move.danger is not None, row
                if best:  # the highest chance of the decision as the row that has it prints it, above this row's
                    top = top_chance(advise(st, 0).moves, st.players - 1) or (100.0 * highest, 0)  # none: an ù's 100%
                    assert _num(best) == top[0] > _num(pct), row
                    assert highest >= max(q.move.chance[0] for q, _r in rows if q.move.chance), row
                seen["first"] += p.place == 1
                seen["slower"] += bool(best)
                seen["risk"] += bool(risk)
                seen["digits"] += not pct.isdigit()
    assert min(seen.values()) > 10, seen


@pytest.mark.parametrize(("lang", "said"), [("vi", "2,8 = 15,6% × 6,0 điểm × 3 nhà trả"),
                                            ("en", "2.8 = 15.6% × 6.0 điểm × 3 payers")])
def test_a_chance_a_whole_percent_would_not_add_up_is_said_to_a_tenth(lang, said):
    """The tester's row: 15,6% said «16%» gave 16% × 6,0 × 3 = 2,88, not the 2,8 shown."""
    line = Fact("strategy.stake.line", stakes=(), points=6.0, percent=16, cuoc={}, mean=False, extra=1)
    m = MoveAdvice(Action(0, "bo"), 3, 40, None, "", ev=2.808, value=2.808, money=line, chance=(0.156, 0.156, 6.0))
    with language(lang):
        assert made_of(m, 3) == said


@pytest.mark.parametrize(("lang", "row"), [("vi", "0,7 = 10% × 3,0 điểm × 3 nhà trả − 0,2 rủi ro"),
                                           ("en", "0.7 = 10% × 3.0 điểm × 3 payers − 0.2 for risk")])
def test_the_risk_taken_off_is_said_in_the_row(lang, row):
    st = from_position(CLOSE)
    assert any(row in said for _p, said in _rows(st, lang))
