"""Tester (English newcomer): on «Luật Mậu binh» «xám» was glossed («Xám K · three of a kind») but «xám chi» was
not («chi đầu has only 3: xám chi, đôi, rác»; «both are xám chi»). In English a chi category named in those
sentences carries its gloss (``rules/mau_binh.yaml`` ``gloss_en``); Vietnamese is unchanged."""
from __future__ import annotations

import re

import pytest

from learning.glosses import gloss_of
from tests.apptest_pages import open_page, page_texts
from words.i18n import language


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_xam_chi_is_glossed_in_english_where_xam_is(progress_db, lang):
    with language(lang):
        at = open_page("app_pages/mau_binh_luat.py", lang=lang)
    assert not at.exception, [e.value for e in at.exception]
    texts = [str(m.value) for m in [*at.markdown, *at.caption, *at.info, *at.warning, *at.error, *at.success]]
    kinds = [t for t in texts if "chi đầu (3 " in t.lower()]  # the categories, said before their list
    lung = [t for t in texts if "xám 7 (" in t.lower() and ("both are" in t or "cùng loại" in t)]  # a binh lủng
    assert kinds and lung, texts
    for t in kinds + lung:
        assert ("xám chi (three of a kind)" in t) == (lang == "en"), t
        assert ("three of a kind" in t) == (lang == "en"), t


def test_every_text_naming_xam_chi_on_the_rules_page_glosses_it_in_english(progress_db):
    """Tester: the rules-file texts of «Luật Mậu binh» (the seed's garbled places, ``rules/mau_binh.yaml``, and the
    house-rule decision of ``rules/decisions.yaml``) named «xám chi» without its gloss. In English each text block
    naming it shows the gloss (:func:`learning.glosses.gloss_of`) after its first mention; a source badge (a
    citation of the seed's section) aside. Vietnamese shows none."""
    gloss = gloss_of("xám chi")
    name = re.compile(r"(?i)xám chi")
    for lang in ("en", "vi"):
        with language(lang):
            at = open_page("app_pages/mau_binh_luat.py", lang=lang)
        named = [t for _k, _f, t in page_texts(at) if name.search(t) and not t.startswith(":material/menu_book:")]
        assert len(named) >= 10, named
        for t in named:
            after = t[name.search(t).start():]
            assert (gloss in after) == (lang == "en"), (lang, t)
