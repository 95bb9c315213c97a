"""Tra cứu — Các lỗi: the 18 lỗi (0–17) of seed 001 §IV, filterable and searchable.

Data: ``rules/loi.yaml`` (lỗi, groups, penalties, «bỏ ù», seed 003's forbidden moves); names stay
Vietnamese, glossed in English.
"""
from __future__ import annotations

import re

import pandas as pd
import streamlit as st

import ui
from chan_core.rules import load_rules
from learning.i18n import _
from ui.page_kit import glossed, reference_head, rule_box
from words.i18n import text_of
from words.phrases.loi import penalty_name

rules = ui.learner_view(load_rules())  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
groups = {g.id: g for g in rules.loi_groups}
penalties = {p.id: p for p in rules.penalty_classes}
PENALTY_STYLE = {  # penalty → (its Material icon, its cell colours in the table)
    "nghi_an_tien": (":material/money_off:", "background-color: #f9dcd8; color: #8c1d18; font-weight: 600"),
    "u_bao": (":material/warning:", "background-color: #fbecc8; color: #6b4b00; font-weight: 600"),
    "bao": (":material/campaign:", "background-color: #dde8f3; color: #1f4266; font-weight: 600"),
    "u_lao": (":material/cancel:", "background-color: #eadff2; color: #4b2a66; font-weight: 600"),
}


def group_name(gid: str) -> str:
    """``'A · Ràng buộc với bài trên tay'``; trái vỉ's group (id ``'0'``, no letter) by its name alone."""
    if gid not in groups:
        return gid
    name = text_of(groups[gid], "name")
    return name if gid == "0" else _("{gid} · {name}").format(gid=gid, name=name)


def group_label(gid: str) -> str:
    """``'A · Ràng buộc với bài trên tay (lỗi 1–5)'`` (the group's name in the current language)."""
    nums = [x.number for x in rules.loi if x.group == gid]
    span = f"{min(nums)}–{max(nums)}" if len(nums) > 1 else f"{nums[0]}" if nums else ""
    return _("{group} (lỗi {span})").format(group=group_name(gid), span=span) if gid in groups else gid


def penalty_label(pid: str, icon: bool = False, gloss: bool = False) -> str:
    """``'Nghỉ ăn tiền'``, with its Material icon when ``icon``, with its English gloss when ``gloss``."""
    name = penalty_name(pid, gloss)
    return f"{PENALTY_STYLE[pid][0]} {name}" if icon else name


reference_head(_("Các lỗi khi đánh bài"), _(
    "Luật đầy đủ (tài liệu 001) đánh số **{n} lỗi, từ 0 đến 17**, chia thành lỗi **trái vỉ** (0) và bốn nhóm: "
    "**A** bài trên tay, **B** quân đã bỏ không ăn, **C** quân đã đánh, **D** quân đã ăn. "
    "Mỗi lỗi dẫn tới một loại phạt (xem cột *Phạt*)."
).format(n=len(rules.loi)), rules.loi[0].source.model_copy(update={"section": "IV. LUẬT ĐÁNH BÀI"}))

used_penalties = [p for p in penalties if any(x.penalty == p for x in rules.loi)]
cols = st.columns(len(used_penalties))
for col, pid in zip(cols, used_penalties):
    p = penalties[pid]
    nums = ", ".join(str(x.number) for x in rules.loi if x.penalty == pid)
    with col:
        rule_box(_("**{penalty}** — lỗi {nums}").format(penalty=penalty_label(pid, icon=True, gloss=True), nums=nums),
                 note=text_of(p, "description"), source=p.source)

st.subheader(_("Bảng lỗi"))
# ?loi=N — a link from the practice table's coach (Chơi thử) opens the page on lỗi N.
if "loi" in st.query_params:
    _linked = ui.query_int("loi", lo=0, hi=len(rules.loi) - 1)
    if _linked is not None:
        st.session_state["loi_search"] = f"lỗi {_linked}"
    del st.query_params["loi"]
f1, f2, f3 = st.columns([2, 2, 3])
with f1:
    sel_groups = st.multiselect(_("Nhóm"), list(groups), format_func=group_label, key="loi_groups",
                                placeholder=_("Mọi nhóm"), select_all=False)  # no English «Select all»: none is all
with f2:
    sel_pen = st.multiselect(
        _("Loại phạt"), used_penalties, format_func=lambda pid: penalty_label(pid, gloss=True), key="loi_penalty",
        placeholder=_("Mọi loại phạt"), select_all=False,
    )
with f3:
    query = ui.search_box("loi_search", _("Ví dụ: chíu, cạ, đánh, treo tranh"))

def loi_number_query(q: str | None) -> int | None:
    """The lỗi number of a query that is just a number or «lỗi N» (English also «mistake 7», «no. 7»),
    matched exactly (a text search for «7» hits lỗi 17 too); else ``None``."""
    word = r"loi|mistake|fault|no\.?" if ui.is_english() else r"loi"
    m = re.fullmatch(rf"(?:(?:{word})\s*(?:so\s*)?)?(\d{{1,3}})", ui.fold(q or "").strip())
    return int(m.group(1)) if m else None


wanted = loi_number_query(query)


def passes(x) -> bool:
    """``x`` (a lỗi; or a fault without a number, in no group) passes the group and penalty filters and the search
    (its name, number, texts, and its penalty as the table's «Phạt» column says it)."""
    n = getattr(x, "number", None)
    return ((not sel_groups or getattr(x, "group", None) in sel_groups) and (not sel_pen or x.penalty in sel_pen)
            and (n == wanted if wanted is not None else ui.search_match(
                query, x.name, str(n if n is not None else ""), penalties[x.penalty].name,
                texts=[*(text_of(x, k) for k in x.TEXTS), penalty_label(x.penalty, gloss=True)], gloss=x.gloss_en)))


shown, others = [x for x in rules.loi if passes(x)], [o for o in rules.loi_other if passes(o)]
if not shown and not others:
    st.info(_("Không có lỗi nào khớp bộ lọc. Hãy bỏ bớt điều kiện hoặc đổi từ tìm kiếm."))
elif shown:
    col_penalty = _("Phạt")
    df = pd.DataFrame(
        [
            {
                _("Số"): x.number,
                _("Nhóm"): group_name(x.group),
                _("Tên lỗi"): glossed(x),
                _("Luật"): text_of(x, "rule"),
                col_penalty: penalty_label(x.penalty, gloss=True),
            }
            for x in shown
        ]
    )
    colour_of = {penalty_label(pid, gloss=True): css for pid, (_i, css) in PENALTY_STYLE.items()}
    st.table(df.style.map(lambda v: colour_of.get(v, ""), subset=[col_penalty]), hide_index=True)
    st.caption(_(
        "Đang hiện {shown}/{total} lỗi. Bấm vào từng lỗi bên dưới để xem ví dụ, chú ý "
        "và nguồn của lỗi đó."
    ).format(shown=len(shown), total=len(rules.loi)))

    current_group = None
    for x in shown:
        if x.group != current_group:
            current_group = x.group
            st.markdown(f"#### {group_label(x.group)}")
            if x.group in groups:
                st.caption(text_of(groups[x.group], "description"))
        with ui.kept_expander(_("**Lỗi {n} — {name}** · {penalty}").format(
                n=x.number, name=glossed(x), penalty=penalty_label(x.penalty, icon=True)), f"loi_{x.number}",
                              expanded=x.number == wanted):
            st.markdown(_("**Luật.** {rule}").format(rule=text_of(x, "rule")))
            if x.example:
                st.markdown(_("**Ví dụ trong luật.** {example}").format(example=text_of(x, "example")))
            if x.note:
                st.info(text_of(x, "note"), icon=":material/lightbulb:")
            p = penalties.get(x.penalty)
            if p:
                st.markdown(_("**Phạt: {name}.** {description}").format(name=glossed(p), description=text_of(p, "description")))
            ui.source_badge(x.source)

if others:
    st.divider()
    st.subheader(_("Lỗi không đánh số"))
for o in others:
    rule_box(f"**{glossed(o)}** · {penalty_label(o.penalty, icon=True)}", text_of(o, "rule"),
             note=text_of(o, "note"), source=o.source)

variant = ui.current_variant()
with ui.kept_expander(
    _("Danh sách «không được làm» của tài liệu 003 (biến thể sanhrong) đối chiếu với các lỗi trên"), "loi_sanhrong_box",
    expanded=variant == "sanhrong",
):
    st.markdown(_(
        "Tài liệu 003 không đánh số lỗi mà liệt kê các hành động bị cấm. Bảng dưới ghép từng dòng "
        "với lỗi tương ứng của tài liệu 001."
    ))
    names = {x.number: glossed(x) for x in rules.loi}
    other_names = {o.id: glossed(o) for o in rules.loi_other}
    st.dataframe(
        pd.DataFrame(
            [
                {
                    _("Tài liệu 003 viết"): text_of(f, "text"),
                    _("Ứng với"): "; ".join(
                        [f"lỗi {n} ({names.get(n, '?')})" for n in f.loi]
                        + [other_names.get(o, o) for o in f.other]
                    )
                    or "—",
                    _("Ghi chú"): text_of(f, "note"),
                }
                for f in rules.forbidden_moves
            ]
        ),
        hide_index=True,
        width="stretch",
    )
    if rules.forbidden_moves:
        ui.source_badge(rules.forbidden_moves[0].source)
