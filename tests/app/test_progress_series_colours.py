"""Tester: on «Tiến độ» the accuracy chart's colours swapped when the learner switched language (its lines were
ordered, and so coloured, by their translated names). Each series now has its colour and legend place by its id
(a drill, a coach mode: ``ui.charts.series_colours``), the same in Vietnamese and English and whatever else is drawn;
the same for «Chơi thử»'s hands by coach mode (on «Tiến độ» and «Lớp học»)."""
from __future__ import annotations

import json

from apptest_pages import open_page
from learning.progress import ProgressStore
from ui.charts import series_colours
from ui.daily_views import drill_name
from ui.progress_sections import mode_bot_chart
from words import language

DRILLS = {"boc_cai": "3 người, quân số 5", "an_hay_khong": "ahk-loi-6", "xep_binh": "ván 12", "doc_quan_bai": "9V"}


def _accuracy_series(lang: str, browser=None) -> tuple[list[tuple[str, str]], object]:
    """(drill id, line colour) of each line of the accuracy chart, in legend order, the page in ``lang`` (opened by
    ``browser``: the same learner), and the page."""
    with language(lang):
        at = open_page("app_pages/tien_do.py", lang=lang, browser=browser)
        ids = {drill_name(d): d for d in DRILLS}
    specs = [json.loads(c.proto.spec) for c in at.get("plotly_chart")]
    spec = next(x for x in specs if x["layout"]["yaxis"].get("range") == [0, 1.05])
    return [(ids[t["name"]], t.get("line", {}).get("color")) for t in spec["data"]], at


def test_accuracy_chart_colours_and_legend_order_are_the_drills_in_both_languages(db):
    s = ProgressStore(db)
    for drill, item in DRILLS.items():
        s.record_attempt(drill, item, drill != "xep_binh")
    vi, at = _accuracy_series("vi")
    en, _at = _accuracy_series("en", browser=at)
    assert vi == en, (vi, en)
    assert sorted(d for d, _c in vi) == sorted(DRILLS) and len({c for _d, c in vi}) == len(DRILLS)


def test_hands_by_coach_mode_keep_each_modes_colour_in_both_languages_and_alone():
    both = {"by_mode_bot": {("kem_cap", "de"): [2, 1], ("thi_that", "de"): [1, 0]}}
    alone = {"by_mode_bot": {("thi_that", "gioi"): [3, 2]}}
    seen = {}
    for lang in ("vi", "en"):
        with language(lang):
            for name, totals in (("both", both), ("alone", alone)):
                seen[lang, name] = [t.marker.color for t in mode_bot_chart(totals).data]
    assert seen["vi", "both"] == seen["en", "both"] and seen["vi", "alone"] == seen["en", "alone"]
    kem_cap, thi_that = seen["vi", "both"]
    assert kem_cap != thi_that and seen["vi", "alone"] == [thi_that]


def test_series_colours_follow_the_known_ids_never_the_names_given():
    known = ["a", "b", "c"]
    assert list(series_colours(["c", "zz", "a"], known)) == ["a", "c", "zz"]
    assert series_colours(["c"], known)["c"] == series_colours(["a", "b", "c"], known)["c"]
    assert len(set(series_colours(known, known).values())) == 3


def test_answers_of_the_old_xuong_drill_id_join_the_xuong_line(db):
    s = ProgressStore(db)
    s.record_attempt("luyen_xuong", "q1", True)  # answers saved under the drill's old id
    s.record_attempt("xuong", "q2", False)
    at = None
    for lang in ("vi", "en"):  # the same browser: the same learner
        with language(lang):
            at = open_page("app_pages/tien_do.py", lang=lang, browser=at)
        specs = [json.loads(c.proto.spec) for c in at.get("plotly_chart")]
        spec = next(x for x in specs if x["layout"]["yaxis"].get("range") == [0, 1.05])
        with language(lang):
            assert [t["name"] for t in spec["data"]] == [drill_name("xuong")]
