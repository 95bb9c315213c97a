"""Bốc cái drill: the counts the drill teaches, for 2, 3 and 4 players (seed 001 §II).

Values counted by hand: seats 0…n−1 (A, B, C, D) in play order; the drawer
counts as 1; the card's number (chi chi 1, nhị 2 … cửu 9) lands on the seat
that takes the cái pile; the pile to the right of the cái pile goes to the
seat to the right of the cái seat, and so on.
"""
from __future__ import annotations

import pytest

from chan_core.boc_cai import boc_cai
from chan_core.errors import ChanError
from tests.apptest_pages import load_module


@pytest.fixture(scope="module")
def page_mod():
    """The page module, imported without running it (its ``main()`` is guarded)."""
    return load_module("app_pages/boc_cai.py", "boc_cai_page")


# ---------------------------------------------------------------- the seed's two examples
def test_seed_example_that_van():
    # 001 §II: B bốc thất vạn, "BCDABCD" → D; A gets the pile right of the cái, then B, then C.
    r = boc_cai(4, 1, "7V")
    assert r.count == (1, 2, 3, 0, 1, 2, 3)
    assert r.seat == 3 and r.group == "đối"
    assert r.piles == {3: 0, 0: 1, 1: 2, 2: 3}


def test_seed_example_nhi_van():
    # 001 §II: B bốc nhị văn → "tiến" → C.
    r = boc_cai(4, 1, "nhị văn")
    assert r.count == (1, 2) and r.seat == 2 and r.group == "tiến"
    assert r.piles == {2: 0, 3: 1, 0: 2, 1: 3}


# ---------------------------------------------------------------- 2, 3, 4 players
@pytest.mark.parametrize(
    "players, drawer, card, count, seat",
    [
        (2, 0, "9S", (0, 1, 0, 1, 0, 1, 0, 1, 0), 0),    # odd numbers come back to the drawer
        (2, 1, "8V", (1, 0, 1, 0, 1, 0, 1, 0), 0),       # even numbers go to the other player
        (2, 0, "CC", (0,), 0),                           # chi chi = 1 = the drawer
        (3, 2, "5N", (2, 0, 1, 2, 0), 0),
        (3, 0, "6S", (0, 1, 2, 0, 1, 2), 2),
        (3, 1, "4V", (1, 2, 0, 1), 1),
        (4, 0, "4N", (0, 1, 2, 3), 3),                   # tứ tụt: the seat on the drawer's left
        (4, 2, "8S", (2, 3, 0, 1, 2, 3, 0, 1), 1),       # bát tụt
        (4, 3, "6V", (3, 0, 1, 2, 3, 0), 0),             # lục tiến
        (4, 0, "3S", (0, 1, 2), 2),                      # tam đối
        (4, 1, "9N", (1, 2, 3, 0, 1, 2, 3, 0, 1), 1),    # cửu: round twice, back to the drawer
    ],
)
def test_counts(players, drawer, card, count, seat):
    r = boc_cai(players, drawer, card)
    assert r.count == count and r.seat == seat
    assert sorted(r.piles.values()) == list(range(players))
    assert r.piles[seat] == 0
    assert r.piles[(seat + 1) % players] == 1


@pytest.mark.parametrize("code, word", [("2V", "tiến"), ("6N", "tiến"), ("4S", "tụt"), ("8V", "tụt"),
                                        ("3N", "đối"), ("7S", "đối"), ("5V", "về mình"), ("9S", "về mình"),
                                        ("CC", "về mình")])
def test_mnemonic_groups_four_players(code, word):
    assert boc_cai(4, 0, code).group == word


def test_no_mnemonic_word_for_two_or_three():
    assert boc_cai(3, 0, "2V").group is None and boc_cai(2, 0, "2V").group is None


def test_bad_inputs_name_the_field():
    with pytest.raises(ChanError) as e:
        boc_cai(5, 0, "2V")
    assert e.value.field == "players"
    with pytest.raises(ChanError) as e:
        boc_cai(3, 3, "2V")
    assert e.value.field == "drawer"
    with pytest.raises(ChanError) as e:
        boc_cai(4, 0, "van")
    assert e.value.field == "card"


# ---------------------------------------------------------------- the page's texts and rounds
def test_page_count_text(page_mod):
    assert page_mod.count_text(boc_cai(4, 1, "7V")) == (
        "1 = B (người bốc) → 2 = C → 3 = D → 4 = A → 5 = B → 6 = C → 7 = D"
    )


def test_page_mnemonic_text(page_mod):
    t = page_mod.mnemonic_text(boc_cai(4, 1, "7V"))
    assert "tam (thất) đối" in t and "đối diện B là D" in t
    t = page_mod.mnemonic_text(boc_cai(4, 1, "2N"))
    assert "nhị (lục) tiến" in t and "bên tay phải B là C" in t
    t = page_mod.mnemonic_text(boc_cai(4, 0, "9V"))
    assert "về lại người bốc (A)" in t
    t = page_mod.mnemonic_text(boc_cai(3, 0, "2V"))
    assert "dành cho bàn 4 người" in t and "rơi vào B" in t


def test_page_piles_text(page_mod):
    assert page_mod.piles_text(boc_cai(4, 1, "7V")) == (
        "Phần bài cái → D; Phần thứ 1 bên phải phần cái → A; "
        "Phần thứ 2 bên phải phần cái → B; Phần thứ 3 bên phải phần cái → C"
    )


def test_page_rounds_are_reproducible(page_mod):
    for n in (2, 3, 4):
        rounds = [page_mod.make_round(n, s) for s in range(50)]
        assert rounds == [page_mod.make_round(n, s) for s in range(50)]
        assert all(0 <= d < n for d, _ in rounds)
        assert len(set(rounds)) > 10


def test_page_mat_picture_marks_drawer_and_seats():
    import ui

    svg = ui.boc_cai_svg(boc_cai(3, 2, "5N"), reveal=False)
    assert svg.startswith("<svg xmlns=") and svg.count("<circle") == 3
    assert "bốc cái" in svg and "chiều tay phải" in svg
    assert ui.boc_cai_img(boc_cai(3, 2, "5N"), reveal=True).startswith('<img src="data:image/svg+xml;base64,')


def test_next_round_favours_a_number_answered_wrong(page_mod, tmp_path, monkeypatch):
    import random

    from learning import progress

    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "p.db"))
    # Every 3-player number seen and right, except "quân số 5" answered wrong.
    for num in range(1, 10):
        progress.record_attempt("boc_cai", f"3 người, quân số {num}", num != 5)
    seed = page_mod.pick_seed(3, random.Random(7))
    drawer, card = page_mod.make_round(3, seed)
    assert boc_cai(3, drawer, card).card.boc_cai_number == 5
