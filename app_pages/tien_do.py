"""Học — Tiến độ: lessons done, accuracy per drill over time, weakest items.

Reads the progress store (:mod:`learning.progress`): the same SQLite file the
lesson page and the drill pages write to. Charts are plotly.
"""
from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pandas as pd
import plotly.express as px
import plotly.graph_objects as go
import streamlit as st

import ui
from chan_core.errors import ChanError
from chan_core.scenario import load_file
from learning import progress
from learning.lessons import load_course

# Drill ids → names shown to the learner (unknown ids are shown as they are).
DRILL_NAMES = {
    progress.LESSON_DRILL: "Câu hỏi trong bài học",
    "boc_cai": "Luyện bốc cái",
    "xuong": "Luyện xướng",
    "luyen_xuong": "Luyện xướng",
    "an_hay_khong": "Ăn hay không?",
    "luyen_xuong_diem": "Tính điểm (trong Luyện xướng)",
    "tinh_diem": "Tính điểm",
    "xep_binh": "Xếp binh (Mậu binh)",
}


def drill_name(d: str) -> str:
    """Vietnamese name of a drill id."""
    return DRILL_NAMES.get(d, d)


AHK_DIR = Path(__file__).resolve().parent.parent / "lessons" / "drills" / "an_hay_khong"


@st.cache_data(show_spinner=False)
def situation_titles() -> dict[str, str]:
    """``{situation id: title}`` of the «Ăn hay không?» situations (``lessons/drills/an_hay_khong``).

    Never raises: a broken file just leaves its ids out (they are then named generically).
    """
    out: dict[str, str] = {}
    for p in sorted(AHK_DIR.glob("*.yaml")):
        try:
            out.update({str(sc.get("id")): str(sc.get("title") or "") for sc in load_file(p)})
        except ChanError:
            continue
    return out


def item_label(drill: str, item: str, titles: dict[str, tuple[int, str, dict]]) -> str:
    """A readable name for an item (lesson checks: «Bài n, câu k»; «Ăn hay không?»
    situations by their title — never the raw id such as ``ahk-loi-6``)."""
    if drill == progress.LESSON_DRILL and "/" in item:
        lid, cid = item.split("/", 1)
        if lid in titles:
            n, _title, checks = titles[lid]
            return f"Bài {n}, câu {checks.get(cid, cid)}"
    if drill == "an_hay_khong":
        if item.startswith("ngau-nhien-"):
            return f"{drill_name(drill)}: ván ngẫu nhiên số {item.removeprefix('ngau-nhien-')}"
        title = situation_titles().get(item)
        return f"{drill_name(drill)}: {title}" if title else f"{drill_name(drill)}: một tình huống"
    return f"{drill_name(drill)}: {item}"


def review(course, store: progress.ProgressStore, n: int = 5) -> None:
    """«Ôn lại»: lesson questions to answer again, wrong ones first (Leitner order)."""
    steps = {f"{x.id}/{c.id}": (x, k) for x in course for k, c in enumerate(x.checks)}
    seen = {w["item_id"] for w in store.item_stats(progress.LESSON_DRILL)}
    due = [i for i in store.due_items(progress.LESSON_DRILL, list(steps), only_due=True) if i in seen][:n]
    if not due:
        return
    st.subheader("Ôn lại")
    st.caption("Những câu trong bài học đến lúc cần làm lại — câu trả lời sai đứng đầu.")
    for item in due:
        lesson, k = steps[item]
        label = f"Bài {course.index(lesson) + 1}, câu {k + 1}: {lesson.checks[k].prompt.replace('**', '')}"
        qp = {"lesson": lesson.id, "step": str(lesson.first_check_step() + k + 1)}
        try:
            st.page_link("app_pages/bai_hoc.py", label=label, icon=":material/replay:", query_params=qp)
        except Exception:  # noqa: BLE001 — page_link needs the router; the page alone still works
            st.markdown(f"- {label}")


LESSON_PARTS = (("Đúng", "#2e7d32"), ("Sai", "#b3261e"), ("Chưa làm", "#d9d2bf"))


def lesson_rows(course, store: progress.ProgressStore) -> pd.DataFrame:
    """Per lesson (course order): ``Bài`` («n. title»), ``Trạng thái`` (Đã xong /
    Đang học / Chưa học), and the number of its questions whose last answer is
    ``Đúng``, ``Sai``, or that are ``Chưa làm`` (never answered); the three add
    up to the lesson's number of questions."""
    items = {x["item_id"]: x for x in store.item_stats(progress.LESSON_DRILL)}
    done = store.lessons_done()
    rows = []
    for n, x in enumerate(course, 1):
        seen = [items[f"{x.id}/{c.id}"] for c in x.checks if f"{x.id}/{c.id}" in items]
        right = sum(i["last_correct"] for i in seen)
        rows.append({
            "Bài": f"{n}. {x.title}",
            "Trạng thái": "Đã xong" if x.id in done else ("Đang học" if seen else "Chưa học"),
            "Đúng": right, "Sai": len(seen) - right, "Chưa làm": len(x.checks) - len(seen),
        })
    return pd.DataFrame(rows)


def lesson_chart(course, store: progress.ProgressStore) -> go.Figure:
    """Stacked bars, one per lesson: questions answered right / wrong (last
    answer) / not yet answered; the lesson's status (Đã xong, Đang học, Chưa
    học) is in its label. x axis: «Số câu hỏi»."""
    df = lesson_rows(course, store)
    labels = [f"{b} — {t.lower()}" for b, t in zip(df["Bài"], df["Trạng thái"])]
    fig = go.Figure()
    for part, color in LESSON_PARTS:
        fig.add_bar(y=labels, x=df[part].tolist(), orientation="h", name=part, marker_color=color,
                    hovertemplate="%{y}: %{x} câu " + part.lower() + "<extra></extra>")
    fig.update_layout(barmode="stack", height=80 + 30 * len(df), margin=dict(l=10, r=10, t=10, b=10),
                      yaxis=dict(categoryorder="array", categoryarray=labels[::-1], title=None),
                      xaxis=dict(title="Số câu hỏi", dtick=1),
                      legend_title_text="Câu hỏi (lần trả lời gần nhất)")
    return fig


def main() -> None:
    """Render the page."""
    store = progress.get_store()
    # Links from here (Học tiếp, Ôn lại) open a new visit of the lesson page: a question answered
    # earlier in this session may be answered (and recorded) again.
    st.session_state.pop("bai_hoc__visit", None)
    ui.progress_warning(store)
    st.title("Tiến độ của bạn")
    st.caption("Tiến độ được lưu trên máy chạy ứng dụng (không cần tài khoản); "
               "xoá được ở cuối trang.")
    try:
        course = load_course()
    except ChanError as e:
        ui.show_error(e)
        course = ()
    titles = {x.id: (n, x.title, {c.id: k for k, c in enumerate(x.checks, 1)}) for n, x in enumerate(course, 1)}
    done = store.lessons_done()
    attempts = pd.DataFrame(store.attempts(), columns=["drill", "item_id", "correct", "at"])

    c1, c2, c3 = st.columns(3)
    c1.metric("Bài học đã xong", f"{sum(x.id in done for x in course)}/{len(course)}")
    c2.metric("Số lần trả lời", len(attempts))
    c3.metric("Tỉ lệ đúng", f"{attempts['correct'].mean():.0%}" if len(attempts) else "—")

    if course:
        nxt = progress.next_step(course, store)
        if nxt.kind == "all_done":
            st.success(f"Bạn đã học xong cả {len(course)} bài. Hãy ôn lại những câu ở mục «Ôn lại» "
                       "bên dưới, hoặc học lại từ bài 1.", icon=":material/celebration:")
        first = nxt.first_unfinished
        try:
            st.page_link("app_pages/bai_hoc.py", label=nxt.label, icon=":material/play_arrow:",
                         query_params=nxt.query_params)
            if first:  # the first lesson left unfinished, beside the place «Học tiếp» resumes (issue 17)
                st.page_link("app_pages/bai_hoc.py", label=f"Bài đầu tiên chưa học xong: Bài {first[0]}. "
                             f"{first[1].title}", icon=":material/first_page:",
                             query_params={"lesson": first[1].id, "step": "1"})
        except Exception:  # noqa: BLE001 — page_link needs the router; the page alone still works
            st.markdown(f"{nxt.label} (trang Bài học).")
            if first:
                st.markdown(f"Bài đầu tiên chưa học xong: Bài {first[0]}. {first[1].title}.")

    st.subheader("Bài học")
    if course:
        st.plotly_chart(lesson_chart(course, store), key="chart_lessons")
        if done:
            st.caption("Hoàn thành gần nhất: " + ", ".join(
                f"{titles[k][1]} ({datetime.fromtimestamp(v):%d/%m/%Y})" for k, v in
                sorted(done.items(), key=lambda kv: -kv[1])[:3] if k in titles))

    st.subheader("Độ chính xác theo thời gian")
    if attempts.empty:
        st.info("Chưa có câu trả lời nào. Hãy học một bài hoặc vào phần Luyện tập.", icon=":material/info:")
    else:
        a = attempts.assign(
            ngay=pd.to_datetime(attempts["at"], unit="s").dt.floor("D"),
            luyen=attempts["drill"].map(drill_name),
        )
        daily = (a.groupby(["luyen", "ngay"])["correct"].agg(["mean", "size"]).reset_index()
                 .rename(columns={"luyen": "Phần luyện", "ngay": "Ngày", "mean": "Tỉ lệ đúng", "size": "Số lần"}))
        fig = px.line(daily, x="Ngày", y="Tỉ lệ đúng", color="Phần luyện", markers=True, hover_data=["Số lần"],
                      range_y=[0, 1.05])
        fig.update_layout(yaxis_tickformat=".0%", margin=dict(l=10, r=10, t=10, b=10),
                          xaxis=dict(tickformat="%d/%m/%Y", dtick=86_400_000))
        st.plotly_chart(fig, key="chart_accuracy")

        st.subheader("Những câu hay sai nhất")
        weak = [w for w in store.weakest_items(10) if w["accuracy"] < 1]
        if not weak:
            st.success("Bạn chưa trả lời sai câu nào. Giỏi lắm!", icon=":material/celebration:")
        else:
            wd = pd.DataFrame([{
                "Câu": item_label(w["drill"], w["item_id"], titles),
                "Tỉ lệ đúng": w["accuracy"], "Số lần": w["attempts"], "Hộp": w["box"],
            } for w in weak])
            wd["Nhãn"] = [f"{a:.0%} đúng / {n} lần" for a, n in zip(wd["Tỉ lệ đúng"], wd["Số lần"])]
            fig = px.bar(wd, x="Tỉ lệ đúng", y="Câu", orientation="h", hover_data=["Số lần", "Hộp"], range_x=[0, 1],
                         text="Nhãn", color_discrete_sequence=["#b3261e"])
            fig.update_traces(textposition="outside", cliponaxis=False)
            fig.update_layout(xaxis_tickformat=".0%", yaxis={"categoryorder": "array",
                              "categoryarray": wd["Câu"].tolist()[::-1]}, yaxis_title=None,
                              height=60 + 32 * len(wd), margin=dict(l=10, r=10, t=10, b=10))
            st.plotly_chart(fig, key="chart_weak")
            st.caption("Những câu trả lời sai sẽ được hỏi lại trước trong phần luyện tập "
                       "(hộp 1 = cần ôn ngay; đúng liên tiếp thì lên hộp cao hơn, lâu hơn mới hỏi lại).")

    review(course, store)

    with st.expander("Xoá toàn bộ tiến độ"):
        sure = st.checkbox("Tôi muốn xoá hết: bài đã học, các câu trả lời và lịch ôn tập.", key="tien_do__sure")
        if st.button("Xoá tiến độ", key="tien_do__clear", disabled=not sure, type="primary",
                     icon=":material/delete_forever:"):
            if store.clear():
                st.success("Đã xoá toàn bộ tiến độ.")
                st.rerun()
            ui.save_notice(progress.CLEARED, store=store, lead="Chưa xoá được tiến độ", after="")
    ui.learner_data_panel()  # export JSON, delete the profile (issue 14)


main()
