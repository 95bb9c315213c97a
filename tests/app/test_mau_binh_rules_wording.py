"""Tester (session 15), «Luật Mậu binh»: the house-rule choice reads «theo thứ tự in trong tài liệu 004» (not «theo
thứ tự tài liệu 004 in»), and suits are said «không dùng để phân thắng thua» (not «không phân định»)."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page, page_texts
from words.i18n import language


@pytest.mark.parametrize("lang,said,never", [
    ("vi", ["(mặc định: theo thứ tự in trong tài liệu 004)", "Chất không dùng để phân thắng thua: hai chi bằng nhau"],
     ["tài liệu 004 in", "phân định"]),
    ("en", ["(default: in the order text 004 prints them)", "Suits never decide: two exactly equal chi"], ["seed 004"]),
])
def test_the_rules_page_words(lang, said, never):
    with language(lang):
        at = open_page("app_pages/mau_binh_luat.py", lang=lang)
    text = " ".join(t for _kind, _field, t in page_texts(at))
    assert all(s in text for s in said) and not any(n in text for n in never), [s for s in said if s not in text]
