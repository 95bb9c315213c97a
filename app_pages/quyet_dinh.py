"""Tra cứu — Chỗ các tài liệu khác nhau: every entry of ``rules/decisions.yaml`` (Chắn and Mậu binh).

What each seed says, the reading the app uses and why, where the rule lives, and the option that
switches to the other reading; searchable without diacritics, in both languages.
"""
from __future__ import annotations

from pathlib import Path

import streamlit as st

import ui
from app_pages._pages import PAGES
from chan_core.rules import load_rules
from learning.i18n import N_, _
from mau_binh.rules import load_rules as load_mau_binh_rules
from ui.mau_binh_cards import option_value_name
from ui.page_kit import option_default, reference_head
from words.i18n import text_of

rules = ui.learner_view(load_rules())  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
decisions = list(rules.decisions)
options = {o.id: o for o in rules.variant_options}
mb_rules = ui.learner_view(load_mau_binh_rules())  # «seed 004» → «tài liệu 004», as above
mb_options = {o.id: o for o in mb_rules.options}
variants = rules.variants

# What each seed text is, in words a learner understands (SPEC "The source documents"): (long, short) msgids.
SEEDS = {
    "000": (N_("Tài liệu 000 — bản chép lại của 001, nhiều chữ sai"), N_("Tài liệu 000 (bản chép lỗi)")),
    "001": (N_("Tài liệu 001 — luật đầy đủ (biến thể cổ điển)"), N_("Tài liệu 001 (luật đầy đủ)")),
    "002": (N_("Tài liệu 002 — bài học cách tính điểm, tính tiền"), N_("Tài liệu 002 (tính điểm)")),
    "003": (N_("Tài liệu 003 — luật một trang chơi trực tuyến (biến thể sanhrong)"), N_("Tài liệu 003 (sanhrong)")),
    "004": (N_("Tài liệu 004 — luật Mậu Binh (trò khác)"), N_("Tài liệu 004 (Mậu Binh)")),
}

# rules file → the reference page where a learner reads the rule
FILE_PAGES = {"deck.yaml": "bo_bai", "dealing.yaml": "chia_bai", "actions.yaml": "luot_danh", "loi.yaml": "loi",
              "cuoc.yaml": "cuoc", "variants.yaml": "cuoc", "xuong.yaml": "thu_tu_xuong", "payouts.yaml": "an_tien",
              "glossary.yaml": "thuat_ngu", "mau_binh.yaml": "mau_binh_luat"}
ROUTED = {Path(path).stem: (path, title, icon) for _s, path, title, icon in PAGES}  # (path, title msgid, icon)


def seed_label(seed: str, short: bool = False) -> str:
    """``'001'`` → ``'Tài liệu 001 — luật đầy đủ (biến thể cổ điển)'`` (``short``: ``'Tài liệu 001 (luật đầy đủ)'``)
    in the current language."""
    return _(SEEDS[seed][short]) if seed in SEEDS else _("Tài liệu {seed}").format(seed=seed)


def pages_for(files: list[str]) -> list[tuple[str, str, str]]:
    """Reference pages ``(path, title msgid, icon)`` of rules files, without repeats."""
    return list(dict.fromkeys(ROUTED[FILE_PAGES[f]] for f in files if f in FILE_PAGES))


def option_of(d):
    """The Chắn village option or Mậu binh house rule that switches ``d``'s reading, or ``None``."""
    if not d.option:
        return None
    return (mb_options if d.game == "mau_binh" else options).get(d.option)


def topic_of(d) -> str:
    """The decision's topic; a Mậu binh one says so («Mậu binh · …»)."""
    return (_("Mậu binh") + " · " if d.game == "mau_binh" else "") + text_of(d, "topic")


def decision_fields(d) -> list[str]:
    """Every text of a decision a search looks in, in the current language."""
    opt = option_of(d)
    return [topic_of(d), text_of(d, "chosen"), text_of(d, "why"), *text_of(d, "seeds").values(), *(seed_label(s) for s in d.seeds),
            *(_(p[1]) for p in pages_for(d.where)), text_of(opt, "name") if opt else None]


reference_head(_("Chỗ các tài liệu khác nhau"), _(
    "Luật trong ứng dụng lấy từ mấy tài liệu gốc. Có **{n} chỗ** các tài liệu nói khác nhau, "
    "tự mâu thuẫn, hoặc không nói gì. Ở mỗi chỗ, trang này cho bạn xem **mỗi tài liệu nói gì**, "
    "**cách ứng dụng chọn** và **vì sao**. Chỗ nào làng có thể chơi khác thì có **tùy chọn** để đổi."
).format(n=len(decisions)), None)
with ui.kept_expander(_("Các tài liệu gốc là gì?"), "qd_seeds_box", icon=":material/library_books:"):
    used = sorted({s for d in decisions for s in d.seeds})
    ui.rows_table({_("Tài liệu"): _("Tài liệu {seed}").format(seed=s), _("Là gì"): seed_label(s).split(" — ", 1)[-1]}
                  for s in used)

f1, f2 = st.columns([3, 2], vertical_alignment="bottom")
with f1:
    query = ui.search_box("quyet_dinh_search", _("Ví dụ: nọc, gà, xướng sai, địa ù"))
with f2:
    only_opt = st.toggle(_("Chỉ những chỗ có tùy chọn để đổi"), key="quyet_dinh_only_option")

shown = [
    d for d in decisions
    if ui.search_match(query, texts=decision_fields(d)) and (not only_opt or d.option)
]
st.caption(_("Đang hiện {shown}/{total} chỗ.").format(shown=len(shown), total=len(decisions)))

if not shown:
    st.info(_("Không có chỗ nào khớp. Thử gõ ngắn hơn, không dấu, hoặc tắt nút «chỉ những chỗ có tùy chọn»."))

# a short list of hits is shown open (an expander keeps the state the browser last drew)
open_all = (bool(query) or only_opt) and len(shown) <= 5
for d in shown:
    opt = option_of(d)
    icon = ":material/tune:" if opt else ":material/balance:"
    game = _("Mậu binh") + " · " if d.game == "mau_binh" else ""
    label = f"{game}**{text_of(d, 'topic')}** — {text_of(d, 'chosen')}"
    if open_all:
        box = st.container(border=True)
        box.markdown(f"#### {text_of(d, 'topic')}")
        if game:
            box.caption(_("Mậu binh"))
    else:
        box = ui.kept_expander(label, f"qd_{d.game}_{d.id}", icon=icon)
    with box:
        st.markdown(_("**Các tài liệu nói gì**"))
        ui.rows_table({_("Tài liệu"): seed_label(s, short=True), _("Nói gì"): text} for s, text in sorted(text_of(d, "seeds").items()))
        st.success(_("**Ứng dụng dùng:** {chosen}").format(chosen=text_of(d, "chosen")), icon=":material/check_circle:")
        st.markdown(_("**Vì sao:** {why}").format(why=text_of(d, "why")))
        if opt and d.game == "mau_binh":
            st.info(
                _("**Luật nhà Mậu binh — {name}.** {description}  \nMặc định: {default}. Đổi ở trang «Chơi Mậu binh» "
                  "(phần «Bàn chơi»); trang «Kiểm tra binh» dùng cùng các luật ấy.").format(
                    name=text_of(opt, "name"), description=text_of(opt, "description"),
                    default=option_value_name(mb_rules, opt.id, opt.default)),
                icon=":material/tune:",
            )
        elif opt:
            defaults = ", ".join(f"{ui.variant_label(v)}: {option_default(rules, opt.id, v)}" for v in variants)
            st.info(
                _("**Tùy chọn của làng — {name}.** {description}  \nMặc định: {defaults}.").format(
                    name=text_of(opt, "name"), description=text_of(opt, "description"), defaults=defaults),
                icon=":material/tune:",
            )
        pages = pages_for(d.where)
        if pages:
            cols = st.columns([1] + [2] * len(pages))
            cols[0].markdown(_("**Xem luật ở:**"))
            for col, (path, title, pg_icon) in zip(cols[1:], pages):
                with col:
                    st.page_link(path, label=_(title), icon=pg_icon)
        ui.source_badge([{"seed": s, "section": ""} for s in sorted(d.seeds)])
