"""«Phân tích bài» with one card typed: the layout line and the waits' reason agree with the count («1 card»,
«there is 1», not «1 cards» / «there are 1»); Vietnamese has one form and stays as it was."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page, shown
from words.i18n import language

WANT = {"vi": ("1 lá: 0 chắn, 0 cạ, 0 ba đầu, 1 què.", "để chờ quân thứ 20, ở đây có 1 lá"),
        "en": ("1 card: 0 chắn, 0 cạ, 0 ba đầu, 1 què.", "to wait for a 20th; here there is 1")}


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("typed", ["9V", "CC"])
def test_one_card_is_counted_in_the_singular(progress_db, lang, typed):
    with language(lang):
        at = open_page("app_pages/phan_tich_bai.py", **({"lang": "en"} if lang == "en" else {}))
        at.text_input(key="ptb_hand__text").set_value(typed).run()
    assert not at.exception
    page = "\n".join(shown(str(x.value)) for kind in (at.markdown, at.caption, at.info, at.warning, at.error,
                                                        at.success) for x in kind)
    layout, reason = WANT[lang]
    assert layout in page and reason in page, page
    if lang == "en":
        assert "1 cards" not in page and "there are 1" not in page
