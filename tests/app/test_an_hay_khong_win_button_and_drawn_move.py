"""Tester (session 18, English newcomer): in «Ăn hay không?» the win button was only «Ù» while «Today» says «Win (ù)
on …»; «Your earlier moves» read «Not take nhị văn (2 of văn) but draw from the nọc». The button says «Win (ù)» in
English (still «Ù» in Vietnamese), and a card let go for a draw reads as a move, in both languages."""
from __future__ import annotations

import pytest

from chan_core.history import parse_event
from tests.apptest_pages import open_page
from words import gloss_cards, language, say

WIN = {"vi": "Ù", "en": "Win (ù)"}
DREW = {"vi": "bốc nọc thay vì ăn nhị văn", "en": "draw from the nọc instead of taking nhị văn (2 of văn)"}
LATER = {"vi": "mà bạn lại bốc nọc thay vì ăn nhị văn", "en": "yet you chose to draw from the nọc instead of taking"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_win_button_says_win_in_english(lang, monkeypatch):
    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    with language(lang):
        at = open_page("app_pages/an_hay_khong.py", th="ahk-loi-0", **({"lang": "en"} if lang == "en" else {}))
    assert not at.exception
    assert at.button(key="ahk_opt_u").label == WIN[lang]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_card_let_go_for_a_draw_reads_as_a_move(lang):
    from chan_core.facts import Fact

    move = parse_event({"event": "bo", "card": "2N", "source": "danh", "by": "tren"}).describe()
    with language(lang):
        line = gloss_cards(say(move))
        later = say(Fact("loi.bo_u.committed", card=move["card"], offer=Fact("move.offer", by="tren", source="danh"),
                         move=move))
    assert line == DREW[lang] and LATER[lang] in later, (line, later)
