"""Each dealt round of «Chơi Mậu binh» is saved once: ``mau_binh_rounds.play`` is the id of one play of a round
(a deal, or «Chơi lại ván này»), unique per learner, so the same play revealed in two tabs adds one row. Rows kept
before have none (NULL: never equal to another) and load as they did. All inside the caller's one transaction.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-07
"""
from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("mau_binh_rounds", sa.Column("play", sa.Text, nullable=True))
    op.create_index("ux_mau_binh_rounds_play", "mau_binh_rounds", ["learner_id", "play"], unique=True)


def downgrade() -> None:
    raise NotImplementedError("Không hạ phiên bản cơ sở dữ liệu tiến độ: dữ liệu có thể mất.")
