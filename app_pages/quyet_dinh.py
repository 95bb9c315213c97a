"""Tra cứu — Chỗ các tài liệu khác nhau: every entry of ``rules/decisions.yaml``.

For each place where the seed texts disagree or say nothing, the page shows
what each seed says, the reading the app uses, why, the reference pages where
that rule lives, and the village option that switches to the other reading
(if any). Searchable without diacritics. Data: ``load_rules().decisions``
(:class:`chan_core.rules.Decision`); option names from
``rules.variant_options``; option defaults per variant from
``rules.variants[vid].defaults``.
"""
from __future__ import annotations

from pathlib import Path

import pandas as pd
import streamlit as st

import ui
from chan_core.rules import load_rules

ROOT = Path(__file__).resolve().parent.parent
rules = ui.learner_view(load_rules())  # the learner's words: «seed 001 §IV» → «tài liệu 001, mục IV» (issue 17)
decisions = list(rules.decisions)
options = {o.id: o for o in rules.variant_options}
variants = rules.variants

# What each seed text is, in words a learner understands (SPEC "The source documents").
SEED_NAMES = {
    "000": "Tài liệu 000 — bản chép lại của 001, nhiều chữ sai",
    "001": "Tài liệu 001 — luật đầy đủ (biến thể cổ điển)",
    "002": "Tài liệu 002 — bài học cách tính điểm, tính tiền",
    "003": "Tài liệu 003 — luật một trang chơi trực tuyến (biến thể sanhrong)",
    "004": "Tài liệu 004 — luật Mậu Binh (trò khác)",
}

# Short names for the "what each seed says" tables.
SEED_SHORT = {
    "000": "Tài liệu 000 (bản chép lỗi)",
    "001": "Tài liệu 001 (luật đầy đủ)",
    "002": "Tài liệu 002 (tính điểm)",
    "003": "Tài liệu 003 (sanhrong)",
    "004": "Tài liệu 004 (Mậu Binh)",
}

# rules file → (reference page, its title, icon): where a learner reads the rule.
FILE_PAGES = {
    "deck.yaml": ("app_pages/bo_bai.py", "Bộ bài", ":material/style:"),
    "dealing.yaml": ("app_pages/chia_bai.py", "Chia bài & bốc cái", ":material/shuffle:"),
    "actions.yaml": ("app_pages/luot_danh.py", "Lượt đánh & cửa", ":material/swap_horiz:"),
    "loi.yaml": ("app_pages/loi.py", "Các lỗi (0–17)", ":material/gavel:"),
    "cuoc.yaml": ("app_pages/cuoc.py", "Cước, điểm & dịch", ":material/emoji_events:"),
    "variants.yaml": ("app_pages/cuoc.py", "Cước, điểm & dịch", ":material/emoji_events:"),
    "xuong.yaml": ("app_pages/thu_tu_xuong.py", "Thứ tự xướng", ":material/record_voice_over:"),
    "payouts.yaml": ("app_pages/an_tien.py", "Ăn tiền & báo", ":material/payments:"),
    "glossary.yaml": ("app_pages/thuat_ngu.py", "Thuật ngữ", ":material/menu_book:"),
}


def seed_label(seed: str) -> str:
    """``'001'`` → ``'Tài liệu 001 — luật đầy đủ (biến thể cổ điển)'`` (unknown: ``'Tài liệu 00x'``)."""
    return SEED_NAMES.get(seed, f"Tài liệu {seed}")


def pages_for(files: list[str]) -> list[tuple[str, str, str]]:
    """Reference pages ``(path, title, icon)`` for rules files, without repeats, only pages that exist."""
    out: list[tuple[str, str, str]] = []
    for f in files:
        row = FILE_PAGES.get(f)
        if row and row not in out and (ROOT / row[0]).is_file():
            out.append(row)
    return out


def option_default(option_id: str, vid: str) -> str:
    """The default of a village option in variant ``vid``, in words (``'có'``, ``'1'``, ``'Theo seed 002'``)."""
    val = getattr(variants[vid].defaults, option_id, None)
    if isinstance(val, bool):
        return "có" if val else "không"
    if option_id == "ga_mode":
        return {"rong": "gà rộng", "hep": "gà hẹp", "both": "rộng và hẹp"}.get(val, val)
    if option_id == "bao_xuong_sai":  # reading id → its name in payouts.yaml ("Theo seed 002")
        return next((b.name.split(" (")[0] for b in rules.payouts.bao_xuong_sai if b.id == val), val)
    if isinstance(val, str):
        return val.replace("_", " ")
    return "—" if val is None else str(val)


def decision_fields(d) -> list[str]:
    """Every text of a decision a search should look in."""
    opt = options.get(d.option) if d.option else None
    return [d.topic, d.chosen, d.why, *d.seeds.values(), *(seed_label(s) for s in d.seeds),
            *(p[1] for p in pages_for(d.where)), opt.name if opt else None]


st.title("Chỗ các tài liệu khác nhau")
st.markdown(
    f"Luật trong ứng dụng lấy từ mấy tài liệu gốc. Có **{len(decisions)} chỗ** các tài liệu nói khác nhau, "
    "tự mâu thuẫn, hoặc không nói gì. Ở mỗi chỗ, trang này cho bạn xem **mỗi tài liệu nói gì**, "
    "**cách ứng dụng chọn** và **vì sao**. Chỗ nào làng có thể chơi khác thì có **tùy chọn** để đổi."
)
with st.expander("Các tài liệu gốc là gì?", icon=":material/library_books:"):
    used = sorted({s for d in decisions for s in d.seeds})
    st.table(
        pd.DataFrame([{"Tài liệu": f"Tài liệu {s}", "Là gì": seed_label(s).split(" — ", 1)[-1]} for s in used]),
        hide_index=True,
    )

f1, f2 = st.columns([3, 2], vertical_alignment="bottom")
with f1:
    query = ui.search_box("quyet_dinh_search", "Ví dụ: nọc, gà, xướng sai, địa ù")
with f2:
    only_opt = st.toggle("Chỉ những chỗ có tùy chọn để đổi", key="quyet_dinh_only_option")

shown = [
    d for d in decisions
    if ui.search_match(query, *decision_fields(d)) and (not only_opt or d.option)
]
st.caption(f"Đang hiện {len(shown)}/{len(decisions)} chỗ.")

if not shown:
    st.info("Không có chỗ nào khớp. Thử gõ ngắn hơn, không dấu, hoặc tắt nút “chỉ những chỗ có tùy chọn”.")

# A short list of search hits is shown open (an expander keeps the open/closed
# state the browser last drew, so it would not open when the learner searches).
open_all = (bool(query) or only_opt) and len(shown) <= 5
for d in shown:
    opt = options.get(d.option) if d.option else None
    icon = ":material/tune:" if opt else ":material/balance:"
    label = f"**{d.topic}** — {d.chosen}"
    if open_all:
        box = st.container(border=True)
        box.markdown(f"#### {d.topic}")
    else:
        box = st.expander(label, icon=icon)
    with box:
        st.markdown("**Các tài liệu nói gì**")
        st.table(
            pd.DataFrame([{"Tài liệu": SEED_SHORT.get(s, f"Tài liệu {s}"), "Nói gì": text} for s, text in sorted(d.seeds.items())]),
            hide_index=True,
        )
        st.success(f"**Ứng dụng dùng:** {d.chosen}", icon=":material/check_circle:")
        st.markdown(f"**Vì sao:** {d.why}")
        if opt:
            defaults = ", ".join(f"{ui.variant_label(v)}: {option_default(opt.id, v)}" for v in variants)
            st.info(
                f"**Tùy chọn của làng — {opt.name}.** {opt.description}  \nMặc định: {defaults}.",
                icon=":material/tune:",
            )
        pages = pages_for(d.where)
        if pages:
            cols = st.columns([1] + [2] * len(pages))
            cols[0].markdown("**Xem luật ở:**")
            for col, (path, title, pg_icon) in zip(cols[1:], pages):
                with col:
                    st.page_link(path, label=title, icon=pg_icon)
        ui.source_badge([{"seed": s, "section": ""} for s in sorted(d.seeds)])
