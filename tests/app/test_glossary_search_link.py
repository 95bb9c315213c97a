"""«Thuật ngữ»: the search box's text is kept in the address (``?q=``), so a search can be shared and survives a
reload: read when the page opens (the list filtered by it), written as the learner types, dropped when the box is
emptied; the text shown literally, a long or odd value harmless (at most 100 characters read). AppTest, both
languages."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page
from words.i18n import language

PAGE = "app_pages/thuat_ngu.py"


def _open(lang: str, **params):
    with language(lang):
        return open_page(PAGE, **params, **({"lang": "en"} if lang == "en" else {}))


def _count(at) -> tuple[int, int]:
    """The page's «shown/total» term count."""
    shown, total = next(c.value for c in at.caption if c.value.split("/")[0].isdigit()).split()[0].split("/")
    return int(shown), int(total)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_search_in_the_link_fills_the_box_and_filters_the_list(lang, progress_db):
    at = _open(lang, q="chi chi")
    assert at.text_input(key="glossary_search").value == "chi chi"
    shown, total = _count(at)
    assert 0 < shown < total
    assert any(m.value.startswith("**chi chi") for m in at.markdown)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_typing_a_search_writes_it_in_the_link_and_emptying_the_box_drops_it(lang, progress_db):
    at = _open(lang)
    assert "q" not in at.query_params and _count(at)[0] == _count(at)[1]
    with language(lang):
        at.text_input(key="glossary_search").set_value("nọc").run()
        assert at.query_params["q"] in ("nọc", ["nọc"]) and 0 < _count(at)[0] < _count(at)[1]
        at.text_input(key="glossary_search").set_value("").run()
    assert "q" not in at.query_params


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_an_odd_or_long_search_in_the_link_is_shown_literally_and_harmless(lang, progress_db):
    raw = "**đậm** <b>x</b> [a](https://evil.example) " + "z" * 5000
    at = _open(lang, q=raw)
    assert not at.exception
    assert at.text_input(key="glossary_search").value == raw[:100]
    assert _count(at)[0] == 0 and at.info
    assert not any("đậm" in m.value or "evil" in m.value for m in at.markdown)
