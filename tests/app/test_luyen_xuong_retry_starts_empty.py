"""A tester's finding (session 17): in «Luyện xướng», «Xướng lại» after a wrong xướng kept the wrong words («Xuông»), so
adding Chì gave «Ù xuông chì»; and «Xóa hết» could not be clicked until «Xướng lại» was pressed. Now «Xướng lại» starts
an empty xướng, and «Xóa hết» works whenever there is something to clear (it starts an empty xướng too)."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page
from words.i18n import language

PAGE = "app_pages/luyen_xuong.py"
SEED, LEVEL = 3, 1  # classic: the hand has Chì only, so «Xuông» is a wrong xướng
EMPTY = {"vi": "**Lời xướng của bạn:** _(chưa có cước nào", "en": "**Your xướng:** _(no cước yet"}
CALL = {"vi": "**Lời xướng của bạn:** ", "en": "**Your xướng:** "}


def wrong_xuong(lang: str):
    at = open_page(PAGE, seed=SEED, level=LEVEL, **({"lang": "en"} if lang == "en" else {}))
    at.button(key="lx_chip_xuong").click().run()
    at.button(key="lx_submit").click().run()
    assert not at.exception and at.session_state["lx_submitted"] == (("xuong", 1),)
    return at


def call(at, lang: str) -> str:
    (line,) = [m.value for m in at.markdown if m.value.startswith(CALL[lang])]
    return line


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_xuong_lai_starts_an_empty_xuong(progress_db, lang):
    with language(lang):
        at = wrong_xuong(lang)
        at.button(key="lx_again").click().run()
        assert at.session_state["lx_said"] == [] and call(at, lang).startswith(EMPTY[lang])
        at.button(key="lx_chip_chi").click().run()
    assert "xuông" not in call(at, lang).lower() and "Chì" in call(at, lang)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_xoa_het_works_after_a_wrong_xuong(progress_db, lang):
    with language(lang):
        at = wrong_xuong(lang)
        assert not at.button(key="lx_clear").disabled
        at.button(key="lx_clear").click().run()
    assert at.session_state["lx_said"] == [] and at.session_state["lx_submitted"] is None
    assert call(at, lang).startswith(EMPTY[lang]) and not at.button(key="lx_chip_chi").disabled
