"""Every reference page keeps its search in the address (``?q=``, by ``ui.search_box``): read when the page opens
(at most 100 characters, shown literally), written as the learner types, dropped when the box is emptied, kept
across a language switch. «Thuật ngữ» has its own test (``test_glossary_search_link.py``). AppTest, both languages."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page
from ui.i18n import SHORTCUT_KEY
from words.i18n import language

PAGES = [("app_pages/loi.py", "loi_search", "chíu"), ("app_pages/cuoc.py", "cuoc_search", "lèo"),
         ("app_pages/quyet_dinh.py", "quyet_dinh_search", "nọc")]


def _open(lang: str, page: str, **params):
    with language(lang):
        return open_page(page, **params, **({"lang": "en"} if lang == "en" else {}))


def _q(at):
    return at.query_params.get("q")


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("page, key, word", PAGES)
def test_a_search_in_the_link_fills_the_box(lang, page, key, word, progress_db):
    at = _open(lang, page, q=word)
    assert at.text_input(key=key).value == word
    assert _q(at) in (word, [word])


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("page, key, word", PAGES)
def test_typing_a_search_writes_it_in_the_link_and_emptying_the_box_drops_it(lang, page, key, word, progress_db):
    at = _open(lang, page)
    assert "q" not in at.query_params
    with language(lang):
        at.text_input(key=key).set_value(word).run()
        assert _q(at) in (word, [word])
        at.text_input(key=key).set_value("").run()
    assert "q" not in at.query_params


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("page, key, word", PAGES)
def test_the_language_switch_keeps_the_search(lang, page, key, word, progress_db):
    at = _open(lang, page, q=word)
    with language(lang):
        at.button(key=SHORTCUT_KEY).click().run()
    assert at.session_state["lang"] != lang and not at.exception
    assert at.text_input(key=key).value == word and _q(at) in (word, [word])


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("page, key, word", PAGES)
def test_an_odd_or_long_search_in_the_link_is_shown_literally_and_harmless(lang, page, key, word, progress_db):
    raw = "**đậm** <b>x</b> [a](https://evil.example) " + "z" * 5000
    at = _open(lang, page, q=raw)
    assert not at.exception and at.info
    assert at.text_input(key=key).value == raw[:100]
    assert not any("đậm" in m.value or "evil" in m.value for m in at.markdown)
