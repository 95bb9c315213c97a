"""AppTest «Chơi thử»: two learners in one browser keep their own table settings across a switch in the sidebar.

Tester: learner 1 chose his coach mode and table, switched to Minh and back, and the table was not as he had left it.
The settings (speed, players, bots, house rules for the next deal) are saved with the learner's hand as soon as they
change (``ui.table.settings.keep_settings``), so switching back — or a reload — restores them; the coach mode is
the hand's and comes back with it."""
from __future__ import annotations

import pytest

from apptest_pages import open_page
from words.i18n import language

K = "hoc_chan__"
FIRST = {"vi": "Người học 1", "en": "Learner 1"}
CHOSEN = {"ct_speed": "cham", "ct_players": 3, "ct_bot": "random", "ct_opt_ga": True}


def _run(at) -> None:
    at.run()
    assert not at.exception, [e.value for e in at.exception]


def _table(at) -> dict:
    ss = at.session_state
    return {"mode": ss["ct_table"].mode, "shown": at.segmented_control(key="ct_mode").value,
            **{k: ss[k] for k in CHOSEN}}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_switching_back_restores_the_learners_mode_and_table_settings(progress_db, lang):
    with language(lang):
        at = open_page("app_pages/choi_thu.py", van=77, lang=lang)
        at.segmented_control(key="ct_mode").set_value("thi_that")
        _run(at)
        at.selectbox(key="ct_speed").set_value("cham")
        at.radio(key="ct_players").set_value(3)
        at.radio(key="ct_bot").set_value("random")
        at.toggle(key="ct_opt_ga").set_value(True)
        _run(at)
        mine = {"mode": "thi_that", "shown": "thi_that", **CHOSEN}
        assert _table(at) == mine
        at.sidebar.text_input(key=K + "new_name").set_value("Minh")
        at.sidebar.button(key=K + "add").click()
        _run(at)
        assert _table(at) == {"mode": "kem_cap", "shown": "kem_cap", "ct_speed": "vua", "ct_players": 4,
                              "ct_bot": "sensible", "ct_opt_ga": False}  # Minh: the defaults, not learner 1's
        box = at.sidebar.selectbox(key=K + "choose")
        box.select_index(box.options.index(FIRST[lang]))
        _run(at)
        assert _table(at) == mine and at.session_state["ct_table"].state.seed == 77
        again = open_page("app_pages/choi_thu.py", browser=at, lang=lang)  # and a reload
        assert _table(again) == mine
