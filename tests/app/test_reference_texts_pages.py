"""Reference pages say the seeds' rules for a player (the session-20 rules auditor's findings),
in Vietnamese and in English: what each page shows, read through the app."""
import re

import pytest

from tests.app.test_app_pages import page_text
from tests.apptest_pages import open_page
from words.i18n import language


def text_of_page(path: str, lang: str) -> str:
    with language(lang):
        at = open_page(path, **({"lang": "en"} if lang == "en" else {}))
        return " ".join(page_text(at).split())


@pytest.mark.parametrize("lang, either, both", [
    ("vi", "xướng kèm một trong hai (hay cả hai) là xướng sai", "xướng cả hai là xướng sai"),
    ("en", "calling either of them (or both) with it is a xướng sai", "declaring both is a xướng sai")])
def test_cuoc_page_picture_cuoc_calling_chi_or_bach_thu_with_it_is_xuong_sai(lang, either, both):
    text = text_of_page("app_pages/cuoc.py", lang)
    assert either in text and both not in text


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_cuoc_page_quotes_with_guillemets_and_says_a_picture_cuocs_rule_once(lang):
    """Tester (session 21): «Cước, điểm & dịch» mixed “…”, "…" and «…», and Hoa rơi cửa phật's box said twice that
    calling chì or bạch thủ with it is a xướng sai (the «Thay cho …» line, then its note). Every quote is «…» now, in
    both languages as elsewhere in the app, and each picture cước's box says its rule once."""
    with language(lang):
        at = open_page("app_pages/cuoc.py", **({"lang": "en"} if lang == "en" else {}))
    said = [str(e.value) for t in ("markdown", "caption", "info") for e in at.get(t)]
    said += [str(e.label) for e in at.get("expander")] + [at.table[0].value.to_string()]
    said = [re.sub(r"\]\([^)]*\)", "]", x) for x in said if not x.lstrip().startswith("<")]  # a term's link title
    assert not [x for x in said if re.search('[“”"]', x)], [x for x in said if re.search('[“”"]', x)]
    rule = "là xướng sai" if lang == "vi" else "xướng sai"
    boxes = [said for said in _blocks(at.main) if any(x.startswith("**Hoa rơi cửa phật**") for x in said)]
    assert len(boxes) == 1 and sum(rule in x for x in boxes[0]) == 1, boxes


def _blocks(node):
    """The texts of each block of the page (a bordered box: one cước), block by block."""
    kids = list(getattr(node, "children", {}).values())
    yield [str(k.value) for k in kids if isinstance(getattr(k, "value", None), str)]
    for k in kids:
        yield from _blocks(k)


@pytest.mark.parametrize("lang, heading, see", [
    ("vi", "Không hô gì khi bài có Bạch thủ", "xem bẫy «Hô «Chì, Bạch thủ» khi bài có Hoa rơi cửa phật» ở trên"),
    ("en", "Saying nothing when the hand has Bạch thủ", "see the trap «Saying «Chì, Bạch thủ» when the hand has Hoa rơi cửa phật» above")])
def test_xuong_order_trap_without_a_call_is_headed_in_words_and_names_the_other_trap(lang, heading, see):
    text = text_of_page("app_pages/thu_tu_xuong.py", lang)
    assert heading in text and see in text
    assert "chi_bach_thu_thay_hoa" not in text and "Hô «(không hô gì)»" not in text


@pytest.mark.parametrize("lang, cards, quan", [
    ("vi", ["Quân đỏ: 5 quân, 20 lá", "Bộ bài có 20 lá đỏ", "80 lá còn lại là đen"], ["20 quân đỏ", "80 quân còn lại"]),
    ("en", ["The deck has 20 red cards", "the other 80 cards are black"], [])])
def test_deck_page_counts_physical_cards_as_la(lang, cards, quan):
    text = text_of_page("app_pages/bo_bai.py", lang)
    assert all(c in text for c in cards) and not any(q in text for q in quan), text


@pytest.mark.parametrize("lang, box, bare", [("vi", "(ô «Các lá của bộ 1»)", "(ô: các lá)"),
                                             ("en", "(box «Cards of meld 1»)", "(box: cards)")])
def test_hand_analysis_meld_error_names_the_box_as_labelled(lang, box, bare):
    with language(lang):
        at = open_page("app_pages/phan_tich_bai.py", **({"lang": "en"} if lang == "en" else {}))
        at.button(key="ptb_add_meld").click().run()
        at.text_input(key="ptb_meld_cards_0").set_value("5V 6V").run()
        errs = [e.value.replace("\\", "") for e in at.error]  # markdown escapes off
    assert any(box in e for e in errs) and not any(bare in e for e in errs), errs
