"""Session 25 (testers): a number box's notes give an example that fits what it holds. A lesson asks điểm or counts,
never money: junk typed there is answered with a small example (never the answer itself: it said «ví dụ 5» where
the answer was 5) in a range that fits (0 to 10.000, not 1.000.000) and no thousands hint (it said «ví dụ 1.000» and
«Hàng nghìn ngăn bằng dấu chấm…» beside a 12-point question), and a wrong number is said back as the page writes
numbers («2.500» / «2,500», as the key). A money box («Tính điểm»'s stake) gives as example the stake in use, in its
help and its notes (they said «ví dụ 1000 hoặc 1.000» / «ví dụ 1.000» whatever it held)."""
from __future__ import annotations

import pytest

from learning.lessons import load_course
from tests.apptest_pages import button, open_page, shown
from words.i18n import language, number

LESSON, I = next((x, i) for x in load_course() for i, c in enumerate(x.checks) if c.answer == "points.total")
CHECK = {"vi": "Kiểm tra", "en": "Check"}
SMALL = {"vi": "ví dụ 7", "en": "example 7"}
THOUSANDS = ("1.000", "1,000", "nghìn", "thousands")


def _answer(lang: str, typed: str):
    at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=LESSON.id, step=LESSON.first_check_step() + I + 1)
    at.text_input[0].set_value(typed)
    button(at, CHECK[lang]).click()
    at.run()
    assert not at.exception
    return at


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("typed", ["abc", "2,5", "2.5", "1.2,3", "-"])
def test_a_points_answer_it_cannot_read_gets_a_small_example(progress_db, lang, typed):
    with language(lang):
        said = " ".join(shown(e.value) for e in _answer(lang, typed).error)
    assert SMALL[lang] in said.lower() and not any(w in said for w in THOUSANDS), said


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_wrong_number_is_said_back_as_the_page_writes_numbers(progress_db, lang):
    with language(lang):
        at = _answer(lang, "2500")
        said, written = " ".join(shown(e.value) for e in at.error), number(2500)
    assert f": {written}" in said and "2500" not in said, said


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_stake_box_gives_the_stake_in_use_as_example(progress_db, lang):
    key = "td_bet_text"
    with language(lang):
        at = open_page("app_pages/tinh_diem.py", lang=lang)
        at.selectbox(key="td_preset").set_value("Ví dụ 31 điểm (bài tính điểm, tài liệu 002)").run()
        at.text_input(key=key).set_value("2500").run()
        written = number(2500)
        assert written in at.text_input(key=key).help and "1000" not in at.text_input(key=key).help
        for junk in ("abc", "1,5" if lang == "vi" else "1.5"):
            at.text_input(key=key).set_value(junk).run()
            (said,) = [shown(w.value) for w in at.warning]
            assert f"{SMALL[lang][:-2]} {written}" in said and number(1000) not in said, said
        at.text_input(key=key).set_value("0").run()  # an example of money shows the thousands mark it teaches
        assert number(1000) in at.text_input(key=key).help


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_no_number_question_s_example_is_its_answer_and_its_range_fits(progress_db, lang):
    """Every number question of the course: junk gets an example that is not the key; a negative number the range."""
    from learning.checks import compute

    with language(lang):  # the page's widgets are read back in its language
        for lesson in load_course():
            for i, check in enumerate(lesson.checks):
                if check.type != "number":
                    continue
                ans = compute(check)
                at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id,
                               step=lesson.first_check_step() + i + 1)
                for typed in ("abc", "-3"):
                    at.text_input[0].set_value(typed)
                    button(at, CHECK[lang]).click()
                    at.run()
                    said = " ".join(shown(e.value) for e in at.error)
                    assert said and f"{SMALL[lang][:-2]} {number(ans.key)}." not in said, (lesson.id, check.id, said)
                    assert number(1_000_000) not in said, said
