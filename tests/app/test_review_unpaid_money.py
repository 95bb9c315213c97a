"""The review's money of a move marked «nếu ù thì nghỉ ăn tiền» (a tester): a win after it is not paid (seed 001
§VII), so the learner's move is never said to be worth «ù thì chừng 3 điểm», and what it cost counts that."""
from __future__ import annotations

import pytest

from chan_core.game import judge_action
from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER, Table, move_reviews
from words.i18n import language


def _unpaid_review() -> dict:
    """The review of the first learner move (Thi thật, sensible play before it) that makes a win unpaid."""
    me = SensibleBot(0)
    for seed in range(50):
        t = Table.deal(4, seed, mode="thi_that")
        while True:
            t.run_bots()
            if t.finished or t.state.phase == "xuong":
                break
            bad = [a for a in t.legal() if any(f.get("penalty") == "nghi_an_tien" for f in judge_action(t.state, a))]
            if bad:
                t.learner_move(bad[0])
                got = [m for m in move_reviews(t) if m["stake_kind"] == "nghi_an_tien" and m["money"]]
                if got:
                    return got[0]
                break
            t.learner_move(me.choose(t.state, LEARNER, t.legal()))
    raise AssertionError("no move that makes a win unpaid")


@pytest.mark.parametrize("lang, unpaid, paid", [
    ("vi", "không được tiền (nghỉ ăn tiền)", "ù thì chừng"),
    ("en", "not paid (nghỉ ăn tiền)", "would be worth about"),
])
def test_the_money_of_a_move_that_makes_a_win_unpaid(lang, unpaid, paid):
    from ui.table.review import _cost_words, _money_pair

    m = _unpaid_review()
    with language(lang):
        pair = _money_pair(m)
        cost = _cost_words(m)
    assert unpaid in pair["mine"] and paid not in pair["mine"], pair
    assert "điểm" not in pair["mine"] and paid in pair["best"], pair  # the coach's move: a paid win
    assert m["ev_loss"] and m["ev_loss"] > 0  # what the move cost counts the win's money lost
    assert ("nghỉ ăn tiền" in cost) and number_in(cost, m["ev_loss"]), cost


def number_in(text: str, x: float) -> bool:
    """``x`` as the review writes it (one decimal, a comma in Vietnamese) is in ``text``."""
    return f"{x:.1f}" in text or f"{x:.1f}".replace(".", ",") in text
