"""Tester (session 20), on a phone (390 px): «Tính điểm»'s table cut off its most important column «Cộng» / «Adds»
and the waterfall's slanted x labels ran into each other; «Lớp học»'s «Số người sai» / «Learners who got it wrong»
was cut the same way. The key column now follows the name (the question's, after its part); the chart's labels are level, wrapped on short lines."""
from __future__ import annotations

import json

import pytest

from tests.app.test_class_mode import clock, try_code  # noqa: F401  (clock: a fixture)
from tests.app.test_lop_hoc_missed_topics_and_boc_cai import CODE, WRONG, db  # noqa: F401  (db: a fixture)
from tests.app.test_tinh_diem_xuong import PRESET
from tests.apptest_pages import open_page
from words import language


@pytest.mark.parametrize(("lang", "adds"), [("vi", "Cộng"), ("en", "Adds")])
def test_tinh_diem_puts_adds_after_the_name_and_its_chart_labels_level(progress_db, lang, adds):
    with language(lang):
        at = open_page("app_pages/tinh_diem.py", lang=lang)
        at.selectbox(key="td_preset").set_value(PRESET).run()
    assert not at.exception
    tables = [d.value for d in at.dataframe if adds in d.value.columns]
    assert tables and all(list(t.columns).index(adds) == 1 for t in tables), [list(t.columns) for t in tables]
    charts = [json.loads(c.proto.spec) for c in at.get("plotly_chart")]
    falls = [c for c in charts if c["data"][0]["type"] == "waterfall"]
    assert falls and all(c["layout"]["xaxis"]["tickangle"] == 0 for c in falls)
    lines = [part for c in falls for x in c["data"][0]["x"] for part in x.split("<br>")]
    assert max(map(len, lines)) <= 10 and any("<br>" in x for c in falls for x in c["data"][0]["x"]), lines


@pytest.mark.parametrize(("lang", "who"), [("vi", "Số người sai"), ("en", "Learners who got it wrong")])
def test_lop_hoc_missed_questions_show_who_got_it_wrong_after_the_question(db, clock, lang, who):  # noqa: F811
    for drill, item, _topic in WRONG:
        db.record_attempt(drill, item, False)
    with language(lang):
        at = try_code(open_page("app_pages/lop_hoc.py", lang=lang), CODE)
    assert list(at.table[0].value.columns).index(who) == 2, list(at.table[0].value.columns)
