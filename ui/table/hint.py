"""The «Gợi ý» of the practice table: every legal move with what it does, and the advisor's ranking."""
from __future__ import annotations

from typing import Any

import streamlit as st

from learning.i18n import _, ngettext
from words import say
from ui.table.callbacks import kept_expander
from ui.table.pictures import _clean
from ui.table.settings import K, save_table
from chan_core.game import judge_action
from chan_core.layout import layout as lay_of
from chan_core.melds import parse_meld
from chan_core.waits import waits
from learning.coach import action_hint, action_label, dead_end, distance_short, distance_words, fault_title, ranking


def hint_open(table: Any) -> bool:
    """The hint is open at the learner's decision now: in Kèm cặp once asked for, until hidden; in
    Thi thật only at the decision it was asked for (it closes after each move: off unless asked)."""
    on = bool(st.session_state.get(K + "hint_on"))
    if table.mode == "thi_that":
        return on and table.hint_at == len(table.state.events)
    return on


def hint_toggle(table: Any) -> None:
    """The «Gợi ý» button: shows / hides the hint (:func:`show_hint`). In Thi thật each decision
    where it is asked for is one use, kept with the hand (:func:`learning.coach.hint_uses`)."""
    on = hint_open(table)
    help_ = _("Thi thật: mỗi lần mở gợi ý được ghi lại cùng ván.") if table.mode == "thi_that" else None
    if st.button(_("Ẩn gợi ý") if on else _("Gợi ý"), key=K + "hint", icon=":material/lightbulb:", help=help_):
        st.session_state[K + "hint_on"] = not on
        if not on:
            table.hint_shown()
            save_table(table)
        st.rerun()


def _melds(state: Any, seat: int) -> list:
    return [parse_meld({"type": m["type"], "cards": " ".join(m["cards"])}) for m in state.mats[seat]]


def _wait_words(hand: list[str], melds: list) -> str:
    ws = waits(" ".join(hand), melds) if hand else []
    if not ws:
        return ""
    bits = []
    for w in ws:
        extra = " (bạch thủ chi)" if w.bach_thu_chi else " (bạch thủ)" if w.bach_thu else ""  # game words
        bits.append(w.kind.word + extra)
    return ", ".join(bits)


def show_hint(table: Any) -> None:
    """The hint: every legal move with what it does (and whether it is a lỗi), the shape left after
    each đánh, and the waits when the learner is chờ. Seed 001 §III, §IV."""
    if not hint_open(table):
        return
    if table.hint_shown():  # every decision the hint is shown at counts (kept with the hand)
        save_table(table)
    s = table.state
    legal = table.legal()
    melds = _melds(s, 0)
    lines = []
    for a in legal:
        found = judge_action(s, a)
        warn = _(" — :red[phạm {faults}]").format(faults=", ".join(fault_title(f) for f in found)) if found else ""
        if not found and a.type in ("an", "chiu") and dead_end(s, a):
            warn = _(" — :orange[ăn xong thì quân nào đánh ra cũng phạm lỗi]")
        if a.type in ("danh", "tra_cua"):
            hand = list(s.hands[0])
            hand.remove(a.card)
            lay = lay_of(" ".join(hand), melds)
            w = _wait_words(hand, melds)
            shape = (_("còn {chan} chắn, {ca} cạ, {ba_dau} ba đầu, {que} què; chờ ù {waits}") if w
                     else _("còn {chan} chắn, {ca} cạ, {ba_dau} ba đầu, {que} què")).format(
                chan=lay.n_chan, ca=lay.n_ca, ba_dau=len(lay.ba_dau), que=len(lay.que), waits=w)
            lines.append(f"- **{action_label(a, s)}**: {shape}{warn}")
        else:
            lines.append(f"- **{action_label(a, s)}**: {action_hint(a, s)}{warn}")
    with st.container(border=True, key="ct_hint_box"):
        show_advice(table.advice(), s)
        st.markdown(_("**Gợi ý — các nước bạn đi được lúc này**"))
        body = "\n".join(lines) if lines else _("Lúc này chưa có nước nào cho bạn.")
        if s.phase in ("danh", "tra_cua") and len(lines) > 4:  # one line per card: folded, the ranking says more
            with kept_expander(_("Hình bài sau mỗi quân (chắn, cạ, ba đầu, què; chờ ù)"), "ct_hint_shapes"):
                st.markdown(body)
        else:
            st.markdown(body)
        if s.phase == "offer" and len(s.hands[0]) + s.meld_cards(0) == 19:
            w = _wait_words(list(s.hands[0]), melds)
            st.markdown(_("**Bạn đang chờ ù:** {waits}.").format(waits=w) if w else _("Bài bạn chưa chờ ù quân nào."))
        st.caption(_("Nước có chữ đỏ là nước phạm lỗi; ở chế độ Kèm cặp nó sẽ bị chặn lại."))


ADVICE_SHOWN = 6


def advice_line(p: Any, state: Any) -> str:
    """One ranking row (``p``: a :class:`learning.coach.Place`) as markdown: number («ngang nhau» when
    equal, «✗» for a lỗi or bỏ ù), move, figures, «Nên đi», its lỗi, and the reason on the next line."""
    m = p.move
    bits = [distance_short(m.distance)]
    if m.distance:
        bits.append(ngettext("{n} lá có ích", "{n} lá có ích", m.useful_copies).format(n=m.useful_copies))
    if m.danger is not None:
        bits.append(_("bị ăn {pct}%").format(pct=round(m.danger * 100)))
    tags = [_(":green-badge[Nên đi]")] if p.advised else []
    if p.tied:
        tags.append(_(":gray-badge[ngang nhau]"))
    if m.faults:
        names = list(dict.fromkeys(fault_title(f) for f in m.faults))
        tags.append(_(":red[phạm {faults}]").format(faults=", ".join(names)))
    if m.passes_u:
        tags.append(_(":orange[bỏ ù]"))
    mark = f"{p.place}\\." if p.place is not None else "✗"
    head = f"{mark} **{action_label(m.action, state)}** " + " ".join(tags + [f":gray[{' · '.join(bits)}]"])
    return f"{head}  \n{_clean(say(m.reason))}"


def show_advice(advice: Any, state: Any) -> None:
    """The advisor's ranking of the legal moves made in ``state``, best first; nothing without one."""
    if advice is None or not advice.moves:
        return
    best = advice.best
    if advice.kind == "danh":
        d = best.distance if best is not None and best.action.type != "u" else advice.distance
        now = _("Đánh quân tốt nhất thì {distance}.").format(distance=distance_words(d))
    else:
        now = _("Bài bạn lúc này: {distance}.").format(distance=distance_short(advice.distance))
    st.markdown(_("**Gợi ý — nên đi thế nào.** {now}").format(now=now))
    rows = [advice_line(p, state) for p in ranking(advice)]
    with st.container(key="ct_advice"):
        for r in rows[:ADVICE_SHOWN]:
            st.markdown(r)
        if len(rows) > ADVICE_SHOWN:
            with kept_expander(_("Xem cả {n} nước").format(n=len(rows)), "ct_advice_more"):
                for r in rows[ADVICE_SHOWN:]:
                    st.markdown(r)
    st.caption(_("Xếp theo: số lá còn phải lấy để ù (cách ù), rồi số tiền trông được: khả năng ù (nhiều lá có "
                 "ích chưa lộ thì cao hơn) nhân số điểm khi ù (các cước giữ được), trừ rủi ro quân đánh ra bị cửa "
                 "dưới ăn hay bị chíu («bị ăn»); hơn kém dưới 0,1 điểm là ngang nhau. Chỉ nước không phạm lỗi mới "
                 "được đánh số; «Nên đi» là nước số 1. Các nước cùng số là ngang nhau: đi nước nào cũng được. "
                 "Nước đánh dấu ✗ phạm lỗi hoặc bỏ ù."))
