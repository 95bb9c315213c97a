"""The language of a link is a choice: a learner who saved English and opens a ``?lang=vi`` link reads
Vietnamese, and a reload (the link without ``lang``: Vietnamese is the default and is not written) stays
Vietnamese — it does not fall back to the saved English."""
from __future__ import annotations

from apptest_pages import open_page
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
