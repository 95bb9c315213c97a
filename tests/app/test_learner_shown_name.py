"""Issue 27 item 10: the app's own default learner name «Người học N» is shown in the current
language («Learner N» in English) while the stored name stays; a name a learner typed is shown
literally, whatever the language."""
from __future__ import annotations

import time

import pytest

from learning import learners
from learning.progress import open_database
from tests.apptest_pages import open_page
from ui.learner import shown_name
from words.i18n import language

K = "hoc_chan__"


@pytest.mark.parametrize("lang, name, expected", [
    ("en", "Người học 1", "Learner 1"), ("en", "Người học 12", "Learner 12"),
    ("vi", "Người học 1", "Người học 1"),
    ("en", "Người học", "Người học"), ("en", "Người học 1 Lan", "Người học 1 Lan"),
    ("en", "Lan", "Lan"), ("en", "người học 1", "người học 1"), ("en", "Người học 01", "Người học 01"),
])
def test_only_the_default_name_is_translated(lang, name, expected):
    with language(lang):
        assert shown_name(name) == expected


def test_the_sidebar_shows_the_default_learner_in_english_and_typed_names_literally(tmp_path, monkeypatch):
    path = tmp_path / "progress.sqlite3"
    monkeypatch.setenv("HOC_CHAN_DB", str(path))
    d = open_database(f"sqlite:///{path}")
    bid = learners.new_browser_id()  # the browser that added both (a browser lists only its own)
    try:
        d.write(lambda conn: learners.start_new(conn, time.time(), bid))  # the automatic «Người học 1»
        learners.create("Lan <b>", d, browser=bid)
    finally:
        d.dispose()
    with language("en"):  # AppTest formats widget options in this thread too (format_func)
        at = open_page("app_pages/home.py", lang="en", browser=bid)
        picker = at.sidebar.selectbox(key=K + "choose")
    assert "Learner 1" in picker.options and "Lan <b>" in picker.options
    assert not any("Người học" in o for o in picker.options)
    d = open_database(f"sqlite:///{path}")
    try:  # the stored name is untouched
        assert sorted(p.name for p in learners.list_learners(d)) == ["Lan <b>", "Người học 1"]
    finally:
        d.dispose()
    vi = open_page("app_pages/home.py", lang="vi", browser=bid)
    assert "Người học 1" in vi.sidebar.selectbox(key=K + "choose").options
