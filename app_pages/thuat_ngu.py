"""Tra cứu — Thuật ngữ: every term used in the app, searchable (``rules/glossary.yaml``).

English (issue 15): the page is bilingual — each term stays Vietnamese (it is the word to
learn) with its English gloss (``gloss_en``) beside it and the English definition and notes
(``_en`` twins); a search matches the Vietnamese term and its other names (with or without
diacritics) and the English gloss and definition. Sentences through gettext
(``app_pages.thuat_ngu.po``).
"""
from __future__ import annotations

import streamlit as st

import ui
from chan_core.rules import load_rules
from learning.i18n import _

rules = ui.learner_view(load_rules())  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
terms = sorted(rules.glossary, key=lambda t: ui.fold(t.term))
by_id = {t.id: t for t in rules.glossary}
cuoc_name = {c.id: c.name for c in rules.cuoc}
loi_name = {x.number: x.name for x in rules.loi}
english = ui.is_english()

#: Where an alias comes from, when it could be read as another word (new-user QA:
#: "chíu · chiếu" looked like the mat). Keyed by (term id, alias); the glossary
#: YAML has no per-alias source yet — decision recorded here.
def alias_text(term_id: str, aliases: list[str]) -> str:
    """«Còn viết: _a_; _b_ (nguồn …)» for a term's aliases (notes from ``alias_notes`` in
    rules/glossary.yaml); ``''`` when it has none."""
    notes = {t.id: t.tr("alias_notes") for t in terms}.get(term_id, {})
    parts = []
    for a in aliases:
        note = notes.get(a)
        parts.append(f"_{a}_" + (f" ({note})" if note else ""))
    return _("Còn gọi / còn viết: {names}").format(names="; ".join(parts)) if parts else ""


def rank(query: str, t) -> tuple:
    """Where term ``t`` goes in the list of hits: first the terms ``query`` names (the Vietnamese
    term or another name, with or without diacritics), then — in English — those whose gloss has
    the query's words at the start of a word (the earlier in the gloss, the higher: «suit» finds
    «chất — a suit …» before «… one of each suit»), then the rest; alphabetical within each."""
    if ui.search_match(query, t.term, *t.aliases):
        return 0, 0, ui.fold(t.term)
    if english and ui.search_match(query, word_fields=[t.gloss_en]):
        return 1, ui.fold(t.gloss_en).find(ui.fold(query).split()[0]), ui.fold(t.term)
    return 2, 0, ui.fold(t.term)


def text_match(query: str, t) -> bool:
    """Whether ``query`` finds term ``t`` at all: its names and its definition — in English the
    Vietnamese names and the English gloss and definition (a learner may type a Vietnamese word,
    with or without diacritics, or English words)."""
    if english:
        return ui.search_match(query, t.term, *t.aliases, word_fields=[t.gloss_en, t.tr("definition")])
    return ui.search_match(query, t.term, t.definition, *t.aliases)


def heading(t) -> str:
    """``'chắn'``; in English the Vietnamese term and its gloss: ``'chắn — a pair of identical cards'``."""
    return f"{t.term} — {t.gloss_en}" if english else t.term


st.title(_("Thuật ngữ"))
st.markdown(_(
    "{n} từ dùng trong ứng dụng, giải nghĩa theo các tài liệu gốc. "
    "Gõ để tìm (có dấu hay không dấu đều được); tìm cả trong tên khác và lời giải nghĩa."
).format(n=len(terms)))
st.caption(_("Mỗi từ ghi nguồn riêng của nó."))
opened = by_id.get(str(st.query_params.get("tu", "")))
if opened is not None:  # a link from a lesson (issue 17: a term's first use links here)
    with st.container(border=True):
        st.markdown(_("Bạn vừa mở từ **{term}** từ bài học:").format(term=heading(opened)))
        st.markdown(ui.learner_words(opened.tr("definition")))
        ui.source_badge(opened.source)
query = ui.search_box("glossary_search", _("Ví dụ: cửa chì, nọc, bao, ca"))
shown = [t for t in terms if text_match(query, t)]
# exact-name hits first
shown.sort(key=lambda t: rank(query, t))
st.caption(_("{shown}/{total} thuật ngữ").format(shown=len(shown), total=len(terms)))

if not shown:
    st.info(_("Không tìm thấy thuật ngữ nào. Thử gõ ngắn hơn, hoặc không dấu."))
grid = st.columns(2)
for i, t in enumerate(shown):
    with grid[i % 2].container(border=True):
        st.markdown(f"**{heading(t)}**")
        if t.aliases:
            st.caption(alias_text(t.id, list(t.aliases)))
        st.markdown(t.tr("definition"))
        extra = []
        if t.see:
            extra.append(_("Xem thêm: {terms}").format(terms=", ".join(by_id[s].term for s in t.see if s in by_id)))
        if t.cuoc:
            extra.append(_("Cước: {name}").format(name=cuoc_name.get(t.cuoc, t.cuoc)))
        if t.loi:
            extra.append(_("Lỗi liên quan: {items}").format(
                items=", ".join(f"{n} ({loi_name.get(n, '?')})" for n in t.loi)))
        if extra:
            st.caption(" · ".join(extra))
        if t.note:
            st.caption(t.tr("note"))
        ui.source_badge(t.source)
