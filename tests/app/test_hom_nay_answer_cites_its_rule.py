"""«Hôm nay» had no source line while lessons and drills cite the seed section of their rule (a tester): each answer
now ends with one, made by the same helper (``ui.source_text``) from the rules data — a bốc cái's 001 §II, a lỗi's own
item of §IV, the xướng's §V, the variant's points, a move's part of §IV — in both languages."""
from __future__ import annotations

import contextlib

import pytest

from chan_core.rules import load_rules
from tests.apptest_pages import open_page
from tests.app.test_page_hom_nay import DAY, PAGE, answer_buttons, next_button, right_index, todays_items
from ui import daily_views as views
from ui.feedback import source_text
from words import language


def test_each_theme_cites_its_rule_from_the_rules_data():
    r, seen = load_rules(), {}
    for p in views.puzzles.load():
        seen.setdefault((p.theme, views._puts_back(p)), views.rule_source(p))
    moves = {a.id: a.source for a in r.actions.actions}
    assert {k: v for k, v in seen.items() if k[0] in ("danh", "an", "chiu", "u")} == {
        ("danh", False): moves["danh"], ("danh", True): moves["tra_cua"], ("an", False): moves["an"],
        ("chiu", False): moves["chiu"], ("u", False): moves["u"]}
    assert seen[("xuong", False)] == r.xuong.source and seen[("diem", False)] == r.variants["classic"].source
    assert views.rule_source(None) == r.dealing.source
    lois = [p for p in views.puzzles.load() if p.theme == "loi"]
    assert lois and all(views.rule_source(p) == [x.source for x in r.loi if x.number in p.loi] for p in lois)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_every_answer_of_todays_set_ends_with_its_source(db, monkeypatch, lang):
    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    with language("en") if lang == "en" else contextlib.nullcontext():
        at = open_page(PAGE, ngay=DAY, **({"lang": "en"} if lang == "en" else {}))
        items, kinds = todays_items(DAY), set()
        for i, item in enumerate(items):
            assert not [c for c in at.caption if "menu_book" in c.value]  # not before the answer
            answer_buttons(at)[right_index(item)].click().run()
            p = None if item["kind"] == "boc_cai" else views.puzzle_of(item)
            kinds.add("boc_cai" if p is None else p.theme)
            cited = [c.value for c in at.caption if "menu_book" in c.value]
            assert cited == [f":material/menu_book: {source_text(views.rule_source(p))}"], (i, cited)
            assert cited[0].split(": ", 1)[1].startswith("Source: " if lang == "en" else "Nguồn: ")
            next_button(at).click().run()
    assert len(kinds) >= 4, kinds
