"""Tra cứu — Thuật ngữ: every term used in the app, searchable (``rules/glossary.yaml``).

Terms stay Vietnamese with their English gloss; the search is the reference pages' (``ui.search_match``): names
without diacritics, a word typed with them at a word's start, and in both languages English words of the gloss
(«pair» finds chắn and cạ).
"""
from __future__ import annotations

import streamlit as st

import ui
from chan_core.rules import load_rules
from learning.glosses import names, vi_sort_key, with_gloss
from learning.i18n import _
from mau_binh.rules import load_rules as load_mau_binh
from ui.page_kit import glossed, note_and_source, reference_head, rule_box
from words.i18n import text_of
from words.phrases.game_faults import fault_gloss
from words.phrases.loi import fault_name

rules = ui.learner_view(load_rules())  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
terms = sorted(rules.glossary, key=lambda t: vi_sort_key(t.term))  # one Vietnamese A→Z run (a ă â … d đ …)
by_id = {t.id: t for t in rules.glossary}
cuoc_by_id = {c.id: c for c in rules.cuoc}
english = ui.is_english()

def alias_text(t) -> str:
    """«Còn gọi / còn viết: _a_; _b_ (nguồn …)» for a term's aliases, with their ``alias_notes``."""
    notes = text_of(t, "alias_notes") or {}
    parts = [f"_{a}_" + (f" ({notes[a]})" if notes.get(a) else "") for a in t.aliases]
    return _("Còn gọi / còn viết: {names}").format(names="; ".join(parts))


def loi_items(numbers: list[int]) -> str:
    """The related lỗi of a term: «6 (Bỏ chắn ăn chắn), 7 (…)»; in English «6 — name (gloss); 7 — …»."""
    if not english:
        return ", ".join(f"{n} ({fault_name(n)})" for n in numbers)
    return "; ".join(f"{n} — {with_gloss(fault_name(n), fault_gloss(n))}" for n in numbers)


def see_also(t) -> str:
    """The «Xem thêm» names of ``t``; in English each with the gloss of that entry found by id."""
    items = [by_id[s] for s in t.see if s in by_id]
    shown = [with_gloss(e.term, e.gloss_en) for e in items]
    return ("; " if english and any("," in x for x in shown) else ", ").join(shown)


def heading(t) -> str:
    """``'chắn'``; in English ``'chắn — a pair of identical cards'`` (a bracket in the term is left to the gloss)."""
    return f"{t.term.split(' (')[0]} — {t.gloss_en}" if english else t.term


reference_head(_("Thuật ngữ"), _(
    "{n} từ dùng trong ứng dụng, giải nghĩa theo các tài liệu gốc. "
    "Gõ để tìm (có dấu hay không dấu đều được); tìm cả trong tên khác và lời giải nghĩa."
).format(n=len(terms)), None)
st.caption(_("Mỗi từ ghi nguồn riêng của nó."))
opened = by_id.get(str(st.query_params.get("tu", "")))
if opened is None and "tu" in st.query_params:  # ?tu=zz: said, then dropped
    ui.refuse_link("tu", st.query_params.pop("tu"))
if opened is not None:  # a link from a lesson (issue 17: a term's first use links here)
    rule_box(_("Bạn vừa mở từ **{term}** từ bài học:").format(term=heading(opened)),
             ui.learner_words(text_of(opened, "definition")), source=opened.source)
query = ui.search_box("glossary_search", _("Ví dụ: cửa chì, nọc, bao, ca"))  # kept in ?q=
shown = sorted((t for t in terms if ui.search_match(query, t.term, *t.aliases, texts=[text_of(t, "definition")],
                                                   gloss=t.gloss_en)),
               key=lambda t: ui.search_rank(query, (t.term, *t.aliases), t.gloss_en))
st.caption(_("{shown}/{total} thuật ngữ").format(shown=len(shown), total=len(terms)))
# Mậu binh's names (chi, lủng, sảnh, thùng, …) live with its rules: a search finds them there too
mb_names = [*((with_gloss(n.name), n.name, n.gloss) for n in names() if n.kind == "mau_binh"),
            *((text_of(r, "name"), r.name, r.twins.get("name")) for r in load_mau_binh().rules)]
mb_found = list(dict.fromkeys(said for said, name, gloss in mb_names if query and ui.search_match(query, name, gloss=gloss)))
if not shown and not mb_found:
    st.info(_("Không tìm thấy thuật ngữ nào. Thử gõ ngắn hơn, hoặc không dấu."))
# row by row, not column by column: a phone stacks the columns (two A→Z runs)
for i, t in enumerate(shown):
    if i % 2 == 0:
        row = st.columns(2)
    with row[i % 2].container(border=True):
        st.markdown(f"**{heading(t)}**")
        if t.aliases:
            st.caption(alias_text(t))
        st.markdown(text_of(t, "definition"))
        extra = []
        if t.see:  # English: each name with its gloss (a phone shows no hover title)
            extra.append(_("Xem thêm: {terms}").format(terms=see_also(t)))
        if t.cuoc:
            extra.append(_("Cước: {name}").format(name=glossed(cuoc_by_id[t.cuoc])))
        if t.loi:
            extra.append(_("Lỗi liên quan: {items}").format(items=loi_items(t.loi)))
        if extra:
            st.caption(" · ".join(extra))
        note_and_source(t)
if mb_found:  # after the Chắn terms: this is the Chắn glossary
    with st.container(border=True):
        st.markdown(_("**Mậu binh:** {names}").format(names=", ".join(mb_found)))
        st.page_link("app_pages/mau_binh_luat.py", label=_("Luật Mậu binh"), icon=":material/playing_cards:")
