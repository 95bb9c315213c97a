"""Tester (session 19, a real-table player), «Ăn hay không?»: every offer had a button «Dưới (không ăn)», also for a
card another player discarded — but one says «dưới» only for a card one drew oneself (001 §IV: «không ăn thì hô
"Dưới"»). Now the button is the engine's label for whose card it is, as the move's own description already was:
one's own draw «Dưới (không ăn)», the cửa trên's discard «Bốc nọc (không ăn)», anyone else's «Bỏ qua (không chíu)» —
on the button and in «Xem nước đúng» (test_drill_an_hay_khong.py); the engine's option label, printed by ``eval``,
stays as it was."""
from __future__ import annotations

import pytest

from chan_core.history import DISCARD_EVENTS
from learning import explain
from learning.classroom import ahk_situations
from tests.apptest_pages import open_page
from words import language

WANT = {"vi": {"self": "Dưới (không ăn)", "tren": "Bốc nọc (không ăn)", "khac": "Bỏ qua (không chíu)"},
        "en": {"self": "Dưới (pass, do not ăn)", "tren": "Draw from the nọc (do not ăn)", "khac": "Pass (do not chíu)"}}


def _offers() -> dict[str, str]:
    """One prepared situation id for each «whose card» of an offer."""
    out = {}
    for sc in ahk_situations():
        state, ev = explain.action_of(sc)
        if ev.event not in DISCARD_EVENTS:
            out.setdefault(state.offer(ev).by, sc["id"])
    return out


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_pass_button_says_dưới_only_for_ones_own_draw(progress_db, lang):
    offers = _offers()
    assert set(offers) == {"self", "tren", "khac"}, offers
    for by, sid in offers.items():
        with language(lang):
            at = open_page("app_pages/an_hay_khong.py", lang=lang, th=sid)
            labels = [b.label for b in at.button if b.key and b.key.endswith("opt_bo")]
        assert labels == [WANT[lang][by]], (by, sid, labels)
