"""A wrong answer to any choice question of a lesson (yes/no, verdict, seat, lỗi, penalty) says why at once, before
«Xem đáp án», in both languages (``learning.explain.check_lines``); a wrong «Ù được?» holds the engine's reason
(:func:`chan_core.win.why_not` of :func:`chan_core.win.check_u`), on the page too."""
from __future__ import annotations

import pytest

from chan_core.eval_kinds.win import read_win
from chan_core.win import check_u, why_not
from learning import terms
from learning.checks import compute
from learning.explain import check_lines
from learning.lessons import load_course
from tests.apptest_pages import button, open_page
from words import gloss_cards, say
from words.i18n import language

COURSE = load_course()
CHOICES = [(lesson, i, c) for lesson in COURSE for i, c in enumerate(lesson.checks) if c.type == "choice"]
U_YES_NO = [(lesson, i, c) for lesson, i, c in CHOICES
            if c.scenario.get("kind") == "win" and c.answer == "valid"]


def _engine_reason(c) -> str:
    """The engine's reason a hand does not ù, as the page reads it (cards glossed in English), lower-cased first."""
    why = gloss_cards(say(why_not(check_u(read_win(dict(c.scenario))))))
    return why[:1].lower() + why[1:]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_every_wrong_choice_is_explained_at_once(lang):
    assert len(CHOICES) >= 25 and len(U_YES_NO) >= 4
    mute = []
    for lesson, _i, c in CHOICES:
        with language(lang):
            ans = compute(c)
            known = terms.taught_until(lesson.id)
            for o in ans.options:
                if o.value != ans.key and not terms.fit_lines([""] + check_lines(ans, o.value, known=known), known)[1:]:
                    mute.append((lesson.id, c.id, o.label))
    assert not mute, mute


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_wrong_u_yes_no_holds_the_engine_reason(lang):
    """A yes/no «can this hand ù?» has two answers, so the reason necessarily says which: that is the lesson."""
    for lesson, _i, c in U_YES_NO:
        with language(lang):
            ans = compute(c)
            why = " ".join(check_lines(ans, not ans.key, known=terms.taught_until(lesson.id)))
            if ans.key:  # a valid ù: its chắn and cạ from the engine
                assert f"{ans.result['chan']} chắn" in why, (c.id, why)
            else:
                assert _engine_reason(c) in why, (c.id, why)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_page_wrong_u_shows_the_reason_with_the_key(db, lang):
    """Lesson 5 question 1: «Ù được» on a hand of 5 chắn → «only 5 chắn, at least 6 needed» at once."""
    lesson, i, c = next(x for x in U_YES_NO if x[2].id == "u-duoc-khong")
    with language(lang):
        ans = compute(c)
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson.id, step=lesson.first_check_step() + i + 1)
        at.radio(key=f"q__{lesson.id}__{c.id}").set_value(next(j for j, o in enumerate(ans.options) if o.value))
        button(at, "Kiểm tra" if lang == "vi" else "Check").click()
        at.run()
        reason = _engine_reason(c)
    assert not at.exception
    # the engine's reason says the answer and a yes/no leaves one: the key is said, nothing left to try
    assert f"**{ans.key_text}**" in at.error[0].value
    assert not [b for b in at.button if b.label in ("Thử lại", "Try again", "Xem đáp án", "Show the answer")]
    assert "\n".join(m.value for m in at.markdown).count(reason) == 1  # said once


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize(("lesson_id", "check_id", "retry"), [
    ("an-tien-bao", "treo-tranh-phat", False),  # the why names the penalty: the key
    ("xuong", "hai-leo-ho-mot", False),  # the why names «xướng thiếu»: the key
    ("loi-nhom-a", "mot-van-hai-van", True),  # the why says only that the chosen lỗi is not committed
])
def test_a_why_that_names_the_key_leaves_nothing_to_try(db, lang, lesson_id, check_id, retry):
    lesson = next(x for x in COURSE if x.id == lesson_id)
    i = next(j for j, c in enumerate(lesson.checks) if c.id == check_id)
    with language(lang):
        ans = compute(lesson.checks[i])
        at = open_page("app_pages/bai_hoc.py", lang=lang, lesson=lesson_id, step=lesson.first_check_step() + i + 1)
        wrong = next(j for j, o in enumerate(ans.options) if o.value != ans.key)
        at.radio(key=f"q__{lesson_id}__{check_id}").set_value(wrong)
        button(at, "Kiểm tra" if lang == "vi" else "Check").click()
        at.run()
    assert not at.exception
    labels = {b.label for b in at.button} & {"Thử lại", "Xem đáp án", "Try again", "Show the answer"}
    assert bool(labels) == retry, labels
    assert (f"**{ans.key_text}**" in at.error[0].value) != retry, at.error[0].value


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_wrong_loi_on_a_clean_move_revealed_says_why_the_offered_traps_are_not_committed(lang):
    """Tester (session 27): lesson 7 question 5 (cửu vạn let pass, then a chắn of cửu văn taken) answered «Lỗi 1» said,
    once revealed, only why not lỗi 1 — not why the move is not lỗi 6, the trap offered beside it. A clean move's
    reveal says why it commits none of the lỗi offered that are about this kind of move; before it, only the pick's."""
    lesson = next(x for x in COURSE if x.id == "loi-nhom-b-d")
    with language(lang):
        ans = compute(next(c for c in lesson.checks if c.id == "bo-ca-an-chan"))
        known = terms.taught_until(lesson.id)
        after, before = (" ".join(check_lines(ans, (1,), known=known, reveal=r)) for r in (True, False))
    six = {"vi": "Không phạm lỗi 6", "en": "Not lỗi 6"}[lang]
    allowed = {"vi": "bỏ cạ rồi ăn chắn thì được", "en": "passing on a cạ and then taking a chắn is allowed"}[lang]
    assert six in after and allowed in after, after
    assert six not in before, before
