"""Lessons and learner progress for Học Chắn (no Streamlit import here).

- :mod:`learning.lessons` — lesson YAML files under ``lessons/`` as pydantic models.
- :mod:`learning.engine` — the one door to ``chan_core``'s scenario evaluators.
- :mod:`learning.checks` — check questions whose answers the engine computes.
- :mod:`learning.progress` — the SQLite progress store (lessons done, attempts,
  Leitner boxes for spaced repetition).
"""
