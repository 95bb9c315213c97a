"""Thi thật: the làng's catch says «a fault» for one fault and not for several (ngettext); the Vietnamese
«Làng bắt lỗi: …» is the same for both."""
from __future__ import annotations

from learning.coach.messages import move_message
from words.i18n import language

ONE = [{"code": 6, "name": "Bỏ chắn ăn chắn"}]
TWO = [*ONE, {"code": 7, "name": "Bỏ chắn ăn cạ"}]


def _said(lang: str, faults: list) -> str:
    with language(lang):
        return move_message("caught", faults)


def test_the_catch_says_one_fault_or_several_in_both_languages():
    assert _said("en", ONE).startswith("The làng caught a fault: lỗi 6 «")
    two = _said("en", TWO)
    assert two.startswith("The làng caught these faults: lỗi 6 «") and " and lỗi 7 «" in two, two
    for faults in (ONE, TWO):  # Vietnamese: one sentence for one and for several
        assert _said("vi", faults).startswith("Làng bắt lỗi: lỗi 6 «Bỏ chắn ăn chắn»")
    assert " và lỗi 7 «" in _said("vi", TWO)
