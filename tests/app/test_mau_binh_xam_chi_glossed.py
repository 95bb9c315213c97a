"""Tester (English newcomer): on «Luật Mậu binh» «xám» was glossed («Xám K · three of a kind») but «xám chi» was
not («chi đầu has only 3: xám chi, đôi, rác»; «both are xám chi»). In English a chi category named in those
sentences carries its gloss (``rules/mau_binh.yaml`` ``gloss_en``); Vietnamese is unchanged."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page
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
