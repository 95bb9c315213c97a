"""A learner's name is refused when it reads like another learner's shown name in either language (the automatic
«Người học 1» is «Learner 1» in English), and the «Bạn là ai?» list never shows two entries alike: the selectbox maps
a label back to one id, so a second «Learner 1» made the first, with its progress, unreachable (session 17)."""
from __future__ import annotations

import time

import pytest

from learning import learners
from learning.progress import open_database
from tests.apptest_pages import open_page
from words.i18n import language

K = "hoc_chan__"
TAKEN = {"vi": "Đã có người học tên «Người học 1»", "en": "«Learner 1»"}
AUTOMATIC = {"vi": "trông như tên ứng dụng tự đặt", "en": "looks like the name the app gives"}


@pytest.fixture
def database(tmp_path):
    d = open_database(f"sqlite:///{tmp_path / 'p.sqlite3'}")
    yield d
    d.dispose()


def _started(database, browser: str) -> int:
    """The automatic learner a browser gets at its first save («Người học N»)."""
    out: list[int] = []
    assert database.write(lambda conn: out.append(learners.start_new(conn, time.time(), browser)))
    return out[0]


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("name", ["Learner 1", "learner  1", "Người học 1"])
def test_a_name_reading_like_the_automatic_learner_is_refused_as_taken(database, lang, name):
    bid = learners.new_browser_id()
    first = _started(database, bid)
    with language(lang), pytest.raises(learners.LearnerNameError) as e:
        learners.create(name, database, browser=bid)
    assert TAKEN[lang] in str(e.value)
    assert [p.id for p in learners.list_learners(database, browser=bid)] == [first]


@pytest.mark.parametrize("lang, said", [("vi", "khác tên «Người học 1»"), ("en", "«Learner 1»")])
def test_a_rename_to_the_automatic_learners_english_name_is_refused(database, lang, said):
    bid = learners.new_browser_id()
    first = _started(database, bid)
    lan = learners.create("Lan", database, browser=bid)
    with language(lang), pytest.raises(learners.LearnerNameError, match=said):
        learners.rename(lan.id, "Learner 1", database, browser=bid)
    assert learners.get(lan.id, database).name == "Lan"
    with language(lang), pytest.raises(learners.LearnerNameError, match=AUTOMATIC[lang]):  # its own name in English:
        learners.rename(first, "Learner 1", database, browser=bid)  # a typed «Learner 1» would read as the app's


def test_the_automatic_learner_skips_a_number_a_typed_name_reads_as(database):
    bid = learners.new_browser_id()
    database.write(lambda conn: learners._new_local(conn, "Learner 1", time.time(), bid))  # typed before the check
    assert learners.get(_started(database, learners.new_browser_id()), database).name == "Người học 1"
    database.write(lambda conn: conn.execute(learners.schema.meta.delete().where(
        learners.schema.meta.c.key == learners._browser_key(bid))))  # the browser points at none: it starts one
    assert learners.get(_started(database, bid), database).name == "Người học 2"


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_sidebar_refuses_a_second_learner_1(tmp_path, monkeypatch, lang):
    path = tmp_path / "progress.sqlite3"
    monkeypatch.setenv("HOC_CHAN_DB", str(path))
    d = open_database(f"sqlite:///{path}")
    bid = learners.new_browser_id()
    try:
        first = _started(d, bid)
    finally:
        d.dispose()
    with language(lang):
        at = open_page("app_pages/home.py", lang=lang, browser=bid)
        at.sidebar.text_input(key=K + "new_name").set_value("Learner 1")
        at.sidebar.button(key=K + "add").click().run()
        options = at.sidebar.selectbox(key=K + "choose").options
    assert any(TAKEN[lang] in e.value for e in at.sidebar.error), [e.value for e in at.sidebar.error]
    assert not at.sidebar.success and len(options) == 1
    assert at.session_state[K + "learner"] == first and not at.exception


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_learners_already_alike_are_listed_apart_and_each_can_be_chosen(tmp_path, monkeypatch, lang):
    """A database from before the check may hold «Người học 1» and a typed «Learner 1» (alike in English) or two
    typed ones: each entry gets its own label, and choosing it chooses that learner."""
    path = tmp_path / "progress.sqlite3"
    monkeypatch.setenv("HOC_CHAN_DB", str(path))
    d = open_database(f"sqlite:///{path}")
    bid = learners.new_browser_id()
    try:
        ids = [_started(d, bid)]
        for name in ("Learner 1", "Người học 1", "Lan", "Lan"):  # written past the check, as an old database could
            d.write(lambda conn, name=name: ids.append(learners._new_local(conn, name, time.time(), bid)))
    finally:
        d.dispose()
    with language(lang):
        at = open_page("app_pages/home.py", lang=lang, browser=bid)
        picker = at.sidebar.selectbox(key=K + "choose")
        assert len(set(picker.options)) == len(picker.options) == 5, picker.options
        for lid in ids:
            at.sidebar.selectbox(key=K + "choose").set_value(lid).run()
            assert at.session_state[K + "learner"] == lid
    assert not at.exception
