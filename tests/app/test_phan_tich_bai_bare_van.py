"""«Phân tích bài»: a bare «van» (no diacritics, no number) is refused as ambiguous between the vạn and văn
suits, both shown with their codes (SPEC, card codes), not as a missing number; in Vietnamese and in English."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page, shown
from words.i18n import language

WANT = {"vi": "«van» không dấu là mơ hồ: vạn (2V…9V) hay văn (2N…9N)? Hãy viết cả số và chất, ví dụ 9V hoặc 9N.",
        "en": "«van» without accents is ambiguous: vạn (2V…9V) or văn (2N…9N)? Write the number and the suit, "
              "e.g. 9V or 9N."}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_bare_van_says_ambiguous_with_both_suits(progress_db, lang):
    with language(lang):
        at = open_page("app_pages/phan_tich_bai.py", **({"lang": "en"} if lang == "en" else {}))
        at.text_input(key="ptb_hand__text").set_value("van van").run()
    assert not at.exception
    said = [shown(e.value) for e in at.error]
    assert any(WANT[lang] in s for s in said), said
