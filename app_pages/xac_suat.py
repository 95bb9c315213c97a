"""Công cụ — Xác suất: figures about dealt hands a learner can trust (issue 13 item 5).

Every figure comes from a Monte Carlo run of simulated deals
(:mod:`learning.deal_stats`): the published table
``learning/data/xac_suat_chia_bai.csv`` (1,000,000 deals, seed in the file;
``python -m learning.deal_stats`` regenerates it), each with its sample size
and 95% interval; the learner can rerun a smaller sample live.
"""
from __future__ import annotations

import math

import pandas as pd
import plotly.graph_objects as go
import streamlit as st

from learning import deal_stats as ds

K = "xs_"
METRIC_ORDER = ["distance", "chan", "ca", "que", "ba_dau", "red", "chi_chi"]
WHO_ORDER = ["cai", "con"]
COLORS = {"cai": "#b71c1c", "con": "#1565c0"}


@st.cache_data(show_spinner=False)
def shipped() -> pd.DataFrame:
    """The published table (CSV shipped with the app)."""
    return pd.read_csv(ds.DATA, keep_default_na=False)


@st.cache_data(show_spinner=False, max_entries=8)
def live(deals: int, seed: int) -> pd.DataFrame:
    """A smaller run done now (cached per sample size and seed)."""
    return pd.DataFrame(ds.rows(ds.simulate(deals, seed, chunk=min(ds.CHUNK, deals)), seed,
                                min(ds.CHUNK, deals)))


def pct(p: float) -> str:
    """``0.0123`` → ``'1,23%'`` (Vietnamese decimal comma; small values keep 2 significant digits)."""
    if p == 0:
        return "0%"
    v = p * 100
    digits = 2 if v >= 0.1 else max(2, 1 - int(math.floor(math.log10(v))))
    return f"{v:.{digits}f}%".replace(".", ",")


def one_in(p: float) -> str:
    """``0.00113`` → ``'khoảng 1 trong 890'`` (rounded to 2 significant digits)."""
    if p <= 0:
        return "chưa gặp lần nào"
    n = 1 / p
    if n < 1.5:
        return "gần như lần nào cũng có"
    mag = 10 ** max(0, int(math.floor(math.log10(n))) - 1)
    return f"khoảng 1 trong {int(round(n / mag) * mag):,}".replace(",", ".")


def count(n: int) -> str:
    return f"{int(n):,}".replace(",", ".")


def event_table(df: pd.DataFrame) -> pd.DataFrame:
    ev = df[df["kind"] == "event"].copy()
    order = {e: i for i, e in enumerate(ds.EVENTS)}
    ev["_o"] = [(order.get(m, 99), ["cai", "con", "van"].index(w)) for m, w in zip(ev["metric"], ev["who"])]
    out = []
    for _, r in ev.sort_values("_o").iterrows():
        out.append({
            "Điều gì": r["label"], "Ai": ds.WHO[r["who"]], "Tỉ lệ": pct(float(r["p"])),
            "Khoảng tin cậy 95%": f"{pct(float(r['low']))} – {pct(float(r['high']))}",
            "Tức là": one_in(float(r["p"])), "Số lần gặp": count(r["count"]),
            "Cỡ mẫu": count(r["n"]) + (" ván" if r["who"] == "van" else " bài"),
        })
    return pd.DataFrame(out)


def dist_chart(df: pd.DataFrame, metric: str) -> go.Figure:
    d = df[(df["kind"] == "dist") & (df["metric"] == metric)].copy()
    d["value"] = d["value"].astype(int)
    d = d[d.groupby("value")["count"].transform("sum") > 0]
    fig = go.Figure()
    for who in WHO_ORDER:
        w = d[d["who"] == who].sort_values("value")
        if w.empty:
            continue
        p, lo, hi = w["p"].astype(float), w["low"].astype(float), w["high"].astype(float)
        fig.add_bar(
            x=w["value"], y=p * 100, name=ds.WHO[who], marker_color=COLORS[who],
            error_y={"type": "data", "symmetric": False, "array": (hi - p) * 100, "arrayminus": (p - lo) * 100},
            customdata=list(zip(w["count"].map(count), w["n"].map(count), (lo * 100).round(3), (hi * 100).round(3))),
            hovertemplate=("%{x}: %{y:.3f}%<br>95%: %{customdata[2]}% – %{customdata[3]}%"
                           "<br>%{customdata[0]} trên %{customdata[1]} bài<extra>" + ds.WHO[who] + "</extra>"),
        )
    fig.update_layout(barmode="group", height=360, margin={"l": 10, "r": 10, "t": 30, "b": 10},
                      xaxis_title=ds.METRICS[metric].capitalize(), yaxis_title="% số bài",
                      legend={"orientation": "h", "y": 1.12}, separators=",.")
    fig.update_xaxes(dtick=1)
    return fig


table = shipped()
n_deals = int(table["deals"].iloc[0])
seed = int(table["seed"].iloc[0])

st.title("Xác suất khi chia bài")
st.markdown(
    f"Các con số dưới đây đếm từ **{count(n_deals)} ván chia bài mô phỏng** (4 người; nhà cái 20 lá, "
    "mỗi nhà con 19 lá, chia như thật: xáo 100 lá rồi chia). Mỗi con số đi kèm **cỡ mẫu** và "
    "**khoảng tin cậy 95%**: con số thật gần như chắc chắn nằm trong khoảng ấy. Cách xếp bài "
    "(chắn trước, rồi cạ, ba đầu, què) và cách tính số lá còn phải lấy để ù giống hệt phần "
    "«Phân tích bài» của ứng dụng."
)
st.caption(f"Bảng số liệu: learning/data/xac_suat_chia_bai.csv — {count(n_deals)} ván, hạt giống (seed) "
           f"{seed}; tạo lại bằng lệnh «python -m learning.deal_stats».")

st.subheader("Những điều hay được hỏi")
ev = event_table(table)
st.dataframe(ev, hide_index=True, width="stretch", height=36 * (len(ev) + 1) + 4)
cai_u = table[(table["kind"] == "event") & (table["who"] == "cai") & (table["metric"] == "u_ngay")]
if not cai_u.empty:
    r = cai_u.iloc[0]
    st.markdown(
        f"Ví dụ: nhà cái được chia sẵn một bài tròn (thiên ù) **{one_in(float(r['p']))} ván** "
        f"({pct(float(r['p']))}, khoảng 95%: {pct(float(r['low']))} – {pct(float(r['high']))}, "
        f"đếm trên {count(r['n'])} ván)."
    )

st.subheader("Bài lúc chia trông thế nào")
labels = {m: ds.METRICS[m].capitalize() for m in METRIC_ORDER}
metric = st.radio("Xem", METRIC_ORDER, format_func=labels.get, horizontal=True, key=f"{K}metric")
st.plotly_chart(dist_chart(table, metric), config={"displayModeBar": False}, key=f"{K}chart")
st.caption("Mỗi cột là tỉ lệ số bài; vạch đen trên cột là khoảng tin cậy 95% (với cỡ mẫu lớn, vạch rất ngắn). "
           f"Cỡ mẫu: {count(n_deals)} bài nhà cái, {count(3 * n_deals)} bài nhà con.")
if metric == "distance":
    st.markdown(
        "«Số lá còn phải lấy để ù»: số lá ít nhất còn phải ăn (rồi ù) cho tới khi bài đủ 10 bộ với ít nhất "
        "6 chắn, nếu mỗi lá lấy về đều ghép được với một lá trên tay. Bài 19 lá còn 1 lá là đang **chờ ù**; "
        "bài nhà cái còn 0 lá là **thiên ù**."
    )

st.subheader("Tự chạy thử một mẫu nhỏ hơn")
st.markdown("Chạy lại phép mô phỏng ngay bây giờ với số ván và hạt giống bạn chọn. Mẫu nhỏ hơn cho "
            "khoảng tin cậy rộng hơn: hãy so với bảng trên.")
c1, c2 = st.columns(2)
deals = c1.number_input("Số ván", min_value=1_000, max_value=200_000, value=20_000, step=1_000, key=f"{K}deals")
my_seed = c2.number_input("Hạt giống (seed)", min_value=0, max_value=2**31 - 1, value=1, step=1, key=f"{K}seed")
if st.button("Chạy mô phỏng", key=f"{K}run", icon=":material/play_arrow:"):
    st.session_state[f"{K}last"] = (int(deals), int(my_seed))
if f"{K}last" in st.session_state:
    n_live, s_live = st.session_state[f"{K}last"]
    with st.spinner("Đang chia bài…"):
        res = live(n_live, s_live)
    st.markdown(f"**Kết quả {count(n_live)} ván, hạt giống {s_live}:**")
    live_ev = event_table(res)
    st.dataframe(live_ev, hide_index=True, width="stretch", height=36 * (len(live_ev) + 1) + 4)
    st.plotly_chart(dist_chart(res, metric), config={"displayModeBar": False}, key=f"{K}chart_live")
