"""Tra cứu — Chia bài & bốc cái (seed 001 §II; seed 003's differing account).

Text from ``rules/dealing.yaml``; the «who takes the cái» table is computed by :func:`chan_core.boc_cai.boc_cai`.
"""
from __future__ import annotations

import pandas as pd
import streamlit as st

import ui
from chan_core.boc_cai import boc_cai
from chan_core.cards import KINDS
from chan_core.rules import load_rules
from learning.i18n import N_, _
from ui.page_kit import note_and_source, reference_head, rule_box
from words.i18n import text_of

rules = ui.learner_view(load_rules())  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
d = rules.dealing
piles = d.piles


reference_head(_("Chia bài, chọn nọc và bốc cái"), text_of(d, "seating"), d.source)

c1, c2, c3, c4 = st.columns(4)
c1.metric(_("Số người chơi"), f"{d.players.min}–{d.players.max}")
c2.metric(_("Mỗi người được chia"), _("{n} quân").format(n=d.cards_per_player))
c3.metric(_("Bài cái (người đánh đầu)"), _("{n} quân").format(n=d.cai_pile_cards))
c4.metric(_("Nọc"), _("{n} quân").format(n=piles.noc_before_cai),
          _("còn {n} sau khi rút quân cái").format(n=piles.noc_after_cai), delta_color="off", delta_arrow="off")

st.subheader(_("Các bước"))
for i, step in enumerate(d.steps, 1):
    rule_box(f"**{i}. {text_of(step, 'name')}.** {text_of(step, 'text')}", note=text_of(step, "note"),
             source=step.source)

with ui.kept_expander(_("Chia thành mấy phần? (5 phần × 19 quân + 5 quân thừa)"), "chia_bai_piles_box"):
    st.markdown(text_of(piles, "description"))
    note_and_source(piles, tip=True)

st.subheader(_("Ai chia, ai chọn nọc"))
ui.rows_table({_("Số người chơi"): r.players, _("Người chia"): text_of(r, "text")} for r in d.dealers)
st.markdown(_("**Chọn nọc và bốc cái:** {text}").format(text=text_of(d.noc_chooser, "text")))
ui.source_badge(d.noc_chooser.source)

st.subheader(_("Đếm tìm người được cái"))
st.markdown(text_of(d.counting, "text"))
st.info(_("**Ví dụ (tài liệu 001).** {example}").format(example=text_of(d.counting, "example")), icon=":material/menu_book:")
ui.source_badge(d.counting.source)

# The same example drawn out by the engine: 4 players A–D, B turns up thất vạn (seed 001 §II).
SEATS = "ABCD"
ex = boc_cai(4, SEATS.index("B"), "7V")
with st.container(border=True):
    c_card, c_count = st.columns([1, 5], vertical_alignment="center")
    with c_card:
        ui.show_card(ex.card)
        st.caption(_("B lật được {card}: đếm tới {n}.").format(card=ui.card_words(ex.card), n=len(ex.count)))
    with c_count:
        count_df = pd.DataFrame(
            [[SEATS[seat] for seat in ex.count]],
            columns=[str(i + 1) for i in range(len(ex.count))],
            index=[_("Người")],
        )
        last = count_df.columns[-1]
        st.markdown(_("**Đếm** (bắt đầu từ chính người bốc, đi theo chiều tay phải):"))
        st.table(count_df.style.set_properties(subset=[last], **{"background-color": "#f6e7c8", "font-weight": "700"}))
        def pile_words(j: int) -> str:
            """Where pile ``j`` lies, in the words of seed 001 §II (0 = the cái pile)."""
            if j == 0:
                return _("bài cái, đánh đầu tiên")
            if j == 1:
                return _("phần ngay bên phải bài cái")
            return _("phần bên trái bài cái") if j == ex.players - 1 else _("phần tiếp theo")

        st.markdown(
            _("**Nhận bài:** ")
            + " → ".join(f"{SEATS[seat]} ({pile_words(ex.piles[seat])})" for seat in sorted(ex.piles, key=ex.piles.get))
        )

m = d.mnemonic
st.markdown(_("#### Câu nhớ: «{text}»").format(text=text_of(m, "text")))
st.caption(_("Dùng cho bàn {n} người.").format(n=m.players))
van = {k.rank: k for k in KINDS if k.suit == "V"}
chi = next(k for k in KINDS if k.suit is None)
for w in m.words:
    cards = [chi if n == 1 else van[n] for n in w.numbers if n == 1 or n in van]
    left, right = st.columns([1, 3])
    with left:
        ui.show_hand(cards, width=44)
    with right:
        st.markdown(f"**{', '.join(str(n) for n in w.numbers)} → «{text_of(w, 'word')}».** {text_of(w, 'meaning')}")
        if w.example:
            st.caption(text_of(w, "example"))
        ui.source_badge(w.source)
if m.note:
    st.caption(text_of(m, "note"))

# Who gets the cái, seen from the player who drew it (msgids: shown with ``_()``).
RELATIVE = {
    2: {0: N_("chính người bốc"), 1: N_("người kia")},
    3: {0: N_("chính người bốc"), 1: N_("người bên phải"), 2: N_("người bên trái")},
    4: {0: N_("chính người bốc"), 1: N_("người bên phải (tiến)"), 2: N_("người đối diện (đối)"),
        3: N_("người bên trái (tụt)")},
}
st.markdown(_("#### Bảng tra: quân cái mang số mấy thì ai được cái"))
st.caption(_("Tính bằng quy tắc đếm ở trên (người bốc cái đếm là 1, đi theo chiều tay phải)."))
numbers = sorted({k.boc_cai_number for k in KINDS})
rows = []
for n in numbers:
    card = next(k for k in KINDS if k.boc_cai_number == n)
    row = {_("Số trên quân cái"): f"{n} ({card.rank_name})"}
    for players in range(d.players.min, d.players.max + 1):
        seat = boc_cai(players, 0, card).seat
        who = RELATIVE.get(players, {}).get(seat)
        row[_("{n} người").format(n=players)] = _(who) if who else _("người thứ {n}").format(n=seat + 1)
    rows.append(row)
ui.rows_table(rows)

st.warning(
    _("**Tài liệu 003 kể khác:** {text}\n\n**Ứng dụng theo tài liệu 001.** {note}").format(
        text=text_of(d.seed_003, "text"), note=text_of(d.seed_003, "note")),
    icon=":material/report:",
)
ui.source_badge(d.seed_003.source)
st.page_link("app_pages/quyet_dinh.py", label=_("Mọi chỗ các tài liệu gốc nói khác nhau"), icon=":material/balance:")
