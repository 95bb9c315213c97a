"""Tester (a real-table player), the review after a hand of «Chơi thử», in Vietnamese and English:

* the «Tình huống» column said «Bên trái bốc lục sách» where the card had been drawn and passed on: now «Bên trái bốc
  rồi dưới …», as the decision's own prompt says it (``ui.table.pictures.offer_how``);
* «Chơi lại từ nước» listed bare numbers «5, 6, 13, 14 …»: now each is named by the learner's move there
  («Nước 5: Bạn ăn …»), on the same ids (``format_func``).
"""
from __future__ import annotations

import pytest

from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER, Table, entry_words
from tests.app.test_page_choi_thu import finish, live, open_table
from ui.table import move_numbers
from ui.table.review import _situation
from words.i18n import language

PASSED_ON = 24001  # Bên trái bốc nhị sách, dưới'd it into the learner's cửa trên: his first decision


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


@pytest.mark.parametrize(("lang", "want"), [("vi", "Bên trái bốc rồi dưới nhị sách"),
                                            ("en", "Left drew nhị sách (2 of sách) and passed it on (dưới)")])
def test_the_situation_of_a_card_drawn_then_passed_on_says_so(lang, want):
    t = Table.deal(4, PASSED_ON)
    t.run_bots()
    assert t.learner_move(SensibleBot(LEARNER).choose(t.state, LEARNER, t.legal())).played
    with language(lang):
        assert _situation(t.timeline[-1], t.state) == want


@pytest.mark.parametrize(("lang", "word"), [("vi", "Nước"), ("en", "Move")])
def test_the_replay_picker_names_each_move(lang, word):
    with language(lang):
        at = finish(open_table(11, **({"lang": "en"} if lang == "en" else {})))
        t = live(at)
        numbers = move_numbers(t.state)
        played = {e["event"]: e for e in t.timeline if not e.get("stopped") and e["action"]["event"] != "xuong"}
        want = [f"{word} {numbers[i]}: {entry_words(t, played[i]).rstrip('.')}" for i in sorted(played)]
    box = at.selectbox(key="ct_replay_event")
    assert len(want) > 1 and box.options == want
    assert box.value == min(played)  # the ids are the same events: the pick still replays that move
