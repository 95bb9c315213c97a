"""The table's callbacks — a move, «Tiếp», the xướng, a new deal — guarded so a failure reaches the
learner as :data:`BROKEN_HAND`, the bots' pace, and the controls: coach mode and bot speed, the next
deal's settings and «Chia ván mới», an expander that stays open across a change of its label."""
from __future__ import annotations

import functools
import threading
from typing import Any

import streamlit as st

from learning.i18n import N_, _, ngettext
from ui.inputs import choose_placeholder, current_variant, kept_expander, variant_label
from ui.page import guard_callback
from ui.table.deal import _keep_unfinished, deal_new, played_in, table_of_record
from ui.table.settings import DELAYS, K, SPEEDS, XK, keep_settings, moved_on, options_inputs, save_table
from ui.widget_values import refuse_link
from ui.xuong_builder import xuong_empty, xuong_reset
from chan_core.errors import ChanError
from chan_core.game import Action
from learning import games
from learning.coach import bot_name, BOT_NAMES, mode_name, MODES, replay_from


BROKEN_HAND = N_("Ván đang chơi không đi tiếp được nữa (có thể ứng dụng vừa được cập nhật trong lúc bạn chơi). "
                 "Ván này vẫn được giữ; bạn hãy chia ván mới để chơi tiếp.")


STALE_MOVE = N_("Nước đi này không còn hợp lệ (ván đã đi tiếp). Hãy chọn lại.")


_LOCKS_GUARD = threading.Lock()


def table_lock() -> threading.Lock:
    """The session's lock on its table: every change holds it (a click can start a run while the
    old one still sleeps in :func:`pace`)."""
    ss = st.session_state
    with _LOCKS_GUARD:
        lock = ss.get(K + "lock")
        if lock is None:
            lock = ss[K + "lock"] = threading.Lock()
    return lock


def _callback_failed(err: Exception) -> bool:
    """A table callback raised (logged): the next run says :data:`BROKEN_HAND` with a «Ván mới» button."""
    st.session_state[K + "msg"] = {"kind": "broken", "msgid": BROKEN_HAND}
    return True


def guarded(fn: Any) -> Any:
    """Wrap a callback: an exception is logged and the learner reads :data:`BROKEN_HAND` with a new-hand button;
    nothing is done from a stale view (:func:`moved_on`)."""
    return guard_callback(functools.wraps(fn)(lambda *a, **kw: moved_on() or fn(*a, **kw)), on_error=_callback_failed)


@guarded
def _play(action_dict: dict, drawn_for: Any = None) -> None:
    """A learner's move button (drawn for the hand ``drawn_for``): coach, then the game; save."""
    ss = st.session_state
    table = ss.get(K + "table")
    if table is None:
        return
    if drawn_for is not None and drawn_for is not table:  # a button of a hand no longer on the table
        ss[K + "msg"] = {"kind": "info", "msgid": STALE_MOVE}
        return
    ss.pop(K + "mode_ask", None)  # playing on answers «Đổi chế độ?» (:func:`mode_question`): the hand's mode
    try:
        with table_lock():
            out = table.learner_move(Action.from_dict(action_dict))
    except ChanError:
        if not table.finished:  # a late click after the last move: nothing is left to choose again
            ss[K + "msg"] = {"kind": "info", "msgid": STALE_MOVE}
        return
    if out.stopped or out.message:  # what was found, not its words: show_message words it (issue 15)
        ss[K + "msg"] = {"kind": "stop" if out.stopped else "caught", "faults": out.faults,
                         "passed_u": out.passed_u, "false_u": out.false_u,
                         "bao_now": out.bao_now, "dead_end": out.dead_end}
    else:
        ss.pop(K + "msg", None)
    save_table(table)


@guarded
def hint_pressed(show: bool, drawn_for: Any) -> None:
    """«Gợi ý» / «Ẩn gợi ý» (:func:`ui.table.play.hint_toggle`, drawn for the hand ``drawn_for``): a callback, so a
    press landing on a run where the bots move (the button is drawn only at the learner's decision) still counts.
    Opened at a decision: brought into view and one use there (:func:`learning.coach.hint_uses`); opened while the
    bots move: a use at the next decision it is drawn at (:func:`ui.table.play.show_hint`)."""
    ss = st.session_state
    table = ss.get(K + "table")
    if table is None or table is not drawn_for:
        return
    ss[K + "hint_on"] = show
    if show:
        if table.learner_to_act:
            ss[K + "hint_look"] = len(table.state.events)  # brought into view (keep_in_view)
            table.hint_shown()
        else:
            table.hint_at = None
        save_table(table)


def _bot_move(table: Any, *, every: bool = False, moves: int | None = None) -> None:
    """One bot move (``every``: all up to the learner's), locked and saved; none if the hand moved past ``moves``."""
    with table_lock():
        if moves is not None and (st.session_state.get(K + "table") is not table or len(table.state.events) != moves):
            return
        if table.bot_to_act:
            (table.run_bots if every else table.bot_step)()
            if (st.session_state.get(K + "msg") or {}).get("msgid") == STALE_MOVE:  # the hand moved on: old news
                st.session_state.pop(K + "msg")
            save_table(table, said=False)  # refused: the saved hand is reloaded — no choice of the learner's lost


@guarded
def _next() -> None:
    """«Tiếp»: one bot move."""
    table = st.session_state.get(K + "table")
    if table is not None:
        _bot_move(table)


@guarded
def _submit_xuong(confirmed: bool = False) -> None:
    """The learner's xướng from the builder (``ct_x_``); ``confirmed``: a thiếu Kèm cặp held back, said as it is.
    A held xướng is saved with the hand (its timeline) for :func:`ui.table.result.xuong_panel`."""
    ss = st.session_state
    table = ss.get(K + "table")
    if xuong_empty(XK) or table is None:
        return
    said = ss[XK + "said"]
    try:
        out = table.xuong([(c, n) for c, n in said], confirmed=confirmed)
    except ChanError as e:
        ss[K + "msg"] = {"kind": "info", "refusal": e.fact}  # the engine's fact: said when shown
        return
    if not out.stopped:
        ss[XK + "submitted"] = tuple(said)
    save_table(table)


LEFT_KEPT = N_("Đã chia ván mới; ván đang chơi dở được cất vào «Ván đã chơi».")


@guard_callback  # a failing deal cannot offer a new deal: the generic notice
def _new_hand(drawn_for: Any = None) -> None:
    old = st.session_state.get(K + "table")
    if (drawn_for is None or drawn_for is old) and not moved_on():  # not a button left from another hand
        left = old is not None and not old.finished and played_in(old)  # kept «bỏ dở» by deal_new
        deal_new()
        if left:
            st.session_state[K + "msg"] = {"kind": "info", "msgid": LEFT_KEPT}


MODE_NEW_HAND = N_("Đã chia ván mới ở chế độ bạn vừa chọn; ván trước vẫn xem lại được ở «Ván đã chơi».")


MODE_THIS_HAND = N_("Bạn chưa đi nước nào trong ván này, nên chế độ vừa chọn áp dụng ngay cho ván này. Từ nước đầu "
                    "tiên của bạn, chế độ giữ nguyên đến hết ván.")


def mode_switch(table: Any, mode: str) -> None:
    """The coach mode became ``mode``: after the learner's first decision a new hand is dealt in it
    (``rules/decisions.yaml`` ``thi_that_co_dinh``)."""
    ss = st.session_state
    ss[K + "mode"] = mode
    ss.pop(K + "hint_on", None)
    if not table.finished and not table.timeline:  # the learner has not decided anything yet: this hand
        table.mode = mode
        save_table(table)
        ss[K + "msg"] = {"kind": "info", "msgid": MODE_THIS_HAND}
        return
    deal_new()
    ss[K + "msg"] = {"kind": "info", "msgid": MODE_NEW_HAND}


def advance_bots(table: Any) -> None:
    """At «Ngay lập tức» speed, play every bot move up to the learner's next decision."""
    if DELAYS.get(st.session_state.get(K + "speed") or "vua") == 0.0:
        _bot_move(table, every=True)
        if st.session_state.get(K + "table") is not table:  # not saved: another tab had moved the hand on
            st.rerun()


def pace(table: Any) -> None:
    """End of a run: when a bot is to move and the speed is timed, one bot move ``delay`` seconds after this run, then
    a run again (the moves appear one by one): a fragment Streamlit reruns on a timer, so this run finishes first —
    Streamlit takes away what it no longer draws (the buttons of the learner's move) only when a run finishes — and a
    press meanwhile («Ẩn gợi ý») has its run at once."""
    delay = DELAYS.get(st.session_state.get(K + "speed") or "vua")
    if table.bot_to_act and delay:
        moves, drawn = len(table.state.events), []

        @st.fragment(run_every=delay)
        def bot_after_a_pause() -> None:
            if drawn:  # the timer's run, not this one
                _bot_move(table, moves=moves)  # a click meanwhile may have moved the hand on: then only draw it again
                st.rerun()
            drawn.append(True)

        bot_after_a_pause()


REPLAY_NOTE = N_("Bạn đang chơi lại ván này từ nước đã chọn, ở chế độ Kèm cặp: các máy đi y như lần trước cho tới "
                 "khi bạn chọn nước khác. Bấm «Gợi ý» để xem nước máy khuyên.")


@guarded
def replay_move(event: int, record_id: int | None) -> None:
    """«Chơi lại từ đây»: the same deal from just before the learner's move at ``event`` (of the hand
    on the table, or of the kept hand ``record_id``) becomes the table's hand."""
    ss = st.session_state
    table = current = ss.get(K + "table")
    if record_id and (table is None or table.record_id != record_id):
        rec = games.get_record(record_id)  # a hand kept in «Ván đã chơi», replayed from its record
        table = table_of_record(rec, record_id=record_id) if rec else None
    if table is None:
        return
    new = replay_from(table, int(event))
    if current is not None and current is not table and not current.finished:
        _keep_unfinished(current)
    ss[K + "table"] = new
    ss[K + "mode"] = new.mode
    ss[K + "view"] = "ban"
    ss.pop(K + "hint_on", None)
    xuong_reset(XK)
    st.query_params["van"] = str(new.state.seed)
    ss[K + "msg"] = {"kind": "info", "msgid": REPLAY_NOTE}
    save_table(new)


MODE_ASK = N_("Chế độ giữ nguyên cho cả một ván (Thi thật là một bài kiểm tra): đổi sang «{mode}» sẽ chia ván mới "
               "— ván đang chơi được lưu trong «Ván đã chơi». Đổi chế độ?")


@guarded
def _mode_changed() -> None:
    """The coach mode was switched: before the learner's first decision (or after the hand) at once;
    in the middle of a hand asked first (:func:`mode_question`). Clicked empty, the hand's mode is put back."""
    ss = st.session_state
    table = ss.get(K + "table")
    if table is None:
        return
    mode = ss.get(K + "mode")
    if not mode:
        ss[K + "mode"] = table.mode
    elif mode != table.mode and table.timeline and not table.finished:
        ss[K + "mode"], ss[K + "mode_ask"] = table.mode, (mode, table)  # the hand's mode until «Đổi»
    elif mode != table.mode:
        mode_switch(table, mode)


@guarded
def _mode_answer(mode: str | None, table: Any) -> None:
    """«Đổi chế độ» (``mode``: a new hand in it, :func:`mode_switch`) or «Giữ» (``None``) to :data:`MODE_ASK`."""
    ss = st.session_state
    ss.pop(K + "mode_ask", None)
    if mode and ss.get(K + "table") is table:
        mode_switch(table, mode)


def mode_question(table: Any) -> None:
    """:data:`MODE_ASK` under the mode control, with «Đổi» and «Giữ», while the hand it was asked in is played."""
    mode, asked_in = st.session_state.get(K + "mode_ask") or (None, None)
    if asked_in is not table or table.finished:
        st.session_state.pop(K + "mode_ask", None)
        return
    with st.container(key=K + "mode_ask_box"):
        st.warning(_(MODE_ASK).format(mode=mode_name(mode)), icon=":material/help:")
        with st.container(horizontal=True, gap="small"):
            st.button(_("Đổi, chia ván mới"), key=K + "mode_yes", on_click=_mode_answer, args=(mode, table),
                      type="primary", icon=":material/shuffle:")
            st.button(_("Giữ «{mode}», chơi tiếp").format(mode=mode_name(table.mode)), key=K + "mode_no",
                      on_click=_mode_answer, args=(None, table))


def table_controls(table: Any) -> None:
    """Coach mode and speed (apply at once), the deal settings (next hand), «Ván mới»."""
    ss = st.session_state
    ss[K + "mode"] = table.mode  # the widget always shows the hand's mode (set before it is drawn)
    c1, c2 = st.columns([3, 2])
    with c1:
        st.segmented_control(
            _("Chế độ"), list(MODES), key=K + "mode", format_func=mode_name, width="stretch", on_change=_mode_changed,
            help=_("Kèm cặp: nước nào phạm lỗi (hoặc bỏ ù) bị chặn lại và giải thích; lời xướng sai hoặc thiếu được "
                   "giữ lại và giải thích trước khi chấm. Thi thật: không chặn gì; làng bắt lỗi như ngoài chiếu — "
                   "báo, nghỉ ăn tiền, ù báo — và tính tiền."))
        mode_question(table)
    with c2:
        toc = st.query_params.get("toc")  # ?toc=<speed id> sets the first speed of a session (tests, shared links)
        if toc is not None and toc not in SPEEDS:  # said whenever it comes, and taken out of the address
            refuse_link("toc", st.query_params.pop("toc"), ss.get(K + "speed") or "vua")
        ss.setdefault(K + "speed", toc if toc in SPEEDS else "vua")
        st.selectbox(_("Tốc độ máy đánh"), list(SPEEDS), key=K + "speed", format_func=lambda v: _(SPEEDS[v]),
                     placeholder=choose_placeholder())
    with kept_expander(_("Bàn chơi cho ván mới: số người, loại máy, luật làng"), K + "new_table_box"):
        ss.setdefault(K + "players", table.state.players)
        ss.setdefault(K + "bot", table.bots[1] if len(table.bots) > 1 else "sensible")
        a, b = st.columns(2)
        a.radio(_("Số người chơi"), [2, 3, 4], key=K + "players", horizontal=True,
                format_func=lambda n: ngettext("{n} người (bạn + {bots} máy)", "{n} người (bạn + {bots} máy)",
                                               n - 1).format(n=n, bots=n - 1))
        b.radio(_("Loại máy"), list(BOT_NAMES), key=K + "bot", format_func=bot_name)
        st.caption(_("Luật: **{variant}** (đổi ở thanh bên). Luật làng:").format(variant=variant_label(current_variant())))
        options_inputs(K, current_variant())
        st.button(_("Chia ván mới với các lựa chọn này"), key=K + "deal", on_click=_new_hand,
                  icon=":material/shuffle:")
    keep_settings(table)
