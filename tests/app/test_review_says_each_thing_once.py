"""The end of a hand at «Chơi thử» (tester, session 24): after the learner's own win the table said «Ván đã kết thúc:
có người ù» / «someone won (ù)» — it now names the seat that won («Bạn ù» / «You won»); a lỗi's lesson was linked once
per lỗi, so two lỗi of group A listed «Bài học: Lỗi nhóm A …» twice — a lesson is now linked once. (A move Kèm cặp
held back said «dừng» twice: tests/app/test_page_choi_thu_stops_and_errors.py.)"""
from __future__ import annotations

import dataclasses

import pytest
from streamlit.testing.v1 import AppTest

from learning.coach import Table
from ui.table.pictures import table_view
from words.i18n import language

WON = {"vi": ("Ván đã kết thúc. {who} ù.", ("Bạn", "Bên phải")), "en": ("The hand is over. {who} won (ù).",
                                                                        ("You", "Right"))}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_end_of_a_hand_names_the_seat_that_won(lang):
    state = Table.deal(4, 1).state
    note, who = WON[lang]
    with language(lang):
        for seat, name in enumerate(who):
            view = table_view(dataclasses.replace(state, phase="end", result="u", winner=seat))
            assert view["note"] == note.format(who=name), view["note"]


def _two_loi_of_one_group() -> None:
    from ui.table.play import _fault_lines
    _fault_lines([{"code": 1, "detail": "a", "seat": 0}, {"code": 2, "detail": "b", "seat": 0},
                  {"code": 11, "detail": "c", "seat": 0}])


def test_two_loi_of_one_group_link_their_lesson_once():
    at = AppTest.from_function(_two_loi_of_one_group, default_timeout=30).run()
    assert not at.exception, [e.value for e in at.exception]
    labels = [c.value for c in at.caption]  # run alone (no router) a page link is its label in a caption
    lessons = [x for x in labels if x.startswith("Bài học:")]
    assert len([x for x in labels if x.startswith("Lỗi ")]) == 3, labels  # each lỗi's own page still linked
    assert len(lessons) == len(set(lessons)) == 2, labels  # group A once, group C once
