"""«Luyện xướng»: one puzzle answered once counts once — a rerun after answering, or the same link opened again
(a reload, another session of the same browser) and answered again, leaves the drill's counters (xướng, right,
streak, points) and the progress attempts as they were; another puzzle counts again."""
from __future__ import annotations

import pytest

from chan_core.gen_win import gen_win
from chan_core.options import make_options
from chan_core.scoring import score
from chan_core.xuong import canonical
from tests.app.test_pages_xuong_boc_cai import LEVEL, SEED, click_chips, texts
from tests.apptest_pages import open_page
from words.i18n import language

PAGE = "app_pages/luyen_xuong.py"


def _answer(at, seed: int = SEED):
    """The right xướng of puzzle ``seed``, then its points."""
    g = gen_win(seed, LEVEL, make_options("classic"))
    click_chips(at, canonical(g.cuoc).items)
    at.button(key="lx_submit").click().run()
    at.text_input(key="lx_points_in").set_value(str(score(g.cuoc, make_options("classic", {"ga": False})).total))
    next(b for b in at.button if b.key.startswith("FormSubmitter:lx_points_form")).click().run()
    assert not at.exception
    return at


def _counters(at) -> list[str]:
    return [m.value for m in at.metric]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_puzzle_answered_again_counts_once(progress_db, lang):
    with language(lang):
        extra = {"lang": "en"} if lang == "en" else {}
        at = _answer(open_page(PAGE, seed=SEED, level=LEVEL, **extra))
        once = _counters(at)
        assert once[:2] == ["1", "1"] and once[-1] == "1/1", once  # xướng, right … points right
        attempts = len(progress_db.get_store().attempts())
        at.run()  # a rerun after answering
        assert _counters(at) == once
        again = _answer(open_page(PAGE, browser=at, seed=SEED, level=LEVEL, **extra))  # the same link, reloaded
        assert any(texts(again.success)) and _counters(again) == once
        assert len(progress_db.get_store().attempts()) == attempts
        other = _answer(open_page(PAGE, browser=at, seed=SEED + 1, level=LEVEL, **extra), SEED + 1)  # another puzzle
        assert _counters(other)[:2] == ["2", "2"] and _counters(other)[-1] == "2/2"
