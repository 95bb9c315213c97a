"""«Ăn hay không?» in English: the one gloss in square brackets a wrong answer showed — «Chíu cửu vạn [9 of vạn]
(take it as the fourth identical card)», in the right moves and why they are right — now reads as every other gloss,
in round brackets beside the word it explains: «Chíu (take it as the fourth identical card) cửu vạn (9 of vạn)».
A card reading in square brackets is left only inside a bracket (the app's nested gloss); Vietnamese has none."""
from __future__ import annotations

import re

import pytest

from tests.apptest_pages import open_page, page_texts
from words.i18n import language

CASES = [("ahk-loi-2", "ahk_opt_an:9V"), ("ahk-dung-chiu", "ahk_opt_chiu")]  # a wrong ăn, then the right chíu


def _square_outside_brackets(text: str) -> list[str]:
    return [text[max(0, m.start() - 30):m.end()] for m in re.finditer(r"\[(?:\d of |the 1)[^\]]*\]", text)
            if text[:m.start()].count("(") <= text[:m.start()].count(")")]


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("sid, key", CASES)
def test_the_right_moves_gloss_chiu_and_its_card_in_round_brackets(progress_db, lang, sid, key):
    with language(lang):
        at = open_page("app_pages/an_hay_khong.py", lang=lang, th=sid)
        at.button(key=key).click().run()
        if any(b.key == "ahk_reveal" for b in at.button):
            at.button(key="ahk_reveal").click().run()
    assert not at.exception
    texts = [t for kind, _f, t in page_texts(at) if kind != "Html"]
    assert not [x for t in texts for x in _square_outside_brackets(t)]
    assert ("Chíu (take it as the fourth identical card) cửu vạn (9 of vạn)" if lang == "en"
            else "Chíu cửu vạn") in at.info[0].value, at.info[0].value
