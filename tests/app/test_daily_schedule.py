"""Daily practice model (issue 26): the FSRS schedule against the package's own expectations, review
cards of mistakes, Glicko-2 ratings, the streak with its weekly freeze, and today's set on a real
progress store — every time passed in, the clock moved by the test."""
from __future__ import annotations

from datetime import date, datetime, timedelta, timezone

import pytest
from fsrs import Card, Rating, Scheduler, State

from learning.daily import cards, clock, puzzles, rating, today
from learning.daily.streak import calendar, streak
from learning.progress import ProgressStore

UTC = timezone.utc
TZ = clock.zone("Asia/Ho_Chi_Minh")
T0 = datetime(2026, 12, 7, 5, 0, tzinfo=UTC)  # a Monday, noon in Hà Nội


# ------------------------------------------------------------------ FSRS: the package's own expectations
def test_fsrs_interval_history_is_the_packages_own():
    """py-fsrs tests/test_basic.py ``test_review_card`` (FSRS-6 default parameters, no fuzz): the
    intervals of Good ×6, Again ×2, Good ×5 reviewed on their due dates; through our review()."""
    sched = Scheduler(enable_fuzzing=False)
    card = Card(card_id=1, due=datetime(2022, 11, 29, 12, 30, tzinfo=UTC))
    t = card.due
    ivl = []
    for ok in [True] * 6 + [False] * 2 + [True] * 5:
        card = cards.review(card, ok, t, sched)
        ivl.append((card.due - card.last_review).days)
        t = card.due
    assert ivl == [0, 2, 11, 46, 163, 498, 0, 0, 2, 4, 7, 12, 21]


def test_fsrs_memory_state_is_the_packages_own():
    """py-fsrs ``test_memo_state``: Again, Good ×5 after 0, 0, 1, 3, 8, 21 days, then Good → S ≈ 53.6269."""
    sched = Scheduler()
    card = Card(card_id=1)
    t = datetime(2022, 11, 29, 12, 30, tzinfo=UTC)
    for r, days in zip([Rating.Again] + [Rating.Good] * 5, [0, 0, 1, 3, 8, 21]):
        t += timedelta(days=days)
        card, _ = sched.review_card(card, r, t)
    card, _ = sched.review_card(card, Rating.Good, t)
    assert round(card.stability, 4) == 53.6269


def test_daily_schedule_a_mistake_comes_back_tomorrow_and_right_answers_space_it_out():
    card = cards.new_card("boc_cai", "q1", T0)
    card = cards.review(card, False, T0)
    assert card.state == State.Review and card.due == T0 + timedelta(days=1)
    gaps = []
    t = card.due
    for _ in range(4):
        card = cards.review(card, True, t)
        gaps.append((card.due - t).days)
        t = card.due
    assert gaps == sorted(gaps) and gaps[0] >= 1 and gaps[-1] > gaps[0]
    again = cards.review(card, False, t)
    assert timedelta(days=1) <= again.due - t < timedelta(days=gaps[-1])  # a lapse: back much sooner


# ------------------------------------------------------------------ Glicko-2
def test_glicko2_solving_raises_the_learner_and_lowers_the_puzzle():
    me, it = rating.play(rating.Rating(), rating.Rating(1500, 250), True)
    assert me.rating > 1500 > it.rating and me.rd < 350 and me.games == it.games == 1
    me2, it2 = rating.play(rating.Rating(), rating.Rating(1500, 250), False)
    assert me2.rating < 1500 < it2.rating
    # the package's own example (Glickman's paper, glicko2 tests): 1500±200 vs 1400±30 W, 1550±100 L, 1700±300 L
    import glicko2
    p = glicko2.Player()
    p.rating, p.rd = 1500, 200
    p.update_player([1400, 1550, 1700], [30, 100, 300], [1, 0, 0])
    assert round(p.rating, 2) == 1464.05 and round(p.rd, 2) == 151.52


def test_an_answer_rates_the_learner_and_the_puzzle_and_both_are_kept():
    import sqlalchemy as sa

    from learning import db as schema

    engine = sa.create_engine("sqlite://")
    schema.metadata.create_all(engine)
    with engine.begin() as conn:
        me, it = rating.record(conn, 1, "p1", 1600, True, 1.0)  # a new puzzle: its initial rating ± PUZZLE_RD
        assert (me, it) == rating.play(rating.Rating(), rating.Rating(1600.0, rating.PUZZLE_RD), True)
        assert rating.learner_rating(conn, 1) == me and rating.learner_rating(conn, 2) == rating.Rating()
        again = rating.record(conn, 1, "p1", 1600, False, 2.0)  # both kept ratings, not the initial ones
        assert again == rating.play(me, it, False)


def test_puzzles_near_a_rating_are_near_it():
    low = puzzles.near(1200, 8)
    high = puzzles.near(1900, 8)
    assert sum(p.rating for p in low) / 8 < sum(p.rating for p in high) / 8
    assert len({p.theme for p in low}) >= 4  # themes taken in turn


# ------------------------------------------------------------------ streak
def d(n: int) -> date:
    return date(2026, 12, 7) + timedelta(days=n)  # d(0): a Monday


def test_streak_counts_days_in_a_row_and_today_not_yet_done_does_not_break_it():
    assert streak([], d(0)).days == 0
    assert streak([d(0)], d(0)).days == 1
    s = streak([d(-2), d(-1)], d(0))
    assert s.days == 2 and not s.today
    assert streak([d(-3)], d(0)).days == 0  # two days missed: gone


def test_one_freeze_a_week_forgives_one_missed_day():
    s = streak([d(0), d(2)], d(2))  # Tuesday missed
    assert s.days == 2 and s.frozen == (d(1),)
    s = streak([d(0), d(2), d(4)], d(4))  # Tuesday and Thursday missed, same week: only Thursday forgiven
    assert s.days == 2 and s.frozen == (d(3),)
    # walking back from Tuesday d(8): Sunday d(6) missed → frozen (its week's freeze); Thursday d(3) missed →
    # the week's freeze is used: the streak is Fri, Sat, Mon, Tue
    s = streak([d(0), d(2), d(4), d(5), d(7), d(8)], d(8))
    assert s.days == 4 and s.frozen == (d(6),) and s.best == 4


def test_calendar_marks_done_frozen_missed_and_future():
    cal = calendar([d(0), d(2)], d(3), weeks=1)
    states = [s for _d, s in cal[0]]
    assert states == ["done", "frozen", "done", "today", "future", "future", "future"]
    cal = calendar([d(1), d(4)], d(5), weeks=2)
    assert [s for _d, s in cal[0]] == ["before"] * 7  # the week before the first day practised
    assert [s for _d, s in cal[1]][:6] == ["before", "done", "missed", "missed", "done", "today"]


# ------------------------------------------------------------------ today's set on a store
@pytest.fixture
def store(tmp_path):
    """A store whose clock stands at :data:`T0` (a drill's own answers are timed by it: at the wall clock's time the
    day of a test's ``T0`` would depend on the hour the tests run)."""
    return ProgressStore(tmp_path / "p.sqlite3", learner=None, clock=lambda: T0.timestamp())


def play_all(store, now, wrong=()):
    sess = today.session(store, now, TZ)
    for i, item in enumerate(sess["items"]):
        assert today.answer(store, sess, i, i not in wrong, now)
    assert today.finish(store, sess, now)
    return sess


def test_a_new_learner_gets_a_set_of_about_ten_and_a_mistake_comes_back_on_its_day(store):
    sess = today.session(store, T0, TZ)
    kinds = [i["kind"] for i in sess["items"]]
    assert 8 <= len(kinds) <= 10 and kinds.count("xuong") == 1 and kinds.count("boc_cai") == 1
    wrong = next(i for i, it in enumerate(sess["items"]) if it["kind"] == "puzzle")
    missed_id = sess["items"][wrong]["id"]
    play_all(store, T0, wrong={wrong})
    s = today.summary(store, T0, TZ)
    assert s.streak.days == 1 and s.streak.today and s.due_tomorrow == 1 and s.rating.games == 9
    assert s.themes and sum(n for n, _ok in s.themes.values()) == len(kinds)
    assert today.session(store, T0, TZ)["done"]  # the same set again today
    nxt = today.session(store, T0 + timedelta(days=1), TZ)
    assert nxt["items"][0] == {"kind": "review", "source": "puzzle", "id": missed_id}
    assert missed_id not in [i.get("id") for i in nxt["items"][1:]]
    played = {i["id"] for i in sess["items"] if "id" in i}
    assert not played & {i.get("id") for i in nxt["items"][1:]}  # new puzzles, not the solved ones
    play_all(store, T0 + timedelta(days=1))
    s2 = today.summary(store, T0 + timedelta(days=1), TZ)
    assert s2.streak.days == 2
    rated = sum(1 for i in nxt["items"] if i["kind"] in ("puzzle", "xuong"))
    assert s2.rating.games == 9 + rated  # the review of a failed puzzle is not rated again
    assert s2.due_tomorrow == 0 and s2.cards == 1  # answered right: the card waits longer than a day
    assert today.summary(store, T0 + timedelta(days=4), TZ).streak.days == 0


def test_an_answer_is_saved_once_and_the_set_survives_a_reload(store):
    sess = today.session(store, T0, TZ)
    assert today.answer(store, sess, 0, False, T0)
    assert today.answer(store, sess, 0, True, T0)  # second answer: ignored
    again = today.session(store, T0 + timedelta(hours=2), TZ)
    assert again["answers"] == {"0": False} and again["items"] == sess["items"]


def test_the_day_moves_only_in_test_mode(monkeypatch):
    monkeypatch.delenv(clock.TEST_MODE_ENV, raising=False)
    real = clock.now(TZ, "2020-01-01")
    assert abs((real - datetime.now(UTC)).total_seconds()) < 60  # a link cannot move a learner's day
    monkeypatch.setenv(clock.TEST_MODE_ENV, "1")
    moved = clock.now(TZ, "2020-01-01")
    assert clock.today(moved, TZ) == date(2020, 1, 1) and moved.tzinfo is not None
    monkeypatch.setenv(clock.TODAY_ENV, "2021-05-06")
    assert clock.today(clock.now(TZ), TZ) == date(2021, 5, 6)
    assert clock.today(clock.now(TZ, "not a day"), TZ) == date(2021, 5, 6)


def test_a_wrong_drill_answer_is_an_fsrs_card_listed_in_the_next_set(tmp_path):
    clock_s = [T0.timestamp()]
    s = ProgressStore(tmp_path / "p.sqlite3", learner=None, clock=lambda: clock_s[0])
    assert s.record_attempt("boc_cai", "7V-4-1", False) and s.record_attempt("boc_cai", "2N-4-0", True)
    rows = s.read_rows(lambda conn, lid: cards.due_times(conn, lid, "boc_cai"), {})
    assert set(rows) == {"7V-4-1"} and rows["7V-4-1"] == T0 + timedelta(days=1)  # only the mistake is a card
    nxt = today.session(s, T0 + timedelta(days=1), TZ)
    assert nxt["drills"] == {"boc_cai": 1} and len(nxt["items"]) == today.SET_SIZE  # a notice beside ten items
    assert s.clear() and not s.read_rows(lambda conn, lid: cards.count(conn, lid), 0)  # cleared with the progress


def test_luyen_xuong_points_reviews_are_luyen_xuongs_and_the_old_one_item_card_is_not_in_the_notice(tmp_path):
    """«Luyện xướng»'s old points card (``tinh_diem``, one item for every hand) cannot be asked again anywhere: the
    notice that says a drill asks it first leaves it out; a missed hand's points question is the drill's own."""
    s = ProgressStore(tmp_path / "p.sqlite3", learner=None, clock=lambda: T0.timestamp())
    assert s.record_attempt("tinh_diem", "Điểm của bài ù (luyện xướng)", False)
    assert s.record_attempt("xuong", "Điểm bài số 442080, cấp 2", False)
    assert today.session(s, T0 + timedelta(days=1), TZ)["drills"] == {"xuong": 1}


def test_a_set_saved_with_the_drills_notice_as_an_item_is_read_with_it_beside(tmp_path):
    """Sets saved before the notice left the items ended with ``{"kind": "drills"}`` (its answer too): today's saved
    set is read with the notice as ``drills`` and only the questions as items."""
    from learning import db as schema

    s = ProgressStore(tmp_path / "p.sqlite3", learner=None)
    old = today.build(None, None, date(2026, 12, 7), T0)
    old["items"] = old["items"][:-1] + [{"kind": "drills", "due": {"boc_cai": 2}}]
    old["answers"] = {"0": True, str(len(old["items"]) - 1): True}
    assert s.write_rows(today.SAVE_KEY, "old", lambda conn, lid: schema.put_counters(conn, lid, today.COUNTER, old, 1.0))
    sess = today.session(s, T0, TZ)
    assert sess["drills"] == {"boc_cai": 2} and all(it["kind"] != "drills" for it in sess["items"])
    assert sess["answers"] == {"0": True} and len(sess["items"]) == today.SET_SIZE - 1


def test_the_class_sees_each_learners_streak_and_weakest_themes(tmp_path):
    from learning.daily.today import daily_rows

    from learning import learners

    a = ProgressStore(tmp_path / "p.sqlite3", learner=None)
    play_all(a, T0, wrong={0, 1, 2})
    lan = learners.create("Lan", a.db)
    b = ProgressStore(database=a.db, learner=lan.id)
    assert b.lesson_done("bo-bai") and lan.id != a.learner_id()  # a second learner, no daily practice
    rows = a.read_rows(lambda conn, lid: daily_rows(conn, date(2026, 12, 7)), {})
    assert list(rows) == [a.learner_id()]
    row = rows[a.learner_id()]
    assert row.streak == 1 and row.today
    assert all(ok < n for _th, n, ok in row.weakest)


def test_tomorrows_count_is_what_hom_nay_asks_not_a_drills_own_reviews(store):
    """A tester's end screen said «11 questions due for review» for 7 puzzle reviews and 4 «Ăn hay không?» ones,
    which the drill asks itself (its own notice counted them again): tomorrow's count is what «Hôm nay» asks."""
    sess = today.session(store, T0, TZ)
    wrong = next(i for i, it in enumerate(sess["items"]) if it["kind"] == "puzzle")
    play_all(store, T0, wrong={wrong})
    for item in ("c1", "c2"):  # two drill answers missed today: due in the drill, not here
        assert store.record_attempt("an_hay_khong", item, False)
    assert today.summary(store, T0, TZ).due_tomorrow == 1
    nxt = today.session(store, T0 + timedelta(days=1), TZ)
    assert nxt["due"] == 1 and nxt["drills"] == {"an_hay_khong": 2}
