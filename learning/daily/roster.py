"""The class page's daily figures: each learner's streak and weakest themes."""
from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from datetime import date

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from learning import db as schema
from learning.daily.streak import streak

WEAKEST = 2
MIN_ANSWERS = 2  # a theme counts among the weakest only after this many answers


@dataclass(frozen=True)
class DailyRow:
    """``streak`` (days), ``today`` (practised), ``weakest``: ``(theme, answered, right)``, lowest share first."""

    streak: int
    today: bool
    weakest: tuple[tuple[str, int, int], ...]


def daily_rows(conn: Connection, day: date) -> dict[int, DailyRow]:
    """``{learner id: DailyRow}`` of every learner with a daily log, on ``day``."""
    t = schema.daily_log
    days: dict[int, set[date]] = defaultdict(set)
    for lid, d in conn.execute(sa.select(t.c.learner_id, t.c.day).where(t.c.kind == "done").distinct()).all():
        days[lid].add(date.fromisoformat(d))
    themes: dict[int, list] = defaultdict(list)
    for lid, th, n, ok in conn.execute(
            sa.select(t.c.learner_id, t.c.theme, sa.func.count(), sa.func.sum(t.c.correct))
            .where(t.c.kind != "done", t.c.theme.is_not(None)).group_by(t.c.learner_id, t.c.theme)).all():
        if n >= MIN_ANSWERS:
            themes[lid].append((th, int(n), int(ok or 0)))
    out = {}
    for lid in set(days) | set(themes):
        s = streak(days[lid], day)
        weak = sorted(themes[lid], key=lambda x: (x[2] / x[1], -x[1], x[0]))[:WEAKEST]
        out[lid] = DailyRow(s.days, s.today, tuple(w for w in weak if w[2] < w[1]))
    return out
