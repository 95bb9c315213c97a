"""Bắt đầu — Trang chủ: what Học Chắn is and the way through it (Học → Luyện tập → Tra cứu).

Links only to pages whose file exists, so the home page is right while the
app is still being built.
"""
from __future__ import annotations

from pathlib import Path

import streamlit as st

import ui
from chan_core.errors import ChanError
from chan_core.rules import load_rules
from learning import progress
from learning.lessons import load_course


ROOT = Path(__file__).resolve().parent.parent
rules = load_rules()
n_cards = len(rules.deck.kinds) * rules.deck.copies_per_kind

# (step title, blurb, [(path, label, icon, what it is)])
STEPS = [
    (
        "1 · Học",
        "Đi từng bước: bộ bài, chắn và cạ, lượt đánh, ù, xướng và tính tiền.",
        [
            ("app_pages/bai_hoc.py", "Bài học", ":material/school:", "các bài học ngắn, có ví dụ bằng hình quân bài"),
            ("app_pages/tien_do.py", "Tiến độ của bạn", ":material/insights:", "bạn đã học và luyện tới đâu"),
        ],
    ),
    (
        "2 · Luyện tập",
        "Luyện những điều hay nhầm nhất ở chiếu bạc thật.",
        [
            ("app_pages/boc_cai.py", "Luyện bốc cái", ":material/casino:", "đếm xem ai được bài cái"),
            ("app_pages/an_hay_khong.py", "Ăn hay không?", ":material/help:", "quân này ăn được không, có phạm lỗi không"),
            ("app_pages/luyen_xuong.py", "Luyện xướng", ":material/campaign:", "xướng đủ cước, đúng thứ tự"),
        ],
    ),
    (
        "3 · Tra cứu",
        "Tra mọi luật trong vài giây; luật nào cũng ghi rõ nguồn.",
        [
            ("app_pages/bo_bai.py", "Bộ bài", ":material/style:", f"{len(rules.deck.kinds)} quân, {n_cards} lá, quân đỏ, số bốc cái"),
            ("app_pages/chia_bai.py", "Chia bài & bốc cái", ":material/shuffle:", "chia bài, nọc, ai được cái"),
            ("app_pages/luot_danh.py", "Lượt đánh & cửa", ":material/swap_horiz:", "đánh, bốc, ăn, dưới, chíu, trả cửa, ù"),
            ("app_pages/loi.py", "Các lỗi (0–17)", ":material/gavel:", f"{len(rules.loi)} lỗi và cách phạt"),
            ("app_pages/cuoc.py", "Cước, điểm & dịch", ":material/emoji_events:", f"{len(rules.cuoc)} cước, gà, hai biến thể"),
            ("app_pages/thu_tu_xuong.py", "Thứ tự xướng", ":material/record_voice_over:", "hô cước nào trước"),
            ("app_pages/an_tien.py", "Ăn tiền & báo", ":material/payments:", "ăn tiền, báo, xướng sai"),
            ("app_pages/thuat_ngu.py", "Thuật ngữ", ":material/menu_book:", "giải nghĩa mọi từ dùng trong ứng dụng"),
            ("app_pages/quyet_dinh.py", "Chỗ các tài liệu khác nhau", ":material/balance:",
             f"{len(rules.decisions)} chỗ các tài liệu gốc nói khác nhau, và cách ứng dụng chọn"),
        ],
    ),
    (
        "Công cụ",
        "Khi đang chơi thật hoặc muốn kiểm tra một ván bài.",
        [
            ("app_pages/phan_tich_bai.py", "Phân tích bài", ":material/search:", "xếp bài thành chắn, cạ, què và xem chờ gì"),
            ("app_pages/tinh_diem.py", "Tính điểm", ":material/calculate:", "ù bài này được bao nhiêu điểm"),
        ],
    ),
]



def resume_link() -> tuple[str, dict[str, str] | None, str]:
    """Where «Học tiếp» goes: ``(label, query_params, kind)``.

    Decided by :func:`learning.progress.next_step` (the same rule as the
    Tiến độ page): the saved position if that lesson is unfinished, else the
    first unfinished lesson in course order; ``kind`` is ``"start"``,
    ``"resume"``, ``"next"`` or ``"all_done"``. ``query_params`` is
    ``{"lesson": id, "step": "n"}`` (1-based step, as ``app_pages/bai_hoc.py``
    reads it), ``None`` when the course cannot be read (the lesson page then
    shows that error). Never raises.
    """
    nxt = next_step()
    if nxt is None:
        return "Bắt đầu học", None, "start"
    return nxt.label, nxt.query_params, nxt.kind


def next_step():
    """:func:`learning.progress.next_step` for the course, ``None`` when the course cannot be read."""
    try:
        course = load_course()
    except ChanError:
        return None
    return progress.next_step(course)


def unfinished_note(nxt) -> None:
    """Beside «Học tiếp»: the first lesson not finished yet when it is not the one being resumed,
    with a link, and how many lessons are left (issue 17: the learner jumped to lesson 12 and
    nothing said lessons 7–11 were unfinished)."""
    first = nxt.first_unfinished if nxt is not None else None
    if not first:
        return
    n, lesson = first
    left = ", ".join(str(k) for k, _ in nxt.unfinished)
    st.markdown(f"Bài đầu tiên bạn chưa học xong: **Bài {n}. {lesson.title}** "
                f"(còn {len(nxt.unfinished)} bài chưa xong: {left}).")
    st.page_link("app_pages/bai_hoc.py", label=f"Học bài {n}. {lesson.title}", icon=":material/first_page:",
                 query_params={"lesson": lesson.id, "step": "1"})

st.title("Học Chắn")
ui.progress_warning()  # a progress file that cannot be saved or read (issue 11)
st.markdown(
    "Ứng dụng để **học chơi Chắn** (bí tứ), bộ bài dài 100 lá của người Việt: học từng bước, "
    "**luyện** những chỗ người chơi hay sai — đếm **bốc cái**, **xướng** cước đúng thứ tự, "
    "quân nào **ăn** được, ù được **bao nhiêu điểm** — và **tra cứu** luật bất cứ lúc nào."
)
ui.show_hand("9V 8S CC 3V 3S 7N", width=60, caption="Lèo (cửu vạn, bát sách, chi chi) và tôm (tam vạn, tam sách, thất văn).")
st.markdown(
    "Luật lấy từ các tài liệu gốc (tài liệu 001 là luật đầy đủ; 002 là bài tính điểm; 003 là luật của một "
    "trang chơi trực tuyến, gọi là biến thể *sanhrong*). Mỗi luật đều ghi **nguồn**; chọn biến thể ở **thanh bên trái**."
)

if (ROOT / "app_pages/bai_hoc.py").is_file():
    label, params, kind = resume_link()
    with st.container(border=True, key="home_resume"):
        st.markdown({
            "resume": "**Bạn đang học dở.** Mở lại đúng chỗ bạn dừng:",
            "next": "**Học tiếp** bài đầu tiên bạn chưa học xong:",
            "all_done": "**Bạn đã học xong tất cả các bài.** Ôn lại bài học, hoặc làm lại những câu "
                        "cần ôn ở trang **Tiến độ**:",
        }.get(kind, "**Mới bắt đầu?** Bài 1 giới thiệu bộ bài; mỗi bài chỉ vài phút."))
        st.page_link("app_pages/bai_hoc.py", label=label, icon=":material/play_circle:", query_params=params)
        unfinished_note(next_step())
        if kind == "all_done" and (ROOT / "app_pages/tien_do.py").is_file():
            st.page_link("app_pages/tien_do.py", label="Ôn lại các câu hỏi (Tiến độ)", icon=":material/replay:")

for title, blurb, links in STEPS:
    present = [row for row in links if (ROOT / row[0]).is_file()]
    if not present:
        continue
    with st.container(border=True):
        st.subheader(title)
        st.caption(blurb)
        for path, label, icon, what in present:
            c1, c2 = st.columns([1, 2])
            with c1:
                st.page_link(path, label=label, icon=icon)
            c2.markdown(what)
