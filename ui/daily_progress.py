"""The «Luyện hằng ngày» sections of «Tiến độ» (the streak and its calendar, the puzzle rating, progress
by theme as a plotly bar chart) and of «Lớp học» (each learner's streak, today's practice, weakest themes)."""
from __future__ import annotations

import pandas as pd
import plotly.graph_objects as go
import streamlit as st

from learning import progress
from learning.classroom import spreadsheet_safe
from learning.daily import clock, today
from learning.i18n import _
from ui import daily_views as views
from ui.charts import style_figure
from ui.table.links import page_link_safe


def _now() -> tuple:
    """(the browser's time zone, now there; ``?ngay=`` moves the day)."""
    tz = clock.zone(getattr(st.context, "timezone", None))
    return tz, clock.now(tz, st.query_params.get("ngay"))


def daily_section(store) -> None:
    """Render the section for the learner of ``store`` (nothing saved yet: an invitation to start)."""
    tz, now = _now()
    s = today.summary(store, now, tz)
    st.subheader(_("Luyện hằng ngày"))
    c1, c2, c3 = st.columns(3)
    c1.metric(_("Chuỗi ngày"), s.streak.days)
    c2.metric(_("Điểm bài toán"), f"{s.rating.rating:.0f}", help=_("Glicko-2: 1500 là mức trung bình; "
                                                                   "giải đúng bài khó thì điểm lên nhiều hơn."))
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
    st.plotly_chart(style_figure(fig), key="chart_daily_themes")


def daily_class_section(rep) -> None:
    """One row per learner of ``rep`` with a daily log: name, streak, today, weakest themes (a theme as
    «Xướng gì (1/3)»); a caption when no learner has practised «Hôm nay» yet."""
    tz, now = _now()
    day = clock.today(now, tz)
    rows = progress.get_database().read(lambda conn: today.daily_rows(conn, day), {})
    st.subheader(_("Luyện hằng ngày"))
    out = []
    for r in rep.learners:
        d = rows.get(r.id)
        if d is not None:
            weak = ", ".join(f"{views.theme_name(t)} ({ok}/{n})" for t, n, ok in d.weakest) or "—"
            out.append({_("Người học"): spreadsheet_safe(r.name), _("Chuỗi ngày"): d.streak,
                        _("Hôm nay đã luyện"): _("có") if d.today else _("chưa"), _("Chủ đề yếu nhất"): weak})
    if not out:
        st.caption(_("Chưa ai luyện «Hôm nay»."))
        return
    st.dataframe(pd.DataFrame(out), hide_index=True, width="stretch")
