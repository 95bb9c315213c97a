"""Tra cứu — Cước, điểm, dịch và gà: both variants side by side (seed 001 §V–VIII, 002, 003).

Data: ``rules/cuoc.yaml`` and ``rules/variants.yaml``; cước names and xướng words stay Vietnamese.
"""
from __future__ import annotations

import pandas as pd
import plotly.express as px
import plotly.graph_objects as go
import streamlit as st

import ui
from chan_core.errors import ChanError
from chan_core.options import make_options
from chan_core.rules import load_rules
from chan_core.scoring import score
from learning.i18n import N_, _
from ui.charts import labels_above, show, style_figure
from ui.page_kit import GA_MODES, note_and_source, option_default, reference_head
from words.i18n import listed, text_of
from words.phrases.cuoc import cuoc_name

rules = ui.learner_view(load_rules())  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
variants = rules.variants
vids = list(variants)
current = ui.current_variant()
english = ui.is_english()
# The xướng groups and gà modes (msgids: shown with ``_()``).
GROUP_NAMES = {
    "dau": N_("Hô trước (thông, chì)"),
    "u": N_("Kiểu ù"),
    "bai": N_("Cước của bài"),
    "co": N_("«Có …» (hô sau cùng)"),
}
short = {vid: text_of(v, "name").split(" (")[0] for vid, v in variants.items()}
# Seed 002 "Cách tính điểm": {label (msgid): (cước {id: số lần}, options, total printed in seed 002)}.
EXAMPLES = {
    N_("Chíu ù, bạch thủ, 2 tôm, lèo"): ({"chiu_u": 1, "bach_thu": 1, "tom": 2, "leo": 1}, {}, 9),
    N_("Chì bạch thủ chi, tám đỏ, 2 lèo (có gà)"): (
        {"chi": 1, "bach_thu_chi": 1, "tam_do": 1, "leo": 2}, {"ga": True}, 31),
}


def ga_of(vid: str, cid: str) -> str:
    """Gà combinations of variant ``vid`` that name cước ``cid`` (``'Thập thành (1)'``)."""
    out = []
    for g in variants[vid].ga:
        if cid in g.requires:
            mode = "" if g.mode == "both" or "gà" in g.name else f", {_(GA_MODES[g.mode])}"
            out.append(_("{name}: {n} gà").format(name=text_of(g, "name"), n=g.ga) + mode)
    return "; ".join(out)


def points_chart(shown: list) -> go.Figure:
    """Grouped bars of each cước's điểm per variant, largest first in the current variant; hover shows dịch."""
    order_vids = [current] + [v for v in vids if v != current] if current in variants else vids

    def key(c):
        return tuple(-(variants[v].points[c.id].diem if c.id in variants[v].points else -1) for v in order_vids) + (c.order,)

    ranked = sorted(shown, key=key)
    rows = [
        {"Cước": c.name, "Biến thể": short[vid], "Điểm": variants[vid].points[c.id].diem,
         "Dịch": variants[vid].points[c.id].dich}
        for c in ranked
        for vid in vids
        if c.id in variants[vid].points
    ]
    fig = px.bar(
        pd.DataFrame(rows),
        y="Cước",
        x="Điểm",
        color="Biến thể",
        orientation="h",
        barmode="group",
        text="Điểm",
        custom_data=["Biến thể", "Dịch"],
        color_discrete_map=dict(zip((short[v] for v in vids), ["#b3261e", "#2f5d8a", "#6b8e23"])),
        # horizontal groups stack traces bottom-up: reverse so the first variant is the top bar
        category_orders={"Cước": [c.name for c in ranked], "Biến thể": [short[v] for v in reversed(vids)]},
    )
    fig.update_traces(
        textposition="outside",
        textfont_size=12,
        constraintext="none",
        cliponaxis=False,
        hovertemplate=_("<b>%{y}</b><br>%{customdata[0]}: %{x} điểm, %{customdata[1]} dịch<extra></extra>"),
    )
    fig.update_layout(
        height=56 * len(ranked) + 110,
        margin=dict(l=10, r=30, t=40, b=10),
        xaxis_title=_("Điểm"),
        legend_title_text="",
        legend=dict(orientation="h", y=1.02, x=0, yanchor="bottom", traceorder="reversed"),
        bargap=0.4,
        bargroupgap=0.05,
        font=dict(size=13),
    )
    fig.update_xaxes(showgrid=True, gridcolor="#e8dcc2")
    # each name above its bars: beside them it took half a phone's width and squeezed the bars and their numbers
    return style_figure(labels_above(fig, [c.name for c in ranked], shift=18), whole=("x",))  # điểm: whole numbers


def show_cuoc(c) -> None:
    """One cước in full: điểm/dịch per variant, definition, other names, xướng words, gà, notes, source."""
    pts = " · ".join(
        _("{variant}: {diem} điểm / {dich} dịch").format(
            variant=short[vid], diem=variants[vid].points[c.id].diem, dich=variants[vid].points[c.id].dich)
        if c.id in variants[vid].points
        else _("{variant}: không có").format(variant=short[vid])
        for vid in vids
    )
    with st.container(border=True):
        st.markdown(f"**{c.name}** — {pts}" if not english else f"**{c.name}** ({c.gloss_en}) — {pts}")
        st.markdown(text_of(c, "definition"))
        if c.aliases:
            st.markdown(_("**Tên khác:** {names}").format(names=", ".join(c.aliases)))
        said = f"có {c.xuong_word}" if c.group == "co" else c.xuong_word  # the xướng words: Vietnamese in every language
        st.markdown(_("**Khi xướng:** «{said}» — nhóm {group}, thứ tự {order}.").format(
            said=said, group=_(GROUP_NAMES[c.group]).lower(), order=c.order))
        if c.countable:
            st.markdown(_("Được đếm số lần (tối đa {n}), ví dụ «2 {word}».").format(n=c.max_count, word=c.xuong_word))
        if c.replaces:
            st.markdown(_("Thay cho {names} khi xướng: xướng kèm một trong hai (hay cả hai) là xướng sai.").format(
                names=listed(cuoc_name(x) for x in c.replaces)))
        ga_bits = [f"{short[vid]}: {ga_of(vid, c.id)}" for vid in vids if ga_of(vid, c.id)]
        if ga_bits:
            st.markdown(_("**Gà:** {bits}").format(bits=" · ".join(ga_bits)))
        for vid in vids:
            p = variants[vid].points.get(c.id)
            if p and p.note:
                st.caption(f"{short[vid]}: {text_of(p, 'note')}")
        note_and_source(c, tip=True)


reference_head(_("Cước, điểm, dịch và gà"), _(
    "Khi ù, bài có điểm đặc biệt thì được ăn thêm tiền: mỗi điểm đặc biệt là một **{cuoc}**. "
    "Mỗi cước có số **{diem}** và số **{dich}**. Ù một cước thì được điểm của cước đó; ù nhiều cước "
    "thì được **điểm của cước lớn nhất + dịch của mọi cước còn lại** (2 lèo tính 2 lần dịch). "
    "Chơi **{ga}** thì cộng thêm số gà × điểm mỗi gà."
).format(cuoc=ui.term("cước"), diem=ui.term("điểm"), dich=ui.term("dịch"), ga=ui.term("gà")),
               [{"seed": "001", "section": "VI. TÍNH ĐIỂM"}, {"seed": "002", "section": "Cách tính điểm"}])

with st.container(border=True):
    cols = st.columns(len(vids))
    for col, vid in zip(cols, vids):
        v = variants[vid]
        with col:
            mark = _(" · đang chọn") if vid == current else ""
            st.markdown(f"**{text_of(v, 'name')}**{mark}")
            st.caption(text_of(v, "description"))
            if v.dich_rule:
                st.markdown(_("**Cách tính dịch:** {rule}").format(rule=text_of(v, "dich_rule")))
            ui.source_badge(v.source)

st.subheader(_("Bảng cước"))
f1, f2 = st.columns([2, 3])
with f1:
    sel_groups = st.multiselect(
        _("Nhóm xướng"),
        list(GROUP_NAMES),
        format_func=lambda g: _(GROUP_NAMES[g]),
        key="cuoc_groups",
        placeholder=_("Mọi nhóm"),
        select_all=False,  # nothing chosen is «Mọi nhóm»; Streamlit's row says «Select all» in English
    )
with f2:
    query = ui.search_box("cuoc_search", _("Ví dụ: lèo, bạch thủ, hai hoa, tam do"))

shown = [  # English words match at word starts («red» finds tám đỏ)
    c
    for c in rules.cuoc
    if (not sel_groups or c.group in sel_groups)
    and ui.search_match(query, c.name, c.xuong_word, c.id, *c.aliases, texts=[text_of(c, "definition")],
                        gloss=c.gloss_en)
]

if not shown:
    st.info(_("Không có cước nào khớp. Hãy đổi từ tìm kiếm hoặc bỏ bớt nhóm."))
else:
    rows = []
    for c in shown:
        name = c.name + (f" ({', '.join(c.aliases)})" if c.aliases else "")
        if english:
            name += f" — {c.gloss_en}"
        row = {_("Cước"): name}  # the xướng group is the filter above and the «Từng cước» groups below
        for vid in vids:
            p = variants[vid].points.get(c.id)
            label = short[vid]
            row[_("{variant} · điểm").format(variant=label)] = str(p.diem) if p else "—"
            row[_("{variant} · dịch").format(variant=label)] = str(p.dich) if p else "—"
        rows.append(row)
    df = pd.DataFrame(rows)
    cur_cols = [col for col in df.columns if col.startswith(f"{short[current]} ·")] if current in variants else []
    styled = df.style.set_properties(subset=cur_cols, **{"background-color": "#f6e7c8", "font-weight": "600"})
    st.table(styled, hide_index=True)
    st.caption(_(
        "Đang hiện {shown}/{total} cước, theo thứ tự xướng. Cột tô màu là biến thể đang chọn "
        "ở thanh bên. «—» là cước không có trong biến thể đó. Cước nào được gà: mở cước đó ở mục «Từng cước» "
        "hoặc xem bảng «Gà» bên dưới."
    ).format(shown=len(shown), total=len(rules.cuoc)))

    st.subheader(_("Điểm mỗi cước theo biến thể"))
    show(points_chart(shown))
    st.caption(_(
        "Xếp từ cước nhiều điểm nhất, theo biến thể đang chọn. Di chuột (hoặc chạm) vào thanh để xem số dịch. "
        "Cước không có thanh màu của một biến thể là cước không có trong biến thể đó."
    ))

    st.subheader(_("Từng cước"))
    st.caption(_("Mở một nhóm xướng để đọc từng cước của nhóm ấy."))
    # one expander per xướng group (one per cước was ~8,800 px on a phone); a search opens what it matched
    for group, gname in GROUP_NAMES.items():
        members = [c for c in shown if c.group == group]
        if not members:
            continue
        with ui.kept_expander(_("**{group}** — {n} cước: {names}").format(
                group=_(gname), n=len(members), names=listed(c.name for c in members)), f"cuoc_group_{group}",
                              expanded=bool(query or sel_groups)):
            for c in members:
                show_cuoc(c)

st.divider()
st.subheader(_("Điểm tổng cộng thế nào?"))
st.markdown(_(
    "**Điểm tổng = điểm của cước lớn nhất + dịch của từng cước còn lại** (cước được 2 lần thì cộng 2 lần dịch), "
    "chơi gà thì **+ số gà × điểm mỗi gà**. Hai ví dụ của bài tính điểm (tài liệu 002), tính theo biến thể đang chọn:"
))
example = st.radio(
    _("Ví dụ"), list(EXAMPLES), key="cuoc_example", horizontal=True, label_visibility="collapsed", format_func=_,
)
ex_cuoc, ex_opts, seed_total = EXAMPLES[example]
try:
    ex_score = score(ex_cuoc, make_options(current, ex_opts))
except ChanError as err:  # a rules file the engine refuses: say which, keep the page
    ui.show_error(err)
else:
    show(ui.score_waterfall(ex_score, title=_("{example}: {total} điểm ({variant})").format(
        example=_(example), total=ex_score.total, variant=short.get(current, current))))
    st.table(ui.score_table(ex_score), hide_index=True)
    if ex_score.total != seed_total:
        st.caption(_(
            "Tài liệu 002 ra {seed_total} điểm với bảng cổ điển; bảng {variant} "
            "cho {total} điểm vì điểm và dịch khác."
        ).format(seed_total=seed_total, variant=short.get(current, current), total=ex_score.total))
    ui.source_badge({"seed": "002", "section": "Cách tính điểm (hai ví dụ)"})

st.divider()
st.subheader("Gà")
opts = {o.id: o for o in rules.variant_options}
GA_SAID = ("ga_points", "ga_mode")  # options whose description the «Gà» section says (the options table points up)
st.markdown(
    _("Chơi gà thì **điểm tổng + số gà × điểm mỗi gà**. ")
    + " ".join(text_of(opts[i], "description") for i in GA_SAID if i in opts)
)
st.caption(_(
    "Tổ hợp nào cần «bạch thủ» thì bạch thủ chi cũng tính "
    "(tài liệu 001, mục VIII: «Chì bạch thủ chi tính gà như chì bạch thủ và bạch thủ chi»)."
))
for vid in vids:
    v = variants[vid]
    # folded: the two gà tables, side by side on a wide screen, were ~2,400 px on a phone (issue 17)
    with ui.kept_expander(_("**Gà — {name}**: {n} tổ hợp").format(name=text_of(v, "name"), n=len(v.ga))
                          + (_(" · đang chọn") if vid == current else ""), f"cuoc_ga_{vid}"):
        ui.rows_table({_("Tổ hợp"): text_of(g, "name"), _("Gồm các cước"): " + ".join(cuoc_name(x) for x in g.requires),
                       _("Số gà"): g.ga, _("Khi chơi"): _(GA_MODES[g.mode])} for g in v.ga)
        ui.source_badge(v.source)
        if v.note:
            st.caption(text_of(v, "note"))

with ui.kept_expander(_("Tùy chọn của làng và giá trị mặc định"), "cuoc_options_box"):
    ui.rows_table({_("Tùy chọn"): text_of(o, "name"),  # gà's own options are explained once, in «Gà» above
                   _("Giải thích"): _("Xem mục «Gà» ở trên.") if o.id in GA_SAID else text_of(o, "description"),
                   **{text_of(variants[vid], "name"): option_default(rules, o.id, vid) for vid in vids}}
                  for o in rules.variant_options)
