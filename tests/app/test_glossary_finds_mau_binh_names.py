"""«Thuật ngữ» is the Chắn glossary; a search also finds Mậu binh's names (chi, binh lủng, sảnh, thùng, xám chi, …,
from ``rules/mau_binh.yaml`` through ``learning.glosses.names``), named with their English gloss in English and
linked to «Luật Mậu binh» — no «Không tìm thấy» for a Mậu binh word. AppTest, both languages."""
from __future__ import annotations

import re

import pytest

from learning.glosses import gloss_of
from tests.apptest_pages import open_page
from words.i18n import language


def _open(lang: str, q: str | None = None):
    with language(lang):
        return open_page("app_pages/thuat_ngu.py", **({"q": q} if q else {}), **({"lang": "en"} if lang == "en" else {}))


def _said(at) -> str:
    return "\n".join(m.value for m in at.markdown)


@pytest.mark.parametrize(("lang", "q", "name"), [
    ("vi", "lung", "Binh lủng"), ("en", "lung", "Binh lủng"), ("vi", "thùng", "Thùng"), ("en", "straight", "Sảnh"),
    ("en", "chi dau", "Chi đầu"),
])
def test_a_mau_binh_word_is_found_and_points_to_its_rules(lang, q, name, progress_db):
    at = _open(lang, q)
    said = _said(at)
    assert "**Mậu binh" in said and name in said, said
    glossed = re.search(re.escape(name) + r" \(([^)]+)\)", said)  # «Sảnh (straight)», «Binh lủng (a fouled hand)»
    assert bool(glossed) is (lang == "en"), said
    if glossed and gloss_of(name):
        assert glossed.group(1) == gloss_of(name)
    assert not [i for i in at.info if "thuật ngữ nào" in i.value or "No term found" in i.value]
    assert any("mau_binh_luat" in str(p.proto) for p in at.get("page_link"))


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_no_search_and_a_chan_word_show_no_mau_binh_box(lang, progress_db):
    for q in (None, "nọc", "zzzz"):
        assert "**Mậu binh" not in _said(_open(lang, q)), q
