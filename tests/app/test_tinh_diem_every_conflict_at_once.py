"""Tester («Tính điểm», Xuông + Tám đỏ + Bạch định + Lèo): one conflict was shown at a time, each ending with a
leftover «(ô: các cước)» / «(box: the cước)» though the box is the one right above, and with «Số lèo» = 2 it said
«… vừa bạch định vừa 1, 2, 3 hoặc 4 lèo» (the rules table's counts). Now every conflict of the chosen cước is
listed in one box, no box tag, each refused pair with the count chosen."""
from __future__ import annotations

import pytest

from apptest_pages import open_page
from words import language

SAID = {"vi": ("Ù xuông là ù không có cước nào", "vừa bạch định vừa 2 lèo", "vừa bạch định vừa tám đỏ"),
        "en": ("Ù xuông is an ù with no cước", "both bạch định and 2 lèo", "both bạch định and tám đỏ")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_every_conflict_of_the_chosen_cuoc_is_shown_at_once_with_the_counts_chosen(lang):
    with language(lang):
        at = open_page("app_pages/tinh_diem.py", lang=lang)
        at.multiselect(key="td_cuoc").set_value(["xuong", "tam_do", "bach_dinh", "leo"]).run()
        at.selectbox(key="td_n_leo").set_value(2).run()
    boxes = [e.value.replace("\\", "") for e in at.error]
    assert len(boxes) == 1, boxes
    assert all(x in boxes[0] for x in SAID[lang]), boxes
    assert "1, 2, 3" not in boxes[0] and "(ô:" not in boxes[0] and "(box:" not in boxes[0], boxes
    assert not at.get("plotly_chart")  # no score of an impossible win
