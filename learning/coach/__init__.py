"""The coach of the practice table («Chơi thử»): one hand of a learner against bots. Pure Python: the page keeps a
:class:`Table` in the session and saves :meth:`Table.to_dict` after every move (:mod:`learning.games`). Modes:
«Kèm cặp» stops and explains a move that would commit a lỗi, and holds back a xướng graded sai or thiếu; «Thi thật»
plays every move and the engine catches the lỗi as the làng would, the xướng graded at the end (seed 001 §VII). Nothing kept is a sentence: words are made again from facts."""
from __future__ import annotations

from learning.coach.advisor import advise, ranking, said_once  # noqa: F401  (the coach's names, re-exported)
from learning.coach.standing import rank_words  # noqa: F401
from learning.coach.messages import (  # noqa: F401
    BOT_NAMES, LEARNER, MODES, action_hint, action_label, bot_name, choice_words, distance_short,
    distance_words, entry_words, fault_gloss, fault_title, mode_name, move_message, stopped_words,
    then_words,
)
from learning.coach.review import (  # noqa: F401
    WORST_SHOWN, choice_mark, entry_faults, move_reviews, replay_from, review_items, strategy_review,
)
from learning.coach.table import Table, dead_end, hint_uses, told_faults  # noqa: F401
