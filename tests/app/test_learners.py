"""Each learner their own progress (issue 14): profiles, isolation, export and delete,
the schema upgrade of an existing progress file (Alembic), drill counters and
games per learner — on SQLite and on a real PostgreSQL started by the tests
(``store_url``, ``pg_url`` in conftest)."""
from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
import sqlalchemy as sa
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from learning import db as schema
from learning import learners, progress
from learning.games import get_record, keep_record, list_records, load_slot, save_slot
from learning.progress import OK, ProgressStore, open_database
from words import say

ROOT = Path(__file__).resolve().parents[2]


def stores(url: str, n: int = 2) -> tuple[progress.Database, list[ProgressStore]]:
    """One database and ``n`` learners on it: «Người học 1» and new profiles A, B …"""
    database = open_database(url)
    assert database.status == OK, database.cause
    first = ProgressStore(database=database)
    assert first.save_counters("start", {}) and first.learner_id() is not None  # the first save makes «Người học 1»
    ids = [first.learner_id()]
    for k in range(n - 1):
        made = learners.create(f"Người học {chr(65 + k)}", database)
        assert made is not None
        ids.append(made.id)
    return database, [ProgressStore(database=database, learner=i) for i in ids]


def everything(s: ProgressStore) -> dict:
    """All a learner can read, as plain data."""
    return {
        "lessons": sorted(s.lessons_done()), "position": s.position(),
        "attempts": [(a["drill"], a["item_id"], a["correct"]) for a in s.attempts()],
        "items": [(x["drill"], x["item_id"], x["attempts"], x["box"]) for x in s.item_stats()],
        "counters": s.counters("bc_stats"),
        "games": [r["seed"] for r in list_records(store=s)],
        "hand": load_slot("hand", s),
    }


# ------------------------------------------------------------------ isolation
def test_two_learners_never_see_each_others_progress(store_url):
    database, (a, b) = stores(store_url)
    assert a.learner_id() != b.learner_id()
    assert a.record_attempt("boc_cai", "q1", False) and a.lesson_done("bo-bai") and a.set_position("bo-bai", 3)
    assert a.save_counters("bc_stats", {"rounds": 4, "streak": 2})
    rid = keep_record({"seed": 11, "players": 4, "variant": "classic"}, {"result": "u", "winner": 0}, store=a)
    save_slot("hand", {"seed": 12}, a)
    assert b.record_attempt("boc_cai", "q1", True) and b.record_attempt("xuong", "lèo", True)
    assert everything(a) == {
        "lessons": ["bo-bai"], "position": ("bo-bai", 3), "attempts": [("boc_cai", "q1", False)],
        "items": [("boc_cai", "q1", 1, 1)], "counters": {"rounds": 4, "streak": 2},
        "games": [11], "hand": {"seed": 12}}
    assert everything(b) == {
        "lessons": [], "position": None, "attempts": [("boc_cai", "q1", True), ("xuong", "lèo", True)],
        "items": [("boc_cai", "q1", 1, 2), ("xuong", "lèo", 1, 2)],
        "counters": None, "games": [], "hand": None}
    assert get_record(rid, store=b) is None  # another learner's game cannot be opened by its id
    assert a.due_items("boc_cai", ["new", "q1"]) == ["q1", "new"]  # a's wrong answer first
    assert b.due_items("boc_cai", ["new", "q1"]) == ["new", "q1"]  # b answered it right
    assert b.clear() and everything(a)["attempts"] == [("boc_cai", "q1", False)]  # clearing b keeps a


@settings(max_examples=10, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ops=st.lists(st.tuples(st.integers(0, 2), st.sampled_from(["right", "wrong", "lesson", "pos", "count"]),
                              st.integers(0, 3)), min_size=1, max_size=15))
def test_any_mix_of_saves_stays_with_its_learner(tmp_path_factory, ops):
    """Property: whatever three learners save, in any order, each reads back exactly their own."""
    url = schema.sqlite_url(tmp_path_factory.mktemp("mix") / "p.sqlite3")
    database, ss = stores(url, 3)
    model = [{"attempts": [], "lessons": set(), "pos": None, "count": None} for _ in ss]
    for who, op, n in ops:
        s, m = ss[who], model[who]
        if op in ("right", "wrong"):
            assert s.record_attempt("d", f"i{n}", op == "right")
            m["attempts"].append((f"i{n}", op == "right"))
        elif op == "lesson":
            assert s.lesson_done(f"l{n}")
            m["lessons"].add(f"l{n}")
        elif op == "pos":
            assert s.set_position(f"l{n}", n)
            m["pos"] = (f"l{n}", n)
        else:
            assert s.save_counters("c", {"n": n})
            m["count"] = {"n": n}
    for s, m in zip(ss, model):
        assert [(a["item_id"], a["correct"]) for a in s.attempts()] == m["attempts"]
        assert set(s.lessons_done()) == m["lessons"] and s.position() == m["pos"] and s.counters("c") == m["count"]
        assert sum(x["attempts"] for x in s.item_stats()) == len(m["attempts"])
    database.dispose()


# ------------------------------------------------------------------ profiles
def test_profiles_create_choose_rename_remember(store_url):
    database = open_database(store_url)
    assert learners.list_learners(database) == []  # a fresh database has no default learner row (issue 22)
    assert ProgressStore(database=database).learner_id() is None
    assert ProgressStore(database=database).record_attempt("d", "x", True)  # the first save makes one
    first = learners.list_learners(database)
    assert [p.name for p in first] == ["Người học 1"] and first[0].local
    assert ProgressStore(database=database).learner_id() == first[0].id
    lan = learners.create("  Lan   Anh ", database)
    assert lan.name == "Lan Anh" and ProgressStore(database=database).learner_id() == lan.id  # the new one is remembered
    assert learners.remember(first[0].id, database)
    assert ProgressStore(database=database).learner_id() == first[0].id  # the default store follows it
    assert learners.rename(lan.id, "Lan", database) and learners.get(lan.id, database).name == "Lan"
    with pytest.raises(learners.LearnerNameError, match="Đã có người học"):
        learners.create("lan", database)  # case ignored
    with pytest.raises(learners.LearnerNameError, match="Đã có người học khác"):
        learners.rename(first[0].id, "LAN", database)
    assert learners.rename(lan.id, "lan", database)  # its own name in another case is fine
    assert [p.name for p in learners.list_learners(database)] == ["Người học 1", "lan"]
    database.dispose()


@pytest.mark.parametrize("bad, words", [("", "Hãy gõ một tên"), ("   ", "Hãy gõ một tên"),
                                        ("x" * 41, "tối đa 40 ký tự"), ("a\x00b", "ký tự điều khiển"),
                                        ("a\u202eb", "ký tự điều khiển")])
def test_bad_profile_names_are_refused_in_vietnamese(bad, words):
    with pytest.raises(learners.LearnerNameError) as e:
        learners.clean_name(bad)
    assert words in say(e.value)


def test_signed_in_accounts_are_separate_and_never_listed_as_profiles(store_url):
    database = open_database(store_url)
    acc = learners.account_of("https://id.example/", "sub-1")
    assert acc == "https://id.example|sub-1"
    lid = learners.for_account(acc, "Chị Hoa", "hoa@example.org", database)
    assert lid is not None and learners.for_account(acc, "Tên khác", None, database) == lid  # found, not re-made
    other = learners.for_account(learners.account_of("https://id.example", "sub-2"), None, "b@example.org", database)
    assert other not in (None, lid) and learners.get(other, database).name == "b@example.org"
    assert learners.list_learners(database) == []  # accounts only: no default «Người học 1» either (issue 22)
    assert {p.id for p in learners.list_learners(database, local_only=False)} == {lid, other}
    a, b = ProgressStore(database=database, learner=lid), ProgressStore(database=database, learner=other)
    assert a.record_attempt("d", "x", True) and b.attempts() == []
    database.dispose()


# ------------------------------------------------------------------ export, delete
def test_export_holds_exactly_the_learners_own_data(store_url):
    database, (a, b) = stores(store_url)
    a.record_attempt("boc_cai", "q1", True)
    a.lesson_done("u")
    a.set_position("u", 1)
    a.save_counters("bc_stats", {"rounds": 1})
    keep_record({"seed": 5, "players": 2, "variant": "classic", "ev": ["ù"]}, {"result": "u"}, store=a)
    b.record_attempt("boc_cai", "q2", False)
    doc = a.export()
    assert json.loads(json.dumps(doc, ensure_ascii=False)) == doc  # JSON as it is
    assert doc["format"] == "hoc-chan-progress/1" and doc["learner"]["id"] == a.learner_id()
    assert doc["position"] == "u:1" and [x["lesson_id"] for x in doc["lessons_done"]] == ["u"]
    assert [x["item_id"] for x in doc["attempts"]] == ["q1"] and [x["item_id"] for x in doc["items"]] == ["q1"]
    assert doc["counters"][0]["data"] == {"rounds": 1} and doc["game_records"][0]["record"]["ev"] == ["ù"]
    assert "q2" not in json.dumps(doc) and all("learner_id" not in r for t in schema.LEARNER_TABLES
                                               for r in doc[t.name])


def test_delete_removes_every_row_of_the_learner_and_nothing_else(store_url):
    database, (a, b) = stores(store_url)
    for s in (a, b):
        s.record_attempt("d", "x", True)
        s.lesson_done("u")
        s.save_counters("c", {"n": 1})
        save_slot("hand", {"n": 1}, s)
    gone = a.learner_id()
    browser = learners.new_browser_id()  # a browser that had both: it lists only b afterwards
    assert learners.bind_browser(browser, b.learner_id(), database) and learners.bind_browser(browser, gone, database)
    before_b = everything(b)
    assert a.delete_learner() is True
    assert [p.id for p in learners.list_learners(database, browser=browser)] == [b.learner_id()]
    engine = sa.create_engine(store_url)
    with engine.connect() as conn:
        for t in (*schema.LEARNER_TABLES, schema.browser_learners):
            assert conn.execute(sa.select(sa.func.count()).select_from(t).where(t.c.learner_id == gone)).scalar() == 0
        assert conn.execute(sa.select(schema.learners.c.id).where(schema.learners.c.id == gone)).first() is None
    engine.dispose()
    assert everything(b) == before_b
    # a store still pointing at the deleted learner never writes orphan rows, and says why
    assert a.record_attempt("d", "y", False) is False
    assert "đã bị xoá" in a.learner_problem("d", "y")
    assert a.attempts() == [] and a.export() is None


# ------------------------------------------------------------------ an existing progress file is upgraded in place
LEGACY = """
PRAGMA journal_mode = WAL;
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE lessons_done (lesson_id TEXT PRIMARY KEY, done_at REAL NOT NULL);
CREATE TABLE attempts (id INTEGER PRIMARY KEY AUTOINCREMENT, drill TEXT NOT NULL, item_id TEXT NOT NULL,
    correct INTEGER NOT NULL CHECK (correct IN (0, 1)), at REAL NOT NULL);
CREATE INDEX attempts_by_item ON attempts (drill, item_id);
CREATE TABLE items (drill TEXT NOT NULL, item_id TEXT NOT NULL, box INTEGER NOT NULL, due_at REAL NOT NULL,
    last_at REAL NOT NULL, last_correct INTEGER NOT NULL, attempts INTEGER NOT NULL, correct INTEGER NOT NULL,
    PRIMARY KEY (drill, item_id));
INSERT INTO meta VALUES ('schema_version', '1'), ('position', 'u:4');
INSERT INTO lessons_done VALUES ('bo-bai', 100.0), ('chan-ca', 200.0);
INSERT INTO attempts (drill, item_id, correct, at) VALUES ('boc_cai', 'q1', 0, 300.0), ('boc_cai', 'q1', 1, 400.0),
    ('bai_hoc', 'u/chiu-u', 1, 500.0);
INSERT INTO items VALUES ('boc_cai', 'q1', 2, 1000.0, 400.0, 1, 2, 1), ('bai_hoc', 'u/chiu-u', 2, 1100.0, 500.0, 1, 1, 1);
"""
LEGACY_GAMES = """
CREATE TABLE game_slots (slot TEXT PRIMARY KEY, data TEXT NOT NULL, updated_at REAL NOT NULL);
CREATE TABLE game_records (id INTEGER PRIMARY KEY AUTOINCREMENT, finished_at REAL NOT NULL, players INTEGER NOT NULL,
    variant TEXT NOT NULL, seed INTEGER NOT NULL, result TEXT NOT NULL, winner INTEGER, summary TEXT NOT NULL,
    record TEXT NOT NULL);
INSERT INTO game_slots VALUES ('hand', '{"seed": 9}', 600.0);
INSERT INTO game_records (finished_at, players, variant, seed, result, winner, summary, record)
    VALUES (700.0, 4, 'classic', 9, 'u', 2, '{"result": "u"}', '{"seed": 9, "players": 4, "variant": "classic"}');
"""


def legacy_file(path: Path, games: bool = True) -> Path:
    """A progress file as issues 6–12 wrote it (no Alembic, no learners)."""
    con = sqlite3.connect(path)
    con.executescript(LEGACY + (LEGACY_GAMES if games else ""))
    con.close()
    return path


def check_legacy_data(s: ProgressStore, games: bool = True) -> None:
    assert s.lessons_done() == {"bo-bai": 100.0, "chan-ca": 200.0}
    assert s.position() == ("u", 4)
    assert [(a["item_id"], a["correct"], a["at"]) for a in s.attempts()] == [
        ("q1", False, 300.0), ("q1", True, 400.0), ("u/chiu-u", True, 500.0)]
    assert s.item("boc_cai", "q1") == {"drill": "boc_cai", "item_id": "q1", "attempts": 2, "correct": 1,
                                       "accuracy": 0.5, "box": 2, "last_correct": True}
    if games:
        assert load_slot("hand", s) == {"seed": 9} and [r["seed"] for r in list_records(store=s)] == [9]


@pytest.mark.parametrize("games", [True, False], ids=["với ván chơi thử", "chỉ tiến độ"])
def test_an_existing_progress_file_is_upgraded_in_place_without_loss(tmp_path, games):
    db = legacy_file(tmp_path / "progress.sqlite3", games)
    s = ProgressStore(db)
    assert s.status == OK and s.learner_warning is None and s.moved_to is None
    assert sorted(p.name for p in tmp_path.iterdir() if ".corrupt-" in p.name) == []
    assert [p.name for p in learners.list_learners(s.db)] == ["Người học 1"] and s.learner_id() == 1
    check_legacy_data(s, games)
    con = sqlite3.connect(db)
    assert con.execute("SELECT version_num FROM alembic_version").fetchone()[0] == schema.HEAD
    assert "learner_id" in [r[1] for r in con.execute("PRAGMA table_info(attempts)")]
    assert not [r for r in con.execute("SELECT name FROM sqlite_master WHERE name LIKE '%_v1'")]
    con.close()
    assert s.record_attempt("boc_cai", "q2", True)  # new ids continue after the old ones
    assert [a["item_id"] for a in ProgressStore(db).attempts()][-1] == "q2"


def test_an_upgrade_that_fails_halfway_leaves_the_old_file_as_it_was(tmp_path, monkeypatch):
    """The upgrade runs in one transaction: an error (like a kill -9) after some tables were
    rebuilt rolls everything back; the next start upgrades it completely."""
    db = legacy_file(tmp_path / "progress.sqlite3")
    from alembic.operations import Operations

    real, calls = Operations.drop_table, []

    def drop_then_fail(self, name, **kw):
        calls.append(name)
        real(self, name, **kw)
        if len(calls) == 2:
            raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(Operations, "drop_table", drop_then_fail)
    s = ProgressStore(db)
    assert s.status != OK and calls == ["lessons_done_v1", "attempts_v1"]
    con = sqlite3.connect(db)
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "learners" not in tables and "alembic_version" not in tables and "lessons_done_v1" not in tables
    assert con.execute("SELECT COUNT(*) FROM attempts").fetchone()[0] == 3
    con.close()
    monkeypatch.undo()
    again = ProgressStore(db)
    assert again.status == OK
    check_legacy_data(again)


def test_a_read_only_old_file_shows_its_progress_through_an_upgraded_copy(tmp_path, monkeypatch):
    """A file that cannot be written cannot be upgraded in place: it is read through a copy
    in memory upgraded to the newest schema; the file itself stays byte for byte the same."""
    db = legacy_file(tmp_path / "progress.sqlite3")
    before = db.read_bytes()
    monkeypatch.setattr(os, "access", lambda p, mode, **kw: not (mode & os.W_OK))  # nothing writable
    s = ProgressStore(db)
    assert s.status == progress.READ_ONLY and "Chỉ xem được tiến độ" in s.learner_warning
    check_legacy_data(s)
    assert s.record_attempt("d", "x", True) is False and "chỉ cho phép đọc" in s.learner_problem("d", "x")
    assert db.read_bytes() == before


def test_the_alembic_command_line_upgrades_a_file_too(tmp_path):
    db = legacy_file(tmp_path / "progress.sqlite3")
    env = {**os.environ, "HOC_CHAN_DB_URL": schema.sqlite_url(db)}
    r = subprocess.run([str(Path(sys.executable).parent / "alembic"), "-c", "learning/migrations/alembic.ini",
                        "upgrade", "head"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    con = sqlite3.connect(db)
    assert con.execute("SELECT version_num FROM alembic_version").fetchone()[0] == schema.HEAD
    con.close()
    check_legacy_data(ProgressStore(db))


def test_migration_files_and_head_agree():
    """HEAD names the last revision; every revision file chains to the one before."""
    from alembic.script import ScriptDirectory

    script = ScriptDirectory(str(schema.MIGRATIONS_DIR))
    assert script.get_heads() == [schema.HEAD]
    chain = [r.revision for r in script.walk_revisions()]
    assert chain[0] == schema.HEAD and chain[-1] == "0001"


def test_the_schema_is_the_same_after_upgrade_and_on_a_fresh_database(tmp_path):
    """An upgraded old file and a fresh database end with the same tables and columns."""
    old = ProgressStore(legacy_file(tmp_path / "old.sqlite3"))
    new = ProgressStore(tmp_path / "new.sqlite3")

    def shape(path):  # (a TEXT PRIMARY KEY of a pre-Alembic file may be NULL in SQLite: PK nullability not compared)
        insp = sa.inspect(sa.create_engine(schema.sqlite_url(path)))
        return {t: sorted((c["name"], str(c["type"]), c["nullable"] or bool(c["primary_key"]), c["primary_key"])
                          for c in insp.get_columns(t))
                for t in insp.get_table_names()}

    assert shape(old.path) == shape(new.path)
    assert set(shape(new.path)) == {t.name for t in schema.metadata.sorted_tables} | {"alembic_version"}


# ------------------------------------------------------------------ nothing reported saved is lost on kill -9
WRITER = r"""
import sys
sys.path.insert(0, sys.argv[1])
from learning.progress import ProgressStore
s = ProgressStore(url=sys.argv[2])
n = 0
while True:
    ok = s.record_attempt("d", f"i{n}", n % 3 == 0)
    if ok:
        print(n, flush=True)
    n += 1
"""


def test_kill_9_loses_nothing_that_was_reported_saved(store_url):
    ProgressStore(url=store_url).db.dispose()  # schema ready before the writer starts
    proc = subprocess.Popen([sys.executable, "-c", WRITER, str(ROOT), store_url], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    saved: list[str] = []
    try:
        deadline = time.monotonic() + 60
        while len(saved) < 40 and time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line:
                break
            saved.append(f"i{line.strip()}")
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.kill()
        proc.wait(30)
    saved += [f"i{x.strip()}" for x in proc.stdout.read().splitlines() if x.strip()]  # reported before the kill
    assert len(saved) >= 40, proc.stderr.read()[-2000:]
    s = ProgressStore(url=store_url)
    assert s.status == OK and s.moved_to is None
    kept = [a["item_id"] for a in s.attempts()]
    assert set(saved) <= set(kept)  # every save reported True is there (maybe one more, unreported)
    assert len(kept) <= len(saved) + 1 and kept == sorted(kept, key=lambda x: int(x[1:]))
    assert sum(x["attempts"] for x in s.item_stats()) == len(kept)  # boxes match the attempts
