"""The progress store on a real PostgreSQL started by the tests (issue 14): what
the SQLite file guarantees holds on a server too — a server that is down, a lock
held by another program, a read-only database: nothing raises, reads give what
can be read, saves are refused with a Vietnamese reason in learner words (the cause, naming
the database but never its password, goes to the server log), and saving resumes when the fault goes. Two app servers
(two ``Database`` objects, as two processes would have) share one database."""
from __future__ import annotations

import threading
import time

import psycopg
import pytest
import sqlalchemy as sa

from learning import learners
from learning.progress import LOCKED, OK, READ_ONLY, UNAVAILABLE, ProgressStore, open_database
from tests.app.test_progress_faults import LEARNER_SAYS, assert_learner_words, assert_vietnamese

pytestmark = pytest.mark.usefixtures("pg_cluster")


def dbname(url: str) -> str:
    return url.rsplit("/", 1)[1]


def make_progress(url: str) -> ProgressStore:
    s = ProgressStore(url=url)
    assert s.status == OK, s.cause
    assert s.lesson_done("bo-bai") and s.record_attempt("boc_cai", "q1", False) and s.set_position("bo-bai", 2)
    return s


def test_a_server_that_goes_down_and_comes_back(pg_cluster, pg_url):
    s = make_progress(pg_url)
    pg_cluster.stop()
    try:
        assert s.record_attempt("boc_cai", "q2", True) is False  # no exception, refused
        assert s.status == UNAVAILABLE
        assert_vietnamese(s.cause, "không kết nối được", s.where)
        assert_learner_words(s.learner_warning, LEARNER_SAYS[UNAVAILABLE][0], places=(s.where,))
        assert_learner_words(s.learner_problem("boc_cai", "q2"), LEARNER_SAYS[UNAVAILABLE][1], places=(s.where,))
        assert (s.lessons_done(), s.position(), s.attempts()) == ({}, None, [])  # reads: empty, never raising
        assert s.due_items("boc_cai", ["a", "q1"]) == ["a", "q1"]
        assert s.refresh() == UNAVAILABLE
        again = ProgressStore(url=pg_url)  # an app server starting while the database is down
        assert again.status == UNAVAILABLE and again.attempts() == []
    finally:
        pg_cluster.start()
    assert s.refresh() == OK and s.learner_warning is None
    assert s.record_attempt("boc_cai", "q3", True) is True
    assert [a["item_id"] for a in s.attempts()] == ["q1", "q3"] and s.position() == ("bo-bai", 2)


def test_a_lock_held_by_another_program_pauses_saving_then_it_resumes(pg_cluster, pg_url, monkeypatch):
    from learning import progress

    monkeypatch.setattr(progress.Database, "BUSY_TIMEOUT_S", 0.3)
    monkeypatch.setattr(progress.Database, "LOCKED_READ_WAIT_S", 0.1)
    s = make_progress(pg_url)
    other = psycopg.connect(host="127.0.0.1", port=pg_cluster.port, user="hoc", dbname=dbname(pg_url))
    try:
        other.execute("LOCK TABLE items, attempts IN ACCESS EXCLUSIVE MODE")
        assert s.record_attempt("boc_cai", "q2", True) is False
        assert s.status == LOCKED
        assert_vietnamese(s.cause, "khoá", s.where)
        assert_learner_words(s.learner_warning, "Tạm dừng lưu", "khoá", places=(s.where,))
        assert_learner_words(s.learner_problem("boc_cai", "q2"), "khoá", places=(s.where,))
        assert s.attempts() == []  # a bounded read under the lock gives nothing, never hangs
        assert s.lessons_done() == {"bo-bai": s.lessons_done()["bo-bai"]}  # other tables still read
    finally:
        other.rollback()
        other.close()
    assert s.record_attempt("boc_cai", "q3", True) is True and s.status == OK and s.learner_warning is None
    assert [a["item_id"] for a in s.attempts()] == ["q1", "q3"]


def test_a_read_only_database_shows_progress_and_refuses_saves(pg_cluster, pg_url):
    make_progress(pg_url).db.dispose()
    pg_cluster.sql(f"ALTER DATABASE {dbname(pg_url)} SET default_transaction_read_only = on")
    s = ProgressStore(url=pg_url)
    assert s.status == READ_ONLY
    assert_vietnamese(s.cause, "chỉ cho phép đọc", s.where)
    assert_learner_words(s.learner_warning, "Chỉ xem được tiến độ", "chỉ cho phép đọc", places=(s.where,))
    assert list(s.lessons_done()) == ["bo-bai"] and [a["item_id"] for a in s.attempts()] == ["q1"]
    assert s.record_attempt("boc_cai", "q2", True) is False and s.lesson_done("u") is False
    assert_learner_words(s.learner_problem("boc_cai", "q2"), "chỉ cho phép đọc", places=(s.where,))
    assert learners.create("Lan", s.db) is None  # a profile cannot be added either, and nothing raises
    pg_cluster.sql(f"ALTER DATABASE {dbname(pg_url)} SET default_transaction_read_only = off")
    assert s.record_attempt("boc_cai", "q2", True) is True and s.status == OK
    assert [a["item_id"] for a in s.attempts()] == ["q1", "q2"]


def test_the_password_is_never_shown(pg_cluster, pg_url, caplog):
    pg_cluster.sql("CREATE ROLE hoc_pw LOGIN PASSWORD 'bí-mật@123'")
    url = sa.engine.make_url(pg_url).set(username="hoc_pw", password="sai-mật-khẩu").render_as_string(
        hide_password=False)
    hba_trust = ProgressStore(url=url)  # the test server trusts local logins: it opens fine …
    assert "sai-mật-khẩu" not in hba_trust.where and "hoc_pw@" in hba_trust.where
    s = ProgressStore(url=url.replace(f"/{dbname(pg_url)}", "/khong_co_csdl_nay"))  # … a missing database does not
    assert s.status == UNAVAILABLE and "sai-mật-khẩu" not in s.cause + caplog.text
    assert_vietnamese(s.cause, "chưa có cơ sở dữ liệu", "khong_co_csdl_nay")
    assert "khong_co_csdl_nay" in caplog.text and "khong_co_csdl_nay" not in s.learner_warning


def test_two_app_servers_on_one_database_count_every_answer(pg_url):
    """Two processes' worth of connection pools, four threads each, the same learners:
    every answer lands once, each learner's counts add up, nobody gets another's rows."""
    one, two = open_database(pg_url), open_database(pg_url)
    first = learners.get(one.write(lambda conn: learners.start_new(conn, time.time())), one)  # none yet (issue 22)
    lan = learners.create("Lan", one)
    assert lan is not None and learners.get(lan.id, two).name == "Lan"  # the other server sees the new profile
    saved: list[tuple[int, str]] = []
    lock = threading.Lock()

    def work(database, learner, tag):
        s = ProgressStore(database=database, learner=learner)
        for n in range(10):
            item = f"{tag}-{n % 3}"
            if s.record_attempt("boc_cai", item, n % 2 == 0):
                with lock:
                    saved.append((learner, item))

    threads = [threading.Thread(target=work, args=(db, lid, f"{i}"))
               for i, (db, lid) in enumerate([(one, first.id), (two, first.id), (one, lan.id), (two, lan.id)] * 2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert len(saved) == 80  # a server never refuses a save for contention
    for lid in (first.id, lan.id):
        for db in (one, two):
            s = ProgressStore(database=db, learner=lid)
            got = sorted(a["item_id"] for a in s.attempts())
            assert got == sorted(i for who, i in saved if who == lid)
            assert sum(x["attempts"] for x in s.item_stats()) == 40  # the Leitner counters add up
    one.dispose()
    two.dispose()


def test_schema_upgrades_of_two_servers_starting_together_do_not_collide(pg_cluster):
    """Two app servers starting on an empty database at once: one upgrades (advisory lock),
    the other waits and finds it done."""
    url = pg_cluster.new_database(template=None)
    out: list = []
    threads = [threading.Thread(target=lambda: out.append(open_database(url))) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert [d.status for d in out] == [OK] * 3
    assert learners.list_learners(out[0]) == []  # upgraded once, and no default learner row (issue 22)
    for d in out:
        d.dispose()
    pg_cluster.sql(f"DROP DATABASE {dbname(url)} WITH (FORCE)")
