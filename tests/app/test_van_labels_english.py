"""A drill's «ván» in English is its game's word: a hand on the Bốc cái drill (Chắn), a round on Xếp binh
(Mậu binh) — the number caption and the «new» button agree (tests/words/test_english_van_is_hand.py checks
the catalogs)."""
from __future__ import annotations

import pytest

from apptest_pages import open_page
from words import language


@pytest.mark.parametrize("path, word, other", [
    ("app_pages/boc_cai.py", "Hand", "Round"),
    ("app_pages/xep_binh.py", "Round", "Deal no."),
])
def test_number_and_new_button_say_the_games_word(progress_db, path, word, other):
    with language("en"):
        at = open_page(path, seed=4242, lang="en")
        labels = [b.label for b in at.button] + [c.value for c in at.caption]
    assert f"New {word.lower()}" in labels, labels
    assert any(t.startswith(f"{word} 4242") for t in labels), labels
    assert not any(other in t for t in labels), labels
