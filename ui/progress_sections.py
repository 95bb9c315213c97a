"""The sections of «Tiến độ» and «Lớp học» (plotly charts): the practice table's figures from the kept
hands' summaries (and one row per learner for the class); «Luyện hằng ngày» (the streak and its calendar,
the puzzle rating, themes; each learner's streak, today's practice, weakest themes); the Mậu binh rounds
(rounds played, share won, how often the arrangement was the best, the points round after round)."""
from __future__ import annotations

from itertools import accumulate
from typing import Any

import pandas as pd
import plotly.graph_objects as go
import streamlit as st

from learning import games, mau_binh_rounds as rounds, progress
from learning.daily import clock, today
from learning.i18n import N_, _, ngettext, pgettext
from ui import daily_views as views
from ui.charts import labels_above, series_colours, show, style_figure
from ui.page import browser_zone
from words.i18n import number, short_time, signed
from ui.table.links import page_link_safe
from learning.coach import MODES, bot_name, mode_name
from learning.names import loi_name

XUONG_WORDS = {"dung": N_("Xướng đúng"), "thieu": N_("Xướng thiếu"), "sai": N_("Xướng sai")}
XUONG_COLOURS = {"dung": "#2e7d32", "thieu": "#e8a200", "sai": "#b3261e"}
FAULT_WORDS = {"bo_u": N_("Bỏ ù"), "u_lao": N_("Ù láo"), "dead_end": N_("Ăn vào thế kẹt")}


def _figure(traces: list[dict], title: str, whole: tuple[str, ...], *, height: int = 260, top: int = 30,
            **layout: Any) -> Any:
    """A styled plotly figure of ``traces`` (plotly trace dicts) with ``title`` at the top (``top`` px above the plot:
    a legend goes in rows between them) and the ``layout`` given; the axes in ``whole`` count from 0."""
    fig = go.Figure(traces)
    fig.update_layout(title=dict(text=title, y=1, yref="container", yanchor="top", pad_t=6), height=height,
                      margin=dict(l=10, r=10, t=top, b=10), **layout)
    for axis in whole:  # counts: never an axis at −1…1 when every value is 0
        (fig.update_xaxes if axis == "x" else fig.update_yaxes)(rangemode="nonnegative")
    return style_figure(fig, whole=whole)


def mode_bot_chart(totals: dict) -> Any:
    """Hands played by bot level (a group of horizontal bars, the level's name written above it: a phone has no room
    beside it), one bar per coach mode (the legend in a row above the plot), the win share in the hover."""
    bots = sorted({b for _m, b in totals["by_mode_bot"]}, key=lambda b: str(b))
    names = [bot_name(b) if b else "—" for b in bots]
    hover = "%{y}<br>" + _("{n} ván, thắng {won} ({share})").format(
        n="%{x}", won="%{customdata[0]}", share="%{customdata[1]:.0%}") + "<extra></extra>"
    bars = []
    for mode, colour in series_colours({m for m, _b in totals["by_mode_bot"]}, MODES).items():  # colour by the mode
        cells = [totals["by_mode_bot"].get((mode, b), [0, 0]) for b in bots]
        bars.append(dict(type="bar", y=names, x=[c[0] for c in cells], orientation="h", name=mode_name(mode),
                         marker_color=colour,
                         customdata=[[c[1], (c[1] / c[0]) if c[0] else 0] for c in cells], hovertemplate=hover))
    fig = _figure(bars, _("Số ván theo chế độ và loại máy"), ("x",), height=114 + 84 * len(bots), top=64,
                  barmode="group", bargap=0.55, showlegend=True, xaxis_title=pgettext("chắn", "Số ván"))
    return labels_above(fig, names, shift=22)


def table_points_chart(rows: list[dict]) -> Any:
    """The learner's points over the hands (running total; each hand's points in the hover)."""
    done = [r for r in rows if r["result"] != "bo_do"]
    run = list(accumulate(r["net"] for r in done))
    fig = _figure([dict(
        type="scatter", x=list(range(1, len(done) + 1)), y=run, mode="lines+markers", line=dict(color="#2f5d3a"),
        customdata=[[signed(r["net"]), short_time(r["at"], browser_zone()), signed(t)] for r, t in zip(done, run)],
        hovertemplate=_("Ván {n} ({when}): {points} điểm, cộng dồn {total}").format(
            n="%{x}", when="%{customdata[1]}", points="%{customdata[0]}", total="%{customdata[2]}") + "<extra></extra>")],
        _("Điểm cộng dồn qua các ván"), ("x",), xaxis_title=_("Ván thứ"), yaxis_title=_("Điểm"))
    fig.add_hline(y=0, line=dict(color="#8c7a55", width=1, dash="dot"))
    return fig


def faults_chart(totals: dict) -> Any:
    """Faults by kind, most first (horizontal bars): a lỗi by its name (``'Lỗi 3 — …'``), else ``'Bỏ ù'`` …"""
    items = sorted(totals["faults"].items(), key=lambda kv: (-kv[1], str(kv[0])))
    labels = [loi_name(k) if isinstance(k, int) else _(FAULT_WORDS[k]) if k in FAULT_WORDS else str(k)
              for k, _n in items]
    return _figure([dict(type="bar", x=[n for _k, n in items], y=labels, orientation="h", marker_color="#b3261e",
                         hovertemplate="%{y}: %{x}<extra></extra>")],
                   _("Lỗi theo loại"), ("x",), height=80 + 30 * max(1, len(items)), xaxis_title=_("Số lần"),
                   yaxis={"categoryorder": "array", "categoryarray": labels[::-1], "title": None})


def xuong_chart(totals: dict) -> Any:
    """The learner's xướng: right, short, wrong; titled without «bạn» (a teacher sees a learner's too)."""
    keys = [k for k in XUONG_WORDS if totals["xuong"].get(k)]
    return _figure([dict(type="bar", x=[_(XUONG_WORDS[k]) for k in keys], y=[totals["xuong"][k] for k in keys],
                         marker_color=[XUONG_COLOURS[k] for k in keys], hovertemplate="%{x}: %{y}<extra></extra>")],
                   _("Lời xướng trong các ván ù"), ("y",), yaxis_title=pgettext("chắn", "Số ván"))


def hints_chart(rows: list[dict]) -> Any:
    """«Gợi ý» uses in each hand that counts them."""
    done = [(i, r) for i, r in enumerate([r for r in rows if r["result"] != "bo_do"], 1) if r["hints"] is not None]
    return _figure([dict(type="bar", x=[i for i, _r in done], y=[r["hints"] for _i, r in done], marker_color="#e8a200",
                         hovertemplate=_("Ván {n}: {hints} lần gợi ý").format(n="%{x}", hints="%{y}")
                         + "<extra></extra>")],
                   _("Số lần xem gợi ý mỗi ván"), ("x", "y"), xaxis_title=_("Ván thứ"), yaxis_title=_("Lần"))


def table_section(rows: list[dict] | None = None, *, key: str = "tien_do_table", title: bool = True) -> None:
    """The practice table's figures of one learner (default: the current one): four numbers, then
    the charts (``key``: their key prefix; ``title``: the heading)."""
    rows = games.table_rows() if rows is None else rows
    if title:
        st.subheader(_("Chơi thử"))
    totals = games.table_totals(rows)
    if not totals["hands"]:
        st.info(_("Chưa có ván nào chơi xong ở «Chơi thử»."), icon=":material/sports_esports:")
        return
    c1, c2, c3, c4 = st.columns(4)
    c1.metric(_("Số ván đã chơi"), totals["hands"])
    c2.metric(_("Tỉ lệ ù"), f"{totals['win_share']:.0%}")
    c3.metric(_("Tổng điểm"), signed(totals["points"]))
    c4.metric(_("Gợi ý mỗi ván"), _per_hand(totals["hints"], totals["hints_hands"]))
    for column, (chart, name) in zip(st.columns(2), ((mode_bot_chart(totals), "modes"),
                                                       (table_points_chart(rows), "points"))):
        with column:
            show(chart, f"{key}_{name}")
    left, right = st.columns(2)
    with left:
        if totals["faults"]:
            show(faults_chart(totals), f"{key}_faults")
        elif totals["faults_hands"]:
            n = totals["faults_hands"]
            clean = ngettext("Không phạm lỗi nào trong {n} ván.", "Không phạm lỗi nào trong {n} ván.", n)
            st.success(clean.format(n=n), icon=":material/verified:")
    with right:
        if totals["xuong"]:
            show(xuong_chart(totals), f"{key}_xuong")
        else:
            st.caption(_("Chưa ù ván nào nên chưa có lời xướng để chấm."))
    if totals["hints"]:
        show(hints_chart(rows), f"{key}_hints")
    elif n := totals["hints_hands"]:  # a chart of zeros says nothing: a sentence
        st.caption(ngettext("Không xem gợi ý lần nào trong {n} ván.", "Không xem gợi ý lần nào trong {n} ván.", n).format(n=n))
    if uncounted := totals["hands"] - totals["faults_hands"]:
        st.caption(_("{n} ván chơi trước khi ứng dụng ghi lỗi và gợi ý từng ván: chỉ tính vào số ván và điểm.").format(
            n=uncounted))


def _per_hand(n: int, hands: int) -> str:
    """``n / hands`` to one decimal in the page's language («0,5» / «0.5»), «—» without a hand counted (a table shows
    a missing number as «None»)."""
    return number(n / hands, 1) if hands else "—"


def class_rows(names: dict[int, str], by_learner: dict[int, list[dict]]) -> list[dict]:
    """One row per learner of ``names`` (id → name): hands, win share, points, faults and hints
    per hand, xướng right; column names in the current language."""
    out = []
    for lid, name in names.items():
        t = games.table_totals(by_learner.get(lid, []))
        said = sum(t["xuong"].values())
        out.append({
            _("Người học"): name, _("Số ván đã chơi"): t["hands"],
            _("Tỉ lệ ù (%)"): None if t["win_share"] is None else round(100 * t["win_share"]),
            _("Tổng điểm"): signed(t["points"]),  # as on «Tiến độ»: «+32», «−5»
            _("Lỗi mỗi ván"): _per_hand(sum(t["faults"].values()), t["faults_hands"]),
            _("Xướng đúng (%)"): round(100 * t["xuong"].get("dung", 0) / said) if said else None,
            _("Gợi ý mỗi ván"): _per_hand(t["hints"], t["hints_hands"]),
        })
    return out


# ------------------------------------------------------------------ «Luyện hằng ngày»
def daily_section(store) -> None:
    """Render the section for the learner of ``store`` (nothing saved yet: an invitation to start)."""
    tz, now = views.now()
    s = today.summary(store, now, tz)
    st.subheader(_("Luyện hằng ngày"))
    c1, c2, c3 = st.columns(3)
    c1.metric(_("Chuỗi ngày"), s.streak.days)
    c2.metric(_("Điểm bài toán"), f"{s.rating.rating:.0f}", help=_(views.RATING_HELP))
    c3.metric(_("Thẻ ôn"), s.cards)
    st.markdown(" · ".join(x for x in (views.streak_words(s.streak), _("Dài nhất: {n}").format(n=s.streak.best)) if x))
    st.html(views.calendar_html(s.calendar))
    themes = {k: v for k, v in s.themes.items() if k in views.THEME_NAMES}
    if not themes:
        page_link_safe("app_pages/hom_nay.py", _("Bắt đầu buổi luyện hôm nay"), icon=":material/today:",
                       alone=_("Chưa có câu nào trong «Hôm nay». Mười phút mỗi ngày là đủ."))
        return
    # the figures in the axis labels: nothing is cut off at the right edge of a phone
    names = [views.theme_name(k) + " · " + _("{ok}/{n} đúng").format(ok=ok, n=n) for k, (n, ok) in themes.items()]
    acc = [ok / n if n else 0 for n, ok in themes.values()]
    fig = go.Figure(go.Bar(x=acc, y=names, orientation="h", marker_color="#2e7d32",
                           hovertemplate="%{y}: %{x:.0%}<extra></extra>"))
    fig.update_layout(xaxis=dict(tickformat=".0%", range=[0, 1], title=_("Tỉ lệ đúng")), yaxis=dict(title=None),
                      height=60 + 36 * len(names), margin=dict(l=10, r=10, t=10, b=10))
    st.markdown("**" + _("Theo chủ đề") + "**")
    show(fig, "chart_daily_themes")


def daily_class_section(rep, names: dict[int, str]) -> None:
    """One row per learner of ``rep`` with a daily log: name (``names``: :func:`learning.classroom.teacher_names`),
    streak, today, weakest themes (a theme as «Xướng gì (1/3)»); a caption when no learner has practised «Hôm nay»
    yet."""
    tz, now = views.now()
    day = clock.today(now, tz)
    rows = progress.get_database().read(lambda conn: today.daily_rows(conn, day), {})
    st.subheader(_("Luyện hằng ngày"))
    out = []
    for r in rep.learners:
        d = rows.get(r.id)
        if d is not None:
            weak = ", ".join(f"{views.theme_name(t)} ({ok}/{n})" for t, n, ok in d.weakest) or "—"
            out.append({_("Người học"): names[r.id], _("Chuỗi ngày"): d.streak,
                        _("Hôm nay đã luyện"): _("có") if d.today else _("chưa"), _("Chủ đề yếu nhất"): weak})
    if not out:
        st.caption(_("Chưa ai luyện «Hôm nay»."))
        return
    st.dataframe(pd.DataFrame(out), hide_index=True, width="stretch")


# ------------------------------------------------------------------ Mậu binh
LIMIT = 1000  # the newest rounds read


def mau_binh_points_chart(kept: list[dict]) -> go.Figure:
    """Each round's points (bars, oldest first) and the running total (a line); x: the round's number."""
    old = sorted(kept, key=lambda r: (r["finished_at"], r["id"]))
    n = list(range(1, len(old) + 1))
    pts = [r["points"][0] for r in old]
    run = list(accumulate(pts))
    when = [short_time(r["finished_at"], browser_zone()) for r in old]
    custom = [[w, r["seed"], signed(p), signed(t)] for w, r, p, t in zip(when, old, pts, run)]  # «−3», not «-3»
    fig = go.Figure()
    fig.add_bar(x=n, y=pts, name=_("Điểm mỗi ván"), customdata=custom,
                marker_color=["#2e7d32" if p > 0 else "#b3261e" if p < 0 else "#9e9e9e" for p in pts],
                hovertemplate=_("Ván {n} (số {seed}, {when}): {points} điểm").format(
                    n="%{x}", seed="%{customdata[1]}", when="%{customdata[0]}", points="%{customdata[2]}") + "<extra></extra>")
    fig.add_scatter(x=n, y=run, mode="lines+markers", name=_("Cộng dồn"), line_color="#1565c0", customdata=custom,
                    hovertemplate=_("Sau ván {n}: {points} điểm").format(n="%{x}", points="%{customdata[3]}")
                    + "<extra></extra>")
    fig.update_layout(xaxis=dict(title=_("Ván Mậu binh thứ"), dtick=1 if len(n) <= 20 else None),
                      yaxis=dict(title=_("Điểm"), dtick=1 if max(pts + run + [0]) - min(pts + run + [0]) <= 10 else None),
                      margin=dict(l=10, r=10, t=10, b=10), height=320)  # whole points: never a 0.2 step
    return fig


def mau_binh_section(store=None) -> None:
    """Render the section for the learner of ``store`` (default: the current learner); with no
    round kept, an invitation to play one."""
    kept = rounds.list_rounds(LIMIT, store=store)
    st.subheader(_("Chơi Mậu binh"))
    if not kept:
        page_link_safe("app_pages/choi_mau_binh.py", _("Chơi một ván Mậu binh"), icon=":material/playing_cards:",
                       alone=_("Chưa có ván Mậu binh nào. Chơi một ván ở trang «Chơi Mậu binh»."))
        return
    n, total = len(kept), sum(r["points"][0] for r in kept)
    c1, c2, c3 = st.columns(3)
    c1.metric(_("Số ván Mậu binh đã chơi"), n)
    c2.metric(_("Ván thắng"), f"{sum(r['points'][0] > 0 for r in kept) / n:.0%}",
              help=_("Ván bạn được điểm dương (cộng với cả ba đối thủ)."))
    c3.metric(_("Xếp đúng cách tốt nhất"), f"{sum(r['as_best'] for r in kept) / n:.0%}",
              help=_("Ván bạn xếp đúng như cách máy cho là tốt nhất."))
    lost = sum(max(0, r["cost"]) for r in kept)
    st.markdown(ngettext("Tổng cộng {total} điểm;", "Tổng cộng {total} điểm;", abs(total)).format(total=signed(total))
                + " " + ngettext("so với cách xếp tốt nhất, bạn mất {lost} qua {n} ván.",
                                 "so với cách xếp tốt nhất, bạn mất {lost} qua {n} ván.", n).format(
                    n=n, lost=ngettext("{lost} điểm", "{lost} điểm", lost).format(lost=lost)))
    show(mau_binh_points_chart(kept), "chart_mau_binh_points")
