"""Tester (session 19): «Xác suất» › «Khi máy tự chơi» shows the same «Ván hòa» under both rules and did not say why.
Both rules play the same deals (hand i from seed S + i) and differ only in how a win is scored, so a hòa — no one
wins — and the number of turns are the same: the caption under the table says so, in Vietnamese and English."""
from __future__ import annotations

import pytest

from learning import selfplay_stats as sps
from tests.apptest_pages import open_page
from words.i18n import language

WHY = {"vi": "«Ván hòa» và «Số lượt» như nhau ở hai luật: ở cả hai luật máy chơi cùng những ván chia ấy",
       "en": "«Drawn deals (hòa)» and «Turns» are the same under both rules: under both the computer plays the same deals"}
TABLE_NOTE = {"vi": "Trong ngoặc: khoảng tin cậy 95%.", "en": "In brackets: the 95% confidence interval."}


def test_the_shipped_hoa_and_turns_are_the_same_under_both_rules():
    """What the caption says is what the shipped table holds."""
    rows = [r for r in sps.read() if (r["kind"], r["metric"]) in (("event", "hoa"), ("mean", "luot"))]
    for bots in {r["bots"] for r in rows}:
        mine = [r for r in rows if r["bots"] == bots]
        assert len({r["variant"] for r in mine}) == 2, mine
        for metric in ("hoa", "luot"):
            assert len({(r["count"], r["n"], r["estimate"]) for r in mine if r["metric"] == metric}) == 1, (bots, metric)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_play_table_says_why_hoa_is_the_same_under_both_rules(lang):
    with language(lang):
        at = open_page("app_pages/xac_suat.py", lang=lang)
    assert not at.exception
    (note,) = [c.value for c in at.caption if c.value.startswith(TABLE_NOTE[lang])]  # the caption under the table
    assert WHY[lang] in note, note
