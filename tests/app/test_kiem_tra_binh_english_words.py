"""Issue 27 item 10: «Kiểm tra binh» reads a hand typed with English card words, and names the
word it cannot read (in English on the English page)."""
from __future__ import annotations

import pytest

from tests.apptest_pages import chi_rows, open_page, shown
from words.i18n import language

HAND = "K spades, K of diamonds, 4 clubs / 7 hearts 7♦ 7 of spades 2 clubs 3c / 8s 8 hearts 8d jack of clubs J♦"


def test_english_card_words_make_the_same_hand_as_codes():
    with language("en"):
        at = open_page("app_pages/kiem_tra_binh.py", lang="en")
        at.text_input(key="kt_text").set_value(HAND).run()
        assert not at.exception and not at.error, [e.value for e in at.error]
        rows = chi_rows(at)
    assert sorted(rows["front"].value) == sorted(["Ks", "Kd", "4c"])
    assert sorted(rows["back"].value) == sorted(["8s", "8h", "8d", "Jc", "Jd"])


def test_a_bad_english_word_is_named():
    with language("en"):
        at = open_page("app_pages/kiem_tra_binh.py", lang="en")
        at.text_input(key="kt_text").set_value("As K of clobs Qd").run()
    errs = [e.value for e in at.error]
    assert len(errs) == 1 and "«K of clobs»" in errs[0] and "K of clubs" in errs[0], errs


@pytest.mark.parametrize("lang,said", [
    ("vi", "**Mậu binh: Sáu đôi.** 6 đôi: hai đôi 8, hai đôi 9 và hai đôi 10."),
    ("en", "**Mậu binh: Sáu đôi (six pairs).** 6 pairs: two pairs of 8s, two pairs of 9s, and two pairs of 10s."),
])
def test_six_pairs_from_four_of_a_kind_are_said_in_the_page_language(lang, said):
    """Each tứ quý is two pairs of its rank, said once; in English the special hand and its pairs are English."""
    with language(lang):
        at = open_page("app_pages/kiem_tra_binh.py", lang=lang)
        at.text_input(key="kt_text").set_value("10h 10d 10s 10c 9h 9d 9s 9c 8h 8d 8s 8c 7h").run()
    shown = [s.value for s in at.success]
    assert not at.exception and len(shown) == 1 and shown[0].startswith(said), shown


@pytest.mark.parametrize("lang,typed,said", [
    ("vi", "As As", "Lá át bích (A♠) có hai lần trong ô này, nhưng bộ bài chỉ có một lá như thế."),
    ("vi", "As Kh As As As", "Lá át bích (A♠) có bốn lần trong ô này, nhưng bộ bài chỉ có một lá như thế."),
    ("en", "As Kh As As", "This box has the ace of spades (A♠) three times, but the deck has only one of it."),
    ("en", "As As As As As Kh", "This box has the ace of spades (A♠) 5 times, but the deck has only one of it."),
])
def test_a_card_typed_many_times_is_said_with_its_real_count(lang, typed, said):
    """Tester: a card typed four times was said to be there «twice»; the box says how many times it is there."""
    with language(lang):
        at = open_page("app_pages/kiem_tra_binh.py", lang=lang)
        at.text_input(key="kt_text").set_value(typed).run()
    assert not at.exception and [shown(e.value) for e in at.error] == [said]


@pytest.mark.parametrize("lang,said", [
    ("vi", "Lá 7 bích (7♠) có ba lần, át cơ (A♥) có hai lần và K rô (K♦) có hai lần trong ô này, nhưng mỗi lá chỉ "
           "có một trong bộ bài."),
    ("en", "This box has the 7 of spades (7♠) three times, the ace of hearts (A♥) twice, and the king of diamonds (K♦) "
           "twice, but the deck has only one of each."),
])
def test_every_card_typed_more_than_once_is_named_with_its_count(lang, said):
    """Tester: with several cards typed more than once, only the first was named; each is named, with its count."""
    with language(lang):
        at = open_page("app_pages/kiem_tra_binh.py", lang=lang)
        at.text_input(key="kt_text").set_value("7s Ah 7s Kd 2c Ah 7s Kd").run()
    assert not at.exception and [shown(e.value) for e in at.error] == [said]
