"""Baseline: the single-learner tables of issues 6–12 (before learner profiles).

A progress file written before Alembic (no ``alembic_version`` table) already
has some or all of these tables: each one is created only if it is missing, so
the file is adopted as it is and nothing in it changes.

Revision ID: 0001
Revises:
Create Date: 2026-12-01
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def _tables() -> list[sa.Table]:
    m = sa.MetaData()
    return [
        sa.Table("meta", m, sa.Column("key", sa.Text, primary_key=True), sa.Column("value", sa.Text, nullable=False)),
        sa.Table("lessons_done", m, sa.Column("lesson_id", sa.Text, primary_key=True),
                 sa.Column("done_at", sa.Float, nullable=False)),
        sa.Table("attempts", m,
                 sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
                 sa.Column("drill", sa.Text, nullable=False), sa.Column("item_id", sa.Text, nullable=False),
                 sa.Column("correct", sa.Integer, sa.CheckConstraint("correct IN (0, 1)"), nullable=False),
                 sa.Column("at", sa.Float, nullable=False),
                 sa.Index("attempts_by_item", "drill", "item_id"),
                 sqlite_autoincrement=True),
        sa.Table("items", m,
                 sa.Column("drill", sa.Text, primary_key=True), sa.Column("item_id", sa.Text, primary_key=True),
                 sa.Column("box", sa.Integer, nullable=False), sa.Column("due_at", sa.Float, nullable=False),
                 sa.Column("last_at", sa.Float, nullable=False), sa.Column("last_correct", sa.Integer, nullable=False),
                 sa.Column("attempts", sa.Integer, nullable=False), sa.Column("correct", sa.Integer, nullable=False)),
        sa.Table("game_slots", m, sa.Column("slot", sa.Text, primary_key=True),
                 sa.Column("data", sa.Text, nullable=False), sa.Column("updated_at", sa.Float, nullable=False)),
        sa.Table("game_records", m,
                 sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
                 sa.Column("finished_at", sa.Float, nullable=False), sa.Column("players", sa.Integer, nullable=False),
                 sa.Column("variant", sa.Text, nullable=False), sa.Column("seed", sa.BigInteger, nullable=False),
                 sa.Column("result", sa.Text, nullable=False), sa.Column("winner", sa.Integer, nullable=True),
                 sa.Column("summary", sa.Text, nullable=False), sa.Column("record", sa.Text, nullable=False),
                 sa.Index("game_records_by_time", "finished_at"),
                 sqlite_autoincrement=True),
    ]


def upgrade() -> None:
    bind = op.get_bind()
    for t in _tables():
        t.create(bind, checkfirst=True)  # a table already there (pre-Alembic file) is kept as it is


def downgrade() -> None:
    raise NotImplementedError("Không hạ phiên bản cơ sở dữ liệu tiến độ: dữ liệu có thể mất.")
