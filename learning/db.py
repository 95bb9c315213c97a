"""Where the progress lives (:func:`database_url`), its tables (SQLAlchemy Core, :data:`metadata` at :data:`HEAD`)
and their schema versions (Alembic, ``learning/migrations/``: an existing file is upgraded in place)."""
from __future__ import annotations

import functools
import json
import os
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import URL, Connection, make_url

URL_ENV = "HOC_CHAN_DB_URL"
PATH_ENV = "HOC_CHAN_DB"  # the SQLite file when URL_ENV is not set
MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
HEAD = "0007"  # the newest schema version (the last file in migrations/versions)
FIRST_LEARNER_NAME = "Người học 1"  # learner 1: the progress kept before profiles existed


class JSONText(sa.TypeDecorator):
    """A JSON value kept as TEXT (``None`` for text that is not JSON)."""

    impl = sa.Text
    cache_ok = True

    def process_bind_param(self, value, dialect):
        return None if value is None else json.dumps(value, ensure_ascii=False, separators=(",", ":"))

    def process_result_value(self, value, dialect):
        try:
            return None if value is None else json.loads(value)
        except ValueError:
            return None


metadata = sa.MetaData()


def _numbered(name: str, *columns: Any) -> sa.Table:
    """A table of numbered rows (``id``), each of one learner (``learner_id``), then ``columns``."""
    return sa.Table(name, metadata, sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
                    sa.Column("learner_id", sa.Integer, nullable=False), *columns, sqlite_autoincrement=True)


learners = sa.Table(
    "learners", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("name", sa.Text, nullable=False),
    # ``None``: a local profile (chosen in «Bạn là ai?»); else the signed-in account
    # (``<issuer>|<subject>`` of the OpenID Connect provider): nobody else can choose it.
    sa.Column("account", sa.Text, nullable=True, unique=True),
    sa.Column("email", sa.Text, nullable=True),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Column("last_seen", sa.Float, nullable=False),
    sa.Column("position", sa.Text, nullable=True),  # "<lesson_id>:<step>" last visited
    sqlite_autoincrement=True,
)
meta = sa.Table(  # global key/value (schema version, the profile last chosen on this machine)
    "meta", metadata,
    sa.Column("key", sa.Text, primary_key=True),
    sa.Column("value", sa.Text, nullable=False),
)
browser_learners = sa.Table(  # every local learner a browser added, chose or started: its «Bạn là ai?» list
    "browser_learners", metadata,
    sa.Column("browser", sa.Text, primary_key=True),  # the cookie id (learning.learners.new_browser_id)
    sa.Column("learner_id", sa.Integer, primary_key=True),
    sa.Column("added_at", sa.Float, nullable=False),
)
lessons_done = sa.Table(
    "lessons_done", metadata,
    sa.Column("learner_id", sa.Integer, primary_key=True),
    sa.Column("lesson_id", sa.Text, primary_key=True),
    sa.Column("done_at", sa.Float, nullable=False),
)
attempts = _numbered(
    "attempts",
    sa.Column("drill", sa.Text, nullable=False),
    sa.Column("item_id", sa.Text, nullable=False),
    sa.Column("correct", sa.Integer, sa.CheckConstraint("correct IN (0, 1)"), nullable=False),
    sa.Column("at", sa.Float, nullable=False),
    sa.Index("ix_attempts_learner_item", "learner_id", "drill", "item_id"),
)
items = sa.Table(
    "items", metadata,
    sa.Column("learner_id", sa.Integer, primary_key=True),
    sa.Column("drill", sa.Text, primary_key=True),
    sa.Column("item_id", sa.Text, primary_key=True),
    sa.Column("box", sa.Integer, nullable=False),
    sa.Column("due_at", sa.Float, nullable=False),
    sa.Column("last_at", sa.Float, nullable=False),
    sa.Column("last_correct", sa.Integer, nullable=False),
    sa.Column("attempts", sa.Integer, nullable=False),
    sa.Column("correct", sa.Integer, nullable=False),
)
counters = sa.Table(  # a drill page's running counters (streak, best …), JSON
    "counters", metadata,
    sa.Column("learner_id", sa.Integer, primary_key=True),
    sa.Column("name", sa.Text, primary_key=True),
    sa.Column("data", JSONText, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
)
game_slots = sa.Table(  # the practice table's unfinished hand and session (learning.games)
    "game_slots", metadata,
    sa.Column("learner_id", sa.Integer, primary_key=True),
    sa.Column("slot", sa.Text, primary_key=True),
    sa.Column("data", JSONText, nullable=False),
    sa.Column("updated_at", sa.Float, nullable=False),
)
game_records = _numbered(  # finished practice hands (learning.games)
    "game_records",
    sa.Column("finished_at", sa.Float, nullable=False),
    sa.Column("players", sa.Integer, nullable=False),
    sa.Column("variant", sa.Text, nullable=False),
    sa.Column("seed", sa.BigInteger, nullable=False),
    sa.Column("result", sa.Text, nullable=False),
    sa.Column("winner", sa.Integer, nullable=True),
    sa.Column("summary", JSONText, nullable=False),
    sa.Column("record", JSONText, nullable=False),
    sa.Index("ix_game_records_learner_time", "learner_id", "finished_at"),
)
review_cards = sa.Table(  # every mistake a review card on an FSRS schedule (learning.daily)
    "review_cards", metadata,
    sa.Column("learner_id", sa.Integer, primary_key=True),
    sa.Column("source", sa.Text, primary_key=True),  # a drill's name, "puzzle" or "table"
    sa.Column("item_id", sa.Text, primary_key=True),
    sa.Column("prompt", JSONText, nullable=True),  # JSON: what to show again (a table position), else NULL
    sa.Column("card", sa.Text, nullable=False),  # fsrs.Card.to_json()
    sa.Column("due_at", sa.Float, nullable=False),
    sa.Column("reps", sa.Integer, nullable=False),
    sa.Column("lapses", sa.Integer, nullable=False),
    sa.Column("created_at", sa.Float, nullable=False),
    sa.Index("ix_review_cards_due", "learner_id", "due_at"),
)
daily_log = _numbered(  # every answer of today's set (learning.daily): themes, calendar, streak
    "daily_log",
    sa.Column("day", sa.Text, nullable=False),  # the learner's calendar day, YYYY-MM-DD
    sa.Column("kind", sa.Text, nullable=False),  # review, puzzle, xuong, boc_cai, done (the set finished)
    sa.Column("item_id", sa.Text, nullable=False),
    sa.Column("theme", sa.Text, nullable=True),
    sa.Column("correct", sa.Integer, nullable=False),
    sa.Column("at", sa.Float, nullable=False),
    sa.Index("ix_daily_log_learner_day", "learner_id", "day"),
)

def _rating_columns() -> list[sa.Column]:
    return [sa.Column("rating", sa.Float, nullable=False), sa.Column("rd", sa.Float, nullable=False),
            sa.Column("vol", sa.Float, nullable=False), sa.Column("games", sa.Integer, nullable=False),
            sa.Column("updated_at", sa.Float, nullable=False)]


learner_ratings = sa.Table(  # a learner's Glicko-2 rating on the puzzles (learning.daily)
    "learner_ratings", metadata, sa.Column("learner_id", sa.Integer, primary_key=True), *_rating_columns())
puzzle_ratings = sa.Table(  # every puzzle's Glicko-2 rating, shared by all learners (no learner's data)
    "puzzle_ratings", metadata, sa.Column("puzzle_id", sa.Text, primary_key=True), *_rating_columns())
mau_binh_rounds = _numbered(  # finished rounds of «Chơi Mậu binh» (learning.mau_binh_rounds)
    "mau_binh_rounds",
    sa.Column("finished_at", sa.Float, nullable=False),
    sa.Column("seed", sa.Text, nullable=False),
    sa.Column("points", sa.Integer, nullable=False),  # the learner's points at the table
    sa.Column("best_points", sa.Integer, nullable=False),  # with the solver's best arrangement instead
    sa.Column("cost", sa.Integer, nullable=False),  # best_points - points
    sa.Column("as_best", sa.Integer, nullable=False),  # 1: the learner's arrangement was the best one
    sa.Column("record", JSONText, nullable=False),  # JSON: deal, arrangements, levels, options, settlement
    sa.Column("play", sa.Text, nullable=True),  # the id of this play of the round: kept once (NULL: kept before 0007)
    sa.Index("ix_mau_binh_rounds_learner_time", "learner_id", "finished_at"),
    sa.Index("ux_mau_binh_rounds_play", "learner_id", "play", unique=True),
)
LEARNER_TABLES = (lessons_done, attempts, items, counters, game_slots, game_records, review_cards, daily_log,
                  learner_ratings, mau_binh_rounds)
"""Every table whose rows belong to one learner: export and delete go through these."""


def database_url() -> str:
    """``$HOC_CHAN_DB_URL``, else ``sqlite:///<default progress file>``."""
    return os.environ.get(URL_ENV, "").strip() or sqlite_url(default_path())


def default_path() -> Path:
    """``$HOC_CHAN_DB``, else ``$XDG_DATA_HOME/hoc-chan/progress.sqlite3`` (``~/.local/share`` without XDG)."""
    env = os.environ.get(PATH_ENV)
    if env:
        return Path(env).expanduser()
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base).expanduser() / "hoc-chan" / "progress.sqlite3"


def sqlite_url(path: str | Path) -> str:
    """The SQLAlchemy URL of a SQLite file (absolute path)."""
    return URL.create("sqlite", database=str(Path(path).expanduser().absolute())).render_as_string()


def display_url(url: str) -> str:
    """The URL as a learner may see it: no password (``postgresql://hoc@db:5432/hoc_chan``)."""
    u = make_url(url)
    if u.get_backend_name() == "sqlite":
        return u.database or ":memory:"
    return u._replace(drivername=u.get_backend_name(), password=None).render_as_string(hide_password=True)


# ---------------------------------------------------------------- schema versions (Alembic)
def current_revision(conn: Connection) -> str | None:
    """The schema version stored (``None``: none yet, e.g. a pre-Alembic file)."""
    from alembic.runtime.migration import MigrationContext

    return MigrationContext.configure(conn).get_current_revision()


def upgrade(conn: Connection) -> str | None:
    """Bring ``conn``'s database to :data:`HEAD` in the caller's transaction and create any missing table; the
    version found before (``None``: none). An empty database gets :data:`metadata` at once, stamped :data:`HEAD`
    (Alembic's «building an up to date database from scratch»: the same schema as every migration run in turn,
    ``tests/app/test_schema_from_scratch.py``)."""
    from alembic.runtime.migration import MigrationContext

    context = MigrationContext.configure(conn)
    before = context.get_current_revision()
    if before is None and not sa.inspect(conn).get_table_names():
        metadata.create_all(conn)
        context.stamp(_scripts(), HEAD)  # what ``alembic stamp`` does, without loading env.py and each migration again
        return None
    if before != HEAD:
        from alembic import command

        cfg = _config()
        cfg.attributes["connection"] = conn  # migrations/env.py runs them in the caller's transaction
        command.upgrade(cfg, HEAD)
    metadata.create_all(conn, checkfirst=True)
    return before


def _config():
    from alembic.config import Config

    return Config(str(MIGRATIONS_DIR / "alembic.ini"))


@functools.cache
def _scripts():
    """The migrations folder as Alembic reads it (once per process)."""
    from alembic.script import ScriptDirectory

    return ScriptDirectory.from_config(_config())


def upsert(conn: Connection, table: sa.Table, values: dict, keys: list[str], add: dict | None = None,
           update: bool = True) -> None:
    """INSERT … ON CONFLICT (keys) DO UPDATE the other columns (``add``: ``column + excluded.column``), or DO NOTHING
    (``update`` false, or nothing else to set)."""
    stmt = (postgresql.insert if conn.dialect.name == "postgresql" else sqlite.insert)(table).values(**values)
    sets = {c: stmt.excluded[c] for c in values if c not in keys} if update else {}
    for c in add or {}:
        sets[c] = table.c[c] + stmt.excluded[c]
    conn.execute(stmt.on_conflict_do_update(index_elements=keys, set_=sets) if sets
                 else stmt.on_conflict_do_nothing(index_elements=keys))


def put_counters(conn: Connection, lid: int, name: str, data: dict, now: float) -> None:
    """Keep ``data`` (a JSON object) under counter ``name`` of learner ``lid`` inside ``conn``'s transaction."""
    upsert(conn, counters, {"learner_id": lid, "name": str(name), "data": data, "updated_at": now},
           ["learner_id", "name"])
