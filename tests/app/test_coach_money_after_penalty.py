"""The coach's money after a lỗi already committed in the hand (seed 001 §VII): a later ù is not paid
(nghỉ ăn tiền) or is an ù báo (the winner pays each player tám đỏ hai lèo), so later estimates count it."""
from __future__ import annotations

import copy

import pytest

from chan_core.game import judge_action
from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER, Table
from learning.coach.advisor import advise
from words import say
from words.i18n import language


def _after(penalty: str):
    """A learner decision (Thi thật, sensible play) after a committed lỗi of ``penalty``, and the same state
    without it."""
    me = SensibleBot(0)
    for seed in range(80):
        t = Table.deal(4, seed, mode="thi_that")
        done = False
        while True:
            t.run_bots()
            if t.finished or t.state.phase == "xuong":
                break
            bad = [a for a in t.legal() if any(f.get("penalty") == penalty for f in judge_action(t.state, a))]
            if bad and not done:
                t.learner_move(bad[0])
                done = True
                continue
            if done and t.state.phase == "danh" and t.learner_to_act:
                clean = copy.deepcopy(t.state)
                clean.faults = [f for f in clean.faults if f.get("seat") != LEARNER]
                return t.state, clean
            t.learner_move(me.choose(t.state, LEARNER, t.legal()))
    raise AssertionError(f"no decision after a {penalty} lỗi")


@pytest.mark.parametrize("penalty, vi, en", [
    ("nghi_an_tien", "không được tiền (nghỉ ăn tiền)", "not be paid (nghỉ ăn tiền)"),
    ("u_bao", "ù báo", "ù báo"),
])
def test_later_money_counts_an_earlier_penalty(penalty, vi, en):
    state, clean = _after(penalty)
    now, before = advise(state, LEARNER), advise(clean, LEARNER)
    pairs = [(m, before.move(m.action)) for m in now.moves if m.ev is not None]
    assert pairs and all(m.ev <= b.ev + 1e-9 for m, b in pairs)
    assert any(m.ev < b.ev - 1e-9 for m, b in pairs)  # a chance of ù was worth money before the lỗi
    lines = [m.money for m, _b in pairs  # a move that makes him báo says that instead (test_table_bao_hint)
             if m.money is not None and not any(f.get("penalty") == "bao" for f in m.faults or ())]
    assert lines
    for lang, word in (("vi", vi), ("en", en)):
        with language(lang):
            assert all(word in say(x) for x in lines), [say(x) for x in lines]
