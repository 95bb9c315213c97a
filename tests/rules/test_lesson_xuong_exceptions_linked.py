"""Tester (session 18): lesson 10 step 1 says a xướng thiếu is paid only for the cước called; step 3 that calling chì
bạch thủ without the hoa is still correct; lesson 12 step 2 that winning bạch thủ without calling it means paying the
làng — and nothing told a newcomer the last two are special cases of the first. Seed 001: §V (chú ý after cước 24:
chì/bạch thủ without hoa/nhà/cá «vẫn coi là xướng đúng … ko được tính tiền cước hoa»), §VII («Ù bạch thủ mà ko hô bị
đền làng»); the app grades them as the traps ``chi_bach_thu_thay_hoa`` (đúng) and ``u_bach_thu_khong_ho`` (sai)."""
from __future__ import annotations

from pathlib import Path

import pytest

from chan_core.rules import load_rules
from learning.lessons import load_course
from words.i18n import language, text_of

BY_ID = {x.id: x for x in load_course()}
SEED = next((Path(__file__).resolve().parents[2].parent / "shared" / "seeds").glob("001_*.txt")).read_text("utf-8")
TRAPS = {t.id: t.verdict for t in load_rules().xuong.traps}
SAID = {  # a verdict as the lesson's words say it
    "vi": {"dung": "vẫn là **xướng đúng**", "sai": "như xướng sai"},
    "en": {"dung": "still a **correct\n_xướng_**", "sai": "as for a *xướng sai*"},
}


def _text(lesson: str, step: int, lang: str) -> str:
    with language(lang):
        return " ".join(text_of(BY_ID[lesson].sections[step], "text").split(" "))


def test_the_seed_says_both_special_cases():
    assert "vẫn coi là xướng đúng" in SEED and "Ù bạch thủ mà ko hô bị đền làng" in SEED
    assert TRAPS["chi_bach_thu_thay_hoa"] == "dung" and TRAPS["u_bach_thu_khong_ho"] == "sai"


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_lesson_10_step_1_names_both_exceptions_to_xuong_thieu_with_the_judges_verdicts(lang):
    text = " ".join(_text("xuong", 0, lang).split())
    for trap, cuoc in (("u_bach_thu_khong_ho", "bạch thủ"), ("chi_bach_thu_thay_hoa", "hoa rơi cửa phật")):
        assert cuoc in text and " ".join(SAID[lang][TRAPS[trap]].split()) in text, (trap, text)
    assert ("tài liệu 001" if lang == "vi" else "text 001") in text and "§" not in text  # no team jargon in a lesson
    assert ("bài 12" if lang == "vi" else "lesson 12") in text
    assert ("«Bẫy hay gặp»" if lang == "vi" else "«Common traps»") in text


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_lesson_10_traps_and_lesson_12_say_these_are_not_a_xuong_thieu(lang):
    traps = " ".join(_text("xuong", 2, lang).split())
    not_thieu = {"vi": "không tính là xướng thiếu", "en": "does not count as a *xướng thiếu*"}[lang]
    assert not_thieu in traps, traps
    assert ("bỏ sót cước này không phải xướng thiếu" if lang == "vi"
            else "leaving this *cước* out is not a *xướng thiếu*") in traps, traps
    bao = " ".join(_text("an-tien-bao", 1, lang).split())
    assert ("khác với xướng thiếu (bài 10)" if lang == "vi" else "unlike a *xướng thiếu* (lesson 10)") in bao, bao
