"""Tester at 390 px: plotly's toolbar icons sat on the first label of «Những câu hay sai nhất» and on the lesson
chart's legend title — every chart is drawn without it (``ui.charts.show``); the missed «Hôm nay» puzzles read
«Ăn or not #1016», «Which card to discard (đánh) #1162» — a learner names them by the card offered (or won with)
and the answer, no number; «Cước»'s chart gave the names half the width — each name is written above its bars."""
from __future__ import annotations

import json
from datetime import datetime, timezone

import pytest

from apptest_pages import open_page
from learning.daily import today
from learning.progress import ProgressStore
from words import language

PUZZLES = ("an-2119-12", "danh-2133-5")  # the tester's #1016 and #1162
SAID = {"vi": ("Hôm nay — Ăn hay không: quân bát sách (đáp án: Ăn cạ bát sách", "Hôm nay — Đánh quân nào (đáp án: Đánh "),
        "en": ("Today — Ăn or not: bát sách", "Today — Which card to discard (đánh) (answer: Discard ")}


def _missed(db) -> None:
    s = ProgressStore(db)
    sess = {"day": "2026-12-07", "items": [{"kind": "puzzle", "id": pid} for pid in PUZZLES], "answers": {},
            "done": False, "due": 0}
    at = datetime(2026, 12, 7, 5, tzinfo=timezone.utc)
    assert all(today.answer(s, sess, i, False, at) for i in range(len(PUZZLES)))
    assert s.record_attempt("boc_cai", "3 người, quân số 5", False)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_progress_charts_have_no_toolbar_and_missed_puzzles_are_named_without_a_number(db, lang):
    _missed(db)
    with language(lang):
        at = open_page("app_pages/tien_do.py", lang=lang)
    charts = at.get("plotly_chart")
    assert len(charts) >= 4 and all(json.loads(c.proto.config).get("displayModeBar") is False for c in charts)
    weak = next(json.loads(c.proto.spec) for c in charts if '"cliponaxis":false' in c.proto.spec)
    labels = [d[1] for d in weak["data"][0]["customdata"]]
    assert all(any(x.startswith(s) for x in labels) for s in SAID[lang]), labels
    assert not any("#" in x for x in labels), labels
    shown = [a["text"].replace("<br>", " ") for a in weak["layout"]["annotations"]]
    assert len(shown) == len(labels) == len(set(weak["data"][0]["y"])), (shown, weak["data"][0]["y"])


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_cuoc_chart_writes_each_name_above_its_bars_and_has_no_toolbar(lang):
    with language(lang):
        at = open_page("app_pages/cuoc.py", lang=lang)
    charts = at.get("plotly_chart")
    assert charts and all(json.loads(c.proto.config).get("displayModeBar") is False for c in charts)
    spec = json.loads(charts[0].proto.spec)
    names = spec["layout"]["yaxis"]["categoryarray"][::-1]
    assert spec["layout"]["yaxis"]["showticklabels"] is False and len(names) > 20
    assert [a["text"] for a in spec["layout"]["annotations"]] == names
    assert spec["layout"]["height"] >= 50 * len(names)  # room for two bars and their numbers under each name


@pytest.mark.parametrize("page", ["app_pages/tinh_diem.py", "app_pages/xac_suat.py"])
def test_other_charts_have_no_toolbar(page):
    at = open_page(page)
    if page == "app_pages/tinh_diem.py":
        at.multiselect(key="td_cuoc").set_value(["leo"]).run()
    charts = at.get("plotly_chart")
    assert charts and all(json.loads(c.proto.config).get("displayModeBar") is False for c in charts)
