"""Tester (session 18, English newcomer): after a right xướng, «Luyện xướng»'s number box for «How many điểm?»
was labelled «Điểm», untranslated; it is «Points (điểm)» as elsewhere («Số điểm» in Vietnamese)."""
from __future__ import annotations

import pytest

from chan_core.gen_win import gen_win
from chan_core.options import make_options
from chan_core.xuong import canonical
from tests.apptest_pages import open_page
from words import language

LABEL = {"vi": "Số điểm", "en": "Points (điểm)"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_points_box_after_a_right_xuong_is_labelled_in_the_language(lang, progress_db, monkeypatch):
    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    with language(lang):
        at = open_page("app_pages/luyen_xuong.py", seed=11, level=2, **({"lang": "en"} if lang == "en" else {}))
        for s in canonical(gen_win(11, 2, make_options("classic")).cuoc).items:
            for _n in range(s.count):
                at.button(key=f"lx_chip_{s.id}").click().run()
        at.button(key="lx_submit").click().run()
    assert not at.exception
    assert at.text_input(key="lx_points_in").label == LABEL[lang]
