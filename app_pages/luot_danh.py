"""Tra cứu — Lượt đánh và cửa: turn actions, the cửa and priorities (seed 001 §IV; seed 003 terms, ù đè).

Text from ``rules/actions.yaml``."""
from __future__ import annotations

import streamlit as st

import ui
from chan_core.rules import load_rules
from learning.i18n import _
from ui.page_kit import rule_box
from words.i18n import text_of

a = ui.learner_view(load_rules()).actions  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
ICONS = {
    "danh": ":material/north:",
    "boc": ":material/style:",
    "an": ":material/add_circle:",
    "duoi": ":material/arrow_downward:",
    "chiu": ":material/bolt:",
    "tra_cua": ":material/undo:",
    "u": ":material/emoji_events:",
}

st.title(_("Lượt đánh và cửa"))
if ui.is_english():  # the game's words of this page, glossed once (issue 15)
    st.caption(_("Từ của trò chơi trên trang này: {words}").format(
        words=" · ".join(ui.term(w) for w in ("cửa", "nọc", "ăn", "dưới", "chíu", "trả cửa", "ù"))))
st.markdown(text_of(a, "turn"))
ui.source_badge(a.source)

def seat_diagram() -> str:
    """A 4-seat table seen from above: play goes to the right; the cửa between neighbours, yours marked."""
    f = ui.FONT_STACK
    red, ink, mat = ui.INK_RED, ui.INK_BLACK, "#efe3c4"

    def label(x, y, text, size=15, weight=600, colour=ink, anchor="middle"):
        return (f'<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" fill="{colour}" '
                f'font-family="{f}" text-anchor="{anchor}">{text}</text>')

    def seat(x, y, name, sub, me=False):
        fill = "#f6d9d5" if me else "#ffffff"
        return (f'<circle cx="{x}" cy="{y}" r="24" fill="{fill}" stroke="{red if me else ink}" stroke-width="2.5"/>'
                + label(x, y + 5, name, 14, 700, red if me else ink) + label(x, y + 42, sub, 12, 500, "#5b5445"))

    def cua(x, y, text, colour, dx=0):
        return (f'<rect x="{x - 22}" y="{y - 15}" width="44" height="30" rx="5" fill="#fff" stroke="{colour}" '
                f'stroke-width="2.5" stroke-dasharray="5 3"/>' + label(x + dx, y + 38, text, 13, 700, colour))

    body = (
        f'<rect x="130" y="95" width="260" height="190" rx="14" fill="{mat}" stroke="#c9b68a" stroke-width="2"/>'
        + label(260, 185, _("chiếu"), 14, 500, "#8c7a55") + label(260, 204, _("nọc ở giữa"), 12, 400, "#8c7a55")
        + seat(260, 340, _("Bạn"), "", True)
        + seat(470, 190, "B", _("bên phải"))
        + seat(260, 40, "C", _("đối diện"))
        + seat(50, 190, "A", _("bên trái"))
        + cua(365, 262, _("cửa chì của bạn"), red, 0)
        + cua(155, 262, _("cửa trên của bạn"), "#2f5d8a", 0)
        + cua(365, 118, "", "#8c7a55") + cua(155, 118, "", "#8c7a55")
        + f'<path d="M300 350 Q430 350 455 235" fill="none" stroke="{ink}" stroke-width="2" marker-end="url(#arr)"/>'
        + label(420, 375, _("lượt sau: B"), 12, 500, "#5b5445")
    )
    svg = (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 520 390" width="520" height="390">'
        f'<defs><marker id="arr" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="7" markerHeight="7" orient="auto">'
        f'<path d="M0 0 L10 5 L0 10 z" fill="{ink}"/></marker></defs>{body}</svg>'
    )
    return ui.svg_img(svg, 520, 390, _("Sơ đồ chỗ ngồi: cửa chì của bạn ở bên phải, cửa trên ở bên trái"))


st.subheader(_("Cửa"))
left, right = st.columns([3, 2])
with left:
    st.html(seat_diagram())
with right:
    st.markdown(_(
        "Nhìn từ trên xuống. Lượt đi **theo chiều tay phải**: sau bạn là B (bên phải), rồi C, rồi A. "
        "Quân bạn **bốc** hay **đánh** đặt vào **cửa chì** của bạn, bên tay phải, tức cửa trên của B. "
        "Quân A bốc hay đánh nằm ở **cửa trên** của bạn (cũng là cửa chì của A). "
        "Quân A vừa bốc: nếu A không ăn thì A hô “dưới” và bạn được ăn quân ấy. "
        "Quân A vừa đánh: tới lượt bạn, bạn được ăn nó — tài liệu 001 không viết câu này, đó là cách đọc "
        "của ứng dụng (xem «Chỗ các tài liệu khác nhau»)."
    ))
    ui.source_badge(a.cua[0].source)
cols = st.columns(len(a.cua))
for col, c in zip(cols, a.cua):
    with col:
        rule_box(f"**{text_of(c, 'name')}**", text_of(c, "definition"), note=text_of(c, "note"), source=c.source)

st.subheader(_("Những việc được làm trong lượt"))
for x in a.actions:
    rule_box(f"{ICONS.get(x.id, '')} **{text_of(x, 'name')}** — {text_of(x, 'definition')}",
             note=text_of(x, "note"), source=x.source)

st.subheader(_("Ai được trước"))
for p in a.priorities:
    rule_box(text_of(p, "text"), note=text_of(p, "note"), source=p.source)
