"""Tester (session 17), «Chơi Mậu binh» in English: the stake box «Stake per point (VND)» refused -500, abc or 1e9
with «The stake per điểm …»; the refusal names the box as it is labelled («point»; Vietnamese «tiền mỗi điểm»)."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page, shown
from words import language

NAMED = {"vi": "tiền mỗi điểm", "en": "stake per point"}


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("typed", ["-500", "abc", "1e9"])
def test_a_refused_stake_names_the_box_as_labelled(progress_db, lang, typed):
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=2028, lang=lang)
        at.text_input(key="cm_stake").set_value(typed).run()
    assert not at.exception
    (said,) = [shown(e.value) for e in at.warning]
    assert NAMED[lang] in said.lower(), said
    assert lang == "vi" or "điểm" not in said, said
