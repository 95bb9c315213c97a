"""Issue 27 item 10: «Kiểm tra binh» reads a hand typed with English card words, and names the
word it cannot read (in English on the English page)."""
from __future__ import annotations

from tests.apptest_pages import chi_rows, open_page
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
