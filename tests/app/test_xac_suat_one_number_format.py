"""Tester («Xác suất»): «0,100%» stood next to «0,10%» (small shares kept 2 significant digits, so a share just
under 0,1% had three decimals). Every share on the page — the tables, the examples, the charts' tooltips — now has
two decimals."""
from __future__ import annotations

import json
import re

import pytest

from apptest_pages import open_page
from words import language

SHARE = {"vi": re.compile(r"(?<![\d.,])\d+(?:,\d+)?%"), "en": re.compile(r"(?<![\d.,])\d+(?:\.\d+)?%")}
TWO = {"vi": re.compile(r"^\d+,\d\d%$"), "en": re.compile(r"^\d+\.\d\d%$")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_every_share_on_the_page_has_two_decimals(lang):
    with language(lang):
        at = open_page("app_pages/xac_suat.py", lang=lang)
    cells = [str(v) for d in at.dataframe for col in d.value.columns for v in d.value[col]]
    texts = cells + [m.value for m in at.markdown if "%" in m.value]
    shares = [s for t in texts for s in SHARE[lang].findall(t) if s != "95%"]
    assert len(shares) > 40, shares
    assert all(TWO[lang].match(s) for s in shares), sorted({s for s in shares if not TWO[lang].match(s)})
    hovers = [t["hovertemplate"] for c in at.get("plotly_chart") for t in json.loads(c.proto.spec)["data"]]
    fields = [f for h in hovers for f in re.findall(r"%\{([^}]+)\}", h) if f.startswith(("x", "y", "customdata[2]",
                                                                                          "customdata[3]"))]
    assert fields and all(f.endswith(":.2f") or f in ("x", "y") for f in fields), fields
