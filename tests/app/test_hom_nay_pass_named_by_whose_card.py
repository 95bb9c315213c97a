"""Tester (session 19, a real-table player), «Hôm nay»: «Bạn vừa bốc quân thất văn từ nọc» offered «Bỏ qua, không
lấy», where the table and «Ăn hay không?» say «Dưới (không ăn)» for one's own draw and «Bốc nọc (không ăn)» for the
cửa trên's card. Now «Hôm nay» names a pass the same way, from the puzzle's offer."""
from __future__ import annotations

import pytest

from learning.daily.puzzles import load
from ui.daily_views import choice_label
from words import language

WANT = {"vi": {"self": "Dưới (không ăn)", "tren": "Bốc nọc (không ăn)", "khac": "Bỏ qua (không chíu)"},
        "en": {"self": "Dưới (pass, do not ăn)", "tren": "Draw from the nọc (do not ăn)", "khac": "Pass (do not chíu)"}}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_pass_is_named_by_whose_card_it_is(lang):
    ps = load()
    seen = set()
    for p in ps.values() if isinstance(ps, dict) else ps:
        for c in p.choices:
            if c.get("type") == "bo":
                o = p.offer
                by = "self" if o.drawn_by == "self" else "tren" if o.who == "tren" else "khac"
                seen.add(by)
                with language(lang):
                    assert choice_label(p, c) == WANT[lang][by], (p.id, o)
    assert seen == {"self", "tren", "khac"}
