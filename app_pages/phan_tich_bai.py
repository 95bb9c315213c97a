"""Trang «Phân tích bài»: nhập một bài, xem cách xếp, các quân chờ và — khi ù — cước, điểm, dịch và gà
với lý do từng dòng (seed 001 §III–VIII, 002, 003).

Mọi câu trả lời lấy từ ``chan_core`` (``layout``, ``waits``, ``check_u``, ``scoring.score_win``); lỗi hiện
ngay cạnh ô gây ra lỗi; chữ đã gõ được giữ.
"""
from __future__ import annotations

import streamlit as st

import ui
from chan_core.cards import KINDS, BY_CODE, Hand
from chan_core.errors import ChanError
from chan_core.layout import layout
from chan_core.melds import MELD_TYPES, Meld, parse_meld
from chan_core.options import make_options
from chan_core.scoring import score_win
from chan_core.waits import waits, why_no_wait
from chan_core.win import WinInput, check_u
from learning.glosses import with_gloss
from learning.names import cuoc_name
from learning.i18n import N_, _, ngettext
from ui.charts import show
from ui.page_kit import score_table_with_reasons, village_defaults, village_inputs
from words import say

K = "ptb_"  # session_state prefix
MAX_MELDS = 9
MELD_LABELS = {"an_chan": N_("Ăn chắn (2 lá)"), "an_ca": N_("Ăn cạ (2 lá)"), "chiu": N_("Chíu (4 lá)")}
SOURCES = {"boc": N_("Bốc từ nọc"), "danh": N_("Người khác đánh ra"),
           "tra_cua": N_("Trả cửa (sau khi có người chíu)")}
DRAWN_BY = {
    "boc": {"self": N_("Chính mình bốc (vào cửa chì của mình)"), "other": N_("Người khác bốc")},
    "tra_cua": {"self": N_("Trả vào cửa chì của mình"), "other": N_("Trả vào cửa khác")},
}
CONTEXT_LABELS = {  # (the cước's name — the game's word, the same in every language —, help msgid)
    "thong": ("Thông", N_("Ván trước mình ù và xướng không sai (tài liệu 001, mục V.2).")),
    "thien_u": ("Thiên ù", N_("Mình có cái, 20 quân chia đã tròn bài — không có quân ù riêng "
                              "(tài liệu 001, mục V.5).")),
    "dia_u": ("Địa ù", N_("Ù khi chưa qua cửa chì của mình (tài liệu 001, mục V.6).")),
    "pha_thien": ("Phá thiên", N_("Lên bài không có chắn nào (tài liệu 001, mục V.4).")),
}
NO_CARD = "—"
# A few hands from the seeds' worked examples (each is a real 19-card hand); names are msgids.
EXAMPLES = {
    N_("Ví dụ 9 điểm của bài tính điểm (chíu ù, bạch thủ, 2 tôm, lèo)"): {
        "hand": "5V 5V 5V 3V 3V 3S 3S 7N 7N CC CC 9V 9N 8S 8V 2N 2S 4V 4S",
        "melds": [], "card": "5V", "source": "danh", "drawn_by": "other", "context": [],
    },
    N_("Ví dụ 31 điểm của bài tính điểm (chì bạch thủ chi, tám đỏ, 2 lèo)"): {
        "hand": "9V 9V 8S 8S 8V 8V 2V 2V 6V 6V 2N 2S 4V 4S 7V 7N 5V 5N CC",
        "melds": [], "card": "CC", "source": "boc", "drawn_by": "self", "context": [], "ga": True,
    },
    N_("Hoa rơi cửa phật (ăn chắn ngũ vạn, chì bạch thủ nhị vạn)"): {
        "hand": "4N 4N 5S 5S 6V 6V 7S 7S 8V 8N 3N 3S 4V 4S 6N 6S 2V",
        "melds": [("an_chan", "5V 5V")], "card": "2V", "source": "boc", "drawn_by": "self", "context": [],
    },
}


def _load_example(name: str) -> None:
    """Fill the inputs with the example ``name`` (its msgid or its words), «Luật làng» included."""
    ex = EXAMPLES[next((k for k in EXAMPLES if _(k) == name), name)]
    st.session_state.update({f"{K}hand__text": ex["hand"], f"{K}n_melds": len(ex["melds"]),
                             **{K + name: ex[name] for name in ("card", "source", "drawn_by")},
                             **{f"{K}ctx_{c}": c in ex["context"] for c in CONTEXT_LABELS}})
    for i, (t, cards) in enumerate(ex["melds"]):
        st.session_state.update({f"{K}meld_type_{i}": t, f"{K}meld_cards_{i}": cards})
    village_defaults(K + "opt_", ex)


def _more_melds(step: int) -> None:
    st.session_state[f"{K}n_melds"] = min(MAX_MELDS, max(0, st.session_state[f"{K}n_melds"] + step))


def _meld_inputs() -> tuple[list[Meld], bool]:
    """The meld rows; returns (melds, ok). Each row's error is shown in that row."""
    melds: list[Meld] = []
    ok = True
    n = st.session_state[f"{K}n_melds"]
    for i in range(n):
        c1, c2 = st.columns([2, 3])
        t = c1.selectbox(_("Bộ {n}").format(n=i + 1), MELD_TYPES, key=f"{K}meld_type_{i}",
                         format_func=lambda x: _(MELD_LABELS[x]), placeholder=ui.choose_placeholder(),
                         help=_("Ăn chắn: 2 lá giống hệt; ăn cạ: 2 lá cùng số khác chất; chíu: 4 lá giống hệt."))
        box = _("Các lá của bộ {n}").format(n=i + 1)
        text = c2.text_input(box, key=f"{K}meld_cards_{i}", placeholder=_("Ví dụ: 5V 5V"))
        if not (text or "").strip():  # a row just added: a hint, not a red error (QA)
            c2.caption(_("Bộ này chưa có lá nào nên chưa được tính: gõ các lá, ví dụ «5V 5V»."))
            continue
        try:
            m = parse_meld({"type": t, "cards": text or ""})
            melds.append(m)
            with c2:
                ui.show_hand(list(m.cards), width=34)
        except ChanError as e:
            ok = False
            ui.show_error(_("{error} (ô «{box}»)").format(error=say(e), box=box), where=c2)  # the box as labelled
    b1, b2 = st.columns(2)
    b1.button(_("Thêm bộ"), key=f"{K}add_meld", on_click=_more_melds, args=(1,), icon=":material/add:",
              disabled=n >= MAX_MELDS)
    b2.button(_("Bỏ bộ cuối"), key=f"{K}drop_meld", on_click=_more_melds, args=(-1,), icon=":material/remove:",
              disabled=n == 0)
    return melds, ok


def layout_summary(lay, hand: Hand, melds: list[Meld]) -> str:
    """«19 lá: 6 chắn, 3 cạ, 0 ba đầu, 1 què. …» (001 §III), with the chíu / four-of-a-kind notes when they apply."""
    n = len(hand) + sum(len(m.cards) for m in melds)
    notes = []
    if any(m.type == "chiu" for m in melds):
        notes.append(_("chíu = 2 chắn"))
    codes = [k.code for k in hand]
    if any(codes.count(c) == 4 for c in set(codes)):
        notes.append(_("4 quân giống nhau trên tay = 2 chắn"))
    note = f" ({'; '.join(notes)})" if notes else ""
    return ngettext("{n} lá: {chan} chắn, {ca} cạ, {ba_dau} ba đầu, {que} què{note}. "
                    "Xếp chắn trước, rồi cạ, ba đầu (tài liệu 001, mục III).",
                    "{n} lá: {chan} chắn, {ca} cạ, {ba_dau} ba đầu, {que} què{note}. "
                    "Xếp chắn trước, rồi cạ, ba đầu (tài liệu 001, mục III).", n).format(
        n=n, chan=lay.n_chan, ca=lay.n_ca, ba_dau=len(lay.ba_dau), que=len(lay.que), note=note)


def _show_waits(hand: Hand, melds: list[Meld]) -> None:
    ws = waits(hand, melds)
    if not ws:
        # the engine's own reason: a fixed sentence misled
        try:
            why = why_no_wait(hand, melds)
        except ChanError as e:
            why = say(e)
        st.info(say(why) if why else _("Bài này chưa chờ ù quân nào."))
        return
    groups = []
    for w in ws:
        extra = ", ".join(cuoc_name(c).lower() for c in w.cuoc)  # the game's words
        groups.append((f"{ui.card_label(w.kind)}{' — ' + extra if extra else ''}", [w.kind]))  # words, not codes
    st.markdown(ngettext("**Đang chờ {n} quân:**", "**Đang chờ {n} quân:**", len(ws)).format(n=len(ws)))
    ui.show_hand(groups=groups, width=44)
    st.caption(_("Quân chờ chỉ ù được khi bốc từ nọc (trừ chíu ù); chi chi chỉ ù được khi là bạch thủ chi "
                 "(tài liệu 001, mục IV, mục V.18)."))


def _show_result(win: WinInput, opts) -> None:
    ws = score_win(win, opts)
    uc = ws.uc
    st.subheader(_("Kết quả"))
    if not ws.valid:
        st.error(say(ws.reason), icon=":material/block:")
        return
    s = ws.score
    st.success(_("{reason} Tổng: **{total} điểm**.").format(reason=say(uc.reason), total=s.total),
               icon=":material/check_circle:")
    c1, c2 = st.columns([1, 1], gap="large")
    with c1:
        st.markdown(_("**Bài ù (20 lá)** — quân ù viền vàng"))
        lay20 = layout(win.hand + win.winning_card if win.winning_card is not None else win.hand, win.melds)
        ui.show_hand(groups=ui.layout_groups(lay20), width=36,
                     highlight=[win.winning_card] if win.winning_card is not None else ())
        st.markdown("**Cước**")
        for f in ws.detection.found:
            name = cuoc_name(f.id) + (f" ×{f.count}" if f.count > 1 else "")
            reason = say(f.reason)
            why = reason[len(name) + 1:].strip() if reason.startswith(name + ":") else reason
            st.markdown(f"- **{name}** — {why}")
        for f in ws.detection.replaced:
            st.caption(say(f.reason))
    with c2:
        show(ui.score_waterfall(s, title=_("{total} điểm").format(total=s.total)), f"{K}waterfall")
    st.markdown(_("**Bảng điểm**"))
    score_table_with_reasons(ui.score_table(s))
    if s.ga_lines:
        if s.ga_counted:
            st.markdown(_("**Gà: {ga}** × {points} điểm = {total} điểm").format(
                ga=s.ga, points=s.ga_points, total=s.ga * s.ga_points))
            for g in s.ga_lines:
                st.markdown(f"- {say(g.reason)}")
        else:
            st.caption(_("Nếu chơi gà (mở «Luật làng»), bài này có gà: {lines}.").format(
                lines="; ".join(say(g.reason) for g in s.ga_lines)))
    elif s.ga_counted:
        st.caption(_("Không có tổ hợp gà nào."))
    ui.source_badge({"seed": "001", "section": "V. Cước; VI. Tính điểm; VIII. Gà (002; 003 cho sanhrong)"})


KEEP = tuple(f"{K}{p}" for p in ("hand__text", "n_melds", "meld_type_", "meld_cards_", "card", "source",
                                  "drawn_by", "ctx_", "opt_"))


def main() -> None:
    ui.restore_inputs(KEEP)
    for name, value in (("n_melds", 0), ("card", NO_CARD), ("source", "boc"), ("drawn_by", "self"),
                        *((f"ctx_{c}", False) for c in CONTEXT_LABELS)):
        st.session_state.setdefault(K + name, value)
    village_defaults(K + "opt_")
    st.title(_("Phân tích bài"))
    st.caption(_(
        "Nhập bài trên tay, các bộ đã hạ và quân ù: trang xếp bài (chắn, cạ, ba đầu, què), "
        "tìm quân chờ, và khi ù thì tính cước, điểm, dịch, gà kèm lý do từng dòng."
    ))
    ui.example_picker(_("Nạp một ví dụ"), list(EXAMPLES), _load_example, key=f"{K}example")  # ids, shown with _()

    left, right = st.columns([1, 1], gap="large")
    with left:
        st.subheader(_("Bài trên tay"))
        empty = not (st.session_state.get(f"{K}hand__text") or "").strip()
        # decided once per session: a changing ``expanded`` folded the picker after the first «+»
        open_picker = st.session_state.setdefault(f"{K}picker_open", empty)
        codes = ui.card_picker(f"{K}hand", label=_("Bài trên tay (trước quân ù)"), expanded=open_picker,
                               help=_("19 lá trừ các lá đã hạ dưới chiếu; thiên ù: 20 lá chia. "
                                      "Gõ mã (9V, cửu vạn, chi chi…) hoặc bấm ＋ dưới hình quân bài."))
        hand_err = st.empty()
        st.subheader(_("Dưới chiếu"))
        melds, melds_ok = _meld_inputs()
        st.subheader(_("Quân ù"))
        ctx = set()
        cc = st.columns(2)
        for i, (c, (label, help_)) in enumerate(CONTEXT_LABELS.items()):
            col = cc[i % 2]
            if col.checkbox(with_gloss(label), key=f"{K}ctx_{c}", help=_(help_)):  # English: the gloss visible
                ctx.add(c)
        thien = "thien_u" in ctx
        card = st.selectbox(_("Quân ù"), [NO_CARD] + [k.code for k in KINDS], key=f"{K}card",
                            format_func=lambda c: _("(chưa có — chỉ xem chờ)") if c == NO_CARD
                            else f"{ui.card_label(c)} ({c})", placeholder=ui.choose_placeholder(), disabled=thien)
        if card != NO_CARD and not thien:
            ui.show_card(card, width=44)
        source = st.radio(_("Nguồn quân ù"), list(SOURCES), key=f"{K}source", format_func=lambda x: _(SOURCES[x]),
                          horizontal=True, disabled=thien)
        drawn_by = None
        if source in DRAWN_BY:
            drawn_by = st.radio(_("Ai bốc / trả vào cửa nào"), list(DRAWN_BY[source]), key=f"{K}drawn_by",
                                format_func=lambda x: _(DRAWN_BY[source][x]), horizontal=True, disabled=thien)
        win_err = st.empty()
        variant = ui.current_variant()
        with ui.kept_expander(_("Luật làng (biến thể: {variant})").format(variant=ui.variant_label(variant)), K + "village_box"):
            opts = make_options(variant, village_inputs(
                K + "opt_", _("Mỗi gà cộng thêm số điểm mỗi gà (tài liệu 001, mục VIII)."),
                _("Tài liệu 002: «Chì bạch thủ (2 gà, hoặc 1 gà, tùy chọn)»."), xuong=True))

    with right:
        if codes is None or not melds_ok:
            st.info(_("Sửa ô có lỗi bên trái để xem phân tích; những gì bạn đã gõ vẫn được giữ."))
            return
        try:
            hand = Hand(codes)
            allc = list(hand) + [k for m in melds for k in m.cards]
            Hand(allc)  # at most 4 of a kind, hand and mat together
        except ChanError as e:
            ui.show_error(e, where=hand_err)
            st.info(_("Sửa ô có lỗi bên trái để xem phân tích."))
            return
        st.subheader(_("Cách xếp bài"))
        lay = layout(hand, melds)
        if len(allc):
            ui.show_hand(groups=ui.layout_groups(lay), width=40)
            st.caption(layout_summary(lay, hand, melds))
        else:
            st.info(_("Chưa có quân nào: bấm «{add}» hoặc gõ mã vào ô bên trái, hay nạp một ví dụ.").format(
                add=_("Bấm để thêm quân")))
            return
        if not thien:
            st.subheader(_("Quân chờ"))
            _show_waits(hand, melds)
        if not (thien or card != NO_CARD):
            st.caption(_("Chọn quân ù (hoặc đánh dấu thiên ù) bên trái để xem cước và điểm."))
            return
        win = WinInput(
            hand=hand, melds=tuple(melds),
            winning_card=None if thien else BY_CODE[card],
            source=None if thien else source,
            drawn_by=None if thien else drawn_by,
            context=frozenset(ctx),
        )
        try:
            uc = check_u(win)
        except ChanError as e:
            where = hand_err if (e.field or "").startswith(("hand", "melds")) else win_err
            ui.show_error(e, where=where)
            st.warning(_("Chưa phân tích được ván ù: xem lỗi ở ô bên trái."), icon=":material/warning:")
            return
        if uc.warnings:  # a board no clean game gives: shown beside the inputs, those cước not counted
            with win_err.container():
                for fact in uc.warnings:
                    st.warning(say(fact), icon=":material/warning:")
    st.divider()
    _show_result(win, opts)

try:
    main()
finally:
    ui.save_inputs(KEEP)
