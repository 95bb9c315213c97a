"""Tester (a real-table player), «Chơi thử»: after winning a hand he opened ``?van=…`` (shown as «ván thứ 2 của
phiên») and called «Thông»; the app said «Ván trước bạn không ù …» — false. A hand dealt from its number (a link)
deals exactly that hand and does not carry the session on (``ui.table.deal.deal_new``: no drawer, no thông; seed
001 §V.2, rules/decisions.yaml «thong»), so the refused «Thông» now says so, in Vietnamese and English. Session 20:
the hand knows it was dealt from a link (``Table.from_link``, kept with it) instead of the page reading the kept hands
before it."""
from __future__ import annotations

import pytest

from chan_core.game.bots import SensibleBot
from learning.coach import Table
from tests.app.test_page_choi_thu import finish, live, open_table, play_to_xuong, texts, winning_seed
from words.i18n import language

SAID = {"vi": ("Ván này mở từ đường link", "Ván trước bạn không ù"),
        "en": ("This hand was opened from a link", "You did not win (ù) the previous hand")}


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_thong_called_in_a_linked_hand_after_a_win_says_the_link_is_why(lang):
    with language(lang):  # the page's language (as test_table_review_words opens it)
        first = winning_seed()
        at = finish(open_table(first, **({"lang": "en"} if lang == "en" else {})))
        assert live(at).state.winner == 0 and live(at).state.xuong["verdict"] == "dung"
        at.query_params["van"] = str(winning_seed(first + 1))  # the link, opened after the won hand
        at.run()
        t = live(at)
        assert t.hand_no == 2 and t.state.thong is None and t.from_link
        at = play_to_xuong(at)
        for cid in ["thong"] + [d["id"] for d in SensibleBot(0).xuong(live(at).state, 0) for _ in range(d["count"])]:
            at.button(key=f"ct_x_chip_{cid}").click().run()
        at.button(key="ct_x_submit").click().run()
        assert not at.exception and live(at).state.phase == "xuong"  # Kèm cặp holds the xướng sai back
    body = texts(at)
    link, lost = SAID[lang]
    assert link in body and lost not in body, body


def test_the_link_flag_is_kept_with_the_hand_and_the_next_random_hand_has_none():
    at = finish(open_table(winning_seed()))
    assert live(at).from_link and Table.from_dict(live(at).to_dict()).from_link
    at.button(key="ct_again").click().run()  # «Ván mới»: a random deal carries the session on
    assert not at.exception and live(at).hand_no == 2 and not live(at).from_link
    assert not Table.deal(4, 44).from_link
