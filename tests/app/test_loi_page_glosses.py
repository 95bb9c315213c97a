"""Issue 27 item 10: on the lỗi page in English the penalty column of the table names each
penalty with its English gloss (the Vietnamese name stays), as the penalty boxes above it do; in
Vietnamese it is the bare name. The glosses come from ``rules/loi.yaml`` (``gloss_en``)."""
from __future__ import annotations

from chan_core.rules import load_rules
from tests.apptest_pages import open_page
from words.i18n import language

RULES = load_rules()
PENALTY = {p.id: p for p in RULES.penalty_classes}


def _penalty_column(at, header: str) -> list[str]:
    df = at.table[0].value
    df = getattr(df, "data", df)  # a Styler keeps its frame in .data
    return list(df[header])


def test_the_english_penalty_column_is_glossed():
    with language("en"):
        at = open_page("app_pages/loi.py", lang="en")
    shown = _penalty_column(at, "Penalty")
    assert len(shown) == len(RULES.loi)
    for x, cell in zip(RULES.loi, shown):
        p = PENALTY[x.penalty]
        assert p.gloss_en and cell == f"{p.name} ({p.gloss_en})", (x.number, cell)


def test_the_vietnamese_penalty_column_is_the_bare_name():
    at = open_page("app_pages/loi.py", lang="vi")
    assert _penalty_column(at, "Phạt") == [PENALTY[x.penalty].name for x in RULES.loi]
