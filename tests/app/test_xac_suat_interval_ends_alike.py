"""Tester (session 20), «Xác suất»: «95% confidence interval: 0.10% – 0.10%» when both ends round alike. Such an
interval now reads «≈ 0,10%» (about that value); every other interval keeps its two different ends."""
from __future__ import annotations

import re

import pytest

from apptest_pages import open_page
from words import language

ENDS = {"vi": re.compile(r"(\d+,\d\d%) – (\d+,\d\d%)"), "en": re.compile(r"(\d+\.\d\d%) – (\d+\.\d\d%)")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_an_interval_whose_ends_round_alike_is_said_as_about_that_value(lang):
    with language(lang):
        at = open_page("app_pages/xac_suat.py", lang=lang)
    col = "Khoảng tin cậy 95%" if lang == "vi" else "95% confidence interval"
    cells = [str(v) for d in at.dataframe if col in d.value.columns for v in d.value[col]]
    texts = cells + [m.value for m in at.markdown]
    assert any(c.startswith("≈ ") for c in cells), cells
    alike = [m.group(0) for t in texts for m in ENDS[lang].finditer(t) if m.group(1) == m.group(2)]
    assert not alike, alike
