"""Learners: every row of progress belongs to one learner (issue 14).

Adds ``learners`` (local profiles and signed-in accounts) and ``counters``
(drill counters); ``lessons_done``, ``attempts``, ``items``, ``game_slots`` and
``game_records`` get a ``learner_id`` (part of the primary key where the row is
one per item). Everything already saved becomes learner 1, «Người học 1» (a database with
nothing saved yet gets no learner row, issue 22: the first save makes one); the saved
lesson position moves from ``meta`` to that learner. Each table is rebuilt
(rename, create, copy, drop) inside the caller's one transaction: a kill -9
halfway leaves the old tables and data as they were.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""
from __future__ import annotations

import time

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

FIRST = "Người học 1"


def _new_tables() -> dict[str, sa.Table]:
    m = sa.MetaData()
    tables = [
        sa.Table("learners", m,
                 sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
                 sa.Column("name", sa.Text, nullable=False),
                 sa.Column("account", sa.Text, nullable=True, unique=True),
                 sa.Column("email", sa.Text, nullable=True),
                 sa.Column("created_at", sa.Float, nullable=False),
                 sa.Column("last_seen", sa.Float, nullable=False),
                 sa.Column("position", sa.Text, nullable=True),
                 sqlite_autoincrement=True),
        sa.Table("counters", m,
                 sa.Column("learner_id", sa.Integer, primary_key=True), sa.Column("name", sa.Text, primary_key=True),
                 sa.Column("data", sa.Text, nullable=False), sa.Column("updated_at", sa.Float, nullable=False)),
        sa.Table("lessons_done", m,
                 sa.Column("learner_id", sa.Integer, primary_key=True), sa.Column("lesson_id", sa.Text, primary_key=True),
                 sa.Column("done_at", sa.Float, nullable=False)),
        sa.Table("attempts", m,
                 sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
                 sa.Column("learner_id", sa.Integer, nullable=False),
                 sa.Column("drill", sa.Text, nullable=False), sa.Column("item_id", sa.Text, nullable=False),
                 sa.Column("correct", sa.Integer, sa.CheckConstraint("correct IN (0, 1)"), nullable=False),
                 sa.Column("at", sa.Float, nullable=False),
                 sa.Index("ix_attempts_learner_item", "learner_id", "drill", "item_id"),
                 sqlite_autoincrement=True),
        sa.Table("items", m,
                 sa.Column("learner_id", sa.Integer, primary_key=True),
                 sa.Column("drill", sa.Text, primary_key=True), sa.Column("item_id", sa.Text, primary_key=True),
                 sa.Column("box", sa.Integer, nullable=False), sa.Column("due_at", sa.Float, nullable=False),
                 sa.Column("last_at", sa.Float, nullable=False), sa.Column("last_correct", sa.Integer, nullable=False),
                 sa.Column("attempts", sa.Integer, nullable=False), sa.Column("correct", sa.Integer, nullable=False)),
        sa.Table("game_slots", m,
                 sa.Column("learner_id", sa.Integer, primary_key=True), sa.Column("slot", sa.Text, primary_key=True),
                 sa.Column("data", sa.Text, nullable=False), sa.Column("updated_at", sa.Float, nullable=False)),
        sa.Table("game_records", m,
                 sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
                 sa.Column("learner_id", sa.Integer, nullable=False),
                 sa.Column("finished_at", sa.Float, nullable=False), sa.Column("players", sa.Integer, nullable=False),
                 sa.Column("variant", sa.Text, nullable=False), sa.Column("seed", sa.BigInteger, nullable=False),
                 sa.Column("result", sa.Text, nullable=False), sa.Column("winner", sa.Integer, nullable=True),
                 sa.Column("summary", sa.Text, nullable=False), sa.Column("record", sa.Text, nullable=False),
                 sa.Index("ix_game_records_learner_time", "learner_id", "finished_at"),
                 sqlite_autoincrement=True),
    ]
    return {t.name: t for t in tables}


# table → its columns in the 0001 schema (copied as they are, with learner_id = 1)
OLD_COLUMNS = {
    "lessons_done": ("lesson_id", "done_at"),
    "attempts": ("id", "drill", "item_id", "correct", "at"),
    "items": ("drill", "item_id", "box", "due_at", "last_at", "last_correct", "attempts", "correct"),
    "game_slots": ("slot", "data", "updated_at"),
    "game_records": ("id", "finished_at", "players", "variant", "seed", "result", "winner", "summary", "record"),
}
OLD_INDEXES = ("attempts_by_item", "game_records_by_time")


def upgrade() -> None:
    bind = op.get_bind()
    new = _new_tables()
    now = time.time()
    new["learners"].create(bind)
    new["counters"].create(bind)
    pos = bind.execute(sa.text("SELECT value FROM meta WHERE key = 'position'")).scalar()
    # Learner 1 only holds progress saved before profiles: a fresh database gets no default row
    # (issue 22: none where sign-in is on, none in the class table).
    old = pos is not None or any(bind.execute(sa.text(f"SELECT 1 FROM {name} LIMIT 1")).first()
                                 for name in OLD_COLUMNS)
    if old:
        bind.execute(new["learners"].insert().values(id=1, name=FIRST, account=None, email=None, created_at=now,
                                                     last_seen=now, position=pos))
    bind.execute(sa.text("DELETE FROM meta WHERE key IN ('position', 'last_learner')"))
    if old:
        bind.execute(sa.text("INSERT INTO meta (key, value) VALUES ('last_learner', '1')"))
    for name in OLD_INDEXES:
        op.execute(f"DROP INDEX IF EXISTS {name}")
    for name, cols in OLD_COLUMNS.items():
        op.rename_table(name, f"{name}_v1")
        new[name].create(bind)
        listed = ", ".join(cols)
        bind.execute(sa.text(f"INSERT INTO {name} (learner_id, {listed}) SELECT 1, {listed} FROM {name}_v1"))
        op.drop_table(f"{name}_v1")
    if bind.dialect.name == "postgresql":  # explicit ids were copied: move the id sequences past them
        for name in ("attempts", "game_records", "learners"):
            bind.execute(sa.text(
                f"SELECT setval(pg_get_serial_sequence('{name}', 'id'), COALESCE((SELECT MAX(id) FROM {name}), 0) + 1,"
                " false)"))


def downgrade() -> None:
    raise NotImplementedError("Không hạ phiên bản cơ sở dữ liệu tiến độ: dữ liệu có thể mất.")
