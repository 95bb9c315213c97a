"""Tester (session 20), «Chơi Mậu binh»: «Chơi lại ván này» after a reveal — the best arrangement already shown — was
counted as a new round in «Ván đã chơi» and in «Tiến độ» («Xếp đúng cách tốt nhất» 50 %). A replay is kept and listed,
marked as a replay, and left out of the learner's figures (it measures memory of the answer, not arranging)."""
from __future__ import annotations

import pytest

from tests.app.test_choi_mau_binh_settled_round import PAGE, _arrange_and_reveal, _rounds_listed, _run
from apptest_pages import open_page
from words import language

MARK = {"vi": "chơi lại một ván đã lật", "en": "a replay of a revealed round"}
PLAYED = {"vi": "Số ván Mậu binh đã chơi", "en": "Rounds played"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_replayed_deal_is_marked_and_not_counted(progress_db, lang):
    with language(lang):
        at = open_page(PAGE, seed=4242, lang=lang)
        _arrange_and_reveal(at, 4242)
        assert not [m for m in at.markdown if MARK[lang] in m.value]
        at.button(key="cm_again").click()
        _run(at)
        _arrange_and_reveal(at, 4242)
        assert _rounds_listed(at, 4242) == 2  # both plays listed, the replay marked
        assert len([m for m in at.markdown if m.value.startswith(("Ván số 4242:", "Round 4242:"))
                    and MARK[lang] in m.value]) == 1
        figures = open_page("app_pages/tien_do.py", browser=at, lang=lang)
        (played,) = [m for m in figures.metric if m.label == PLAYED[lang]]
        assert played.value == "1"
