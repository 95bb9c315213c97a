"""Learner on a phone (390×844): on «Xác suất» the tallest bar of a chart ran into the top of the plot, and in English
the two-row legend (drawn from 1.12 of the plot's height downwards) lay over it, its label clipped. Every chart of the
page now keeps its legend above the plot (anchored at its bottom edge) and a tenth of head-room over the tallest bar's
error bar, Vietnamese and English (the browser twin: ``tests/browser/test_xac_suat_charts_phone_browser.py``)."""
from __future__ import annotations

import base64
import json
import math

import numpy as np
import pytest

from apptest_pages import open_page
from words import language


def _numbers(values) -> list:
    """A trace's numbers as the chart's JSON carries them (a typed array ``{dtype, bdata}`` or a list)."""
    if isinstance(values, dict):
        return np.frombuffer(base64.b64decode(values["bdata"]), dtype=values["dtype"]).tolist()
    return list(values)


def _top(spec: dict, axis: str) -> float:
    """The highest end of the bars' 95% error bars along ``axis``."""
    return max(v + e for t in spec["data"] for v, e in zip(_numbers(t[axis]), _numbers(t[f"error_{axis}"]["array"]))
               if math.isfinite(v + e))


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_every_chart_has_its_legend_above_and_head_room_over_its_tallest_bar(lang):
    with language(lang):
        at = open_page("app_pages/xac_suat.py", lang=lang)
    specs = [json.loads(c.proto.spec) for c in at.get("plotly_chart")]
    assert len(specs) == 4
    for spec in specs:
        legend, layout = spec["layout"]["legend"], spec["layout"]
        assert legend.get("orientation") == "h" and legend.get("yanchor") == "bottom" and legend.get("y", 0) >= 1, legend
        axis = "x" if spec["data"][0].get("orientation") == "h" else "y"
        low, high = layout[f"{axis}axis"].get("range") or (None, 0)
        assert low == 0 and high >= 1.09 * _top(spec, axis), (axis, high, _top(spec, axis))
