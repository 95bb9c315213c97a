"""«Lớp học»: a teacher's view of every learner on this server (only past :func:`ui.teacher_gate`).

Lessons done and accuracy per topic (:mod:`learning.classroom`), the items the class misses most, a CSV
export; every cell a spreadsheet could run as a formula is made safe in the table's data.
"""
from __future__ import annotations

from dataclasses import replace
from datetime import datetime

import pandas as pd
import streamlit as st

import ui
from ui.page_kit import item_label
from chan_core.errors import ChanError
from learning import classroom, learners, progress
from learning.glosses import with_gloss
from learning.i18n import _, pgettext
from learning.lessons import load_course
from ui.progress_sections import class_rows, daily_class_section, table_section
from ui.daily_views import drill_name, now
from ui.learner import shown_name


COLUMN_PX, SHORT_PX = 74, 62  # a share column: its bar and «100%» under «Lỗi nhóm A», under a shorter head (eleven
# topics and the name fit 1366 px)


def missed_rows(rep: classroom.ClassReport) -> list[dict]:
    """The items answered wrong most often, with their topic and counts (column names in the
    current language); an item in words (:func:`ui.page_kit.item_label`), never its stored id."""
    names = classroom.topics()
    try:
        course = load_course()
    except ChanError:  # a lesson file being edited: its questions by their ids
        course = ()
    return [{  # the counts right after the question: a phone's width cut the last columns
        _("Phần"): _("Bài học") if m.drill == progress.LESSON_DRILL else drill_name(m.drill),
        _("Câu"): classroom.spreadsheet_safe(with_gloss(item_label(m.drill, m.item_id, course, m.prompt, teacher=True))),
        _("Số người sai"): m.learners, _("Số lần sai"): m.wrong, _("Số lần trả lời"): m.attempts,
        _("Chủ đề"): names.get(m.topic, "—"),
    } for m in rep.missed]


def table_figures(rep: classroom.ClassReport, names: dict[int, str]) -> None:
    """«Chơi thử» per learner (:func:`ui.progress_sections.class_rows`; ``names``: :func:`classroom.teacher_names`),
    then the charts of the one chosen."""
    st.subheader(_("Chơi thử"))
    by_learner = {r.id: r.hands for r in rep.learners}
    played = [lid for lid in names if by_learner.get(lid)]
    if not played:
        st.caption(_("Chưa ai chơi xong ván nào ở «Chơi thử»."))
        return
    pct = {_("Tỉ lệ ù (%)"): "gray", _("Xướng đúng (%)"): "auto"}  # «auto»: high green, low red, as on «Tiến độ»
    st.dataframe(pd.DataFrame(class_rows(names, by_learner)), hide_index=True, width="stretch", column_config={
        c: st.column_config.ProgressColumn(c, min_value=0, max_value=100, format="%d%%", color=v) for c, v in pct.items()})
    who = st.selectbox(_("Xem biểu đồ «Chơi thử» của"), played, format_func=lambda lid: names[lid],
                       key="lop_hoc__table_who", placeholder=ui.choose_placeholder())
    if who is not None:
        table_section(by_learner[who], key="lop_hoc_table", title=False)


def main() -> None:
    st.title(_("Lớp học"))
    ui.progress_warning()
    st.caption(_("Tiến độ của mọi người học trên máy chủ này: số bài đã xong và tỉ lệ trả lời đúng theo từng "
                 "chủ đề (quân bài, bốc cái, nước đi, xướng, từng nhóm lỗi, cước, Mậu binh), cùng những câu cả lớp hay sai nhất."))
    if not ui.teacher_gate():
        return
    rep = classroom.class_report()
    if not rep.learners:
        st.info(_("Chưa có người học nào."), icon=":material/group_off:")
        return
    tz = now()[0]  # the teacher's browser's time zone
    listed = [r for r in rep.learners if r.attempts or r.lessons_done or r.mau_binh]  # a row with something in it
    head, rows = classroom.learner_table(replace(rep, learners=listed), tz=tz, name=shown_name)
    df = pd.DataFrame(rows, columns=head)
    names = classroom.topics()
    topics = list(names.values())
    config = {c: st.column_config.ProgressColumn(c, min_value=0, max_value=100, format="%d%%", color="auto",
                                                 width=COLUMN_PX if t == "all" or t.startswith("loi_") else SHORT_PX)
              for t, c in [("all", _("Đúng (%)")), *names.items()]}
    config |= {c: st.column_config.DatetimeColumn(c, format="YYYY-MM-DD HH:mm:ss") for c in classroom.when_columns()}
    config[head[0]] = st.column_config.TextColumn(head[0], pinned=True)  # a phone scrolls the rest past the name
    config[head[4]] = st.column_config.NumberColumn(_("Cả khoá"), help=head[4])  # a short head: the table fits 1366 px
    st.dataframe(df.drop(columns=topics), hide_index=True, width="stretch", column_config=config)
    st.caption(pgettext("mậu binh", "«Số lần trả lời» gồm cả các câu ở «Hôm nay»; «Ván Mậu binh» đếm các ván đã "
                        "chơi xong ở «Chơi Mậu binh» («Kiểm tra binh» không lưu gì)."))
    st.markdown("**" + _("Tỉ lệ đúng theo chủ đề (%)") + "**")  # two tables: each fits a laptop's width
    st.dataframe(df[[head[0], *topics]], hide_index=True, width="stretch", column_config=config)
    st.caption(_("Ô trống: người học chưa trả lời câu nào thuộc chủ đề đó. «{cards}»: tên quân, chắn, cạ (bài học, "
                 "«Đọc quân bài»). «{moves}»: được ăn, chíu, ù không và đánh quân nào (bài học, tình huống «Ăn hay "
                 "không?» không về một lỗi, «Hôm nay»); một câu về một lỗi thuộc nhóm của lỗi đó. «{xuong}»: mỗi cước "
                 "của bài ù và của lời xướng là một lần trả lời, đúng khi cước đó được xướng đúng (một lời xướng có thể "
                 "là vài lần).").format(cards=names["quan_bai"], moves=names["nuoc_di"], xuong=names["xuong"]))
    if quiet := len(rep.learners) - len(listed):
        st.caption(pgettext("mậu binh", "Người học chưa có gì trong hai bảng trên (chưa trả lời câu nào, chưa xong "
                            "bài nào, chưa chơi xong ván Mậu binh nào) không được liệt kê: {n}.").format(n=quiet))
    auto = [r for r in listed if learners.DEFAULT_NAME.fullmatch(r.name or "")]
    if auto or len({shown_name(r.name) for r in listed}) < len(listed):  # «Người học 1»: who is that?
        started, last = classroom.when_columns()
        st.caption(_("«{auto}» là tên ứng dụng tự đặt cho người bắt đầu học trên một trình duyệt mà không nhập tên "
                     "(thường là người chỉ ghé một lần); mỗi trình duyệt như thế có «{auto}» riêng. Những người trùng tên: "
                     "phân biệt họ bằng cột «{started}» và «{last}»; ai trùng cả tên lẫn giây bắt đầu học được ghi thêm "
                     "«#2», «#3»… Người học đặt tên thật ở «{rename}» trên thanh bên.").format(auto=shown_name(learners.NEW_NAME.format(n=1)),
                                                              started=started, last=last, rename=_("Thêm hoặc đổi tên")))
    st.download_button(_("Tải bảng về (CSV)"), data=classroom.report_csv(rep, tz, shown_name).encode("utf-8-sig"),
                       file_name=f"lop-hoc-{datetime.now():%Y%m%d}.csv", mime="text/csv",
                       icon=":material/download:", key="lop_hoc__csv", on_click="ignore")
    names = classroom.teacher_names(rep, tz, shown_name)
    table_figures(rep, names)
    st.subheader(_("Những câu cả lớp hay sai"))
    if rep.missed:  # a static table: a long question wraps, whole at any width
        if len(rep.missed) < rep.n_missed:
            st.caption(_("{n} câu sai nhiều nhất (trên {total} câu có người trả lời sai).").format(
                n=len(rep.missed), total=rep.n_missed))
        ui.rows_table(missed_rows(rep))
    else:
        st.caption(_("Chưa có câu nào bị trả lời sai."))
    daily_class_section(rep, names)  # issue 26: streaks, weakest themes


main()
