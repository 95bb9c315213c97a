"""Migration 0003 (issue 26) on a copy of a 0002 progress database: every Leitner item becomes an FSRS
review card of its learner, due exactly when it was due — no due card is lost, nothing else changes."""
from __future__ import annotations

import shutil
import sqlite3
from datetime import datetime, timedelta, timezone

import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from fsrs import Card

from learning import db as schema
from learning.daily import cards
from learning.progress import OK, ProgressStore

NOW = 1_800_000_000.0
ITEMS = [  # learner, drill, item, box, due_at, last_at, last_correct, attempts, correct
    (1, "boc_cai", "q1", 1, NOW - 3600, NOW - 3600, 0, 3, 1),  # wrong last: due at once
    (1, "boc_cai", "q2", 3, NOW - 10, NOW - 86400, 1, 2, 2),  # due a moment ago
    (1, "bai_hoc", "u/chiu-u", 5, NOW + 5 * 86400, NOW - 2 * 86400, 1, 4, 4),  # due in 5 days
    (2, "an_hay_khong", "s7", 2, NOW + 600, NOW, 1, 1, 1),  # another learner's, due in 10 minutes
]


def old_database(path):
    """A progress file at schema 0002 (two learners, Leitner items), as the app wrote it before issue 26."""
    url = schema.sqlite_url(path)
    engine = sa.create_engine(url)
    cfg = Config(str(schema.MIGRATIONS_DIR / "alembic.ini"))
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0002")
    con = sqlite3.connect(path)
    con.executemany("INSERT INTO learners (id, name, created_at, last_seen) VALUES (?, ?, 0, 0)",
                    [(1, "Người học 1"), (2, "Lan")])
    con.executemany("INSERT INTO items VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", ITEMS)
    con.commit()
    con.close()
    engine.dispose()
    return path


def test_every_leitner_item_becomes_a_card_due_when_it_was_due(tmp_path):
    original = old_database(tmp_path / "old.sqlite3")
    before = original.read_bytes()
    copy = tmp_path / "copy.sqlite3"
    shutil.copy(original, copy)
    s1 = ProgressStore(copy, learner=1)
    assert s1.status == OK
    con = sqlite3.connect(copy)
    assert con.execute("SELECT version_num FROM alembic_version").fetchone()[0] == schema.HEAD == "0003"
    rows = {(r[0], r[1], r[2]): r[3:] for r in con.execute(
        "SELECT learner_id, source, item_id, due_at, reps, lapses, card FROM review_cards")}
    assert con.execute("SELECT COUNT(*) FROM items").fetchone()[0] == len(ITEMS)  # the Leitner rows stay
    con.close()
    assert set(rows) == {(lid, drill, item) for lid, drill, item, *_ in ITEMS}
    for lid, drill, item, box, due_at, last_at, last_ok, n, ok in ITEMS:
        due, reps, lapses, text = rows[(lid, drill, item)]
        card = Card.from_json(text)  # the package reads the migrated card
        assert due == due_at and card.due.timestamp() == due_at and (reps, lapses) == (n, n - ok)
    # due now (old: due_at ≤ now) == due now (new), learner by learner
    at = datetime.fromtimestamp(NOW, timezone.utc)
    for lid in (1, 2):
        old_due = sorted(item for l_, _d, item, _b, due_at, *_ in ITEMS if l_ == lid and due_at <= NOW)
        new_due = ProgressStore(copy, learner=lid).read_rows(lambda conn, l: cards.due(conn, l, at), [])
        assert sorted(c["item_id"] for c in new_due) == old_due
    later = s1.read_rows(lambda conn, l: cards.due(conn, l, at + timedelta(days=6)), [])
    assert [c["item_id"] for c in later] == ["q1", "q2", "u/chiu-u"]
    # a migrated card goes on with FSRS: right now → due later than now
    assert s1.write_rows("t", "q1", lambda conn, l: cards.record(conn, l, "boc_cai", "q1", True, at))
    assert [c["item_id"] for c in s1.read_rows(lambda conn, l: cards.due(conn, l, at), [])] == ["q2"]
    assert original.read_bytes() == before  # the old file itself untouched
