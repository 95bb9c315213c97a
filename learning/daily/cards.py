"""Review cards on an FSRS-6 schedule (the ``fsrs`` package): every mistake (a wrong answer, a failed puzzle, a
marked table move) becomes a card of its learner, brought back when it is about to be forgotten."""
from __future__ import annotations

import zlib
from datetime import datetime, timezone
from typing import Any

import sqlalchemy as sa
from fsrs import Card, Rating, Scheduler
from sqlalchemy.engine import Connection

from learning import db as schema

SCHEDULER = Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)
"""The daily schedule: FSRS-6 default parameters, retention 0.9, intervals in days."""
PUZZLE, TABLE = "puzzle", "table"
"""Sources besides drill names: a failed puzzle, a marked table move."""


def _dt(t: float | datetime) -> datetime:
    return t if isinstance(t, datetime) else datetime.fromtimestamp(float(t), timezone.utc)


def new_card(source: str, item_id: str, now: datetime) -> Card:
    """A fresh card, due ``now`` (its id is a checksum of ``source:item_id``, stable)."""
    return Card(card_id=zlib.crc32(f"{source}:{item_id}".encode()) or 1, due=now)


def review(card: Card, correct: bool, now: datetime, scheduler: Scheduler = SCHEDULER) -> Card:
    """The card after one answer at ``now``: ``Again`` when wrong, ``Good`` when right."""
    out, _log = scheduler.review_card(card, Rating.Good if correct else Rating.Again, now)
    return out


def record(conn: Connection, learner_id: int, source: str, item_id: Any, correct: bool, now: datetime,
           prompt: dict | None = None) -> datetime | None:
    """Record one answer to ``(source, item_id)`` in the caller's transaction: a mistake makes or reviews the card,
    a right answer reviews an existing one. ``prompt``: what to show again. The new due time, or ``None``."""
    t = schema.review_cards
    item = str(item_id)
    key = (t.c.learner_id == learner_id, t.c.source == source, t.c.item_id == item)
    row = conn.execute(sa.select(t.c.card, t.c.reps, t.c.lapses).where(*key)).first()
    if row is None and correct:
        return None
    card = new_card(source, item, now) if row is None else Card.from_json(row.card)
    card = review(card, correct, now)
    due = card.due.timestamp()
    values = {"card": card.to_json(), "due_at": due, "reps": (row.reps if row else 0) + 1,
              "lapses": (row.lapses if row else 0) + (0 if correct else 1)}
    if row is None:
        conn.execute(t.insert().values(learner_id=learner_id, source=source, item_id=item, created_at=now.timestamp(),
                                       prompt=prompt or None, **values))
    else:
        conn.execute(t.update().where(*key).values(**values))
    return card.due


def due(conn: Connection, learner_id: int, until: datetime, source: str | None = None) -> list[dict]:
    """The cards due by ``until``, most overdue first: ``{source, item_id, due, reps, lapses, prompt}``."""
    t = schema.review_cards
    q = sa.select(t.c.source, t.c.item_id, t.c.due_at, t.c.reps, t.c.lapses, t.c.prompt).where(
        t.c.learner_id == learner_id, t.c.due_at <= until.timestamp())
    if source is not None:
        q = q.where(t.c.source == source)
    rows = conn.execute(q.order_by(t.c.due_at, t.c.source, t.c.item_id)).all()
    return [{"source": s, "item_id": i, "due": _dt(d), "reps": r, "lapses": lp, "prompt": p or None}
            for s, i, d, r, lp, p in rows]


def due_times(conn: Connection, learner_id: int, source: str) -> dict[str, datetime]:
    """``{item_id: due}`` of every card of ``source`` (a drill orders its items with it)."""
    t = schema.review_cards
    return {i: _dt(d) for i, d in conn.execute(sa.select(t.c.item_id, t.c.due_at).where(
        t.c.learner_id == learner_id, t.c.source == source)).all()}


def count(conn: Connection, learner_id: int) -> int:
    """How many cards the learner has."""
    t = schema.review_cards
    return int(conn.execute(sa.select(sa.func.count()).where(t.c.learner_id == learner_id)).scalar() or 0)
