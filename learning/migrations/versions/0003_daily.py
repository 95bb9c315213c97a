"""Daily practice (issue 26): review cards on an FSRS schedule, the daily log, Glicko-2 ratings.

Creates ``review_cards`` (one FSRS card per learner, source and item), ``daily_log`` (each answer of
today's set and each finished set: the calendar, the streak, progress by theme), ``learner_ratings``
and ``puzzle_ratings``. Every existing Leitner item (``items``) becomes a review card of its learner,
source = its drill, **due exactly when it was due** (an item last answered wrong stays due at once), so
no due card is lost; its FSRS memory is read from the Leitner box (stability = the box's interval in
days, at least half a day; difficulty 5 of 10; a wrong last answer counts one lapse). The ``items``
table stays (statistics read it). All inside the caller's one transaction.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-05
"""
from __future__ import annotations

import json
import time
from datetime import datetime, timezone

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

BOX_DAYS = {1: 0.5, 2: 0.5, 3: 1.0, 4: 3.0, 5: 7.0}
"""Leitner box → the FSRS stability (days) a migrated card starts with (progress.INTERVALS, at least ½ day)."""
REVIEW = 2  # fsrs.State.Review


def _rating_columns() -> list[sa.Column]:
    return [sa.Column("rating", sa.Float, nullable=False), sa.Column("rd", sa.Float, nullable=False),
            sa.Column("vol", sa.Float, nullable=False), sa.Column("games", sa.Integer, nullable=False),
            sa.Column("updated_at", sa.Float, nullable=False)]


def _tables() -> list[sa.Table]:
    m = sa.MetaData()
    return [
        sa.Table("review_cards", m,
                 sa.Column("learner_id", sa.Integer, primary_key=True), sa.Column("source", sa.Text, primary_key=True),
                 sa.Column("item_id", sa.Text, primary_key=True), sa.Column("prompt", sa.Text, nullable=True),
                 sa.Column("card", sa.Text, nullable=False), sa.Column("due_at", sa.Float, nullable=False),
                 sa.Column("reps", sa.Integer, nullable=False), sa.Column("lapses", sa.Integer, nullable=False),
                 sa.Column("created_at", sa.Float, nullable=False),
                 sa.Index("ix_review_cards_due", "learner_id", "due_at")),
        sa.Table("daily_log", m,
                 sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
                 sa.Column("learner_id", sa.Integer, nullable=False), sa.Column("day", sa.Text, nullable=False),
                 sa.Column("kind", sa.Text, nullable=False), sa.Column("item_id", sa.Text, nullable=False),
                 sa.Column("theme", sa.Text, nullable=True), sa.Column("correct", sa.Integer, nullable=False),
                 sa.Column("at", sa.Float, nullable=False),
                 sa.Index("ix_daily_log_learner_day", "learner_id", "day"), sqlite_autoincrement=True),
        sa.Table("learner_ratings", m, sa.Column("learner_id", sa.Integer, primary_key=True), *_rating_columns()),
        sa.Table("puzzle_ratings", m, sa.Column("puzzle_id", sa.Text, primary_key=True), *_rating_columns()),
    ]


def _iso(t: float) -> str:
    return datetime.fromtimestamp(t, timezone.utc).isoformat()


def card_from_box(card_id: int, box: int, due_at: float, last_at: float, last_correct: bool) -> dict:
    """The FSRS card (``fsrs.Card.to_dict`` shape) of a Leitner item: due when it was due."""
    return {"card_id": card_id, "state": REVIEW, "step": None, "stability": BOX_DAYS.get(int(box), 0.5),
            "difficulty": 5.0 if last_correct else 6.0, "due": _iso(due_at), "last_review": _iso(min(last_at, due_at))}


def upgrade() -> None:
    bind = op.get_bind()
    tables = {t.name: t for t in _tables()}
    for t in tables.values():
        t.create(bind)
    now = time.time()
    rows = bind.execute(sa.text(
        "SELECT learner_id, drill, item_id, box, due_at, last_at, last_correct, attempts, correct FROM items")).all()
    rc = tables["review_cards"]
    for i, (lid, drill, item, box, due_at, last_at, last_ok, n, ok) in enumerate(rows, start=1):
        card = card_from_box(i, box, due_at, last_at, bool(last_ok))
        bind.execute(rc.insert().values(
            learner_id=lid, source=drill, item_id=item, prompt=None, card=json.dumps(card), due_at=float(due_at),
            reps=int(n), lapses=int(n) - int(ok), created_at=now))


def downgrade() -> None:
    raise NotImplementedError("Không hạ phiên bản cơ sở dữ liệu tiến độ: dữ liệu có thể mất.")
