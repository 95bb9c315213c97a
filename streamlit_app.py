"""Học Chắn — the router: one ``st.navigation`` over the pages in ``app_pages/``.

Run with ``make run`` (http://localhost:8501). To add a page, append ONE row
to :data:`PAGES`: ``(section, path, title, icon)``. A row whose file does not
exist yet is skipped, so the app runs while pages are still being written.
"""
from __future__ import annotations

from pathlib import Path

import streamlit as st

from chan_core.errors import ChanError

st.set_page_config(page_title="Học Chắn", page_icon=":material/style:", layout="wide")
try:
    import ui  # loads and validates rules/*.yaml (via chan_core.cards)
except ChanError as err:  # a broken rules file: name the file and entry, never a traceback
    st.error(f"Không đọc được luật trong thư mục `rules/`: {err}", icon=":material/error:")
    st.stop()

ROOT = Path(__file__).resolve().parent

# (section, path, title, icon) — sections appear in the sidebar in this order.
PAGES: list[tuple[str, str, str, str]] = [
    ("Bắt đầu", "app_pages/home.py", "Trang chủ", ":material/home:"),
    ("Học", "app_pages/bai_hoc.py", "Bài học", ":material/school:"),
    ("Học", "app_pages/tien_do.py", "Tiến độ của bạn", ":material/insights:"),
    ("Học", "app_pages/lop_hoc.py", "Lớp học", ":material/groups:"),
    ("Luyện tập", "app_pages/boc_cai.py", "Luyện bốc cái", ":material/casino:"),
    ("Luyện tập", "app_pages/an_hay_khong.py", "Ăn hay không?", ":material/help:"),
    ("Luyện tập", "app_pages/luyen_xuong.py", "Luyện xướng", ":material/campaign:"),
    ("Luyện tập", "app_pages/choi_thu.py", "Chơi thử", ":material/sports_esports:"),
    ("Tra cứu", "app_pages/bo_bai.py", "Bộ bài", ":material/style:"),
    ("Tra cứu", "app_pages/chia_bai.py", "Chia bài & bốc cái", ":material/shuffle:"),
    ("Tra cứu", "app_pages/luot_danh.py", "Lượt đánh & cửa", ":material/swap_horiz:"),
    ("Tra cứu", "app_pages/loi.py", "Các lỗi (0–17)", ":material/gavel:"),
    ("Tra cứu", "app_pages/cuoc.py", "Cước, điểm & dịch", ":material/emoji_events:"),
    ("Tra cứu", "app_pages/thu_tu_xuong.py", "Thứ tự xướng", ":material/record_voice_over:"),
    ("Tra cứu", "app_pages/an_tien.py", "Ăn tiền & báo", ":material/payments:"),
    ("Tra cứu", "app_pages/thuat_ngu.py", "Thuật ngữ", ":material/menu_book:"),
    ("Tra cứu", "app_pages/quyet_dinh.py", "Chỗ các tài liệu khác nhau", ":material/balance:"),
    ("Công cụ", "app_pages/phan_tich_bai.py", "Phân tích bài", ":material/search:"),
    ("Công cụ", "app_pages/tinh_diem.py", "Tính điểm", ":material/calculate:"),
    ("Công cụ", "app_pages/xac_suat.py", "Xác suất", ":material/bar_chart:"),
    ("Mậu binh", "app_pages/mau_binh_luat.py", "Luật Mậu binh", ":material/playing_cards:"),
    ("Mậu binh", "app_pages/kiem_tra_binh.py", "Kiểm tra binh", ":material/fact_check:"),
    ("Mậu binh", "app_pages/xep_binh.py", "Xếp binh", ":material/view_agenda:"),
]
SECTIONS = ("Bắt đầu", "Học", "Luyện tập", "Tra cứu", "Công cụ", "Mậu binh")


def build_navigation() -> dict[str, list]:
    """``{section: [st.Page, …]}`` for the rows whose file exists (home is the default)."""
    nav: dict[str, list] = {s: [] for s in SECTIONS}
    for section, path, title, icon in PAGES:
        if (ROOT / path).is_file():
            nav.setdefault(section, []).append(
                st.Page(path, title=title, icon=icon, default=path == "app_pages/home.py")
            )
    return {s: pages for s, pages in nav.items() if pages}


page = st.navigation(build_navigation(), expanded=True)
ui.learner_sidebar()  # «Bạn là ai?» or sign-in (issue 14): every page then reads the current learner's progress
ui.variant_selector()
ui.run_page(page)
