"""Class mode (issue 14): the topics of answered items, the class report on SQLite
and PostgreSQL, its CSV, and the «Lớp học» page only for a teacher (class code,
or a signed-in e-mail listed in the secrets)."""
from __future__ import annotations

import csv
import io
import re

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
    reached |= set(classroom._situation_topics().values()) | set(classroom.DAILY_TOPICS.values())
    assert reached == set(classroom.topics())
    group = {x.number: x.group for x in load_rules().loi}
    from chan_core.scenario import load_file

    for p in sorted(classroom.SITUATIONS_DIR.glob("*.yaml")):
        for sc in load_file(p):
            tags = [t for t in sc.get("tags", []) if t.startswith("loi-")]
            want = f"loi_{group[int(tags[0][4:])]}" if tags else "nuoc_di"  # no lỗi: a move to choose
            assert classroom.topic_of("an_hay_khong", sc["id"]) == want, sc["id"]
    lesson = course["xuong"]
    assert classroom.topic_of(LESSON_DRILL, f"xuong/{lesson.checks[0].id}") == "xuong"
    assert all(classroom.topic_of(LESSON_DRILL, f"{x.id}/{c.id}") in classroom.topics() for x in course.values()
               for c in x.checks)  # every lesson question
    assert classroom.topic_of("boc_cai", "4 người, quân số 6") == "boc_cai"
    assert classroom.topic_of("chua_co", "x") is None and classroom.topic_of(LESSON_DRILL, "chua-co/x") is None


def a_situation(group: str) -> str:
    return next(i for i, t in classroom._situation_topics().items() if t == f"loi_{group}")


def test_class_report_counts_each_learner_and_topic(store_url):
    database = open_database(store_url)
    first = ProgressStore(database=database)
    assert first.lesson_done("bo-bai") and first.learner_id() == 1  # «Người học 1», made by its first save
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
    assert head[:8] == ["Người học", "E-mail", "Bắt đầu học lúc", "Học gần nhất lúc", "Bài đã xong", "Số bài của khoá",
                        "Số lần trả lời", "Tỉ lệ đúng (%)"]
    assert len(head) == 9 + 2 * len(classroom.topics()) and head[8] == "Ván Mậu binh"
    rows = {r[0]: dict(zip(head, r)) for r in table[1:]}
    one = rows["Người học 1"]  # lessons as two numbers: «2/12» was read as a date by spreadsheets
    assert (one["Bài đã xong"], one["Số bài của khoá"]) == ("2", "12") and one["Bốc cái: đúng (%)"] == "67"
    assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", one["Bắt đầu học lúc"])  # to the second
    assert one["Học gần nhất lúc"] >= one["Bắt đầu học lúc"]
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


@pytest.mark.parametrize("lang, plain, admin, how", [
    ("vi", "Trang này dành cho giáo viên. Lớp học chưa được thiết lập trên máy chủ này.",
     "Dành cho người quản lý máy chủ", "Chế độ lớp học chưa được bật"),
    ("en", "This page is for teachers. No class has been set up on this server yet.",
     "For whoever runs this server", "class mode is not switched on"),
])
def test_without_a_class_code_a_learner_reads_a_plain_sentence_and_the_admin_a_closed_expander(db, lang, plain,
                                                                                                admin, how):
    from words.i18n import language

    with language(lang):
        at = open_page("app_pages/lop_hoc.py", lang=lang)
    assert [i.value for i in at.info] == [plain]  # the first thing a learner reads: no secrets file, no code
    box = next(e for e in at.expander if e.label == admin)
    assert how.casefold() in " ".join(m.value for m in box.markdown).casefold()
    assert "class_code" in box.code[0].value and box.button(key="hoc_chan__code_new")
    assert not box.proto.expanded and not at.dataframe
    assert not any("class_code" in m.value for m in at.main.markdown if m not in box.markdown)


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch) -> Clock:
    """Class-code tries counted on a clock of this test (a fresh table of tries)."""
    from ui import teacher as ui_teacher
    from ui.limits import Tries

    c = Clock()
    monkeypatch.setattr(ui_teacher, "CODE_TRIES", Tries(clock=c))
    return c


def try_code(at: AppTest, code: str) -> AppTest:
    at.text_input(key="hoc_chan__code_in").set_value(code)
    at.button(key="hoc_chan__code_go").click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_the_class_code_opens_the_class_view(db, monkeypatch, clock):
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "lop-7a")
    at = open_page("app_pages/lop_hoc.py")
    assert not at.dataframe
    try_code(at, "sai")
    assert any("Mã lớp không đúng" in e.value for e in at.error) and not at.dataframe
    clock.now += 1.5  # the next try waits a second after a wrong one
    assert any("ngắn" in w.value for w in at.warning) is False
    at.text_input(key="hoc_chan__code_in").set_value("lop-7a")
    at.button(key="hoc_chan__code_go").click().run()
    assert not at.exception
    (people, by_topic), missed = at.dataframe, at.table[0]
    assert list(people.value["Người học"]) == ["Người học 1"] and list(by_topic.value["Bốc cái"]) == [0]
    assert list(missed.value["Câu"]) == ["4 người, quân số 6"]
    assert any("ngắn, dễ bị đoán" in w.value for w in at.warning)  # «lop-7a»: a long random one is offered
    assert any(len(c.value) > 20 and "class_code" not in c.value for c in at.code)  # the code alone (session 17)


SENT = "_test_class_cookie"  # the class-mode cookie a test session «sends» (AppTest sends no cookies)


def reopen(browser: str, sent: str | None) -> AppTest:
    """«Lớp học» in a new session of the browser whose id is ``browser``, sending class-mode cookie ``sent``."""
    from tests.apptest_pages import COOKIE_SEEN, _install_cookie_reader

    _install_cookie_reader()
    at = AppTest.from_file(APP, default_timeout=60)
    at.session_state[COOKIE_SEEN], at.session_state[SENT] = browser, sent
    at.run()
    at.switch_page("app_pages/lop_hoc.py").run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def cookie_set(at: AppTest) -> str | None:
    """The class-mode cookie value the page's script sets ('' when it deletes it), or ``None``."""
    found = [m[1] for node in at._tree for m in re.finditer(r"hoc_chan_class=([^;]*);",
                                                            str(getattr(getattr(node, "proto", None), "body", "")))]
    return found[-1] if found else None


def test_class_mode_stays_for_the_browser_session_and_opens_nothing_elsewhere(db, monkeypatch, clock):
    """Tester (session 21): class mode had to be entered again after leaving the page and coming back (a reload, a
    new tab, a typed address). Now a session cookie (until the browser closes) keeps it — a HMAC of the class code
    and this browser's id, so another browser sending it, or any browser after the class code changed, gets the
    code box; «Rời chế độ lớp học» ends it."""
    import streamlit as st

    from tests.apptest_pages import browser_cookie
    from ui import teacher as ui_teacher

    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "lop-7a")
    monkeypatch.setattr(ui_teacher, "_sent_pass", lambda: st.session_state.get(SENT) or "")
    first = try_code(open_page("app_pages/lop_hoc.py"), "lop-7a")
    browser, sent = browser_cookie(first), cookie_set(first)
    assert first.dataframe and browser and re.fullmatch(r"[0-9a-f]{64}", sent or ""), sent  # not the code itself
    again = reopen(browser, sent)
    assert again.dataframe and cookie_set(again) is None  # in class mode at once, no code asked
    assert "hoc_chan__code_in" not in [t.key for t in again.text_input]
    for other in (reopen("b" * 24, sent), reopen(browser, None), reopen(browser, sent[::-1])):
        assert not other.dataframe and other.text_input(key="hoc_chan__code_in"), "another browser, no or bad cookie"
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "lop-7b")
    assert not reopen(browser, sent).dataframe  # a new class code: the old cookie opens nothing
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "lop-7a")
    again.button(key="hoc_chan__code_leave").click().run()
    assert not again.dataframe and again.text_input(key="hoc_chan__code_in") and cookie_set(again) == ""


def test_repeated_wrong_class_codes_are_slowed_then_locked(db, monkeypatch, clock):
    """Issue 22: guessing the class code is slowed (each wrong try makes the next wait longer) and
    locked after a few wrong tries — then even the right code is not checked."""
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "mot-ma-lop-rat-dai-va-ngau-nhien")
    at = open_page("app_pages/lop_hoc.py")
    try_code(at, "doan-1")
    try_code(at, "doan-2")  # at once: refused unchecked, told to wait
    assert any("Hãy đợi" in e.value for e in at.error)
    for k in range(2, 6):
        clock.now += 2 ** (k - 1) + 0.1
        try_code(at, f"doan-{k}")
    assert any("quá nhiều lần" in e.value and "khoá" in e.value for e in at.error)
    clock.now += 60
    try_code(at, "mot-ma-lop-rat-dai-va-ngau-nhien")  # locked: the right code is not checked either
    assert not at.dataframe and any("quá nhiều lần" in e.value for e in at.error)
    clock.now += 16 * 60  # the lock ends
    try_code(at, "mot-ma-lop-rat-dai-va-ngau-nhien")
    assert at.dataframe


def test_wrong_tries_from_one_address_lock_every_session_from_it():
    from ui.limits import Tries

    c = Clock()
    tries = Tries(clock=c)
    for k in range(5):
        assert tries.verdict(f"session:{k}", "address:10.0.0.7").allowed
        tries.wrong(f"session:{k}", "address:10.0.0.7")  # five sessions, one wrong try each
        c.now += 20
    v = tries.verdict("session:new", "address:10.0.0.7")
    assert v.locked and not v.allowed and v.wrong == 5
    assert tries.verdict("session:new", "address:10.0.0.8").allowed  # another address
    c.now += Tries.lock_s + 1
    assert tries.verdict("session:new", "address:10.0.0.7").allowed


def test_the_class_table_holds_no_spreadsheet_formula(db, monkeypatch, clock):
    """The table's own toolbar «Download as CSV» writes what the table holds: names that a
    spreadsheet would run are escaped in the data itself; «Bài đã xong» is a number."""
    evil = '=HYPERLINK("http://evil.example","Bấm")'
    for name in (evil, "+1", "@SUM(A1)", "-2", " =x", "Lan"):
        lid = learners.create(name).id
        ProgressStore(db.path, learner=lid).record_attempt("boc_cai", "4 người, quân số 6", True)
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "mot-ma-lop-rat-dai-va-ngau-nhien")
    at = try_code(open_page("app_pages/lop_hoc.py"), "mot-ma-lop-rat-dai-va-ngau-nhien")
    people = at.dataframe[0].value
    names = list(people["Người học"])
    assert "'" + evil in names and {"'+1", "'@SUM(A1)", "'-2", "'=x", "Lan"} <= set(names)
    for cell in people.to_numpy().ravel():  # every text cell the table holds (its toolbar's CSV writes these)
        assert not isinstance(cell, str) or cell.lstrip(" ")[:1] not in set("=+-@\t\r"), cell
    assert people["Bài đã xong"].dtype.kind in "iu" and people["Số bài của khoá"].dtype.kind in "iu"
    rows = list(csv.reader(io.StringIO(classroom.report_csv(classroom.class_report()))))
    assert ["'" + evil] == [r[0] for r in rows if "HYPERLINK" in r[0]]


def test_the_class_table_lists_real_learners_only(tmp_path):
    database = open_database(f"sqlite:///{tmp_path / 'p.sqlite3'}")
    auto = ProgressStore(database=database)
    auto.save_counters("preferences", {"lang": "vi"})  # «Người học 1» made by a setting alone
    named = learners.create("Lan", database)  # named by a person, nothing answered yet
    busy = learners.for_account("https://id.example|a", "Bình", "b@example.org", database)
    names = [r.name for r in classroom.class_report(database, n_lessons=12).learners]
    assert names == ["Lan", "Bình"] and named and busy
    auto.record_attempt("boc_cai", "q", True)
    assert [r.name for r in classroom.class_report(database, n_lessons=12).learners] == ["Người học 1", "Lan", "Bình"]
    database.dispose()


AUTH = {"redirect_uri": "http://localhost:8501/oauth2callback", "cookie_secret": "x" * 32, "client_id": "c",
        "client_secret": "s", "server_metadata_url": "http://127.0.0.1:9/.well-known/openid-configuration"}


@pytest.mark.parametrize("email, verified, teacher", [
    ("co.hoa@truong.vn", True, True), ("CO.HOA@truong.vn", "true", True), ("hoc.sinh@truong.vn", True, False),
    ("co.hoa@truong.vn", False, False), ("CO.HOA@truong.vn", None, False), ("co.hoa@truong.vn", "false", False)])
def test_a_signed_in_teacher_listed_in_the_secrets_sees_the_class(db, email, verified, teacher):
    """Issue 22: only a *verified* e-mail (``email_verified`` true) in the list makes a teacher."""
    at = AppTest.from_file(APP, default_timeout=60)
    at.secrets.update({"auth": AUTH, "hoc_chan": {"teachers": ["co.hoa@truong.vn"]}})
    at.user = {"is_logged_in": True, "iss": "http://idp.test", "sub": email, "email": email}
    if verified is not None:
        at.user["email_verified"] = verified
    at.run()
    at.switch_page("app_pages/lop_hoc.py").run()
    assert not at.exception
    assert bool(at.dataframe) == teacher
    if teacher:
        assert "Người học 1" in list(at.dataframe[0].value["Người học"])  # local profiles count as learners too


def test_a_teacher_account_listed_by_issuer_and_subject_sees_the_class(db):
    at = AppTest.from_file(APP, default_timeout=60)
    at.secrets.update({"auth": AUTH, "hoc_chan": {"teacher_accounts": ["http://idp.test/|gv-42"]}})
    at.user = {"is_logged_in": True, "iss": "http://idp.test", "sub": "gv-42", "email": "x@y.vn",
               "email_verified": False}
    at.run()
    at.switch_page("app_pages/lop_hoc.py").run()
    assert not at.exception and at.dataframe


@pytest.mark.parametrize("lang, auto, started, last, shared", [
    ("vi", "Người học 1", "Bắt đầu học lúc", "Học gần nhất lúc", "là tên ứng dụng tự đặt"),
    ("en", "Learner 1", "Started", "Last active", "is the name the app gives"),
])
def test_several_browsers_learner_1_are_told_apart(tmp_path, monkeypatch, clock, lang, auto, started, last, shared):
    """Two browsers each got the app's «Người học 1»: the teacher's rows looked alike. Each row now says when that
    learner started and was last active (an answer counts), the page says how to tell them apart, and a name
    several learners share is read with its start time (the «Chơi thử» picker); the name reads in the page's
    language, as the learner sees it in the sidebar."""
    from learning import db as schema
    from learning.daily.clock import zone
    from ui.learner import shown_name
    from words.i18n import language

    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "progress.sqlite3"))
    monkeypatch.delenv("HOC_CHAN_DB_URL", raising=False)
    database = open_database(f"sqlite:///{tmp_path / 'progress.sqlite3'}")
    ids = [database.write(lambda conn, b=b: learners.start_new(conn, 1.0, b)) and
           learners.learner_of_browser(b, database) for b in ("a" * 20, "b" * 20)]
    day = 1_780_000_000.0  # 2026-05-28 20:26:40 UTC
    for k, lid in enumerate(ids):
        ProgressStore(database=database, learner=lid).record_attempt("boc_cai", "4 người, quân số 6", True)
        database.write(lambda conn, lid=lid, k=k: (
            conn.execute(schema.learners.update().where(schema.learners.c.id == lid)
                         .values(created_at=day + k * 86400, last_seen=day + k * 86400)),
            conn.execute(schema.attempts.update().where(schema.attempts.c.learner_id == lid)
                         .values(at=day + k * 86400 + 3600 * (k + 1)))))
    rep = classroom.class_report(database, n_lessons=12)
    assert [(r.name, r.joined, r.last_active) for r in rep.learners] == [
        ("Người học 1", day, day + 3600), ("Người học 1", day + 86400, day + 86400 + 7200)]
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "mot-ma-lop-rat-dai-va-ngau-nhien")
    with language(lang):
        at = try_code(open_page("app_pages/lop_hoc.py", lang=lang), "mot-ma-lop-rat-dai-va-ngau-nhien")
        picked = classroom.teacher_names(rep, zone(None), shown_name)
    people = at.dataframe[0].value
    assert list(people.iloc[:, 0]) == [auto, auto]  # «Learner 1» in English, as each one's sidebar says
    assert list(people.columns[1:3]) == [started, last]
    when = [[f"{x:%Y-%m-%d %H:%M:%S}" for x in r] for r in people[[started, last]].itertuples(index=False)]
    assert when == [[f"{classroom.local_time(t, zone(None)):%Y-%m-%d %H:%M:%S}" for t in (j, a)]
                    for j, a in ((day, day + 3600), (day + 86400, day + 86400 + 7200))]  # the teacher's zone
    note = [c.value for c in at.caption if shared in c.value]
    assert len(note) == 1 and f"«{started}»" in note[0] and f"«{last}»" in note[0] and f"«{auto}»" in note[0]
    assert [picked[i] for i in ids] == [f"{auto} ({'bắt đầu học' if lang == 'vi' else 'started'} {w[0]})" for w in when]
    database.dispose()


@pytest.mark.parametrize("lang, lesson_q, card, random", [
    ("vi", "Bài 1, câu 4", "Cửu vạn", "ván ngẫu nhiên số 42"),
    ("en", "Lesson 1, question 4", "Cửu vạn (9 of vạn)", "random deal no. 42"),
])
def test_the_class_reads_missed_items_in_words_not_ids(db, monkeypatch, clock, lang, lesson_q, card, random):
    """«Những câu cả lớp hay sai» said «bo-bai/so-chi-chi», «ahk-loi-6» and «9V» (a card as its code): it says
    them as «Tiến độ» does — the lesson question by number, the situation by its title, the card by its name."""
    from words.i18n import language, text_of
    from learning.classroom import ahk_situations

    for drill, item in ((LESSON_DRILL, "bo-bai/so-chi-chi"), ("an_hay_khong", "ahk-loi-6"),
                        ("an_hay_khong", "ngau-nhien-42"), ("doc_quan_bai", "9V")):
        db.record_attempt(drill, item, False)
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "mot-ma-lop-rat-dai-va-ngau-nhien")
    with language(lang):
        at = try_code(open_page("app_pages/lop_hoc.py", lang=lang), "mot-ma-lop-rat-dai-va-ngau-nhien")
        title = next(text_of(x, "title") for x in ahk_situations() if x["id"] == "ahk-loi-6")
    shown = list(at.table[0].value.iloc[:, 1])
    assert {lesson_q, title, random, card} <= set(shown), shown
    assert not {"bo-bai/so-chi-chi", "ahk-loi-6", "ngau-nhien-42", "9V"} & set(shown)


def test_reading_a_lesson_counts_as_activity(tmp_path):
    """«Học gần nhất lúc»: a learner who only reads lessons (a step read is saved, no answer) was last active then."""
    from learning import db as schema
    from learning import lesson_progress

    database = open_database(f"sqlite:///{tmp_path / 'p.sqlite3'}")
    lan = learners.create("Lan", database)
    assert lesson_progress.mark_read(ProgressStore(database=database, learner=lan.id), "bo-bai", 0)
    database.write(lambda conn: (
        conn.execute(schema.learners.update().values(created_at=1000.0, last_seen=1000.0)),
        conn.execute(schema.counters.update().values(updated_at=5000.0))))
    (row,) = classroom.class_report(database, n_lessons=12).learners
    assert (row.joined, row.last_active) == (1000.0, 5000.0)
    database.dispose()


@pytest.mark.parametrize("lang, auto, started", [("vi", "Người học 1", "bắt đầu học"), ("en", "Learner 1", "started")])
def test_learners_started_in_one_minute_are_told_apart(tmp_path, monkeypatch, clock, lang, auto, started):
    """Three browsers' «Người học 1» started in one minute, two in one second: the picker's names say the start
    to the second, and a «#2» among equals; the table's rows too («#2» after the name of the same start second)."""
    from learning import db as schema
    from learning.daily.clock import zone
    from ui.learner import shown_name
    from words.i18n import language

    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "progress.sqlite3"))
    monkeypatch.delenv("HOC_CHAN_DB_URL", raising=False)
    database = open_database(f"sqlite:///{tmp_path / 'progress.sqlite3'}")
    ids = [database.write(lambda conn, b=b: learners.start_new(conn, 1.0, b)) and
           learners.learner_of_browser(b, database) for b in ("a" * 20, "b" * 20, "c" * 20)]
    minute = 1_780_000_020.0  # 2026-05-28 20:27:00 UTC
    for lid, s in zip(ids, (5, 40, 40)):
        ProgressStore(database=database, learner=lid).record_attempt("boc_cai", "4 người, quân số 6", True)
        database.write(lambda conn, lid=lid, s=s: conn.execute(
            schema.learners.update().where(schema.learners.c.id == lid).values(created_at=minute + s)))
    rep = classroom.class_report(database, n_lessons=12)
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "mot-ma-lop-rat-dai-va-ngau-nhien")
    with language(lang):
        at = try_code(open_page("app_pages/lop_hoc.py", lang=lang), "mot-ma-lop-rat-dai-va-ngau-nhien")
        picked = classroom.teacher_names(rep, zone(None), shown_name)
    stamp = [f"{classroom.local_time(minute + s, zone(None)):%Y-%m-%d %H:%M:%S}" for s in (5, 40, 40)]
    assert [picked[i] for i in ids] == [f"{auto} ({started} {stamp[0]})", f"{auto} ({started} {stamp[1]})",
                                        f"{auto} ({started} {stamp[2]}) #2"]
    people = at.dataframe[0].value
    assert list(people.iloc[:, 0]) == [auto, auto, f"{auto} #2"]
    note = next(c.value for c in at.caption if "#2" in c.value)  # said as the table does it (it said: names that repeat)
    assert ("trùng cả tên lẫn giây bắt đầu" if lang == "vi" else "also started in the same second") in note, note
    assert [f"{x:%Y-%m-%d %H:%M:%S}" for x in people.iloc[:, 1]] == stamp
    assert len(set(map(tuple, people.astype(str).values.tolist()))) == 3  # no two rows read the same
    database.dispose()


@pytest.mark.parametrize("lang, auto, column", [("vi", "Người học 1", "Ván Mậu binh"),
                                                 ("en", "Learner 1", "Mậu binh rounds")])
def test_a_learner_who_only_played_mau_binh_has_a_row(tmp_path, monkeypatch, clock, lang, auto, column):
    """A browser's «Người học 1» who only played «Chơi Mậu binh» is on the class table with the rounds kept; an
    untouched one is not."""
    from learning import mau_binh_rounds as rounds
    from mau_binh.round import LEVELS, bot_arrangement, deal_round, play_round, round_record
    from words.i18n import language

    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "progress.sqlite3"))
    monkeypatch.delenv("HOC_CHAN_DB_URL", raising=False)
    database = open_database(f"sqlite:///{tmp_path / 'progress.sqlite3'}")
    ids = [database.write(lambda conn, b=b: learners.start_new(conn, 1.0, b)) and
           learners.learner_of_browser(b, database) for b in ("a" * 20, "b" * 20)]
    for seed in (3, 4):
        rnd = play_round([bot_arrangement(h, "hop_ly", seed) for h in deal_round(seed)])
        rec = {**round_record(seed, LEVELS, rnd), "options": {}, "timed_out": False}
        assert rounds.keep_round(rec, store=ProgressStore(database=database, learner=ids[1]))
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "mot-ma-lop-rat-dai-va-ngau-nhien")
    with language(lang):
        at = try_code(open_page("app_pages/lop_hoc.py", lang=lang), "mot-ma-lop-rat-dai-va-ngau-nhien")
    people = at.dataframe[0].value
    assert list(people.iloc[:, 0]) == [auto] and list(people[column]) == [2]
    assert any(f"«{column}»" in c.value for c in at.caption)  # the page says what it counts
    assert [r.id for r in classroom.class_report(database).learners] == [ids[1]]
    database.dispose()


@pytest.mark.parametrize("lang, one", [("vi", "sau 1 giây"), ("en", "in 1 second;")])
def test_a_wrong_class_code_says_one_second_in_the_singular(db, monkeypatch, clock, lang, one):
    """A tester read «The next try can start in 1 seconds»: the wait is said with ngettext."""
    from words.i18n import language

    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "lop-7a")
    with language(lang):
        at = try_code(open_page("app_pages/lop_hoc.py", lang=lang), "sai")
    assert any(one in e.value for e in at.error), [e.value for e in at.error]


@pytest.mark.parametrize("lang, said", [("vi", "mỗi cước của bài ù và của lời xướng là một lần trả lời"),
                                        ("en", "each cước of the winning hand and of the xướng counts as one answer")])
def test_the_class_table_says_a_xuong_counts_once_per_cuoc(db, monkeypatch, clock, lang, said):
    """A tester read «Xướng: 2 answers, 50 %» for one wrong xướng: the page says a xướng counts per cước."""
    from learning import progress
    from words.i18n import language

    progress.record_attempt("xuong", "Bạch thủ", False)
    progress.record_attempt("xuong", "Xuông", True)
    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "lop-7a")
    with language(lang):
        at = try_code(open_page("app_pages/lop_hoc.py", lang=lang), "lop-7a")
    assert at.dataframe and any(said in c.value for c in at.caption), [c.value for c in at.caption]


def test_class_mode_with_sign_in_stays_for_the_account_over_a_reload(db, monkeypatch, clock):
    """Tester (sessions 21–22): with sign-in set up, class mode was lost on a reload — its cookie was bound to the
    browser's id, and a signed-in browser gets no id cookie (a new id each session). Now it is bound to the account:
    the same account's next session is in class mode; another account sending the same cookie gets the code box."""
    import streamlit as st

    from ui import teacher as ui_teacher

    monkeypatch.setenv("HOC_CHAN_CLASS_CODE", "lop-7a")
    monkeypatch.setattr(ui_teacher, "_sent_pass", lambda: st.session_state.get(SENT) or "")

    def session(sub: str, sent: str | None = None) -> AppTest:
        at = AppTest.from_file(APP, default_timeout=60)
        at.secrets.update({"auth": AUTH})
        at.user = {"is_logged_in": True, "iss": "http://idp.test", "sub": sub, "email": f"{sub}@x.vn"}
        at.session_state[SENT] = sent
        at.run()
        at.switch_page("app_pages/lop_hoc.py").run()
        assert not at.exception, [e.value for e in at.exception]
        return at

    first = try_code(session("gv-1"), "lop-7a")
    sent = cookie_set(first)
    assert first.dataframe and re.fullmatch(r"[0-9a-f]{64}", sent or ""), sent
    again = session("gv-1", sent)
    assert again.dataframe and cookie_set(again) is None  # a reload of the same account: in class mode, no code asked
    other = session("hs-2", sent)
    assert not other.dataframe and other.text_input(key="hoc_chan__code_in")  # another account: the code box
