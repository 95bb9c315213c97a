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
