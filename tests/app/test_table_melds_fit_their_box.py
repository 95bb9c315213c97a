"""The practice table: a laid-down meld (a chíu's four cards too) shrinks to fit its seat's box instead of
sticking out of it (tester, 1366 px: four «nhị sách» out of Left's box, four «tứ» out of the green table).
The browser check is ``tests/browser/test_table_melds_fit_browser.py``."""
from __future__ import annotations

import re

from ui.table.pictures import TABLE_CSS, table_html


def rule(selector: str) -> str:
    """The declarations of ``selector``'s rule in the table's CSS (outside the phone block)."""
    m = re.search(rf"(?m)^{re.escape(selector)}\{{([^}}]*)\}}", TABLE_CSS)
    assert m, selector
    return m.group(1)


def test_a_meld_and_its_cards_may_shrink_below_their_drawn_width():
    assert "min-width:0" in rule(".hc-meld") and "max-width:calc(100% - 6px)" in rule(".hc-meld")
    assert "max-width:100%" in rule(".hc-meld-cards")
    cards = rule(".hc-meld-cards img")  # beats the card picture's own inline «flex:none»
    assert "flex:0 1 auto !important" in cards and "min-width:0" in cards


def test_a_chiu_s_four_cards_are_drawn_inside_one_shrinking_meld():
    seat = {"name": "Bên trái", "hand": 15, "mat": [("chíu", ["2S"] * 4)], "cua": []}
    out = table_html({"players": 4, "seats": [seat] * 4, "noc": 20})
    melds = re.findall(r'<div class="hc-meld-cards">(.*?)</div>', out)
    assert len(melds) == 4 and all(m.count("<img ") == 4 for m in melds)
    assert 'style="display:block;flex:none;' in melds[0]  # why the CSS rule needs !important
