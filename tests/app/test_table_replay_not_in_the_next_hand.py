"""A hand played again («Chơi lại từ đây», ``Table.replay_of``) is practice outside the session's sequence: the next
hand's thông, dealer and number come from the last hand of the session not played again
(``ui.table.deal._last_own_hand``), not from the hand played again that is on the table.

Tester (vi, 1366): won ván 2 with a right xướng, played it again ending with a xướng thiếu, pressed «Ván mới»: the
new hand had no «thông» badge and «Thông ù xuông» was judged wrong."""
from __future__ import annotations

import pytest

from learning import games
from learning.coach import LEARNER
from tests.app.test_page_choi_thu import finish, html, live, open_table, play_to_xuong, winning_seed
from tests.app.test_page_choi_thu_coach import _say, _win_said
from words.i18n import language

THONG = {"vi": "thông", "en": "thông (won last hand, xướng not wrong)"}  # the seat badge (ui.table.pictures)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_hand_after_a_hand_played_again_follows_the_hand_played_first(progress_db, lang):
    seed, _canon, short = _win_said("thieu", lambda canon: [canon[:i] + canon[i + 1:] for i in range(len(canon))
                                                             if len(canon) > 1])
    with language(lang):  # AppTest formats widget options in the test's thread: speak the page's language
        at = finish(open_table(seed, lang=lang))  # won with the sensible bot's xướng: right
        assert live(at).state.xuong["verdict"] == "dung" and live(at).hand_no == 1
        at.button(key="ct_replay_go").click().run()  # from the learner's first move: the bots play as before
        at = play_to_xuong(at)
        assert live(at).replay_of and live(at).state.winner == LEARNER
        _say(at, short)
        at.button(key="ct_xuong_confirm").click().run()  # said as it is: the hand played again ends thiếu
        assert live(at).finished and live(at).state.xuong["verdict"] == "thieu" and not at.exception
        assert [games.replayed(r["summary"]) for r in games.list_records()] == [True, False]
        at.button(key="ct_again").click().run()
        new = live(at)
        assert not at.exception and not new.replay_of and not new.finished
        assert (new.hand_no, new.state.drawer, new.state.thong) == (2, LEARNER, LEARNER)
        assert f">{THONG[lang]}</span>" in html(at)  # the learner's seat wears the badge


def test_a_hand_played_again_and_left_at_once_is_not_the_previous_hand(progress_db):
    """Played again, then «Ván mới» before any move: the hand played again (not kept: nothing decided in it) was
    unfinished, yet the new hand goes on from the hand won first — the winner deals, with thông."""
    first = winning_seed()
    at = finish(open_table(first))
    assert live(at).state.xuong["verdict"] == "dung"
    at.button(key="ct_replay_go").click().run()
    assert live(at).replay_of and not live(at).finished
    at.button(key="ct_deal").click().run()
    new = live(at)
    assert not at.exception and not new.replay_of
    # kept: the hand won first only (the new hand, a random deal, is listed too if a bot already ended it)
    assert [r["seed"] for r in games.list_records() if r["seed"] != new.state.seed] == [first]
    assert (new.hand_no, new.state.drawer, new.state.thong) == (2, LEARNER, LEARNER)
