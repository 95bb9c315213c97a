"""«Chơi thử» in English (tester): the coach, the log and the review never print a card's reading right before a
bracket («put back chi chi (the 1, no suit) (trả cửa)»); the reading goes in square brackets there. Hand 11 played
by the sensible bot with «Gợi ý» to its end has such moves (trả cửa, a pass, the ù on chi chi)."""
from __future__ import annotations

import re

import pytest

from apptest_pages import open_page, page_texts
from chan_core.game.bots import SensibleBot
from tests.app.test_page_choi_thu import key_of, live
from words.i18n import language

READING = r"(?:[1-9] of \w+|the 1, no suit)"


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_no_card_reading_stands_before_a_bracket_on_the_table(progress_db, lang):
    texts = []
    with language(lang):
        at = open_page("app_pages/choi_thu.py", van=11, toc="ngay", lang=lang, timeout=120)
        me = SensibleBot(0)
        for _step in range(40):
            t = live(at)
            if t.finished or t.state.phase == "xuong":
                break
            at.button(key="ct_hint").click().run(timeout=120)
            texts += [v for _k, _f, v in page_texts(at)]
            at.button(key=key_of(t, me.choose(t.state, 0, t.legal()))).click().run(timeout=120)
        texts += [v for _k, _f, v in page_texts(at)]
    assert not at.exception and t.finished
    before = [x for x in texts if re.search(rf"\({READING}\)\s*\(", x)]
    assert before == []
    square = [x for x in texts if re.search(rf"\[{READING}\] \(", x)]
    if lang == "en":
        assert any("trả cửa" in x for x in square)
    else:
        assert square == [] and any("trả cửa" in x for x in texts)
