"""Tester (session 15): the Mậu binh card reader names every word that is not a card (as the Chắn reader does:
the first five named, each once, the others counted), and a ba sảnh / ba thùng can be said with the chi the
learner made, their cards in the learner's order (``mau_binh.specials.as_arranged``)."""
from __future__ import annotations

import pytest

from chan_core.errors import ChanError
from mau_binh.cards import UNKNOWN_SHOWN, Card, parse_cards
from mau_binh.specials import as_arranged, find_special


def _refused(text):
    with pytest.raises(ChanError) as e:
        parse_cards(text)
    return e.value.code, e.value.params


def test_every_word_that_is_no_card_is_named_once_in_order():
    assert _refused("1c Kd 7x Qd 1c / As") == ("mau_binh.card.unknown_many", {"texts": ("1c", "7x"), "more": -3})
    assert _refused("1c Kd Qd") == ("mau_binh.card.unknown", {"text": "1c"})  # one alone: as before


def test_past_five_words_the_others_are_counted():
    words = [f"{n}x" for n in range(2, 10)]
    code, p = _refused(" ".join(words))
    assert code == "mau_binh.card.unknown_many" and p["texts"] == tuple(words[:UNKNOWN_SHOWN])
    assert p["more"] == len(words) - UNKNOWN_SHOWN == 3


def test_a_bad_word_is_named_before_too_many_cards():
    assert _refused(" ".join(["As"] * 60 + ["zz"]))[0] == "mau_binh.cards.too_many"  # read stops at the 53rd card
    assert _refused("zz " + " ".join(["As"] * 60))[0] == "mau_binh.card.unknown"


TYPED = "Jd Qh Ks / 2c 3d 4h 5s 6c / 7d 8h 9s Tc Jh"


def test_ba_sanh_said_with_the_chi_given_in_their_order():
    chi = [parse_cards(x) for x in TYPED.split("/")]
    found = find_special(TYPED)
    assert found.id == "ba_sanh" and found.detail["front"] != tuple(chi[0])  # the engine's own witness differs
    mine = as_arranged(found, *chi)
    assert [mine.detail[k] for k in ("front", "middle", "back")] == [tuple(x) for x in chi]
    assert set(mine.arrangement.front) == set(chi[0])


def test_chi_that_do_not_show_the_special_hand_leave_it_as_found():
    found = find_special(TYPED)
    cards = parse_cards(TYPED)
    assert as_arranged(found, cards[3:6], cards[:3] + cards[6:8], cards[8:]) is found  # no runs
    sau_doi = find_special("2s 2h 3s 3h 4s 4h 5s 5h 6s 6h 7s 7h 9c")
    assert as_arranged(sau_doi, *(parse_cards(x) for x in ("2s 2h 3s", "3h 4s 4h 5s 5h", "6s 6h 7s 7h 9c"))) is sau_doi


def test_ba_thung_names_the_suits_of_the_chi_given():
    typed = "As Ks 2s / 3h 5h 7h 9h Jh / 2d 4d 6d 8d Td"
    chi = [parse_cards(x) for x in typed.split("/")]
    mine = as_arranged(find_special(typed), *chi)
    assert mine.detail["suits"] == ("s", "h", "d") and mine.detail["middle"] == tuple(map(Card, "3h 5h 7h 9h Jh".split()))


def test_ba_thung_found_names_its_suits_in_the_order_of_its_chi():
    """The witness puts the smaller flush in chi giữa: the suits said follow the chi, not the search order."""
    found = find_special("As Ks 2s / 3h 5h 7h 9h Jh / 2d 4d 6d 8d Td")
    chi = (found.detail["front"], found.detail["middle"], found.detail["back"])
    assert found.detail["suits"] == tuple(x[0].suit for x in chi) and {c.suit for c in chi[1]} == {"d"}
