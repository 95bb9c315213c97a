"""Tester (session 19) on «Hôm nay»: a discard puzzle's why still said the engine's «giữ …» (the group most unseen
useful cards would join, often one the card does not touch) while the practice table's coach says what the card
itself breaks («tách cạ ngũ vạn – ngũ sách, ngũ sách thành quân lẻ»). Now «Hôm nay» says the coach's reason for the
same position, in both languages; the engine's fact (``python -m chan_core eval``) is unchanged."""
from __future__ import annotations

import pytest

from chan_core.game import Action, legal_actions
from learning.coach import LEARNER, advise
from learning.daily import puzzles
from learning.daily.positions import base, danh_puzzle
from tests.app.test_coach_reason_is_about_the_move import _cai_deal
from ui import daily_views as views
from words import say
from words.i18n import language


def _coach_base(m):
    """A coach row's reason without its money line."""
    return m.reason["base"] if m.reason.code == "strategy.stake.reason" else m.reason


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_discard_puzzle_says_the_coach_s_reason_for_each_choice(lang):
    kept = 0
    for seed in range(40):
        st = _cai_deal(seed)
        p = danh_puzzle(st, LEARNER, legal_actions(st, LEARNER), base(st, LEARNER, seed, 0))
        if p is None:
            continue
        p = puzzles.Puzzle.model_validate({**p, "id": f"t-{seed}", "answer": 0, "rating": 1500})
        adv = advise(st)
        for i, c in enumerate(p.choices):
            kept += p.why_facts()[i].code == "strategy.discard.keep"
            coach = say(_coach_base(adv.move(Action(LEARNER, "danh", c["card"]))), lang)
            with language(lang):
                lines = views.why_lines(p, i)
            assert coach in lines, (seed, c, coach, lines)
            assert not any(" giữ " in x or " keep " in x for x in lines), lines
    assert kept >= 5  # the engine's «giữ …» facts are among those asked about


@pytest.mark.parametrize("lang, said", [
    ("vi", "Đánh nhị văn: lấy nhị văn ra khỏi ba đầu, còn cạ nhị vạn – nhị sách; bài cách ù 2 lá;"),
    ("en", "Discard nhị văn (2 of văn): this takes nhị văn out of a ba đầu (three cards of one number, one of each "
           "suit), leaving the cạ of nhị vạn (2 of vạn) and nhị sách (2 of sách); the hand is 2 cards from ù;")])
def test_a_stored_discard_puzzle_names_the_group_holding_its_card(lang, said):
    p = puzzles.by_id("danh-2026-0")
    assert p.why_facts()[p.answer].code == "strategy.discard.keep"  # the stored fact stays the engine's
    with language(lang):
        assert views.why_lines(p, p.answer)[0].startswith(said)
