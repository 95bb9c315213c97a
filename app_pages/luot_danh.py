"""Tra cứu — Lượt đánh và cửa: turn actions, the cửa and priorities (seed 001 §IV; seed 003 terms, ù đè).

Text from ``rules/actions.yaml``."""
from __future__ import annotations

import streamlit as st

import ui
from chan_core.rules import load_rules
from learning.i18n import _
from ui.page_kit import reference_head, rule_box
from ui.style import asset
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

reference_head(_("Lượt đánh và cửa"), text_of(a, "turn"), a.source,
               ("cửa", "nọc", "ăn", "dưới", "chíu", "trả cửa", "ù"))

def seat_diagram() -> str:
    """A 4-seat table seen from above (``ui/assets/cua.svg``): play goes to the right; the cửa between
    neighbours, yours marked."""
    words = {"chieu": _("chiếu"), "noc": _("nọc ở giữa"), "ban": _("Bạn"), "ben_phai": _("bên phải"),
             "doi_dien": _("đối diện"), "ben_trai": _("bên trái"), "cua_chi": _("cửa chì của bạn"),
             "cua_tren": _("cửa trên của bạn"), "luot_sau": _("lượt sau: B")}
    svg = asset("cua.svg", font=ui.FONT_STACK, **words)
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
        "Quân A vừa bốc: nếu A không ăn thì A hô «dưới» và bạn được ăn quân ấy. "
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
