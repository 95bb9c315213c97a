"""Tester (session 19, a real-table player), «Hôm nay»: «Bạn vừa bốc quân thất văn từ nọc» offered «Bỏ qua, không
lấy», where the table and «Ăn hay không?» say «Dưới (không ăn)» for one's own draw and «Bốc nọc (không ăn)» for the
cửa trên's card. Now «Hôm nay» names a pass the same way, from the puzzle's offer. Session 20: a pass on another
player's card when the question is an ù is «Bỏ qua (không ù)» (no chíu is possible there). Session 21: so is a pass on
the cửa trên's draw in an ù question (asked before he passes it on: «Bốc nọc» was wrong there), and a question on the
cửa trên's draw he passed on says so as «Chơi thử» does: «… bốc rồi dưới … vào cửa trên của bạn: ăn quân này, hay bốc
nọc?» (it said «vừa bốc quân … từ nọc»)."""
from __future__ import annotations

import pytest

from learning.daily.puzzles import load
from ui.cards import card_words
from ui.daily_views import choice_label, question
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
                u = any(x["type"] == "u" for x in p.choices)
                by = "self" if o.drawn_by == "self" else "khac_u" if u else "tren" if o.who == "tren" else "khac"
                seen.add(by)
                with language(lang):
                    assert choice_label(p, c) == WANT[lang][by], (p.id, o)
    assert seen == {"self", "tren", "khac", "khac_u"}


PASSED = {"vi": ("Cửa trên (người ngồi ngay trước bạn) bốc rồi dưới {card} vào cửa trên của bạn: ăn quân này, hay bốc "
                 "nọc?", "Cửa trên (người ngồi ngay trước bạn) vừa bốc quân {card} từ nọc."),
          "en": ("drew and passed on (dưới) {card} into your *cửa trên*: *ăn* (take) this card, or *bốc nọc*",
                 "has just drawn {card} from the nọc.")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_cua_tren_draw_is_said_passed_on_when_the_learner_may_eat_it(lang):
    ps = load()
    seen = {True: 0, False: 0}
    for p in ps.values() if isinstance(ps, dict) else ps:
        o = p.offer
        if o is None or o.source != "boc" or o.drawn_by != "other" or o.who != "tren" or p.theme == "chiu":
            continue
        eats = p.theme == "an"  # the eat question comes after the dưới; an ù one before it (ù đè order)
        with language(lang):
            said, card = question(p), card_words(o.card)
        passed, drew = (x.format(card=card) for x in PASSED[lang])
        assert (passed in said, drew in said) == (eats, not eats), (p.id, said)
        seen[eats] += 1
    assert min(seen.values()) >= 3, seen
