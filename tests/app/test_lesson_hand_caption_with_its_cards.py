"""Tester (lesson 4, question 4, at 390 px): «In hand (15 cards)» sat under the four laid-down cửu vạn, below
«chíu (laid down)» — the hand's caption closed one row of hand and melds, and on a phone that row wraps. The hand
and its caption are one picture, the laid-down melds another below it (``ui.lesson_views``); the browser twin is
tests/browser/test_lesson_hand_caption_browser.py."""
from __future__ import annotations

import pytest

from learning.lessons import load_course
from tests.apptest_pages import open_page
from words.i18n import language

LESSON = next(x for x in load_course() if x.id == "mot-luot")
K = next(i for i, c in enumerate(LESSON.checks) if c.scenario.get("melds") and c.scenario["kind"] == "hand")


@pytest.mark.parametrize(("lang", "hand", "laid"), [("vi", "Trên tay (15 lá)", "(đã hạ)"),
                                                    ("en", "In hand (15 cards)", "(laid down)")])
def test_the_hand_caption_is_drawn_with_the_hand_not_under_the_melds(progress_db, lang, hand, laid):
    with language(lang):
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=LESSON.id, step=LESSON.first_check_step() + K + 1)
    bodies = [h.proto.body for h in at.get("html") if "data-card" in h.proto.body]
    with_caption = [b for b in bodies if hand in b]
    assert len(with_caption) == 1, bodies
    assert laid not in with_caption[0] and with_caption[0].count("data-card=") == 15, with_caption
    melds = [b for b in bodies if laid in b]
    assert len(melds) == 1 and melds[0].count("data-card=") == 4 and bodies.index(melds[0]) > bodies.index(
        with_caption[0]), "the laid-down chíu, below the hand"
