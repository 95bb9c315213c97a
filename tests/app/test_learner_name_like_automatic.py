"""A tester's finding (session 18): renaming a learner «Learner 2» or «Người học 2» was accepted, and the app then
greeted them with its own automatic name (a typed «Người học 2» is said «Learner 2» in English, exactly like the
automatic learner of that number). Such a name is now refused, in either language, with a reason; the automatic
learners the app makes keep their names."""
from __future__ import annotations

import time

import pytest

from learning import learners
from learning.progress import open_database
from tests.apptest_pages import open_page, shown
from words.i18n import language

K = "hoc_chan__"
SAID = {"vi": "trông như tên ứng dụng tự đặt cho người học chưa có tên («Người học 1», «Người học 2»…)",
        "en": "looks like the name the app gives a learner who has none in English or in Vietnamese («Learner 1», "
              "«Learner 2»…)"}  # tester: «Người học 3» refused in English spoke only of «Learner …»


@pytest.fixture
def database(tmp_path):
    d = open_database(f"sqlite:///{tmp_path / 'p.sqlite3'}")
    yield d
    d.dispose()


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("name", ["Learner 2", "Người học 2", "người học 7", "LEARNER 02", "Learner2", "Lеarner 3"])
def test_a_name_like_an_automatic_one_is_refused_for_a_rename_and_a_new_learner(database, lang, name):
    bid = learners.new_browser_id()
    lan = learners.create("Lan", database, browser=bid)
    with language(lang):
        with pytest.raises(learners.LearnerNameError) as e:
            learners.rename(lan.id, name, database, browser=bid)
        assert SAID[lang] in str(e.value) and f"«{learners.clean_name(name)}»" in str(e.value)
        with pytest.raises(learners.LearnerNameError, match=SAID[lang].split(" (")[0]):
            learners.create(name, database, browser=bid)
    assert [p.name for p in learners.list_learners(database, browser=bid)] == ["Lan"]


@pytest.mark.parametrize("name", ["Lan 2", "Người học", "Learner", "Người học 2 Lan", "Minh lớp 7", "Bố"])
def test_other_names_with_those_words_or_numbers_are_kept(database, name):
    lan = learners.create("Lan", database)
    assert learners.rename(lan.id, name, database) and learners.get(lan.id, database).name == name


def test_the_app_still_numbers_its_own_automatic_learners(database):
    bid = learners.new_browser_id()
    out: list[int] = []
    for _n in range(2):
        database.write(lambda conn: out.append(learners.start_new(conn, time.time(), None)))
    assert [learners.get(i, database).name for i in out] == ["Người học 1", "Người học 2"]
    assert learners.rename(out[1], "Lan", database, browser=bid)


@pytest.mark.parametrize("lang, typed", [("vi", "Người học 2"), ("en", "Learner 2")])
def test_the_sidebar_refuses_the_rename_and_keeps_the_name(tmp_path, monkeypatch, lang, typed):
    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "progress.sqlite3"))
    with language(lang):
        at = open_page("app_pages/home.py", lang=lang)
        at.sidebar.text_input(key=K + "new_name").set_value("Lan")
        at.sidebar.button(key=K + "add").click().run()
        at.sidebar.text_input(key=K + "rename").set_value(typed)
        at.sidebar.button(key=K + "do_rename").click().run()
        said = [shown(e.value) for e in at.sidebar.error]
        assert any(SAID[lang] in s and f"«{typed}»" in s for s in said), said
        picker = at.sidebar.selectbox(key=K + "choose")
    assert picker.value == next(p.id for p in learners.list_learners() if p.name == "Lan") and not at.exception
