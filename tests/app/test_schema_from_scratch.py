"""A new progress database is created at once from the tables' definitions (``learning.db.metadata``) and stamped at
the newest version — not by running every migration in turn (about a third of a page test's time went to Alembic
upgrading each test's new file). Both roads must give one schema: tables, columns (type, null, default), keys,
indexes and unique constraints, on SQLite and on PostgreSQL; and a file of an older version is still upgraded
by its migrations."""
from __future__ import annotations

import re

import sqlalchemy as sa
from alembic import command
from alembic.config import Config

from learning import db as schema


def _migrated(url: str) -> None:
    """``url``'s empty database brought to HEAD by every migration in turn (the road before the shortcut)."""
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        cfg = Config(str(schema.MIGRATIONS_DIR / "alembic.ini"))
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, schema.HEAD)
    engine.dispose()


def _created(url: str) -> str | None:
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        before = schema.upgrade(conn)
    engine.dispose()
    return before


def _default(column: dict) -> str:
    """A column's default, its sequence's name without the number PostgreSQL adds when a migration rebuilt the table
    (``nextval('game_records_id_seq1')``)."""
    return re.sub(r"_seq\d+'", "_seq'", str(column.get("default")))


def _schema(url: str) -> dict:
    engine = sa.create_engine(url)
    with engine.connect() as conn:
        ins = sa.inspect(conn)
        out = {"version": schema.current_revision(conn)}
        for t in sorted(ins.get_table_names()):
            out[t] = {
                "columns": [(c["name"], str(c["type"]), c["nullable"], _default(c)) for c in ins.get_columns(t)],
                "pk": ins.get_pk_constraint(t)["constrained_columns"],
                "indexes": sorted((tuple(i["column_names"]), bool(i["unique"])) for i in ins.get_indexes(t)),
                "unique": sorted(tuple(u["column_names"]) for u in ins.get_unique_constraints(t)),
                "fk": sorted((tuple(f["constrained_columns"]), f["referred_table"]) for f in ins.get_foreign_keys(t)),
            }
    engine.dispose()
    return out


def test_a_new_sqlite_file_has_the_schema_of_every_migration_run_in_turn(tmp_path, monkeypatch):
    a, b = (schema.sqlite_url(tmp_path / f"{x}.sqlite3") for x in "ab")
    _migrated(a)
    with monkeypatch.context() as m:  # the shortcut: no migration runs for a new database
        m.setattr(command, "upgrade", lambda *a, **k: (_ for _ in ()).throw(AssertionError("a migration ran")))
        assert _created(b) is None
    got, want = _schema(b), _schema(a)
    assert got["version"] == schema.HEAD and len(got) > 5
    assert got == want


def test_a_new_postgresql_database_has_the_schema_of_every_migration_run_in_turn(pg_cluster):
    a, b = pg_cluster.new_database(template=None), pg_cluster.new_database(template=None)
    try:
        _migrated(a)
        assert _created(b) is None
        got, want = _schema(b), _schema(a)
        assert got["version"] == schema.HEAD and len(got) > 5
        assert got == want
    finally:
        for url in (a, b):
            pg_cluster.sql(f"DROP DATABASE IF EXISTS {url.rsplit('/', 1)[1]} WITH (FORCE)")


def test_an_older_file_is_still_upgraded_by_its_migrations(tmp_path):
    url = schema.sqlite_url(tmp_path / "old.sqlite3")
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        cfg = Config(str(schema.MIGRATIONS_DIR / "alembic.ini"))
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0003")
    engine.dispose()
    assert _created(url) == "0003"
    fresh = schema.sqlite_url(tmp_path / "fresh.sqlite3")
    _created(fresh)
    assert _schema(url) == _schema(fresh)
