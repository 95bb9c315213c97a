"""«Chơi lại từ nước …» (``ui.table.review._replay_picker``): the button replays from the move picked when it is
clicked, even when the click reaches the server with the pick, before the pick's own rerun drew the button again
(a browser test flaked so under load: the hand was dealt again from the first move listed)."""
from __future__ import annotations

from chan_core.game.flow import replay
from tests.app.test_page_choi_thu import finish, live, open_table


def test_play_again_from_the_move_picked_in_the_same_run_as_the_click(progress_db):
    at = finish(open_table(11))
    done = live(at)
    events = [e["event"] for e in done.timeline if e["action"]["event"] != "xuong"]
    assert len(events) > 1 and at.selectbox(key="ct_replay_event").value == events[0]
    at.selectbox(key="ct_replay_event").set_value(events[1])
    at.button(key="ct_replay_go").click().run()  # one run: the pick and the click together
    assert not at.exception
    assert live(at).state == replay(done.state, events[1])
