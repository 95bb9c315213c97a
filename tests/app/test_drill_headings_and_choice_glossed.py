"""English leftovers on two drills: «Ăn hay không?» says the learner's choice with its card read out («Your choice:
Discard bát văn (8 of văn)»), and «Luyện bốc cái»'s heading has its English like the other drills'."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page
from words import language


@pytest.mark.parametrize("lang, said", [("vi", "Bạn chọn: **Đánh cửu vạn**"),
                                        ("en", "Your choice: **Discard cửu vạn (9 of vạn)**")])
def test_the_choice_reads_its_card(progress_db, lang, said):
    with language(lang):
        at = open_page("app_pages/an_hay_khong.py", lang=lang, th="ahk-loi-9")
        at.button(key="ahk_opt_danh:9V").click().run()
    assert not at.exception
    assert said in [m.value for m in at.markdown]


@pytest.mark.parametrize("lang, title", [("vi", "Luyện bốc cái"), ("en", "Bốc cái (who starts) drill")])
def test_the_boc_cai_drill_heading(lang, title):
    with language(lang):
        at = open_page("app_pages/boc_cai.py", lang=lang)
    assert not at.exception
    assert at.title[0].value == title
