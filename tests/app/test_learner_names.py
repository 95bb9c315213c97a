"""Learner names (issue 22): compared after Unicode NFKC and case folding, and a name that only
*looks* like an existing one (a Cyrillic «а», a full-width «Ｌ») is refused, naming the
look-alike — so a learner cannot pick the wrong «Lan». Vietnamese accents keep names apart. In the app the
names are compared with the browser's own learners only: another browser's «Lan» is another person, and a
refusal never tells one browser what another named its learners."""
from __future__ import annotations

import pytest

from learning import learners
from learning.progress import open_database
from tests.apptest_pages import open_page

K = "hoc_chan__"


@pytest.fixture
def database(tmp_path):
    d = open_database(f"sqlite:///{tmp_path / 'p.sqlite3'}")
    yield d
    d.dispose()


@pytest.mark.parametrize("name", ["Lаn",  # Cyrillic а
                                  "Ｌan", "ＬＡＮ",  # full-width
                                  "LAN", "lan", " Lan ", "Lαn"])  # case, spaces; Greek α
def test_a_name_like_an_existing_one_is_refused_naming_it(database, name):
    learners.create("Lan", database)
    with pytest.raises(learners.LearnerNameError) as e:
        learners.create(name, database)
    assert "«Lan»" in str(e.value)
    assert [p.name for p in learners.list_learners(database)] == ["Lan"]


def test_the_look_alike_is_refused_whichever_came_first(database):
    learners.create("Lаn", database)  # the Cyrillic one first
    with pytest.raises(learners.LearnerNameError, match="trông giống hệt tên «Lаn»"):
        learners.create("Lan", database)


@pytest.mark.parametrize("name", ["Lân", "Lăn", "Lần", "Đức", "Lan Anh", "Lanh"])
def test_names_that_differ_for_a_reader_are_kept_apart(database, name):
    learners.create("Lan", database)
    learners.create("Duc", database)
    assert learners.create(name, database) is not None


def test_rename_checks_look_alikes_too_but_not_against_itself(database):
    lan = learners.create("Lan", database)
    minh = learners.create("Minh", database)
    with pytest.raises(learners.LearnerNameError, match="«Lan»"):
        learners.rename(minh.id, "Ｌаn", database)
    assert learners.rename(lan.id, "LAN", database)  # its own name in another case is fine


def test_two_browsers_may_each_have_a_lan_and_neither_hears_of_the_other(database):
    a, b = learners.new_browser_id(), learners.new_browser_id()
    lan_a = learners.create("Lan", database, browser=a)
    lan_b = learners.create("Lan", database, browser=b)  # allowed: no «already taken» about another browser
    twin = learners.create("Lаn", database, browser=learners.new_browser_id())  # a look-alike elsewhere too
    assert len({lan_a.id, lan_b.id, twin.id}) == 3
    assert [p.id for p in learners.list_learners(database, browser=a)] == [lan_a.id]
    assert [p.id for p in learners.list_learners(database, browser=b)] == [lan_b.id]
    minh = learners.create("Minh", database, browser=b)
    assert learners.rename(minh.id, "Hoa", database, browser=a) is True  # A has no Hoa: fine
    with pytest.raises(learners.LearnerNameError, match="«Lan»"):  # within one browser: refused, naming its own
        learners.create("LAN", database, browser=a)
    with pytest.raises(learners.LearnerNameError, match="trông giống hệt tên «Lan»"):
        learners.rename(minh.id, "Lаn", database, browser=b)
    assert [p.name for p in learners.list_learners(database, browser=b)] == ["Lan", "Hoa"]


def test_a_new_browser_may_add_a_name_another_browser_has(tmp_path, monkeypatch):
    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "progress.sqlite3"))
    first = open_page("app_pages/home.py")
    first.sidebar.text_input(key=K + "new_name").set_value("Lan")
    first.sidebar.button(key=K + "add").click().run()
    other = open_page("app_pages/home.py")  # another browser
    other.sidebar.text_input(key=K + "new_name").set_value("Lan")
    other.sidebar.button(key=K + "add").click().run()
    assert not other.sidebar.error and any("Đã thêm «Lan»" in x.value for x in other.sidebar.success)
    other.sidebar.text_input(key=K + "new_name").set_value("Lаn")  # now a look-alike of its own «Lan»
    other.sidebar.button(key=K + "add").click().run()
    shown = [e.value for e in other.sidebar.error]
    assert shown and all("trông giống hệt tên «Lan»" in x for x in shown) and not other.exception
    assert other.sidebar.selectbox(key=K + "choose").options == ["Lan"]
    assert [p.name for p in learners.list_learners()] == ["Người học 1", "Lan", "Lan"]  # the first browser started one


def test_full_width_letters_are_stored_as_ordinary_letters(database):
    assert learners.create("Ｍｉｎｈ", database).name == "Minh"


def test_the_sidebar_names_the_look_alike(tmp_path, monkeypatch):
    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "progress.sqlite3"))
    at = open_page("app_pages/home.py")
    for name in ("Lan", "Lаn"):
        at.sidebar.text_input(key=K + "new_name").set_value(name)
        at.sidebar.button(key=K + "add").click().run()
    shown = [e.value for e in at.sidebar.error]
    assert shown and "trông giống hệt" in shown[0] and "Lan" in shown[0]
    assert not at.exception


@pytest.mark.parametrize("lang, words", [("vi", "Tên dài quá: tối đa 40 ký tự (tên này có 312)"),
                                         ("en", "too long: at most 40 characters (this one has 312)")])
def test_a_pasted_long_name_is_said_too_long_with_the_limit(tmp_path, monkeypatch, lang, words):
    """The box has no max_chars (a browser drops a longer paste whole, leaving «type a name»): the
    whole paste reaches the check, which says it is too long and the limit."""
    from tests.apptest_pages import shown
    from words.i18n import language

    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "progress.sqlite3"))
    with language(lang):
        at = open_page("app_pages/home.py", lang=lang)
        box = at.sidebar.text_input(key=K + "new_name")
        assert not box.max_chars and "40" in box.help
        box.set_value("Lan" * 104)
        at.sidebar.button(key=K + "add").click().run()
    said = [shown(e.value) for e in at.sidebar.error]
    assert said and words in said[0], said


def _popover(block):
    """The first popover block under ``block`` (AppTest has no Popover class: a Block of type «popover»)."""
    if getattr(block, "type", None) == "popover":
        return block
    for child in getattr(block, "children", {}).values():
        found = _popover(child)
        if found is not None:
            return found
    return None


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_add_and_rename_messages_are_in_the_popover(tmp_path, monkeypatch, lang):
    """The open «Thêm hoặc đổi tên» popover covers the sidebar: its messages are said inside it, by their own
    fields (add: after its button; rename: above its field, seen on a phone), kept for a run another follows at once."""
    from words.i18n import language

    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "progress.sqlite3"))
    with language(lang):
        at = open_page("app_pages/home.py", lang=lang)
        at.sidebar.text_input(key=K + "new_name").set_value("Lan" * 20)
        at.sidebar.button(key=K + "add").click().run()
        pop = _popover(at.sidebar)
        assert pop is not None and len(pop.error) == 1 and "40" in pop.error[0].value
        at.sidebar.text_input(key=K + "new_name").set_value("Lan")
        at.sidebar.button(key=K + "add").click().run()
        at.sidebar.text_input(key=K + "rename").set_value("Minh" * 20)
        at.sidebar.button(key=K + "do_rename").click().run()
        pop = _popover(at.sidebar)
        kids = [c for c in pop.children.values()]
        where = next(i for i, c in enumerate(kids) if getattr(c, "key", None) == K + "rename")
        assert kids[where - 1].type == "error" and "40" in kids[where - 1].value  # above its field
        assert not at.exception


def test_each_browser_numbers_its_own_automatic_learners(database):
    import time

    def started(browser: str | None) -> str:
        out: list[int] = []
        assert database.write(lambda conn: out.append(learners.start_new(conn, time.time(), browser)))
        return learners.get(out[0], database).name

    a, b = learners.new_browser_id(), learners.new_browser_id()
    assert started(a) == "Người học 1"
    assert started(b) == "Người học 1"  # not «Người học 2»: nothing tells browser B that A uses the server
    assert started(c := learners.new_browser_id()) == "Người học 1"
    database.write(lambda conn: conn.execute(learners.schema.meta.delete().where(
        learners.schema.meta.c.key == learners._browser_key(c))))  # C's own «Người học 1», C pointing at none
    assert started(c) == "Người học 2"  # unique within the browser
    assert started(None) == "Người học 3"  # no browser (one machine): unique over all local learners


@pytest.mark.parametrize("lang, said", [("vi", "Đã đổi tên thành «Lan Anh»"), ("en", "«Lan Anh»")])
def test_a_rename_is_said_once_in_the_popover(tmp_path, monkeypatch, lang, said):
    """«Đổi tên» keeps the popover open: «Đã đổi tên thành …» is said there, and not a second time in the
    sidebar below it."""
    from words.i18n import language

    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "progress.sqlite3"))
    with language(lang):
        at = open_page("app_pages/home.py", lang=lang)
        at.sidebar.text_input(key=K + "new_name").set_value("Lan")
        at.sidebar.button(key=K + "add").click().run()
        at.sidebar.text_input(key=K + "rename").set_value("Lan Anh")
        at.sidebar.button(key=K + "do_rename").click().run()
        in_popover = [s.value for s in _popover(at.sidebar).success]
        assert [s.value for s in at.sidebar.success if said in s.value] == in_popover and len(in_popover) == 1
        at.run()  # said once: the next run no longer says it
        assert not [s.value for s in at.sidebar.success if said in s.value]
        assert not at.exception
