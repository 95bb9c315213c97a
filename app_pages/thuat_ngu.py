"""Tra cứu — Thuật ngữ: every term used in the app, searchable (``rules/glossary.yaml``)."""
from __future__ import annotations

import streamlit as st

import ui
from chan_core.rules import load_rules

rules = ui.learner_view(load_rules())  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
terms = sorted(rules.glossary, key=lambda t: ui.fold(t.term))
by_id = {t.id: t for t in rules.glossary}
cuoc_name = {c.id: c.name for c in rules.cuoc}
loi_name = {x.number: x.name for x in rules.loi}

#: Where an alias comes from, when it could be read as another word (new-user QA:
#: "chíu · chiếu" looked like the mat). Keyed by (term id, alias); the glossary
#: YAML has no per-alias source yet — decision recorded here.
def alias_text(term_id: str, aliases: list[str]) -> str:
    """«Còn viết: _a_; _b_ (nguồn …)» for a term's aliases (notes from ``alias_notes`` in
    rules/glossary.yaml); ``''`` when it has none."""
    notes = {t.id: t.alias_notes for t in terms}.get(term_id, {})
    parts = []
    for a in aliases:
        note = notes.get(a)
        parts.append(f"_{a}_" + (f" ({note})" if note else ""))
    return ("Còn gọi / còn viết: " + "; ".join(parts)) if parts else ""


st.title("Thuật ngữ")
st.markdown(
    f"{len(terms)} từ dùng trong ứng dụng, giải nghĩa theo các tài liệu gốc. "
    "Gõ để tìm (có dấu hay không dấu đều được); tìm cả trong tên khác và lời giải nghĩa."
)
st.caption("Mỗi từ ghi nguồn riêng của nó.")
opened = by_id.get(str(st.query_params.get("tu", "")))
if opened is not None:  # a link from a lesson (issue 17: a term's first use links here)
    with st.container(border=True):
        st.markdown(f"Bạn vừa mở từ **{opened.term}** từ bài học:")
        st.markdown(ui.learner_words(opened.definition))
        ui.source_badge(opened.source)
query = ui.search_box("glossary_search", "Ví dụ: cửa chì, nọc, bao, ca")
shown = [t for t in terms if ui.search_match(query, t.term, t.definition, *t.aliases)]
# exact-name hits first
shown.sort(key=lambda t: (not ui.search_match(query, t.term, *t.aliases), ui.fold(t.term)))
st.caption(f"{len(shown)}/{len(terms)} thuật ngữ")

if not shown:
    st.info("Không tìm thấy thuật ngữ nào. Thử gõ ngắn hơn, hoặc không dấu.")
grid = st.columns(2)
for i, t in enumerate(shown):
    with grid[i % 2].container(border=True):
        st.markdown(f"**{t.term}**")
        if t.aliases:
            st.caption(alias_text(t.id, list(t.aliases)))
        st.markdown(t.definition)
        extra = []
        if t.see:
            extra.append("Xem thêm: " + ", ".join(by_id[s].term for s in t.see if s in by_id))
        if t.cuoc:
            extra.append(f"Cước: {cuoc_name.get(t.cuoc, t.cuoc)}")
        if t.loi:
            extra.append("Lỗi liên quan: " + ", ".join(f"{n} ({loi_name.get(n, '?')})" for n in t.loi))
        if extra:
            st.caption(" · ".join(extra))
        if t.note:
            st.caption(t.note)
        ui.source_badge(t.source)
