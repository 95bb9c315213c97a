"""Tester (session 23, a real-table player): «Những nước làm bài xa ù hơn» headed a pass worse than advised «Nước 4:
Bạn bốc tam văn.» — the card drawn after it, as if drawing tam văn were the mistake; the mistake was not taking the
offered card. The heading now says the move as the review table's «Bạn» cell does: «Không ăn cửu sách, bốc nọc (tam
văn)»."""
from __future__ import annotations

import pytest

from chan_core.cards import parse_card
from chan_core.game import judge_action
from learning.coach import choice_mark
from tests.app.test_page_choi_thu import click, finish, live, reach, situation, texts
from words import language


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


def _bad_pass(t, a) -> bool:
    return (t.state.phase == "offer" and a.type == "boc" and t.state.offer is not None and not judge_action(t.state, a)
            and choice_mark(t.state, a) is not None)


def test_a_pass_worse_than_advised_is_headed_by_the_card_not_taken_and_the_one_drawn():
    seed, moves, bad = situation(_bad_pass)
    at = reach(seed, moves)
    t = live(at)
    offered = parse_card(t.state.offer["card"]).word
    event = len(t.state.events)
    click(at, t, bad)
    drawn = parse_card(live(at).state.events[event]["card"]).word
    at = finish(at)
    with language("vi"):
        heads = [line for line in texts(at).splitlines() if line.startswith("**Nước ") and "xa ù thêm" in line]
    assert any(f"Không ăn {offered}, bốc nọc ({drawn})" in h for h in heads), heads
    assert not any(f"Bạn bốc {drawn}" in h for h in heads), heads
