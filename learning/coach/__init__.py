"""The coach of the practice table («Chơi thử»): one hand of a learner against bots. Pure Python: the page keeps a
:class:`Table` in the session and saves :meth:`Table.to_dict` after every move (:mod:`learning.games`). Modes:
«Kèm cặp» stops and explains a move that would commit a lỗi; «Thi thật» plays every move and the engine catches
the lỗi as the làng would (seed 001 §VII). Nothing kept is a sentence: words are made again from facts."""
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
