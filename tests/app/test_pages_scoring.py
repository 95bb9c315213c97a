"""AppTest for the pages «Phân tích bài» and «Tính điểm» (issue 4): the
seeds' worked examples come out right, bad input shows an error beside the
input and the input is kept."""
from __future__ import annotations

from streamlit.testing.v1 import AppTest

from tests.apptest_pages import open_page



_open = open_page  # the router, then the page; asserts no exception


def _errors(at: AppTest) -> list[str]:
    return [e.value for e in at.error]


def test_phan_tich_bai_seed002_31_points():
    at = _open("app_pages/phan_tich_bai.py")
    at.selectbox(key="ptb_example").set_value("Ví dụ 31 điểm của bài tính điểm (chì bạch thủ chi, tám đỏ, 2 lèo)").run()
    assert not at.exception and not _errors(at)
    assert any("31 điểm" in s.value for s in at.success)
    table = at.dataframe[0].value
    assert list(table["Cộng"]) == [8, 1, 3, 4, 5, 5, 5, 31]
    md = " ".join(m.value for m in at.markdown)
    assert "Gà: 3" in md and "cửu vạn – bát sách – chi chi có 2 bộ" in md


def test_phan_tich_bai_manual_hand_waits_and_win():
    at = _open("app_pages/phan_tich_bai.py")
    at.text_input(key="ptb_hand__text").set_value(
        "2V 2V 4N 4N 5S 5S 6V 6V 7S 7S 8V 8N 2N 2S 4V 4S 6N 6S 9N").run()
    md = " ".join(m.value for m in at.markdown)
    assert "Đang chờ 1 quân" in md  # bạch thủ 9N
    assert any("Cửu văn — bạch thủ" in h.proto.body for h in at.get("html"))  # words, not codes (issue 17)
    at.selectbox(key="ptb_card").set_value("9N").run()
    at.radio(key="ptb_drawn_by").set_value("other").run()
    assert any("Tổng: **4 điểm**" in s.value for s in at.success)


def test_phan_tich_bai_bad_card_keeps_text():
    at = _open("app_pages/phan_tich_bai.py")
    at.text_input(key="ptb_hand__text").set_value("9V 9V cuu van").run()
    assert not at.exception
    errs = _errors(at)
    assert any("9V" in e and "9N" in e for e in errs), errs  # «cuu van» is vạn or văn
    assert at.text_input(key="ptb_hand__text").value == "9V 9V cuu van"


def test_phan_tich_bai_bad_meld_and_wrong_count():
    at = _open("app_pages/phan_tich_bai.py")
    at.text_input(key="ptb_hand__text").set_value("2V 2V 4N").run()
    at.button(key="ptb_add_meld").click().run()
    at.text_input(key="ptb_meld_cards_0").set_value("5V 5N").run()  # not a chắn
    errs = _errors(at)
    assert any("5V 5N" in e for e in errs), errs
    assert at.text_input(key="ptb_meld_cards_0").value == "5V 5N"
    at.text_input(key="ptb_meld_cards_0").set_value("5V 5V").run()
    at.selectbox(key="ptb_card").set_value("4N").run()
    errs = _errors(at)
    assert any("19 lá" in e for e in errs), errs  # 3 in hand + 2 on the mat
    assert at.text_input(key="ptb_hand__text").value == "2V 2V 4N"


def test_phan_tich_bai_invalid_win_reason():
    at = _open("app_pages/phan_tich_bai.py")
    at.text_input(key="ptb_hand__text").set_value(
        "2V 2V 4N 4N 5S 5S 6V 6V 7S 7S 9N 9N 8V 8N 2N 2S 4V 4S 5V").run()
    at.selectbox(key="ptb_card").set_value("5N").run()
    at.radio(key="ptb_source").set_value("danh").run()
    assert any("chỉ được ù quân bốc từ nọc" in e for e in _errors(at))


def test_tinh_diem_side_by_side():
    at = _open("app_pages/tinh_diem.py")
    at.selectbox(key="td_preset").set_value("Ví dụ 15 điểm (luật sanhrong, tài liệu 003)").run()
    assert not at.exception and not _errors(at)
    # classic first (the sidebar variant), then sanhrong: 8 + 2×2 + 1 = 13 vs 8 + 2×3 + 1 = 15
    assert [m.value for m in at.metric] == ["13", "15"]


def test_tinh_diem_seed002_31_with_ga():
    at = _open("app_pages/tinh_diem.py")
    at.selectbox(key="td_preset").set_value("Ví dụ 31 điểm (bài tính điểm, tài liệu 002)").run()
    assert [m.value for m in at.metric][0] == "31"
    pay = at.dataframe[-1].value  # 2–4 players at 1.000 per điểm
    assert list(pay["Mỗi người thua trả"]) == ["31.000"] * 3
    assert list(pay["Người ù nhận"]) == ["31.000", "62.000", "93.000"]
    assert list(pay["Một người bị báo trả thay làng"]) == ["31.000", "62.000", "93.000"]
    assert list(pay.iloc[:, -1]) == ["12.000"] * 3  # tám đỏ hai lèo = 8 + 2×2
    at.checkbox(key="td_ga").uncheck().run()
    assert [m.value for m in at.metric][0] == "16"


def test_tinh_diem_bad_choice_shows_error_and_keeps_it():
    at = _open("app_pages/tinh_diem.py")
    at.multiselect(key="td_cuoc").set_value(["xuong", "leo"]).run()
    assert not at.exception
    assert any("xuông" in e.lower() for e in _errors(at))
    assert at.multiselect(key="td_cuoc").value == ["xuong", "leo"]


def test_tinh_diem_picture_cuoc_only_classic():
    at = _open("app_pages/tinh_diem.py")
    at.multiselect(key="td_cuoc").set_value(["hoa_roi_cua_phat"]).run()
    assert [m.value for m in at.metric] == ["20"]
    assert any("Hoa rơi cửa phật" in e and "Sanhrong" in e for e in _errors(at))


def test_phan_tich_bai_thien_u():
    at = _open("app_pages/phan_tich_bai.py")
    at.text_input(key="ptb_hand__text").set_value(
        "6V 6V 6V 6V 2V 2V 4N 4N 5S 5S 7S 7S 8V 8N 2N 2S 4V 4S 5V 5N").run()
    at.checkbox(key="ptb_ctx_thien_u").check().run()
    assert not at.exception and not _errors(at)
    md = " ".join(m.value for m in at.markdown)
    assert "**Thiên ù**" in md and "**Bạch thủ**" in md and "**Thiên khai**" in md
    assert any("Tổng: **6 điểm**" in s.value for s in at.success)  # 4 + 1 + 1


def test_inputs_survive_a_visit_to_another_page():
    at = _open("app_pages/phan_tich_bai.py")
    at.text_input(key="ptb_hand__text").set_value("9V 9V 8S").run()
    at.switch_page("app_pages/tinh_diem.py").run()
    at.multiselect(key="td_cuoc").set_value(["leo"]).run()
    at.switch_page("app_pages/phan_tich_bai.py").run()
    assert at.text_input(key="ptb_hand__text").value == "9V 9V 8S"
    at.switch_page("app_pages/tinh_diem.py").run()
    assert at.multiselect(key="td_cuoc").value == ["leo"]
