"""Scoring: điểm/dịch/gà under classic and sanhrong, values worked out by hand.

Seed 001 §VI (table), §VIII (gà); seed 002 (the 9 and 31 examples); seed
003 (the 15 example, dịch = điểm − 2).
"""
from __future__ import annotations

import pytest

from chan_core.errors import ChanError
from chan_core.options import make_options
from chan_core.scoring import check_cuoc, score
from words import say

CLASSIC = make_options("classic")
SANHRONG = make_options("sanhrong")


def test_seed002_example_9_points():
    # Lèo 5 (chính) + chíu ù 1 + bạch thủ 1 + 2 × tôm 1 = 9
    s = score({"chiu_u": 1, "bach_thu": 1, "tom": 2, "leo": 1}, CLASSIC)
    assert (s.base, s.ga, s.total, s.main) == (9, 0, 9, "leo")
    assert [(ln.cuoc, ln.role, ln.value) for ln in s.lines] == [
        ("leo", "diem", 5), ("chiu_u", "dich", 1), ("bach_thu", "dich", 1), ("tom", "dich", 2),
    ]
    assert all(ln.reason for ln in s.lines)


def test_seed002_example_31_points_three_ga():
    opts = make_options("classic", {"ga": True, "ga_mode": "rong", "ga_points": 5})
    s = score({"chi": 1, "bach_thu_chi": 1, "tam_do": 1, "leo": 2}, opts)
    # Tám đỏ 8 + chì 1 + bạch thủ chi 3 + 2 × lèo 2 = 16; gà: chì bạch thủ, bạch thủ chi, tám đỏ
    assert (s.base, s.ga, s.total) == (16, 3, 31)
    assert sorted(g.combo for g in s.ga_lines) == ["bach_thu_chi", "chi_bach_thu", "tam_do"]
    chi_bt = next(g for g in s.ga_lines if g.combo == "chi_bach_thu")
    assert "bạch thủ chi" in say(chi_bt.reason).lower() and "tính như" in say(chi_bt.reason)
    assert say(chi_bt.reason) == "Chì bạch thủ: có Chì + Bạch thủ chi (tính như bạch thủ) → 1 gà"
    assert say(chi_bt.reason, "en") == "Chì with bạch thủ: has Chì + Bạch thủ chi (counted as bạch thủ) → 1 gà"


def test_seed003_example_15_points():
    s = score({"thong": 1, "tam_do": 1, "leo": 2}, SANHRONG)
    assert (s.base, s.total) == (15, 15)  # 8 + 2 × 3 + 1


def test_same_cuoc_under_classic_is_13():
    assert score({"thong": 1, "tam_do": 1, "leo": 2}, CLASSIC).total == 13  # 8 + 2 × 2 + 1


def test_seed001_five_ga_with_two_ga_chi_bach_thu():
    opts = make_options("classic", {"ga": True, "chi_bach_thu_ga": 2})
    s = score({"u_bon": 1, "chi": 1, "bach_thu_chi": 1}, opts)
    # ù bòn bạch thủ 1 + ù bòn bạch thủ chi 1 + chì bạch thủ 2 + bạch thủ chi 1
    assert s.ga == 5
    assert s.base == 8 and s.total == 8 + 25


def test_single_cuoc_is_its_diem():
    for cid, diem in (("xuong", 2), ("thap_thanh", 12), ("ngu_ong_bat_ca", 30), ("bach_thu_chi", 6)):
        s = score({cid: 1}, CLASSIC)
        assert s.total == diem and len(s.lines) == 1 and s.lines[0].role == "diem"


def test_repeated_main_cuoc_adds_its_dich():
    assert score({"leo": 2}, CLASSIC).total == 5 + 2
    assert score({"leo": 4}, CLASSIC).total == 5 + 3 * 2
    assert score({"leo": 2}, SANHRONG).total == 5 + 3


def test_sanhrong_dich_is_diem_minus_two():
    # thập thành 14 + chíu ù (4 − 2) = 16  (thập thành never comes with bạch thủ: rules/cuoc_pairs.yaml)
    assert score({"thap_thanh": 1, "chiu_u": 1}, SANHRONG).total == 16
    # classic: 12 + 1 = 13
    assert score({"thap_thanh": 1, "chiu_u": 1}, CLASSIC).total == 13


def test_tie_on_diem_takes_lower_dich_as_main():
    # ngư ông bắt cá 30/0 and tám đỏ 8/5: main ngư ông → 30 + 5
    # (ngư ông never comes with phá thiên: it needs chắn kept in hand — rules/cuoc_pairs.yaml)
    assert score({"ngu_ong_bat_ca": 1, "tam_do": 1}, CLASSIC).total == 35
    # chíu 3/1, thông 3/1, thiên khai 3/1: 3 + 1 + 1
    assert score({"chiu": 1, "thong": 1, "thien_khai": 1}, CLASSIC).total == 5


def test_ga_not_counted_when_not_playing_ga():
    s = score({"tam_do": 1}, CLASSIC)
    assert s.ga == 0 and s.total == 8
    assert [g.combo for g in s.ga_lines] == ["tam_do"] and not s.ga_counted


def test_ga_hep_needs_leo_or_tom():
    hep = make_options("classic", {"ga": True, "ga_mode": "hep"})
    assert score({"tam_do": 1}, hep).ga == 0
    assert score({"tam_do": 1, "leo": 1}, hep).ga == 1
    assert score({"bach_dinh": 1}, hep).ga == 0
    assert score({"bach_dinh": 1, "tom": 1}, hep).ga == 1
    rong = make_options("classic", {"ga": True})
    assert score({"bach_dinh": 1, "tom": 1}, rong).ga == 1  # bạch định (rộng) only once


def test_ga_points_option():
    opts = make_options("classic", {"ga": True, "ga_points": 10})
    assert score({"thap_thanh": 1}, opts).total == 12 + 10


def test_bach_thu_chi_ga_option_off():
    opts = make_options("classic", {"ga": True, "bach_thu_chi_ga": False})
    assert score({"bach_thu_chi": 1}, opts).ga == 0
    assert score({"chi": 1, "bach_thu_chi": 1}, opts).ga == 1  # still chì bạch thủ


def test_sanhrong_ga_list():
    opts = make_options("sanhrong", {"ga": True})
    assert score({"thien_u": 1}, opts).total == 14 + 5
    assert score({"dia_u": 1}, opts).ga == 1
    assert score({"tom": 1}, opts).ga == 0
    assert score({"tieu_dong_hai_hoa": 1}, make_options("classic", {"ga": True})).ga == 1


def test_empty_is_xuong():
    s = score({}, CLASSIC)
    assert s.main == "xuong" and s.total == 2


@pytest.mark.parametrize(
    "cuoc,field",
    [
        ({"foo": 1}, "cuoc.foo"),
        ({"leo": 5}, "cuoc.leo"),
        ({"leo": -1}, "cuoc.leo"),
        ({"leo": "hai"}, "cuoc.leo"),
        ({"xuong": 1, "leo": 1}, "cuoc.xuong"),
        ({"bach_thu": 1, "bach_thu_chi": 1}, "cuoc.bach_thu"),
        ({"hoa_roi_cua_phat": 1, "chi": 1}, "cuoc.chi"),
    ],
)
def test_bad_cuoc_names_the_field(cuoc, field):
    with pytest.raises(ChanError) as e:
        score(cuoc, CLASSIC)
    assert e.value.field == field


def test_picture_cuoc_not_in_sanhrong():
    with pytest.raises(ChanError) as e:
        check_cuoc({"hoa_roi_cua_phat": 1}, SANHRONG)
    assert e.value.code == "scoring.cuoc.not_in_variant" and "Hoa rơi cửa phật" in say(e.value)


def test_score_not_strict_is_lenient():
    assert score({"hoa_roi_cua_phat": 1, "chi": 1}, CLASSIC, strict=False).total == 21


def test_line_values_sum_to_base():
    s = score({"thong": 1, "chi": 1, "tam_do": 1, "leo": 2, "tom": 2, "thien_khai": 2}, CLASSIC)
    assert sum(ln.value for ln in s.lines) == s.base == 8 + 1 + 1 + 2 * 2 + 2 * 1 + 2 * 1


def test_xuong_refused_when_lang_does_not_allow_it():
    with pytest.raises(ChanError) as e:
        score({}, make_options("classic", {"u_xuong_allowed": False}))
    assert "xuông" in say(e.value) and "xuông" in say(e.value, "en")
    assert score({"leo": 1}, make_options("classic", {"u_xuong_allowed": False})).total == 5


def test_line_reasons_explain_the_sum():
    s = score({"tam_do": 1, "leo": 2, "thong": 1}, CLASSIC)
    assert say(s.lines[0].reason) == "Tám đỏ là cước chính (điểm cao nhất) → điểm 8"
    assert say(s.lines[0].reason, "en") == "Tám đỏ is the main cước (highest điểm) → 8 điểm"
    assert "Lèo ×2: 2 × dịch 2 = 4" in [say(ln.reason) for ln in s.lines]
    s = score({"chiu_u": 1, "bach_thu": 1}, CLASSIC)  # both điểm 4
    assert "bằng điểm với" in say(s.lines[0].reason) and s.total == 5


@pytest.mark.parametrize("pair", [("thien_u", "dia_u"), ("thien_u", "pha_thien"), ("thien_u", "chi"),
                                  ("chiu_u", "thien_u"), ("chiu_u", "u_bon")])
def test_cuoc_that_exclude_each_other_are_refused(pair):
    # one win cannot be both (rules/cuoc.yaml `excludes`): thiên ù has no winning card; chíu ù needs
    # three alike in hand, ù bòn one.
    from chan_core.errors import ChanError
    from chan_core.options import make_options
    from chan_core.scoring import check_cuoc

    with pytest.raises(ChanError) as e:
        check_cuoc({pair[0]: 1, pair[1]: 1}, make_options("classic", {}))
    assert "không thể vừa" in say(e.value)
