"""Real-table tester, session 20: in the first hand of a session he called «Thông» and the app said «Ván trước bạn
không ù …» — there was no previous hand. The refused «Thông» of a session's first hand (``Table.hand_no`` 1) now says
that, in Vietnamese and English (a hand after another keeps the engine's reason: test_table_thong_next_hand.py)."""
from __future__ import annotations

import pytest

from chan_core.game.bots import SensibleBot
from tests.app.test_page_choi_thu import live, open_table, play_to_xuong, texts, winning_seed
from words.i18n import language

SAID = {"vi": ("Đây là ván thứ nhất của phiên: chưa có ván trước, nên không có Thông.", "Ván trước bạn không ù"),
        "en": ("This is the first hand of the session: there is no previous hand, so no Thông.",
               "You did not win (ù) the previous hand")}


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_thong_called_in_the_first_hand_says_there_is_no_hand_before_it(lang):
    with language(lang):  # the page's language (as test_table_linked_hand_thong_words opens it)
        at = play_to_xuong(open_table(winning_seed(), **({"lang": "en"} if lang == "en" else {})))
        assert live(at).hand_no == 1 and live(at).state.thong is None
        for cid in ["thong"] + [d["id"] for d in SensibleBot(0).xuong(live(at).state, 0) for _ in range(d["count"])]:
            at.button(key=f"ct_x_chip_{cid}").click().run()
        at.button(key="ct_x_submit").click().run()
        assert not at.exception and live(at).state.phase == "xuong"  # Kèm cặp holds the xướng sai back
    first, lost = SAID[lang]
    assert first in texts(at) and lost not in texts(at), texts(at)
