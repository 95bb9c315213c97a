"""Tra cứu — Bộ bài: the 25 kinds as a gallery of card pictures (seed 001 §I).

Everything shown is read from ``rules/deck.yaml`` via ``load_rules()``.
"""
from __future__ import annotations

from pathlib import Path

import pandas as pd
import streamlit as st

import ui
from chan_core.cards import KINDS
from chan_core.rules import load_rules

rules = ui.learner_view(load_rules())  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
deck = rules.deck
n_kinds = len(deck.kinds)
n_cards = n_kinds * deck.copies_per_kind
red_kinds = [k for k in KINDS if k.red]

st.title("Bộ bài Chắn")
st.markdown(
    f"Bộ bài chắn có **{n_kinds} quân**, mỗi quân **{deck.copies_per_kind} lá** giống hệt nhau: "
    f"tổng cộng **{n_cards} lá**. Từ nhị (2) đến cửu (9) có ba chất "
    f"({', '.join(f'{s.name} {s.chinese}' for s in deck.suits)}); riêng **chi chi** không có chất."
)
ui.source_badge(deck.source)
st.warning(
    f"**Lưu ý về tài liệu 003:** luật của trang chơi trực tuyến (tài liệu 003) ghi bộ bài "
    f"“gồm 120 lá”. Con số này **sai**: {n_kinds} quân × {deck.copies_per_kind} lá = "
    f"**{n_cards} lá**, đúng như tài liệu 001, mục I. Ứng dụng dùng {n_cards} lá.",
    icon=":material/report:",
)
if (Path(__file__).resolve().parent / "quyet_dinh.py").is_file():
    st.page_link("app_pages/quyet_dinh.py", label="Mọi chỗ các tài liệu gốc nói khác nhau", icon=":material/balance:")

st.markdown(
    "Trên mỗi lá, chữ Hán **phía trên** là số (二 nhị … 九 cửu), chữ **phía dưới** là chất; "
    "số nhỏ ở góc là số Ả Rập để dễ nhận. Lá **đỏ** in mực đỏ, lá đen in mực đen. "
    "Dòng chữ dưới mỗi lá là **số đếm khi bốc cái** (chi chi đếm là 1)."
)

for suit in deck.suits:
    kinds = [k for k in KINDS if k.suit == suit.id]
    st.subheader(f"{suit.name.capitalize()} {suit.chinese}")
    st.html(
        ui.hand_html(
            groups=[(f"bốc cái: {k.boc_cai_number}" + (" · đỏ" if k.red else ""), [k]) for k in kinds],
            width=72,
        )
    )

chi = [k for k in KINDS if k.suit is None]
st.subheader("Chi chi")
st.html(ui.hand_html(groups=[(f"bốc cái: {k.boc_cai_number} · đỏ" if k.red else f"bốc cái: {k.boc_cai_number}", [k]) for k in chi], width=72))
st.caption("Chi chi không có chất; khi bốc cái, chi chi đếm là 1 (tài liệu 001, mục II).")

st.divider()
n_red = len(red_kinds) * deck.copies_per_kind
st.subheader(f"Quân đỏ: {len(red_kinds)} quân, {n_red} lá")
st.markdown(
    f"Quân đỏ là {', '.join(k.name.lower() for k in red_kinds)}; "
    f"{n_cards - n_red} lá còn lại là quân đen. Màu của quân quyết định ba cước:"
)
for cid in ("bach_dinh", "tam_do", "kinh_tu_chi"):
    c = next((c for c in rules.cuoc if c.id == cid), None)
    if c is not None:
        st.markdown(f"- **{c.name}**: {c.definition}")
ui.show_hand(red_kinds, width=64)
ui.source_badge({"seed": "001", "section": "V. CƯỚC XƯỚNG, mục 13 Bạch định"})

with st.expander("Bảng tra 25 quân"):
    suit_name = {s.id: s.name for s in deck.suits}
    df = pd.DataFrame(
        [
            {
                "Mã": k.code,
                "Tên": k.name,
                "Chữ Hán": k.chinese,
                "Chất": suit_name.get(k.suit, "—") if k.suit else "—",
                "Màu": "đỏ" if k.red else "đen",
                "Số bốc cái": k.boc_cai_number,
            }
            for k in KINDS
        ]
    )
    st.dataframe(df, hide_index=True, width="stretch")
