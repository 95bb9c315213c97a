"""Luyện tập — Đọc quân bài: a card picture without its name, pick the name (seed 001 §I).

Four names offered, graded with why from ``rules/deck.yaml``'s characters; chi chi is left out (its
characters are in no seed). Answers are attempts of drill ``doc_quan_bai`` (item: the card code).
"""
from __future__ import annotations

import random

import streamlit as st

import ui
from chan_core.rules import load_rules
from learning import progress
from learning.i18n import _
from ui.cards import card_svg
from words.i18n import current_language

DRILL = "doc_quan_bai"
K = "dqb__"


def _deck():
    """``{code: kind}`` of the 24 suited cards and ``{suit id: suit}`` (``rules/deck.yaml``)."""
    d = load_rules().deck
    return {k.code: k for k in d.kinds if k.suit}, {s.id: s for s in d.suits}


def name_of(code: str) -> str:
    """A card's name in the current language: «thất văn»; English adds the reading «(7 of văn)»."""
    kinds, _suits = _deck()
    k = kinds[code]
    name = k.name.lower()
    return f"{name} ({k.english})" if current_language() == "en" else name


def why(code: str) -> str:
    """How the picture of ``code`` reads, from its printed characters (markdown)."""
    kinds, suits = _deck()
    k = kinds[code]
    return _("Chữ phía trên **{top}** là số **{rank}** ({n}); chữ phía dưới **{bottom}** là chất **{suit}**: "
             "quân này là **{name}**.").format(top=k.chinese[0], rank=k.rank_name, n=k.rank, bottom=k.chinese[1],
                                              suit=suits[k.suit].name, name=name_of(code))


def options(code: str, rng: random.Random) -> list[str]:
    """The card and three other names: same number in another suit, same suit with another number,
    one more; shuffled."""
    kinds, _suits = _deck()
    k = kinds[code]
    same_rank = [c for c, x in kinds.items() if x.rank == k.rank and c != code]
    same_suit = [c for c, x in kinds.items() if x.suit == k.suit and c != code]
    out = [code, rng.choice(same_rank), rng.choice(same_suit)]
    out.append(rng.choice([c for c in kinds if c not in out]))
    rng.shuffle(out)
    return out


def _new_card() -> None:
    rng = random.Random()
    code = rng.choice(sorted(_deck()[0]))
    st.session_state[K + "card"] = code
    st.session_state[K + "options"] = options(code, rng)
    st.session_state.pop(K + "result", None)
    ui.forget_choice(K + "pick")


def _check(store) -> None:
    ui.keep_choice(K + "pick")
    given = st.session_state.get(K + "pick")
    if given is None:
        st.session_state[K + "empty"] = True
        return
    code = st.session_state[K + "card"]
    ok = given == code
    if K + "result" not in st.session_state:
        store.record_attempt(DRILL, code, ok)
    st.session_state[K + "result"] = (given, ok)


def main() -> None:
    store = progress.get_store()
    ui.progress_warning(store)
    st.title(_("Đọc quân bài"))
    st.caption(_("Trên quân bài thật, chữ Hán phía trên là số (二 nhị … 九 cửu), chữ phía dưới là chất "
                 "(萬 vạn, 文 văn, 索 sách). Nhìn quân bài rồi chọn tên của nó."))
    if K + "card" not in st.session_state:
        _new_card()
    code = st.session_state[K + "card"]
    svg = card_svg(code, 96, show_name=False, show_rank=False)  # no Arabic corner: the drill reads 二…九
    st.html(ui.svg_img(svg, 96, round(96 * 3.2), _("Một quân bài chắn")))
    res = st.session_state.get(K + "result")
    done = bool(res and res[1])
    with st.form(K + "form"):
        ui.choice_widget("radio", _("Quân này tên là gì?"), st.session_state[K + "options"], name_of, key=K + "pick",
                         disabled=done)
        st.form_submit_button(_("Kiểm tra"), type="primary", icon=":material/check:", disabled=done,
                              on_click=_check, args=(store,))
    if st.session_state.pop(K + "empty", False):
        st.warning(_("Hãy chọn một tên rồi bấm «Kiểm tra»."))
    if res:
        given, ok = res
        if ok:
            st.success(_("Đúng rồi! {why}").format(why=why(code)), icon=":material/check_circle:")
        else:
            st.error(_("Chưa đúng (bạn chọn: {given}). {why}").format(given=name_of(given), why=why(code)),
                     icon=":material/cancel:")
            st.caption(_("Quân bạn chọn trông thế này: {why}").format(why=why(given)))
        ui.save_notice(DRILL, code, store)
    st.button(_("Quân khác"), key=K + "next", icon=":material/refresh:", on_click=_new_card, type="secondary")
    ui.source_badge({"seed": "001", "section": "I. BỘ BÀI"})


main()
