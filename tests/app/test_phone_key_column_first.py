"""Tester (session 20), on a phone (390 px): «Tính điểm»'s table cut off its most important column «Cộng» / «Adds»
(and the waterfall's slanted x labels ran into each other: tests/app/test_score_chart_labels_apart.py); «Lớp học»'s
«Số người sai» / «Learners who got it wrong» was cut the same way. The key column now follows the name (the question's,
after its part)."""
from __future__ import annotations

import pytest

from tests.app.test_class_mode import clock, try_code  # noqa: F401  (clock: a fixture)
from tests.app.test_lop_hoc_missed_topics_and_boc_cai import CODE, WRONG, db  # noqa: F401  (db: a fixture)
from tests.app.test_tinh_diem_xuong import PRESET
from tests.apptest_pages import open_page
from words import language


@pytest.mark.parametrize(("lang", "adds"), [("vi", "Cộng"), ("en", "Adds")])
def test_tinh_diem_puts_adds_after_the_name(progress_db, lang, adds):
    with language(lang):
        at = open_page("app_pages/tinh_diem.py", lang=lang)
        at.selectbox(key="td_preset").set_value(PRESET).run()
    assert not at.exception
    tables = [d.value for d in at.dataframe if adds in d.value.columns]
    assert tables and all(list(t.columns).index(adds) == 1 for t in tables), [list(t.columns) for t in tables]


@pytest.mark.parametrize(("lang", "who"), [("vi", "Số người sai"), ("en", "Learners who got it wrong")])
def test_lop_hoc_missed_questions_show_who_got_it_wrong_after_the_question(db, clock, lang, who):  # noqa: F811
    for drill, item, _topic in WRONG:
        db.record_attempt(drill, item, False)
    with language(lang):
        at = try_code(open_page("app_pages/lop_hoc.py", lang=lang), CODE)
    assert list(at.table[0].value.columns).index(who) == 2, list(at.table[0].value.columns)
