"""Issue 27 item 10: the Mậu binh card reader (``mau_binh.cards.parse_cards``) takes English card
words — «A spades», «10 hearts», «K of clubs», «ace of spades», «Q♦» — beside the codes, symbols
and Vietnamese suit names; a word it cannot read is refused with a fact naming it."""
from __future__ import annotations

import pytest

from chan_core.errors import ChanError
from mau_binh.cards import Card, parse_cards


@pytest.mark.parametrize("text, code", [
    ("A spades", "As"), ("A Spades", "As"), ("10 hearts", "Th"), ("10 heart", "Th"), ("K of clubs", "Kc"),
    ("Q♦", "Qd"), ("ace of spades", "As"), ("Ace Of Spades", "As"), ("jack diamonds", "Jd"),
    ("queen♦", "Qd"), ("king of hearts", "Kh"), ("2 of clubs", "2c"), ("7 club", "7c"), ("Aspades", "As"),
])
def test_one_english_card(text, code):
    assert parse_cards(text) == [Card(code)]


def test_english_words_mix_with_the_other_forms_in_one_hand():
    hand = parse_cards("A spades, 10 hearts K of clubs Q♦ / Kh 10d A bích 7 chuồn 9s ♠2 jack of diamonds 3 cơ 4h")
    assert [c.code for c in hand] == ["As", "Th", "Kc", "Qd", "Kh", "Td", "As", "7c", "9s", "2s", "Jd", "3h", "4h"]


@pytest.mark.parametrize("text, named", [
    ("A spadez", "A spadez"), ("K of clobs", "K of clobs"), ("10 of", "10 of"), ("As Kx", "Kx"),
    ("ace", "ace"), ("A s", "A s"), ("Kh queen of", "queen of"),
])
def test_a_word_that_is_no_card_is_refused_naming_it(text, named):
    with pytest.raises(ChanError) as e:
        parse_cards(text)
    assert e.value.code == "mau_binh.card.unknown" and e.value.params["text"] == named


def test_the_existing_forms_still_read():
    assert parse_cards("As Kh 10d Td 9c ♥A A♠ át bích xì cơ Q rô 7 chuồn 5 nhép") == [
        Card(c) for c in ("As", "Kh", "Td", "Td", "9c", "Ah", "As", "As", "Ah", "Qd", "7c", "5c")]
