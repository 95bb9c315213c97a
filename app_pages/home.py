"""Bắt đầu — Trang chủ: what Học Chắn is and the way through it (Học → Luyện tập → Tra cứu)."""
from __future__ import annotations

from pathlib import Path

import streamlit as st

import ui
from app_pages._pages import PAGES
from chan_core.errors import ChanError
from chan_core.rules import load_rules
from learning import progress
from learning.i18n import N_, _
from learning.lessons import load_course
from words.i18n import text_of

rules = load_rules()
n_cards = len(rules.deck.kinds) * rules.deck.copies_per_kind

# What each section and page of the sidebar (app_pages._pages.PAGES) is; a page's text is a msgid,
# or (msgid, values) when it counts something.
BLURBS = {
    N_("Học"): N_("Đi từng bước: bộ bài, chắn và cạ, lượt đánh, ù, xướng và tính tiền."),
    N_("Luyện tập"): N_("Luyện những điều hay nhầm nhất khi ngồi chiếu chắn thật."),
    N_("Tra cứu"): N_("Tra mọi luật trong vài giây; luật nào cũng ghi rõ nguồn."),
    N_("Công cụ"): N_("Khi đang chơi thật hoặc muốn kiểm tra một ván bài."),
    N_("Mậu binh"): N_("Một trò khác với bộ bài tây 52 lá: xếp 13 lá thành ba chi."),
}
WHAT = {
    "bai_hoc": N_("các bài học ngắn, có ví dụ bằng hình quân bài"),
    "tien_do": N_("bạn đã học và luyện tới đâu"),
    "lop_hoc": N_("cho thầy cô: tiến độ của cả lớp"),
    "hom_nay": N_("mười phút mỗi ngày: câu sai cũ quay lại, bài toán vừa sức"),
    "doc_quan_bai": N_("nhìn quân bài thật, gọi đúng tên"),
    "boc_cai": N_("đếm xem ai được bài cái"),
    "an_hay_khong": N_("quân này ăn được không, có phạm lỗi không"),
    "luyen_xuong": N_("xướng đủ cước, đúng thứ tự"),
    "choi_thu": N_("chơi cả ván với máy, có người kèm"),
    "bo_bai": (N_("{kinds} quân, {cards} lá, quân đỏ, số bốc cái"), dict(kinds=len(rules.deck.kinds), cards=n_cards)),
    "chia_bai": N_("chia bài, nọc, ai được cái"),
    "luot_danh": N_("đánh, bốc, ăn, dưới, chíu, trả cửa, ù"),
    "loi": (N_("{n} lỗi và cách phạt"), dict(n=len(rules.loi))),
    "cuoc": (N_("{n} cước, gà, hai biến thể"), dict(n=len(rules.cuoc))),
    "thu_tu_xuong": N_("hô cước nào trước"),
    "an_tien": N_("ăn tiền, báo, xướng sai"),
    "thuat_ngu": N_("giải nghĩa mọi từ dùng trong ứng dụng"),
    "quyet_dinh": (N_("{n} chỗ các tài liệu gốc nói khác nhau, và cách ứng dụng chọn"), dict(n=len(rules.decisions))),
    "phan_tich_bai": N_("xếp bài thành chắn, cạ, què và xem chờ gì"),
    "tinh_diem": N_("ù bài này được bao nhiêu điểm"),
    "xac_suat": N_("bài chia ra hay gặp gì, hiếm đến đâu"),
    "mau_binh_luat": N_("luật, các loại chi, cách tính điểm"),
    "kiem_tra_binh": N_("xếp 13 lá của bạn, xem đúng sai"),
    "xep_binh": N_("luyện xếp bài, so với máy"),
    "choi_mau_binh": N_("chơi một ván với ba máy"),
}


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
ui.show_hand(groups=[(None, "9V 8S CC"), (None, "3V 3S 7N")], width=60,  # the lèo, the tôm: 3 + 3 on a phone
             caption=_("Lèo (cửu vạn, bát sách, chi chi) và tôm (tam vạn, tam sách, thất văn)."))
st.markdown(_(
    "Luật trong ứng dụng lấy từ các **tài liệu gốc**, những bản luật chơi viết sẵn: tài liệu 001 là luật đầy đủ; "
    "002 là bài tính điểm; 003 là luật của một trang chơi trực tuyến, gọi là biến thể *sanhrong*. Mỗi luật đều ghi "
    "**nguồn** (tài liệu nào, mục nào); chọn biến thể ở **thanh bên trái**. Ứng dụng không in lại nguyên văn các "
    "tài liệu: trang dưới đây nói từng tài liệu là gì và trích lời chúng ở những chỗ chúng nói khác nhau."
))
st.page_link("app_pages/quyet_dinh.py", label=_("Chỗ các tài liệu khác nhau"), icon=":material/balance:")

try:  # «Học tiếp»: the saved position if unfinished, else the first unfinished lesson
    nxt = progress.next_step(load_course())
except ChanError:  # the course cannot be read
    nxt = None
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

for n, section in enumerate(BLURBS, 1):
    with st.container(border=True):
        st.subheader(f"{n} · {_(section)}")
        st.caption(_(BLURBS[section]))
        for _sec, path, label, icon in (row for row in PAGES if row[0] == section):
            what = WHAT[Path(path).stem]
            c1, c2 = st.columns([1, 2])
            with c1:
                st.page_link(path, label=_(label), icon=icon)
            c2.markdown(_(what[0]).format(**what[1]) if isinstance(what, tuple) else _(what))
