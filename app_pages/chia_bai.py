"""Tra cứu — Chia bài & bốc cái (seed 001 §II; seed 003's differing account).

Text from ``rules/dealing.yaml``; the "who takes the cái" table is computed
by the engine (:func:`chan_core.boc_cai.boc_cai`), not typed in.
"""
from __future__ import annotations

from pathlib import Path

import pandas as pd
import streamlit as st

import ui
from chan_core.boc_cai import boc_cai
from chan_core.cards import KINDS
from chan_core.rules import load_rules

rules = ui.learner_view(load_rules())  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
d = rules.dealing
piles = d.piles

st.title("Chia bài, chọn nọc và bốc cái")
st.markdown(d.seating)
ui.source_badge(d.source)

c1, c2, c3, c4 = st.columns(4)
c1.metric("Số người chơi", f"{d.players.min}–{d.players.max}")
c2.metric("Mỗi người được chia", f"{d.cards_per_player} quân")
c3.metric("Bài cái (người đánh đầu)", f"{d.cai_pile_cards} quân")
c4.metric("Nọc", f"{piles.noc_before_cai} quân", f"còn {piles.noc_after_cai} sau khi rút quân cái", delta_color="off", delta_arrow="off")

st.subheader("Các bước")
for i, step in enumerate(d.steps, 1):
    with st.container(border=True):
        st.markdown(f"**{i}. {step.name}.** {step.text}")
        if step.note:
            st.caption(step.note)
        ui.source_badge(step.source)

with st.expander("Chia thành mấy phần? (5 phần × 19 quân + 5 quân thừa)"):
    st.markdown(piles.description)
    if piles.note:
        st.info(piles.note, icon=":material/lightbulb:")
    ui.source_badge(piles.source)

st.subheader("Ai chia, ai chọn nọc")
st.table(
    pd.DataFrame([{"Số người chơi": r.players, "Người chia": r.text} for r in d.dealers]),
    hide_index=True,
)
st.markdown(f"**Chọn nọc và bốc cái:** {d.noc_chooser.text}")
ui.source_badge(d.noc_chooser.source)

st.subheader("Đếm tìm người được cái")
st.markdown(d.counting.text)
st.info(f"**Ví dụ (tài liệu 001).** {d.counting.example}", icon=":material/menu_book:")
ui.source_badge(d.counting.source)

# The same example drawn out by the engine: 4 players A–D, B turns up thất vạn (seed 001 §II).
SEATS = "ABCD"
ex = boc_cai(4, SEATS.index("B"), "7V")
with st.container(border=True):
    c_card, c_count = st.columns([1, 5], vertical_alignment="center")
    with c_card:
        ui.show_card(ex.card)
        st.caption(f"B lật được {ex.card.name.lower()}: đếm tới {len(ex.count)}.")
    with c_count:
        count_df = pd.DataFrame(
            [[SEATS[seat] for seat in ex.count]],
            columns=[str(i + 1) for i in range(len(ex.count))],
            index=["Người"],
        )
        last = count_df.columns[-1]
        st.markdown("**Đếm** (bắt đầu từ chính người bốc, đi theo chiều tay phải):")
        st.table(count_df.style.set_properties(subset=[last], **{"background-color": "#f6e7c8", "font-weight": "700"}))
        def pile_words(j: int) -> str:
            """Where pile ``j`` lies, in the words of seed 001 §II (0 = the cái pile)."""
            if j == 0:
                return "bài cái, đánh đầu tiên"
            if j == 1:
                return "phần ngay bên phải bài cái"
            return "phần bên trái bài cái" if j == ex.players - 1 else "phần tiếp theo"

        st.markdown(
            "**Nhận bài:** "
            + " → ".join(f"{SEATS[seat]} ({pile_words(ex.piles[seat])})" for seat in sorted(ex.piles, key=ex.piles.get))
        )

m = d.mnemonic
st.markdown(f"#### Câu nhớ: “{m.text}”")
st.caption(f"Dùng cho bàn {m.players} người.")
van = {k.rank: k for k in KINDS if k.suit == "V"}
chi = next(k for k in KINDS if k.suit is None)
for w in m.words:
    cards = [chi if n == 1 else van[n] for n in w.numbers if n == 1 or n in van]
    left, right = st.columns([1, 3])
    with left:
        ui.show_hand(cards, width=44)
    with right:
        st.markdown(f"**{', '.join(str(n) for n in w.numbers)} → “{w.word}”.** {w.meaning}")
        if w.example:
            st.caption(w.example)
        ui.source_badge(w.source)
if m.note:
    st.caption(m.note)

RELATIVE = {
    2: {0: "chính người bốc", 1: "người kia"},
    3: {0: "chính người bốc", 1: "người bên phải", 2: "người bên trái"},
    4: {0: "chính người bốc", 1: "người bên phải (tiến)", 2: "người đối diện (đối)", 3: "người bên trái (tụt)"},
}
st.markdown("#### Bảng tra: quân cái mang số mấy thì ai được cái")
st.caption("Tính bằng quy tắc đếm ở trên (người bốc cái đếm là 1, đi theo chiều tay phải).")
numbers = sorted({k.boc_cai_number for k in KINDS})
rows = []
for n in numbers:
    card = next(k for k in KINDS if k.boc_cai_number == n)
    row = {"Số trên quân cái": f"{n} ({card.rank_name})"}
    for players in range(d.players.min, d.players.max + 1):
        seat = boc_cai(players, 0, card).seat
        row[f"{players} người"] = RELATIVE.get(players, {}).get(seat, f"người thứ {seat + 1}")
    rows.append(row)
st.table(pd.DataFrame(rows), hide_index=True)

st.warning(
    f"**Tài liệu 003 kể khác:** {d.seed_003.text}\n\n**Ứng dụng theo tài liệu 001.** {d.seed_003.note}",
    icon=":material/report:",
)
ui.source_badge(d.seed_003.source)
if (Path(__file__).resolve().parent / "quyet_dinh.py").is_file():
    st.page_link("app_pages/quyet_dinh.py", label="Mọi chỗ các tài liệu gốc nói khác nhau", icon=":material/balance:")
