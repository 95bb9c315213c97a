"""«Luyện xướng» captions the winner's laid-down sets as the lessons do: «ăn chắn (đã hạ)», in English
«ăn chắn (laid down)» (:func:`ui.cards.laid_down`), one caption per set."""
from __future__ import annotations

import pytest

from apptest_pages import open_page
from chan_core.gen_win import gen_win
from chan_core.options import make_options
from ui.cards import GROUP_LABELS
from words.i18n import language

LEVEL = 1


@pytest.mark.parametrize("lang, tail", [("vi", " (đã hạ)"), ("en", " (laid down)")])
@pytest.mark.parametrize("seed", [5, 7])
def test_each_laid_down_set_is_captioned(progress_db, seed, lang, tail):
    melds = gen_win(seed, LEVEL, make_options("classic")).win.melds
    with language(lang):
        at = open_page("app_pages/luyen_xuong.py", seed=seed, level=LEVEL, lang=lang)
    html = "\n".join(str(h.proto.body) for h in at.get("html"))
    assert melds and html.count(tail) == len(melds)
    for m in melds:
        assert GROUP_LABELS[m.type] + tail in html
