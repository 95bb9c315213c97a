"""Tra cứu — Thứ tự xướng: the order cước are said in (seed 001 §V/§VII; seed 003 «Xướng ù»).

Text from ``rules/xuong.yaml``; the example by :func:`chan_core.xuong.canonical`, said in Vietnamese.
"""
from __future__ import annotations

import streamlit as st

import ui
from chan_core.rules import load_rules
from chan_core.xuong import canonical
from words import xuong_reading
from learning.glosses import glossed_list
from learning.i18n import _
from ui.page_kit import note_and_source, reference_head, rule_box
from words.i18n import listed, text_of
from words.phrases.cuoc import cuoc_name

rules = ui.learner_view(load_rules())  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
x = rules.xuong
variant = ui.current_variant()
VERDICT_ICON = {"dung": ":material/check_circle:", "thieu": ":material/remove_circle:", "sai": ":material/cancel:"}
EXAMPLE = {"thong": 1, "chi": 1, "dia_u": 1, "tam_do": 1, "leo": 2, "tom": 1}


def order_block(vid: str) -> None:
    """The numbered steps of variant ``vid``'s xướng order."""
    o = x.order_for(vid)
    st.markdown(f"**{text_of(o, 'name')}**")
    if o.u_first:
        st.markdown(_("Mở đầu bằng tiếng **«Ù»** (có thiên ù, địa ù … thì bỏ chữ «Ù» đầu tiên), rồi:"))
    for i, step in enumerate(o.steps, 1):
        # English: each cước with its gloss (learning.glosses; a phone shows no hover title)
        names = glossed_list(cuoc_name(c) for c in step.cuoc if c in rules.variants[vid].points)
        if not names:
            continue
        st.markdown(f"{i}. **{text_of(step, 'words')}** — {names}")
        if step.note:
            st.caption(text_of(step, "note"))
    note_and_source(o)


reference_head(_("Thứ tự xướng"), text_of(x, "description"), x.source,
               ("xướng", "cước", "ù", "xướng sai", "xướng thiếu"))

st.subheader(_("Thứ tự theo biến thể đang chọn: {variant}").format(variant=ui.variant_label(variant)))
c1, c2 = st.columns([3, 2])
with c1:
    order_block(variant)
with c2:
    with st.container(border=True):
        st.markdown(_("**Ví dụ về thứ tự**"))
        st.caption(_("Giả sử bài ù có: {cuoc}.").format(cuoc=listed(
            f"{n} {cuoc_name(c).lower()}" if n > 1 else cuoc_name(c).lower() for c, n in EXAMPLE.items()
        )))
        said = canonical(EXAMPLE, variant)
        st.markdown(f"### «{said.text}»")
        if reading := xuong_reading(said.items, variant):
            st.caption(reading)
        st.caption(_("Câu xướng do bộ máy luật xếp theo thứ tự của biến thể này."))

others = [v for v in rules.variants if v != variant]
if others:
    with ui.kept_expander(_("So sánh với biến thể khác"), "txx_others_box"):
        for v in others:
            order_block(v)
            other = canonical(EXAMPLE, v)
            st.markdown(_("Cùng ví dụ trên: **«{said}»**").format(said=other.text))
            if reading := xuong_reading(other.items, v):
                st.caption(reading)

st.subheader(_("Các nhóm cước khi xướng"))
for g in x.groups:
    members = [cuoc_name(c) for c in g.cuoc]
    rule_box(f"**{text_of(g, 'name')}** — {text_of(g, 'description')}", source=g.source,
             note=(_("Nói kèm «{prefix}»: ").format(prefix=g.prefix) if g.prefix else "") + glossed_list(members))

st.subheader(_("Quy tắc khi xướng"))
for r in x.rules:
    st.markdown(f"- {text_of(r, 'text')}")
    if r.note:
        st.caption(text_of(r, "note"))
ui.source_badge(list({ui.source_text(r.source): r.source for r in x.rules}.values()))

st.subheader(_("Xướng đúng, thiếu, sai"))
cols = st.columns(len(x.verdicts))
for col, v in zip(cols, x.verdicts):
    with col:
        rule_box(f"{VERDICT_ICON.get(v.id, '')} **{text_of(v, 'name')}**", text_of(v, "description"), source=v.source)

st.subheader(_("Những chỗ hay nhầm"))
verdict_name = {v.id: text_of(v, "name") for v in x.verdicts}
for t in x.traps:
    declared = ", ".join(cuoc_name(c) for c in t.declared)
    actual = ", ".join(cuoc_name(c) for c in t.actual)
    # nothing declared: a sentence of its own (English «Saying nothing when…»)
    label = (_("{icon} Hô «{declared}» khi bài có {actual} → **{verdict}**") if t.declared
             else _("{icon} Không hô gì khi bài có {actual} → **{verdict}**"))
    with ui.kept_expander(label.format(
            icon=VERDICT_ICON.get(t.verdict, ""), declared=declared, actual=actual,
            verdict=verdict_name.get(t.verdict, t.verdict)), f"txx_trap_{t.id}"):
        st.markdown(text_of(t, "explanation"))
        note_and_source(t)

st.subheader(_("Khi nào được hô «thông»"))
for col, head, field, mark in zip(st.columns(2), (_("**Được hô thông**"), _("**Không được hô thông**")),
                                  ("allowed", "not_allowed"), ("check", "close")):
    col.markdown(head)
    for s in text_of(x.thong, field):
        col.markdown(f":material/{mark}: {s}")
note_and_source(x.thong)
