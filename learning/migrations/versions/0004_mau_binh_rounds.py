"""Kept rounds of «Chơi Mậu binh» (issue 28): one row per finished round of a learner.

Creates ``mau_binh_rounds``: the learner, when the round finished, its seed, the learner's points, the
points the solver's best arrangement would have made against the same opponents, the difference (cost),
whether the learner's arrangement was the best one, and the whole round as JSON (the four dealt hands,
the four arrangements, the bots' levels, the house options, the settlement) to list, replay and chart it
in «Tiến độ». No existing row changes. All inside the caller's one transaction.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-05
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def _table() -> sa.Table:
    return sa.Table(
        "mau_binh_rounds", sa.MetaData(),
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("learner_id", sa.Integer, nullable=False),
        sa.Column("finished_at", sa.Float, nullable=False),
        sa.Column("seed", sa.Text, nullable=False),
        sa.Column("points", sa.Integer, nullable=False),
        sa.Column("best_points", sa.Integer, nullable=False),
        sa.Column("cost", sa.Integer, nullable=False),
        sa.Column("as_best", sa.Integer, nullable=False),
        sa.Column("record", sa.Text, nullable=False),
        sa.Index("ix_mau_binh_rounds_learner_time", "learner_id", "finished_at"),
        sqlite_autoincrement=True)


def upgrade() -> None:
    _table().create(op.get_bind())


def downgrade() -> None:
    raise NotImplementedError("Không hạ phiên bản cơ sở dữ liệu tiến độ: dữ liệu có thể mất.")
