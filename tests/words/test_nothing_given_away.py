"""Issue 17 item 3: a question never repeats its own answer.

* A lesson check is about a hand other than the worked example just shown (the example shows
  the engine's whole answer), and its prompt does not send the learner back to the example.
* «Ăn hay không?»: a situation's title names neither a move the learner may choose (chíu, ù,
  dưới, ăn chắn / ăn cạ …) nor a lỗi any move of it commits («Chíu ù», «Đã đánh cả cạ cửu»).
* The red-card question draws no red (tests/app/test_lesson_hints_retry.py), Luyện xướng asks
  «bao nhiêu điểm?» before any payment (tests/app/test_pages_xuong_boc_cai.py).
"""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from words import say

from chan_core.cards import parse_cards
from chan_core.history import DISCARD_EVENTS, parse_event, parse_history, replay
from chan_core.legal import discard_moves, legal_moves
from chan_core.loi import fault_info
from chan_core.scenario import load_file
from learning.lessons import load_course

ROOT = Path(__file__).resolve().parents[2]
COURSE = load_course()


def _cards(sc: dict) -> Counter | None:
    """The cards of a scenario's hand (with its melds and winning card), as a multiset."""
    if "hand" not in sc:
        return None
    cards = [k.code for k in parse_cards(sc["hand"])]
    cards += [k.code for m in sc.get("melds") or [] for k in parse_cards(m["cards"])]
    return Counter(cards)


@pytest.mark.parametrize("lesson", COURSE, ids=lambda x: x.id)
def test_checks_use_a_hand_other_than_the_example(lesson):
    ex = lesson.example.scenario
    for c in lesson.checks:
        assert c.scenario != ex, f"{c.id}: the example's own scenario"
        if _cards(ex) is not None and _cards(c.scenario) is not None:
            assert _cards(c.scenario) != _cards(ex), f"{c.id}: the example's hand (its answer was just shown)"


@pytest.mark.parametrize("lesson", COURSE, ids=lambda x: x.id)
def test_prompts_do_not_point_back_to_the_example(lesson):
    for c in lesson.checks:
        assert not re.search(r"\b(ví dụ|cùng bài|như trên)\b", c.prompt, re.IGNORECASE), (c.id, c.prompt)


def _situations():
    return [s for p in sorted((ROOT / "lessons/drills/an_hay_khong").glob("*.yaml")) for s in load_file(p)]


MOVE_WORDS = ("chíu", "dưới", "ăn chắn", "ăn cạ", "bỏ chắn", "bỏ cạ", "bỏ ù", "treo tranh", "bạch thủ",
              "cả cạ", "đánh cạ", "trái vỉ", "chuyển chờ", "cấu cạ", "chọn cạ", "đúng", "sai")


@pytest.mark.parametrize("sc", _situations(), ids=lambda s: s["id"])
def test_drill_title_does_not_name_the_answer(sc):
    title = sc.get("title", "").lower()
    assert title, "every situation has a title"
    assert not re.search(r"(?<!\w)ù(?!\w)", title), title  # «Ù», «Chíu ù»: the move itself
    for w in MOVE_WORDS:
        assert w not in title, (title, w)
    state = replay(sc["hand"], parse_history(sc.get("history"), "history"))
    ev = parse_event(sc["action"])
    if ev.event in DISCARD_EVENTS:
        opts = discard_moves(state, ev.event)
    else:
        off = state.offer(ev)
        opts = legal_moves(state, ev.card, off.source, off.by).options
    codes = {f.code for o in opts for f in o.verdict.findings} if hasattr(opts[0].verdict, "findings") else set()
    codes |= {n for o in opts for n in o.verdict.violations}
    for code in codes:
        name = say(fault_info(code)["name"], "vi").lower()
        assert name not in title, (title, name)
    for o in opts:
        if o.ok and ev.event not in DISCARD_EVENTS:
            assert say(o.label, "vi").lower() not in title, (title, o.label)


def test_the_title_rule_catches_the_issue_examples():
    for bad in ("Chíu ù", "Đã đánh cả cạ cửu", "Ù", "Bỏ cạ, ăn chắn"):
        low = bad.lower()
        assert re.search(r"(?<!\w)ù(?!\w)", low) or any(w in low for w in MOVE_WORDS), bad
