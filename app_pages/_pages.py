"""The app's pages, in sidebar order: the router's navigation and the home page's overview."""
from __future__ import annotations

from pathlib import Path

from learning.i18n import N_

# (section, path, title, icon) — sections appear in the sidebar in this order.
PAGES: list[tuple[str, str, str, str]] = [
    (N_("Bắt đầu"), "app_pages/home.py", N_("Trang chủ"), ":material/home:"),
    (N_("Học"), "app_pages/bai_hoc.py", N_("Bài học"), ":material/school:"),
    (N_("Học"), "app_pages/tien_do.py", N_("Tiến độ của bạn"), ":material/insights:"),
    (N_("Học"), "app_pages/lop_hoc.py", N_("Lớp học"), ":material/groups:"),
    (N_("Luyện tập"), "app_pages/hom_nay.py", N_("Hôm nay"), ":material/today:"),
    (N_("Luyện tập"), "app_pages/doc_quan_bai.py", N_("Đọc quân bài"), ":material/style:"),
    (N_("Luyện tập"), "app_pages/boc_cai.py", N_("Luyện bốc cái"), ":material/casino:"),
    (N_("Luyện tập"), "app_pages/an_hay_khong.py", N_("Ăn hay không?"), ":material/help:"),
    (N_("Luyện tập"), "app_pages/luyen_xuong.py", N_("Luyện xướng"), ":material/campaign:"),
    (N_("Luyện tập"), "app_pages/choi_thu.py", N_("Chơi thử"), ":material/sports_esports:"),
    (N_("Tra cứu"), "app_pages/bo_bai.py", N_("Bộ bài"), ":material/style:"),
    (N_("Tra cứu"), "app_pages/chia_bai.py", N_("Chia bài & bốc cái"), ":material/shuffle:"),
    (N_("Tra cứu"), "app_pages/luot_danh.py", N_("Lượt đánh & cửa"), ":material/swap_horiz:"),
    (N_("Tra cứu"), "app_pages/loi.py", N_("Các lỗi (0–17)"), ":material/gavel:"),
    (N_("Tra cứu"), "app_pages/cuoc.py", N_("Cước, điểm & dịch"), ":material/emoji_events:"),
    (N_("Tra cứu"), "app_pages/thu_tu_xuong.py", N_("Thứ tự xướng"), ":material/record_voice_over:"),
    (N_("Tra cứu"), "app_pages/an_tien.py", N_("Ăn tiền & báo"), ":material/payments:"),
    (N_("Tra cứu"), "app_pages/thuat_ngu.py", N_("Thuật ngữ"), ":material/menu_book:"),
    (N_("Tra cứu"), "app_pages/quyet_dinh.py", N_("Chỗ các tài liệu khác nhau"), ":material/balance:"),
    (N_("Công cụ"), "app_pages/phan_tich_bai.py", N_("Phân tích bài"), ":material/search:"),
    (N_("Công cụ"), "app_pages/tinh_diem.py", N_("Tính điểm"), ":material/calculate:"),
    (N_("Công cụ"), "app_pages/xac_suat.py", N_("Xác suất"), ":material/bar_chart:"),
    (N_("Mậu binh"), "app_pages/mau_binh_luat.py", N_("Luật Mậu binh"), ":material/playing_cards:"),
    (N_("Mậu binh"), "app_pages/kiem_tra_binh.py", N_("Kiểm tra binh"), ":material/fact_check:"),
    (N_("Mậu binh"), "app_pages/xep_binh.py", N_("Xếp binh"), ":material/view_agenda:"),
    (N_("Mậu binh"), "app_pages/choi_mau_binh.py", N_("Chơi Mậu binh"), ":material/casino:"),
]
MAU_BINH_PAGES = frozenset(Path(path).stem for section, path, *_ in PAGES if section == N_("Mậu binh"))
SECTIONS = (N_("Bắt đầu"), N_("Học"), N_("Luyện tập"), N_("Tra cứu"), N_("Công cụ"), N_("Mậu binh"))
