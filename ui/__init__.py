"""The shared UI helper package of Học Chắn (Streamlit side only).

Everything a page needs to show cards and rules the same way on every page:

* card pictures drawn as SVG in code (:func:`card_svg`, :func:`card_img`), a hand as a row of
  cards with optional groups and captions (:func:`hand_html`,
  :func:`show_hand`, :func:`layout_groups`);
* a card picker widget (:func:`card_picker`) that keeps what the user typed;
* the sidebar variant selector (:func:`variant_selector`,
  :func:`current_variant`, :func:`variant_label`);
* errors and sources (:func:`show_error`, :func:`source_text`,
  :func:`source_short`, :func:`source_badge`), accent-insensitive search
  (:func:`fold`, :func:`search_match`, :func:`search_box`), any SVG as an
  image (:func:`svg_img`) and the page wrapper used by the router
  (:func:`run_page`);
* who is learning (issue 14): :func:`learner_sidebar` («Bạn là ai?» profiles, or ``st.login``),
  per-learner drill counters (:func:`learner_counters`), :func:`learner_data_panel` (export, delete),
  :func:`teacher_gate` (class mode);
* progress-store faults (issue 11): :func:`progress_warning` at the top of every
  page that reads or saves progress, :func:`save_notice` beside an answer that was not saved;
* user text (typed, or carried by a link) shown literally, never as markdown (issue 11):
  :func:`literal`, :func:`plain_text`, :func:`literal_message` (:func:`show_error` escapes its
  whole message); whole numbers from links (:func:`query_int`, :func:`int_or_none`) and
  from answer boxes (:func:`number_box`, :func:`read_whole_number`).

``st.html`` sanitises with DOMPurify's HTML profile, which strips inline
``<svg>``; pictures are therefore embedded as ``<img src="data:image/svg+xml…">``.

Card facts (names, Chinese characters, red/black) come from
``rules/deck.yaml`` through :mod:`chan_core.cards` (seed 001 §I, §V.13).
Modules by concern: :mod:`ui.cards` (pictures), :mod:`ui.inputs` (widgets),
:mod:`ui.mau_binh_cards` (Mậu binh: the 52-card deck drawn as SVG, the three chi, the chi chooser),
:mod:`ui.feedback` (user text shown literally, errors, sources), :mod:`ui.page` (the page wrapper,
guarded callbacks), :mod:`ui.scores` (score breakdowns), :mod:`ui.store_notices` (progress-store
faults), :mod:`ui.learner` (who is learning), :mod:`ui.teacher` (class mode: the teacher check,
the class-code box), :mod:`ui.lesson_views` (what a lesson draws: scenarios, table pictures, the
replayed hand; imported by the lesson page itself), :mod:`ui.table` (the practice table).
Everything public is re-exported here, so pages keep calling ``ui.name``.
"""
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
