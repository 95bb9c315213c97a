"""Glicko-2 ratings (the ``glicko2`` package) of learners and puzzles: each answer is one rating period for both
sides, as lichess rates puzzles. A learner starts at 1500 ± 350, a puzzle at its data file rating ± 250."""
from __future__ import annotations

from dataclasses import dataclass

import glicko2
import sqlalchemy as sa
from sqlalchemy.engine import Connection

from learning import db as schema

START, START_RD, START_VOL = 1500.0, 350.0, 0.06
PUZZLE_RD = 250.0  # a new puzzle's deviation (its rating is an estimate)


@dataclass(frozen=True)
class Rating:
    """A Glicko-2 rating: ``rating``, ``rd`` (deviation), ``vol`` (volatility), ``games`` played."""

    rating: float = START
    rd: float = START_RD
    vol: float = START_VOL
    games: int = 0

    def player(self) -> glicko2.Player:
        return glicko2.Player(rating=self.rating, rd=self.rd, vol=self.vol)


def play(learner: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """Both ratings after the learner ``solved`` (or failed) the puzzle — one Glicko-2 period each."""
    me, it = learner.player(), puzzle.player()
    me.update_player([puzzle.rating], [puzzle.rd], [1.0 if solved else 0.0])
    it.update_player([learner.rating], [learner.rd], [0.0 if solved else 1.0])
    return (Rating(me.rating, me.rd, me.vol, learner.games + 1), Rating(it.rating, it.rd, it.vol, puzzle.games + 1))


def _get(conn: Connection, t: sa.Table, key: dict, new: Rating) -> Rating:
    q = sa.select(t.c.rating, t.c.rd, t.c.vol, t.c.games).where(*(t.c[k] == v for k, v in key.items()))
    r = conn.execute(q).first()
    return Rating(*r) if r else new


def learner_rating(conn: Connection, learner_id: int) -> Rating:
    """The learner's rating (a new learner's when none is stored)."""
    return _get(conn, schema.learner_ratings, {"learner_id": learner_id}, Rating())


def record(conn: Connection, learner_id: int, puzzle_id: str, initial: float, solved: bool,
           now: float) -> tuple[Rating, Rating]:
    """Rate one answer to a puzzle in the caller's transaction (a puzzle nobody has played: ``initial`` ±
    :data:`PUZZLE_RD`); returns (learner, puzzle) after it."""
    sides = ((schema.learner_ratings, {"learner_id": learner_id}, Rating()),
             (schema.puzzle_ratings, {"puzzle_id": puzzle_id}, Rating(float(initial), PUZZLE_RD)))
    after = play(*(_get(conn, *side) for side in sides), solved)
    for (t, key, _new), r in zip(sides, after):
        values = {"rating": r.rating, "rd": r.rd, "vol": r.vol, "games": r.games, "updated_at": now}
        schema.upsert(conn, t, {**key, **values}, list(key))
    return after
