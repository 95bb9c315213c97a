"""«Những câu hay sai nhất» on Tiến độ: the accuracy axis runs 0–100% with a tick at 0, 50 and 100%, has no
axis title (on a phone it sat on the 50% tick; each bar's text says «đúng»), and a question never answered
right (0%, a bar of no width) still shows a mark."""
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
