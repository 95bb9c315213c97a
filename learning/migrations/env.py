"""Alembic environment for the progress database (used by the ``alembic`` command line;
the app upgrades through :func:`learning.db.upgrade` inside its own transaction)."""
from __future__ import annotations

import sys
from pathlib import Path

from alembic import context
from sqlalchemy import create_engine

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from learning import db  # noqa: E402


def run() -> None:
    """Upgrade ``config.attributes['connection']`` if given, else ``$HOC_CHAN_DB_URL``."""
    conn = context.config.attributes.get("connection")
    if conn is not None:
        context.configure(connection=conn, target_metadata=db.metadata)
        with context.begin_transaction():
            context.run_migrations()
        return
    engine = create_engine(db.database_url())
    with engine.connect() as conn:
        context.configure(connection=conn, target_metadata=db.metadata, transactional_ddl=True)
        with context.begin_transaction():
            context.run_migrations()
    engine.dispose()


if context.is_offline_mode():
    context.configure(url=db.database_url(), target_metadata=db.metadata, literal_binds=True)
    with context.begin_transaction():
        context.run_migrations()
else:
    run()
