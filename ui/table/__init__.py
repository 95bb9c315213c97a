"""The practice table «Chơi thử»: drawing only (the game is :mod:`chan_core.game`, the coach
:mod:`learning.coach`), one module per concern; the names the pages use are re-exported here and the
modules never import this package. Seed 001 §II–VII, 002, 003 (ù đè)."""
import types as _types

from ui.table.pictures import (  # noqa: F401
    TABLE_CSS, _clean, hand_groups, log_lines, move_numbers, seat_name, seat_word, show_log, table_html, table_view,
)
from ui.table.settings import KEEP  # noqa: F401
from ui.table.links import page_link_safe, share_hand  # noqa: F401
from ui.table.deal import (  # noqa: F401
    finish_hand, load_table, offer_linked_hand, record_doc, session_hand_no, session_note, summary_of,
)
from ui.table.callbacks import BROKEN_HAND, _new_hand, advance_bots, pace, table_controls  # noqa: F401
from ui.table.play import (  # noqa: F401
    decision_panel, keep_in_view, penalty_words, show_hand_of_learner, show_message, show_table, waiting_panel,
)
from ui.table.play import advice_line, show_hint  # noqa: F401
from ui.table.result import show_result, xuong_hand, xuong_panel  # noqa: F401
from ui.table.review import history_view, show_review  # noqa: F401

__all__ = [name for name, value in list(globals().items())
           if not name.startswith("_") and not isinstance(value, _types.ModuleType)]
