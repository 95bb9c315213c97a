"""Công cụ — Xác suất: figures about dealt hands a learner can trust, each with its sample size and 95% interval.

From the shipped Monte Carlo tables of :mod:`learning.deal_stats` (deals) and :mod:`learning.selfplay_stats`
(bot self-play), plus small live reruns: capped so no click costs more than about a second of CPU,
one at a time in the process (:func:`ui.limits.one_live_run`).
"""
from __future__ import annotations

import math

import pandas as pd
import plotly.graph_objects as go
import streamlit as st

import ui
from words.i18n import number
from learning import deal_stats as ds, selfplay_stats as sps
from learning.glosses import glossed_list
from learning.i18n import _
from ui.charts import show, style_figure
from ui.inputs import variant_label
from ui.limits import one_live_run

K = "xs_"
MAX_LIVE_DEALS = 100_000  # most deals of one live run (about 0.2 s of CPU on this machine)
MAX_LIVE_HANDS = 100  # most self-play hands of one live run (about 0.7 s of CPU on this machine)
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


def live_result(key: str, label: str, args: tuple, run, spinner: str) -> tuple[pd.DataFrame, tuple] | None:
    """The button ``label`` (widget ``key + 'run'``) asks for ``run(*args)`` (kept in session ``key + 'last'``): the
    live run last asked for and its ``args``, or ``None`` (not asked, or busy: said)."""
    if st.button(label, key=f"{key}run", icon=":material/play_arrow:"):
        st.session_state[f"{key}last"] = args  # typed_number: each in range
    if f"{key}last" not in st.session_state:
        return None
    with st.spinner(spinner), one_live_run() as free:
        res = run(*st.session_state[f"{key}last"]) if free else None
    if res is None:
        st.warning(_("Máy chủ đang chạy thử cho một người khác (mỗi lúc chỉ chạy một lần, để mọi người học đều "
                     "nhanh). Hãy bấm lại sau ít giây; bảng phía trên đã có sẵn các con số từ mẫu lớn."),
                   icon=":material/hourglass_top:")
        return None
    return res, st.session_state[f"{key}last"]


# a tooltip's plotly fields (customdata as :func:`ci_bar` lays it out)
HOVER = {"x": "%{x}", "y": "%{y}", "count": "%{customdata[0]}", "n": "%{customdata[1]}",
         "low": "%{customdata[2]:.2f}", "high": "%{customdata[3]:.2f}"}  # two decimals, as every figure here


def ci_bar(fig: go.Figure, w: pd.DataFrame, at, name: str, color: str, hover: str, *, est: str = "estimate",
           scale: float = 100.0, extra: str = "", horizontal: bool = False, **fields: str) -> None:
    """Add one bar trace: ``w``'s ``est`` (× ``scale``) at positions ``at`` with its 95% interval as error
    bars; ``hover``: the tooltip with the fields of :data:`HOVER` (``fields``: other formats, ``y="%{y:.2f}"``)."""
    p, lo, hi = (w[c].astype(float) for c in (est, "low", "high"))
    err = {"type": "data", "symmetric": False, "array": (hi - p) * scale, "arrayminus": (p - lo) * scale}
    bars = {"y": at, "x": p * scale, "orientation": "h", "error_x": err} if horizontal else \
        {"x": at, "y": p * scale, "error_y": err}
    counts = [number(c) if str(c) else "" for c in w["count"]]  # a mean has no count
    data = zip(counts, w["n"].map(number), lo * scale, hi * scale)
    fig.add_bar(**bars, name=name, marker_color=color, customdata=list(data),
                hovertemplate=hover.format(**HOVER | fields) + f"<extra>{extra}</extra>")


def _layout(fig: go.Figure, height: int, whole: tuple = (), **titles) -> go.Figure:
    """``fig``'s bars grouped, ``titles`` (layout fields), in the app's chart style: the legend in rows above the
    plot, never over its tallest bar (two rows on a phone), and a tenth of head-room above that bar's error bar."""
    axis = "x" if fig.data and fig.data[0].orientation == "h" else "y"
    ends = [v + e for t in fig.data for v, e in zip(t[axis], t[f"error_{axis}"].array) if math.isfinite(v + e)]
    fig.update_layout(barmode="group", height=height, margin={"l": 10, "r": 10, "t": 30, "b": 10},
                      **{f"{axis}axis_range": [0, (max(ends, default=0) or 1) * 1.1]}, **titles)
    return style_figure(fig, whole=whole)


def pct(p: float) -> str:
    """``0.0123`` → ``'1,23%'`` (``'1.23%'`` in English): two decimals, as every figure on the page (a tester read
    «0,100%» beside «0,10%»); a share above 0 under 0,005% is ``'<0,01%'``, never a false «0,00%»."""
    return number(p * 100, 2) + "%" if p == 0 or p >= 0.00005 else f"<{number(0.01, 2)}%"


def interval(low: float, high: float) -> str:
    """A 95% interval's ends, ``'1,20% – 1,26%'``; ``'≈ 0,10%'`` when both round to the same two decimals."""
    ends = pct(low), pct(high)
    return f"≈ {ends[0]}" if ends[0] == ends[1] else " – ".join(ends)


def one_in(p: float) -> str:
    """``0.00113`` → ``'khoảng 1 trong 890'`` (2 significant digits)."""
    if p <= 0:
        return _("chưa gặp lần nào")
    if 1 / p < 1.5:
        return _("gần như lần nào cũng có")
    return _("khoảng 1 trong {n}").format(n=number(sps.one_in_n(p)))


def event_table(df: pd.DataFrame) -> pd.DataFrame:
    """The events of a deal table, one row each: what, who, share, 95% interval, «1 in N», count, sample size."""
    ev = df[df["kind"] == "event"].copy()
    order = {e: i for i, e in enumerate(ds.EVENTS)}
    ev["_o"] = [(order.get(m, 99), ["cai", "con", "van"].index(w)) for m, w in zip(ev["metric"], ev["who"])]
    out = []
    for _i, r in ev.sort_values("_o").iterrows():
        size = _("{n} ván") if r["who"] == "van" else _("{n} bài")
        out.append({
            _("Điều gì"): _(ds.EVENTS[r["metric"]]) if r["metric"] in ds.EVENTS else r["label"],
            _("Ai"): _(ds.WHO[r["who"]]), _("Tỉ lệ"): pct(float(r["p"])),
            _("Khoảng tin cậy 95%"): interval(float(r["low"]), float(r["high"])),
            _("Tức là"): one_in(float(r["p"])), _("Số lần gặp"): number(r["count"]),
            _("Cỡ mẫu"): size.format(n=number(r["n"])),
        })
    return pd.DataFrame(out)


def show_table(df: pd.DataFrame, key: str) -> None:
    """``df`` as a table on a wide screen; on a phone, where its columns do not fit, as a list: each row its first
    cell in bold, then «column: value · …» (``ui/assets/app.css``: ``hc_wide_`` / ``hc_narrow_``)."""
    with st.container(key=f"hc_wide_{key}"):
        st.dataframe(df, hide_index=True, width="stretch", height=36 * (len(df) + 1) + 4)
    with st.container(key=f"hc_narrow_{key}"):
        st.markdown("\n".join(f"- **{r.iloc[0]}**  \n  " + " · ".join(f"{k}: {v}" for k, v in r.iloc[1:].items())
                              for _i, r in df.iterrows()))


def dist_chart(df: pd.DataFrame, metric: str) -> go.Figure:
    """Bars of how often a dealt hand has each value of ``metric`` (per who, 95% error bars)."""
    d = df[(df["kind"] == "dist") & (df["metric"] == metric)].copy()
    d["value"] = d["value"].astype(int)
    d = d[d.groupby("value")["count"].transform("sum") > 0]
    fig = go.Figure()
    for who in WHO_ORDER:
        w = d[d["who"] == who].sort_values("value")
        if w.empty:
            continue
        who_name = _(ds.WHO[who])
        ci_bar(fig, w, w["value"], who_name, COLORS[who],
               _("{x}: {y}%<br>95%: {low}% – {high}%<br>{count} trên {n} bài"),
               est="p", extra=who_name, y="%{y:.2f}")
    return _layout(fig, 360, xaxis_title=_(ds.METRICS[metric]).capitalize(), yaxis_title=_("% số bài"),
                   xaxis_dtick=1)


table = shipped()
n_deals = int(table["deals"].iloc[0])
seed = int(table["seed"].iloc[0])

st.title(_("Xác suất khi chia bài"))
st.markdown(_(
    "Các con số dưới đây đếm từ **{n} ván chia bài mô phỏng** (4 người; nhà {cai} 20 lá, "
    "mỗi nhà con 19 lá, chia như thật: xáo 100 lá rồi chia). Mỗi con số đi kèm **cỡ mẫu** và "
    "**khoảng tin cậy 95%**: con số thật gần như chắc chắn nằm trong khoảng ấy. Cách xếp bài "
    "({chan} trước, rồi {ca}, {ba_dau}, {que}) và cách tính số lá còn phải lấy để {u} giống hệt phần "
    "«{page}» của ứng dụng."
).format(n=number(n_deals), cai=ui.term("cái"), chan=ui.term("chắn"), ca=ui.term("cạ"), ba_dau=ui.term("ba đầu"),
         que=ui.term("què"), u=ui.term("ù"), page=_("Phân tích bài")))
st.caption(_("Nguồn các con số: máy xáo và chia thử {n} ván ngẫu nhiên rồi đếm (mô phỏng), không phải "
             "thống kê từ ván người chơi thật.").format(n=number(n_deals)))

st.subheader(_("Những điều hay được hỏi"))
show_table(event_table(table), "xs_events")
cai_u = table[(table["kind"] == "event") & (table["who"] == "cai") & (table["metric"] == "u_ngay")]
if not cai_u.empty:
    r = cai_u.iloc[0]
    st.markdown(_(
        "Ví dụ: nhà cái được chia sẵn một bài tròn (thiên ù) **{one_in} ván** "
        "({p}, khoảng 95%: {span}, đếm trên {n} ván)."
    ).format(one_in=one_in(float(r["p"])), p=pct(float(r["p"])), span=interval(float(r["low"]), float(r["high"])),
             n=number(r["n"])))

st.subheader(_("Bài lúc chia trông thế nào"))
labels = {m: _(ds.METRICS[m]).capitalize() for m in METRIC_ORDER}
metric = st.radio(_("Xem"), METRIC_ORDER, format_func=labels.get, horizontal=True, key=f"{K}metric")
show(dist_chart(table, metric), f"{K}chart")
st.caption(_("Mỗi cột là tỉ lệ số bài; vạch đen trên cột là khoảng tin cậy 95% (với cỡ mẫu lớn, vạch rất ngắn). "
             "Cỡ mẫu: {cai} bài nhà cái, {con} bài nhà con.").format(cai=number(n_deals), con=number(3 * n_deals)))
if metric == "distance":
    st.markdown(_(
        "«Số lá còn phải lấy để ù»: số lá ít nhất còn phải ăn (rồi ù) cho tới khi bài đủ 10 bộ với ít nhất "
        "6 chắn, nếu mỗi lá lấy về đều ghép được với một lá trên tay. Bài 19 lá còn 1 lá là đang **chờ ù**; "
        "bài nhà cái còn 0 lá là **thiên ù**."
    ))

st.subheader(_("Tự chạy thử một mẫu nhỏ hơn"))
st.markdown(_("Chạy lại phép mô phỏng ngay bây giờ với số ván và hạt giống bạn chọn. Mẫu nhỏ hơn cho "
              "khoảng tin cậy rộng hơn: hãy so với bảng trên."))
c1, c2 = st.columns(2)
deals = ui.typed_number(_("Số ván"), 1_000, MAX_LIVE_DEALS, 20_000, key=f"{K}deals", where=c1)
my_seed = ui.typed_number(_("Hạt giống ngẫu nhiên"), 0, 2**31 - 1, 1, key=f"{K}seed", where=c2)
if got := live_result(K, _("Chạy mô phỏng"), (deals, my_seed), live, _("Đang chia bài…")):
    res, (n_live, s_live) = got
    st.markdown(_("**Kết quả {n} ván, hạt giống {seed}:**").format(n=number(n_live), seed=s_live))
    show_table(event_table(res), "xs_events_live")
    show(dist_chart(res, metric), f"{K}chart_live")


BOT_ORDER = ["sensible", "advisor"]
BOT_COLORS = {"sensible": "#6d4c41", "advisor": "#2e7d32"}


@st.cache_data(show_spinner=False)
def shipped_play() -> pd.DataFrame:
    """The published self-play table (CSV shipped with the app)."""
    return pd.DataFrame(sps.read(sps.DATA))


@st.cache_data(show_spinner=False, max_entries=8)
def live_play(hands: int, seed: int, variant: str) -> pd.DataFrame:
    """A small self-play run done now (máy biết luật), cached per size, seed and variant."""
    return pd.DataFrame(sps.rows(sps.simulate("sensible", variant, hands, seed)))


def _bots_in(df: pd.DataFrame) -> list[str]:
    return [b for b in BOT_ORDER if b in set(df["bots"])]


def bot_label(bots: str) -> str:
    """A bot level's name in the current language (the id if unknown)."""
    return _(sps.BOT_LABELS[bots]) if bots in sps.BOT_LABELS else bots


def play_table(df: pd.DataFrame) -> pd.DataFrame:
    """Per level and variant: hòa, lượt, điểm — each with its 95% interval and sample size."""
    out = []
    for b in _bots_in(df):
        for v in dict.fromkeys(df[df["bots"] == b]["variant"]):
            d = df[(df["bots"] == b) & (df["variant"] == v)]

            def one(kind, metric):
                return d[(d["kind"] == kind) & (d["metric"] == metric)].iloc[0]

            def span(r, fmt=lambda x: number(float(x), 2)):
                return f"{fmt(r['estimate'])} ({fmt(r['low'])} – {fmt(r['high'])})"

            hoa, diem = one("event", "hoa"), one("mean", "diem")
            out.append({
                _("Máy"): bot_label(b), _("Luật"): variant_label(v).split(" (")[0], _("Số ván"): number(hoa["n"]),
                _("Ván hòa"): span(hoa, lambda x: pct(float(x))), _("Số lượt"): span(one("mean", "luot")),
                _("Ván ù"): number(diem["n"]), _("Điểm, không gà"): span(diem),
                _("Điểm, có gà"): span(one("mean", "diem_ga")),
            })
    return pd.DataFrame(out)


def cuoc_chart(df: pd.DataFrame, variant: str) -> go.Figure:
    """Share of won hands with each cước (horizontal bars, 95% error bars), one colour per level."""
    d = df[(df["kind"] == "cuoc") & (df["variant"] == variant)]
    seen = d.groupby("metric")["count"].sum()
    seen = seen[seen > 0]
    first = d[d["bots"] == _bots_in(d)[0]].set_index("metric")["estimate"] if len(d) else pd.Series(dtype=float)
    order = sorted(seen.index, key=lambda m: float(first.get(m, 0)))
    fig = go.Figure()
    for b in _bots_in(d):
        w = d[d["bots"] == b].set_index("metric").reindex(order)
        ci_bar(fig, w, w["label"], bot_label(b), BOT_COLORS.get(b),
               _("{y}: {x}% số ván ù<br>95%: {low}% – {high}%<br>{count} trên {n} ván ù"),
               extra=bot_label(b), horizontal=True, x="%{x:.2f}")
    return _layout(fig, max(320, 34 * len(order) + 80), xaxis_title=_("% số ván ù có cước này"))


def points_chart(df: pd.DataFrame) -> go.Figure:
    """Mean điểm of a won hand per variant, without and with gà, one colour per level (95% error bars)."""
    d = df[(df["kind"] == "mean") & df["metric"].isin(["diem", "diem_ga"])]
    fig = go.Figure()
    for b in _bots_in(d):
        w = d[d["bots"] == b]
        x = [(_("{variant}, có gà") if m == "diem_ga" else _("{variant}, không gà")).format(
            variant=variant_label(v).split(" (")[0]) for v, m in zip(w["variant"], w["metric"])]
        ci_bar(fig, w, x, bot_label(b), BOT_COLORS.get(b),
               _("{x}: {y} điểm<br>95%: {low} – {high}<br>trung bình của {n} ván ù"), scale=1.0, y="%{y:.2f}")
    return _layout(fig, 360, yaxis_title=_("điểm trung bình một ván ù"))


def turns_chart(df: pd.DataFrame, variant: str) -> go.Figure:
    """How many lượt a hand lasts (share of hands, 95% error bars), one colour per level."""
    d = df[(df["kind"] == "dist") & (df["metric"] == "luot") & (df["variant"] == variant)]
    fig = go.Figure()
    for b in _bots_in(d):
        w = d[d["bots"] == b].sort_values("value")
        ci_bar(fig, w, w["value"], bot_label(b), BOT_COLORS.get(b), _("{x} lượt: {y}% số ván<br>{count} trên {n} ván"),
               extra=bot_label(b), y="%{y:.2f}")
    return _layout(fig, 340, ("x",), xaxis_title=_("số lượt (đánh hoặc dưới)"),  # lượt: whole numbers
                   yaxis_title=_("% số ván"))


play = shipped_play()
st.header(_("Khi máy tự chơi"))
sizes = "; ".join(
    f"{bot_label(b)}: " + ", ".join(_("{n} ván luật {variant}").format(n=number(h), variant=variant_label(v))
                                    for v, h in zip(g["variant"], g["hands"]))
    for b, g in play.drop_duplicates(["bots", "variant"]).groupby("bots", sort=False))
st.markdown(_(
    "Các con số dưới đây đếm từ những ván **4 máy tự chơi với nhau** (mỗi ván chia bài mới): "
    "{sizes}. «Máy biết luật» giữ chắn, cạ và không phạm lỗi; «máy theo lời khuyên» chọn quân đánh và "
    "việc ăn hay không theo phần gợi ý của ứng dụng. Đây là cách máy chơi, không phải người: con số cho "
    "biết **cỡ** (hiếm hay thường), mỗi con số kèm **cỡ mẫu** và **khoảng tin cậy 95%**."
).format(sizes=sizes))
st.caption(_("Nguồn các con số: các ván máy tự chơi ở trên, không phải thống kê từ ván người chơi thật. "
             "Điểm «có gà»: cùng các ván ù ấy tính lại với gà (gà rộng, 5 điểm một gà). Cước thông không có ở "
             "đây vì mỗi ván được chơi riêng."))
show_table(play_table(play), "xs_play")
st.caption(_("Trong ngoặc: khoảng tin cậy 95%. «Số lượt»: số lượt trung bình một ván; «Điểm»: điểm trung bình "
             "một ván ù (cỡ mẫu: số ván ù). «Ván hòa» và «Số lượt» như nhau ở hai luật: ở cả hai luật máy chơi cùng "
             "những ván chia ấy, và hai luật chỉ khác nhau ở cách tính điểm khi có người ù — ván hòa thì không ai ù "
             "nên không có gì khác."))

st.subheader(_("Cước nào hay gặp trong ván ù"))
variants = list(dict.fromkeys(play["variant"]))
pv = st.radio(_("Luật"), variants, format_func=variant_label, horizontal=True, key=f"{K}play_variant")
show(cuoc_chart(play, pv), f"{K}cuoc_chart")
cu = play[(play["kind"] == "cuoc") & (play["variant"] == pv) & (play["bots"] == "sensible")]
never = [r["label"] for _i, r in cu.iterrows() if int(r["count"]) == 0]
if never:
    st.caption(_("Chưa gặp lần nào trong {n} ván ù của máy biết luật: {names}.").format(
        n=number(cu["n"].iloc[0]), names=glossed_list(never)))  # English: each cước with its gloss
tt = cu[cu["metric"] == "thap_thanh"]
if not tt.empty and int(tt.iloc[0]["count"]) > 0:
    r = tt.iloc[0]
    st.markdown(_("Ví dụ: **thập thành** (10 chắn) có trong {one_in} ván ù "
                  "({p}, khoảng 95%: {span}, đếm trên {n} ván ù của máy biết luật).").format(
        one_in=one_in(float(r["estimate"])), p=pct(float(r["estimate"])), span=interval(float(r["low"]), float(r["high"])),
        n=number(r["n"])))

st.subheader(_("Một ván ù được mấy điểm"))
show(points_chart(play), f"{K}points_chart")
st.caption(_("Điểm là số điểm mỗi người thua trả người ù (chưa tính người bị báo hay xướng sai: máy không phạm lỗi)."))

st.subheader(_("Một ván kéo dài mấy lượt"))
show(turns_chart(play, pv), f"{K}turns_chart")
st.caption(_("Mỗi lượt kết thúc bằng một quân đánh hoặc một quân dưới. Nhóm ván dài (từ khoảng 25 lượt) là "
             "những ván đi gần hết nọc: phần lớn trong số đó là ván hòa (hết nọc mà chưa ai ù)."))

st.subheader(_("Cho máy tự chơi thử"))
st.markdown(_("Cho 4 «máy biết luật» chơi ngay bây giờ một số ván nhỏ (tối đa {n} ván một lần, mỗi lúc "
              "chỉ một người chạy): mẫu nhỏ cho khoảng tin cậy rộng, hãy so với bảng trên.").format(
    n=number(MAX_LIVE_HANDS)))
c1, c2, c3 = st.columns(3)
p_hands = ui.typed_number(_("Số ván"), 20, MAX_LIVE_HANDS, 40, key=f"{K}play_hands", where=c1)
p_seed = ui.typed_number(_("Hạt giống ngẫu nhiên"), 0, 2**31 - 1, 1, key=f"{K}play_seed", where=c2)
p_var = c3.selectbox(_("Luật"), variants, format_func=variant_label, key=f"{K}play_live_variant",
                     placeholder=ui.choose_placeholder())
if got := live_result(f"{K}play_", _("Cho máy chơi"), (p_hands, p_seed, p_var), live_play, _("Máy đang chơi…")):
    res_play, (h_live, s_live, v_live) = got
    st.markdown(_("**Kết quả {n} ván, hạt giống {seed}, {variant}:**").format(
        n=number(h_live), seed=s_live, variant=variant_label(v_live)))
    show_table(play_table(res_play), "xs_play_live")
    show(cuoc_chart(res_play, v_live), f"{K}cuoc_live")
