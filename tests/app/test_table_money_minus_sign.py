"""«Chơi thử» (tester): the money tables — «Tiền ván này» at the end of a hand and the «Bạn (điểm)» column of «Ván
đã chơi» — write points as the rest of the app does (``words.signed``): «+3», «−3» with a real minus, «0» bare."""
from __future__ import annotations

import pytest

from tests.app.test_page_choi_thu import _ending, live, open_table, play_to_xuong
from words import language, signed

COLUMNS = {"vi": ("Ván này", "Cả phiên (1 ván)", "Bạn (điểm)"),
           "en": ("This hand", "Whole session (1 hand)", "You (điểm)")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_lost_hand_is_written_with_a_real_minus_in_the_money_tables(progress_db, lang):
    seed = _ending(lambda s: s.result == "u" and s.winner not in (None, 0))  # a bot wins: the learner pays
    hand, session, kept = COLUMNS[lang]
    with language(lang):
        at = play_to_xuong(open_table(seed, lang=lang))
        net = live(at).state.payouts["net"]
        money = at.table[0].value
        assert net[0] < 0 and list(money[hand]) == list(money[session]) == [signed(x) for x in net]
        assert money[hand][0] == f"−{-net[0]}" and not any("-" in str(x) for x in money[hand])
        at.segmented_control(key="ct_view").set_value("da_choi").run()
    assert not at.exception
    assert list(at.dataframe[0].value[kept]) == [f"−{-net[0]}"]
