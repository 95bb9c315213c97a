"""Mậu binh engine (seed 004): cards, categories and tie-breaks, the order check (binh lủng),
special hands, scoring of 2–4 players, options, and the rules file.

Every example of issue 16 is a test here; the property tests are in
tests/engine/test_mau_binh_properties.py."""
from __future__ import annotations

import ast
import contextlib
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from chan_core.errors import ChanError
from mau_binh.arrangement import Arrangement
from mau_binh.cards import Card
from mau_binh.chi import chi_value, compare
from mau_binh.options import make_options
from mau_binh.scoring import settle
from mau_binh.specials import find_special
from mau_binh.cards import DECK, deal, parse_cards, read_hand
from mau_binh.chi import DETECTORS, why_compare
from mau_binh.rules import SPECIAL_IDS, load_rules
from mau_binh.specials import SPECIALS
from mau_binh_ranked import specials_in, top_arrangements
from words import say, say_all

ROOT = Path(__file__).resolve().parents[2]
A = Arrangement.parse


@contextlib.contextmanager
def refused(pattern: str):
    """``pytest.raises(ChanError, match=pattern)`` on the words of the error (:func:`words.say`)."""
    with pytest.raises(ChanError) as e:
        yield e
    assert re.search(pattern, say(e.value)), say(e.value)


# ---------------------------------------------------------------- cards
@pytest.mark.parametrize("text", ["As", "as", "AS", "A♠", "♠A", "A bích", "a BICH", "át bích", "xì bích", "Abích",
                                  "A♤"])
def test_ace_of_spades_in_every_notation(text):
    assert Card(text) is Card("As")


@pytest.mark.parametrize("text,code", [
    ("10h", "Th"), ("Th", "Th"), ("tH", "Th"), ("10 cơ", "Th"), ("10♥", "Th"), ("10 ♥", "Th"), ("10co", "Th"),
    ("Qc", "Qc"), ("Q chuồn", "Qc"), ("Q nhép", "Qc"), ("q TÉP", "Qc"), ("đầm chuồn", "Qc"), ("Q♣", "Qc"),
    ("Kd", "Kd"), ("K rô", "Kd"), ("già rô", "Kd"), ("Jh", "Jh"), ("bồi cơ", "Jh"), ("2s", "2s"), ("9c", "9c"),
    ("A tép", "Ac"), ("a of tec", "Ac"),  # «a» + «tép» once read as «át» + «ép»
])
def test_rank_and_suit_spellings(text, code):
    assert Card(text).code == code


def test_the_deck_round_trips_through_str_and_repr():
    assert len(DECK) == 52 and len(set(DECK)) == 52
    for c in DECK:
        assert Card(str(c)) is c
        assert eval(repr(c)) is c  # noqa: S307 - repr() is a constructor
        assert c.red == (c.suit in "hd")


def test_a_list_of_cards_mixes_notations_and_keeps_order():
    cards = parse_cards("As, 10h Q rô ♣7 K bích")
    assert [c.code for c in cards] == ["As", "Th", "Qd", "7c", "Ks"]
    assert parse_cards(["As", Card("Kh"), "2c 3c"]) == [Card("As"), Card("Kh"), Card("2c"), Card("3c")]


@pytest.mark.parametrize("text,named", [("Xz", "«Xz»"), ("1h", "«1h»"), ("Ay", "«Ay»"), ("11s", "«11s»"),
                                        ("A", "«A»")])
def test_unknown_cards_are_refused_naming_the_card(text, named):
    with pytest.raises(ChanError) as e:
        parse_cards(f"Ks {text} 2c")
    assert named in say(e.value) and "bích" in say(e.value)


def test_duplicates_and_counts_are_refused_naming_them():
    thirteen = "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s"
    assert len(read_hand(thirteen)) == 13
    with refused("át bích.*hai lần"):
        read_hand("As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s A♠")
    with refused("13 lá, ở đây có 12 lá"):
        read_hand("As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s")
    with refused("13 lá, ở đây có 14 lá"):
        read_hand(thirteen + " 2h")
    with pytest.raises(ChanError) as e:
        A("Ks Kd 4c 5c / 7h 7d 7s 2c / 8s 8h 8d Jc Jd")
    assert "Chi đầu cần đúng 3 lá, ở đây có 4 lá" in say(e.value) and e.value.field == "front"
    with refused("K bích.*hai lần"):
        A("Ks Kd 4c / Ks 7d 7s 2c 3c / 8s 8h 8d Jc Jd")
    with refused("3 chi"):
        A("Ks Kd 4c 7h 7d 7s 2c 3c 8s 8h 8d Jc Jd")


def test_deal_is_reproducible_and_uses_the_whole_deck():
    hands = deal(4, 99)
    assert hands == deal(4, 99) and hands != deal(4, 100)
    assert sorted(c for h in hands for c in h) == sorted(DECK)


# ---------------------------------------------------------------- categories
CATEGORY_HANDS = [
    ("9h Th Jh Qh Kh", "thung_pha_sanh", (13,)),
    ("Ad 2d 3d 4d 5d", "thung_pha_sanh", (5,)),
    ("9s 9h 9d 9c 4h", "tu_quy", (9, 4)),
    ("8s 8h 8d Jc Jd", "cu_lu", (8, 11)),
    ("2h 7h 9h Jh Kh", "thung", (13, 11, 9, 7, 2)),
    ("9s Ts Jh Qd Kc", "sanh", (13,)),
    ("As 2d 3c 4h 5s", "sanh", (5,)),
    ("Ts Jd Qc Kh As", "sanh", (14,)),
    ("7h 7d 7s 2c 3c", "xam_chi", (7, 3, 2)),
    ("2h 2d 5s 5h 6c", "thu", (5, 2, 6)),
    ("Qh Qd 8s 5h 2c", "doi", (12, 8, 5, 2)),
    ("Kh 9d 7s 4c 2c", "rac", (13, 9, 7, 4, 2)),
    ("Jh Qd Kc Ac 2s", "rac", (14, 13, 12, 11, 2)),  # no straight round the A
    ("Ks Kd Kc", "xam_chi", (13,)),
    ("Ks Kd 4c", "doi", (13, 4)),
    ("7c Jd Kh", "rac", (13, 11, 7)),
    ("Qh Kh Ah", "rac", (14, 13, 12)),  # three in sequence / of a suit is still rác at the front
]


@pytest.mark.parametrize("text,cat,ranks", CATEGORY_HANDS, ids=[c[0] for c in CATEGORY_HANDS])
def test_every_category_with_a_hand(text, cat, ranks):
    v = chi_value(text)
    assert (v.category, v.ranks) == (cat, ranks)


def test_every_category_has_a_hand_above():
    assert {c for _, c, _ in CATEGORY_HANDS} == set(DETECTORS)


def test_rules_file_examples_and_order():
    r = load_rules()
    for c in r.categories:
        assert chi_value(c.example).category == c.id, c.id
    assert tuple(c.id for c in r.categories) == tuple(DETECTORS)
    assert all(tuple(c.sizes) == DETECTORS[c.id].sizes for c in r.categories)
    # each category's example beats the example of the category below it (5-card ones)
    fives = [chi_value(c.example) for c in r.categories if len(c.example.split()) == 5]
    assert [v.category for v in fives] == list(DETECTORS)[:7]
    for hi, lo in zip(fives, fives[1:]):
        assert compare(hi, lo) == 1, (hi, lo)


# (a, b, sign): a beats b (1), draws (0) or loses (-1); one row per tie-break rule.
TIE_BREAKS = [
    ("Ts Js Qs Ks As", "9h Th Jh Qh Kh", 1),          # thùng phá sảnh: top card
    ("2c 3c 4c 5c 6c", "Ad 2d 3d 4d 5d", 1),          # A-2-3-4-5 is the lowest straight flush
    ("9s 9h 9d 9c 4h", "8s 8h 8d 8c Ah", 1),          # tứ quý: the four first
    ("9s 9h 9d 9c 4h", "9s 9h 9d 9c 3h", 1),          # … then the odd card (impossible at one table, still ordered)
    ("8s 8h 8d 2c 2d", "7s 7h 7d Ac Ad", 1),          # cù lũ: the three first
    ("8s 8h 8d Jc Jd", "8c 8h 8d 9c 9d", 1),          # … then the pair
    ("Ah 7h 5h 4h 2h", "Kd Qd Jd 9d 7d", 1),          # thùng: highest card
    ("Ah Kh 5h 4h 3h", "Ad Kd 5d 4d 2d", 1),          # … down to the last card
    ("Ts Jd Qc Kh As", "9s Ts Jh Qd Kc", 1),          # sảnh: 10-J-Q-K-A highest
    ("2s 3d 4c 5h 6s", "As 2d 3c 4h 5s", 1),          # A-2-3-4-5 lowest
    ("As 2d 3c 4h 5s", "Ts Jd Qc Kh Ad", -1),         # the issue's pair: A-2-3-4-5 vs 10-J-Q-K-A
    ("7h 7d 7s 2c 3c", "6h 6d 6s Ac Kc", 1),          # xám chi: the three first
    ("2h 2d 5s 5h 6c", "As Ad 4s 4h Kc", -1),         # thú: the higher pair first
    ("Jh Jd 5s 5h 2c", "Js Jc 4s 4h Kc", 1),          # … then the lower pair
    ("Jh Jd 5s 5h 3c", "Js Jc 5d 5c 2c", 1),          # … then the odd card
    ("Qh Qd 8s 5h 2c", "Jh Jd As Kh 9c", 1),          # đôi: the pair first
    ("Qh Qd 8s 5h 3c", "Qs Qc 8d 5d 2h", 1),          # … then the odd cards, high to low, to the last
    ("Kh 9d 7s 4c 3c", "Kd 9c 7h 4d 2d", 1),          # rác: card by card
    ("Kh 9d 7s 4c 2c", "Kd 9c 7h 4d 2d", 0),          # suits never break a tie: a drawn chi
    ("9h Th Jh Qh Kh", "9s Ts Js Qs Ks", 0),
    ("Ks Kd Ac", "Kh Kc Qd", 1),                       # 3-card đôi: the odd card
    ("Ks Kd Kc", "As Ah 2d", 1),                       # 3-card: xám chi over đôi
    ("As Ks Qc", "Ad Kd Qd", 0),
]


@pytest.mark.parametrize("a,b,sign", TIE_BREAKS, ids=[f"{a}|{b}" for a, b, _ in TIE_BREAKS])
def test_tie_breaks(a, b, sign):
    va, vb = chi_value(a), chi_value(b)
    assert compare(va, vb) == sign and compare(vb, va) == -sign
    assert (va == vb) == (sign == 0)
    text = say(why_compare(va, vb))
    assert ("bằng nhau" in text) == (sign == 0) and text.endswith(".")


def test_a_3_card_chi_against_a_5_card_chi():
    assert compare(chi_value("Ks Kd Ac"), chi_value("Kh Kc Qd 3s 2c")) == 1     # the odd A beats the odd Q
    assert compare(chi_value("Ks Kd 4c"), chi_value("Kh Kc Qd 3s 2c")) == -1
    assert compare(chi_value("As Ks Qc"), chi_value("Ad Kd Qd 3s 2c")) == -1    # run out of cards: 5 cards higher
    assert "chi 5 lá còn lá lẻ" in say(why_compare(chi_value("As Ks Qc"), chi_value("Ad Kd Qd 3s 2c")))
    with refused("4 lá"):
        chi_value("As Ks Qc Jd")


# ---------------------------------------------------------------- order check (binh lủng)
def test_the_issue_examples_valid_and_lung_by_category():
    ok = A("Ks Kd 4c / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd")
    assert ok.valid and ok.categories == {"front": "doi", "middle": "xam_chi", "back": "cu_lu"}
    bad = A("Ks Kd Kc / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd")
    assert not bad.valid and bad.lung
    assert say(bad.reason).startswith("Binh lủng: chi đầu lớn hơn chi giữa") and "bộ ba K hơn 7" in say(bad.reason)


def test_lung_middle_over_back_by_category():
    c = A("2s 3d 4c / 2h 7h 9h Jh Kh / 9s Ts Jd Qd Kc")   # thùng in the middle, sảnh at the back
    assert not c.valid and "chi giữa lớn hơn chi cuối" in say(c.reason) and "thùng cao hơn sảnh" in say(c.reason)


def test_lung_by_kicker():
    c = A("Kh Kc Ad / Ks Kd Qc 3s 2c / 9s 9h 9d 5c 5d")
    assert not c.valid and "lá lẻ át hơn Q" in say(c.reason)
    assert A("Kh Kc 4d / Ks Kd Qc 3s 2c / 9s 9h 9d 5c 5d").valid


def test_equal_chi_are_not_lung():
    c = A("2c 3d 4h / 9s 9h 5s 5h Kd / 9d 9c 5d 5c Kc")
    assert c.values[1] == c.values[2] and c.valid
    assert A("As Ks Qc / Ad Kd Qd 3s 2c / 4h 4d 4c 7s 7h").valid   # front runs out of cards: lower


def test_arrangement_notation_round_trips():
    a = A("ks kd 4C / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd")
    assert str(a) == "Ks Kd 4c / 7s 7h 7d 3c 2c / 8s 8h 8d Jd Jc"
    assert A(str(a)) == a and eval(repr(a), {"Arrangement": Arrangement}) == a  # noqa: S307
    assert str(A("Qh Qd 2s / As 2d 3c 4h 5s / Ts Jd Qc Kh Ad")).split(" / ")[1] == "5s 4h 3c 2d As"
    assert a.as_dict() == {"front": "Ks Kd 4c", "middle": "7s 7h 7d 3c 2c", "back": "8s 8h 8d Jd Jc"}


# ---------------------------------------------------------------- special hands
SPECIAL_HANDS = [
    ("2s 2c 5s 5c 9s 9c Js Qs Kc Ac 3s 7c 4s", "muoi_ba_cung_mau"),
    ("2h 2d 5h 5d 9h 9d Jh Qh Kd Ad 3h 7d 6h", "muoi_ba_cung_mau"),
    ("2h 2d 5h 5d 9h 9d Jh Qh Kd Ad 3h 7d 4c", "muoi_hai_cung_mau"),
    ("2s 2c 5s 5c 9s 9c Js Qs Kc Ac 3s 7c 4h", "muoi_hai_cung_mau"),
    ("3h 3d 6c 6s 8h 8d Tc Ts Qh Qd Ac As 5d", "sau_doi"),
    ("3h 3d 3c 3s 8h 8d Tc Ts Qh Qd Ac As 5d", "sau_doi"),    # four alike = two pairs
    ("3h 3d 3c 6s 6h 8d 8c Ts Th Qd Qc As Ad", "sau_doi"),    # five pairs + three alike
    ("As 2d 3c 4h 5h 6s 7d 8c 9h Th Jd Qs Kc", "ba_sanh"),    # front A-2-3
    ("Qs Kd Ac 2h 3h 4s 5d 6c 7h 8d 9s Tc Jh", "ba_sanh"),    # front Q-K-A, then 2-6 and 7-J
    ("2h 5h 9h 3s 6s 8s Js Ks 4d 7d Td Qd Kd", "ba_thung"),
    ("2h 5h 9h Jh Qh Kh 3h 4h 6s 8s Ts As 9s", "ba_thung"),    # 8 of one suit = 3 + 5
]


@pytest.mark.parametrize("text,sid", SPECIAL_HANDS, ids=[s[1] + ":" + s[0][:8] for s in SPECIAL_HANDS])
def test_each_special_hand(text, sid):
    found = find_special(text)
    assert found is not None and found.id == sid, [m.id for m in specials_in(text)]
    assert say(found.detail) and found.name == load_rules().special(sid).name
    if sid in ("ba_sanh", "ba_thung"):
        arr = found.arrangement
        assert arr is not None and arr.valid and sorted(arr.cards) == sorted(parse_cards(text))


def test_not_special():
    for text in ("3h 3d 6c 6s 8h 8d Tc Ts Qh 2d Ac Ks 5d",          # five pairs
                 "Js Qd Kc Ah 2h 3s 4d 5c 6h 7d 8s 9c 9h",          # K-A-2 does not wrap; no 3 runs
                 "2h 5h 9h Jh Qh Kh 3h 4s 6s 8s Ts Ad 9c"):         # 7 + 5 + 1 suits
        assert find_special(text) is None, [m.id for m in specials_in(text)]


def test_special_examples_of_the_rules_file():
    for sp in load_rules().specials:
        assert find_special(sp.example).id == sp.id, sp.id
    assert set(SPECIALS) == set(SPECIAL_IDS) == {s.id for s in load_rules().specials}


def test_special_ranking_and_switch_are_options():
    both = "2s 3s 4s 5s 6s 2h 3h 4h 5h 6h 7d 8d 9d"   # three straights AND three flushes
    assert {m.id for m in specials_in(both)} == {"ba_sanh", "ba_thung"}
    assert find_special(both).id == "ba_sanh"                                    # seed's printed order
    assert find_special(both, make_options(special_ranking="thong_dung")).id == "ba_thung"
    assert find_special(both, make_options(special_hands=False)) is None


# ---------------------------------------------------------------- scoring
P1 = "Ks Kd 4c / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd"
P2 = "Qs 9d 5c / 2h 2d 5s 5h 6c / 9s Ts Js Qh Kh"
P3 = "Ah Ac Tc / Ad Kc Qd Jh 4s / 6h 6d 6s 3d 3h"           # lủng: đôi át over rác


def test_two_players_the_issue_example():
    res = settle([A(P1), A(P2)])
    assert res.points == (3, -3) and res.duels[0].chi == (1, 1, 1)


def test_two_players_split_and_draw():
    a = A("Qh Qd 2s / 9s 9h 5s 5h Kd / Ac Kc Tc 7c 3c")
    b = A("Ks 7d 4c / 9d 9c 5d 5c Kh / 8s 8h 8d 6d 6h")
    res = settle([a, b])
    assert res.duels[0].chi == (1, 0, -1) and res.points == (0, 0)


def test_three_players_with_a_lung_hand_sum_to_zero():
    res = settle([A(P1), A(P2), A(P3)])
    assert not res.players[2].arrangement.valid
    assert res.points == (3 + 3, -3 + 3, -6) and sum(res.points) == 0


def test_four_players_sum_to_zero():
    hands = deal(4, 7)
    from mau_binh.solver import solve

    res = settle([solve(h).arrangement for h in hands])
    assert sum(res.points) == 0 and len(res.duels) == 6
    assert all(abs(d.points) <= 3 for d in res.duels)


def test_lung_against_lung_draws():
    bad1 = A("Ks Kd Kh / 7h 7d 7s 2c 3c / 8s 8h 8d Jc Jd")
    bad2 = A("Ah Ac Tc / Ad Kc Qd Jh 4s / 6h 6d 6s 3d 3h")
    res = settle([bad1, bad2])
    assert res.points == (0, 0) and res.duels[0].how == "lung"


def test_special_hand_wins_without_comparing_and_is_an_option():
    six_pairs = A("3h 3d Kc / 4h 4d 7s 7c Jh / 8c 8d Jd Ac As")
    res = settle([six_pairs, A(P2)])
    assert res.players[0].special.id == "sau_doi" and res.points == (3, -3) and res.duels[0].how == "mau_binh"
    assert settle([six_pairs, A(P2)], make_options(special_points=6)).points == (6, -6)
    assert settle([six_pairs, A(P2)], make_options(special_hands=False)).duels[0].how != "mau_binh"


def test_sap_ham_and_bonuses_are_options_off_by_default():
    a = A("Qc Qd 4h / As Ah Ad Jc Jd / 7h 7d 7s 7c 3c")    # đôi Q, cù lũ át in the middle, tứ quý 7 at the back
    b = A(P2)
    assert a.valid
    assert settle([a, b]).points == (3, -3)
    assert settle([a, b], make_options(sap_ham=True)).points == (6, -6)
    assert settle([a, b], make_options(bonuses=["tu_quy_chi_cuoi"])).points == (1 + 1 + 4, -6)
    assert settle([a, b], make_options(bonuses=["tu_quy_chi_giua"])).points == (3, -3)   # wrong chi: no bonus
    both = make_options(bonuses=["tu_quy_chi_cuoi", "cu_lu_chi_giua"], sap_ham=True)
    assert settle([a, b], both).points == ((1 + 2 + 4) * 2, -14)
    assert "thưởng «Tứ quý ở chi cuối» 4 điểm" in " ".join(say_all(settle([a, b], both).duels[0].lines))


def test_scoring_refuses_bad_tables():
    with refused("2–4 người, ở đây có 1"):
        settle([A(P1)])
    with refused("2–4 người, ở đây có 5"):
        settle([A(P1)] * 5)
    with refused("hai lần"):
        settle([A(P1), A("Ks Qd 4d / 2h 2d 5s 5h 6c / 9s Ts Js Qh Kh")])


# ---------------------------------------------------------------- options and rules file
def test_options_refuse_unknown_names_and_bad_values():
    with pytest.raises(ChanError) as e:
        make_options({"sap_hm": True})
    assert "sap_ham" in say(e.value) and e.value.field.startswith("options")
    for bad in ({"special_points": "3"}, {"special_points": 0}, {"special_ranking": "x"}, {"bonuses": ["x"]},
                {"sap_ham": 1}):
        with pytest.raises(ChanError):
            make_options(bad)
    assert make_options().as_dict() == {"special_hands": True, "special_ranking": "theo_seed", "special_points": 3,
                                        "sap_ham": False, "bonuses": [], "bonus_at": False, "sap_ham_lung": True,
                                        "sap_lang": False, "sanh_rong": 0, "nam_doi_mot_xam": "sau_doi"}


def test_rules_file_decisions_cover_the_garbled_and_silent_places():
    r = load_rules()
    ids = {d.id for d in r.decisions}
    assert {"chin_loai_in_bay", "thung_pha_sanh_nam_la", "muoi_hai_cung_mau", "doan_lap_lai", "chi_bang_nhau",
            "so_ba_la_voi_nam_la", "chat_khong_phan_dinh", "thu_tu_mau_binh", "mau_binh_an_bao_nhieu",
            "luat_nha"} <= ids
    opts = {o.id for o in r.options}
    assert all(d.option in opts for d in r.decisions if d.option)
    assert {d.option for d in r.decisions} >= {"special_ranking", "special_points", "bonuses"}
    for b in r.bonuses:
        assert b.source.seed == "quyết định"


def _copy(tmp_path) -> Path:
    p = tmp_path / "mau_binh.yaml"
    p.write_text((ROOT / "rules" / "mau_binh.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    return p


def _error(p: Path, old: str, new: str) -> str:
    text = p.read_text(encoding="utf-8")
    assert old in text
    p.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(ChanError) as e:
        load_rules(p)
    return say(e.value)


def test_rules_file_faults_are_named(tmp_path):
    assert _error(_copy(tmp_path), "    tie_break: So giá trị bộ ba, rồi giá trị đôi.\n",
                  "    tie_brake: x\n").startswith("mau_binh.yaml")
    msg = _error(_copy(tmp_path), "  - id: tu_quy\n", "  - id: tu_quy\n    name: Lặp\n")
    assert "hai lần" in msg and "name" in msg
    msg = _error(_copy(tmp_path), "order: [muoi_ba_cung_mau, muoi_hai_cung_mau, sau_doi, ba_sanh, ba_thung]",
                 "order: [muoi_ba_cung_mau, sau_doi, ba_sanh, ba_thung]")
    assert "theo_seed" in msg and "order" in msg
    msg = _error(_copy(tmp_path), "    option: null\n", "    option: special_hnds\n")
    assert "special_hnds" in msg
    msg = _error(_copy(tmp_path), "  - id: thu\n", "  - id: hai_doi\n")
    assert "loại chi 5 lá" in msg
    msg = _error(_copy(tmp_path), "    default: 3\n    min: 1\n", "    default: 300\n    min: 1\n")
    assert "special_points" in msg and "default" in msg and "300" in msg  # the option's own check names the range


# ---------------------------------------------------------------- purity
def test_mau_binh_never_imports_streamlit():
    pkg = ROOT / "mau_binh"
    shared = set()
    for path in pkg.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module] if isinstance(node, ast.ImportFrom) and node.module else [])
            assert not any(n.split(".")[0] in ("streamlit", "ui", "learning", "app_pages", "words") for n in names), path
            shared |= {n.split(".")[1] for n in names if n.startswith("chan_core.")}
    # shared with chan_core: the error type and its facts, the rules-file machinery, the current language
    # (for the rules' YAML twins), the hook that registers Mậu binh's scenario kinds and the pydantic
    # base of a scenario kind's model (``chan_core.scenario.kind_model``: validated once at the edge)
    assert shared <= {"errors", "facts", "rules", "i18n", "eval_kinds", "scenario"}, shared
    code = "import json, sys, mau_binh, mau_binh.drill, mau_binh.strength; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    mods = json.loads(out.stdout)
    assert not [m for m in mods if m.split(".")[0] in ("streamlit", "words", "learning", "ui")]


# ---------------------------------------------------------------- the drill's grading
def test_grade_right_worse_lung_and_special():
    from mau_binh.drill import TOLERANCE, deal_hand, grade
    from mau_binh.solver import solve

    hand = deal_hand(4243)
    best = solve(hand).arrangement
    g = grade(hand, best)
    lines = say_all(g.lines)
    assert g.correct and g.arrangement == g.best.arrangement and g.lost == 0 and "Đúng như cách máy xếp" in lines[-1]
    swapped = Arrangement(best.front, best.back, best.middle)            # the two 5-card chi swapped: lủng
    g = grade(hand, swapped)
    lines = say_all(g.lines)
    assert not g.correct and g.yours == -3 and "mất 3 điểm mỗi người" in " ".join(lines)
    assert lines[0].startswith("Binh lủng: chi giữa lớn hơn chi cuối")
    close, worse = [arr for score, arr in top_arrangements(hand, 20) if score < solve(hand).expected - 0.2][:2]
    g = grade(hand, worse)
    lines = say_all(g.lines)
    assert not g.correct and g.lost > TOLERANCE and "bạn mất khoảng" in lines[-1]
    assert sum(line.startswith(("Chi đầu", "Chi giữa", "Chi cuối")) for line in lines) == 3
    assert grade(hand, close).lost > TOLERANCE
    second = top_arrangements(hand, 2)[1][1]             # 0.005 behind the best: still right
    g = grade(hand, second)
    lines = say_all(g.lines)
    assert g.correct and g.arrangement != g.best.arrangement and "bằng cách của máy" in lines[-1]
    with refused("không có trong 13 lá"):
        other = [c for c in DECK if c not in hand][0]
        grade(hand, Arrangement([other, *best.front[1:]], best.middle, best.back))


def test_grade_of_a_special_hand_is_right_whatever_the_arrangement():
    from mau_binh.drill import grade

    six = "3h 3d 6c 6s 8h 8d Tc Ts Qh Qd Ac As 5d"
    g = grade(six, A("Qh Qd 6c / 3h 3d 8h Tc 5d / 6s 8d Ts Ac As"))   # lủng: đôi Q over đôi 3
    assert g.correct and not g.arrangement.valid and g.best.special.id == "sau_doi"
    assert say(g.lines[0]).startswith("Bài này là mậu binh «Sáu đôi»")


# ---------------------------------------------------------------- only ChanError leaves the engine
GARBAGE = [None, 5, -1, 2.5, True, "", "zz", "As As", [], [None], [1, 2], {"a": 1}, b"As", object(), ("As",) * 13,
           "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s", float("nan")]


@pytest.mark.parametrize("value", GARBAGE, ids=[type(v).__name__ + str(i) for i, v in enumerate(GARBAGE)])
def test_public_functions_raise_only_chan_error(value):
    from mau_binh.drill import grade
    from mau_binh.solver import expected_points, solve
    from mau_binh.specials import special_rank

    good13 = "As Ks Qs Js Ts 9s 8s 7s 6s 5s 4s 3s 2s"
    calls = [
        lambda: Card(value), lambda: Card.of(value, "s"), lambda: Card.of(14, value), lambda: parse_cards(value),
        lambda: read_hand(value), lambda: chi_value(value), lambda: compare(value, chi_value("As Ks Qs")),
        lambda: why_compare(value, value), lambda: Arrangement(value, value, value), lambda: A(value),
        lambda: Arrangement.of(value), lambda: find_special(value),
        lambda: find_special(good13, value), lambda: settle(value),
        lambda: settle([value, value]), lambda: make_options(value), lambda: make_options(sap_ham=value),
        lambda: solve(value), lambda: solve(good13, value), lambda: expected_points(value),
        lambda: grade(value, value), lambda: grade(good13, value),
        lambda: deal(value), lambda: special_rank(value),
    ]
    for call in calls:
        try:
            call()
        except ChanError as e:
            assert say(e) and not say(e).startswith(("<", "Traceback"))
