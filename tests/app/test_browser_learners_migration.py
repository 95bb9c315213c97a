"""Migration 0006 on a 0005 progress database (SQLite and PostgreSQL): each browser keeps the learner it
had chosen and lists it (``browser_learners``); a pointer to a deleted or signed-in learner lists nothing;
no row of progress is lost; «Người học 1» still goes to the first browser when no browser has it."""
from __future__ import annotations

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.config import Config

from learning import db as schema
from learning import learners
from learning.progress import OK, ProgressStore, open_database

A, B, C = "a" * 20, "b" * 20, "c" * 20  # browser ids (cookies)
LEARNERS = [(1, "Người học 1", None), (2, "Lan", None), (3, "Minh", None), (4, "Alice", "http://idp|alice")]
META = [("last_learner", "3"), (f"browser:{A}", "2"), (f"browser:{B}", "3"), (f"browser:{C}", "4"),
        ("browser:" + "d" * 20, "9"), ("browser:" + "e" * 20, "")]  # C: an account; d: deleted; e: a tab's marker
ATTEMPTS = [(2, "boc_cai", "q1", 1, 10.0), (3, "boc_cai", "q2", 0, 20.0), (1, "an_hay_khong", "s", 1, 5.0)]


@pytest.fixture(params=["sqlite", "postgresql"])
def old_url(request, tmp_path):
    """A progress database at schema 0005 with learners, browser pointers and answers; its URL."""
    if request.param == "sqlite":
        url = schema.sqlite_url(tmp_path / "old.sqlite3")
    else:
        url = request.getfixturevalue("pg_cluster").new_database(template=None)
    engine = sa.create_engine(url)
    cfg = Config(str(schema.MIGRATIONS_DIR / "alembic.ini"))
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0005")
        conn.execute(sa.text("INSERT INTO learners (id, name, account, created_at, last_seen) "
                             "VALUES (:i, :n, :a, 0, 0)"), [{"i": i, "n": n, "a": a} for i, n, a in LEARNERS])
        conn.execute(sa.text("INSERT INTO meta (key, value) VALUES (:k, :v)"), [{"k": k, "v": v} for k, v in META])
        conn.execute(sa.text("INSERT INTO attempts (learner_id, drill, item_id, correct, at) "
                             "VALUES (:l, :d, :i, :c, :t)"), [dict(zip("ldict", r)) for r in ATTEMPTS])
    engine.dispose()
    return url


def test_each_browser_keeps_its_learner_and_lists_only_it(old_url):
    d = open_database(old_url)
    try:
        s = ProgressStore(database=d, learner=2)
        assert s.status == OK
        assert d.read(lambda conn: schema.current_revision(conn), None) == schema.HEAD
        assert learners.learner_of_browser(A, d) == 2 and learners.learner_of_browser(B, d) == 3
        assert [p.name for p in learners.list_learners(d, browser=A)] == ["Lan"]
        assert [p.name for p in learners.list_learners(d, browser=B)] == ["Minh"]
        for other in (C, "d" * 20, "e" * 20, "f" * 20):  # an account, a deleted learner, a marker, a new browser
            assert learners.list_learners(d, browser=other) == []
        assert [p.name for p in learners.list_learners(d)] == ["Người học 1", "Lan", "Minh"]  # nothing lost
        assert sorted((a["item_id"], a["correct"]) for lid in (1, 2, 3)
                      for a in ProgressStore(database=d, learner=lid).attempts()) == [
            ("q1", True), ("q2", False), ("s", True)]
        assert learners.take_unclaimed("f" * 20, d) is None  # three profiles: nobody's is handed out
    finally:
        d.dispose()
