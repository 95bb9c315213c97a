"""The table's controls: coach mode and bot speed, the next deal's settings and «Chia ván mới»,
and an expander that stays open across a change of its label."""
from __future__ import annotations

from typing import Any

import streamlit as st

from learning.i18n import _, ngettext
from ui.inputs import choose_placeholder, current_variant, variant_label
from ui.table.callbacks import _new_hand, guarded, mode_switch
from ui.table.settings import K, SPEEDS, options_inputs
from ui.widget_values import refuse_link


@guarded
def _mode_changed() -> None:
    """The coach mode was switched: it applies to the hand at once (saved). A
    segmented control can be clicked empty: the hand's mode is put back."""
    ss = st.session_state
    table = ss.get(K + "table")
    if table is None:
        return
    mode = ss.get(K + "mode")
    if not mode:
        ss[K + "mode"] = table.mode
    elif mode != table.mode:
        mode_switch(table, mode)  # the mode is fixed for a hand: a new hand in the new mode


def kept_expander(label: str, key: str) -> Any:
    """``st.expander(label)`` (closed at first) whose open state survives a change of ``label`` while
    ``key`` stays (Streamlit makes a new expander for a new label)."""
    store = f"{key}__open"
    box = st.expander(label, expanded=bool(st.session_state.get(store, False)), key=key, on_change="rerun")
    st.session_state[store] = bool(box.open)
    return box


def table_controls(table: Any) -> None:
    """Coach mode and speed (apply at once), the deal settings (next hand), «Ván mới»."""
    from learning.coach import BOT_NAMES, MODES, bot_name, mode_name

    ss = st.session_state
    ss[K + "mode"] = table.mode  # the widget always shows the hand's mode (set before it is drawn)
    c1, c2 = st.columns([3, 2])
    with c1:
        st.segmented_control(
            _("Chế độ"), list(MODES), key=K + "mode", format_func=mode_name, width="stretch", on_change=_mode_changed,
            help=_("Kèm cặp: nước nào phạm lỗi (hoặc bỏ ù) bị chặn lại và giải thích. Thi thật: không chặn gì; "
                   "làng bắt lỗi như ngoài chiếu — báo, nghỉ ăn tiền, ù báo — và tính tiền."))
    with c2:
        if K + "speed" not in ss:  # ?toc=<speed id> sets the first speed of a session (tests, shared links)
            toc = st.query_params.get("toc")
            ss[K + "speed"] = toc if toc in SPEEDS else "vua"
            if toc is not None and toc not in SPEEDS:
                refuse_link("toc", st.query_params.pop("toc"), "vua")
        st.selectbox(_("Tốc độ máy đánh"), list(SPEEDS), key=K + "speed", format_func=lambda v: _(SPEEDS[v]),
                     placeholder=choose_placeholder())
    with kept_expander(_("Bàn chơi cho ván mới: số người, loại máy, luật làng"), K + "new_table_box"):
        if K + "players" not in ss:
            ss[K + "players"] = table.state.players
        if K + "bot" not in ss:
            ss[K + "bot"] = table.bots[1] if len(table.bots) > 1 else "sensible"
        a, b = st.columns(2)
        a.radio(_("Số người chơi"), [2, 3, 4], key=K + "players", horizontal=True,
                format_func=lambda n: ngettext("{n} người (bạn + {bots} máy)", "{n} người (bạn + {bots} máy)",
                                               n - 1).format(n=n, bots=n - 1))
        b.radio(_("Loại máy"), list(BOT_NAMES), key=K + "bot", format_func=bot_name)
        st.caption(_("Luật: **{variant}** (đổi ở thanh bên). Luật làng:").format(variant=variant_label(current_variant())))
        options_inputs(K, current_variant())
        st.button(_("Chia ván mới với các lựa chọn này"), key=K + "deal", on_click=_new_hand,
                  icon=":material/shuffle:")
