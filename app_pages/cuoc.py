"""Tra cứu — Cước, điểm, dịch và gà: both variants side by side (seed 001 §V–VIII, 002, 003).

Names, definitions and xướng groups come from ``rules/cuoc.yaml``; điểm,
dịch, gà combinations and options from ``rules/variants.yaml``.
"""
from __future__ import annotations

import pandas as pd
import plotly.express as px
import streamlit as st

import ui
from chan_core.rules import load_rules

rules = load_rules()
variants = rules.variants
vids = list(variants)
current = ui.current_variant()
GROUP_NAMES = {
    "dau": "Hô trước (thông, chì)",
    "u": "Kiểu ù",
    "bai": "Cước của bài",
    "co": "“Có …” (hô sau cùng)",
}
MODE_NAMES = {"rong": "gà rộng", "hep": "gà hẹp", "both": "rộng và hẹp"}
cname = {c.id: c.name for c in rules.cuoc}
short = {vid: v.name.split(" (")[0] for vid, v in variants.items()}


def ga_of(vid: str, cid: str) -> str:
    """Gà combinations of variant ``vid`` that name cước ``cid`` (``'Thập thành (1)'``)."""
    out = []
    for g in variants[vid].ga:
        if cid in g.requires:
            mode = "" if g.mode == "both" or "gà" in g.name else f", {MODE_NAMES[g.mode]}"
            out.append(f"{g.name}: {g.ga} gà{mode}")
    return "; ".join(out)


st.title("Cước, điểm, dịch và gà")
st.markdown(
    "Khi ù, bài có điểm đặc biệt thì được ăn thêm tiền: mỗi điểm đặc biệt là một **cước**. "
    "Mỗi cước có số **điểm** và số **dịch**. Ù một cước thì được điểm của cước đó; ù nhiều cước "
    "thì được **điểm của cước lớn nhất + dịch của mọi cước còn lại** (2 lèo tính 2 lần dịch). "
    "Chơi **gà** thì cộng thêm số gà × điểm mỗi gà."
)
ui.source_badge([{"seed": "001", "section": "VI. TÍNH ĐIỂM"}, {"seed": "002", "section": "Cách tính điểm"}])

with st.container(border=True):
    cols = st.columns(len(vids))
    for col, vid in zip(cols, vids):
        v = variants[vid]
        with col:
            mark = " · đang chọn" if vid == current else ""
            st.markdown(f"**{v.name}**{mark}")
            st.caption(v.description)
            if v.dich_rule:
                st.markdown(f"**Cách tính dịch:** {v.dich_rule}")
            ui.source_badge(v.source)

st.subheader("Bảng cước")
f1, f2 = st.columns([2, 3])
with f1:
    sel_groups = st.multiselect(
        "Nhóm xướng",
        list(GROUP_NAMES),
        format_func=GROUP_NAMES.get,
        key="cuoc_groups",
        placeholder="Mọi nhóm",
    )
with f2:
    query = ui.search_box("cuoc_search", "Ví dụ: lèo, bạch thủ, hai hoa, tam do")

shown = [
    c
    for c in rules.cuoc
    if (not sel_groups or c.group in sel_groups)
    and ui.search_match(query, c.name, c.definition, c.xuong_word, c.id, *c.aliases)
]

if not shown:
    st.info("Không có cước nào khớp. Hãy đổi từ tìm kiếm hoặc bỏ bớt nhóm.")
else:
    rows = []
    for c in shown:
        name = c.name + (f" ({', '.join(c.aliases)})" if c.aliases else "")
        row = {"Cước": name, "Nhóm xướng": GROUP_NAMES[c.group]}
        for vid in vids:
            p = variants[vid].points.get(c.id)
            label = short[vid]
            row[f"{label} · điểm"] = str(p.diem) if p else "—"
            row[f"{label} · dịch"] = str(p.dich) if p else "—"
            row[f"{label} · gà"] = ga_of(vid, c.id) if p else "—"
        rows.append(row)
    df = pd.DataFrame(rows)
    cur_cols = [col for col in df.columns if col.startswith(f"{short[current]} ·")] if current in variants else []
    styled = df.style.set_properties(subset=cur_cols, **{"background-color": "#f6e7c8", "font-weight": "600"})
    st.table(styled, hide_index=True)
    st.caption(
        f"Đang hiện {len(shown)}/{len(rules.cuoc)} cước, theo thứ tự xướng. Cột tô màu là biến thể đang chọn "
        "ở thanh bên. “—” là cước không có trong biến thể đó."
    )

    st.subheader("Điểm mỗi cước theo biến thể")
    def tick(name: str) -> str:
        """Break long cước names onto two lines so the axis label is not cut."""
        words = name.split()
        if len(name) <= 16:
            return name
        half = (len(words) + 1) // 2
        return " ".join(words[:half]) + "<br>" + " ".join(words[half:])

    chart_rows = [
        {"Cước": tick(c.name), "Biến thể": short[vid], "Điểm": variants[vid].points[c.id].diem,
         "Dịch": variants[vid].points[c.id].dich}
        for c in shown
        for vid in vids
        if c.id in variants[vid].points
    ]
    fig = px.bar(
        pd.DataFrame(chart_rows),
        x="Cước",
        y="Điểm",
        color="Biến thể",
        barmode="group",
        hover_data=["Dịch"],
        color_discrete_sequence=["#b3261e", "#2f5d8a"],
        category_orders={"Cước": [tick(c.name) for c in shown], "Biến thể": [short[v] for v in vids]},
    )
    fig.update_layout(
        height=480,
        margin=dict(l=10, r=10, t=40, b=10),
        xaxis_title=None,
        yaxis_title="Điểm",
        legend_title_text="",
        legend=dict(orientation="h", y=1.08, x=0),
    )
    fig.update_xaxes(tickangle=-40, automargin=True)
    st.plotly_chart(fig, config={"displayModeBar": False})

    st.subheader("Từng cước")
    for c in shown:
        pts = " · ".join(
            f"{short[vid]}: {variants[vid].points[c.id].diem} điểm / {variants[vid].points[c.id].dich} dịch"
            if c.id in variants[vid].points
            else f"{short[vid]}: không có"
            for vid in vids
        )
        with st.expander(f"**{c.name}** — {pts}"):
            st.markdown(c.definition)
            if c.aliases:
                st.markdown(f"**Tên khác:** {', '.join(c.aliases)}")
            said = f"có {c.xuong_word}" if c.group == "co" else c.xuong_word
            st.markdown(f"**Khi xướng:** “{said}” — nhóm {GROUP_NAMES[c.group].lower()}, thứ tự {c.order}.")
            if c.countable:
                st.markdown(f"Được đếm số lần (tối đa {c.max_count}), ví dụ “2 {c.xuong_word}”.")
            if c.replaces:
                st.markdown(
                    "Thay cho " + ", ".join(cname.get(x, x) for x in c.replaces)
                    + " khi xướng: xướng cả hai là xướng sai."
                )
            for vid in vids:
                p = variants[vid].points.get(c.id)
                if p and p.note:
                    st.caption(f"{short[vid]}: {p.note}")
            if c.note:
                st.info(c.note, icon=":material/lightbulb:")
            ui.source_badge(c.source)

st.divider()
st.subheader("Gà")
opts = {o.id: o for o in rules.variant_options}
st.markdown(
    "Chơi gà thì **điểm tổng + số gà × điểm mỗi gà**. "
    + " ".join(opts[i].description for i in ("ga_points", "ga_mode") if i in opts)
)
st.caption(
    "Tổ hợp nào cần “bạch thủ” thì bạch thủ chi cũng tính "
    "(seed 001 §VIII: “Chì bạch thủ chi tính gà như chì bạch thủ và bạch thủ chi”)."
)
gcols = st.columns(len(vids))
for col, vid in zip(gcols, vids):
    v = variants[vid]
    with col:
        st.markdown(f"**{v.name}**")
        st.table(
            pd.DataFrame(
                [
                    {
                        "Tổ hợp": g.name,
                        "Gồm các cước": " + ".join(cname.get(x, x) for x in g.requires),
                        "Số gà": g.ga,
                        "Khi chơi": MODE_NAMES[g.mode],
                    }
                    for g in v.ga
                ]
            ),
            hide_index=True,
        )
        ui.source_badge(v.source)
        if v.note:
            st.caption(v.note)

with st.expander("Tùy chọn của làng và giá trị mặc định"):
    opt_rows = []
    for o in rules.variant_options:
        row = {"Tùy chọn": o.name, "Giải thích": o.description}
        for vid in vids:
            val = getattr(variants[vid].defaults, o.id, None)
            if isinstance(val, bool):
                val = "có" if val else "không"
            elif o.id == "ga_mode":
                val = MODE_NAMES.get(val, val)
            row[variants[vid].name] = str(val)
        opt_rows.append(row)
    st.table(pd.DataFrame(opt_rows), hide_index=True)
