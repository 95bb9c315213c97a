"""Each browser's learners: ``browser_learners`` (browser id, learner id) lists the local learners a browser
added, chose or started, so «Bạn là ai?» shows only those. Every browser keeps the learner ``meta``
``browser:<id>`` points to (a local learner that still exists). All inside the caller's one transaction.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-06
"""
from __future__ import annotations

import time

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None

PREFIX = "browser:"


def upgrade() -> None:
    t = op.create_table(
        "browser_learners",
        sa.Column("browser", sa.Text, primary_key=True),
        sa.Column("learner_id", sa.Integer, primary_key=True),
        sa.Column("added_at", sa.Float, nullable=False),
    )
    bind = op.get_bind()
    local = {int(i) for i in bind.execute(sa.text("SELECT id FROM learners WHERE account IS NULL")).scalars()}
    rows = bind.execute(sa.text("SELECT key, value FROM meta WHERE substr(key, 1, :n) = :p"),
                        {"n": len(PREFIX), "p": PREFIX}).all()
    now = time.time()
    kept = [{"browser": k[len(PREFIX):], "learner_id": int(v), "added_at": now}
            for k, v in rows if str(v).isdigit() and int(v) in local]
    if kept:
        op.bulk_insert(t, kept)


def downgrade() -> None:
    raise NotImplementedError("Không hạ phiên bản cơ sở dữ liệu tiến độ: dữ liệu có thể mất.")
