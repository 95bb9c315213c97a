"""Trang «Chơi thử»: cả một ván Chắn với máy, có người kèm cặp (seed 001 §II–VII, 002, 003).

Chế độ **Kèm cặp** chặn nước phạm lỗi (và lời xướng sai, thiếu) và giải thích; **Thi thật** không chặn
(:mod:`learning.coach`).
Ván đang chơi được lưu sau mỗi nước (:mod:`learning.games`). Link: ``?van=<số>`` (``ui/table/links.py``).
"""
from __future__ import annotations

import logging

import streamlit as st

import ui
from learning import progress
from learning.i18n import N_, _, ngettext
from ui.table import log_lines
from ui.widget_values import REFUSED

VIEWS = {"ban": N_("Bàn chơi"), "da_choi": N_("Ván đã chơi")}


def main() -> None:
    st.title(_("Chơi thử"))
    ui.progress_warning(progress.get_store())  # hands are saved in the progress file
    st.caption(_(
        "Chơi cả một ván với máy: bạn ở dưới, các máy ngồi quanh chiếu; đi theo vòng tay phải. "
        "Ở chế độ Kèm cặp, nước nào phạm lỗi sẽ bị chặn lại và giải thích."
    ))
    ui.restore_inputs(ui.table.KEEP)
    st.session_state.setdefault("ct_view", "ban")  # not default=: the value may come back through the session
    view = st.segmented_control(_("Xem"), list(VIEWS), format_func=lambda v: _(VIEWS[v]), key="ct_view",
                                label_visibility="collapsed")
    if view == "da_choi":
        ui.history_view()
        return
    table = ui.load_table()
    ss = st.session_state
    if ss.pop("ct_restored", False) and table.state.events and not table.finished:
        st.info(_("Đã mở lại ván bạn đang chơi dở."), icon=":material/restore:")
    notice = bool(ss.get(REFUSED))  # a warning at the top: the page is not scrolled down to the decision this time
    van, unfollowed = ss.pop("ct_unfollowed", (None, []))
    if unfollowed:  # a bad ?van= and good other parts: none of them followed, each named as typed
        st.warning(_("Vì «van={van}» không dùng được nên trang cũng không theo {parts}; ván này dùng {used}.").format(
            van=ui.literal(van), parts=", ".join(f"«{k}={ui.literal(raw)}»" for k, raw, _u in unfollowed),
            used=", ".join(f"{k}={u}" for k, _r, u in unfollowed)), icon=":material/link_off:")
    if ss.pop("ct_restore_failed", False):
        st.warning(_("Ván lưu trước đó không đọc được nên đã chia ván mới."))
        notice = True
    if ss.get("ct_saved") is False:
        st.warning(_("Không ghi được ván vào tệp tiến độ: nếu tải lại trang, ván này sẽ mất."),
                   icon=":material/save:")
    try:
        _show_hand(table, scroll=not notice)
    except Exception:  # noqa: BLE001 — a kept hand the code can no longer continue: offer a new one
        logging.getLogger("hoc_chan.ui").exception("The practice table could not show hand %s", table.state.seed)
        st.warning(_(ui.table.BROKEN_HAND), icon=":material/sentiment_dissatisfied:")
        st.button(_("Chia ván mới"), key="ct_broken_deal", on_click=ui.table._new_hand, type="primary",
                  icon=":material/shuffle:")


def _show_hand(table, *, scroll: bool = True) -> None:
    """The hand being played: controls, table, decision, log, hand, result and review; ``scroll``:
    bring the decision and the hand into view (:func:`ui.table.keep_in_view`)."""
    ui.table_controls(table)
    if table.state.variant != ui.current_variant():
        st.caption(_("Ván này chơi luật «{variant}»; «Biến thể luật» đang là «{current}», áp dụng từ ván mới.").format(
            variant=ui.variant_label(table.state.variant), current=ui.variant_label(ui.current_variant())))
    head = st.container(horizontal=True, vertical_alignment="center", gap="small")  # said once the bots have moved
    # the decision, its buttons and the hand together, scrolled into view after each move
    left, right = st.columns([4, 6], gap="medium")
    xuong = table.learner_to_act and table.state.phase == "xuong"  # no bot moves then
    below = st.container() if xuong else left  # the xướng: the table and the log under the hand and the builder
    with right:
        ui.table.offer_linked_hand(table)  # a link to another hand (the browser's Back): this one is kept
        ui.show_message()  # before the bots move: the message of the move before is gone at once
    ui.advance_bots(table)
    if table.finished:
        ui.finish_hand(table)
    moves = len(log_lines(table))  # the moves the log shows and numbers (silent passes take none)
    said = ngettext("Ván số {seed} · ván thứ {hand} của phiên · {players} người · {moves} nước đã đi",
                    "Ván số {seed} · ván thứ {hand} của phiên · {players} người · {moves} nước đã đi", moves)
    seed = _("{result} (chơi lại)").format(result=table.state.seed) if table.replay_of else table.state.seed
    with head:
        st.caption(said.format(seed=seed, hand=ui.table.session_hand_no(table), players=table.state.players,
                               moves=moves),
                   help=_("Số ván dùng để chia lại đúng ván này: ?van=<số>. Ván thứ mấy của phiên: đếm như cột "
                          "«Cả phiên» của bảng tiền, chỉ các ván đã chơi hết — ván bỏ dở không tính."), width="content")
        ui.table.share_hand(table)  # issue 24: the hand link for a friend or a teacher
    deciding = table.learner_to_act and table.state.phase != "xuong"
    if xuong:  # the winning hand beside the builder, both on the first screen
        with left:
            ui.table.xuong_hand(table)
    with below:
        ui.show_table(table)  # first: the hint opening or closing never moves it
        if deciding:  # under the table beside the decision; on a phone after the hand (ui/assets/hand.css)
            ui.show_hint(table)
        st.markdown(_("**Nhật ký ván**"))
        ui.show_log(table, height=160)
    with right:
        if deciding:
            ui.decision_panel(table)
        elif xuong:
            ui.xuong_panel(table)
        elif table.bot_to_act:
            ui.waiting_panel(table)
        if not xuong and (not table.finished or table.state.winner != 0):  # the winner's hand is in the ù box
            ui.show_hand_of_learner(table)
    end = st.empty()  # a finished hand's result and review: an element in their place drops them at once
    if table.bot_to_act:  # room below: the page never gets shorter (nor moves) as the hint goes while the bots move
        st.container(key="ct_room").empty()
    if scroll and not table.finished:
        ui.table.keep_in_view(table)
    if table.finished:
        with end.container():
            ui.show_result(table)
            ui.table.session_note(table)  # the totals after a change of table size (issue 24)
            ui.show_review(table)
    ui.save_inputs(ui.table.KEEP)
    ui.pace(table)


if __name__ == "__main__":
    main()
