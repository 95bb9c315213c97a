"""«Luyện hằng ngày» (issue 26): ten minutes a day.

* :mod:`learning.daily.puzzles` — the puzzles from real positions (data: ``learning/data/puzzles.json``,
  made by ``tools/gen_puzzles.py``), read and validated with pydantic;
* :mod:`learning.daily.cards` — every mistake a review card on an FSRS schedule (``fsrs``);
* :mod:`learning.daily.rating` — Glicko-2 ratings of learners and puzzles (``glicko2``);
* :mod:`learning.daily.streak` — the days practised, the streak and its weekly freeze;
* :mod:`learning.daily.today` — today's set (reviews due, puzzles at the learner's level, a xướng, a bốc cái).

No Streamlit here; every time is passed in (``now``: an aware UTC ``datetime``) so tests move the clock.
"""
