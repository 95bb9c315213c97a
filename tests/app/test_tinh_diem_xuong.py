"""Issue 17 item 9: the calculator answers at the table — the xướng to say, a xướng thiếu / sai
option with what it costs, worked 3- and 4-player payment examples.

Expected values worked by hand from seed 002's 9-điểm example (chíu ù, bạch thủ, 2 tôm, lèo)
and the classic point table (001 §VI: chíu ù 4/1, bạch thủ 4/1, tôm 4/1, lèo 5/2, tám đỏ 8/5):
* the xướng: «Chíu ù bạch thủ có 2 tôm có lèo» (001 §V: kiểu ù, cước của bài, «có …» last);
* forgetting lèo: 4 + 1 + 2 × 1 = 7 điểm a loser (xướng thiếu, 001 §VII);
* adding tám đỏ: the declared value 8 + 1 + 1 + 2 + 2 = 14, paid by the winner to each player;
* 3 players: 2 × 9 = 18 to the winner; 4 players: 3 × 9 = 27; one báo player pays it all.
"""
from __future__ import annotations

from apptest_pages import open_page

PRESET = "Ví dụ 9 điểm (bài tính điểm, tài liệu 002)"


def _page(players: int = 4):
    at = open_page("app_pages/tinh_diem.py")
    at.selectbox(key="td_preset").set_value(PRESET).run()
    at.radio(key="td_players").set_value(players).run()
    at.text_input(key="td_bet_text").set_value("1.000").run()
    assert not at.exception
    return at


def _md(at) -> str:
    return "\n".join(m.value for m in at.markdown)


def test_says_the_xuong_to_call(progress_db):
    at = _page()
    assert "hô: **«Chíu ù bạch thủ có 2 tôm có lèo»**" in _md(at)
    assert at.success and at.success[-1].value.startswith("Xướng đúng")


def test_worked_examples_for_three_and_four_players(progress_db):
    md = _md(_page())
    assert "**Bàn 3 người** (A ù 9 điểm" in md and "A nhận 2 × 9 = 18 điểm = **18.000 đồng** (từ B và C)" in md
    assert "**Bàn 4 người** (A ù 9 điểm" in md and "A nhận 3 × 9 = 27 điểm = **27.000 đồng** (từ B, C và D)" in md
    assert "Nếu B đã bị báo: B trả thay cả làng 3 × 9 = 27 điểm = 27.000 đồng; C và D không phải trả." in md


def test_xuong_thieu_pays_only_what_was_said(progress_db):
    at = _page(players=3)
    at.radio(key="td_xuong_how").set_value("thieu").run()  # default: the last cước (lèo) forgotten
    assert at.warning[-1].value.startswith("Xướng thiếu: «Chíu ù bạch thủ có 2 tôm».")
    assert "7 điểm" in at.warning[-1].value
    md = _md(at)
    assert "- **A (người ù)**: nhận 14 điểm = 14.000 đồng" in md and "- **B**: trả 7 điểm = 7.000 đồng" in md


def test_xuong_sai_the_winner_pays_what_he_said(progress_db):
    at = _page(players=3)
    at.radio(key="td_xuong_how").set_value("sai").run()
    at.multiselect(key="td_said_extra").set_value(["tam_do"]).run()
    assert at.error[-1].value.startswith("Xướng sai: «Chíu ù bạch thủ có 2 tôm có lèo tám đỏ».")
    md = _md(at)
    assert "- **A (người ù)**: trả 28 điểm = 28.000 đồng" in md and "- **C**: nhận 14 điểm = 14.000 đồng" in md
