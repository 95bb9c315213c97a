"""Tester (session 16, English, 1366 px, class code) on «Lớp học» and «Chơi thử»: a 100 % topic share was a red bar
(red means wrong on «Tiến độ»); learners with nothing to show were empty «Learner 1» rows; a learner's practice-table
figures drew a «Times» / «Hand no.» chart of zeros when no hint was used; a missed xướng item said a cước name
(«Chì») without its English gloss; a bad ``?van=`` is said the same whatever the value."""
from __future__ import annotations

import json

import pytest

from learning import classroom, games, learners
from learning.glosses import gloss_of
from learning.i18n import _
from learning.progress import ProgressStore, open_database
from tests.app.test_class_mode import clock, try_code  # noqa: F401  (clock: a fixture)
from tests.apptest_pages import open_page, shown
from words.i18n import language

CODE = "mot-ma-lop-rat-dai-va-ngau-nhien"
PAGE = "app_pages/lop_hoc.py"


@pytest.fixture
def database(tmp_path, monkeypatch):
    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "progress.sqlite3"))
    monkeypatch.delenv("HOC_CHAN_DB_URL", raising=False)
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", CODE)
    d = open_database(f"sqlite:///{tmp_path / 'progress.sqlite3'}")
    yield d
    d.dispose()


def _learner(database, browser: str) -> ProgressStore:
    database.write(lambda conn: learners.start_new(conn, 1.0, browser))
    return ProgressStore(database=database, learner=learners.learner_of_browser(browser, database))


def _class_page(lang: str):
    with language(lang):
        return try_code(open_page(PAGE, lang=lang), CODE)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_topic_shares_are_green_when_high_and_red_when_low(database, clock, lang):  # noqa: F811
    _learner(database, "a" * 20).record_attempt("boc_cai", "4 người, quân số 6", True)
    at = _class_page(lang)
    with language(lang):
        shares = [*classroom.topics().values(), classroom.learner_table(classroom.ClassReport([], [], 0))[0][6]]
    config = {}
    for df in at.dataframe:
        config |= json.loads(df.proto.columns)
    assert {config[c]["type_config"]["color"] for c in shares} == {"auto"}, config  # Streamlit's high green, low red


@pytest.mark.parametrize("lang, auto, quiet", [
    ("vi", "Người học 1", "chưa chơi xong ván Mậu binh nào) không được liệt kê: 1."),
    ("en", "Learner 1", "no Mậu binh round finished) are not listed: 1."),
])
def test_learners_with_nothing_to_show_are_counted_once_not_listed(database, clock, lang, auto, quiet):  # noqa: F811
    _learner(database, "a" * 20).record_attempt("boc_cai", "4 người, quân số 6", True)
    left = {"players": 4, "variant": "classic", "seed": 1, "timeline": []}  # a hand left without a move: no learner
    assert games.keep_record(left, {"result": "bo_do"}, store=_learner(database, "b" * 20))
    played = {"players": 4, "variant": "classic", "seed": 2}
    assert games.keep_record(played, {"result": "hoa", "hints": 0, "faults": []}, store=_learner(database, "c" * 20))
    at = _class_page(lang)
    people, by_topic = at.dataframe[0].value, at.dataframe[1].value
    assert list(people.iloc[:, 0]) == [auto] and list(by_topic.iloc[:, 0]) == [auto]
    assert len([c for c in at.caption if quiet in c.value]) == 1, [c.value for c in at.caption]
    why = [c.value for c in at.caption if c.value.startswith(f"«{auto}»")]  # tester (session 21): who is «Learner 1»?
    said = ("người chỉ ghé một lần", "«Thêm hoặc đổi tên»") if lang == "vi" else ("one-time visitor", "«Add or rename»")
    assert len(why) == 1 and all(x in why[0] for x in said), why  # one «Learner 1» listed: still said who that is


@pytest.mark.parametrize("lang, said", [("vi", "Không xem gợi ý lần nào trong 1 ván."), ("en", "No hint used in 1 hand.")])
def test_a_learner_who_used_no_hint_reads_a_sentence_not_a_chart_of_zeros(database, clock, lang, said):  # noqa: F811
    _learner(database, "a" * 20)
    played = {"players": 4, "variant": "classic", "seed": 2}
    assert games.keep_record(played, {"result": "hoa", "hints": 0, "faults": []}, store=_learner(database, "c" * 20))
    at = _class_page(lang)
    with language(lang):
        at.selectbox(key="lop_hoc__table_who").select_index(0).run()
        title = _("Số lần xem gợi ý mỗi ván")
    assert not at.exception
    assert [c.value for c in at.caption if c.value == said] == [said]
    charts = [el.proto.spec for el in at.get("plotly_chart")]
    assert charts and not [s for s in charts if title in s]  # the learner's other charts are drawn


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_missed_cuoc_name_is_glossed_in_english(database, clock, lang):  # noqa: F811
    _learner(database, "a" * 20).record_attempt("xuong", "Chì", False)
    at = _class_page(lang)
    with language("en"):
        gloss = gloss_of("Chì")
    assert gloss
    assert list(at.table[0].value.iloc[:, 1]) == (["Chì"] if lang == "vi" else [f"Chì ({gloss})"])


@pytest.mark.parametrize("lang, intro", [("vi", "Địa chỉ trang có «van="), ("en", "The page address has «van=")])
@pytest.mark.parametrize("van", ["abc", "9" * 400, "-3"])
def test_any_unusable_hand_number_gets_the_same_notice(progress_db, van, lang, intro):
    extra = {"lang": "en"} if lang == "en" else {}
    with language(lang):
        at = open_page("app_pages/choi_thu.py", van=van, toc="ngay", **extra)
    notes = [shown(w.value) for w in at.warning if intro in shown(w.value)]
    assert len(notes) == 1 and f"van={van[:20]}" in notes[0], [shown(w.value) for w in at.warning]
