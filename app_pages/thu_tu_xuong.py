"""Tra cứu — Thứ tự xướng: the order in which cước are said when winning
(seed 001 §V/§VII; seed 003 "Xướng ù"). Text from ``rules/xuong.yaml``; the
worked example is produced by the engine (:func:`chan_core.xuong.canonical`).
"""
from __future__ import annotations

import streamlit as st

import ui
from chan_core.rules import load_rules
from chan_core.xuong import canonical

rules = ui.learner_view(load_rules())  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
x = rules.xuong
cname = {c.id: c.name for c in rules.cuoc}
variant = ui.current_variant()
VERDICT_ICON = {"dung": ":material/check_circle:", "thieu": ":material/remove_circle:", "sai": ":material/cancel:"}
EXAMPLE = {"thong": 1, "chi": 1, "dia_u": 1, "tam_do": 1, "leo": 2, "tom": 1}


def order_block(vid: str) -> None:
    """The numbered steps of variant ``vid``'s xướng order."""
    o = x.order_for(vid)
    st.markdown(f"**{o.name}**")
    if o.u_first:
        st.markdown("Mở đầu bằng tiếng **“Ù”** (có thiên ù, địa ù … thì bỏ chữ “Ù” đầu tiên), rồi:")
    for i, step in enumerate(o.steps, 1):
        names = ", ".join(cname.get(c, c) for c in step.cuoc if c in rules.variants[vid].points)
        if not names:
            continue
        st.markdown(f"{i}. **{step.words}** — {names}")
        if step.note:
            st.caption(step.note)
    if o.note:
        st.caption(o.note)
    ui.source_badge(o.source)


st.title("Thứ tự xướng")
st.markdown(x.description)
ui.source_badge(x.source)

st.subheader(f"Thứ tự theo biến thể đang chọn: {ui.variant_label(variant)}")
c1, c2 = st.columns([3, 2])
with c1:
    order_block(variant)
with c2:
    with st.container(border=True):
        st.markdown("**Ví dụ về thứ tự**")
        st.caption("Giả sử bài ù có: " + ", ".join(
            f"{n} {cname[c].lower()}" if n > 1 else cname[c].lower() for c, n in EXAMPLE.items()
        ) + ".")
        said = canonical(EXAMPLE, variant)
        st.markdown(f"### “{said.text}”")
        st.caption("Câu xướng do bộ máy luật xếp theo thứ tự của biến thể này.")

others = [v for v in rules.variants if v != variant]
if others:
    with st.expander("So sánh với biến thể khác"):
        for v in others:
            order_block(v)
            st.markdown(f"Cùng ví dụ trên: **“{canonical(EXAMPLE, v).text}”**")

st.subheader("Các nhóm cước khi xướng")
for g in x.groups:
    members = [cname.get(c, c) for c in g.cuoc]
    with st.container(border=True):
        st.markdown(f"**{g.name}** — {g.description}")
        st.caption(("Nói kèm “" + g.prefix + "”: " if g.prefix else "") + ", ".join(members))
        ui.source_badge(g.source)

st.subheader("Quy tắc khi xướng")
for r in x.rules:
    st.markdown(f"- {r.text}")
    if r.note:
        st.caption(r.note)
ui.source_badge(list({ui.source_text(r.source): r.source for r in x.rules}.values()))

st.subheader("Xướng đúng, thiếu, sai")
cols = st.columns(len(x.verdicts))
for col, v in zip(cols, x.verdicts):
    with col.container(border=True):
        st.markdown(f"{VERDICT_ICON.get(v.id, '')} **{v.name}**")
        st.markdown(v.description)
        ui.source_badge(v.source)

st.subheader("Những chỗ hay nhầm")
verdict_name = {v.id: v.name for v in x.verdicts}
for t in x.traps:
    declared = ", ".join(cname.get(c, c) for c in t.declared) or "(không hô gì)"
    actual = ", ".join(cname.get(c, c) for c in t.actual)
    with st.expander(f"{VERDICT_ICON.get(t.verdict, '')} Hô “{declared}” khi bài có {actual} → **{verdict_name.get(t.verdict, t.verdict)}**"):
        st.markdown(t.explanation)
        if t.note:
            st.caption(t.note)
        ui.source_badge(t.source)

st.subheader("Khi nào được hô “thông”")
a, b = st.columns(2)
with a:
    st.markdown("**Được hô thông**")
    for s in x.thong.allowed:
        st.markdown(f":material/check: {s}")
with b:
    st.markdown("**Không được hô thông**")
    for s in x.thong.not_allowed:
        st.markdown(f":material/close: {s}")
if x.thong.note:
    st.caption(x.thong.note)
ui.source_badge(x.thong.source)
