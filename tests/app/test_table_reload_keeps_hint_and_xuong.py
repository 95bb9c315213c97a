"""Tester (session 26), «Chơi thử»: a reload of the page (F5, a phone waking the tab) lost the open «Gợi ý» and the
xướng being built — the hand itself came back. Both are now saved with the hand, beside its settings
(``ui.table.settings.META_KEYS``): the hint opens again where it was open (one use, as before) and the builder holds
the cước picked."""
from __future__ import annotations

import pytest

from apptest_pages import open_page
from chan_core.game.bots import SensibleBot
from learning.coach import hint_uses
from learning.i18n import _
from tests.app.test_page_choi_thu import PAGE, click, live, open_table, play_to_xuong, winning_seed
from tests.app.test_table_hint_hidden_while_bots_move import HIDE, HINT, SHOW
from words.i18n import language


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


def _reload(at, lang: str):
    return open_page(PAGE, van=live(at).state.seed, browser=at, **({"lang": "en"} if lang == "en" else {}))


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_an_open_hint_is_open_after_a_reload_and_a_hidden_one_hidden(lang):
    with language(lang):
        at = open_table(24_001, **({"lang": "en"} if lang == "en" else {}))
        at.button(key="ct_hint").click().run()
        opened = len(live(at).state.events)
        again = _reload(at, lang)
        assert again.button(key="ct_hint").label == HIDE[lang] and _(HINT) in [m.value for m in again.markdown]
        t = live(again)
        click(again, t, SensibleBot(0).choose(t.state, 0, t.legal()))
        assert hint_uses(live(again)) == [opened]  # one use, the decision it was asked for at
        again.button(key="ct_hint").click().run()
        third = _reload(again, lang)
        assert third.button(key="ct_hint").label == SHOW[lang] and _(HINT) not in [m.value for m in third.markdown]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_xuong_being_built_is_kept_over_a_reload(lang):
    with language(lang):
        at = play_to_xuong(open_table(winning_seed(), **({"lang": "en"} if lang == "en" else {})))
        picks = [d["id"] for d in SensibleBot(0).xuong(live(at).state, 0)][:2]
        for cid in picks:
            at.button(key=f"ct_x_chip_{cid}").click().run()
        again = _reload(at, lang)
        assert live(again).state.phase == "xuong"
        assert [c for c, _n in again.session_state["ct_x_said"]] == picks
        assert not again.button(key="ct_x_undo").disabled  # the builder shows them: «Bỏ cước cuối» can take one off
