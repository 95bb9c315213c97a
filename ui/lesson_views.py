"""How a lesson draws what it talks about: a scenario with card pictures, a section's table pictures
and its scripted hand replayed move by move."""
from __future__ import annotations

from itertools import groupby

import streamlit as st

from chan_core.errors import ChanError
from learning import names
from learning.checks import as_held
from learning.i18n import N_, _
from learning.lessons import Lesson
from words.cards import gloss_cards
from ui.cards import layout_groups, meld_groups, show_hand
from ui.feedback import show_error
from ui.inputs import variant_label
from ui.seats import boc_cai_img, turn_img
from ui.table import hand_groups, seat_word, table_html, table_view
from words import say
from words.i18n import text_of
from chan_core.boc_cai import boc_cai
from chan_core.game import describe as say_move

SOURCE_WORDS = {"boc": N_("bốc từ nọc"), "danh": N_("người khác đánh ra"), "tra_cua": N_("trả cửa")}
BY_WORDS = {"self": N_("chính mình bốc"), "other": N_("người khác bốc")}
EVENT_WORDS = {
    "danh": N_("đánh {card}"), "an": N_("lấy {with_} ăn {card}"), "chiu": N_("chíu {card}"),
    "bo": N_("bỏ không ăn (dưới) {card}"), "tra_cua": N_("trả cửa {card}"), "boc": N_("bốc nọc được {card}"),
    "u": N_("ù {card}"),
}  # how a move of an ``action`` scenario is said (msgids: shown with ``_()``)


def _name(code: object) -> str:
    return names.card_name(str(code)).lower() if code else ""


def _event_text(ev: dict) -> str:
    words = EVENT_WORDS.get(ev.get("event"))
    txt = _(words).format(card=_name(ev.get("card")), with_=_name(ev.get("with"))) if words else str(ev.get("event"))
    if ev.get("order") == "tren":
        txt += _(" (đặt lá ăn được lên trên)")
    return txt


def show_pictures(pictures) -> None:
    """A section's table pictures (:class:`learning.lessons.TablePicture`), side by side on a wide
    screen and one under the other on a phone (a wrapping row, not columns)."""
    if not pictures:
        return
    row = st.container(horizontal=True, gap="medium")
    for p in pictures:
        with row.container(width=300 if p.kind == "boc_cai" else 620):
            if p.kind == "boc_cai":
                st.html(boc_cai_img(boc_cai(p.players, p.drawer, p.card), True, show_piles=False))
            else:
                st.html(turn_img())
            if p.caption:
                st.caption(text_of(p, "caption"))


REPLAY = "bai_hoc__replay"  # session: {(lesson, section): move shown (0 = the deal)}


def _replay_go(item: tuple[str, int], k: int) -> None:
    st.session_state.setdefault(REPLAY, {})[item] = max(k, 0)


def show_replay(lesson: Lesson, i: int) -> None:
    """The section's scripted hand move by move, cards face up: the table, the move, the lesson's
    note, then Bạn's hand laid out."""
    rp = lesson.sections[i].replay
    try:
        states = rp.states()
    except ChanError as e:
        show_error(e)
        return
    item = (lesson.id, i)
    k = min(st.session_state.setdefault(REPLAY, {}).get(item, 0), len(states) - 1)
    n = len(states) - 1
    c1, c2, c3 = st.columns(3)
    c1.button(_("Về đầu"), key=f"replay_first_{i}", icon=":material/first_page:", disabled=k == 0, width="stretch",
              on_click=_replay_go, args=(item, 0))
    c2.button(_("Nước trước"), key=f"replay_prev_{i}", icon=":material/chevron_left:", disabled=k == 0,
              width="stretch", on_click=_replay_go, args=(item, k - 1))
    c3.button(_("Nước sau"), key=f"replay_next_{i}", icon=":material/chevron_right:", disabled=k >= n,
              type="primary", width="stretch", on_click=_replay_go, args=(item, k + 1))
    s = states[k]
    if k == 0:
        st.info(_("Vừa chia bài xong: {seat} có cái (20 lá) và đánh trước. "
                  "Bấm «Nước sau» để xem nước thứ nhất ({n} nước).").format(seat=seat_word(s, s.cai), n=n),
                icon=":material/style:")
    else:
        line = say(say_move(s.events[-1], s, 0))
        note = rp.note(k - 1)
        st.info(_("**Nước {k}/{n}: {line}** {note}").format(k=k, n=n, line=line, note=note), icon=":material/play_arrow:")
    st.html(table_html(table_view(s, reveal=True)))
    st.markdown(_("**Bài của Bạn** ({n} lá)").format(n=len(s.hands[0])))
    show_hand(groups=hand_groups(s.hands[0]), width=36)


def _show_hand(cards: str, caption: str, extra: list | None = None) -> None:
    """A hand as a player sorts it, one cluster per number (chi chi last), with its caption; then the ``extra``
    groups below it, so that the caption never sits under them when the row wraps (a phone)."""
    ks = as_held(cards)
    groups = [(None, list(same)) for _rank, same in groupby(ks, key=lambda k: k.rank)]
    show_hand(groups=groups, caption=_("{caption} ({n} lá)").format(caption=caption, n=len(ks)))
    if extra:
        show_hand(groups=extra)


def show_scenario(sc: dict, seat_names: list[str] | None = None, result: dict | None = None,
                  mono: bool = False, reading: bool = True) -> None:
    """Draw a scenario with card pictures (with ``result``: the hand as the engine laid it out);
    ``mono``: every card in black (a question about red cards); ``reading=False``: deck cards without their
    English reading (a question about a card's number: «the 1» would say it)."""
    kind = sc.get("kind")
    if kind == "deck":
        if sc.get("cards"):
            show_hand(sc["cards"], mono=mono, reading=reading)
            if mono:
                st.caption(_("Ở câu này mọi quân được in cùng một màu mực: hãy nhớ quân nào là quân đỏ."))
    elif kind == "hand":
        if result and isinstance(result.get("layout"), dict):
            show_hand(groups=layout_groups(result["layout"]))
        else:
            _show_hand(sc["hand"], _("Trên tay"), meld_groups(sc.get("melds") or []))
    elif kind in ("win", "xuong") and "hand" in sc:
        extra = meld_groups(sc.get("melds") or [])
        if sc.get("winning_card"):
            how = _(SOURCE_WORDS[sc["source"]]) if sc.get("source") in SOURCE_WORDS else ""
            if sc.get("source") == "boc" and sc.get("drawn_by"):
                by = _(BY_WORDS[sc["drawn_by"]]) if sc["drawn_by"] in BY_WORDS else ""
                how = f"{how}, {by}"
            extra.append((_("Lá ù ({how})").format(how=how) if how else _("Lá ù"), [sc["winning_card"]]))
        _show_hand(sc["hand"], _("Trên tay"), extra)
        if ctx := sc.get("context") or []:
            st.caption(_("Bối cảnh: {cuoc}").format(cuoc=", ".join(names.cuoc_name(c) for c in ctx)))
        if kind == "xuong":
            said = ", ".join(names.cuoc_name(d["id"]) + (f" ×{d['count']}" if d.get("count", 1) > 1 else "")
                             for d in sc.get("declared") or [])
            st.markdown(_("Người ù xướng: **{said}**").format(said=said or _("(không hô cước nào)")))
    elif kind == "action":
        _show_hand(sc["hand"], _("Bài lúc chia"))
        hist = [_event_text(e) for e in sc.get("history") or []]
        move = _event_text(sc.get("action") or {})
        lines = gloss_cards(["; ".join(hist), move], in_brackets=False)  # in English each card read out the first time
        if hist:
            st.markdown(_("Đã làm trước đó: {moves}.").format(moves=lines[0]))
        st.markdown(_("Nước đang xét: **{move}**.").format(move=lines[1]))
    elif kind == "boc_cai":
        seats = ", ".join(names.seat_name(s, seat_names) for s in range(int(sc.get("players", 4))))
        show_hand([sc["card"]], caption=_("Quân cái — người bốc: {seat}").format(
            seat=names.seat_name(int(sc["drawer"]), seat_names)))
        st.caption(_("Thứ tự chỗ ngồi theo chiều tay phải: {seats}").format(seats=seats))
    elif kind == "score":
        cc = sc.get("cuoc") or {}
        st.markdown(_("Cước: {cuoc}").format(
            cuoc=", ".join(names.cuoc_name(k) + (f" ×{v}" if v > 1 else "") for k, v in cc.items())))
        opts = sc.get("options") or {}
        ga = (_("chơi gà ({mode}, {points} điểm mỗi gà)").format(
            mode="gà hẹp" if opts.get("ga_mode") == "hep" else "gà rộng", points=opts.get("ga_points", 5))
            if opts.get("ga") else _("không chơi gà"))
        st.caption(_("Luật: {variant}; {ga}").format(variant=variant_label(sc.get("variant") or "classic"), ga=ga))
