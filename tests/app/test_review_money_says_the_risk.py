"""The review's money comparison (tester, session 24): «Counting the cước money too, about 0.4 điểm worse than the
coach's move (…) — … chance of ù 12%; yours 11%» left out the risk that the next player takes the card, most of the
gap, and opened on a dangling «Counting the cước money too,». It now starts with the gap and, when they differ, ends
with both moves' chance of being taken."""
from __future__ import annotations

import pytest

from tests.app.test_review_tick_is_the_hint_s_first import _first_discard
from ui.table.review import _verdict_cell
from words.i18n import language

SAID = {"vi": ("Kém nước máy khuyên chừng 0,2 điểm", "khả năng cửa dưới ăn được quân: nước máy khuyên {0}%, nước của "
               "bạn {1}%", "tính cả tiền cước"),
        "en": ("About 0.2 điểm worse than the coach's move", "the chance that the cửa dưới (the next player) can take the "
               "card: the coach's move {0}%, yours {1}%", "Counting the cước")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_money_gap_says_the_risk_of_both_moves(lang):
    t, item, _ = _first_discard(4, 818611123, "3V")  # chi chi advised; tam vạn, 0,2 điểm less, far easier to take
    best, mine = item["dangers"]
    assert mine > best
    head, risk, never = SAID[lang]
    with language(lang):
        said = _verdict_cell(t, t.timeline[-1], None, item)
    assert said.startswith(head) and said.endswith(risk.format(best, mine)) and never.lower() not in said.lower(), said
