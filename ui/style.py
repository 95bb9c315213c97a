"""The app's own CSS, put on every page by :func:`ui.run_page`: labels wrap instead of being cut, the
page never scrolls sideways, a phone's hand cards are at least ``PHONE_MIN_CARD_WIDTH`` px wide
(checked by ``tests/browser/test_phone_layout.py``)."""
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
