"""The reference pages' rules texts say what the seeds say (a Vietnamese rules auditor's findings
of session 20, checked against seeds 001–003), in Vietnamese and in English."""
import pytest

from chan_core.rules import load_rules
from words import language, text_of


def decision(i: str):
    return next(d for d in load_rules().decisions if d.id == i)


@pytest.mark.parametrize("lang, three, two", [("vi", "cầm ba ngũ vạn", "cầm hai ngũ vạn"),
                                              ("en", "holding three ngũ vạn", "holding two ngũ vạn")])
def test_loi_2_in_the_picture_cuoc_note_needs_three_identical_cards(lang, three, two):
    with language(lang):
        text = text_of(decision("mot_cuoc_hinh"), "chosen")
    assert three in text and two not in text


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_disagreement_notes_name_no_file_tool_or_move_code(lang):
    with language(lang):
        texts = [text_of(decision(i), f) for i in ("mot_cuoc_hinh", "cuoc_loai_tru", "bo_u_bai_20_la")
                 for f in ("chosen", "why")]
    for text in texts:
        for dev in (".yaml", ".py", "tools/", "excludes", "«u»", "«chiu»"):
            assert dev not in text, (dev, text)
    assert "«chíu»" in texts[4] and "«ù»" in texts[4]


@pytest.mark.parametrize("lang, either, both", [("vi", "một trong hai hay cả hai", "xướng cả hai là"),
                                                ("en", "either or both", "calling both is")])
def test_picture_cuoc_glossary_calling_chi_or_bach_thu_with_it_is_xuong_sai(lang, either, both):
    entry = next(t for t in load_rules().glossary if t.id == "cuoc_hoa_ca_nha")
    with language(lang):
        text = " ".join(text_of(entry, "definition").split())
    assert either in text and both not in text


@pytest.mark.parametrize("lang, only, treo_tranh", [
    ("vi", "Riêng bỏ ù thì ván sau cũng không được hô thông", "ăn treo tranh thì ván sau vẫn được hô thông"),
    ("en", "Only after a bỏ ù may the winner not call thông", "after ăn treo tranh, thông may still be called")])
def test_nghi_an_tien_loses_thong_after_bo_u_only(lang, only, treo_tranh):
    entry = next(r for r in load_rules().payouts.rules if r.id == "nghi_an_tien")
    with language(lang):
        text = " ".join(text_of(entry, "note").split())
    assert only in text and treo_tranh in text


@pytest.mark.parametrize("lang, words", [("vi", "80 lá còn lại (không phải lá đỏ)"), ("en", "The other 80 cards")])
def test_black_card_glossary_counts_cards_as_la(lang, words):
    entry = next(t for t in load_rules().glossary if t.id == "quan_den")
    with language(lang):
        assert words in text_of(entry, "definition")
