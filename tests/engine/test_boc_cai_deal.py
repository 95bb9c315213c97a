"""Bốc cái (seed 001 §II) and seeded deals."""
import pytest

from chan_core.boc_cai import boc_cai
from chan_core.cards import KINDS, Hand
from chan_core.deal import deal
from chan_core.errors import ChanError


def test_seed_example_that_van_goes_to_d():
    # 4 players A B C D = seats 0..3; B (1) draws thất vạn: B C D A B C D → D
    b = boc_cai(4, 1, "7V")
    assert b.seat == 3 and b.count == (1, 2, 3, 0, 1, 2, 3) and b.group == "đối"
    # D takes the cái pile; the pile on its right goes to A, then B, and C gets the one on its left
    assert b.piles == {3: 0, 0: 1, 1: 2, 2: 3}


def test_seed_example_nhi_van_tien():
    b = boc_cai(4, 1, "nhị văn")
    assert b.seat == 2 and b.group == "tiến"


@pytest.mark.parametrize("card,offset,group", [
    ("CC", 0, "về mình"), ("2S", 1, "tiến"), ("6N", 1, "tiến"), ("3V", 2, "đối"), ("7S", 2, "đối"),
    ("4V", 3, "tụt"), ("8N", 3, "tụt"), ("5V", 0, "về mình"), ("9S", 0, "về mình"),
])
def test_mnemonic_for_four_players(card, offset, group):
    for drawer in range(4):
        b = boc_cai(4, drawer, card)
        assert b.seat == (drawer + offset) % 4 and b.group == group


def test_two_and_three_players():
    # 3 players, seat 2 draws cửu: 2 0 1 2 0 1 2 0 1 → seat 1
    b = boc_cai(3, 2, "9V")
    assert b.seat == 1 and len(b.count) == 9 and b.group is None
    assert boc_cai(2, 0, "7N").seat == 0 and boc_cai(2, 0, "8N").seat == 1


@pytest.mark.parametrize("args,field", [
    ((5, 0, "7V"), "players"), ((1, 0, "7V"), "players"), ((4, 4, "7V"), "drawer"), ((4, -1, "7V"), "drawer"),
    ((4, 0, "xx"), "card"), ((True, 0, "7V"), "players"),
])
def test_bad_boc_cai_names_field(args, field):
    with pytest.raises(ChanError) as e:
        boc_cai(*args)
    assert e.value.field == field


@pytest.mark.parametrize("players", [2, 3, 4])
def test_deal_is_complete_and_reproducible(players):
    d = deal(players, seed=42)
    assert d == deal(players, seed=42)
    assert len(d.hands) == players and len(d.noc) == 23
    assert len(d.hands[d.cai_seat]) == 20 and d.hands[d.cai_seat][d.cai_card] >= 1
    assert all(len(h) == 19 for s, h in d.hands.items() if s != d.cai_seat)
    total = sum((h for h in d.hands.values()), Hand()) + Hand(list(d.noc))
    for h in d.set_aside:
        total = total + h
    assert total.counts == tuple([4] * len(KINDS))
    assert d.boc.card == d.cai_card and d.cai_pile != d.noc_pile
    assert deal(players, seed=43).piles != d.piles


def test_deal_rejects_bad_player_count():
    with pytest.raises(ChanError):
        deal(5, seed=1)
