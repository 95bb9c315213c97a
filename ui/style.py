"""The app's own CSS, put on every page by :func:`ui.run_page` (issue 15 follow-up: a phone,
390 px wide, in English — longer than Vietnamese — and in Vietnamese).

What it fixes, each as a *kind* of fault rather than one page:

* **nothing is cut off** — Streamlit keeps a page link's label and a checkbox/toggle label on
  one line and cuts the rest («Lesson: Lỗi groups B, C, D: cards let pass, discarde…»,
  «Bạch thủ chi (… ) ea…»): here they wrap onto more lines instead;
* **no sideways scrolling of the whole page** — a markdown table scrolls inside its own box
  (as ``st.dataframe`` and ``st.table`` already do), a long word (a link, a code typed by a
  learner) breaks rather than pushing the page wider, a picture never grows past its column;
* **card names readable** — on a phone a card in a hand (``ui.hand_html``) is at least
  ``ui.cards.PHONE_MIN_CARD_WIDTH`` px wide, so its name is about 11 px or more; the hand still
  wraps onto more lines.

Page-specific layout stays with its page (the practice table: :data:`ui.table.TABLE_CSS`; the
bốc cái drill: :data:`app_pages.boc_cai` ``PHONE_CSS``). Checked in a real browser by
``tests/browser/test_phone_layout.py`` (every page at 390 px in both languages).
"""
from __future__ import annotations

from ui.cards import PHONE_MAX_WIDTH, PHONE_MIN_CARD_WIDTH

__all__ = ["APP_CSS"]

APP_CSS = """<style>
[data-testid="stPageLink-NavLink"]{height:auto;min-height:2rem}
[data-testid="stPageLink-NavLink"] span:has(> [data-testid="stMarkdownContainer"]),
[data-testid="stPageLink-NavLink"] [data-testid="stMarkdownContainer"],
[data-testid="stPageLink-NavLink"] [data-testid="stMarkdownContainer"] p{
  white-space:normal;overflow:visible;text-overflow:clip;height:auto}
[data-testid="stWidgetLabel"] .stMarkdownEllipsis,
[data-testid="stWidgetLabel"] .stMarkdownEllipsis p{white-space:normal;overflow:visible;text-overflow:clip}
[data-testid="stMain"] [data-testid="stMarkdownContainer"] table{display:block;max-width:100%;overflow-x:auto}
[data-testid="stMain"] [data-testid="stMarkdownContainer"] :is(p,li,h1,h2,h3,h4,h5,h6){overflow-wrap:break-word}
[data-testid="stMain"] [data-testid="stMarkdownContainer"] img{max-width:100%;height:auto}
@media (max-width:""" + str(PHONE_MAX_WIDTH) + "px){.hc-hand img[data-card]{min-width:" + str(PHONE_MIN_CARD_WIDTH) + \
    """px;height:auto}}
</style>"""
"""CSS for every page (see the module doc); one ``<style>`` block, no script."""
