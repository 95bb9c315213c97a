"""Bắt đầu — Trang chủ: what Học Chắn is and the way through it (Học → Luyện tập → Tra cứu)."""
from __future__ import annotations

import streamlit as st

import ui
from chan_core.errors import ChanError
from chan_core.rules import load_rules
from learning import progress
from learning.i18n import N_, _
from learning.lessons import load_course
from words.i18n import text_of

rules = load_rules()
n_cards = len(rules.deck.kinds) * rules.deck.copies_per_kind

# (step title, blurb, [(path, label, icon, what it is)])
STEPS = [
    (
        N_("1 · Học"),
        N_("Đi từng bước: bộ bài, chắn và cạ, lượt đánh, ù, xướng và tính tiền."),
        [
            ("app_pages/bai_hoc.py", N_("Bài học"), ":material/school:", N_("các bài học ngắn, có ví dụ bằng hình quân bài")),
            ("app_pages/tien_do.py", N_("Tiến độ của bạn"), ":material/insights:", N_("bạn đã học và luyện tới đâu")),
            ("app_pages/lop_hoc.py", N_("Lớp học"), ":material/groups:", N_("cho thầy cô: tiến độ của cả lớp")),
        ],
    ),
    (
        N_("2 · Luyện tập"),
        N_("Luyện những điều hay nhầm nhất ở chiếu bạc thật."),
        [
            ("app_pages/hom_nay.py", N_("Hôm nay"), ":material/today:", N_("mười phút mỗi ngày: câu sai cũ quay lại, bài toán vừa sức")),
            ("app_pages/doc_quan_bai.py", N_("Đọc quân bài"), ":material/style:", N_("nhìn quân bài thật, gọi đúng tên")),
            ("app_pages/boc_cai.py", N_("Luyện bốc cái"), ":material/casino:", N_("đếm xem ai được bài cái")),
            ("app_pages/an_hay_khong.py", N_("Ăn hay không?"), ":material/help:", N_("quân này ăn được không, có phạm lỗi không")),
            ("app_pages/luyen_xuong.py", N_("Luyện xướng"), ":material/campaign:", N_("xướng đủ cước, đúng thứ tự")),
            ("app_pages/choi_thu.py", N_("Chơi thử"), ":material/sports_esports:", N_("chơi cả ván với máy, có người kèm")),
        ],
    ),
    (
        N_("3 · Tra cứu"),
        N_("Tra mọi luật trong vài giây; luật nào cũng ghi rõ nguồn."),
        [
            ("app_pages/bo_bai.py", N_("Bộ bài"), ":material/style:", (N_("{kinds} quân, {cards} lá, quân đỏ, số bốc cái"), dict(kinds=len(rules.deck.kinds), cards=n_cards))),
            ("app_pages/chia_bai.py", N_("Chia bài & bốc cái"), ":material/shuffle:", N_("chia bài, nọc, ai được cái")),
            ("app_pages/luot_danh.py", N_("Lượt đánh & cửa"), ":material/swap_horiz:", N_("đánh, bốc, ăn, dưới, chíu, trả cửa, ù")),
            ("app_pages/loi.py", N_("Các lỗi (0–17)"), ":material/gavel:", (N_("{n} lỗi và cách phạt"), dict(n=len(rules.loi)))),
            ("app_pages/cuoc.py", N_("Cước, điểm & dịch"), ":material/emoji_events:", (N_("{n} cước, gà, hai biến thể"), dict(n=len(rules.cuoc)))),
            ("app_pages/thu_tu_xuong.py", N_("Thứ tự xướng"), ":material/record_voice_over:", N_("hô cước nào trước")),
            ("app_pages/an_tien.py", N_("Ăn tiền & báo"), ":material/payments:", N_("ăn tiền, báo, xướng sai")),
            ("app_pages/thuat_ngu.py", N_("Thuật ngữ"), ":material/menu_book:", N_("giải nghĩa mọi từ dùng trong ứng dụng")),
            ("app_pages/quyet_dinh.py", N_("Chỗ các tài liệu khác nhau"), ":material/balance:",
             (N_("{n} chỗ các tài liệu gốc nói khác nhau, và cách ứng dụng chọn"), dict(n=len(rules.decisions)))),
        ],
    ),
    (
        N_("4 · Công cụ"),
        N_("Khi đang chơi thật hoặc muốn kiểm tra một ván bài."),
        [
            ("app_pages/phan_tich_bai.py", N_("Phân tích bài"), ":material/search:", N_("xếp bài thành chắn, cạ, què và xem chờ gì")),
            ("app_pages/tinh_diem.py", N_("Tính điểm"), ":material/calculate:", N_("ù bài này được bao nhiêu điểm")),
            ("app_pages/xac_suat.py", N_("Xác suất"), ":material/bar_chart:", N_("bài chia ra hay gặp gì, hiếm đến đâu")),
        ],
    ),
    (
        N_("5 · Mậu binh"),
        N_("Một trò khác với bộ bài tây 52 lá: xếp 13 lá thành ba chi."),
        [
            ("app_pages/mau_binh_luat.py", N_("Luật Mậu binh"), ":material/playing_cards:", N_("luật, các loại chi, cách tính điểm")),
            ("app_pages/kiem_tra_binh.py", N_("Kiểm tra binh"), ":material/fact_check:", N_("xếp 13 lá của bạn, xem đúng sai")),
            ("app_pages/xep_binh.py", N_("Xếp binh"), ":material/view_agenda:", N_("luyện xếp bài, so với máy")),
            ("app_pages/choi_mau_binh.py", N_("Chơi Mậu binh"), ":material/casino:", N_("chơi một ván với ba máy")),
        ],
    ),
]  # the sidebar's pages (streamlit_app.PAGES), in its order, each section numbered



def next_step():
    """:func:`learning.progress.next_step` for the course, ``None`` when the course cannot be read."""
    try:
        course = load_course()
    except ChanError:
        return None
    return progress.next_step(course)


def unfinished_note(nxt) -> None:
    """Beside «Học tiếp»: the first unfinished lesson (when not the one resumed) and how many are left."""
    first = nxt.first_unfinished if nxt is not None else None
    if not first:
        return
    n, lesson = first
    left = ", ".join(str(k) for k, _ in nxt.unfinished)
    title = text_of(lesson, "title")
    st.markdown(_("Bài đầu tiên bạn chưa học xong: **Bài {n}. {title}** "
                  "(còn {left} bài chưa xong: {which}).").format(n=n, title=title, left=len(nxt.unfinished),
                                                                  which=left))
    st.page_link("app_pages/bai_hoc.py", label=_("Học bài {n}. {title}").format(n=n, title=title),
                 icon=":material/first_page:",
                 query_params={"lesson": lesson.id, "step": "1"})


st.title("Học Chắn")
ui.progress_warning()  # a progress file that cannot be saved or read (issue 11)
st.markdown(_(
    "Ứng dụng để **học chơi Chắn** (bí tứ), bộ bài dài 100 lá của người Việt: học từng bước, "
    "**luyện** những chỗ người chơi hay sai — đếm **bốc cái**, **xướng** cước đúng thứ tự, "
    "quân nào **ăn** được, ù được **bao nhiêu điểm** — và **tra cứu** luật bất cứ lúc nào."
))
ui.show_hand("9V 8S CC 3V 3S 7N", width=60,
             caption=_("Lèo (cửu vạn, bát sách, chi chi) và tôm (tam vạn, tam sách, thất văn)."))
st.markdown(_(
    "Luật lấy từ các tài liệu gốc (tài liệu 001 là luật đầy đủ; 002 là bài tính điểm; 003 là luật của một "
    "trang chơi trực tuyến, gọi là biến thể *sanhrong*). Mỗi luật đều ghi **nguồn**; chọn biến thể ở **thanh bên trái**."
))

nxt = next_step()  # «Học tiếp»: the saved position if unfinished, else the first unfinished lesson
label, params, kind = (_("Bắt đầu học"), None, "start") if nxt is None else (nxt.label, nxt.query_params, nxt.kind)
with st.container(border=True, key="home_resume"):
    st.markdown({
        "resume": _("**Bạn đang học dở.** Mở lại đúng chỗ bạn dừng:"),
        "next": _("**Học tiếp** bài đầu tiên bạn chưa học xong:"),
        "all_done": _("**Bạn đã học xong tất cả các bài.** Ôn lại bài học, hoặc làm lại những câu "
                      "cần ôn ở trang **Tiến độ**:"),
    }.get(kind) or _("**Mới bắt đầu?** Bài 1 giới thiệu bộ bài; mỗi bài chỉ vài phút."))
    st.page_link("app_pages/bai_hoc.py", label=label, icon=":material/play_circle:", query_params=params)
    unfinished_note(nxt)
    if kind == "all_done":
        st.page_link("app_pages/tien_do.py", label=_("Ôn lại các câu hỏi (Tiến độ)"), icon=":material/replay:")

for title, blurb, links in STEPS:
    with st.container(border=True):
        st.subheader(_(title))
        st.caption(_(blurb))
        for path, label, icon, what in links:
            c1, c2 = st.columns([1, 2])
            with c1:
                st.page_link(path, label=_(label), icon=icon)
            c2.markdown(_(what[0]).format(**what[1]) if isinstance(what, tuple) else _(what))
