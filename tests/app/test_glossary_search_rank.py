"""Tester (session 15), the glossary «Thuật ngữ» search (``ui.search_match``, ordered by ``ui.search_rank``): «chi chi»
listed «chì» first; «cá» began with «bốc cái»; «hoa» found only «hòa» and «blossom» nothing, while the sidebar speaks
of «the hoa/cá/nhà lầu cước (blossom, fish and house)». A name typed exactly comes first, then names starting with
the query, then the rest; the picture cước have their entry (seed 001 §V, items 20–25 and the note after item 24:
«cước hoa/nhà/cá»). AppTest on the page, in both languages."""
from __future__ import annotations

import re

import pytest

from chan_core.rules import load_rules
from tests.apptest_pages import open_page
from words.i18n import language

NAMES = {t.term.split(" (")[0] for t in load_rules().glossary}  # an English heading leaves out the bracket
PICTURE = next(t.term.split(" (")[0] for t in load_rules().glossary if t.id == "cuoc_hoa_ca_nha")


def _search(query: str, lang: str) -> list[str]:
    """The names of the terms the glossary page lists for ``query`` (without a bracket), in its order (row by row,
    as a phone stacks them)."""
    with language(lang):
        at = open_page("app_pages/thuat_ngu.py", **({"lang": "en"} if lang == "en" else {}))
        at.text_input(key="glossary_search").set_value(query).run()
    heads = [re.fullmatch(r"\*\*(.+?)(?: \(.*\))?(?: — .*)?\*\*", m.value) for m in at.markdown]
    return [h.group(1) for h in heads if h and h.group(1) in NAMES]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_name_typed_exactly_comes_first_then_names_starting_with_it(lang, progress_db):
    assert _search("chi chi", lang)[:2] == ["chi chi", "chì"]
    assert _search("chi", lang)[:3] == ["chì", "chi chi", "cửa chì"]  # equal, starts with it, has it as a word
    assert _search("hoa", lang)[:2] == ["hòa", PICTURE]
    cá = _search("cá", lang)
    assert cá[0] == PICTURE and "cái" in cá, cá  # «cá» a whole word of the name before «cái»


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("query", ["blossom", "fish", "house", "nhà lầu", "nha lau", "hoa/nhà/cá"])
def test_the_hoa_ca_nha_lau_cuoc_are_found_by_name_and_english(lang, query, progress_db):
    assert _search(query, lang)[0] == PICTURE
