"""Tester (session 20, a real-table player): after «Xem nước đúng» on the cửa trên's card, «Các nước không phạm
lỗi: Bốc nọc (không ăn).» was followed by «"Dưới (không ăn)" không phạm lỗi 8…» — the why line named the pass as the
engine's label. Both now name it by whose card it is (:func:`learning.explain.move_said`), in both languages."""
from __future__ import annotations

import pytest

from chan_core.history import parse_event, parse_history, replay
from learning import explain
from tests.engine.test_why_not import drill_situations, options_of
from words.i18n import language

NAMES = {"vi": ("«Bốc nọc (không ăn)»", "«Dưới (không ăn)»"), "en": ("«Draw from the nọc (do not ăn)»", "«Dưới (pass")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_why_lines_name_a_pass_on_the_cua_tren_card_as_its_button(lang):
    named = 0
    for sc in drill_situations():
        state = replay(sc["hand"], parse_history(sc.get("history")))
        opts = options_of(state, parse_event(sc["action"]))
        tren_pass = [o for o in opts if o.ok and o.key == "bo" and o.event.by == "tren"]
        wrong = next((o for o in opts if o.verdict.violations), None)
        if not tren_pass or wrong is None:
            continue
        with language(lang):
            lines = explain.right_moves(state, wrong.event.as_dict(), opts, wrong.verdict.violations)
        text = " ".join(lines)
        assert NAMES[lang][1] not in text, (sc["id"], text)
        named += NAMES[lang][0] in text
    assert named >= 1
