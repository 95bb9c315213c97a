"""The practice table's settings: session-state keys, bot speeds, settings kept across pages, the
widgets of the variant's house rules, and saving the hand being played with them."""
from __future__ import annotations

from typing import Any

import streamlit as st

from words.i18n import text_of
from learning.i18n import N_, _
from chan_core.rules import load_rules
from learning import games
from learning.coach import Table
from ui.feedback import learner_view
from ui.xuong_builder import xuong_reset


# Session-state keys (prefix ``ct_``): ``ct_table`` the live learning.coach.Table; ``ct_msg`` the
# coach's last message; ``ct_ui`` the table's page settings saved with the hand (speed);
# ``ct_x_*`` the xướng builder; widgets ``ct_mode``, ``ct_speed``, ``ct_players``, ``ct_bot``,
# ``ct_opt_*`` (house rules for the next deal).
K = "ct_"
XK = "ct_x_"
SPEEDS = {"tiep": N_("Từng nước (bấm «Tiếp»)"), "cham": N_("Chậm"), "vua": N_("Vừa"), "nhanh": N_("Nhanh"),
          "ngay": N_("Ngay lập tức")}
DELAYS = {"tiep": None, "cham": 1.6, "vua": 0.9, "nhanh": 0.35, "ngay": 0.0}  # seconds; None: wait for «Tiếp»
WIDGETS = ("speed", "players", "bot", "opt_")  # the settings (``opt_``: every house rule), kept across pages
META_KEYS = (*WIDGETS, "hint_on", "x_said")  # saved with the hand: the settings, the open hint, the xướng being built
KEEP = [K + k for k in WIDGETS]  # (ui.restore_inputs)
OPTION_INT_MAX = 50  # the largest house-rule number (slider, luat_lang)


def options_inputs(prefix: str, variant: str, *, disabled: bool = False) -> dict:
    """Widgets ``<prefix>opt_<id>`` for the house rules of ``variant`` (sliders for numbers); returns
    ``{option id: value}``. Seed 001 §V.1, §VII, §VIII; 002."""
    rules = learner_view(load_rules())  # names and help in the learner's words: «Theo tài liệu 002» (issue 17)
    defaults = rules.variants[variant].defaults
    names = {b.id: text_of(b, "name") for b in rules.payouts.bao_xuong_sai}
    words = {"rong": _("Gà rộng"), "hep": _("Gà hẹp"), 1: _("1 gà"), 2: _("2 gà"), **names}
    out: dict[str, Any] = {}
    cols = st.columns(2)
    for i, o in enumerate(rules.variant_options):
        key = f"{prefix}opt_{o.id}"
        default = getattr(defaults, o.id, None)
        if key not in st.session_state and default is not None:
            st.session_state[key] = default
        col = cols[i % 2]
        name, desc = text_of(o, "name"), text_of(o, "description")  # English twins in English (issue 15)
        if o.type == "bool":
            out[o.id] = bool(col.toggle(name, key=key, help=desc, disabled=disabled))
        elif o.type == "choice":
            out[o.id] = col.radio(name, list(o.choices), key=key, help=desc, horizontal=True,
                                  format_func=lambda v: str(words.get(v, v)), disabled=disabled)
        else:
            out[o.id] = int(col.slider(name, 0, OPTION_INT_MAX, key=key, help=desc, disabled=disabled))
    return out


OTHER_TAB = N_("Ván này đã được chơi tiếp ở một thẻ khác của trình duyệt, nên lựa chọn vừa rồi ở thẻ này không được "
               "thực hiện: bàn chơi đã mở lại ván đúng như đã lưu.")
NEW_DEAL_OTHER_TAB = N_("Ở một thẻ khác của trình duyệt bạn đã chia ván mới, nên lựa chọn vừa rồi ở thẻ này không được "
                        "thực hiện: bàn chơi đã mở ván mới đó.")


def save_table(table: Any, *, said: bool = True, hand: bool = True) -> bool:
    """Save the hand in the progress store (:func:`learning.games.save_slot`) with
    the page settings; remembers whether it reached the file (``ct_saved``). Saved from a stale
    view (another tab saved since, ``ct_rev``): not saved, the saved hand is reloaded (:func:`moved_on`;
    ``said``: with :data:`OTHER_TAB`). ``hand=False``: only the settings changed, kept under the same ``rev`` —
    another tab showing this hand plays on."""
    ss = st.session_state
    meta = ss[K + "meta"] = table_settings()
    out = games.save_slot(games.HAND_SLOT, {**table.to_dict(), "ui": meta}, rev=ss.get(K + "rev", 0), bump=hand)
    if isinstance(out, dict):
        _reload(out, said)
        return False
    if out and hand:
        ss[K + "rev"] = ss.get(K + "rev", 0) + 1
    ss[K + "saved"] = out
    return out


def table_settings() -> dict:
    """The table's settings in the session (:data:`META_KEYS`), as saved with the hand: ``{"speed": "vua", …}``."""
    return {k[len(K):]: list(v) if isinstance(v, list) else v for k, v in st.session_state.items()  # a copy: the
            if str(k).startswith(K) and k[len(K):].startswith(META_KEYS) and v is not None}  # builder edits in place


def keep_settings(table: Any) -> None:
    """Save the hand when the table's settings changed since it was saved, so that a reload, or a learner switch and
    back, finds each learner's own speed, table and house rules; a hand not saved yet (a first deal,
    :func:`ui.table.deal.deal_new`) is saved whole."""
    if table_settings() != st.session_state.get(K + "meta"):
        save_table(table, said=False, hand=not st.session_state.get(K + "saved"))


def moved_on() -> bool:
    """Whether the hand was saved from another tab since this one read it; then it replaces this tab's, said."""
    doc = games.load_slot(games.HAND_SLOT)
    if doc is None or doc.get("rev", 0) == st.session_state.get(K + "rev", 0):
        return False
    _reload(doc)
    return True


def _reload(doc: dict, said: bool = True) -> None:
    ss = st.session_state
    old, table = ss.get(K + "table"), Table.from_dict(doc)
    ss[K + "table"] = table
    ss[K + "rev"] = doc.get("rev", 0)
    ss[K + "saved"] = True
    st.query_params["van"] = str(table.state.seed)  # the old hand's link would deal it again (load_table)
    if said:
        new = old is None or old.state.seed != table.state.seed or old.hand_no != table.hand_no
        ss[K + "msg"] = {"kind": "info", "msgid": NEW_DEAL_OTHER_TAB if new else OTHER_TAB}
    ss.pop(K + "hint_on", None)
    xuong_reset(XK)


def _session() -> dict:
    """The session's running totals (``{players, hands, net: [per seat], records: [ids]}``)."""
    ss = st.session_state
    if K + "session" not in ss:
        ss[K + "session"] = games.load_slot(games.SESSION_SLOT) or {}
    return ss[K + "session"]
