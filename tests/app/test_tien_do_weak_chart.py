"""«Những câu hay sai nhất» on Tiến độ: the accuracy axis runs 0–100% with a tick at 0, 50 and 100%, has no
axis title (on a phone it sat on the 50% tick; each bar's text says «đúng»), and a question never answered
right (0%, a bar of no width) still shows a mark. «Độ chính xác theo thời gian»: its legend is in rows above the
plot, not a column beside it."""
from __future__ import annotations

import json

import pytest

from apptest_pages import open_page
from learning.progress import ProgressStore
from words import language


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_weak_chart_axis_and_zero_mark(db, lang):
    s = ProgressStore(db)
    for ok in (False, False, False):
        s.record_attempt("boc_cai", "3 người, quân số 5", ok)  # 0%
    for ok in (False, True):
        s.record_attempt("boc_cai", "4 người, quân số 6", ok)  # 50%
    with language(lang):
        at = open_page("app_pages/tien_do.py", lang=lang)
    spec = next(json.loads(c.proto.spec) for c in at.get("plotly_chart") if '"cliponaxis":false' in c.proto.spec)
    x = spec["layout"]["xaxis"]
    assert x["range"] == [0, 1] and x["tickvals"] == [0, 0.5, 1] and x["tickformat"] == ".0%"
    assert not (x.get("title") or {}).get("text")
    bar, *marks = spec["data"]
    assert bar["type"] == "bar" and len(bar["y"]) == 2
    zero = bar["y"][bar["text"].index(next(t for t in bar["text"] if t.startswith("0%")))]
    assert [m["y"] for m in marks if m["type"] == "scatter"] == [[zero]]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_weak_item_labels_are_written_above_their_bars_and_fit_a_phone(db, lang):
    """A long «Ăn hay không?» label was cut beside its bar on a phone and read «…hay không?: …»: it is now written
    above its bar, wrapped (at most two lines of 40 characters), the full label kept as the bar's category (hover)."""
    from ui.daily_views import drill_name

    s = ProgressStore(db)
    s.record_attempt("an_hay_khong", "ahk-loi-6", False)
    with language(lang):
        at = open_page("app_pages/tien_do.py", lang=lang)
        name = drill_name("an_hay_khong")
    spec = next(json.loads(c.proto.spec) for c in at.get("plotly_chart") if '"cliponaxis":false' in c.proto.spec)
    label = spec["data"][0]["customdata"][0][1]  # the bar's hover: its category is its place (two may read alike)
    assert label.startswith(f"{name} — ") and "?:" not in label, label
    assert spec["layout"]["yaxis"]["showticklabels"] is False
    shown = [a["text"] for a in spec["layout"]["annotations"]]
    assert len(shown) == 1 and all(len(line) <= 40 for line in shown[0].split("<br>")), shown
    assert shown[0].replace("<br>", " ").rstrip(" …") in label


@pytest.mark.parametrize("lang, title", [("vi", "Phần luyện"), ("en", "Practice")])
def test_accuracy_chart_legend_is_in_rows_above_the_plot(db, lang, title):
    """Tester: at 390 px the accuracy chart's legend (one line per drill, at the right) took half the width: it is
    horizontal, above the plot, the plot the whole width; every date on the x axis is drawn, none hidden at the edge."""
    s = ProgressStore(db)
    for drill, item in (("boc_cai", "3 người, quân số 5"), ("an_hay_khong", "ahk-loi-6"), ("xep_binh", "ván 12")):
        s.record_attempt(drill, item, False)
    with language(lang):
        at = open_page("app_pages/tien_do.py", lang=lang)
    specs = [json.loads(c.proto.spec) for c in at.get("plotly_chart")]
    spec = next(x for x in specs if x["layout"].get("legend", {}).get("title", {}).get("text") == title)
    assert len(spec["data"]) == 3
    legend = spec["layout"]["legend"]
    assert (legend["orientation"], legend["yanchor"], legend["y"], legend["x"]) == ("h", "bottom", 1, 0), legend
    assert spec["layout"]["xaxis"]["ticklabeloverflow"] == "allow"


@pytest.mark.parametrize("lang, said", [("vi", "Các câu trả lời ở bài học và luyện tập: 1 · ở «Hôm nay»: 2"),
                                        ("en", "Answers in lessons and drills: 1 · in «Today»: 2")])
def test_answer_count_includes_todays_answers(db, monkeypatch, lang, said):
    """«Số lần trả lời» and «Tỉ lệ đúng» count the «Hôm nay» answers too, and say what they count."""
    from learning.daily import clock, today

    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    monkeypatch.setenv(clock.TODAY_ENV, "2026-12-07")
    s = ProgressStore(db)
    s.record_attempt("boc_cai", "3 người, quân số 5", False)
    tz = clock.zone(None)
    now = clock.now(tz)
    sess = today.session(s, now, tz)
    assert today.answer(s, sess, 0, True, now) and today.answer(s, sess, 1, True, now)
    with language(lang):
        at = open_page("app_pages/tien_do.py", lang=lang)
    assert [m.value for m in at.metric][1:3] == ["3", "67%"]
    assert said in [c.value for c in at.caption]
