"""The review after a hand (:func:`show_review`): the learner's decisions in order, every lỗi,
passed ù and xướng fault with the page or lesson that teaches it, and the moves that left the
hand farther from ù than the advised one (:func:`review_marks`).
"""
from __future__ import annotations

from typing import Any

import streamlit as st

from chan_core.cards import parse_card
from learning.i18n import N_, _, ngettext
from words import say
from ui.table.links import lesson_link, page_link_safe
from ui.table.log import _number_of, move_numbers
from ui.table.pictures import _clean, seat_word
from ui.table.play import _fault_lines
from ui.table.result import show_grade


SITUATION_WORDS = {"boc": N_("{who} bốc {card}"), "danh": N_("{who} đánh {card}"),
                   "tra_cua": N_("{who} trả cửa {card}")}
"""The review's «Tình huống» of a card on offer."""


def _situation(entry: dict, state: Any) -> str:
    o = entry.get("offer")
    if entry.get("phase") == "danh":
        return _("đến lượt đánh")
    if entry.get("phase") == "tra_cua":
        return _("phải trả cửa")
    if entry.get("phase") == "xuong":
        return _("xướng")
    if not o:
        return ""
    who = o["cua"] if o.get("source") == "boc" else o.get("putter", o["cua"])
    words = SITUATION_WORDS.get(o.get("source"))
    if words is None:
        return f"{seat_word(state, who)}  {parse_card(o['card']).word}"
    return _(words).format(who=seat_word(state, who), card=parse_card(o["card"]).word)


def _loss_words(mark: dict) -> str:
    """``'xa ù thêm 1 lá'`` / ``'hết đường ù'`` of a :func:`learning.coach.choice_mark`."""
    if mark.get("loss") is None:
        return _("hết đường ù")
    return ngettext("xa ù thêm {n} lá", "xa ù thêm {n} lá", mark["loss"]).format(n=mark["loss"])


def _verdict_cell(table: Any, entry: dict, mark: dict | None = None) -> str:
    from learning.coach import entry_faults, fault_title

    faults = entry_faults(table, entry)
    bits = [fault_title(f) for f in faults]
    if entry.get("passed_u") and not any(f.get("code") == "bo_u" for f in faults):
        bits.append(_("bỏ ù"))
    parts = [(_("Bị chặn: {faults}") if entry.get("stopped") else _("Phạm: {faults}")).format(
        faults=", ".join(bits))] if bits else []
    if mark:
        parts.append(_("{loss}; nên {should}").format(loss=_loss_words(mark).capitalize(), should=mark["should"]))
    return "; ".join(parts) if parts else "✓"


def review_marks(table: Any, states: list | None = None) -> dict[int, dict]:
    """The review's distance marks by event index (:func:`learning.coach.strategy_review`,
    computed once per hand; ``states``: every state of the hand when the caller has them)."""
    from learning.coach import strategy_review

    return {m["event"]: m for m in strategy_review(table, states)}


def _show_marks(marks: dict[int, dict], numbers: list[int]) -> None:
    """Each learner move that left the hand farther from ù than the advised
    move: by how much, what to play instead, and the advisor's reason (moves numbered as in
    the log: ``numbers`` from :func:`move_numbers`)."""
    with st.container(key="ct_review_marks"):
        st.markdown(_("**Những nước làm bài xa ù hơn**"))
        if not marks:
            st.caption(_("Không nước nào của bạn làm bài xa ù hơn nước tốt nhất (không phạm lỗi) mà máy gợi ý."))
            return
        for m in marks.values():
            with st.container(border=True):
                st.markdown(_("**Nước {n}: {move}** — :orange[{loss}]").format(
                    n=_number_of(numbers, m["event"]), move=_clean(m["move"]), loss=_loss_words(m)))
                st.markdown(_clean(m["text"]))
                st.caption(_("Máy gợi ý: {reason}").format(reason=_clean(say(m["best_reason"]))))
        st.caption(_("Cách ù = số lá còn phải lấy (ăn, chíu, rồi quân ù) để bài thành 10 bộ, ít nhất 6 chắn; "
                     "so với nước tốt nhất không phạm lỗi lúc ấy."))


def _hint_line(table: Any, numbers: list[int]) -> None:
    """How often the learner had the hint open in this hand, and at which moves (kept with the hand:
    :func:`learning.coach.hint_uses`); in Thi thật it says the test was taken with help."""
    from learning.coach import hint_uses

    uses = hint_uses(table)
    if not uses:
        if table.mode == "thi_that":
            st.caption(_("Thi thật: bạn không mở gợi ý lần nào trong ván này."))
        return
    at = ", ".join(str(_number_of(numbers, e)) for e in uses)
    said = ngettext("Bạn đã mở gợi ý ở {n} nước (nước {moves}).", "Bạn đã mở gợi ý ở {n} nước (nước {moves}).",
                    len(uses)).format(n=len(uses), moves=at)
    with st.container(key="ct_hint_uses"):
        if table.mode == "thi_that":
            st.warning(said + " " + _("Thi thật có dùng gợi ý thì không còn là bài kiểm tra trọn vẹn."),
                       icon=":material/lightbulb:")
        else:
            st.caption(said)


def show_review(table: Any, states: list | None = None) -> None:
    """The review after a hand: the learner's decisions in order, then every
    lỗi, passed ù and xướng fault with the page or lesson that teaches it, then
    every move that left the hand farther from ù than the advised one
    (:func:`review_marks`; ``states``: every state of the hand, when known)."""
    import pandas as pd

    from learning.coach import decisions, entry_words, review_items

    s = table.state
    marks = review_marks(table, states)
    st.subheader(_("Xem lại ván: các quyết định của bạn"))
    numbers = move_numbers(s)  # «Nước n» is the log's number of the move (silent passes take none)
    _hint_line(table, numbers)
    rows = [{_("Nước"): _number_of(numbers, e["event"]), _("Tình huống"): _situation(e, s),
             _("Bạn"): entry_words(table, e), _("Nhận xét"): _verdict_cell(table, e, None if e.get("stopped") else marks.get(e["event"]))}
            for e in decisions(table) if e["action"].get("event") != "xuong"]  # a re-tapped stop: once
    if rows:
        st.dataframe(pd.DataFrame(rows), hide_index=True, width="stretch")
    else:
        st.caption(_("Ván này bạn chưa phải quyết định nước nào."))
    items = review_items(table)
    if not items:
        ok = (_("Ván này bạn không phạm lỗi nào và không bỏ ù — và xướng đúng.") if s.winner == 0
              else _("Ván này bạn không phạm lỗi nào và không bỏ ù."))
        st.success(ok, icon=":material/verified:")
        _show_marks(marks, numbers)
        return
    st.markdown(_("**Những chỗ cần học lại**"))
    for it in items:
        with st.container(border=True):
            if it["kind"] == "xuong":
                st.markdown(_("**Lời xướng của bạn**"))
                show_grade(it["xuong"], mine=True)
                with st.container(horizontal=True, gap="small"):
                    lesson_link("xuong")
                    page_link_safe("app_pages/thu_tu_xuong.py", _("Thứ tự xướng"), icon=":material/record_voice_over:")
                    page_link_safe("app_pages/cuoc.py", _("Cước, điểm & dịch"), icon=":material/emoji_events:")
                continue
            # the item's own words (review_items: entry_words of *its* entry, in the current language) —
            # a stopped move shares its event index with the move played instead, so never look it up by index
            words = it["text"]
            head = _("Nước {n}: {move}").format(n=_number_of(numbers, it["event"]), move=words)
            if it["kind"] == "bo_u":
                st.markdown((_("**{head}** — :orange[bỏ ù] (đã được chặn)") if it["stopped"]
                             else _("**{head}** — :orange[bỏ ù]")).format(head=head))
                st.markdown(_("Quân này làm bài bạn tròn 10 bộ, ít nhất 6 chắn: lẽ ra phải ù. Bỏ ù thì lần ù sau "
                              "bị nghỉ ăn tiền (seed 001 §VII)."))
                with st.container(horizontal=True, gap="small"):
                    lesson_link("u")
                    lesson_link("an-tien-bao")
                continue
            if it["kind"] == "dead_end":
                st.markdown(_("**{head}** — :orange[ăn vào thế kẹt]").format(head=head))
                st.markdown(_("Ăn quân này xong thì lượt sau quân nào đánh ra cũng phạm một lỗi dưới đây "
                              "(các lỗi nhóm C, D ràng buộc quân đã đánh, đã ăn — seed 001 §IV):"))
                _fault_lines(it["faults"])
                continue
            st.markdown((_("**{head}** — :red[đã được chặn trước khi đi]") if it["stopped"]
                         else _("**{head}** — :red[làng đã bắt]")).format(head=head))
            _fault_lines([f for f in it["faults"] if f.get("code") != "bo_u" or it["kind"] == "u_lao"])
    _show_marks(marks, numbers)
