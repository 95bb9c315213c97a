"""«Chơi thử» in «Tiến độ của bạn» and «Lớp học»: a learner's practice-table figures as plotly
charts, and one row per learner for the class, from the kept hands' summaries."""
from __future__ import annotations

from datetime import datetime
from itertools import accumulate
from typing import Any

import streamlit as st

from learning.i18n import N_, _, pgettext
from ui.charts import style_figure

XUONG_WORDS = {"dung": N_("Xướng đúng"), "thieu": N_("Xướng thiếu"), "sai": N_("Xướng sai")}
XUONG_COLOURS = {"dung": "#2e7d32", "thieu": "#e8a200", "sai": "#b3261e"}
FAULT_WORDS = {"bo_u": N_("Bỏ ù"), "u_lao": N_("Ù láo"), "dead_end": N_("Ăn vào thế kẹt")}
DATE_TIME = N_("%d/%m %H:%M")  # strftime of a hand's time on the charts


def _figure(traces: list[dict], title: str, whole: tuple[str, ...], *, height: int = 260, **layout: Any) -> Any:
    """A styled plotly figure of ``traces`` (plotly trace dicts) with ``title`` and the ``layout`` given."""
    import plotly.graph_objects as go  # on first use: the page's import stays light

    fig = go.Figure(traces)
    fig.update_layout(title=title, height=height, margin=dict(l=10, r=10, t=30, b=10),
                      legend=dict(orientation="h", y=-0.25), **layout)
    return style_figure(fig, whole=whole)


def mode_bot_chart(totals: dict) -> Any:
    """Hands played by bot level (x), one bar per coach mode, the win share in the hover."""
    from learning.coach import bot_name, mode_name

    bots = sorted({b for _m, b in totals["by_mode_bot"]}, key=lambda b: str(b))
    hover = "%{x}<br>" + _("{n} ván, thắng {won} ({share})").format(
        n="%{y}", won="%{customdata[0]}", share="%{customdata[1]:.0%}") + "<extra></extra>"
    bars = []
    for mode in sorted({m for m, _b in totals["by_mode_bot"]}):
        cells = [totals["by_mode_bot"].get((mode, b), [0, 0]) for b in bots]
        bars.append(dict(type="bar", x=[bot_name(b) if b else "—" for b in bots], y=[c[0] for c in cells],
                         name=mode_name(mode), customdata=[[c[1], (c[1] / c[0]) if c[0] else 0] for c in cells],
                         hovertemplate=hover))
    return _figure(bars, _("Số ván theo chế độ và loại máy"), ("y",), barmode="group", showlegend=True,
                   yaxis_title=pgettext("chắn", "Số ván"), xaxis_title=None)


def points_chart(rows: list[dict]) -> Any:
    """The learner's points over the hands (running total; each hand's points in the hover)."""
    done = [r for r in rows if r["result"] != "bo_do"]
    fmt = _(DATE_TIME)
    fig = _figure([dict(
        type="scatter", x=list(range(1, len(done) + 1)), y=list(accumulate(r["net"] for r in done)), mode="lines+markers", line=dict(color="#2f5d3a"),
        customdata=[[r["net"], datetime.fromtimestamp(r["at"]).strftime(fmt)] for r in done],
        hovertemplate=_("Ván {n} ({when}): {points} điểm, cộng dồn {total}").format(
            n="%{x}", when="%{customdata[1]}", points="%{customdata[0]:+d}", total="%{y:+d}") + "<extra></extra>")],
        _("Điểm cộng dồn qua các ván"), ("x",), xaxis_title=_("Ván thứ"), yaxis_title=_("Điểm"))
    fig.add_hline(y=0, line=dict(color="#8c7a55", width=1, dash="dot"))
    return fig


def faults_chart(totals: dict) -> Any:
    """Faults by kind, most first (horizontal bars): a lỗi by its name (``'Lỗi 3 — …'``), else ``'Bỏ ù'`` …"""
    from learning.names import loi_name

    items = sorted(totals["faults"].items(), key=lambda kv: (-kv[1], str(kv[0])))
    labels = [loi_name(k) if isinstance(k, int) else _(FAULT_WORDS[k]) if k in FAULT_WORDS else str(k)
              for k, _n in items]
    return _figure([dict(type="bar", x=[n for _k, n in items], y=labels, orientation="h", marker_color="#b3261e",
                         hovertemplate="%{y}: %{x}<extra></extra>")],
                   _("Lỗi theo loại"), ("x",), height=80 + 30 * max(1, len(items)), xaxis_title=_("Số lần"),
                   yaxis={"categoryorder": "array", "categoryarray": labels[::-1], "title": None})


def xuong_chart(totals: dict) -> Any:
    """The learner's xướng: right, short, wrong."""
    keys = [k for k in XUONG_WORDS if totals["xuong"].get(k)]
    return _figure([dict(type="bar", x=[_(XUONG_WORDS[k]) for k in keys], y=[totals["xuong"][k] for k in keys],
                         marker_color=[XUONG_COLOURS[k] for k in keys], hovertemplate="%{x}: %{y}<extra></extra>")],
                   _("Lời xướng khi bạn ù"), ("y",), yaxis_title=pgettext("chắn", "Số ván"))


def hints_chart(rows: list[dict]) -> Any:
    """«Gợi ý» uses in each hand that counts them."""
    done = [(i, r) for i, r in enumerate([r for r in rows if r["result"] != "bo_do"], 1) if r["hints"] is not None]
    return _figure([dict(type="bar", x=[i for i, _r in done], y=[r["hints"] for _i, r in done], marker_color="#e8a200",
                         hovertemplate=_("Ván {n}: {hints} lần gợi ý").format(n="%{x}", hints="%{y}")
                         + "<extra></extra>")],
                   _("Số lần xem gợi ý mỗi ván"), ("x", "y"), xaxis_title=_("Ván thứ"), yaxis_title=_("Lần"))


def section(rows: list[dict] | None = None, *, key: str = "tien_do_table", title: bool = True) -> None:
    """The practice table's figures of one learner (default: the current one): four numbers, then
    the charts (``key``: their key prefix; ``title``: the heading)."""
    from learning import games

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
    c3.metric(_("Tổng điểm"), f"{totals['points']:+d}")
    c4.metric(_("Gợi ý mỗi ván"), f"{totals['hints'] / totals['hints_hands']:.1f}" if totals["hints_hands"] else "—")
    left, right = st.columns(2)
    with left:
        st.plotly_chart(mode_bot_chart(totals), key=f"{key}_modes")
    with right:
        st.plotly_chart(points_chart(rows), key=f"{key}_points")
    left, right = st.columns(2)
    with left:
        if totals["faults"]:
            st.plotly_chart(faults_chart(totals), key=f"{key}_faults")
        elif totals["faults_hands"]:
            st.success(_("Không phạm lỗi nào trong {n} ván.").format(n=totals["faults_hands"]), icon=":material/verified:")
    with right:
        if totals["xuong"]:
            st.plotly_chart(xuong_chart(totals), key=f"{key}_xuong")
        else:
            st.caption(_("Chưa ù ván nào nên chưa có lời xướng để chấm."))
    if totals["hints_hands"]:
        st.plotly_chart(hints_chart(rows), key=f"{key}_hints")
    uncounted = totals["hands"] - totals["faults_hands"]
    if uncounted:
        st.caption(_("{n} ván chơi trước khi ứng dụng ghi lỗi và gợi ý từng ván: chỉ tính vào số ván và điểm.").format(
            n=uncounted))


def class_rows(names: dict[int, str], by_learner: dict[int, list[dict]]) -> list[dict]:
    """One row per learner of ``names`` (id → name): hands, win share, points, faults and hints
    per hand, xướng right; column names in the current language."""
    from learning import games

    out = []
    for lid, name in names.items():
        t = games.table_totals(by_learner.get(lid, []))
        said = sum(t["xuong"].values())
        out.append({
            _("Người học"): name, _("Số ván đã chơi"): t["hands"],
            _("Tỉ lệ ù (%)"): None if t["win_share"] is None else round(100 * t["win_share"]),
            _("Tổng điểm"): t["points"],
            _("Lỗi mỗi ván"): round(sum(t["faults"].values()) / t["faults_hands"], 1) if t["faults_hands"] else None,
            _("Xướng đúng (%)"): round(100 * t["xuong"].get("dung", 0) / said) if said else None,
            _("Gợi ý mỗi ván"): round(t["hints"] / t["hints_hands"], 1) if t["hints_hands"] else None,
        })
    return out
