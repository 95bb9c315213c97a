"""The shared UI helpers of Học Chắn (Streamlit side only): card pictures, inputs, feedback, the page
wrapper, who is learning, the practice table …; every public name is re-exported here (``ui.name``)."""
from ui.cards import *  # noqa: F401,F403
from ui.cards import (  # noqa: F401
    CARD_RATIO, CARD_WIDTH, CJK_FONT_STACK, EDGE, FONT_STACK, GROUP_LABELS, HIGHLIGHT, INK_BLACK,
    INK_RED, PAPER,
)
from ui.feedback import *  # noqa: F401,F403
from ui.feedback import FIELD_WORDS, GENERIC_ERROR  # noqa: F401
from ui.page import *  # noqa: F401,F403  (run_page, guard_callback)
from ui.scores import *  # noqa: F401,F403  (score_table, score_waterfall)
from ui.store_notices import *  # noqa: F401,F403  (progress_warning, save_notice)
from ui.inputs import *  # noqa: F401,F403
from ui.inputs import DEFAULT_VARIANT, VARIANT_PARAM  # noqa: F401
from ui.learner import *  # noqa: F401,F403  (issue 14: who is learning; installs the store's learner resolver)
from ui.teacher import *  # noqa: F401,F403  (class mode: is_teacher, teacher_gate)
from ui.xuong_builder import *  # noqa: F401,F403
from ui.table import *  # noqa: F401,F403
from ui.seats import *  # noqa: F401,F403  (issue 17: the table seen from above — bốc cái, one turn)
from ui.mau_binh_cards import *  # noqa: F401,F403
from ui.i18n import *  # noqa: F401,F403  (issue 15: language switch, _(), game terms in English text)
