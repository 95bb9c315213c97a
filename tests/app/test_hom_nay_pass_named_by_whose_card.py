"""Tester (session 19, a real-table player), «Hôm nay»: «Bạn vừa bốc quân thất văn từ nọc» offered «Bỏ qua, không
lấy», where the table and «Ăn hay không?» say «Dưới (không ăn)» for one's own draw and «Bốc nọc (không ăn)» for the
cửa trên's card. Now «Hôm nay» names a pass the same way, from the puzzle's offer. Session 20: a pass on another
player's card when the question is an ù is «Bỏ qua (không ù)» (no chíu is possible there)."""
from __future__ import annotations

import pytest

from learning.daily.puzzles import load
from ui.daily_views import choice_label
from words import language

WANT = {"vi": {"self": "Dưới (không ăn)", "tren": "Bốc nọc (không ăn)", "khac": "Bỏ qua (không chíu)",
               "khac_u": "Bỏ qua (không ù)"},
        "en": {"self": "Dưới (pass, do not ăn)", "tren": "Draw from the nọc (do not ăn)", "khac": "Pass (do not chíu)",
               "khac_u": "Pass (do not ù)"}}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_pass_is_named_by_whose_card_it_is(lang):
    ps = load()
    seen = set()
    for p in ps.values() if isinstance(ps, dict) else ps:
        for c in p.choices:
            if c.get("type") == "bo":
                o = p.offer
                by = "self" if o.drawn_by == "self" else "tren" if o.who == "tren" else "khac"
                by += "_u" if by == "khac" and any(x["type"] == "u" for x in p.choices) else ""
                seen.add(by)
                with language(lang):
                    assert choice_label(p, c) == WANT[lang][by], (p.id, o)
    assert seen == {"self", "tren", "khac", "khac_u"}
