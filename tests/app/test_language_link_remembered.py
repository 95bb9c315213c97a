"""The language of a link is a choice: a learner who saved English and opens a ``?lang=vi`` link reads
Vietnamese, and a reload (the link without ``lang``: Vietnamese is the default and is not written) stays
Vietnamese — it does not fall back to the saved English."""
from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from apptest_pages import APP, COOKIE_SEEN, _install_cookie_reader, browser_cookie, open_page
from tests.words.test_switch_feedback import switch
from ui.i18n import SS_LANG
from words.i18n import language


def test_a_lang_link_is_kept_on_reload(db):
    at = open_page("app_pages/home.py")
    switch(at, "en")
    assert at.session_state[SS_LANG] == "en"
    with language("en"):  # AppTest formats the widgets in the test thread's language: the one shown
        again = open_page("app_pages/home.py", browser=at)  # a new session of the same browser: the saved English
    assert again.session_state[SS_LANG] == "en"
    linked = open_page("app_pages/home.py", browser=at, lang="vi")
    assert linked.session_state[SS_LANG] == "vi" and "lang" not in linked.query_params
    reloaded = open_page("app_pages/home.py", browser=at)
    assert reloaded.session_state[SS_LANG] == "vi"


def _zz_link(browser=None) -> AppTest:
    """The app's first run at ``?lang=zz`` (``browser``: a session of that browser)."""
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["lang"] = "zz"
    if browser is not None:
        _install_cookie_reader()
        at.session_state[COOKIE_SEEN] = browser_cookie(browser)
    at.run()
    assert not at.exception
    return at


def _link_notes(at) -> list[str]:
    return [str(w.value) for w in at.warning if "«lang=zz»" in str(w.value)]


def test_a_bad_lang_link_keeps_the_saved_language(db):
    at = open_page("app_pages/home.py")
    switch(at, "en")
    with language("en"):
        bad = _zz_link(at)
    assert bad.session_state[SS_LANG] == "en"
    notes = _link_notes(bad)
    assert len(notes) == 1 and "The page address has" in notes[0] and "lang=en" in notes[0], notes


def test_a_bad_lang_link_without_a_saved_one_takes_the_browsers(db, monkeypatch):
    import ui.i18n

    monkeypatch.setattr(ui.i18n, "browser_language", lambda: "en")  # a browser set to English
    with language("en"):
        bad = _zz_link()
    assert bad.session_state[SS_LANG] == "en"
    notes = _link_notes(bad)
    assert len(notes) == 1 and "The page address has" in notes[0] and "lang=en" in notes[0], notes


@pytest.mark.parametrize("header, want", [
    ("en-US,en;q=0.9", "en"),  # an English browser
    ("EN-gb", "en"),
    ("vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7", "vi"),  # Vietnamese first
    ("en;q=0.1, vi", "vi"),  # English weighed below Vietnamese, though written first
    ("fr-FR,fr;q=0.9,en;q=0.5", "en"),  # neither first: the better of the two the app has
    ("en;q=0, vi;q=0.2", "vi"),  # q=0: not English
    ("fr", None), ("*", None), ("%%%;q=abc,,,", None), ("en;q=nan", None), ("", None), (None, None),
])
def test_the_browser_language_is_read_from_accept_language(monkeypatch, header, want):
    import ui.i18n

    assert ui.i18n.header_language(header) == want
    headers = {} if header is None else {"Accept-Language": header}
    monkeypatch.setattr(ui.i18n.st, "context", type("C", (), {"headers": headers})())
    assert ui.i18n.browser_language() == want


def test_a_first_visit_takes_the_browsers_language_and_a_choice_wins_over_it(db, monkeypatch):
    import ui.i18n

    monkeypatch.setattr(ui.i18n, "browser_language", lambda: "en")  # a browser set to English
    with language("en"):
        first = open_page("app_pages/home.py")  # nothing saved, no ?lang=
    assert first.session_state[SS_LANG] == "en"
    assert open_page("app_pages/home.py", lang="vi").session_state[SS_LANG] == "vi"  # the link wins
    switch(first, "vi")  # a choice, saved for this browser's learner
    again = open_page("app_pages/home.py", browser=first)
    assert again.session_state[SS_LANG] == "vi"  # the saved choice wins over the browser
