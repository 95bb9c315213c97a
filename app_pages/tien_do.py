"""Học — Tiến độ: lessons done, accuracy per drill over time, weakest items (:mod:`learning.progress`)."""
from __future__ import annotations

from datetime import datetime

import pandas as pd
import plotly.graph_objects as go
import streamlit as st

import ui
from chan_core.errors import ChanError
from words.i18n import text_of
from learning import db as schema, lesson_progress, progress
from learning.classroom import DAILY
from learning.i18n import N_, _
from learning.lessons import load_course
from ui.charts import labels_above, series_colours, show, style_figure
from learning.daily import today
from ui import daily_views
from ui.daily_views import DRILL_NAMES, drill_name
from ui.page_kit import item_label
from ui.progress_sections import daily_section, mau_binh_section, table_section

# How a day is written (strftime / plotly's d3 time format), per language (msgid).
DATE_FORMAT = N_("%d/%m/%Y")


def review(course, store: progress.ProgressStore, n: int = 5) -> None:
    """«Ôn lại»: lesson questions to answer again, wrong ones first (Leitner order)."""
    steps = {f"{x.id}/{c.id}": (x, k) for x in course for k, c in enumerate(x.checks)}
    seen = {w["item_id"] for w in store.item_stats(progress.LESSON_DRILL)}
    due = [i for i in store.due_items(progress.LESSON_DRILL, list(steps), only_due=True) if i in seen][:n]
    if not due:
        return
    st.subheader(_("Ôn lại"))
    st.caption(_("Những câu trong bài học đến lúc cần làm lại — câu trả lời sai đứng đầu."))
    for item in due:
        lesson, k = steps[item]
        prompt = str(text_of(lesson.checks[k], "prompt")).replace("**", "")
        label = _("Bài {n}, câu {k}: {prompt}").format(n=course.index(lesson) + 1, k=k + 1, prompt=prompt)
        qp = {"lesson": lesson.id, "step": str(lesson.first_check_step() + k + 1)}
        ui.page_link_safe("app_pages/bai_hoc.py", label, icon=":material/replay:", query_params=qp)


# The parts of a lesson's bar: (name, colour), and a lesson's status on this page (msgids).
LESSON_PARTS = ((N_("Đúng"), "#2e7d32"), (N_("Sai"), "#b3261e"), (N_("Chưa làm"), "#d9d2bf"))
LESSON_STATUS = {"done": N_("Đã xong"), "started": N_("Đang học"), "new": N_("Chưa học")}


def lesson_chart(course, store: progress.ProgressStore) -> go.Figure:
    """Stacked bars per lesson («n. title — status»): questions right / wrong (last answer) / not answered."""
    items = {x["item_id"]: x for x in store.item_stats(progress.LESSON_DRILL)}
    done, read = store.lessons_done(), lesson_progress.read_steps(store)
    labels, counts = [], []
    for n, x in enumerate(course, 1):
        seen = [items[f"{x.id}/{c.id}"] for c in x.checks if f"{x.id}/{c.id}" in items]
        right = sum(i["last_correct"] for i in seen)
        status = "done" if x.id in done else ("started" if seen or read.get(x.id) else "new")  # read: issue 27
        labels.append(f"{n}. {text_of(x, 'title')} — {_(LESSON_STATUS[status]).lower()}")
        counts.append((right, len(seen) - right, len(x.checks) - len(seen)))
    fig = go.Figure()
    for (part, color), xs in zip(LESSON_PARTS, zip(*counts)):
        name = _(part)
        fig.add_bar(y=labels, x=list(xs), orientation="h", name=name, marker_color=color,
                    hovertemplate="%{y}: " + _("{n} câu {part}").format(n="%{x}", part=name.lower())
                    + "<extra></extra>")
    labels_above(fig, labels)
    fig.update_layout(barmode="stack", bargap=0.6, height=120 + 52 * len(labels), margin=dict(l=10, r=10, t=10, b=10),
                      xaxis=dict(title=_("Số câu hỏi")), legend=dict(orientation="h", yanchor="bottom", y=1, x=0),
                      legend_title_text=_("Câu hỏi (lần trả lời gần nhất)"))
    return style_figure(fig, whole=("x",))  # questions are counted in whole numbers


def main() -> None:
    store = progress.get_store()
    # links from here open a new visit of the lesson page: its questions may be recorded again
    st.session_state.pop("bai_hoc__visit", None)
    ui.progress_warning(store)
    st.title(_("Tiến độ của bạn"))
    st.caption(_("Tiến độ được lưu cho tài khoản bạn đã đăng nhập; chỉ bạn xem được. Tải về hoặc xoá được ở cuối "
                 "trang.") if ui.sign_in_configured() else  # the signed-in account owns the progress (issue 14)
               _("Tiến độ được lưu trên máy chạy ứng dụng, riêng cho người học đang chọn ở «Bạn là ai?» (không cần "
                 "tài khoản); tải về hoặc xoá được ở cuối trang."))
    try:
        course = load_course()
    except ChanError as e:
        ui.show_error(e)
        course = ()
    titles = {x.id: text_of(x, "title") for x in course}
    day = _(DATE_FORMAT)  # one format for the page's dates
    done = store.lessons_done()
    columns = ["drill", "item_id", "correct", "at", "prompt"]
    attempts = pd.DataFrame(store.attempts(), columns=columns)
    daily = pd.DataFrame([(DAILY, item, ok, at, prompt) for _l, item, _t, ok, at, prompt in store.read_rows(
        lambda conn, lid: today.answers(conn, schema.daily_log.c.learner_id == lid), [])], columns=columns)
    answers = pd.concat([attempts, daily], ignore_index=True).astype({"correct": bool})  # as «Lớp học» counts them

    c1, c2, c3 = st.columns(3)
    c1.metric(_("Bài học đã xong"), f"{sum(x.id in done for x in course)}/{len(course)}")
    n = len(answers)
    c2.metric(_("Số lần trả lời"), n)
    c3.metric(_("Tỉ lệ đúng"), f"{answers['correct'].mean():.0%}" if n else "—")
    if n:
        st.caption(_("Các câu trả lời ở bài học và luyện tập: {a} · ở «Hôm nay»: {d}").format(a=len(attempts),
                                                                                          d=len(daily)))

    if course:
        nxt = progress.next_step(course, store)
        if nxt.kind == "all_done":
            st.success(_("Bạn đã học xong cả {n} bài. Hãy ôn lại những câu ở mục «Ôn lại» "
                         "bên dưới, hoặc học lại từ bài 1.").format(n=len(course)), icon=":material/celebration:")
        first = nxt.first_unfinished
        ui.page_link_safe("app_pages/bai_hoc.py", nxt.label, icon=":material/play_arrow:", query_params=nxt.query_params)
        if first:  # the first lesson left unfinished, beside the place «Học tiếp» resumes
            ui.page_link_safe("app_pages/bai_hoc.py", _("Bài đầu tiên chưa học xong: Bài {n}. {title}").format(
                n=first[0], title=text_of(first[1], "title")), icon=":material/first_page:",
                query_params={"lesson": first[1].id, "step": "1"})

    st.subheader(_("Bài học"))
    if course:
        show(lesson_chart(course, store), "chart_lessons")
        if done:
            st.caption(_("Hoàn thành gần nhất: {lessons}").format(lessons=", ".join(
                f"{titles[k]} ({datetime.fromtimestamp(v, ui.browser_zone()).strftime(day)})" for k, v in
                sorted(done.items(), key=lambda kv: -kv[1])[:3] if k in titles)))

    st.subheader(_("Độ chính xác theo thời gian"))
    if answers.empty:
        st.info(_("Chưa có câu trả lời nào. Hãy học một bài hoặc vào phần Luyện tập."), icon=":material/info:")
    else:
        when = pd.to_datetime(answers["at"], unit="s", utc=True).dt.tz_convert(daily_views.now()[0])
        a = answers.assign(day=when.dt.tz_localize(None).dt.floor("D"),  # the old xướng drill id is the same drill
                            drill=answers["drill"].replace({"luyen_xuong": "xuong", "tinh_diem": "xuong"}))
        by_day = a.groupby(["drill", "day"])["correct"].agg(["mean", "size"]).reset_index()
        fig = go.Figure()  # one line per drill (plain go: px costs ~30 ms a rerun)
        for drill, colour in series_colours(by_day["drill"], DRILL_NAMES).items():  # by its id, not its name
            g, name = by_day[by_day["drill"] == drill], drill_name(drill)
            fig.add_scatter(x=g["day"], y=g["mean"], mode="lines+markers", name=name, line_color=colour,
                            customdata=g[["size"]].to_numpy(),
                            hovertemplate=name + "<br>%{x|" + day + "}: "
                            + _("{pct} đúng ({n} lần)").format(pct="%{y:.0%}", n="%{customdata[0]}")
                            + "<extra></extra>")
        fig.update_layout(yaxis=dict(tickformat=".0%", range=[0, 1.05], title=_("Tỉ lệ đúng")),
                          margin=dict(l=10, r=10, t=10, b=10), legend_title_text=_("Phần luyện"), showlegend=True,
                          xaxis=dict(tickformat=day, dtick=86_400_000, title=_("Ngày")))
        show(fig, "chart_accuracy")

        st.subheader(_("Những câu hay sai nhất"))
        stats = answers.groupby(["drill", "item_id"]).agg(attempts=("correct", "size"), accuracy=("correct", "mean"),
                                                          prompt=("prompt", "last")).reset_index()
        weak = stats[stats["accuracy"] < 1].sort_values(["accuracy", "attempts", "drill", "item_id"],
                                                        ascending=[True, False, True, True]).head(10)
        if weak.empty:
            st.success(_("Bạn chưa trả lời sai câu nào. Giỏi lắm!"), icon=":material/celebration:")
        else:
            wd = pd.DataFrame([{  # key: the bar's place (two puzzles may read alike)
                "item": _("{drill} — {item}").format(drill=drill_name(w.drill),
                                                     item=item_label(w.drill, w.item_id, course, w.prompt)),
                "accuracy": w.accuracy, "attempts": w.attempts, "key": str(k),
                "text": _("{pct} đúng / {n} lần").format(pct=f"{w.accuracy:.0%}", n=w.attempts),
            } for k, w in enumerate(weak.itertuples())])
            fig = go.Figure(go.Bar(
                x=wd["accuracy"], y=wd["key"], orientation="h", text=wd["text"], marker_color="#b3261e",
                customdata=wd[["attempts", "item"]].to_numpy(), cliponaxis=False,
                textposition=["inside" if a >= 0.5 else "outside" for a in wd["accuracy"]],
                hovertemplate="%{customdata[1]}<br>" + _("{pct} đúng · {n} lần").format(
                    pct="%{x:.0%}", n="%{customdata[0]}") + "<extra></extra>"))
            zero = wd[wd["accuracy"] == 0]  # a 0% bar has no width: a mark on the axis shows it
            fig.add_scatter(x=zero["accuracy"], y=zero["key"], mode="markers", hoverinfo="skip", showlegend=False,
                            cliponaxis=False,
                            marker=dict(symbol="line-ns", size=18, line=dict(width=4, color="#b3261e")))
            # no axis title (each bar's text says «đúng»): on a phone it sat on the 50% tick
            labels_above(fig, wd["item"].tolist(), shift=16, keys=wd["key"].tolist())  # above: beside, a phone cut it
            fig.update_layout(xaxis=dict(tickformat=".0%", range=[0, 1], tickvals=[0, 0.5, 1], title=None),
                              bargap=0.6, height=60 + 64 * len(wd), margin=dict(l=10, r=30, t=10, b=10),
                              showlegend=False)
            show(fig, "chart_weak")
            st.caption(_("Mỗi câu trả lời sai thành một thẻ ôn: «Hôm nay» và bài luyện hỏi lại nó đúng lúc bạn "
                         "sắp quên; trả lời đúng thì lần hỏi sau cách xa hơn."))

    table_section()  # issue 24: the practice table's figures (ui/progress_sections.py)
    review(course, store)
    daily_section(store)  # issue 26: streak, rating, themes
    mau_binh_section(store)  # issue 28: Mậu binh rounds

    with ui.kept_expander(_("Xoá toàn bộ tiến độ"), "tien_do__clear_box"):
        sure = st.checkbox(_("Tôi muốn xoá hết: bài đã học, các câu trả lời và lịch ôn tập."), key="tien_do__sure")
        if st.button(_("Xoá tiến độ"), key="tien_do__clear", disabled=not sure, type="primary",
                     icon=":material/delete_forever:"):
            if store.clear():
                st.success(_("Đã xoá toàn bộ tiến độ."))
                st.rerun()
            ui.save_notice(progress.CLEARED, store=store, lead=_("Chưa xoá được tiến độ"), after="")
    ui.learner_data_panel()  # export JSON, delete the profile (issue 14)


main()
