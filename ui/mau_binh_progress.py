"""«Tiến độ» section of «Chơi Mậu binh»: rounds played, share won, how often the arrangement was the
best, and the points round after round (a plotly chart)."""
from __future__ import annotations

from datetime import datetime
from itertools import accumulate
from types import SimpleNamespace

import plotly.graph_objects as go
import streamlit as st

from learning import mau_binh_rounds as rounds
from learning.i18n import _, ngettext
from ui.charts import style_figure
from ui.table.links import page_link_safe

LIMIT = 1000  # the newest rounds read


def stats(kept: list[dict]) -> SimpleNamespace:
    """Rounds as :func:`learning.mau_binh_rounds.list_rounds` gives them: ``played``, ``won``, ``as_best``,
    ``total`` points, and ``lost`` against the best arrangement."""
    return SimpleNamespace(played=len(kept), won=sum(r["points"][0] > 0 for r in kept),
                           as_best=sum(bool(r["as_best"]) for r in kept), total=sum(r["points"][0] for r in kept),
                           lost=sum(max(0, r["cost"]) for r in kept))


def points_chart(kept: list[dict]) -> go.Figure:
    """Each round's points (bars, oldest first) and the running total (a line); x: the round's number."""
    old = sorted(kept, key=lambda r: (r["finished_at"], r["id"]))
    n = list(range(1, len(old) + 1))
    pts = [r["points"][0] for r in old]
    run = list(accumulate(pts))
    when = [datetime.fromtimestamp(r["finished_at"]).strftime("%Y-%m-%d %H:%M") for r in old]
    custom = [[w, r["seed"]] for w, r in zip(when, old)]
    fig = go.Figure()
    fig.add_bar(x=n, y=pts, name=_("Điểm mỗi ván"), customdata=custom,
                marker_color=["#2e7d32" if p > 0 else "#b3261e" if p < 0 else "#9e9e9e" for p in pts],
                hovertemplate=_("Ván {n} (số {seed}, {when}): {points} điểm").format(
                    n="%{x}", seed="%{customdata[1]}", when="%{customdata[0]}", points="%{y:+d}") + "<extra></extra>")
    fig.add_scatter(x=n, y=run, mode="lines+markers", name=_("Cộng dồn"), line_color="#1565c0",
                    hovertemplate=_("Sau ván {n}: {points} điểm").format(n="%{x}", points="%{y:+d}")
                    + "<extra></extra>")
    fig.update_layout(xaxis=dict(title=_("Ván Mậu binh thứ"), dtick=1 if len(n) <= 20 else None),
                      yaxis=dict(title=_("Điểm")), margin=dict(l=10, r=10, t=10, b=10),
                      legend=dict(orientation="h", yanchor="bottom", y=1.0, x=0), height=320)
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
    s = stats(kept)
    c1, c2, c3 = st.columns(3)
    c1.metric(_("Số ván Mậu binh đã chơi"), s.played)
    c2.metric(_("Ván thắng"), f"{s.won / s.played:.0%}", help=_("Ván bạn được điểm dương (cộng với cả ba đối thủ)."))
    c3.metric(_("Xếp đúng cách tốt nhất"), f"{s.as_best / s.played:.0%}",
              help=_("Ván bạn xếp đúng như cách máy cho là tốt nhất."))
    st.markdown(ngettext("Tổng cộng {total} điểm; so với cách xếp tốt nhất, bạn mất {lost} điểm qua {n} ván.",
                         "Tổng cộng {total} điểm; so với cách xếp tốt nhất, bạn mất {lost} điểm qua {n} ván.",
                         s.played).format(total=f"{s.total:+d}".replace("-", "−"), lost=s.lost, n=s.played))
    st.plotly_chart(style_figure(points_chart(kept)), key="chart_mau_binh_points")
