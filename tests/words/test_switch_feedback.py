"""Graded texts follow a language switch (issue 15): a learner answers in Vietnamese, then
switches «Ngôn ngữ · Language» in the sidebar — the feedback already on screen must be in
English at once (and back in Vietnamese, exactly as it was), not only after the next action.

The fault this guards against is one *kind*: a page that words the verdict when the answer is
graded and keeps the sentence (in ``st.session_state`` or in the progress store) instead of
keeping what was graded (ids, cards, verdict data) and wording it when the page is drawn. So
every check below has the same three steps, driven through the router like a learner:

1. grade a **wrong** answer in Vietnamese (so there is an explanation), keep the page's texts;
2. click the sidebar switch to English: no Vietnamese sentence is left
   (:func:`tests.english_check.vietnamese_leaks`), the feedback is there, and the page reads
   exactly as the same answer graded in English from the start (:func:`graded_in_english`);
3. click back to Vietnamese: every text is the same as in step 1.

This module holds the drills and lessons; ``test_switch_feedback_table.py`` the practice table
(coach, log, review, «Ván đã chơi»), ``test_switch_feedback_pages.py`` the tools and reference
pages. The helpers here are shared by them.
"""
from __future__ import annotations

import contextlib
import os
import random
from collections.abc import Callable, Iterator

import pytest
from streamlit.testing.v1 import AppTest

from words.i18n import language
from tests.apptest_pages import open_page, page_texts, wrong_answer
from tests.english_check import has_vietnamese, leftover_words, vietnamese_leaks
from tests.budget import fast_first

LEARNERS = ("Người học 1",)
"""The default learner's name (a proper name, it stays as typed)."""


# ------------------------------------------------------------------ helpers (shared)
@pytest.fixture
def elsewhere(tmp_path):
    """``with elsewhere():`` — the progress store is another file for the block (the reference
    run graded in English must not count in the learner's score of the run being switched)."""
    n = iter(range(1_000))

    @contextlib.contextmanager
    def block() -> Iterator[None]:
        old = os.environ.get("HOC_CHAN_DB")
        os.environ["HOC_CHAN_DB"] = str(tmp_path / f"elsewhere-{next(n)}.sqlite3")
        try:
            yield
        finally:
            if old is None:
                os.environ.pop("HOC_CHAN_DB", None)
            else:
                os.environ["HOC_CHAN_DB"] = old

    return block


def switch(at: AppTest, lang: str) -> AppTest:
    """Click the sidebar switch «Ngôn ngữ · Language» to ``lang`` and run the page again.

    AppTest sends back the widgets of the run before as they were shown, formatting their
    options in the test's thread: that thread speaks the *old* language while it does so."""
    old = at.session_state["lang"]
    with language(old):
        at.button_group(key="lang").set_value(lang).run()
    assert not at.exception, [e.value for e in at.exception]
    assert at.session_state["lang"] == lang
    return at


def act(at: AppTest, lang: str, step: Callable[[AppTest], object]) -> AppTest:
    """Do ``step(at)`` (click, type …; it runs the page) with the test's thread in ``lang``."""
    with language(lang):
        step(at)
    assert not at.exception, [e.value for e in at.exception]
    return at


def texts(at: AppTest) -> list[tuple[str, str, str]]:
    """The page's texts (:func:`tests.apptest_pages.page_texts`) without the language switch, each text box with the
    value it shows (its proto carries a value only on the run that set it: a box written again after a switch)."""
    return ([t for t in page_texts(at) if "Ngôn ngữ" not in t[2] and t[:2] != ("TextInput", "value")]
            + [("TextInput", "value", str(w.value)) for w in at.text_input])


def assert_follows_the_switch(at: AppTest, *, feedback: Callable[[AppTest], list[str]],
                              english: list[tuple[str, str, str]] | None = None) -> None:
    """Steps 2 and 3 of the module doc on a page graded in Vietnamese: ``feedback(at)`` gives
    the graded texts (they must be there, in each language); ``english``: the page's texts
    when the same answer is graded in English from the start (compared when given)."""
    vi = texts(at)
    vi_feedback = feedback(at)
    assert vi_feedback and has_vietnamese(" ".join(vi_feedback)), vi_feedback
    switch(at, "en")
    en = texts(at)
    assert vietnamese_leaks(en, extra_allowed=LEARNERS) == []
    en_feedback = feedback(at)
    assert en_feedback and en_feedback != vi_feedback, en_feedback
    if english is not None:
        assert en == english
    switch(at, "vi")
    assert texts(at) == vi


def boxes(at: AppTest) -> list[str]:
    """The alert boxes and markdown of the page (where feedback is shown)."""
    return [x.value for x in (*at.error, *at.warning, *at.success, *at.info)] + [m.value for m in at.markdown]


def alerts(at: AppTest) -> list[str]:
    """Only the alert boxes (error, warning, success, info)."""
    return [x.value for x in (*at.error, *at.warning, *at.success, *at.info)]


# ------------------------------------------------------------------ Ăn hay không?
AHK = "app_pages/an_hay_khong.py"


def _ahk(lang: str, sid: str, *clicks: str) -> AppTest:
    """«Ăn hay không?» on situation ``sid`` in ``lang`` with the buttons ``clicks`` clicked
    (the situations' order is shuffled: the same order in every run of a test)."""
    random.seed(sid)
    with language(lang):
        at = open_page(AHK, th=sid, **({"lang": lang} if lang != "vi" else {}))
        for key in clicks:
            at.button(key=key).click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_an_hay_khong_verdict_follows_the_switch(progress_db, elsewhere):
    """An eat that breaks a chắn (lỗi 7, with the rule in an expander): as if graded in English."""
    at = _ahk("vi", "ahk-loi-7", "ahk_opt_an:9V")
    assert at.error, "a wrong answer"
    with elsewhere():
        english = texts(_ahk("en", "ahk-loi-7", "ahk_opt_an:9V"))
    assert_follows_the_switch(at, feedback=boxes, english=english)


@pytest.mark.parametrize("sid, clicks", [
    ("ahk-loi-9", ("ahk_opt_danh:9V",)),  # a đánh question
    ("ahk-bo-u", ("ahk_opt_bo",)),  # a move named by the page («Dưới (không ăn)»): bỏ ù
    ("ahk-loi-7", ("ahk_opt_an:9V", "ahk_reveal")),  # the right moves and why, asked for
])
def test_an_hay_khong_other_answers_follow_the_switch(progress_db, sid, clicks):
    at = _ahk("vi", sid, *clicks)
    assert at.error, "a wrong answer"
    assert_follows_the_switch(at, feedback=boxes)


def test_an_hay_khong_placed_on_top_names_the_move_in_each_language(progress_db):
    at = open_page(AHK, th="ahk-loi-0")
    at.radio(key="ahk_place").set_value("tren").run()
    at.button(key="ahk_opt_an:2S").click().run()
    said = [m.value for m in at.markdown if m.value.startswith("Bạn chọn")]
    assert said and "đặt quân ăn được lên trên" in said[0]
    assert_follows_the_switch(at, feedback=boxes)
    switch(at, "en")
    said_en = [m.value for m in at.markdown if m.value.startswith("Your choice")]
    assert said_en and "placed on top" in said_en[0] and leftover_words(said_en[0]) == [], said_en


def test_an_hay_khong_answer_kept_is_data_not_words(progress_db):
    """What the page keeps of an answer has no sentence in it (ids, cards, the action)."""
    at = _ahk("vi", "ahk-bo-u", "ahk_opt_bo")
    kept = at.session_state["ahk_result"]
    assert set(kept) == {"id", "key", "action", "n"}  # n: the answer's number (scrolled to once)
    assert not any(has_vietnamese(str(v)) for v in kept.values())
    assert len(progress_db.get_store().attempts("an_hay_khong")) == 1
    switch(at, "en")
    assert len(progress_db.get_store().attempts("an_hay_khong")) == 1  # worded again, not graded again


# ------------------------------------------------------------------ Bài học: a lesson check
def _kind(c) -> str:
    return c.type if c.type != "choice" else f"choice:{c.options}"


def _first_check_of_each_kind() -> dict[str, tuple[str, int]]:
    from learning.lessons import load_course

    out: dict[str, tuple[str, int]] = {}
    for lesson in load_course():
        for i, c in enumerate(lesson.checks):
            out.setdefault(_kind(c), (lesson.id, i))
    return out


CHECK_KINDS = _first_check_of_each_kind()


def _lesson_check(lang: str, lesson_id: str, i: int, *then: str) -> AppTest:
    """The step of check ``i`` of a lesson in ``lang``, answered wrong (:func:`wrong_answer`),
    then the buttons ``then`` (key suffixes: ``'__reveal'``) clicked."""
    from learning.checks import compute
    from learning.lessons import load_course

    lesson = next(x for x in load_course() if x.id == lesson_id)
    with language(lang):
        ans = compute(lesson.checks[i])
        wrong = wrong_answer(ans)
        at = open_page("app_pages/bai_hoc.py", lesson=lesson_id, step=lesson.first_check_step() + i + 1,
                       **({"lang": lang} if lang != "vi" else {}))
        key = f"q__{lesson_id}__{ans.check.id}"
        if ans.check.type == "choice":
            at.radio(key=key).set_value([o.value for o in ans.options].index(wrong))
        elif ans.check.type == "number":
            at.text_input(key=key).set_value(str(wrong))
        else:
            at.multiselect(key=key).set_value(sorted(wrong))
        at.button(key=f"{key}__check").click().run()  # «Kiểm tra»
        for suffix in then:
            at.button(key=key + suffix).click().run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_every_kind_of_lesson_check_is_walked():
    assert {"choice:seat", "choice:yes_no", "choice:loi", "choice:penalty", "choice:verdict",
            "cards", "number", "multi"} <= set(CHECK_KINDS)


COMPARED_KINDS = ("choice:loi", "multi")
"""Kinds whose switched page is also compared with the same answer graded in English (the
others are checked for leaks and the way back only: each comparison is one more page run)."""


@pytest.mark.parametrize("kind", fast_first(sorted(CHECK_KINDS), lambda k: k in COMPARED_KINDS))
def test_lesson_check_feedback_follows_the_switch(progress_db, elsewhere, kind):
    lesson_id, i = CHECK_KINDS[kind]
    at = _lesson_check("vi", lesson_id, i)
    assert at.error and at.error[0].value.startswith("Chưa đúng (bạn trả lời: ")
    english = None
    if kind in COMPARED_KINDS:
        with elsewhere():
            english = texts(_lesson_check("en", lesson_id, i))
    else:  # what the page keeps of the answer is the value, never its words
        kept = list(at.session_state["bai_hoc__results"].values())
        assert kept and not any(has_vietnamese(str(v)) for v in kept), kept
    assert_follows_the_switch(at, feedback=boxes, english=english)


def test_lesson_check_key_shown_follows_the_switch(progress_db, elsewhere):
    lesson_id, i = CHECK_KINDS["choice:loi"]
    at = _lesson_check("vi", lesson_id, i, "__reveal")
    assert "Đáp án đúng" in at.error[0].value
    with elsewhere():
        english = texts(_lesson_check("en", lesson_id, i, "__reveal"))
    assert_follows_the_switch(at, feedback=boxes, english=english)


# ------------------------------------------------------------------ Bốc cái, Luyện xướng
def _submit(at: AppTest, form: str) -> None:
    """Click the submit button of form ``form`` (its key holds its label, in the page's language)."""
    next(b for b in at.button if (b.key or "").startswith(f"FormSubmitter:{form}-")).click().run()


def _boc_cai(lang: str, reveal: bool) -> AppTest:
    """Bốc cái, 4 players, seat B draws nhị văn: seat D picked (wrong); with ``reveal`` the count
    is shown and every seat given pile A (wrong)."""
    with language(lang):
        at = open_page("app_pages/boc_cai.py", n=4, seed=1, drawer=1, card="2N",
                       **({"lang": lang} if lang != "vi" else {}))
        at.button(key="bc_seat3").click().run()
        if reveal:
            at.button(key="bc_reveal_btn").click().run()
            for seat in range(4):
                at.radio(key=f"bc_pile{seat}").set_value(0)
            _submit(at, "bc_piles_form")
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_boc_cai_verdict_follows_the_switch(progress_db, elsewhere):
    """The wrong seat, the count shown, the wrong piles."""
    at = _boc_cai("vi", reveal=True)
    assert len(at.error) >= 2
    with elsewhere():
        english = texts(_boc_cai("en", reveal=True))
    assert_follows_the_switch(at, feedback=boxes, english=english)


def test_boc_cai_wrong_seat_follows_the_switch(progress_db):
    """Before the count is shown: why the seat picked is wrong."""
    at = _boc_cai("vi", reveal=False)
    assert at.error
    assert_follows_the_switch(at, feedback=boxes)


def _luyen_xuong(lang: str, show: bool) -> AppTest:
    """Luyện xướng, hand 11 of level 2, xướng «Ù có lèo xuông» (wrong); with ``show`` the right
    xướng is shown and the điểm answered wrong."""
    with language(lang):
        at = open_page("app_pages/luyen_xuong.py", seed=11, level=2, **({"lang": lang} if lang != "vi" else {}))
        at.button(key="lx_chip_leo").click().run()
        at.button(key="lx_chip_xuong").click().run()
        at.button(key="lx_submit").click().run()
        if show:
            at.button(key="lx_show").click().run()
            at.text_input(key="lx_points_in").set_value("499")
            _submit(at, "lx_points_form")
    assert not at.exception, [e.value for e in at.exception]
    return at


def test_luyen_xuong_verdict_follows_the_switch(progress_db, elsewhere):
    """The xướng graded (missing cước), the right xướng shown, the điểm answered wrong."""
    at = _luyen_xuong("vi", show=True)
    assert at.error or at.warning
    with elsewhere():
        english = texts(_luyen_xuong("en", show=True))
    assert_follows_the_switch(at, feedback=boxes, english=english)


def test_luyen_xuong_try_again_follows_the_switch(progress_db):
    """Before the right xướng is shown: how many cước are missing, «Xướng lại»."""
    at = _luyen_xuong("vi", show=False)
    assert at.error or at.warning
    assert_follows_the_switch(at, feedback=boxes)
