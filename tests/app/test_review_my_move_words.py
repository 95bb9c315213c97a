"""Tester (a real-table player), «Xem lại ván» of «Chơi thử»: a row read «Bên trái đánh cửu vạn · Bạn: Bạn bốc ngũ
sách.» — the decision not to take the card was hidden, and the subject said twice. The «Bạn» cell now says the
learner's decision without a subject: «Không ăn chi chi, bốc nọc (tam sách)», «Đánh …», in Vietnamese and English."""
from __future__ import annotations

import pytest

from chan_core.game import Action
from learning.coach import LEARNER, Table
from ui.table.review import _my_move
from words.i18n import language

SKIPPED = 119457195  # 4 players: the learner's first decision is chi chi on offer; a bốc draws tam sách

WORDS = {"vi": ("Không ăn chi chi, bốc nọc (tam sách)", "Đánh "),
         "en": ("Did not take chi chi (the 1, no suit), drew from the nọc (tam sách [3 of sách])", "Discard ")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_you_cell_says_the_card_not_taken_and_the_card_drawn(lang):
    t = Table.deal(4, SKIPPED, mode="thi_that")  # every move played (Kèm cặp would hold a lỗi back)
    t.run_bots()
    assert t.state.offer["card"] == "CC"
    t.learner_move(Action(LEARNER, "boc"))
    t.run_bots()
    while t.state.phase != "danh" or not t.learner_to_act:
        assert t.learner_move(next(a for a in t.legal() if a.type in ("boc", "duoi", "an"))).played
        t.run_bots()
    t.learner_move(next(a for a in t.legal() if a.type == "danh"))
    skipped, played = t.timeline[0], t.timeline[-1]
    with language(lang):
        assert _my_move(t, skipped) == WORDS[lang][0]
        assert _my_move(t, played).startswith(WORDS[lang][1])
        assert not any(_my_move(t, e).startswith(("Bạn", "You")) for e in t.timeline)
