"""«Lớp học» section of the daily practice: each learner's streak, today's practice and weakest themes."""
from __future__ import annotations

import pandas as pd
import streamlit as st

from learning import progress
from learning.classroom import spreadsheet_safe
from learning.daily import clock
from learning.daily.today import daily_rows
from learning.i18n import _
from ui import daily_views as views


def daily_class_section(rep) -> None:
    """One row per learner of ``rep`` with a daily log: name, streak, today, weakest themes (a theme as
    «Xướng gì (1/3)»); a caption when no learner has practised «Hôm nay» yet."""
    tz = clock.zone(getattr(st.context, "timezone", None))
    day = clock.today(clock.now(tz, st.query_params.get("ngay")), tz)
    rows = progress.get_database().read(lambda conn: daily_rows(conn, day), {})
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
