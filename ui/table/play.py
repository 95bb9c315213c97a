"""Drawing the hand being played: the table, the coach's last message with each fault's penalty,
the learner's hand with «Đánh» / «Trả» buttons, the legal decision buttons, the wait for a bot, and
the «Gợi ý»: every legal move with what it does, and the advisor's ranking."""
from __future__ import annotations

import html
from typing import Any

import streamlit as st

from chan_core.cards import parse_card
from chan_core.game import can_u, judge_action, legal_actions
from words.i18n import is_english
from learning.glosses import gloss_by_key, gloss_of, with_gloss
from learning.i18n import N_, _, ngettext
from ui.cards import card_button_label, card_img
from ui.style import scroll_into_view, style_tag
from words import gloss_cards, listed, number, say
from ui.inputs import kept_expander
from ui.table.callbacks import _new_hand, _next, _play, hint_pressed
from ui.table.links import lesson_link, loi_lesson, loi_link
from ui.table.pictures import PASSED_ON, TRIO, _clean, face_up, hand_groups, offer_text, penalty_tags, seat_word, table_html, table_view
from ui.table.settings import DELAYS, K, save_table
from chan_core.errors import ChanError
from chan_core.facts import Fact
from chan_core.layout import layout as lay_of
from chan_core.melds import parse_meld
from chan_core.waits import waits
from learning.coach import (action_hint, action_label, dead_end, distance_short, distance_words, fault_title, move_message,
                            rank_words, ranking, said_once)
from learning.coach.advisor import CHAN_BAND, PASSES, TIE, ca_lost
from learning.coach.standing import made_of, row_above, short_reason, still_best, top_chance, what_broke
from words.phrases.cuoc import cuoc_name
from words.phrases.loi import penalty_name
from words.phrases.strategy import danger_words


def show_table(table: Any) -> None:
    """The live hand's table picture (:func:`table_html`; ``ct_table``: small on a wide screen, ui/assets/table.css)."""
    st.container(key="ct_table").html(table_html(table_view(table.state, marks=penalty_tags(table))))


def penalty_words(fault: dict) -> str:
    """A fault's penalty in words (English with its gloss), never its id (seed 001 §VII)."""
    try:
        name = fault.get("penalty_name") or (fault.get("penalty") and penalty_name(fault["penalty"]))
    except ChanError:
        return _("theo luật làng")
    return with_gloss(str(name)) if name else _("không bị phạt")


def _fault_lines(faults: list) -> None:
    """Each fault: number, name, the reason in this hand, the penalty, and links."""
    first: dict = {}
    for f in faults:  # one line per fault (an eat into a dead end lists each lỗi once)
        first.setdefault(f.get("code"), f)
    for f in first.values():
        title = fault_title(f)
        st.markdown(_("- **{title}**: {detail}. Hình phạt: *{penalty}*.").format(
            title=title[0].upper() + title[1:], detail=_clean(f.get("detail", "")), penalty=penalty_words(f)))
    with st.container(horizontal=True, gap="small"):  # two lỗi of one group: their lesson linked once
        for code in first:
            loi_link(code, lesson=False)
        for lesson in dict.fromkeys(map(loi_lesson, first)):
            lesson_link(lesson)


def message_text(msg: dict) -> str:
    """A kept coach message (``ct_msg``) worded now in the current language."""
    kind = msg.get("kind")
    if kind in ("stop", "caught"):
        return move_message(kind, msg.get("faults") or [], passed_u=bool(msg.get("passed_u")),
                            false_u=bool(msg.get("false_u")), bao_now=bool(msg.get("bao_now")),
                            dead_end=bool(msg.get("dead_end")))
    if msg.get("msgid"):
        return _(msg["msgid"])
    return _clean(msg["refusal"])  # the engine's refusal of a move (ui.table.callbacks)


U_LAO_BELOW = N_("- **Ù láo** ({faults}): vì sao thì xem khung kết quả ván ngay bên dưới.")
U_LAO_ABOVE = N_("- **Ù láo** ({faults}): vì sao thì xem khung kết quả ván ở trên.")


def u_lao_pointer(faults: list, words: str) -> list:
    """Say ``words`` (:data:`U_LAO_BELOW` / :data:`U_LAO_ABOVE`) with the names of the ù láo's
    faults among ``faults``, and return the other faults (to be said in full)."""
    lao = [f for f in faults if f.get("penalty") == "u_lao"]
    if lao:
        names = ", ".join(dict.fromkeys(fault_title(f) for f in lao))
        st.markdown(_(words).format(faults=names))
    return [f for f in faults if f.get("penalty") != "u_lao"]


def show_message() -> None:
    """The coach's last message: a stopped move (Kèm cặp) or what the làng caught (Thi thật)."""
    msg = st.session_state.get(K + "msg")
    if not msg:
        st.empty()  # the message's place all the same: a message shown before is gone at once
        return
    kind = msg.get("kind")
    box, icon = {"stop": (st.error, ":material/front_hand:"), "caught": (st.warning, ":material/gavel:"),
                 "broken": (st.warning, ":material/sentiment_dissatisfied:")}.get(kind, (st.info, ":material/info:"))
    with st.container(key="ct_coach"):
        box(message_text(msg), icon=icon)
        if kind == "broken":
            st.button(_("Chia ván mới"), key=K + "broken_new", on_click=_new_hand, type="primary",
                      icon=":material/shuffle:")
            return
        faults = [f for f in msg.get("faults") or [] if not (msg.get("passed_u") and f.get("code") == "bo_u")]
        if kind == "caught" and msg.get("false_u"):  # Thi thật: the ù láo ended the hand; its
            faults = u_lao_pointer(faults, U_LAO_BELOW)  # reasons are said once, in the result below
        if faults:
            _fault_lines(faults)
        if msg.get("passed_u"):
            st.markdown(_("- **Bỏ ù**: quân này làm bài bạn tròn ({rule}). Đã bỏ ù thì lần ù sau trong ván này bị *nghỉ ăn "
                          "tiền* (tài liệu 001, mục VII).").format(rule=say(Fact("win.rule"))))
            with st.container(horizontal=True, gap="small"):
                lesson_link("u")
                lesson_link("an-tien-bao")
        if kind == "stop":
            st.caption(_("Nước này chưa được đi. Hãy chọn nước khác (xem gợi ý đang mở).") if st.session_state.get(
                K + "hint_on") else _("Nước này chưa được đi. Hãy chọn nước khác (bấm «Gợi ý» nếu cần)."))


def _prompt(table: Any) -> str:
    s = table.state
    o = s.offer
    if s.phase == "danh":
        if not s.events:
            return _("Bạn được cái (20 lá) và đánh trước: chọn một quân để đánh.")
        # the button as it is labelled in the current language (:func:`_hand_cells`: «Đánh» / «Discard»)
        return _("Đến lượt bạn đánh: bấm «{button}» dưới quân muốn đánh.").format(button=_("Đánh"))
    if s.phase == "tra_cua":
        return _("Bạn vừa chíu {card} ngoài lượt: trả cửa — chọn một quân đặt vào chỗ quân vừa chíu.").format(
            card=parse_card(o["card"]).word)
    card = parse_card(o["card"]).word  # an offer: decision_panel is drawn for danh, tra_cua and offer only
    q = s.ask[0]["q"] if s.ask else "eat"
    where = offer_text(s)
    if q == "u":
        if table.mode != "kem_cap":  # Thi thật tests the rules: the same question, valid ù or not, no advice
            return _("{where} {card}. Ù, hay bỏ qua?").format(where=where, card=card)
        refused = u_refusal(s)
        if refused is None:
            return _("{where} {card}: bài bạn thành 10 bộ với quân này. Ù, hay bỏ qua?").format(where=where, card=card)
        if refused:
            return _("{where} {card}: bài bạn đủ 10 bộ với quân này, nhưng không được ù quân này — {reason}. "
                     "Hô ù lúc này là ù láo: hãy bỏ qua.").format(where=where, card=card, reason=refused)
        return _("{where} {card}: bài bạn đủ 10 bộ với quân này, nhưng ù quân này lúc này không được tính. "
                 "Hô ù lúc này là ù láo: hãy bỏ qua.").format(where=where, card=card)
    if q == "chiu":
        return _("{where} {card}: bạn có ba {card} trên tay — chíu được (chưa đến lượt vẫn chíu được). "
                 "Chíu hay bỏ qua?").format(where=where, card=card)
    if o["cua"] == 0 and o["source"] == "boc":
        if not any(a.type in ("an", "chiu") for a in legal_actions(s, 0)):  # only Dưới is offered
            return _("Bạn vừa bốc {card} vào cửa chì của mình: không ăn được quân này, hãy dưới cho người bên "
                     "phải.").format(card=card)
        return _("Bạn vừa bốc {card} vào cửa chì của mình: ăn, hay dưới cho người bên phải?").format(card=card)
    if 0 in s.bao:  # seed 001 §VII: a báo player only bốc and dưới
        return _("{where} {card} vào cửa trên của bạn. Bạn đang bị báo nên không được ăn: hãy bốc nọc.").format(
            where=where, card=card)
    return _(PASSED_ON).format(where=where, card=card)


def u_refusal(state: Any, seat: int = 0) -> str | None:
    """Why ``seat`` may not ù on the offered card although his hand is complete with it (seed 001 §IV
    «Ù», §V.8); ``None`` when the ù is allowed or nothing is offered."""
    u = next((a for a in legal_actions(state, seat) if a.type == "u"), None)
    if u is None or can_u(state, seat):
        return None
    details = [_clean(f.get("detail", "")) for f in judge_action(state, u) if f.get("penalty") == "u_lao"]
    return "; ".join(d for d in dict.fromkeys(details) if d)


HAND_WIDTH = 40

HAND_CSS = style_tag("hand.css", width=HAND_WIDTH)  # the learner's hand (one-word buttons), the decision's buttons, the hint's box


def _hand_cells(codes: list[str], verb: str | None, highlight: list[str] = (), table: Any = None) -> None:
    """The hand grouped, with ``verb`` a button ``ct_<verb>_<position>`` under each card (``highlight``: framed)."""
    label = _("Đánh") if verb == "danh" else _("Trả")  # one short word under the card picture, which names it
    tip = N_("Đánh {the_card}") if verb == "danh" else N_("Trả {the_card}")  # the card named: tooltip
    pos = 0
    st.html(HAND_CSS)
    groups = hand_groups(codes, face_up(table.state))
    with st.container(horizontal=True, gap=None, key="ct_hand"):
        for cap, group in groups:
            with st.container(width="content", gap=None):
                with st.container(horizontal=True, gap=None):
                    for code in group:
                        with st.container(width="content", gap=None):
                            st.html(card_img(code, HAND_WIDTH, highlight=code in highlight))
                            if verb:
                                st.button(card_button_label(label, code), key=f"{K}{verb}_{pos}", on_click=_play,
                                          width="stretch", args=({"seat": 0, "event": verb, "card": code}, table),
                                          help=gloss_cards(_(tip).format(the_card=parse_card(code).word)))
                        pos += 1
                st.html(f'<div class="hc-cap">{html.escape(cap)}</div>')
    if is_english():  # the captions are the game's words: say once what each one is
        glossed = [f"{cap}: {gloss_of(cap)}" for cap in dict.fromkeys(c for c, _g in groups) if gloss_of(cap)]
        st.caption(" · ".join(glossed))


def show_hand_of_learner(table: Any) -> None:
    """The learner's hand: with «Đánh»/«Trả» buttons when he must put a card down, else as pictures —
    the same place and size either way."""
    s = table.state
    codes = list(s.hands[0])
    legal = table.legal()
    verb = next((a.type for a in legal if a.type in ("danh", "tra_cua")), None)
    if s.mats[0]:
        st.markdown(ngettext("**Bài của bạn** ({n} lá trên tay, {m} lá dưới chiếu)",
                             "**Bài của bạn** ({n} lá trên tay, {m} lá dưới chiếu)", len(codes)).format(
            n=len(codes), m=s.meld_cards(0)))
    else:
        st.markdown(ngettext("**Bài của bạn** ({n} lá trên tay)", "**Bài của bạn** ({n} lá trên tay)",
                             len(codes)).format(n=len(codes)))
    hl: list[str] = []
    if not verb and s.phase == "offer" and s.offer and s.actor == 0:
        rank = parse_card(s.offer["card"]).rank
        hl = [c for c in codes if parse_card(c).rank == rank]
    _hand_cells(codes, verb, hl, table)


def decision_panel(table: Any) -> None:
    """What the learner must decide now, with only the legal buttons."""
    s = table.state
    legal = table.legal()
    with st.container(border=True, key="ct_decide"):
        st.markdown(f"**{gloss_cards(_prompt(table))}**")
        others = [a for a in legal if a.type not in ("danh", "tra_cua")]
        # the offered card (small: the table shows it too) and the buttons on one row that wraps
        with st.container(horizontal=True, gap="small", vertical_alignment="center", key="ct_moves"):
            if s.phase == "offer" and s.offer:
                st.html(card_img(s.offer["card"], 30, highlight=True), width="content")
            # the ù stands out only where the coach backs it: Kèm cặp and a valid ù (Thi thật gives no advice)
            urge = table.mode == "kem_cap" and any(a.type == "u" for a in others) and u_refusal(s) is None
            for a in others:
                hot = urge and a.type == "u"
                st.button(action_label(a, s), key=f"{K}a_{a.type}_{a.card}_{a.with_}", on_click=_play,
                          args=(a.to_dict(), table), type="primary" if hot else "secondary",
                          icon=":material/celebration:" if hot else None)
            hint_toggle(table)


def waiting_panel(table: Any) -> None:
    """A bot is to move: say who, and the «Tiếp» button at step-by-step speed."""
    s = table.state
    who = seat_word(s, s.actor)
    xuong = s.phase == "xuong"
    with st.container(border=True, key="ct_wait"):
        if DELAYS.get(st.session_state.get(K + "speed") or "vua") is None:
            c1, c2 = st.columns([4, 1], vertical_alignment="center")
            c1.markdown((_("Đang chờ **{who}** xướng. Bấm «Tiếp» để xem nước tiếp theo.") if xuong
                         else _("Đang chờ **{who}** quyết định. Bấm «Tiếp» để xem nước tiếp theo.")).format(who=who))
            c2.button(_("Tiếp"), key=K + "next", on_click=_next, type="primary", icon=":material/skip_next:",
                      width="stretch")
        else:
            st.markdown((_("Đang chờ **{who}** xướng…") if xuong
                         else _("Đang chờ **{who}** quyết định…")).format(who=who))
        if not xuong:  # the hint's button of the decision before, live: shown or hidden at once (ui.table.pace)
            hint_toggle(table)


def keep_in_view(table: Any) -> None:
    """Scroll, as little as needed, so the decision and the learner's hand are on screen after each move (an open hint
    under the table beside them; on a phone it follows the hand), and the hint's first lines too when it has just been
    asked for at this decision (:func:`hint_toggle`); a small script, once per state."""
    s = table.state
    offer = bool(st.session_state.get(K + "offer"))  # a link's hand offered (ui.table.deal): in view from the offer
    ask = bool(st.session_state.get(K + "mode_ask"))  # «Đổi chế độ?» (ui.table.callbacks.mode_question): in view
    look = hint_open(table) and st.session_state.get(K + "hint_look") == len(s.events)
    scroll_into_view("ct_in_view", f"{s.seed}:{len(s.events)}:{s.phase}:{s.actor}:{len(table.timeline)}:{offer}:{ask}:{look}",
                     ".st-key-ct_mode_ask_box, .st-key-ct_link_offer, .st-key-ct_decide, .st-key-ct_wait, .st-key-ct_xuong_hand",
                     ".st-key-ct_hand, .st-key-ct_xuong_hand" + (", .st-key-ct_hint_box > :first-child" if look else ""))


# ---------------------------------------------------------------- «Gợi ý»
def hint_open(table: Any) -> bool:
    """The hint is open at the learner's decision now: in Kèm cặp once asked for, until hidden; in
    Thi thật only at the decision it was asked for (it closes after each move: off unless asked)."""
    on = bool(st.session_state.get(K + "hint_on"))
    return on and (table.mode != "thi_that" or table.hint_at == len(table.state.events))


def hint_toggle(table: Any) -> None:
    """The «Gợi ý» button: shows / hides the hint (:func:`show_hint`). Each decision where it is asked for is one use,
    kept with the hand (:func:`learning.coach.hint_uses`); in Kèm cặp a hint left open is not asked for again."""
    on = hint_open(table)
    help_ = _("Thi thật: mỗi lần mở gợi ý được ghi lại cùng ván.") if table.mode == "thi_that" else None
    st.button(_("Ẩn gợi ý") if on else _("Gợi ý"), key=K + "hint", icon=":material/lightbulb:", help=help_,
              on_click=hint_pressed, args=(not on, table))  # a callback: kept on a run where the bots move


def _wait_words(hand: list[str], melds: list) -> str:
    ws = waits(" ".join(hand), melds) if hand else []
    return ", ".join(w.kind.word + (" (bạch thủ chi)" if w.bach_thu_chi else " (bạch thủ)" if w.bach_thu else "")
                     for w in ws)  # the game's words in both languages


BAO_HINT = N_("**Gợi ý — Bạn đang bị báo.** Từ giờ đến hết ván bạn không được ăn, đánh hay ù nữa: chỉ bốc rồi dưới, "
              "nên không có nước nào để chọn. Hết ván, nếu có người ù và xướng đúng thì bạn trả thay cả làng cho "
              "người ù: {shares} phần, mỗi phần bằng số điểm người ù được; người khác không phải trả.")


def show_hint(table: Any) -> None:
    """The hint: every legal move with what it does (and whether it is a lỗi), the shape left after
    each đánh, and the waits when the learner is chờ. Seed 001 §III, §IV."""
    if not hint_open(table):
        return
    if table.hint_at is None and table.hint_shown():  # opened at a decision by hint_toggle; left open since the hand
        save_table(table)  # before (Kèm cặp), its first decision counts — never each later one it stays open at
    s = table.state
    legal = table.legal()
    melds = [parse_meld({"type": m["type"], "cards": " ".join(m["cards"])}) for m in s.mats[0]]
    lines, seen = [], face_up(s)
    for a in legal:
        found = judge_action(s, a)
        warn = _(" — :red[phạm {faults}]").format(faults=", ".join(fault_title(f) for f in found)) if found else ""
        if not found and a.type in ("an", "chiu") and dead_end(s, a):
            warn = _(" — :orange[ăn xong thì quân nào đánh ra cũng phạm lỗi]")
        if a.type in ("danh", "tra_cua"):
            hand = list(s.hands[0])
            hand.remove(a.card)
            lay = lay_of(" ".join(hand), melds)
            w = "" if 0 in s.bao else _wait_words(hand, melds)  # a báo player may not ù: no waits said
            trios = [k for k in lay.que if hand.count(k.code) == 3]  # kept for a chíu, no què (hand_groups)
            shape = (_("còn {chan} chắn, {ca} cạ, {ba_dau} ba đầu, {que} què{trios}; chờ ù {waits}") if w
                     else _("còn {chan} chắn, {ca} cạ, {ba_dau} ba đầu, {que} què{trios}")).format(
                chan=lay.n_chan, ca=lay.n_ca, ba_dau=len(lay.ba_dau), que=len(lay.que) - len(trios), waits=w,
                trios="".join(f", {k.word} ({_(TRIO[k.code in seen])})" for k in trios))
            lines.append(f"- **{action_label(a, s)}**: {shape}{warn}")
        else:
            lines.append(f"- **{action_label(a, s)}**: {action_hint(a, s)}{warn}")
    with st.container(border=True, key="ct_hint_box"):
        if 0 in s.bao and s.phase == "offer":  # nothing to choose: what báo means (seed 001 §VII, payouts.bao)
            st.markdown(_(BAO_HINT).format(shares=s.players - 1))
        else:
            show_advice(table.advice(), s)
        st.markdown(_("**Gợi ý — các nước bạn đi được lúc này**"))
        body = gloss_cards("\n".join(lines)) if lines else _("Lúc này chưa có nước nào cho bạn.")
        if s.phase in ("danh", "tra_cua") and len(lines) > 4:  # one line per card: folded, the ranking says more
            with kept_expander(_("Hình bài sau mỗi quân (chắn, cạ, ba đầu, què; chờ ù)"), "ct_hint_shapes"):
                st.markdown(body)
        else:
            st.markdown(body)
        if s.phase == "offer" and len(s.hands[0]) + s.meld_cards(0) == 19 and 0 not in s.bao:
            w = _wait_words(list(s.hands[0]), melds)
            st.markdown(gloss_cards(_("**Bạn đang chờ ù:** {waits}.").format(waits=w)) if w else _("Bài bạn chưa chờ ù quân nào."))
        st.caption(_("Nước có chữ đỏ là nước phạm lỗi; ở chế độ Kèm cặp nó sẽ bị chặn lại."))


ADVICE_SHOWN = 6
FIGURES = (N_("Trong ngoặc: **lá có ích** là lá chưa lộ (còn trong nọc hay trên tay nhà khác) giúp bài gần ù thêm "
              "một lá."), N_("**Khả năng cửa dưới ăn được** quân bạn đánh ra (cửa dưới: nhà ngồi ngay sau bạn, được ăn "
                             "quân ấy): càng thấp càng an toàn."))
"""The hint's figures a newcomer may not know, said once above its rows; the cửa dưới's only where a row shows it."""
BAO_ORDER = N_("Bị báo: xếp theo khả năng cửa dưới ăn được quân ra (hay có nhà chíu được), thấp trước — có người ù thì "
               "bạn trả tiền thay cả làng, nên đừng giúp nhà khác gần ù. Các nước cùng số là ngang nhau. Nước đánh "
               "dấu ✗ phạm lỗi.")
BROKE = (  # why a discard ranks below one equal on the measures (Place.below), after its standing's «nhưng tách chắn»
    N_("Tách chắn thì mất một chắn ({rule}) và quân kia của chắn không đánh đi được nữa (lỗi 13 «Đánh "
       "đôi chắn đi»), nên quân này xếp dưới."),
    N_("Tách cạ thì mất một cạ và quân cùng hàng còn lại không dùng để ăn cạ được nữa (lỗi 11 «Xé cạ ăn cạ»), nên quân "
       "này xếp dưới."),
    N_("Cùng tách một chắn, nhưng quân còn lại của chắn với cạ {ca} thành ba đầu, nên bài còn ít cạ hơn ({rule}) "
       "và quân này xếp dưới."))
LEFT_CHAN = N_("Ăn chắn thì thêm một chắn ({rule}), nên nước không ăn chắn xếp dưới.")
"""Why a pass ranks below an eat of the offered chắn level with it (:func:`learning.coach.advisor.band`)."""
BROKE_MANY = (  # the same, said of a row of several tied discards (Place.also)
    N_("Tách chắn thì mất một chắn ({rule}) và quân kia của chắn không đánh đi được nữa (lỗi 13 «Đánh "
       "đôi chắn đi»), nên các quân này xếp dưới."),
    N_("Tách cạ thì mất một cạ và quân cùng hàng còn lại không dùng để ăn cạ được nữa (lỗi 11 «Xé cạ ăn cạ»), nên các "
       "quân này xếp dưới."),
    N_("Cùng tách một chắn, nhưng quân còn lại của chắn với cạ {ca} thành ba đầu, nên bài còn ít cạ hơn ({rule}) "
       "và các quân này xếp dưới."))


def advice_line(p: Any, state: Any, standing: str = "", still: str = "", ties: int | None = None,
                top: tuple = (), above: Any = None) -> str:
    """One ranking row (``p``: a :class:`learning.coach.Place`) as markdown: number («✗» for a lỗi or bỏ ù), move,
    «Nên đi», ``standing`` (:func:`learning.coach.standing.rank_words`: what it ties with, why it is below the row
    above; else, the first row of a tie, «cùng hạng với ``ties`` nước bên dưới», ``0``: «đánh quân nào cũng được»), its
    lỗi or bỏ ù, figures in brackets (money: :func:`learning.coach.standing.made_of` with ``top``), the reason next line
    (and :data:`BROKE` when below an equal move, ``above``: the row it is compared with); ``still``: why a first row is still the best (:func:`still_best`)."""
    m = p.move
    bits = [_("không ù thì {distance}").format(distance=distance_short(m.distance)) if m.passes_u
            else distance_short(m.distance)] if m.action.type != "u" or m.distance is not None else []  # ù láo: why
    if m.distance:
        bits.append(ngettext("{n} lá có ích", "{n} lá có ích", m.useful_copies).format(n=m.useful_copies))
    if m.danger is not None:
        bits.append(danger_words(round(m.danger * 100), many=bool(p.also)))
    if made := made_of(m, state.players - 1, top):  # every row with a money figure: what it is made of, the first too
        bits.append(_("tiền trông được {made}").format(made=made))
    tags = [_(":green-badge[Nên đi]")] if p.advised else []
    if standing or p.tied:
        tags.append(f":blue[{standing}]" if standing else ngettext(
            ":gray-badge[cùng hạng với {n} nước bên dưới]", ":gray-badge[cùng hạng với {n} nước bên dưới]", ties
        ).format(n=ties) if ties else _(":gray-badge[cùng hạng]") if ties is None or not p.also else ngettext(
            ":gray-badge[cùng hạng: đánh quân nào cũng được]", ":gray-badge[cùng hạng: đánh quân nào cũng được]",
            len(p.also)))
    if still:
        tags.append(f":blue[{still}]")
    names = list(dict.fromkeys(fault_title(f) for f in m.faults or () if not (m.passes_u and f.get("code") == "bo_u")))
    if names:
        tags.append(_(":red[phạm {faults}]").format(faults=listed(names)))
    if m.passes_u:
        tags.append(_(":orange[là bỏ ù — bài đã ù ngay khi chia (thiên ù)]") if state.phase == "danh"
                    else _(":orange[là bỏ ù — bạn ù được ngay với quân này]"))
    mark = f"{p.place}\\." if p.place is not None else "✗"
    head = f"{mark} **{action_label(m.action, state, p.also)}** " + " ".join([" · ".join(tags)] * bool(tags) + [
        f":gray[({' · '.join(bits)})]"] * bool(bits))  # badges apart: «Nên đi · cùng hạng», never one phrase
    i = what_broke(m, above.move) // 2 if p.below and above and m.action.type not in PASSES else 0
    ca = listed([" – ".join(k.word for k in g) for x in (m, *p.also) for g in ca_lost(list(state.hands[0]), x.action.card)
                 ] if i == 2 else [], style="or")  # the cạ each card leaves in a ba đầu, in the row's order
    broke = _(LEFT_CHAN if m.action.type in PASSES else (BROKE_MANY if p.also else BROKE)[i]).format(
        rule=say(Fact("win.rule")), ca=ca)
    why = _clean(short_reason(m.reason)) + (" " + broke if p.below else "")  # not what the head and figures say
    return gloss_cards(f"{head}  \n{why}")


def show_advice(advice: Any, state: Any) -> None:
    """The advisor's ranking of the legal moves made in ``state``, best first; nothing without one."""
    if advice is None or not advice.moves:
        return
    best = advice.best
    if 0 in state.bao:
        now = _("Bạn đã bị báo nên không được ù nữa: còn một quân phải ra cho xong nước này, từ nước sau chỉ bốc và "
                "dưới.")
    elif best is not None and best.action.type == "u":  # a ù on the cards held (thiên ù …): the hand has won
        now = _("Bài bạn đã ù: nên ù ngay.")
    elif advice.kind == "danh":
        now = _("Đánh quân tốt nhất thì {distance}.").format(distance=distance_words((best or advice).distance))
    else:
        now = _("Bài bạn lúc này: {distance}.").format(distance=distance_short(advice.distance))
    st.markdown(_("**Gợi ý — nên đi thế nào.** {now}").format(now=now))
    places = said_once(ranking(advice))
    if 0 not in state.bao:  # before the rows, where a newcomer first meets the words; English: the cước named, glossed
        cuoc = dict.fromkeys(c for p in places for c, _n in (p.move.money or {}).get("cuoc") or () if c != "xuong")
        st.caption(gloss_cards(" ".join([_(f) for f in FIGURES[:1 + any(p.move.danger is not None for p in places)]] + [
            f"**{cuoc_name(c)}**: {gloss_by_key('cuoc:' + c)}." for c in cuoc if is_english()])))
    top = top_chance(advice.moves, state.players - 1)  # the highest chance of ù, printed alike in every row naming it
    rows = [advice_line(p, state, rank_words(places, i, state), still_best(places, i), sum(
        1 + len(q.also) for q in places[i + 1:] if q.place == p.place), top, row_above(places, i))
            for i, p in enumerate(places)]
    with st.container(key="ct_advice"):
        for r in rows[:ADVICE_SHOWN]:
            st.markdown(r)
        if len(rows) > ADVICE_SHOWN:
            with kept_expander(_("Xem cả {n} nước").format(n=len(advice.moves)), "ct_advice_more"):
                for r in rows[ADVICE_SHOWN:]:
                    st.markdown(r)
    if 0 in state.bao or len(advice.moves) > 1:  # one move alone: nothing is ranked (a tester: 550 px on a phone)
        st.caption(_(BAO_ORDER) if 0 in state.bao else _(
            "Các nước xếp theo thứ tự này:\n"
            "- **Cách ù**: số lá còn phải lấy để ù, ít hơn thì xếp trên.\n"
            "- **Tiền trông được**: khả năng ù × số điểm khi ù × số nhà trả, trừ rủi ro cửa dưới ăn quân bạn đánh ra. "
            "Khả năng ù cao hơn khi còn nhiều lá có ích chưa lộ; số điểm tính các cước giữ được. Rủi ro: cửa dưới có "
            "quân ghép chắn hay cạ với quân ấy, hay có nhà đủ ba quân để chíu (ăn được, chưa chắc sẽ ăn). Khả năng ù "
            "thấp hơn mức cao nhất trong các nước thì trừ thêm.\n"
            "- **Ngang nhau**: hơn kém không quá {tie} điểm (theo số đã làm tròn). Khi ngang nhau thì đánh quân què "
            "trước, rồi quân lấy ra từ ba đầu hay quân thứ ba của bộ ba chờ chíu; tách chắn, tách cạ xếp dưới.\n"
            "- **Giữ và ăn chắn**: nước tách chắn chỉ xếp trên nước không tách chắn khi tiền trông được hơn quá {band} điểm "
            "(con số tiền có thể sai chừng ấy); nước không ăn chắn được mời (bốc, dưới) cũng chỉ xếp trên nước ăn chắn khi "
            "hơn quá chừng ấy.\n"
            "- **Đánh số**: chỉ nước không phạm lỗi mới được đánh số; «Nên đi» là nước số 1. Các nước cùng số là ngang "
            "nhau: đi nước nào cũng được. Nước đánh dấu ✗ phạm lỗi hoặc bỏ ù.").format(
                tie=number(TIE, 1), band=number(CHAN_BAND, 1)))
