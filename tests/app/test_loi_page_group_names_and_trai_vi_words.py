"""Tester (session 18, English newcomer) on «Các lỗi»: the Group column showed «0» for trái vỉ, a number no group
is called by; and lỗi 0's English rule said to take the card «into your lap». The column now names each group
(«A · Restrictions from the cards in your hand», trái vỉ's own group by its name); the rule says what a player
does: lay the taken card in front of you (the Vietnamese «đặt vào lòng»), then your own card on top."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page
from words.i18n import language

HEAD = {"vi": ("Nhóm", "Luật"), "en": ("Group", "Rules")}
GROUPS = {"vi": ("Trái vỉ", "A · Ràng buộc với bài trên tay", "D · Ràng buộc với những quân đã ăn"),
          "en": ("Trái vỉ (putting the taken card on top of your own)", "A · Restrictions from the cards in your hand",
                 "D · Restrictions from cards you have taken")}
RULE0 = {"vi": "lấy quân ăn được dưới chiếu đặt vào lòng rồi lấy quân trên tay đặt lên trên",
         "en": "pick up the card you are taking from the mat and lay it in front of you, then put your own card"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_group_column_names_each_group_and_trai_vi_is_laid_in_front_of_you(lang):
    with language(lang):
        at = open_page("app_pages/loi.py", lang=lang)
    df = at.table[0].value
    df = getattr(df, "data", df)  # a Styler keeps its frame in .data
    group, rule = (list(df[h]) for h in HEAD[lang])
    assert (group[0], group[1], group[17]) == GROUPS[lang], group
    assert RULE0[lang] in rule[0] and "lap" not in rule[0], rule[0]
