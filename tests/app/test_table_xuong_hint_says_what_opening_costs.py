"""«Chơi thử», the won hand's xướng (real-table tester, session 20): the hint's label «Gợi ý: các cước trong bài này
(xem rồi thì tự xướng khó hơn)» was unclear. It now says plainly that opening it shows the cước, so the xướng after that
is no longer from memory, in Vietnamese and English."""
from __future__ import annotations

import pytest

from tests.app.test_page_choi_thu import live, open_table, play_to_xuong, winning_seed
from words.i18n import language

LABEL = {"vi": "Gợi ý: mở ra là thấy các cước của bài — xướng sau đó không còn là tự nhớ nữa",
         "en": "Hint: opening this shows the hand's cước — your xướng after that is no longer from memory"}


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_xuong_hint_says_opening_it_shows_the_cuoc(lang):
    with language(lang):
        at = play_to_xuong(open_table(winning_seed(), **({"lang": "en"} if lang == "en" else {})))
    assert live(at).state.phase == "xuong" and not at.exception
    assert LABEL[lang] in [e.label for e in at.expander], [e.label for e in at.expander]
