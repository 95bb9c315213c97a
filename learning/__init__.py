"""Lessons and learner progress for Học Chắn (no Streamlit import here).

- :mod:`learning.lessons` — lesson YAML files under ``lessons/`` as pydantic models.
- :mod:`learning.engine` — the one door to ``chan_core``'s scenario evaluators.
- :mod:`learning.checks` — check questions whose answers the engine computes.
- :mod:`learning.progress` — the progress store on SQLAlchemy Core (lessons done,
  attempts, Leitner boxes for spaced repetition, drill counters), one learner per
  store; :mod:`learning.db` its URL (SQLite or PostgreSQL) and tables, with Alembic
  schema versions in ``learning/migrations/``; :mod:`learning.learners` profiles and
  signed-in accounts; :mod:`learning.classroom` the class report (issue 14).
"""
