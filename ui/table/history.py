"""«Ván đã chơi»: the kept hands, newest first; one replayed step by step with its result, money
and review."""
from __future__ import annotations

from html import escape
import datetime as dt

import streamlit as st

from learning.i18n import N_, _
from ui.page import guard_callback
from ui.inputs import choose_placeholder, variant_label
from ui.table.callbacks import kept_expander, table_of_record
from ui.table.pictures import (
    TABLE_CSS, _clean, _md, hand_groups, log_lines, log_notes, penalty_tags, seat_name, seat_word, show_log, table_html,
    table_view,
)
from ui.table.result import show_grade
from ui.table.review import show_review
from ui.table.settings import K
from chan_core.game import GameRecord
from learning import games
from learning.coach import mode_name
from ui.cards import hand_html


RESULT_WORDS = {"u": N_("ù"), "hoa": N_("hòa"), "u_lao": N_("ù láo"), "bo_do": N_("bỏ dở")}


def _result_word(result: str) -> str:
    return _(RESULT_WORDS[result]) if result in RESULT_WORDS else result


def _phone_details(row: dict) -> str:
    """The columns of «Ván đã chơi» a phone's line of a hand leaves out: «Luật: … · Chế độ: … · Chỗ cần học: …»."""
    return " · ".join(f"{name}: {row[name]}" for name in (_("Luật"), _("Chế độ"), _("Chỗ cần học")))


def _steps(rid: int, rec: dict) -> list:
    """Every state of a kept hand, replayed; cached in the session per hand for the replay slider."""
    ss = st.session_state
    cached = ss.get(K + "h_cache")
    if not cached or cached[0] != rid:
        cached = (rid, list(GameRecord.from_dict(rec["record"]).steps()))
        ss[K + "h_cache"] = cached
    return cached[1]


@guard_callback
def _h_move(delta: int, last: int) -> None:
    ss = st.session_state
    ss[K + "h_step"] = max(0, min(last, int(ss.get(K + "h_step") or 0) + delta))


def history_view() -> None:
    """«Ván đã chơi»: the kept hands, newest first; pick one and replay it step by step — one
    step per line of the log, numbered as the log and the review number them (:func:`log_lines`)."""
    import pandas as pd


    rows = games.list_records()
    if not rows:
        st.info(_("Chưa có ván nào được lưu. Chơi xong một ván ở «Bàn chơi», ván ấy sẽ hiện ở đây."),
                icon=":material/history:")
        return

    def winner(r: dict) -> str | None:
        """The winner's seat name in the current language (the saved name is in the language of the hand)."""
        sm = r["summary"]
        if sm.get("winner") is not None:
            try:
                return seat_name(int(sm["winner"]), int(r["players"]))
            except Exception:  # noqa: BLE001 — an old summary: its saved name
                pass
        return sm.get("winner_name")

    def result_of(r: dict) -> str:
        who = winner(r)
        if r["result"] == "u" and who:
            return _("{who} ù").format(who=who)
        return _result_word(r["result"])

    def label(r: dict) -> str:
        sm = r["summary"]
        when = dt.datetime.fromtimestamp(r["finished_at"]).strftime("%d/%m %H:%M")
        return _("Ván #{id} · {when} · {players} người · {result} · bạn {net} điểm").format(
            id=r["id"], when=when, players=r["players"], result=result_of(r), net=f"{sm.get('learner_net', 0):+d}")

    table_rows = [{_("Ván"): f"#{r['id']}",
                   _("Lúc"): dt.datetime.fromtimestamp(r["finished_at"]).strftime("%d/%m/%Y %H:%M"),
                   _("Người chơi"): r["players"], _("Luật"): variant_label(r["variant"]),
                   _("Chế độ"): mode_name(r["summary"].get("mode")),
                   _("Kết quả"): result_of(r),
                   _("Bạn (điểm)"): r["summary"].get("learner_net", 0),
                   _("Chỗ cần học"): r["summary"].get("lessons", 0)} for r in rows]
    labels = {r["id"]: label(r) for r in rows}
    with st.container(key="ct_h_wide"):  # on a phone the list below instead (ui/assets/table.css)
        st.dataframe(pd.DataFrame(table_rows), hide_index=True, width="stretch")
    with st.container(key="ct_h_narrow"):
        st.html(TABLE_CSS + '<div class="hc-kept">' + "".join(
            f'<div>{escape(labels[r["id"]])}<br><small>{escape(_phone_details(row))}</small></div>'
            for r, row in zip(rows, table_rows)) + "</div>")
    ids = [r["id"] for r in rows]
    rid = st.selectbox(_("Chọn ván để xem lại từng bước"), ids, format_func=labels.get, key=K + "h_id",
                       placeholder=choose_placeholder())
    rec = games.get_record(rid)
    if not rec:
        st.warning(_("Không đọc được ván này trong tệp tiến độ."))
        return
    try:
        states = _steps(rid, rec)
    except Exception:  # noqa: BLE001 — a record the engine can no longer replay
        st.warning(_("Không phát lại được ván này (bản ghi không khớp với luật hiện tại)."))
        return
    ss = st.session_state
    # One step per line of the log (:func:`log_lines`): step k shows the table after move k — and
    # after any silent pass that follows it — with the log's own number, so «Nước k» here is
    # «k.» in the log and in the review. Step 0 is the deal.
    lines = log_lines(states[-1])
    stops = [i for _n, i, _t in lines] + [len(states) - 1]  # step k → states[stops[k]]
    last = len(lines)
    if ss.get(K + "h_for") != rid:
        ss[K + "h_for"] = rid
        ss[K + "h_step"] = last
    ss[K + "h_step"] = max(0, min(last, int(ss.get(K + "h_step") or 0)))
    c1, c2, c3, c4 = st.columns([1.3, 1.5, 4.2, 2], vertical_alignment="bottom")  # «Forward» whole in English
    c1.button(_("Lùi"), key=K + "h_prev", on_click=_h_move, args=(-1, last), icon=":material/chevron_left:",
              width="stretch")
    c2.button(_("Tới"), key=K + "h_nextstep", on_click=_h_move, args=(1, last), icon=":material/chevron_right:",
              width="stretch")
    k = c3.slider(_("Bước"), 0, last, key=K + "h_step")
    reveal = c4.toggle(_("Lật bài mọi người"), value=True, key=K + "h_reveal")
    state = states[stops[k]]
    if k:
        st.markdown(_("**Nước {n}:** {move}").format(n=k, move=lines[k - 1][2]))
        for note in log_notes(states[-1], stops[:-1]).get(lines[k - 1][1], []):
            st.markdown(f":orange[⚠ {_md(note)}]")
    else:
        st.markdown(_("**Lúc chia bài:** {who} được cái (20 lá) và đánh trước.").format(
            who=seat_word(state, state.cai)))
    st.html(table_html(table_view(state, reveal=reveal, marks=penalty_tags(state))))
    st.html(hand_html(groups=hand_groups(list(state.hands[0])), width=36, caption=_("Bài của bạn lúc này")))
    show_log(states[-1], upto=stops[k], height=180)  # the whole hand's faults, each at its own move

    final = table_of_record(rec, states[-1], rid)
    if final.finished:
        with kept_expander(_("Kết quả và tiền của ván"), "hist_result_box"):
            s = final.state
            if s.xuong:
                show_grade(s.xuong, mine=s.winner == 0, variant=s.variant)
            st.markdown(_("**Tiền:** {summary}").format(summary=_clean((s.payouts or {}).get("summary", ""))))
    show_review(final, states)
