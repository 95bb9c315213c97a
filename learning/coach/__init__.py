"""The coach of the practice table («Chơi thử»): one hand of a learner against bots.

Pure Python (no Streamlit): the page keeps a :class:`Table` in the session,
asks it for the learner's choices, hands it the learner's moves and the bots'
turns, and saves :meth:`Table.to_dict` in the progress store after every move
(:mod:`learning.games`). The game itself is :mod:`chan_core.game`; this module
adds what a *teacher* does at the table (issue 12 item 3):

* **Kèm cặp** (``mode='kem_cap'``): a move of the learner that would commit a
  lỗi (:func:`chan_core.game.judge_action`), a false ù (ù láo) or a passed ù
  (:func:`chan_core.game.can_u`) is **stopped before it happens** and
  explained; nothing reaches the game.
* **Thi thật** (``mode='thi_that'``): every move is played; the engine catches
  the lỗi as the làng would (báo at once for groups B–D, nghỉ ăn tiền / ù báo
  when the hand is laid down — seed 001 §VII) and the money is paid.

Every decision of the learner goes into :attr:`Table.timeline` (what was on
offer, what he did, the faults, whether it was stopped), which the review
after the hand reads (:func:`review_items`).

Every sentence is in the current language (issue 15; :mod:`learning.i18n`): the
labels, hints and messages are gettext messages (Vietnamese source, English in
``locale/en/LC_MESSAGES/hoc_chan/learning.coach.<module>.po``); cards are named by their
Vietnamese words in both languages.

A learner may switch language in the middle of a hand, so nothing here keeps a sentence
that cannot be said again in the other language: the words of a move are made again from
the move (:func:`entry_words`), the coach's message from what was found
(:func:`move_message`), and what the engine states (the faults found, the xướng graded,
the payouts, the ù láo reasons, the log lines, the advice) are facts
(:class:`chan_core.facts.Fact`), kept as they are and said by :func:`words.say` when the
page draws them (issue 23): nothing is replayed or judged again per language. A hand saved
before then holds sentences: it is replayed once when read (:meth:`Table.from_dict`), and
the faults of its timeline kept in every language (``faults_in``) are read as they were.

Bots are :mod:`chan_core.game.bots` policies, re-created for every move with
a seed made of the hand's seed, the seat and the move number, so a hand
reloaded from the store goes on exactly as it would have.

The package, by concern (every name is importable from ``learning.coach``):

* :mod:`learning.coach.messages` — the learner's seat, the modes and bot levels by name,
  :class:`~learning.coach.messages.Said`, the words of moves, hints and messages;
* :mod:`learning.coach.table` — :class:`~learning.coach.table.Table` (the hand, the learner's
  moves, the bots, saving), :func:`~learning.coach.table.dead_end`, the timeline's decisions;
* :mod:`learning.coach.advisor` — the advisor's ranking (:func:`~learning.coach.advisor.advise`,
  :func:`~learning.coach.advisor.ranking`);
* :mod:`learning.coach.review` — the review after the hand
  (:func:`~learning.coach.review.review_items`, :func:`~learning.coach.review.strategy_review`).
"""
from __future__ import annotations

from learning.coach.advisor import (  # noqa: F401  (re-exported)
    JUDGE, Advice, MoveAdvice, Place, advise, ranking, seat_inputs, shown_figures,
)
from learning.coach.messages import (  # noqa: F401  (re-exported)
    BOT_NAMES, LEARNER, MODES, THEN_WORDS, Said, action_hint, action_label, bot_name, caught_message,
    choice_words, distance_short, distance_words, entry_words, fault_title, faults_now, mode_name,
    move_message, stop_message, stopped_words, then_words,
)
from learning.coach.review import (  # noqa: F401  (re-exported)
    REVIEW_CACHE, WORST_SHOWN, choice_mark, entry_faults, move_reviews, replay_from, review_items, strategy_review,
)
from learning.coach.table import (  # noqa: F401  (re-exported)
    DOC_VERSION, MAX_BOT_STEPS, Outcome, Table, dead_end, decisions, hint_uses, play_facts, told_faults,
)

__all__ = ["LEARNER", "MODES", "BOT_NAMES", "Outcome", "Table", "bot_name", "mode_name", "action_label",
           "stopped_words", "entry_words", "decisions", "then_words", "distance_short", "action_hint",
           "stop_message", "caught_message", "move_message", "faults_now", "play_facts", "Said",
           "entry_faults", "dead_end",
           "fault_title", "review_items", "MoveAdvice", "Advice", "JUDGE", "seat_inputs", "advise",
           "distance_words", "choice_words", "choice_mark", "strategy_review", "REVIEW_CACHE",
           "ranking", "Place", "shown_figures", "THEN_WORDS", "DOC_VERSION", "MAX_BOT_STEPS",
           "told_faults", "hint_uses", "move_reviews", "replay_from", "WORST_SHOWN"]
