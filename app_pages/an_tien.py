"""Tra cứu — Ăn tiền, báo, xướng sai: who pays whom (seed 001 §VI–VII, 002 §VI, 003 ù đè).

Text from ``rules/payouts.yaml``; the ù láo / ù báo penalty scored by :func:`chan_core.scoring.score`."""
from __future__ import annotations

import streamlit as st

import ui
from chan_core.options import make_options
from chan_core.rules import load_rules
from chan_core.scoring import score
from learning.i18n import _
from ui.page_kit import note_and_source, reference_head
from words.i18n import listed, text_of
from words.phrases.cuoc import cuoc_name

rules = ui.learner_view(load_rules())  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
p = rules.payouts
variant = ui.current_variant()

reference_head(_("Ăn tiền, báo và xướng sai"), text_of(p, "unit"), p.source,
               ("ăn tiền", "báo", "xướng sai", "ù láo", "ù báo", "đền làng"))

pv = p.penalty_value
with st.container(border=True):
    st.markdown(_("**Mức phạt ù láo, ù báo.** {text}").format(text=text_of(pv, "text")))
    combo = " + ".join(f"{n} {cuoc_name(c).lower()}" if n > 1 else cuoc_name(c).lower() for c, n in pv.cuoc.items())
    cols = st.columns(len(rules.variants))
    for col, vid in zip(cols, rules.variants):
        pts = score(pv.cuoc, make_options(vid, {"ga": False}), strict=False).total
        mark = _(" (đang chọn)") if vid == variant else ""
        col.metric(f"{ui.variant_label(vid)}{mark}", _("{n} điểm").format(n=pts), combo, delta_color="off",
                   delta_arrow="off")
    note_and_source(pv)

st.subheader(_("Ai trả, trả ai — {variant}").format(variant=ui.variant_label(variant)))
shown = [r for r in p.rules if variant in r.variants]
ui.rows_table({_("Trường hợp"): text_of(r, "name"), _("Ai trả"): text_of(r, "who_pays"), _("Trả cho ai"): text_of(r, "to_whom"),
               _("Bao nhiêu"): text_of(r, "amount")} for r in shown)
hidden = [text_of(r, "name") for r in p.rules if variant not in r.variants]
if hidden:
    st.caption(_("Chỉ có ở biến thể khác: {names}.").format(names=listed(hidden)))

for r in shown:
    with ui.kept_expander(f"**{text_of(r, 'name')}**", f"an_tien_{r.id}"):
        st.markdown(text_of(r, "text"))
        note_and_source(r, tip=True)

st.subheader(_("Người ù xướng sai khi có người bị báo"))
opt = next((o for o in rules.variant_options if o.id == "bao_xuong_sai"), None)
if opt:
    st.markdown(_("Hai tài liệu đọc khác nhau. Ứng dụng dùng cách đọc **mặc định** dưới đây; "
                  "làng có thể đổi ở tùy chọn «{option}».").format(option=text_of(opt, "name")))
else:
    st.markdown(_("Hai tài liệu đọc khác nhau. Ứng dụng dùng cách đọc **mặc định** dưới đây."))


def reading_name(b) -> str:
    """A reading's name, marked «— mặc định» when it is the default and its name does not say so."""
    name, default = text_of(b, "name"), _("mặc định")
    return name + (f" — {default}" if b.default and default not in name else "")


ui.rows_table({_("Cách đọc"): reading_name(b), _("2 người chơi"): text_of(b, "players_2"),
               _("3–4 người chơi"): text_of(b, "players_3_4")} for b in p.bao_xuong_sai)
for b in p.bao_xuong_sai:
    if b.note:
        st.caption(f"{text_of(b, 'name')}: {text_of(b, 'note')}")
ui.source_badge([b.source for b in p.bao_xuong_sai])
