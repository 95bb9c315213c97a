"""A button left on screen from a hand no longer on the table (after «Ván mới» the old page stays
until the new one is drawn) never acts on the hand now on the table (ui/table/callbacks.py)."""
from __future__ import annotations

import pytest

from apptest_pages import open_page
from learning.coach import Table
from tests.app.test_page_choi_thu import LEARNER, PAGE, SensibleBot, finish, key_of, live, winning_seed
from words.i18n import language


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_move_button_of_another_hand_does_nothing(lang):
    with language(lang):
        at = open_page(PAGE, van=31, toc="ngay", lang=lang)
        old = live(at)
        move = SensibleBot(0).choose(old.state, LEARNER, old.legal())
        now = Table.deal(old.state.players, old.state.seed)  # another hand on the table, the same deal
        at.session_state["ct_table"] = now
        at.button(key=key_of(old, move)).click().run()
        assert not at.exception
        assert live(at) is now and not now.state.events  # not played on the hand now on the table
        assert old.state.events == []


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_new_hand_button_of_a_finished_hand_deals_once(lang):
    with language(lang):
        seed = winning_seed()
        at = finish(open_page(PAGE, van=seed, toc="ngay", lang=lang))
        now = Table.deal(4, seed)
        at.session_state["ct_table"] = now
        at.button(key="ct_again").click().run()  # the old hand's «Ván mới» after another hand was dealt
        assert not at.exception and live(at) is now
