"""«Hôm nay» and the coach's «Gợi ý» said «Ù cửu sách: quân này làm bài đủ 10 bộ» (real-table tester, session 20):
a win needs at least 6 chắn among the 10 bộ (seed 001 §III), so 10 bộ alone does not make an ù. The reason of an ù on
an offered card (``strategy.eat.u``, also the coach's own ù row) now says it, chi chi's bạch thủ chi line too."""
from __future__ import annotations

import pytest

from chan_core.cards import BY_CODE, CHI_CHI
from chan_core.facts import Fact
from words import say
from words.i18n import language

SIX = {"vi": "quân này làm bài đủ 10 bộ, ít nhất 6 chắn", "en": "this card completes 10 sets, at least 6 of them chắn"}


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("card", [BY_CODE["9S"], CHI_CHI])
def test_an_u_reason_says_at_least_six_chan(lang, card):
    with language(lang):
        said = say(Fact("strategy.eat.u", card=card))
    assert SIX[lang] in said, said
