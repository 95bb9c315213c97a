"""Testers (session 26), number boxes and number answers:

1. every lesson number question had the range 0–10.000, odd for a count of chắn or cards: a question's range now comes
   from what it asks (:attr:`learning.checks.Answer.bounds`), an impossible answer refused, a plausible one graded;
2. «1 000» was read as 1000 beside advice to type the digits together: spaces are asked about, in every box;
3. «1,00» was read three ways (a lesson: 1, a stake: 1 đồng, a Mậu binh points box: refused): one reader asks;
4. a refused new answer showed above the old answer's verdict, as if it were this one's;
5. a money box said «digits only, for example 1,000»."""
from __future__ import annotations

import pytest

from learning.checks import TOP, compute
from learning.lessons import load_course
from tests.apptest_pages import button, open_page, shown
from words.i18n import language, number

CHECK = {"vi": "Kiểm tra", "en": "Check"}
WRONG = {"vi": "Chưa đúng", "en": "Not right"}


def _question(answer: str):
    """The first lesson number question asking ``answer``: its lesson, step and answer."""
    lesson, k, c = next((ls, k, c) for ls in load_course() for k, c in enumerate(ls.checks)
                        if c.type == "number" and c.answer == answer)
    return lesson, lesson.first_check_step() + k + 1, compute(c)


def _answer(at, lang: str, typed: str) -> str:
    at.text_input[0].set_value(typed)
    button(at, CHECK[lang]).click()
    at.run()
    assert not at.exception
    return " ".join(shown(e.value) for e in [*at.error, *at.warning, *at.success])


def test_each_number_question_has_the_range_of_what_it_asks():
    checks = [compute(c) for ls in load_course() for c in ls.checks if c.type == "number"]
    assert all(a.bounds[0] <= n <= a.bounds[1] for a in checks for n in (a.key, *a.check.traps))  # a seed's: graded
    assert all(a.bounds[1] < TOP for a in checks if a.check.answer.partition(".")[0] not in ("points", "payments")), [
        (a.check.id, a.bounds) for a in checks]  # a count of cards (the deck's too, session 27) is never of points
    counts = [a for a in checks if a.check.answer.rpartition(".")[2] in ("chan", "ca", "ba_dau", "n_red", "number")]
    assert counts and all(a.bounds[1] < 20 for a in counts), [(a.check.id, a.bounds) for a in counts]
    assert all(a.bounds[1] == TOP for a in checks if a.check.answer.startswith("points."))  # points: no smaller top


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_an_impossible_count_is_refused_a_plausible_one_graded(progress_db, lang):
    lesson, step, ans = _question("chan")
    lo, hi = ans.bounds
    with language(lang):
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id, step=step)
        said = _answer(at, lang, str(hi + 1))  # more chắn than the hand's cards make
        assert f"{number(hi)};" in said and WRONG[lang] not in said and number(TOP) not in said, said
        said = _answer(at, lang, "-1")
        assert f" {lo} " in said and number(hi) in said and number(TOP) not in said, said
        said = _answer(at, lang, str(hi if hi != ans.key else hi - 1))  # possible, wrong: graded
        assert WRONG[lang] in said, said


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_refused_answer_hides_the_verdict_of_the_one_before(progress_db, lang):
    lesson, step, ans = _question("chan")
    with language(lang):
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id, step=step)
        assert WRONG[lang] in _answer(at, lang, str(ans.key + 1))
        said = _answer(at, lang, "1,5" if lang == "vi" else "1.5")
        assert WRONG[lang] not in said and ("1,5" in said or "1.5" in said), said
        assert WRONG[lang] in _answer(at, lang, str(ans.key + 1))  # a new answer is graded again


ASK = {"vi": ("1,00", "số này là 1 hay 100?"), "en": ("1.00", "is it 1 or 100?")}
SPACE = {"vi": "«1 000» có dấu cách giữa các chữ số", "en": "«1 000» has a space between its digits"}


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("page, key", [("app_pages/bai_hoc.py", None), ("app_pages/tinh_diem.py", "td_bet_text"),
                                       ("app_pages/choi_mau_binh.py", "cm_stake"),
                                       ("app_pages/choi_mau_binh.py", "cm_h_special_points")])
def test_every_box_reads_the_same_text_the_same_way(progress_db, lang, page, key):
    lesson, step, _ans = _question("chan")
    params = {"lesson": lesson.id, "step": step} if key is None else {}
    with language(lang):
        at = open_page(page, lang=lang, **params)
        for typed, asked in ((ASK[lang][0], ASK[lang][1]), ("1 000", SPACE[lang])):
            if key is None:
                said = _answer(at, lang, typed)
            else:
                at.text_input(key=key).set_value(typed).run()
                said = " ".join(shown(w.value) for w in [*at.warning, *at.error])
            assert asked in said and WRONG[lang] not in said, (typed, said)
            money = key in ("td_bet_text", "cm_stake")  # the digits joined as the box writes them, if it holds them
            assert (number(1000) in said) == money and "1000" not in said if typed == "1 000" else True


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_money_box_never_says_digits_only_beside_an_example_with_a_thousands_mark(progress_db, lang):
    with language(lang):
        at = open_page("app_pages/tinh_diem.py", lang=lang)
        at.text_input(key="td_bet_text").set_value("abc").run()
        said = " ".join(shown(w.value) for w in at.warning)
        assert number(1000) in said and "chỉ gồm" not in said and "digits only" not in said, said
        assert "dấu chấm" in (at.text_input(key="td_bet_text").help or "") if lang == "vi" else True


# ---------------------------------------------------------------- session 26, second tester round
def _points_page(lang: str, typed: str):
    """«Luyện xướng»: a wrong xướng, «Xem xướng chuẩn», then ``typed`` in «Bao nhiêu điểm?»; also the hand's total."""
    from chan_core.gen_win import gen_win
    from chan_core.options import make_options
    from chan_core.scoring import score
    at = open_page("app_pages/luyen_xuong.py", seed=11, level=2, lang=lang)
    for key in ("lx_chip_xuong", "lx_submit", "lx_show"):
        at.button(key=key).click().run()
    return _points(at, typed), score(gen_win(11, 2, make_options("classic")).cuoc, make_options("classic")).total


def _points(at, typed: str):
    at.text_input(key="lx_points_in").set_value(typed)
    next(b for b in at.button if b.key.startswith("FormSubmitter:lx_points_form")).click().run()
    assert not at.exception
    return at


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("right", [False, True])
def test_the_points_box_locks_on_its_verdict_as_a_lesson_box_does(progress_db, lang, right):
    """A wrong points answer says the total, a right one is right: either way nothing is left to try. Later texts
    (a refused «1,5», a new number) flipped the verdict or showed a refusal above the old verdict."""
    with language(lang):
        at, total = _points_page(lang, "")
        at = _points(at, str(total if right else total + 1))
        verdict = [e.value for e in [*at.success, *at.error]]
        assert str(total) in verdict[-1] and at.text_input(key="lx_points_in").disabled, verdict
        assert next(b for b in at.button if b.key.startswith("FormSubmitter:lx_points_form")).disabled
        for typed in ("1,5", "-5", "99999999999", "1000", "", str(total + 2)):  # as a stale tab would send it
            at.session_state["lx_points_in"] = typed
            at.run()
            assert [e.value for e in [*at.success, *at.error]] == verdict, typed


SPACED = {"vi": "ví dụ {0}.", "en": "for example {0}."}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_spaced_digits_example_fits_the_box_and_is_written_as_it_writes(progress_db, lang):
    lesson, step, ans = _question("n_red")
    with language(lang):
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id, step=step)
        said = _answer(at, lang, "1 000")
        assert SPACE[lang] in said and "1000" not in said.replace("«1 000»", ""), said
        assert int(said.rpartition(" ")[2].rstrip(".")) <= ans.bounds[1], said
        for key, typed, example in (("cm_h_special_points", "1 000", None), ("cm_h_special_points", "1 2", "12"),
                                    ("cm_stake", "2 000", number(2000))):
            at = open_page("app_pages/choi_mau_binh.py", lang=lang)
            at.text_input(key=key).set_value(typed).run()
            said = " ".join(shown(w.value) for w in at.warning)
            example = example or at.text_input(key=key).value  # the number in use: within the box's range
            assert SPACED[lang].format(example) in said and ("1000" not in said), (key, said)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_negative_number_is_quoted_as_typed_in_every_box(progress_db, lang):
    with language(lang):
        for page, key in (("app_pages/xac_suat.py", "xs_seed"), ("app_pages/choi_mau_binh.py", "cm_h_special_points")):
            at = open_page(page, lang=lang)
            at.text_input(key=key).set_value("-5").run()
            said = " ".join(shown(w.value) for w in at.warning)
            assert "«-5»" in said and "−5" not in said, (key, said)


RANGE = {"vi": "từ {lo} đến {hi}; «{typed}» nằm ngoài", "en": "from {lo} to {hi}; «{typed}» is outside"}


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("answer, lo, hi", [("number", 1, 9), ("total", 0, 120)])
def test_a_refusal_names_the_questions_own_range(progress_db, lang, answer, lo, hi):
    """Tester (session 27): «Quân chi chi được đếm là số mấy?» refused «-5» with a range not its own (session 26 widened
    an end equal to the answer, to 0 or to 10.000). Every refusal says the question's whole range, never one end alone
    («at least 1» gave the answer away): a card's number 1 to 9; the deck's cards up to 120, seed 003's number."""
    lesson, step, _ans = _question(answer)
    with language(lang):
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id, step=step)
        for typed in ("-5", str(lo - 1), str(hi + 1), "99999999999"):
            said = _answer(at, lang, typed)
            assert RANGE[lang].format(lo=lo, hi=hi, typed=typed) in said and WRONG[lang] not in said, said
