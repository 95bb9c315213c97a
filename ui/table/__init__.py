"""The practice table («Chơi thử»): the table picture, the learner's hand, links, and the page's
parts — one module per concern.

Drawing only — the game itself is :mod:`chan_core.game` and the coach is
:mod:`learning.coach`. Everything a learner reads is in the current language
(issue 15: gettext messages, English in ``locale/en/LC_MESSAGES/hoc_chan/ui.table.<module>.po``;
the game's words — chắn, ăn, dưới, ù … and the card names — stay Vietnamese, the buttons show
the verb with its English meaning), seats are named relative to the learner
(:func:`seat_name`: Bạn, Bên phải, Đối diện, Bên trái — You, Right, Opposite,
Left), cards are pictures (:mod:`ui.cards`).

* :mod:`ui.table.pictures` — :func:`table_html` (the table seen from above, one ``<style>``
  block :data:`TABLE_CSS`: round a table on a wide screen, a column on a phone),
  :func:`table_view` (that view of a game state), :func:`hand_groups` (the learner's hand
  grouped chắn / cạ / ba đầu / què), the seat names;
* :mod:`ui.table.settings` — the session-state keys (prefix ``ct_``), the bots' speeds,
  :data:`KEEP`, :func:`options_inputs` (the variant's house rules, ``rules.variant_options``);
* :mod:`ui.table.links` — :func:`loi_link`, :func:`lesson_link`, :func:`page_link_safe`: the
  page or lesson that teaches a fault; the hand link ``?van=<seed>&nguoi=&may=&che_do=``
  (:class:`HandLink`, :func:`read_hand_link`, :func:`share_hand` «Gửi ván này»);
* :mod:`ui.table.winning` — the winning hand as the engine's final sets and each cước with its
  cards (:func:`show_win_sets`, :func:`show_cuoc_cards`);
* :mod:`ui.table.saving` — every move is saved at once (:func:`save_table`, :mod:`learning.games`);
* :mod:`ui.table.finished` — finished hands kept for «Ván đã chơi» (:func:`finish_hand`,
  :func:`record_doc`, :func:`summary_of`), :func:`new_session`;
* :mod:`ui.table.deal` — :func:`load_table` (the session's hand, else the one saved in the
  progress file — a reload or a server restart —, else a new deal; ``?van=<seed>`` deals that
  hand), :func:`deal_new`;
* :mod:`ui.table.callbacks` — the buttons' callbacks (:func:`guarded`), :func:`advance_bots` /
  :func:`pace` (the bots' moves one by one);
* :mod:`ui.table.controls` — :func:`table_controls` (coach mode, bot speed, the next deal's
  settings), :func:`kept_expander`;
* :mod:`ui.table.play` — drawing the hand being played: :func:`show_table`,
  :func:`show_message`, :func:`show_hand_of_learner`, :func:`decision_panel` (only the legal
  buttons), :func:`waiting_panel`, :func:`keep_in_view` (the decision and the whole hand
  scrolled into view after each move);
* :mod:`ui.table.hint` — :func:`show_hint` and the advisor's ranking (:func:`show_advice`);
* :mod:`ui.table.log` — :func:`show_log`, numbered like :func:`log_lines` (the shown lines 1,
  2, 3 …, shared by the review and the replay);
* :mod:`ui.table.result` — ù, xướng, money: :func:`xuong_panel` (the shared xướng builder),
  :func:`show_result` (xướng, grading, money, session totals);
* :mod:`ui.table.review` — :func:`show_review`;
* :mod:`ui.table.history` — :func:`history_view` («Ván đã chơi», replay step by step);
* :func:`progress_section` — the table's figures in «Tiến độ» (:mod:`ui.table_progress`).

The page «Chơi thử» (``app_pages/choi_thu.py``) is put together from these. Every name is
re-exported here (``ui.table.X`` and ``from ui.table import X`` keep working); the modules
import one another, never this package. Sources: seed 001 §II–VII, 002, 003 (ù đè).
"""
from __future__ import annotations

from ui.table.pictures import (  # noqa: F401
    END_NOTES, OFFER_WORDS, SEAT_WORDS, TABLE_CSS, _clean, card_back_img, cards_words, hand_groups, offer_text,
    seat_name, seat_positions, seat_word, table_html, table_view,
)
from ui.table.settings import DELAYS, K, KEEP, META_KEYS, SPEEDS, XK, options_inputs  # noqa: F401
from ui.table.links import (  # noqa: F401
    LOI_LESSONS, HandLink, hand_link_params, hand_link_url, lesson_link, loi_link, page_link_safe, read_hand_link,
    share_hand,
)
from ui.table.saving import save_table  # noqa: F401
from ui.table.finished import finish_hand, hint_count, new_session, record_doc, session_note, summary_of  # noqa: F401
from ui.table.deal import deal_new, load_table  # noqa: F401
from ui.table.callbacks import BROKEN_HAND, STALE_MOVE, _new_hand, advance_bots, guarded, pace  # noqa: F401
from ui.table.controls import kept_expander, table_controls  # noqa: F401
from ui.table.play import (  # noqa: F401
    HAND_CSS, HAND_WIDTH, decision_panel, keep_in_view, message_text, penalty_words, show_hand_of_learner,
    show_message, show_table, u_refusal,
    waiting_panel,
)
from ui.table.hint import ADVICE_SHOWN, advice_line, hint_toggle, show_advice, show_hint  # noqa: F401
from ui.table.log import log_lines, move_numbers, show_log  # noqa: F401
from ui.table.result import show_grade, show_result, show_win, xuong_panel  # noqa: F401
from ui.table.review import SITUATION_WORDS, review_marks, show_review  # noqa: F401
from ui.table.history import RESULT_WORDS, history_view  # noqa: F401
from ui.table_progress import section as progress_section  # noqa: F401  (issue 24: «Tiến độ», «Lớp học»)

__all__ = [
    "SEAT_WORDS", "seat_name", "seat_positions", "card_back_img", "table_html", "TABLE_CSS", "hand_groups",
    "options_inputs", "page_link_safe", "HandLink", "read_hand_link", "hand_link_params", "hand_link_url",
    "share_hand", "loi_link", "lesson_link", "LOI_LESSONS", "cards_words",
    "SPEEDS", "DELAYS", "seat_word", "offer_text", "table_view", "save_table", "deal_new", "load_table",
    "record_doc", "summary_of", "session_note", "hint_count", "finish_hand", "new_session", "advance_bots", "pace", "table_controls",
    "show_table", "show_message", "message_text", "show_hand_of_learner", "decision_panel", "hint_toggle",
    "u_refusal", "guarded", "keep_in_view", "HAND_CSS", "HAND_WIDTH",
    "show_hint",
    "ADVICE_SHOWN", "advice_line", "show_advice", "review_marks",
    "waiting_panel", "log_lines", "move_numbers", "show_log", "show_win", "xuong_panel", "show_grade", "show_result", "show_review",
    "history_view", "RESULT_WORDS", "progress_section",
]
