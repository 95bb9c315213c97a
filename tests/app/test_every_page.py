"""Every page once per language (the fast run's page walk; ``make test``).

Each page of the router is rendered ONCE in Vietnamese (sanhrong variant, so the fast run also
opens every page under the other rules) and ONCE in English (classic variant), through the router
with AppTest, and every page scanner of the suite runs on that one render:

* health (``tests/app/test_app_pages.py``): no exception, no friendly-error box, a title, real
  content (Vietnamese render), and the variant chosen by the link is the one used;
* leaks (``tests/words/test_text_leaks.py``): no ``None``, no doubled label, no Streamlit English
  («Press Enter …», «Choose options»), the code legend beside a box that takes card codes, sources
  in the learner's words, no team wording, no card codes on the learner's path;
* citations (``tests/words/test_no_team_citations.py``): no «seed» or «§» in Vietnamese (in English
  «seed» is a random seed);
* language (``tests/words/test_i18n_pages.py``): the English page has no Vietnamese sentence
  outside the game's words, the Vietnamese page is still Vietnamese;
* glosses (``tests/words/test_english_glosses_pages.py``): every game name on the English page
  is shown with its gloss;
* the reference pages (``tests/words/test_i18n_reference_pages.py``): in English no Vietnamese
  word of the page's own (the rules' twins taken out), tables included, and an English title; in
  Vietnamese none of the English additions; their sources cited (``tests/app/test_app_pages.py``);
* placeholders (``tests/words/test_language_switch.py``), chart number separators
  (``tests/app/test_pages_charts_money_and_overview.py``) and no word «engine»
  (``tests/app/test_pages_drills_tools_variant_link.py``), now on every page.

The scanners are imported from those modules (one definition each); their own per-page tests
re-render every page for each scanner and run in ``make test-all`` (marker ``full``).
"""
from __future__ import annotations

import re

import pytest

from learning.i18n import _
from words import language
from tests.app import test_app_pages as app_pages_tests
from tests.app.test_app_pages import assert_healthy, page_text
from tests.app.test_pages_charts_money_and_overview import SEPARATORS, _chart_specs
from tests.app.test_pages_drills_tools_variant_link import visible_text
from tests.apptest_pages import open_page, page_texts
from tests.english_check import has_vietnamese, leftover_words, vietnamese_leaks
from tests.words.test_english_glosses_pages import unglossed
from tests.words.test_i18n_pages import EN_PAGES
from tests.words.test_i18n_reference_pages import REFERENCE, own_leaks, table_texts
from tests.words.test_no_team_citations import citations
from tests.words.test_text_leaks import (LEARNER_PATH, PAGES, card_codes, leaks, legend_missing, source_badges,
                                         team_words, widget_english)

ROUTED = list(dict.fromkeys(PAGES))  # the router's pages, each once
CITED = dict(next(m.args[1] for m in app_pages_tests.test_reference_pages_cite_sources.pytestmark
                  if m.name == "parametrize"))  # {page: at least this many source lines}, as that test reads it
ENGLISH_ADDITIONS = ("Game words on this page", "Meaning:", " of vạn", "(a scoring pattern)", "Source:",
                     "Showing ", "For example")  # (tests/words/test_i18n_reference_pages.py)


def _boxes(at) -> list:
    return [*at.selectbox, *at.multiselect]


def _charts_use_separators(at, lang: str) -> list:
    return [(sp["layout"].get("separators"), lang) for sp in _chart_specs(at)
            if sp["layout"].get("separators") != SEPARATORS[lang]]


def test_every_routed_page_is_walked_in_both_languages():
    assert len(ROUTED) >= 20 and set(EN_PAGES) == set(ROUTED)


@pytest.mark.parametrize("path", ROUTED)
def test_page_in_vietnamese(path, progress_db):
    at = open_page(path, luat="sanhrong")
    assert_healthy(at)
    assert at.session_state["variant"] == "sanhrong"
    assert at.title, f"{path} has no st.title"
    text = page_text(at)
    assert len(text) > 200, f"{path} shows almost nothing: {text[:200]!r}"
    texts = page_texts(at)
    faults = leaks(texts) + widget_english(at) + legend_missing(at, texts)
    faults += [f"nguồn ghi theo kiểu nhóm: {t[:140]}" for t in source_badges(texts)]
    faults += [f"chữ của nhóm: {t}" for t in team_words(texts)]
    faults += [f"trích dẫn của nhóm: {t}" for t in citations(texts)]
    if path in LEARNER_PATH:
        faults += [f"mã quân: {t}" for t in card_codes(texts)]
    assert not faults, "\n".join(faults)
    words = " ".join(t for _k, _f, t in texts)
    assert has_vietnamese(words)
    assert "Your progress" not in words
    assert "engine" not in visible_text(at).lower()
    for w in _boxes(at):
        ph = w.proto.placeholder
        assert ph and not ph.startswith("Choose"), (w.key, ph)
        assert has_vietnamese(ph) or ph == _("Chọn…"), (w.key, ph)
    assert _charts_use_separators(at, "vi") == []
    if path in REFERENCE:
        assert not [e for e in ENGLISH_ADDITIONS if e in words], path
        assert has_vietnamese(at.title[0].value)
    if path in CITED:
        cites = [c.value for c in at.caption if re.search(r"Nguồn: .*\(tài liệu 00\d\)", c.value)
                 or "Nguồn: quyết định" in c.value]
        assert len(cites) >= CITED[path], (path, len(cites))


@pytest.mark.parametrize("path", ROUTED)
def test_page_in_english(path, progress_db):
    with language("en"):  # AppTest formats widget options in this thread too (format_func)
        at = open_page(path, lang="en")
        texts = page_texts(at)
    assert_healthy(at)
    assert at.session_state["variant"] == "classic"
    assert at.session_state["lang"] == "en"
    assert texts, "the page showed nothing"
    assert vietnamese_leaks(texts, extra_allowed=("Người học 1",)) == []
    assert unglossed(texts) == {}
    assert all(w.proto.placeholder for w in _boxes(at)), [w.key for w in _boxes(at)]
    assert _charts_use_separators(at, "en") == []
    if path in REFERENCE:
        assert own_leaks(texts + table_texts(at)) == []
        assert citations(texts + table_texts(at)) == []
        assert not leftover_words(at.title[0].value), at.title[0].value
