"""Class mode (issue 14): the topics of answered items, the class report on SQLite
and PostgreSQL, its CSV, and the «Lớp học» page only for a teacher (class code,
or a signed-in e-mail listed in the secrets)."""
from __future__ import annotations

import csv
import io

import pytest
from streamlit.testing.v1 import AppTest

from learning import classroom, learners
from learning.lessons import load_course
from learning.progress import LESSON_DRILL, ProgressStore, open_database
from tests.apptest_pages import APP, open_page


def test_every_topic_is_reached_and_every_mapping_points_somewhere_real():
    """The lessons named in the mapping exist; each topic (every lỗi group of rules/loi.yaml
    included) has items that count for it; a situation's topic is its lỗi's group."""
    from chan_core.rules import load_rules

    course = {x.id: x for x in load_course()}
    assert set(classroom.LESSON_TOPICS) <= set(course)
    reached = set(classroom.DRILL_TOPICS.values()) | set(classroom.LESSON_TOPICS.values())
    reached |= set(classroom._situation_topics().values())
    assert reached == set(classroom.topics())
    group = {x.number: x.group for x in load_rules().loi}
    from chan_core.scenario import load_file

    for p in sorted(classroom.SITUATIONS_DIR.glob("*.yaml")):
        for sc in load_file(p):
            tags = [t for t in sc.get("tags", []) if t.startswith("loi-")]
            want = f"loi_{group[int(tags[0][4:])]}" if tags else None
            assert classroom.topic_of("an_hay_khong", sc["id"]) == want, sc["id"]
    lesson = course["xuong"]
    assert classroom.topic_of(LESSON_DRILL, f"xuong/{lesson.checks[0].id}") == "xuong"
    assert classroom.topic_of("boc_cai", "4 người, quân số 6") == "boc_cai"
    assert classroom.topic_of("chua_co", "x") is None and classroom.topic_of(LESSON_DRILL, "bo-bai/x") is None


def a_situation(group: str) -> str:
    return next(i for i, t in classroom._situation_topics().items() if t == f"loi_{group}")


def test_class_report_counts_each_learner_and_topic(store_url):
    database = open_database(store_url)
    first = ProgressStore(database=database, learner=1)
    lan = learners.create("=Lan", database)  # a name a spreadsheet would run as a formula
    second = ProgressStore(database=database, learner=lan.id)
    s_a = a_situation("A")
    for ok in (True, False, True):
        first.record_attempt("boc_cai", "4 người, quân số 6", ok)
    first.record_attempt("an_hay_khong", s_a, False)
    first.lesson_done("bo-bai")
    first.lesson_done("u")
    second.record_attempt("an_hay_khong", s_a, False)
    second.record_attempt("xuong", "Lèo", True)
    second.record_attempt("tinh_diem", "Điểm của bài ù (luyện xướng)", False)
    rep = classroom.class_report(database, n_lessons=12)
    one, two = rep.learners
    assert (one.name, one.lessons_done, one.attempts, one.correct) == ("Người học 1", 2, 4, 2)
    assert one.topics == {"boc_cai": (3, 2), "loi_A": (1, 0)} and one.accuracy("boc_cai") == 2 / 3
    assert one.accuracy("xuong") is None
    assert (two.name, two.lessons_done, two.topics) == ("=Lan", 0, {"loi_A": (1, 0), "xuong": (1, 1), "cuoc": (1, 0)})
    top = rep.missed[0]
    assert (top.drill, top.item_id, top.wrong, top.learners, top.topic) == ("an_hay_khong", s_a, 2, 2, "loi_A")
    assert {(m.drill, m.wrong) for m in rep.missed} == {("an_hay_khong", 2), ("boc_cai", 1), ("tinh_diem", 1)}
    table = list(csv.reader(io.StringIO(classroom.report_csv(rep))))
    head = table[0]
    assert head[:5] == ["Người học", "E-mail", "Bài đã xong", "Số lần trả lời", "Tỉ lệ đúng (%)"]
    assert len(head) == 5 + 2 * len(classroom.topics())
    rows = {r[0]: dict(zip(head, r)) for r in table[1:]}
    assert rows["Người học 1"]["Bài đã xong"] == "2/12" and rows["Người học 1"]["Bốc cái: đúng (%)"] == "67"
    assert rows["Người học 1"]["Xướng: đúng (%)"] == "" and rows["Người học 1"]["Xướng: số lần"] == "0"
    assert "'=Lan" in rows and rows["'=Lan"]["Cước: đúng (%)"] == "0"
    database.dispose()


# ------------------------------------------------------------------ the page
@pytest.fixture
def db(tmp_path, monkeypatch):
    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "progress.sqlite3"))
    monkeypatch.delenv("HOC_CHAN_DB_URL", raising=False)
    monkeypatch.delenv("HOC_CHAN_CLASS_CODE", raising=False)
    s = ProgressStore(tmp_path / "progress.sqlite3")
    s.record_attempt("boc_cai", "4 người, quân số 6", False)
    return s


def test_without_a_class_code_the_page_says_how_to_turn_it_on(db):
    at = open_page("app_pages/lop_hoc.py")
    assert any("Chế độ lớp học chưa được bật" in i.value for i in at.info)
    assert not at.dataframe


def test_the_class_code_opens_the_class_view(db, monkeypatch):
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "lop-7a")
    at = open_page("app_pages/lop_hoc.py")
    assert not at.dataframe
    at.text_input(key="hoc_chan__code_in").set_value("sai")
    at.button(key="hoc_chan__code_go").click().run()
    assert any("Mã lớp không đúng" in e.value for e in at.error) and not at.dataframe
    at.text_input(key="hoc_chan__code_in").set_value("lop-7a")
    at.button(key="hoc_chan__code_go").click().run()
    assert not at.exception
    people, missed = at.dataframe
    assert list(people.value["Người học"]) == ["Người học 1"] and list(people.value["Bốc cái"]) == [0]
    assert list(missed.value["Câu"]) == ["4 người, quân số 6"]


AUTH = {"redirect_uri": "http://localhost:8501/oauth2callback", "cookie_secret": "x" * 32, "client_id": "c",
        "client_secret": "s", "server_metadata_url": "http://127.0.0.1:9/.well-known/openid-configuration"}


@pytest.mark.parametrize("email, teacher", [("co.hoa@truong.vn", True), ("CO.HOA@truong.vn", True),
                                            ("hoc.sinh@truong.vn", False)])
def test_a_signed_in_teacher_listed_in_the_secrets_sees_the_class(db, email, teacher):
    at = AppTest.from_file(APP, default_timeout=60)
    at.secrets.update({"auth": AUTH, "hoc_chan": {"teachers": ["co.hoa@truong.vn"]}})
    at.user = {"is_logged_in": True, "iss": "http://idp.test", "sub": email, "email": email}
    at.run()
    at.switch_page("app_pages/lop_hoc.py").run()
    assert not at.exception
    assert bool(at.dataframe) == teacher
    if teacher:
        assert "Người học 1" in list(at.dataframe[0].value["Người học"])  # local profiles count as learners too
