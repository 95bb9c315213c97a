"""Tra cứu — Ăn tiền, báo, xướng sai: who pays whom (seed 001 §VI–VII, seed 002
§VI, seed 003 ù đè). Text from ``rules/payouts.yaml``; the ù láo/ù báo penalty
is scored by the engine (:func:`chan_core.scoring.points_of`) in each variant."""
from __future__ import annotations

import pandas as pd
import streamlit as st

import ui
from chan_core.options import make_options
from chan_core.rules import load_rules
from chan_core.scoring import points_of

rules = ui.learner_view(load_rules())  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
p = rules.payouts
variant = ui.current_variant()
vname = ui.variant_label(variant)
cname = {c.id: c.name for c in rules.cuoc}

st.title("Ăn tiền, báo và xướng sai")
st.markdown(p.unit)
ui.source_badge(p.source)

pv = p.penalty_value
with st.container(border=True):
    st.markdown(f"**Mức phạt ù láo, ù báo.** {pv.text}")
    combo = " + ".join(f"{n} {cname.get(c, c).lower()}" if n > 1 else cname.get(c, c).lower() for c, n in pv.cuoc.items())
    cols = st.columns(len(rules.variants))
    for col, vid in zip(cols, rules.variants):
        pts = points_of(pv.cuoc, make_options(vid, {"ga": False}))
        mark = " (đang chọn)" if vid == variant else ""
        col.metric(f"{ui.variant_label(vid)}{mark}", f"{pts} điểm", combo, delta_color="off", delta_arrow="off")
    if pv.note:
        st.caption(pv.note)
    ui.source_badge(pv.source)

st.subheader(f"Ai trả, trả ai — {vname}")
shown = [r for r in p.rules if variant in r.variants]
st.table(
    pd.DataFrame(
        [
            {"Trường hợp": r.name, "Ai trả": r.who_pays, "Trả cho ai": r.to_whom, "Bao nhiêu": r.amount}
            for r in shown
        ]
    ),
    hide_index=True,
)
hidden = [r.name for r in p.rules if variant not in r.variants]
if hidden:
    st.caption("Chỉ có ở biến thể khác: " + ", ".join(hidden) + ".")

for r in shown:
    with st.expander(f"**{r.name}**"):
        st.markdown(r.text)
        if r.note:
            st.info(r.note, icon=":material/lightbulb:")
        ui.source_badge(r.source)

st.subheader("Người ù xướng sai khi có người bị báo")
opt = next((o for o in rules.variant_options if o.id == "bao_xuong_sai"), None)
st.markdown(
    "Hai tài liệu đọc khác nhau. Ứng dụng dùng cách đọc **mặc định** dưới đây"
    + (f"; làng có thể đổi ở tùy chọn “{opt.name}”." if opt else ".")
)
st.table(
    pd.DataFrame(
        [
            {
                "Cách đọc": b.name + (" — mặc định" if b.default and "mặc định" not in b.name else ""),
                "2 người chơi": b.players_2,
                "3–4 người chơi": b.players_3_4,
            }
            for b in p.bao_xuong_sai
        ]
    ),
    hide_index=True,
)
for b in p.bao_xuong_sai:
    if b.note:
        st.caption(f"{b.name}: {b.note}")
ui.source_badge([b.source for b in p.bao_xuong_sai])
