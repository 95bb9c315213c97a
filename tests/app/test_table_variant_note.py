"""«Chơi thử»: when the hand's rules are not the «Biến thể luật» chosen now, the note names both and is
right for whoever reads it — the visitor of a shared hand link (who chose nothing) and the learner who
switched the rules mid-hand — in both languages."""
from __future__ import annotations

import pytest

from apptest_pages import open_page
from words import language

PAGE = "app_pages/choi_thu.py"
NOTE = {"vi": ("Ván này chơi luật «{hand}»; «Biến thể luật» đang là «{now}», áp dụng từ ván mới.",
               "Sanhrong (trò chơi trực tuyến)", "Cổ điển"),
        "en": ("This hand is played with the «{hand}» rules; «Rules variant» is set to «{now}», which applies "
               "from the next hand.", "Sanhrong (online game)", "Classic")}


def captions(at) -> list[str]:
    return [c.value for c in at.caption]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_visitor_of_a_shared_link_is_told_which_rules_apply_when(progress_db, lang):
    text, sanhrong, classic = NOTE[lang]
    with language(lang):
        at = open_page(PAGE, van=7, nguoi=4, bien_the="sanhrong", toc="ngay", lang=lang)
    shown = captions(at)
    assert text.format(hand=sanhrong, now=classic) in shown, shown
    assert not any("vừa chọn" in c or "just chose" in c for c in shown)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_learner_who_switches_rules_mid_hand_is_told_the_same(progress_db, lang):
    text, sanhrong, classic = NOTE[lang]
    with language(lang):
        at = open_page(PAGE, van=7, toc="ngay", lang=lang)
        assert not any(c.startswith(text[:12]) for c in captions(at))  # same rules: no note
        at.radio(key="variant").set_value("sanhrong").run()
    assert not at.exception
    assert text.format(hand=classic, now=sanhrong) in captions(at), captions(at)
