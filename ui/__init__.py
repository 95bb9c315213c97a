"""The shared UI helpers of Học Chắn (Streamlit side only): card pictures, inputs, feedback, the page
wrapper, who is learning, the practice table …; every public name is re-exported here (``ui.name``)."""
from ui.cards import *  # noqa: F401,F403
from ui.feedback import *  # noqa: F401,F403
from ui.page import *  # noqa: F401,F403
from ui.page_kit import SCORE_COLUMNS, score_column, score_table, score_waterfall  # noqa: F401
from ui.inputs import *  # noqa: F401,F403
from ui.learner import *  # noqa: F401,F403  (installs the store's learner resolver)
from ui.teacher import *  # noqa: F401,F403
from ui.xuong_builder import *  # noqa: F401,F403
from ui.table import *  # noqa: F401,F403
from ui.seats import *  # noqa: F401,F403
from ui.mau_binh_cards import *  # noqa: F401,F403
from ui.i18n import *  # noqa: F401,F403
