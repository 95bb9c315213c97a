"""The practice table's seat badges (:func:`ui.table.pictures.table_view`): «cái» and «thông» as they are
in Vietnamese, each with its English gloss in English («thông (won last hand, xướng not wrong)»)."""
from __future__ import annotations

import pytest

from chan_core.game import new_hand
from ui.table.pictures import table_view
from words.i18n import language


@pytest.mark.parametrize("lang, cai, thong", [
    ("vi", "cái", "thông"),
    ("en", "cái (plays first)", "thông (won last hand, xướng not wrong)"),
])
def test_cai_and_thong_badges(lang, cai, thong):
    state = new_hand(4, 3, thong=2)
    with language(lang):
        seats = table_view(state)["seats"]
    tags = [[t for _c, t in s["tags"]] for s in seats]
    assert cai in tags[state.cai] and thong in tags[2]
    assert sum(cai in t for t in tags) == 1 and sum(thong in t for t in tags) == 1
