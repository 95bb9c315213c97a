"""Issue 17 item 1 (Luyện bốc cái): a wrong seat gets the reason — the count from the drawer in
this deal, and why the chosen seat is wrong (``learning.explain.boc_cai_lines``).

Hand-worked from seed 001 §II (the drawer counts as 1, then to the right hand; chi chi = 1).
"""
from __future__ import annotations

import itertools
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from chan_core.boc_cai import MAX_PLAYERS, MIN_PLAYERS, boc_cai
from chan_core.cards import KINDS
from learning.explain import boc_cai_lines
from tests.apptest_pages import load_module
from words.i18n import language


def test_seed_example_b_draws_that_van():
    # 001 §II: 4 players, B draws thất vạn: B C D A B C D → D.
    res = boc_cai(4, 1, "7V")
    assert boc_cai_lines(res, 3) == boc_cai_lines(res, 0)[:1]  # the right seat: the count alone
    lines = boc_cai_lines(res, 0)  # A: counted from C (the seat after the drawer) as 1
    assert "1 = B, 2 = C, 3 = D, 4 = A, 5 = B, 6 = C, 7 = D" in lines[0] and "D được phần bài cái" in lines[0]
    assert lines[1].startswith("A được đếm ở số 4 khi đếm từ người bốc, không phải số 7.")
    assert "bên phải B là 1" in lines[2]
    lines = boc_cai_lines(res, 1)  # the drawer himself
    assert "số 1, 5 hoặc 9 (với 4 người)" in lines[2]  # a choice, not a run


@pytest.mark.parametrize(("lang", "players", "said"), [
    ("vi", 4, "khi quân cái là số 1, 5 hoặc 9 (với 4 người)."), ("vi", 3, "là số 1, 4 hoặc 7 (với 3 người)."),
    ("en", 4, "when the cái card is number 1, 5, or 9 (with 4 players)."), ("en", 3, "number 1, 4, or 7 (with 3 players)."),
])
def test_the_drawers_own_numbers_are_said_as_a_choice(lang, players, said):
    """Tester: «the cái card is number 1, 5, 9» read as a run; a card has one number, one of these."""
    with language(lang):
        lines = boc_cai_lines(boc_cai(players, 1, "2N"), 1)
    assert said in lines[-1], lines


def test_the_page_says_chi_ngu_cuu_come_back_as_a_choice():
    """«Bốc cái» page, 4 players, cửu drawn: the card is one of 1, 5 or 9, not the run «1, 5, 9» (the Vietnamese
    names the group, unchanged)."""
    page = load_module("app_pages/boc_cai.py", "boc_cai_page")
    for lang, said in [("en", "counting chi, ngũ or cửu (1, 5, or 9) goes all the way round"),
                       ("vi", "— chi, ngũ, cửu đếm đủ vòng và về lại người bốc (A)")]:
        with language(lang):
            text = page.mnemonic_text(boc_cai(4, 0, "9V"))
        assert said in text, text


@pytest.mark.parametrize(("lang", "said"), [("vi", "B được đếm ở số 2, 4, 6 và 8 khi đếm từ người bốc, không phải số 9."),
                                             ("en", "Counting from the player who draws, B is counted at 2, 4, 6, and 8, not at 9.")])
def test_a_wrong_seat_is_given_every_number_it_is_counted_at(lang, said):
    """Tester, «Bốc cái» «Hôm nay», 2 players, cửu: «B là số 2 (đếm tiếp quanh bàn: 4, 6), không phải số 9» left out 8."""
    with language(lang):
        lines = boc_cai_lines(boc_cai(2, 0, "9V"), 1)
    assert lines[1] == said, lines


@pytest.mark.parametrize(("lang", "numbers", "not_reached"), [
    ("vi", r"được đếm ở số (.+) khi đếm từ người bốc, không phải số (\d)\.$", r"là số (\d): lượt đếm dừng ở số (\d), chưa"),
    ("en", r"is counted at (.+), not at (\d)\.$", r"is number (\d): the count stops at (\d), before")])
def test_the_numbers_said_are_exactly_the_seats_numbers_up_to_the_card(lang, numbers, not_reached):
    """Every table size, drawer, card number 1–9 and wrong seat: the numbers listed are those the count gives the seat
    (the engine's ``count``), none left out and none past the card; a seat the count never reaches is told so."""
    by_number = {k.boc_cai_number: k.code for k in KINDS}
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        for drawer, n, pick in itertools.product(range(players), range(1, 10), range(players)):
            res = boc_cai(players, drawer, by_number[n])
            if pick == res.seat:
                continue
            with language(lang):
                line = boc_cai_lines(res, pick)[1]
            own = [i for i, s in enumerate(res.count, 1) if s == pick]
            if own:
                said, card = re.search(numbers, line).groups()
                assert re.findall(r"\d", said) == [str(i) for i in own] and card == str(n), line
            else:
                k, card = re.search(not_reached, line).groups()
                assert int(k) == (pick - drawer) % players + 1 > n and card == str(n), line


def test_three_players_counted_to_the_left():
    # 3 players, B draws cửu sách (9): B C A B C A B C A → A. Counting to the left gives C.
    res = boc_cai(3, 1, "9S")
    lines = boc_cai_lines(res, 2)
    assert lines[1].startswith("C được đếm ở số 2, 5 và 8")
    assert "sang tay trái" in lines[2]


@given(st.integers(2, 4), st.data())
def test_every_wrong_seat_gets_the_count_and_its_own_number(players, data):
    drawer = data.draw(st.integers(0, players - 1))
    card = data.draw(st.sampled_from(KINDS))
    res = boc_cai(players, drawer, card.code)
    for pick in range(players):
        lines = boc_cai_lines(res, pick)
        if pick == res.seat:
            assert len(lines) == 1 and lines[0] == boc_cai_lines(res, (pick + 1) % players)[0]
            continue
        n = card.boc_cai_number
        assert f"số {n}" in lines[0] and card.word in lines[0]
        assert f"Số {n} rơi vào {'ABCD'[res.seat]}" in lines[0]
        k = (pick - drawer) % players + 1
        assert f"{'ABCD'[pick]} " in lines[1] and f" {k}" in lines[1]
        assert all(c not in " ".join(lines) for c in ("2V", "9S", "CC"))  # words, not codes
