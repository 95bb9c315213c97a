"""«Chơi thử» (real-table tester, session 20): with three ngũ sách in hand, «Bài của bạn» put the third among the
«què» and «Hình bài sau mỗi quân» counted it as a què, while the hint's ranking calls it the third of a bộ ba, kept to
chíu the fourth. Both now show it as the coach says it: beside its chắn as a chíu chance («hết chíu» once the fourth is
face up), and no què.

``?van=119457195&nguoi=3`` (tests/app/test_coach_third_of_three_kept_for_chiu.py): the learner's first đánh."""
from __future__ import annotations

import pytest

from apptest_pages import open_page
from learning.coach import LEARNER, Table
from ui.table import hand_groups
from ui.table.pictures import face_up
from words.i18n import language
from tests.app.test_page_choi_thu import html, live, texts

CAPTION = {"vi": ("bộ ba, chờ chíu", "bộ ba, hết chíu"), "en": ("three alike, chíu chance", "three alike, no chíu left")}
SHAPE = {"vi": "**Đánh tứ vạn**: còn 5 chắn, 2 cạ, 0 ba đầu, 4 què, ngũ sách (bộ ba, chờ chíu)",  # 5 què before
         "en": "**: leaves 5 chắn, 2 cạ, 0 ba đầu, 4 què, ngũ sách [5 of sách] (three alike, chíu chance)"}


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


def test_the_third_of_three_lies_with_its_chan_as_a_chiu_chance_not_among_the_que():
    t = Table.deal(3, 119457195)
    t.run_bots()
    hand = list(t.state.hands[LEARNER])
    assert hand.count("5S") == 3 and "5S" not in face_up(t.state)
    for lang, (chance, gone) in CAPTION.items():
        with language(lang):
            groups = dict((cap, cs) for cap, cs in hand_groups(hand, face_up(t.state)))
            assert groups[chance] == ["5S"] * 3 and "5S" not in groups.get("què", []), groups
            assert dict(hand_groups(hand, ["5S"]))[gone] == ["5S"] * 3  # the fourth face up: no chíu left
    assert sorted(c for _cap, cs in hand_groups(hand) for c in cs) == sorted(hand)  # every card once


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_hand_and_the_hints_shapes_say_the_third_is_kept_for_a_chiu(lang):
    with language(lang):  # AppTest formats widget options in the test's thread
        _hand_and_shapes(lang)


def _hand_and_shapes(lang):
    at = open_page("app_pages/choi_thu.py", van=119457195, nguoi=3, toc="ngay", lang=lang)
    assert live(at).state.phase == "danh" and live(at).state.hands[LEARNER].count("5S") == 3
    assert CAPTION[lang][0] in html(at)
    at.button(key="ct_hint").click().run()
    assert SHAPE[lang] in texts(at), texts(at)  # the shape after discarding tứ vạn, the hint's first line
