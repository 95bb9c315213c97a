"""«Phân tích bài»: pasted text that is not cards names every word it cannot read, literally (the first five,
then how many more), in Vietnamese and in English."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page, shown
from words.i18n import language

JUNK = "xin chào **các** bạn 9V <b>tôi</b> có :smile: ba"
WANT = {"vi": "Không nhận ra các quân bài «xin», «chào», «**các**», «bạn», «<b>tôi</b>» và 3 từ nữa.",
        "en": "Cannot read «xin», «chào», «**các**», «bạn», «<b>tôi</b>» and 3 more words as cards."}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_pasted_junk_names_every_unreadable_word(progress_db, lang):
    with language(lang):
        at = open_page("app_pages/phan_tich_bai.py", **({"lang": "en"} if lang == "en" else {}))
        at.text_input(key="ptb_hand__text").set_value(JUNK).run()
    assert not at.exception
    said = [shown(e.value) for e in at.error]
    assert any(WANT[lang] in s for s in said), said
    assert at.text_input(key="ptb_hand__text").value == JUNK  # the text kept
