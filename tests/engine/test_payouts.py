"""Payouts for 2–4 players (001 §VII, 002 §VI, rules/payouts.yaml), by hand."""
from __future__ import annotations

import pytest

from chan_core.errors import ChanError
from chan_core.options import make_options
from chan_core.payouts import an_tien, bao, nghi_an_tien, penalty, penalty_points, xuong_sai, xuong_thieu


@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_tien_each_loser_pays_total_times_bet(players):
    s = an_tien(players, 0, 31, bet=1000)
    assert all(t.amount == 31_000 and t.payee == 0 for t in s.transfers)
    assert len(s.transfers) == players - 1
    assert s.net[0] == 31_000 * (players - 1)
    assert sum(s.net.values()) == 0


def test_nghi_an_tien_nobody_pays():
    s = nghi_an_tien(4, 2)
    assert s.transfers == () and set(s.net.values()) == {0}


def test_penalty_is_tam_do_hai_leo():
    assert penalty_points(make_options("classic")) == 12   # 8 + 2 × 2
    assert penalty_points(make_options("sanhrong")) == 14  # 8 + 2 × 3 (003 "= tám đỏ 2 lèo")
    assert penalty_points(make_options("classic", {"ga": True})) == 12  # base, gà not added


def test_u_lao_and_u_bao_pay_each_other_player():
    s = penalty("u_lao", 3, 1, make_options("classic"), bet=2)
    assert s.net == {0: 24, 1: -48, 2: 24}
    assert penalty("u_bao", 4, 0, make_options("sanhrong")).net == {0: -42, 1: 14, 2: 14, 3: 14}


def test_bao_pays_for_the_whole_lang():
    # 4 players, winner 0 with 9 điểm, seat 2 báo: pays 3 × 9 = 27; seats 1 and 3 pay nothing
    assert bao(4, 0, 9, [2]).net == {0: 27, 1: 0, 2: -27, 3: 0}
    # two báo: each pays as if alone, the winner takes both
    assert bao(4, 0, 9, [2, 3]).net == {0: 54, 1: 0, 2: -27, 3: -27}
    # 2 players: the báo player is the only loser
    assert bao(2, 1, 9, [0]).net == {0: -9, 1: 9}


@pytest.mark.parametrize("lang, one, many", [
    ("vi", "Người bị báo trả thay cả làng 27 điểm cho người ù; người khác không phải trả.",
     "2 người bị báo: mỗi người trả thay cả làng 27 điểm cho người ù, như khi chỉ mình người ấy báo."),
    ("en", "The player who is báo pays the winner 27 điểm for the whole làng; the others pay nothing.",
     "2 players are báo: each pays the winner 27 điểm for the whole làng, as if they alone were báo.")])
def test_the_bao_summary_says_how_many_are_bao(lang, one, many):
    import words

    assert words.say(bao(4, 0, 9, [2]).summary, lang) == one
    assert words.say(bao(4, 0, 9, [2, 3]).summary, lang) == many  # not «the others pay nothing» beside two payers


def test_xuong_sai_without_bao():
    assert xuong_sai(3, 0, 12).net == {0: -24, 1: 12, 2: 12}


def test_xuong_sai_with_bao_theo_002():
    # 4 players, winner 0 declared 12 (correct 9), seat 1 báo:
    # báo pays seats 2, 3 nine each; winner pays seats 2, 3 twelve each
    s = xuong_sai(4, 0, 12, bao_seats=[1], correct_points=9)
    assert s.net == {0: -24, 1: -18, 2: 21, 3: 21}
    # 2 players: hòa
    assert xuong_sai(2, 0, 12, bao_seats=[1], correct_points=9).transfers == ()


def test_xuong_sai_with_bao_theo_001():
    s = xuong_sai(4, 0, 12, bao_seats=[1], rule="theo_001")
    assert s.net == {0: -24, 1: 0, 2: 12, 3: 12}


def test_xuong_thieu_pays_declared_only():
    assert xuong_thieu(3, 2, 5).net == {0: -5, 1: -5, 2: 10}


@pytest.mark.parametrize(
    "call,field",
    [
        (lambda: an_tien(5, 0, 9), "players"),
        (lambda: an_tien(1, 0, 9), "players"),
        (lambda: an_tien(3, 3, 9), "seat"),
        (lambda: an_tien(3, 0, -1), "points"),
        (lambda: an_tien(3, 0, 9, bet=-2), "bet"),
        (lambda: bao(3, 0, 9, [0]), "bao"),
        (lambda: bao(3, 0, 9, []), "bao"),
        (lambda: xuong_sai(3, 0, 9, bao_seats=[1]), "correct_points"),
        (lambda: xuong_sai(3, 0, 9, rule="x"), "options.bao_xuong_sai"),
    ],
)
def test_bad_input_names_the_field(call, field):
    with pytest.raises(ChanError) as e:
        call()
    assert e.value.field == field
