"""Tester (session 20), «Chơi Mậu binh»: the house rules, the stake and the timer went back to their defaults on a
reload while the round stayed. They are the learner's, kept as the round is (a reload, another page and back). After a
reveal, a change of the house rules is said to apply from the next round: the revealed round keeps its own."""
from __future__ import annotations

import pytest

from tests.app.test_choi_mau_binh_settled_round import PAGE, _arrange_and_reveal, _link, _run
from apptest_pages import open_page
from ui.mau_binh_cards import HOUSE_KEY
from words import language

NEXT = {"vi": "áp dụng từ ván sau", "en": "applies from the next round"}


def _settings(at) -> tuple:
    return (at.toggle(key="cm_timer").value, at.text_input(key="cm_seconds").value,
            at.text_input(key="cm_stake").value, at.toggle(key="cm_h_sap_ham").value,
            at.selectbox(key="cm_level_0").value, bool(at.session_state[HOUSE_KEY]["sap_ham"]))


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_reload_keeps_the_table_settings(progress_db, lang):
    with language(lang):
        at = open_page(PAGE, lang=lang)
        default = _settings(at)
        at.toggle(key="cm_timer").set_value(True).run()
        at.text_input(key="cm_seconds").set_value(str(300)).run()
        at.text_input(key="cm_stake").set_value("2500").run()
        at.toggle(key="cm_h_sap_ham").set_value(not default[3]).run()
        at.selectbox(key="cm_level_0").set_value("may").run()
        chosen = _settings(at)
        stake = "2.500" if lang == "vi" else "2,500"  # written back in the language's marks (session 23)
        assert chosen == (True, "300", stake, not default[3], "may", not default[3]) != default
        again = open_page(PAGE, browser=at, **_link(at))  # the reload
        assert _link(again)["seed"] == _link(at)["seed"] and _settings(again) == chosen
        at.switch_page("app_pages/mau_binh_luat.py").run()  # another page and back
        at.switch_page(PAGE).run()
        assert _settings(at) == chosen


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_house_rule_changed_after_the_reveal_is_said_to_apply_from_the_next_round(progress_db, lang):
    with language(lang):
        at = open_page(PAGE, seed=4242, lang=lang)
        assert not [c for c in at.caption if NEXT[lang] in c.value]  # arranging: a change applies to this round
        _arrange_and_reveal(at, 4242)
        said = [c.value for c in at.caption if NEXT[lang] in c.value]
        assert len(said) == 1, [c.value for c in at.caption]
        shown = [m.value for m in at.markdown]
        at.toggle(key="cm_h_sap_ham").set_value(not at.toggle(key="cm_h_sap_ham").value)
        _run(at)
        assert [m.value for m in at.markdown] == shown  # the revealed round as it was played


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_visitor_without_a_learner_keeps_his_settings_over_a_reload(progress_db, lang):
    """Tester (session 21): a visitor's settings went back to the defaults on a reload, without a word — only a
    learner's were kept. His first change makes this browser's learner (as the variant choice does); a visit or a
    card placed makes none."""
    from learning.learners import list_learners

    with language(lang):
        open_page(PAGE, lang=lang)  # another browser: the install's first learner is its
        at = open_page(PAGE, seed=4242, lang=lang)
        at.run()  # a run that changes nothing
        assert len(list_learners()) == 1  # looking is not a change: no learner made for the visitor
        at.text_input(key="cm_stake").set_value("2500").run()
        at.selectbox(key="cm_level_0").set_value("may").run()
        assert len(list_learners()) == 2
        again = open_page(PAGE, browser=at, **_link(at))  # the reload
        stake = "2.500" if lang == "vi" else "2,500"
        assert (again.text_input(key="cm_stake").value, again.selectbox(key="cm_level_0").value) == (stake, "may")
        other = open_page(PAGE, lang=lang)  # a third browser: its own defaults, never the visitor's
        assert (other.text_input(key="cm_stake").value, other.selectbox(key="cm_level_0").value) != (stake, "may")
