"""Trang «Hôm nay»: mười phút mỗi ngày — câu ôn đến hạn, bài toán theo mức, một câu xướng, một lần bốc cái.

Bộ câu và mọi lần lưu: :mod:`learning.daily.today`; hình và lời: :mod:`ui.daily_views`
(``?ngay=YYYY-MM-DD`` chỉ có tác dụng ở chế độ kiểm thử).
"""
from __future__ import annotations

import os

import streamlit as st

import ui
from learning import progress
from learning.daily import clock, today
from learning.i18n import _, ngettext
from ui import daily_views as views

K = "hn_"  # session_state prefix
# answer buttons a thumb hits on a phone
BIG_BUTTONS = ("<style>[class*='st-key-hn_'] button{min-height:3.25rem;font-size:1.05rem}"
               "[class*='st-key-hn_'] button p{font-size:1.05rem}</style>")


def _answer(store, sess, index: int, pick: int, right: int) -> None:
    if today.answer(store, sess, index, pick == right, views.now()[1]):
        st.session_state[K + "shown"] = (sess["day"], index, pick)


def _buttons(labels: list[str], index: int, store, sess, right: int) -> None:
    for i, label in enumerate(labels):
        st.button(label, key=f"{K}{sess['day']}_{index}_{i}", width="stretch", type="secondary",
                  on_click=ui.guard_callback(_answer), args=(store, sess, index, i, right))


def _verdict(ok: bool, lines: list[str], right_label: str, item: dict, store) -> None:
    words = views.game_words(lines)  # English: the names in the lines, each with its gloss
    body = ["\n".join(f"- {x}" for x in lines), _("Từ của trò chơi: {words}").format(words=words) if words else ""]
    tz, now = views.now()
    head = _("**Đúng rồi!**") if ok else _("**Chưa đúng.** Đáp án: {right}.").format(right=right_label)
    back = "" if ok else views.back_words(today.comes_back(store, item), now, tz)
    (st.success if ok else st.error)("\n\n".join(x for x in (head, *body, back) if x),
                                     icon=":material/check_circle:" if ok else ":material/cancel:")


def _drills(sess: dict) -> None:
    """The reviews due in the drills: a notice with a link to each, beside the set's questions (not one)."""
    if not sess.get("drills"):
        return
    with st.container(border=True):
        st.markdown("**" + _("Ôn ở các bài luyện") + "**")
        for drill, n in sess["drills"].items():
            label = (ngettext("{drill}: {n} bài đến hạn ôn", "{drill}: {n} bài đến hạn ôn", n) if drill == today.XUONG
                     else ngettext("{drill}: {n} câu đến hạn ôn", "{drill}: {n} câu đến hạn ôn", n)).format(
                drill=views.drill_name(drill), n=n)  # Luyện xướng asks a hand again: its xướng and its điểm
            ui.page_link_safe(views.DRILL_PAGES.get(drill, ""), label, icon=":material/replay:")
        st.caption(_("Các câu này được hỏi đầu tiên khi bạn mở bài luyện đó."))


def _item(store, sess: dict, index: int, shown: tuple | None) -> None:
    item = sess["items"][index]
    pick = shown[2] if shown else None
    p = None if item["kind"] == "boc_cai" else views.puzzle_of(item)
    if p is None and item["kind"] != "boc_cai":  # a puzzle no longer in the data: nothing to ask, counted as seen
        st.info(_("Câu này không còn trong bộ bài toán."), icon=":material/info:")
        if pick is None:
            _buttons([_("Tiếp tục")], index, store, sess, 0)
        return
    head = views.theme_name("boc_cai") if p is None else views.heading(p)
    st.subheader(_("Ôn lại: {theme}").format(theme=head) if item["kind"] == "review" or item.get("review") else head)
    if p is None:
        st.markdown(views.boc_cai_question(item))
        labels, right, readings = views.boc_cai_choices(item), views.boc_cai_answer(item), []
    else:
        if item.get("source") == "table":
            st.caption(_("Thế bài này lấy từ một ván bạn đã chơi; nước bạn đã đi nằm trong các lựa chọn."))
        st.markdown("**" + views.question(p) + "**")
        views.show_position(p)
        if views.story_lines(p):
            st.markdown("\n".join(f"- {x}" for x in views.story_lines(p)))
        labels, right, readings = [views.choice_label(p, c) for c in p.choices], p.answer, views.english_readings(p)
    if pick is None:
        _buttons(labels, index, store, sess, right)
        if readings:
            st.caption("\n\n".join(readings))
    else:
        why = views.boc_cai_why(item, pick) if p is None else views.why_lines(p, pick)
        _verdict(pick == right, why, labels[right], item, store)
        ui.source_badge(views.rule_source(p))


def _end(store, sess: dict) -> None:
    tz, now = views.now()
    if not sess.get("done") and not today.finish(store, sess, now):
        ui.save_notice(today.SAVE_KEY, "done", store=store)
    s = today.summary(store, now, tz)
    st.header(_("Xong buổi hôm nay"))
    st.success(_("Bạn trả lời đúng {right}/{n} câu.").format(right=sum(map(bool, sess["answers"].values())),
                                                             n=len(sess["items"])), icon=":material/celebration:")
    c1, c2 = st.columns(2)
    c1.metric(_("Chuỗi ngày"), s.streak.days)
    c2.metric(_("Điểm bài toán"), f"{s.rating.rating:.0f}", help=_(views.RATING_HELP))
    if views.streak_words(s.streak):
        st.markdown(views.streak_words(s.streak))
    st.subheader(_("Ngày mai"))
    st.markdown(ngettext("{n} câu ôn đến hạn, rồi các bài toán mới ở mức {r:.0f} của bạn.",
                         "{n} câu ôn đến hạn, rồi các bài toán mới ở mức {r:.0f} của bạn.",
                         s.due_tomorrow).format(n=s.due_tomorrow, r=s.rating.rating)
                + (" " + views.cap_words() if s.due_tomorrow > today.MAX_REVIEWS else ""))
    st.html(views.calendar_html(s.calendar))
    _drills(sess)


def main() -> None:
    store = progress.get_store()
    ui.progress_warning(store)
    st.title(_("Hôm nay"))
    st.html(BIG_BUTTONS)
    tz, now = views.now()
    asked = st.query_params.get("ngay")
    if asked is not None and not clock.asked_day(asked):  # a link cannot move a streak
        if os.environ.get(clock.TEST_MODE_ENV) == "1":
            ui.refuse_link("ngay", asked)
        else:
            st.warning(_("Địa chỉ trang có «ngay={raw}» — trang luôn dùng ngày hôm nay nên bỏ qua ngày ghi trong "
                         "địa chỉ.").format(raw=ui.link_value(asked)), icon=":material/link_off:")
        del st.query_params["ngay"]
    sess = today.session(store, now, tz)
    shown = st.session_state.get(K + "shown")
    if shown and shown[0] != sess["day"]:
        shown = None
    n = len(sess["items"])
    index = shown[1] if shown else next((i for i in range(n) if str(i) not in sess["answers"]), None)
    if index is None:
        _end(store, sess)
        return
    st.caption(_("Câu {i}/{n} · khoảng 10 phút mỗi ngày").format(i=index + 1, n=n))
    if not sess["answers"]:  # the start: the streak today's set keeps, and what comes back today
        back = sum(1 for it in sess["items"] if it["kind"] == "review" or it.get("review"))
        streak = today.summary(store, now, tz).streak
        st.caption(":material/local_fire_department: " + views.standing_words(streak, back, sess.get("due"),
                                                                                   clock.today(now, tz)))
    st.progress(len(sess["answers"]) / n)
    if not sess["answers"]:
        _drills(sess)
    _item(store, sess, index, shown)
    if shown is not None:
        last = index == n - 1 or all(str(i) in sess["answers"] for i in range(n))
        st.button(_("Xem kết quả") if last else _("Câu tiếp"), key=f"{K}next_{index}", type="primary",
                  width="stretch", icon=":material/arrow_forward:",
                  on_click=lambda: st.session_state.pop(K + "shown", None))
    ui.save_notice(today.SAVE_KEY, store=store)


main()
