"""«Hôm nay» and the coach's «Gợi ý» said «Ù cửu sách: quân này làm bài đủ 10 bộ» (real-table tester, session 20):
a win needs at least 6 chắn among the 10 bộ (seed 001 §III), so 10 bộ alone does not make an ù. The reason of an ù on
an offered card (``strategy.eat.u``, also the coach's own ù row) now says it, chi chi's bạch thủ chi line too.
Session 27 (tester): it said the rule in part, as the hint's asides did another way; it now says the whole rule, the
one phrase ``win.rule`` every place at the table says (tests/app/test_table_says_the_u_rule_one_way.py)."""
from __future__ import annotations

import pytest

from chan_core.cards import BY_CODE, CHI_CHI
from chan_core.facts import Fact
from words import say
from words.i18n import language

SIX = {"vi": "quân này làm bài tròn (ù cần 19 lá cùng quân ù thành 10 bộ chắn hoặc cạ, ít nhất 6 chắn)",
       "en": "this card completes the hand (an ù needs 19 cards plus the winning card to make 10 sets, chắn or cạ, at "
             "least 6 of them chắn)"}


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("card", [BY_CODE["9S"], CHI_CHI])
def test_an_u_reason_says_the_whole_rule(lang, card):
    with language(lang):
        said = say(Fact("strategy.eat.u", card=card))
    assert SIX[lang] in said, said
