"""Tester (session 15), «Hôm nay»: an ăn cạ that keeps the distance but leaves more useful cards than passing is
said plainly («có nhiều lá … hơn: 25 lá, so với 23 lá nếu bỏ qua»), and when that eat is a lỗi (1 «Ăn treo
tranh»: a chắn was there to make) the lỗi is said first and the answer before it: a lỗi is never the better move."""
from __future__ import annotations

import pytest

from learning.daily import puzzles
from ui import daily_views as views
from words import language

PUZZLE = "an-2068-4"  # 2V offered; 2V in hand (ăn chắn, the answer) and 2N, 2S (ăn cạ: lỗi 1)


@pytest.mark.parametrize("lang,loi,answer,pick", [
    ("vi", "Nước này phạm lỗi 1 «Ăn treo tranh»", "Ăn chắn nhị vạn, rồi đánh thất vạn",
     "Ăn cạ nhị vạn bằng nhị sách, rồi đánh cửu vạn: vẫn cách ù 2 lá nhưng có nhiều lá chưa lộ giúp bài gần ù thêm "
     "một lá hơn: 25 lá, so với 23 lá nếu bỏ qua."),
    ("en", "This move commits lỗi 1 «Ăn treo tranh»", "Take nhị vạn (2 of vạn) as a chắn, then discard thất vạn",
     "Take nhị vạn (2 of vạn) as a cạ with nhị sách (2 of sách), then discard cửu vạn (9 of vạn): still 2 cards from "
     "ù, but more cards you have not seen would bring it one card closer to ù: 25, against 23 if you pass."),
])
def test_an_eat_that_is_a_loi_is_said_as_one_before_its_distance(lang, loi, answer, pick):
    p = puzzles.by_id(PUZZLE)
    mine = next(i for i, c in enumerate(p.choices) if c.get("with") == "2S")
    with language(lang):
        lines = views.why_lines(p, mine)
    assert lines[0].startswith(loi) and lines[-1] == pick, lines
    assert [i for i, x in enumerate(lines) if x.startswith(answer)] == [len(lines) - 2], lines


def test_no_stored_puzzle_answers_with_a_loi_or_ranks_one_above_its_answer():
    """The data: every stored position puzzle's answer is clean, and each choice that is a lỗi is further from ù."""
    for p in puzzles.load():
        if p.offer is None or p.hand is None:
            continue
        assert not views.choice_faults(p, p.answer), p.id
        assert all(p.values[i] > p.values[p.answer] for i in range(len(p.choices))
                   if i != p.answer and views.choice_faults(p, i)), p.id
