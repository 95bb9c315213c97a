"""Learner: switching the language on «Chơi Mậu binh» logged Streamlit's warning «The widget with key "cm_h_bonuses" was
created with a default value but also had its value set via the Session State API» — the switch sends each choice again
through the session state (``ui.i18n.carry_widget_values``) while the house-rules widgets were also given their value as
a default. They now take it through the session state only: a switch either way logs no such warning for any widget,
and the house rules chosen are kept."""
from __future__ import annotations

from types import SimpleNamespace

import pytest
from streamlit.elements.lib import policies

from apptest_pages import open_page
from mau_binh.rules import load_rules
from tests.words.test_switch_feedback import switch
from ui.mau_binh_cards import HOUSE_KEY
from words.i18n import language


def watch(monkeypatch) -> list[str]:
    """Streamlit's session-state warnings of the runs that follow, each widget's (AppTest has no runtime: the check is
    made as under ``streamlit run``; Streamlit says it once a process, here every time)."""
    said: list[str] = []

    def warning(msg, *args, **_kw):
        said.append(msg % args if args else str(msg))
        policies._shown_default_value_warning = False

    monkeypatch.setattr(policies, "runtime", SimpleNamespace(exists=lambda: True))
    monkeypatch.setattr(policies, "_LOGGER", SimpleNamespace(warning=warning))
    monkeypatch.setattr(policies, "_shown_default_value_warning", False)
    return said


@pytest.mark.parametrize("lang, other", [("vi", "en"), ("en", "vi")])
def test_a_language_switch_sets_the_house_rules_one_way_only(monkeypatch, lang, other):
    rules = load_rules()
    with language(lang):  # AppTest shows the widgets' options in the test's thread
        at = open_page("app_pages/choi_mau_binh.py", lang=lang)
        at.multiselect(key="cm_h_bonuses").set_value(["xam_chi_dau", "tu_quy_chi_cuoi"]).run()
        for oid in ("special_ranking", "nam_doi_mot_xam"):  # a choice other than the default
            o = rules.option(oid)
            at.selectbox(key=f"cm_h_{oid}").set_value(next(c for c in o.choices if c != o.default)).run()
    chosen = dict(at.session_state[HOUSE_KEY])
    assert chosen["bonuses"] == ["xam_chi_dau", "tu_quy_chi_cuoi"]
    assert chosen["special_ranking"] != rules.option("special_ranking").default
    warned = watch(monkeypatch)
    switch(at, other)  # the sidebar switch: every choice sent again through the session state
    assert not [w for w in warned if "default value" in w], warned
    assert dict(at.session_state[HOUSE_KEY]) == chosen  # the switch kept every house rule
