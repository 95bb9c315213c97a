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
