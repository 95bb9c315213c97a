"""«Gợi ý» at «Chơi thử» (session 24 testers): the caption under the ranking, «Xếp theo: …» / «Ranked by: …», was one
sentence of about 150 words. It is now a short lead line and one point for each measure, in order — distance to ù,
the expected winnings, ties and their order, the chắn band, the numbers and ✗ — every fact it said kept."""
from __future__ import annotations

import re

import pytest

from tests.app.test_coach_chan_split_within_noise import CAPTION
from tests.app.test_page_choi_thu import reach, situation
from words.i18n import language

POINTS = {  # each point's facts, in the caption's order
    "vi": (("số lá còn phải lấy để ù",), ("khả năng ù × số điểm khi ù × số nhà trả", "trừ rủi ro cửa dưới",
           "nhiều lá có ích chưa lộ", "các cước giữ được", "đủ ba quân để chíu", "chưa chắc sẽ ăn", "trừ thêm"),
           ("không quá 0,1 điểm", "làm tròn", "quân què trước", "tách chắn, tách cạ xếp dưới"),
           ("nước tách chắn chỉ xếp trên nước không tách chắn khi", "hơn quá 0,3 điểm", "sai chừng ấy"),
           ("không phạm lỗi mới được đánh số", "«Nên đi» là nước số 1", "cùng số là ngang nhau", "✗", "bỏ ù")),
    "en": (("cards still to take to ù",), ("the chance of ù × the điểm of the ù × the players who pay",
           "the risk that the next player takes the card", "more useful cards not yet seen", "the cước the hand keeps",
           "the other three to chíu it", "not sure to", "costs a little more"),
           ("no more than 0.1 điểm apart", "rounded", "què card comes first", "breaking a chắn or a cạ comes below"),
           ("ranks above one that breaks none only when", "more than 0.3 điểm higher", "off by that much"),
           ("only moves without a lỗi get a number", "«Best move» is number 1", "same number are tied", "✗",
            "bỏ ù")),
}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_ranking_caption_is_a_lead_line_and_short_points(lang):
    seed, moves, _ = situation(lambda t, a: t.state.phase == "danh")
    with language(lang):
        at = reach(seed, moves, **({"lang": "en"} if lang == "en" else {}))
        at.button(key="ct_hint").click().run()
    assert not at.exception
    caption = next(c.value for c in at.caption if CAPTION[lang][0] in c.value)
    lead, *points = caption.split("\n")
    assert len(lead.split()) <= 8 and not lead.startswith("- ")
    assert len(points) == len(POINTS[lang]) and all(p.startswith("- **") for p in points), caption
    for point, facts in zip(points, POINTS[lang]):
        assert all(f in point for f in facts), (point, facts)
        assert all(len(s.split()) <= 40 for s in re.split(r"(?<=[.;])\s", point)), point
    assert all(piece in caption for piece in CAPTION[lang])
