"""«Hôm nay» (issue 26) through AppTest, in Vietnamese and English: a new learner's set of about ten,
one item per screen, each answer graded with why, the end «Xong buổi hôm nay» with the streak at 1, and
the clock moved with ``?ngay=`` (test mode only) bringing the missed item back the next day."""
from __future__ import annotations

import contextlib

import pytest

from tests.apptest_pages import open_page, page_texts
from tests.english_check import vietnamese_leaks
from tests.words.test_english_glosses_pages import unglossed
from words import language

PAGE = "app_pages/hom_nay.py"
DAY = "2026-12-07"
NEXT = "2026-12-08"


def answer_buttons(at):
    return [b for b in at.button if b.key and b.key.startswith("hn_20")]


def next_button(at):
    return next(b for b in at.button if b.key and b.key.startswith("hn_next_"))


def texts(at) -> str:
    return "\n".join([m.value for m in at.markdown] + [e.value for e in at.error] + [s.value for s in at.success]
                     + [h.value for h in at.subheader] + [h.value for h in at.header] + [t.value for t in at.title])


def shown(at) -> str:
    """Every text of the page (links included), a line each."""
    return "\n".join(text for _kind, _field, text in page_texts(at))


def todays_items(day: str) -> list[dict]:
    """The set the page shows the test's learner on ``day`` (learner 1 of the test's own database, or a
    new learner's set before anything is saved)."""
    from datetime import date

    from learning.daily import clock, today
    from learning.progress import ProgressStore

    tz = clock.zone(None)
    now = clock.now(tz, day)
    store = ProgressStore(learner=1)
    if store.read_rows(lambda conn, lid: lid, None) is None:
        return today.build(None, None, date.fromisoformat(day), clock.end_of_day(date.fromisoformat(day), tz))["items"]
    return today.session(store, now, tz)["items"]


def right_index(item: dict) -> int:
    from ui import daily_views as views

    if item["kind"] == "boc_cai":
        return views.boc_cai_answer(item)
    return views.puzzle_of(item).answer


def run_set(at, day: str = DAY, wrong_at: int = -1, limit: int = 12, english: bool = False):
    """Answer every item right, except item ``wrong_at`` (answered with another choice)."""
    seen = []
    items = todays_items(day)
    for i in range(limit):
        btns = answer_buttons(at)
        if not btns:
            break
        heading = at.subheader[0].value if at.subheader else ""
        seen.append(heading)
        right = right_index(items[i])
        btns[(right + 1) % len(btns) if i == wrong_at else right].click().run()
        assert not at.exception
        verdict = at.error if i == wrong_at else at.success  # graded at once, with why
        assert verdict and "\n- " in verdict[0].value, texts(at)
        if english:  # every screen, the verdict included: no Vietnamese sentence, every game word glossed
            shown = page_texts(at)
            assert vietnamese_leaks(shown, extra_allowed=("Người học 1",)) == [], heading
            assert unglossed(shown) == {}, heading
        next_button(at).click().run()
        assert not at.exception
    return seen


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_new_learner_does_todays_set_and_sees_the_end(db, monkeypatch, lang):
    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    params = {"ngay": DAY, **({"lang": "en"} if lang == "en" else {})}
    # AppTest formats widget options in the test's thread: it speaks the page's language
    with language("en") if lang == "en" else contextlib.nullcontext():
        _new_learner_set(params, lang)


def _new_learner_set(params: dict, lang: str) -> None:
    at = open_page(PAGE, **params)
    assert not at.exception
    assert at.title[0].value == ("Today" if lang == "en" else "Hôm nay")
    assert at.caption[0].value.startswith("Question 1/" if lang == "en" else "Câu 1/")
    seen = run_set(at, wrong_at=0, english=lang == "en")
    assert 8 <= len(seen) <= 10
    body = texts(at)
    assert ("Today's session is done" if lang == "en" else "Xong buổi hôm nay") in body, body
    assert [m.value for m in at.metric][0] == "1"  # the streak
    assert ("Tomorrow" if lang == "en" else "Ngày mai") in body


def test_the_item_got_wrong_comes_back_the_next_day_and_not_before(db, monkeypatch):
    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    at = open_page(PAGE, ngay=DAY)
    first = at.subheader[0].value
    question = at.markdown[0].value
    run_set(at, wrong_at=0)
    again = open_page(PAGE, ngay=DAY, browser=at)  # the same day: done, the end again
    assert "Xong buổi hôm nay" in texts(again)
    nxt = open_page(PAGE, ngay=NEXT, browser=at)
    assert nxt.subheader[0].value.startswith("Ôn lại") and first.split(": ")[-1] in nxt.subheader[0].value
    assert nxt.markdown[0].value == question
    run_set(nxt, day=NEXT)
    assert [m.value for m in nxt.metric][0] == "2"


STANDING = {"vi": ("Chuỗi 0 ngày (làm xong hôm nay thành 1) · Câu ôn trong bài hôm nay: 0",
                   "Câu này đến hạn ôn sau 1 ngày, vào ngày 8 tháng 12 năm 2026. Mỗi ngày hỏi tối đa 5 câu ôn đến hạn",
                   "Chuỗi 1 ngày (làm xong hôm nay thành 2) · Câu ôn trong bài hôm nay: 1", "Glicko-2"),
            "en": ("Streak: 0 days (finish today's set to make it 1) · Reviews in today's set: 0",
                   "This question is due for review in 1 day, on December 8, 2026. At most 5 due reviews are asked a day",
                   "Streak: 1 day (finish today's set to make it 2) · Reviews in today's set: 1",
                   "Glicko-2")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_start_shows_the_streak_and_reviews_and_a_miss_says_when_it_comes_back(db, monkeypatch, lang):
    """The streak and what comes back today are shown at the start, not only after the last question; a wrong
    answer says the day it comes back (its FSRS card's due day); the rating says what it is (its help)."""
    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    start, back, next_start, rating_help = STANDING[lang]
    extra = {"lang": "en"} if lang == "en" else {}
    with language("en") if lang == "en" else contextlib.nullcontext():
        at = open_page(PAGE, ngay=DAY, **extra)
        assert start in [c.value for c in at.caption][1], [c.value for c in at.caption]
        items = todays_items(DAY)
        for i, item in enumerate(items):
            right = right_index(item)
            btns = answer_buttons(at)
            btns[(right + 1) % len(btns) if i == 0 else right].click().run()
            if i == 0:
                assert back in at.error[0].value, at.error[0].value
                assert "ngày ôn của nó" not in at.error[0].value
            next_button(at).click().run()
        assert not at.exception
        assert rating_help in at.metric[1].help
        nxt = open_page(PAGE, ngay=NEXT, browser=at, **extra)
        assert next_start in nxt.caption[1].value, nxt.caption[1].value


CAPPED = {"vi": ("Đến hạn ôn: {due} câu, hôm nay hỏi 5 (mỗi ngày tối đa 5 câu ôn)",
                 "Hôm qua (ngày 8 tháng 12 năm 2026) bạn không luyện nhưng chuỗi vẫn được giữ",
                 "của bạn. Mỗi ngày hỏi tối đa 5 câu ôn đến hạn", "{due} câu ôn đến hạn, rồi"),
          "en": ("Due for review: {due} questions, 5 asked today (at most 5 reviews a day)",
                 "You did not practise yesterday (December 8, 2026) but your streak is kept",
                 ". At most 5 due reviews are asked a day", "{due} questions due for review, then")}


def wrong_all(at, day: str) -> int:
    """Answer every item of ``day`` wrong; the number of items (each leaves a review card)."""
    items = todays_items(day)
    for item in items:
        btns = answer_buttons(at)
        btns[(right_index(item) + 1) % len(btns)].click().run()
        next_button(at).click().run()
    assert not at.exception
    return len(items)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_more_reviews_due_than_asked_and_a_forgiven_day_are_said_at_the_start(db, monkeypatch, lang):
    """Every item missed on day 1 is due after it; day 1's end says only 5 due reviews are asked a day. Day 2 is
    skipped (forgiven by the weekly freeze): day 3's start says how many are due and how many are asked today
    (the cap; the end and the start both count «câu»), and that yesterday was forgiven — once, at the start, not on the next question."""
    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    capped, forgiven, end, tomorrow = CAPPED[lang]
    review = "Review: " if lang == "en" else "Ôn lại: "
    extra = {"lang": "en"} if lang == "en" else {}
    with language("en") if lang == "en" else contextlib.nullcontext():
        at = open_page(PAGE, ngay=DAY, **extra)
        due = wrong_all(at, DAY)
        assert due > 5
        said = texts(at)  # the end: tomorrow's due cards, and that only 5 a day are asked
        assert end in said and tomorrow.format(due=due) in said, said  # «câu», as the start says
        nxt = open_page(PAGE, ngay="2026-12-09", browser=at, **extra)
        start = nxt.caption[1].value
        assert capped.format(due=due) in start and forgiven in start, start
        assert len([i for i in todays_items("2026-12-09") if i["kind"] == "review" or i.get("review")]) == 5
        for i in range(5):  # the 5 reviews asked, each headed as one (a bốc cái missed too)
            assert nxt.subheader[0].value.startswith(review), (i, nxt.subheader[0].value)
            answer_buttons(nxt)[0].click().run()
            assert forgiven not in "\n".join(c.value for c in nxt.caption)
            next_button(nxt).click().run()


DRILL_NOTICE = {"vi": ("Câu 1/10", "Luyện bốc cái: 1 câu đến hạn ôn", "Bạn trả lời đúng 10/10 câu."),
                "en": ("Question 1/10", ": 1 question due for review", "You answered 10 of 10 right.")}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_reviews_due_in_a_drill_are_a_notice_beside_ten_questions(db, monkeypatch, lang):
    """A learner with a drill review due (a bốc cái answered wrong yesterday) gets ten real questions, the
    notice linking to the drill at the start and the end — not a numbered «question» with one button that the
    result counts («đúng 3/9 câu»)."""
    from datetime import datetime, timezone

    from learning.progress import ProgressStore

    monkeypatch.setenv("HOC_CHAN_TEST_MODE", "1")
    yesterday = datetime(2026, 12, 6, 5, 0, tzinfo=timezone.utc).timestamp()
    assert ProgressStore(db, learner=None, clock=lambda: yesterday).record_attempt("boc_cai", "7V-4-1", False)
    first, notice, result = DRILL_NOTICE[lang]
    extra = {"lang": "en"} if lang == "en" else {}
    with language("en") if lang == "en" else contextlib.nullcontext():
        at = open_page(PAGE, ngay=DAY, **extra)
        assert at.caption[0].value.startswith(first), at.caption[0].value
        assert notice in shown(at), shown(at)
        first_there = {"vi": "được hỏi đầu tiên khi bạn mở bài luyện đó", "en": "come first when you open that drill"}
        assert first_there[lang] in shown(at)  # not «được hỏi trước khi bạn mở» (asked before you open it)
        seen = run_set(at)
        assert len(seen) == 10 and not answer_buttons(at)
        assert result in texts(at) and notice in shown(at), shown(at)
