"""Mậu binh — Kiểm tra binh: type or pick 13 cards, put them into the three chi, see the verdict (seed 004).

Cards typed (``/`` between chi) or picked on the 52-card grid; each chi's category, binh lủng and why,
the special hand and the solver's best arrangement, all from the ``mau_binh`` engine.
"""
from __future__ import annotations

import hashlib
import random

import streamlit as st

import ui
from ui.mau_binh_cards import chi_rows, chi_state, house_options
from ui.page_kit import glossed
from chan_core.errors import ChanError, shown_value
from chan_core.facts import Fact
from learning.i18n import _, ngettext
from mau_binh.arrangement import CHI_NAMES, CHI_SIZE, Arrangement
from mau_binh.cards import DECK, SUIT_NAMES, SUIT_NAMES_EN, SUITS, Card, check_distinct, parse_cards
from mau_binh.rules import CHI_IDS, load_rules
from mau_binh.scoring import player
from mau_binh.solver import expected_points, solve
from mau_binh.specials import as_arranged
from mau_binh.strength import load_table
from words import say
from words.phrases.mau_binh import num, pct

K = "kt_"  # session-state prefix
EXAMPLE = "Ks Kd 4c / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd"
TEXT = K + "text"


def _sync_picks_from_text() -> None:
    """Text box callback: tick the typed cards on the 52-card grid (a typing error leaves it)."""
    try:
        cards = parse_cards(st.session_state.get(TEXT) or "")
    except ChanError:
        return
    for s in SUITS:
        st.session_state[f"{K}pick_{s}"] = [c.code for c in cards if c.suit == s]


def _sync_text_from_picks() -> None:
    """Grid callback: the text box lists the ticked cards, high card first."""
    codes = [c for s in SUITS for c in (st.session_state.get(f"{K}pick_{s}") or ())]
    cards = sorted((Card(c) for c in codes), key=lambda c: (-c.rank, c.index))
    st.session_state[TEXT] = " ".join(c.code for c in cards)


def _set_text(text: str) -> None:
    st.session_state[TEXT] = text
    _sync_picks_from_text()


def _deal() -> None:
    cards = random.sample(DECK, 13)
    cards.sort(key=lambda c: (-c.rank, c.index))
    _set_text(" ".join(c.code for c in cards))


def _read_input() -> tuple[list[Card], list[list[Card]] | None] | None:
    """The typed cards, and the chi as written if the text has two «/» (whatever their sizes); None (error shown)
    when bad."""
    text = st.session_state.get(TEXT) or ""
    try:
        cards = parse_cards(text)
        check_distinct(cards, "box")
    except ChanError as e:
        ui.show_error(e)
        return None
    if len(cards) != 13:
        st.info(_("Mậu binh cần đúng 13 lá; ô này đang có {count} lá.").format(count=len(cards)), icon=":material/info:")
        return None
    parts = text.split("/")
    if len(parts) not in (1, 3):  # the cards are read, the chi cannot be: say why
        st.info(say(Fact("mau_binh.arrangement.parts", text=shown_value(text, 60), count=len(parts))),
                icon=":material/info:")
    try:
        return cards, [parse_cards(p) for p in parts] if len(parts) == 3 else None
    except ChanError:  # a card cut in two by a «/» («A / bích»)
        return cards, None


def _use_solver(key: str, arr: Arrangement) -> None:
    """Put the solver's arrangement into the rows and the text box (same cards: same rows key)."""
    ui.chi_chooser_set(key, arr.front, arr.middle, arr.back)
    _set_text(str(arr))


def _average(points: float, *, special: bool = False, lung: bool = False) -> None:
    """«Trung bình **n điểm** mỗi đối thủ», saying why for a mậu binh or a binh lủng."""
    st.markdown((_("Trung bình **{points} điểm** mỗi đối thủ (mậu binh thắng luôn, không so chi).") if special
                 else _("Trung bình **{points} điểm** mỗi đối thủ (binh lủng: thua cả 3 chi).") if lung
                 else _("Trung bình **{points} điểm** mỗi đối thủ.")).format(points=num(points)))


def main() -> None:
    ui.restore_inputs([TEXT, K + "pick_"])
    st.title(_("Kiểm tra binh"))
    st.caption(_(
        "Gõ hay chọn 13 lá, chia vào chi đầu (3 lá), chi giữa (5 lá), chi cuối (5 lá): trang cho biết loại "
        "từng chi, có binh lủng không, có mậu binh không, và máy xếp thế nào. Luật: trang «Luật Mậu binh» (tài liệu 004)."
    ))
    if TEXT not in st.session_state:
        _set_text(EXAMPLE)
    st.text_input(
        _("13 lá (có thể ngăn ba chi bằng «/»)"), key=TEXT, on_change=_sync_picks_from_text,
        placeholder=_("Ví dụ: {example}").format(example=EXAMPLE),
        help=_("Mỗi lá: hạng (2–10, J, Q, K, A; T cũng là 10) rồi chất (s bích, h cơ, d rô, c chuồn; "
               "hay ♠♥♦♣, hay chữ: A bích, 10 cơ; chữ tiếng Anh cũng được: A spades, K of clubs). Hoa thường đều được."),
    )
    b1, b2 = st.columns(2)
    b1.button(_("Chia ngẫu nhiên 13 lá"), key=K + "deal", on_click=_deal, icon=":material/casino:", width="stretch")
    b2.button(_("Ví dụ"), key=K + "example", on_click=_set_text, args=(EXAMPLE,), icon=":material/lightbulb:",
              width="stretch")
    with ui.kept_expander(_("Chọn từng lá trong bộ 52 lá"), K + "pick_box"):
        for s in SUITS:
            suit_label = SUIT_NAMES[s].capitalize()
            if ui.is_english():  # the suit's name is the game's word: its English name beside it
                suit_label = f"{suit_label} ({SUIT_NAMES_EN[s]})"
            st.pills(suit_label, [c.code for c in DECK if c.suit == s][::-1],
                     selection_mode="multi", key=f"{K}pick_{s}", on_change=_sync_text_from_picks,
                     format_func=lambda code: f":red[{Card(code).symbol}]" if Card(code).red else Card(code).symbol)
    ui.save_inputs([TEXT, K + "pick_"])

    got = _read_input()
    if got is None:
        return
    cards, typed_chi = got
    hand = sorted(cards, key=lambda c: (-c.rank, c.index))
    key = K + "chi_" + hashlib.sha1(" ".join(sorted(c.code for c in cards)).encode()).hexdigest()[:10]
    split = tuple(tuple(sorted(c.code for c in x)) for x in typed_chi) if typed_chi else None
    last, st.session_state[K + "split"] = st.session_state.get(K + "split"), split
    if key + "__front" not in st.session_state or (split and split != last):
        # a new hand or a newly typed «/» split: the chi typed, else nothing placed yet (a sorted or dealt
        # hand cut 3+5+5 is nearly always lủng); the same text again keeps the learner's rearrangement
        ui.chi_chooser_set(key, *(typed_chi or ([], [], [])))

    st.subheader(_("Chia vào ba chi"))
    st.caption(_("Bấm một lá ở hàng của chi muốn đặt nó vào; lá đó rời khỏi chi cũ. "
                 "(Gõ bài có hai dấu «/» thì ba chi được chia theo đó mỗi lần bạn gõ; không có thì bạn tự xếp ở đây.)"))
    chosen = ui.chi_chooser(key, hand)
    loose, arr, need = chi_state(chosen, hand)
    opts = house_options()  # the house rules chosen on «Chơi Mậu binh» (defaults: seed 004)
    sol = solve(cards, opts)  # with the special hand of the 13 cards, whatever the chi
    if sol.special is not None:  # ba sảnh, ba thùng: said with the learner's chi when they show it, as typed
        mine = [x if set(x) == set(chosen[c]) else chosen[c] for c, x in zip(CHI_IDS, typed_chi or ([], [], []))]
        special = sol.special if arr is None else as_arranged(sol.special, *mine)
        st.success(_("**Mậu binh: {name}.** {detail} Thắng luôn, không cần so chi.").format(
            name=glossed(load_rules().special(special.id)), detail=say(special.detail)), icon=":material/star:")

    if arr is None:  # a chi with too many cards (typed so, or picked) says each chi's count; else how full they are
        over = any(len(chosen[c]) > n for c, n in CHI_SIZE.items())
        text = " ".join(say(Fact("mau_binh.chi.count", chi=c, size=n, count=len(chosen[c]))) for c, n in CHI_SIZE.items()
                        if len(chosen[c]) != n) if over else _("Chưa đủ ba chi ({need}).").format(need=need)
        if loose:
            text += " " + ngettext("Còn {count} lá chưa xếp.", "Còn {count} lá chưa xếp.", len(loose)).format(
                count=len(loose))
        if len(loose) == len(hand):
            text += " " + _("Bấm lá ở hàng của chi muốn đặt, hoặc «Dùng cách xếp của máy» ở dưới.")
        st.info(text, icon=":material/pending:")
        if loose:
            st.html(ui.playing_cards_html(loose, width=44, caption=_("Lá chưa xếp")))
    else:
        pl = player(arr, opts)  # one verdict: a special hand is never judged lủng (decision mau_binh_xet_13_la)
        st.subheader(_("Cách xếp của bạn"))
        st.html(chi_rows(arr, 52))
        if pl.special is None:  # a mậu binh is said once, above the chi
            (st.success if pl.valid else st.error)(say(pl.reason), icon=":material/check_circle:" if pl.valid
                                                   else ":material/error:")
        table = load_table()
        st.markdown("\n".join("- " + _("{chi}: {value} — hơn khoảng {share} {chi_lower} của đối thủ.").format(
            chi=CHI_NAMES[c], value=say(v.describe()), share=pct(float(table.shares(c, v.key)[0])),
            chi_lower=CHI_NAMES[c].lower()) for c, v in zip(CHI_IDS, arr.values)))
        if pl.special is not None:
            _average(sol.special_value, special=True)
        else:
            _average(expected_points(arr, options=opts), lung=arr.lung)

    st.subheader(_("Máy xếp"))
    st.html(chi_rows(sol.arrangement, 52))
    _average(sol.value, special=sol.special is not None)
    st.button(_("Dùng cách xếp của máy"), key=K + "use_solver", on_click=_use_solver, args=(key, sol.arrangement),
              icon=":material/auto_fix_high:")
    with ui.kept_expander(_("«Tốt nhất» nghĩa là gì?"), K + "best_box"):
        st.markdown(_(
            "Trong mọi cách chia 13 lá thành 3 + 5 + 5 (72.072 cách) mà **không lủng**, máy chọn cách "
            "**được nhiều điểm nhất trung bình với một đối thủ**, tính từng chi (+1 thắng, −1 thua, 0 hòa), "
            "coi đối thủ xếp như máy trên các ván chia ngẫu nhiên. Bằng điểm thì chọn chi cuối mạnh hơn, rồi chi "
            "giữa, rồi chi đầu. Tính các thưởng chi mạnh đang bật ở trang «Chơi Mậu binh»; không tính sập hầm, sập làng."
        ))
    ui.source_badge({"seed": "004", "section": "Luật chơi; Xếp bài; Xác định thắng thua; Mậu binh"})


main()
