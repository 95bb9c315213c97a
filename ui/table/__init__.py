"""The practice table «Chơi thử»: drawing only (the game is :mod:`chan_core.game`, the coach
:mod:`learning.coach`), one module per concern; every name is re-exported here and the modules
never import this package. Seed 001 §II–VII, 002, 003 (ù đè)."""
import types as _types

from ui.table.pictures import (  # noqa: F401
    END_NOTES, OFFER_WORDS, TABLE_CSS, _clean, card_back_img, hand_groups, offer_text,
    seat_name, seat_word, table_html, table_view,
)
from ui.table.settings import DELAYS, K, KEEP, META_KEYS, SPEEDS, XK, options_inputs, save_table  # noqa: F401
from ui.table.links import (  # noqa: F401
    LOI_LESSONS, HandLink, hand_link_params, hand_link_url, lesson_link, loi_link, page_link_safe, read_hand_link,
    share_hand,
)
from ui.table.deal import finish_hand, hint_count, new_session, record_doc, session_note, summary_of  # noqa: F401
from ui.table.deal import deal_new, load_table, offer_linked_hand  # noqa: F401
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

__all__ = [name for name, value in list(globals().items())
           if not name.startswith("_") and not isinstance(value, _types.ModuleType)]
