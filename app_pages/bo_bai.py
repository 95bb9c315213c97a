"""Tra cứu — Bộ bài: the 25 kinds as a gallery of card pictures (seed 001 §I, ``rules/deck.yaml``)."""
from __future__ import annotations

import pandas as pd
import streamlit as st

import ui
from chan_core.cards import KINDS
from chan_core.rules import load_rules
from learning.i18n import _
from ui.page_kit import reference_head
from words.i18n import listed, text_of

rules = ui.learner_view(load_rules())  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
deck = rules.deck
n_kinds = len(deck.kinds)
n_cards = n_kinds * deck.copies_per_kind
red_kinds = [k for k in KINDS if k.red]
english = ui.is_english()


def suit_words(s) -> str:
    """A suit with its character: ``'vạn 萬'`` (English: ``'vạn 萬 (myriads)'``, ``rules/deck.yaml`` ``english``)."""
    if not english:
        return f"{s.name} {s.chinese}"
    reading = s.english[len(s.name):].strip() if s.english.startswith(s.name) else s.english
    return f"{s.name} {s.chinese} {reading}".rstrip()


def boc_cai_caption(k) -> str:
    """The words under a card in the gallery: its count at the bốc cái, and «đỏ» for a red card."""
    if k.red:
        return _("bốc cái: {n} · đỏ").format(n=k.boc_cai_number)
    return _("bốc cái: {n}").format(n=k.boc_cai_number)


reference_head(_("Bộ bài Chắn"), _(
    "Bộ bài chắn có **{n_kinds} quân**, mỗi quân **{copies} lá** giống hệt nhau: "
    "tổng cộng **{n_cards} lá**. Từ nhị (2) đến cửu (9) có ba chất "
    "({suits}); riêng **chi chi** không có chất."
).format(n_kinds=n_kinds, copies=deck.copies_per_kind, n_cards=n_cards,
         suits=listed(suit_words(s) for s in deck.suits)), deck.source)
st.warning(
    _("**Lưu ý về tài liệu 003:** luật của trang chơi trực tuyến (tài liệu 003) ghi bộ bài "
      "«gồm 120 lá». Con số này **sai**: {n_kinds} quân × {copies} lá = "
      "**{n_cards} lá**, đúng như tài liệu 001, mục I. Ứng dụng dùng {n_cards} lá.").format(
        n_kinds=n_kinds, copies=deck.copies_per_kind, n_cards=n_cards),
    icon=":material/report:",
)
st.page_link("app_pages/quyet_dinh.py", label=_("Mọi chỗ các tài liệu gốc nói khác nhau"), icon=":material/balance:")

st.markdown(_(
    "Trên mỗi lá, chữ Hán **phía trên** là số (二 nhị … 九 cửu), chữ **phía dưới** là chất; "
    "số nhỏ ở góc là số Ả Rập để dễ nhận. Lá **đỏ** in mực đỏ, lá đen in mực đen. "
    "Dòng chữ dưới mỗi lá là **số đếm khi {boc_cai}** (chi chi đếm là 1)."
).format(boc_cai=ui.term("bốc cái")))

for suit in (*deck.suits, None):  # chi chi last: it has no suit
    title = suit_words(suit) if suit else "Chi chi"
    st.subheader(title[:1].upper() + title[1:] if english or not suit else f"{suit.name.capitalize()} {suit.chinese}")
    kinds = [k for k in KINDS if k.suit == (suit.id if suit else None)]
    st.html(ui.hand_html(groups=[(boc_cai_caption(k), [k]) for k in kinds], width=72))
st.caption(_("Chi chi không có chất; khi bốc cái, chi chi đếm là 1 (tài liệu 001, mục II)."))

st.divider()
n_red = len(red_kinds) * deck.copies_per_kind
st.subheader(_("Quân đỏ: {kinds} quân, {cards} lá").format(kinds=len(red_kinds), cards=n_red))
st.markdown(_(
    "Quân đỏ là {names}; {n_black} lá còn lại là quân đen. Màu của quân quyết định ba {cuoc}:"
).format(cuoc=ui.term("cước"), names=listed(ui.card_words(k) for k in red_kinds),
         n_black=n_cards - n_red))
for cid in ("bach_dinh", "tam_do", "kinh_tu_chi"):
    c = next((c for c in rules.cuoc if c.id == cid), None)
    if c is not None:
        name = f"**{c.name}** ({c.gloss_en})" if english else f"**{c.name}**"
        st.markdown(f"- {name}: {text_of(c, 'definition')}")
ui.show_hand(red_kinds, width=64)
ui.source_badge({"seed": "001", "section": "V. CƯỚC XƯỚNG, mục 13 Bạch định"})

with ui.kept_expander(_("Bảng tra 25 quân"), "bo_bai_table_box"):
    suit_name = {s.id: (s.english if english else s.name) for s in deck.suits}
    df = pd.DataFrame(
        [
            {
                _("Mã"): k.code,
                _("Tên"): ui.card_label(k),
                _("Chữ Hán"): k.chinese,
                _("Chất"): suit_name.get(k.suit, "—") if k.suit else "—",
                _("Màu"): _("đỏ") if k.red else _("đen"),
                _("Số bốc cái"): k.boc_cai_number,
            }
            for k in KINDS
        ]
    )
    st.dataframe(df, hide_index=True, width="stretch")
