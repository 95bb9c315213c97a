"""Tester (session 15), «Chơi Mậu binh»: the points a round's arrangement lost are said «tương đương 5.000 đ» (not
«là»), and the money of a lost round carries the same minus «−» as its points."""
from __future__ import annotations

import pytest

from apptest_pages import open_page, set_chi
from mau_binh.round import bot_arrangement, deal_round
from words.i18n import language

SEED = 2028  # the «hop_ly» bot's arrangement of the learner's hand loses 5 points to the best one, and 2 in the round


@pytest.mark.parametrize("lang,said,money", [
    ("vi", "Với mức cược này, số điểm mất đó tương đương 5.000 đ.", "−2.000 đ"),
    ("en", "At this stake, the points lost come to 5,000 VND.", "−2,000 VND"),
])
def test_the_points_lost_and_the_money_are_said_plainly(progress_db, lang, said, money):
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        set_chi(at, bot_arrangement(deal_round(SEED)[0], "hop_ly"), f"cm_chi_{SEED}")
        at.button(key="cm_reveal").click().run()
    assert not at.exception
    assert any(w.value.endswith(said) for w in at.warning), [w.value for w in at.warning]
    table = at.table[0].value
    assert (table.iloc[0, 1], table.iloc[0, 2]) == ("−2", money)
