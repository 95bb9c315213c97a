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


def learner_rating(conn: Connection, learner_id: int) -> Rating:
    """The learner's rating (a new learner's when none is stored)."""
    t = schema.learner_ratings
    r = conn.execute(sa.select(t.c.rating, t.c.rd, t.c.vol, t.c.games).where(t.c.learner_id == learner_id)).first()
    return Rating(*r) if r else Rating()


def puzzle_rating(conn: Connection, puzzle_id: str, initial: float) -> Rating:
    """A puzzle's rating (``initial`` ± :data:`PUZZLE_RD` when nobody has played it)."""
    t = schema.puzzle_ratings
    r = conn.execute(sa.select(t.c.rating, t.c.rd, t.c.vol, t.c.games).where(t.c.puzzle_id == puzzle_id)).first()
    return Rating(*r) if r else Rating(float(initial), PUZZLE_RD)


def _put(conn: Connection, table: sa.Table, key: dict, r: Rating, now: float) -> None:
    values = {"rating": r.rating, "rd": r.rd, "vol": r.vol, "games": r.games, "updated_at": now}
    schema.upsert(conn, table, {**key, **values}, list(key))


def record(conn: Connection, learner_id: int, puzzle_id: str, initial: float, solved: bool,
           now: float) -> tuple[Rating, Rating]:
    """Rate one answer to a puzzle in the caller's transaction; returns (learner, puzzle) after it."""
    me, it = play(learner_rating(conn, learner_id), puzzle_rating(conn, puzzle_id, initial), solved)
    _put(conn, schema.learner_ratings, {"learner_id": learner_id}, me, now)
    _put(conn, schema.puzzle_ratings, {"puzzle_id": puzzle_id}, it, now)
    return me, it
