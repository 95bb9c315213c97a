"""The Mậu binh house rules of the session: «Chơi Mậu binh» edits them, «Kiểm tra binh» judges with
them; defaults are seed 004's readings (``rules/mau_binh.yaml``)."""
from __future__ import annotations

import streamlit as st

from chan_core.errors import ChanError
from learning.i18n import _
from mau_binh.options import Options, default_options, make_options
from mau_binh.rules import load_rules
from ui.feedback import learner_words
from ui.inputs import choose_placeholder
from words.i18n import text_of

KEY = "mb_house"


def house_options() -> Options:
    """The options chosen in this session (the defaults when none, or when they no longer read)."""
    try:
        return make_options(st.session_state.get(KEY) or {})
    except ChanError:
        return default_options()


def _name(oid: str) -> str:
    return learner_words(text_of(load_rules().option(oid), "name"))


def _help(oid: str) -> str:
    return learner_words(text_of(load_rules().option(oid), "description"))


def house_editor(prefix: str) -> Options:
    """Widgets for every house option (keys ``prefix`` + option id); stores the choice under
    :data:`KEY` and returns it as :class:`Options`."""
    rules = load_rules()
    cur = house_options().as_dict()
    out: dict = {}
    c1, c2 = st.columns(2)
    with c1:
        for oid in ("special_hands", "sap_ham", "sap_ham_lung", "sap_lang", "bonus_at"):
            tip = _help(oid)
            if oid == "sap_ham_lung":  # counted only under sập hầm: while it is off, shown off and greyed
                tip += "\n\n" + _("Chỉ có tác dụng khi bật «{name}».").format(name=_name("sap_ham"))
                if not out["sap_ham"]:
                    st.toggle(_name(oid), value=False, key=prefix + oid + "_off", help=tip, disabled=True)
                    out[oid] = bool(cur[oid])  # kept for when sập hầm is on again
                    continue
            out[oid] = st.toggle(_name(oid), value=bool(cur[oid]), key=prefix + oid, help=tip)
    with c2:
        for oid, least in (("special_points", 1), ("sanh_rong", 0)):
            out[oid] = int(st.number_input(_name(oid), least, 100, int(cur[oid]), key=prefix + oid, help=_help(oid)))
        nd = rules.option("nam_doi_mot_xam")
        out["nam_doi_mot_xam"] = st.selectbox(
            _name("nam_doi_mot_xam"), nd.choices, index=nd.choices.index(cur["nam_doi_mot_xam"]),
            key=prefix + "nam_doi_mot_xam", help=_help("nam_doi_mot_xam"), placeholder=choose_placeholder(),
            format_func=lambda c: rules.special("sau_doi").name if c == "sau_doi" else _("Trên sáu đôi"))
        rk = list(rules.special_rankings)
        out["special_ranking"] = st.selectbox(
            _name("special_ranking"), rk, index=rk.index(cur["special_ranking"]), key=prefix + "special_ranking",
            placeholder=choose_placeholder(), format_func=lambda r: learner_words(text_of(rules.special_rankings[r], "name")))
    out["bonuses"] = st.multiselect(_name("bonuses"), [b.id for b in rules.bonuses], default=cur["bonuses"],
                                    key=prefix + "bonuses", format_func=lambda b: text_of(rules.bonus(b), "name"),
                                    placeholder=choose_placeholder(many=True),
                                    help=_help("bonuses"))
    st.session_state[KEY] = out
    return house_options()
