"""«Lớp học» (issue 14): a teacher's view of every learner on this server.

Only for a teacher: signed in with an e-mail listed in ``[hoc_chan] teachers``
of ``.streamlit/secrets.toml``, or holding the class code (``[hoc_chan]
class_code`` or ``$HOC_CHAN_CLASS_CODE``) — :func:`ui.teacher_gate`. Shows each
learner's lessons done and accuracy per topic (bốc cái, xướng, each lỗi group,
cước: :mod:`learning.classroom`), the items the class misses most, and a CSV
export of the table.
"""
from __future__ import annotations

from datetime import datetime

import pandas as pd
import streamlit as st

import ui
from learning import classroom, progress

DRILL_NAMES = {"boc_cai": "Luyện bốc cái", "an_hay_khong": "Ăn hay không?", "xuong": "Luyện xướng",
               "tinh_diem": "Tính điểm", progress.LESSON_DRILL: "Bài học"}


def learners_table(rep: classroom.ClassReport) -> pd.DataFrame:
    """One row per learner: name, lessons done, answers, accuracy overall and per topic (0–100, None: no answer)."""
    names = classroom.topics()
    rows = []
    for r in rep.learners:
        row = {"Người học": r.name, "Bài đã xong": f"{r.lessons_done}/{rep.n_lessons}",
               "Số lần trả lời": r.attempts, "Đúng (%)": _pct(r.accuracy())}
        for t, label in names.items():
            row[label] = _pct(r.accuracy(t))
        rows.append(row)
    return pd.DataFrame(rows)


def missed_table(rep: classroom.ClassReport) -> pd.DataFrame:
    """The items answered wrong most often, with their topic and counts."""
    names = classroom.topics()
    return pd.DataFrame([{
        "Phần": DRILL_NAMES.get(m.drill, m.drill), "Câu": m.item_id, "Chủ đề": names.get(m.topic, "—"),
        "Số lần sai": m.wrong, "Số lần trả lời": m.attempts, "Số người sai": m.learners,
    } for m in rep.missed])


def _pct(x: float | None) -> float | None:
    return None if x is None else round(100 * x)


def main() -> None:
    """Render the page."""
    st.title("Lớp học")
    ui.progress_warning()
    st.caption("Tiến độ của mọi người học trên máy chủ này: số bài đã xong và tỉ lệ trả lời đúng theo từng "
               "chủ đề (bốc cái, xướng, từng nhóm lỗi, cước), cùng những câu cả lớp hay sai nhất.")
    if not ui.teacher_gate():
        return
    rep = classroom.class_report()
    if not rep.learners:
        st.info("Chưa có người học nào.", icon=":material/group_off:")
        return
    df = learners_table(rep)
    pct_cols = ["Đúng (%)", *classroom.topics().values()]
    st.dataframe(df, hide_index=True, width="stretch", column_config={
        c: st.column_config.ProgressColumn(c, min_value=0, max_value=100, format="%d%%") for c in pct_cols})
    st.caption("Ô trống: người học chưa trả lời câu nào thuộc chủ đề đó.")
    st.download_button("Tải bảng về (CSV)", data=classroom.report_csv(rep).encode("utf-8-sig"),
                       file_name=f"lop-hoc-{datetime.now():%Y%m%d}.csv", mime="text/csv",
                       icon=":material/download:", key="lop_hoc__csv", on_click="ignore")
    st.subheader("Những câu cả lớp hay sai")
    if rep.missed:
        st.dataframe(missed_table(rep), hide_index=True, width="stretch")
    else:
        st.caption("Chưa có câu nào bị trả lời sai.")


main()
