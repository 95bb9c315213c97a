"""An English card reading never stands right before a bracket (tester: «Chíu thất văn (7 of văn) (take it…)»): a
name followed by «(…)» gets its reading in square brackets, as inside a bracket — also when a text glossed before is
wrapped in a bracketed remark and glossed again; Vietnamese has no reading at all."""
from __future__ import annotations

import pytest

from chan_core import card
from chan_core.facts import Fact
from words import gloss_cards, language, say


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_chiu_label_reads_its_card_without_two_brackets(lang):
    with language(lang):
        text = say(Fact("move.label.chiu", card=card("7N")))
    if lang == "vi":
        assert text == "Chíu thất văn"
    else:
        # the remark glosses «Chíu», so it stands beside it and the card reads in round brackets (tester, session 20:
        # «Chíu cửu vạn [9 of vạn] (take it…)» in «Ăn hay không?» read unlike every other gloss)
        assert text == "Chíu (take it as the fourth identical card) thất văn (7 of văn)"


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_glossed_text_wrapped_in_a_remark_is_glossed_again_in_square_brackets(lang):
    with language(lang):
        move = gloss_cards("put back chi chi")
        text = gloss_cards(f"{move} (trả cửa), then chi chi again; tứ vạn (a lone card)")
    if lang == "vi":
        assert text == "put back chi chi (trả cửa), then chi chi again; tứ vạn (a lone card)"
    else:
        assert move == "put back chi chi (the 1, no suit)"
        assert text == ("put back chi chi [the 1, no suit] (trả cửa), then chi chi again; "
                        "tứ vạn [4 of vạn] (a lone card)")
        assert gloss_cards(text) == text  # said again: the same
