"""«Ăn hay không?» → «Xem nước đúng» (tester, session 19): after a wrong đánh the right moves were explained one by one
with the same reason but for the card — ««Đánh nhị vạn» không phạm lỗi 16 …: bạn chưa đánh … nhị vạn …», then the
same for tứ vạn, for ngũ vạn. A reason the same but for the move (or its card) is now said once, the other moves named
after it: «Với «Đánh tứ vạn» và «Đánh ngũ vạn» cũng vậy.» / «The same goes for «Discard tứ vạn» and …»."""
from __future__ import annotations

import pytest

from tests.app.test_drill_an_hay_khong import SITUATIONS, options
from tests.apptest_pages import open_page
from words.i18n import language

NOT = {"vi": "không phạm lỗi 16", "en": "does not commit lỗi 16"}
SAME = {"vi": "cũng vậy.", "en": "The same goes for «"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_reason_shared_by_the_right_moves_is_said_once(lang, progress_db):
    sc = next(s for s in SITUATIONS if s["id"] == "ahk-loi-16")
    wrong = next(o for o in options(sc) if 16 in o.verdict.violations)
    with language(lang):  # AppTest finds the chosen options in the test's thread: it speaks the page's language
        at = open_page("app_pages/an_hay_khong.py", th=sc["id"], lang=lang)
        at.button(key=f"ahk_opt_{wrong.key}").click().run()
        at.button(key="ahk_reveal").click().run()
    assert not at.exception, [e.value for e in at.exception]
    text = "\n".join(m.value for m in at.markdown)
    assert text.count(NOT[lang]) == 1, text
    assert SAME[lang] in text, text
