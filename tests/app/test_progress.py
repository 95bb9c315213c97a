"""The progress store (learning.progress): location, WAL, survival of a
restart, Leitner ordering, recovery from a corrupt file.

Tests taking ``store_url`` run twice (conftest): on a SQLite file and on a real
PostgreSQL database started by the tests (issue 14); the others are about the
SQLite file itself."""
from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from learning import progress
from learning.db import default_path
from learning.progress import INTERVALS, ProgressStore


class Clock:
    """A fake clock (seconds)."""

    def __init__(self, t: float = 1_000_000.0):
        self.t = t

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def db(tmp_path) -> Path:
    return tmp_path / "sub" / "progress.sqlite3"


def test_default_path_env_xdg_home(monkeypatch, tmp_path):
    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "x.db"))
    assert default_path() == tmp_path / "x.db"
    monkeypatch.delenv("HOC_CHAN_DB")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert default_path() == tmp_path / "xdg" / "hoc-chan" / "progress.sqlite3"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert default_path() == tmp_path / "home" / ".local" / "share" / "hoc-chan" / "progress.sqlite3"


def test_creates_folder_and_uses_wal(db):
    s = ProgressStore(db)
    assert db.exists() and s.learner_warning is None
    con = sqlite3.connect(db)
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    con.close()


def test_progress_survives_a_restart(store_url):
    clock = Clock()
    s = ProgressStore(url=store_url, clock=clock)
    s.lesson_done("bo-bai")
    s.lesson_done("bo-bai")  # twice: still one entry, first time kept
    s.record_attempt("boc_cai", "q1", False)
    s.record_attempt("boc_cai", "q1", True)
    s.record_attempt("bai_hoc", "u/chiu-u", True)
    s.set_position("u", 4)
    del s
    s2 = ProgressStore(url=store_url, clock=clock)  # a new process would do exactly this
    assert s2.lessons_done() == {"bo-bai": clock.t}
    assert s2.is_lesson_done("bo-bai") and not s2.is_lesson_done("u")
    assert s2.position() == ("u", 4)
    assert [(a["drill"], a["item_id"], a["correct"]) for a in s2.attempts()] == [
        ("boc_cai", "q1", False), ("boc_cai", "q1", True), ("bai_hoc", "u/chiu-u", True)]
    item = s2.item("boc_cai", "q1")
    assert s2.item("boc_cai", "nope") is None
    assert (item["attempts"], item["correct"], item["box"], item["last_correct"]) == (2, 1, 2, True)


def test_leitner_boxes(store_url):
    clock = Clock()
    s = ProgressStore(url=store_url, clock=clock)
    boxes = []
    for ok in (True, True, True, True, True, False, True):
        s.record_attempt("d", "a", ok)
        boxes.append(s.item_stats("d")[0]["box"])
    # first right → box 2; each right one up to 5; a wrong one back to box 1
    assert boxes == [2, 3, 4, 5, 5, 1, 2]


def test_due_items_wrong_first_then_new_then_due(store_url):
    clock = Clock()
    s = ProgressStore(url=store_url, clock=clock)
    s.record_attempt("d", "right", True)    # box 2: due in 10 min
    clock.t += 1
    s.record_attempt("d", "wrong1", False)
    clock.t += 1
    s.record_attempt("d", "wrong2", False)
    s.record_attempt("other", "new1", False)  # another drill does not count
    cands = ["new1", "right", "wrong2", "new2", "wrong1"]
    assert s.due_items("d", cands) == ["wrong1", "wrong2", "new1", "new2", "right"]
    assert s.due_items("d", cands, only_due=True) == ["wrong1", "wrong2", "new1", "new2"]
    assert s.due_items("d", cands, limit=1) == ["wrong1"]
    clock.t += INTERVALS[2]
    assert "right" not in s.due_items("d", cands, only_due=True)  # never wrong: no review card (issue 26)
    # answered right again, wrong1 leaves the front of the queue; its FSRS card falls due later
    s.record_attempt("d", "wrong1", True)
    assert s.due_items("d", cands)[0] == "wrong2" and "wrong1" not in s.due_items("d", cands, only_due=True)
    clock.t += 30 * 24 * 3600
    assert s.due_items("d", cands, only_due=True)[-1] == "wrong1"
    # candidates may be any hashable; the originals come back
    assert s.due_items("d", [3, 1]) == [3, 1]


def test_clear(store_url):
    s = ProgressStore(url=store_url)
    s.lesson_done("x")
    s.record_attempt("d", "a", True)
    s.set_position("x", 1)
    s.clear()
    assert s.lessons_done() == {} and s.attempts() == [] and s.position() is None


def test_corrupt_file_reported_replaced_and_kept_aside(db, caplog):
    s = ProgressStore(db)
    s.lesson_done("bo-bai")
    del s
    garbage = b"\x00garbage, not sqlite\xff" * 500
    db.write_bytes(garbage)
    s2 = ProgressStore(db)
    assert "hỏng" in s2.learner_warning and "tệp mới" in s2.learner_warning and str(db) not in s2.learner_warning
    assert str(s2.moved_to) in caplog.text  # where the old file is kept: in the server log
    kept = list(db.parent.glob("progress.sqlite3.corrupt-*"))
    assert kept == [s2.moved_to] and kept[0].read_bytes() == garbage
    # the fresh store works and is empty
    assert s2.lessons_done() == {}
    s2.lesson_done("chan-ca")
    assert ProgressStore(db).lessons_done().keys() == {"chan-ca"}
    assert ProgressStore(db).learner_warning is None


def test_file_corrupted_while_running_is_replaced(db):
    s = ProgressStore(db)
    s.record_attempt("d", "a", True)
    db.write_bytes(b"not a database" * 300)
    for side in ("-wal", "-shm"):
        p = db.with_name(db.name + side)
        if p.exists():
            p.unlink()
    s.record_attempt("d", "b", False)  # no exception: replaced, then recorded
    assert s.learner_warning and list(db.parent.glob("*.corrupt-*"))
    assert [a["item_id"] for a in s.attempts()] == ["b"]


def test_module_api_uses_hoc_chan_db(monkeypatch, tmp_path):
    path = tmp_path / "api.sqlite3"
    monkeypatch.setenv("HOC_CHAN_DB", str(path))
    progress.record_attempt("boc_cai", "7V-4-1", False)
    progress.record_attempt("boc_cai", "2N-4-0", True)
    progress.get_store().lesson_done("u")
    assert progress.due_items("boc_cai", ["2N-4-0", "new", "7V-4-1"]) == ["7V-4-1", "new", "2N-4-0"]
    assert progress.get_store().path == path
    assert ProgressStore(path).lessons_done().keys() == {"u"}


def test_file_deleted_while_running_starts_fresh_without_warning(db):
    s = ProgressStore(db)
    s.lesson_done("bo-bai")
    for p in db.parent.glob("progress.sqlite3*"):
        p.unlink()
    s.record_attempt("d", "a", True)
    assert s.learner_warning is None and [a["item_id"] for a in s.attempts()] == ["a"]


def test_module_api_never_breaks_a_drill(monkeypatch, caplog):
    class Broken:
        def record_attempt(self, *a, **k):
            raise sqlite3.OperationalError("attempt to write a readonly database")

        due_items = record_attempt

    monkeypatch.setattr(progress, "get_store", lambda: Broken())
    progress.record_attempt("d", "a", True)  # logged, not raised
    assert progress.due_items("d", ["x", "y"], limit=1) == ["x"]
    assert "Không ghi được tiến độ" in caplog.text


# ---- «Học tiếp»: progress.next_step (one rule for the home and Tiến độ pages) ----

def _course():
    from learning.lessons import load_course

    return load_course()


def test_next_step_nothing_saved_starts_at_lesson_1(store_url):
    from learning.progress import next_step

    course = _course()
    nxt = next_step(course, ProgressStore(url=store_url))
    assert (nxt.kind, nxt.lesson.id, nxt.step, nxt.number) == ("start", course[0].id, 0, 1)
    assert nxt.label == f"Bắt đầu học: Bài 1. {course[0].title}"
    assert nxt.query_params == {"lesson": course[0].id, "step": "1"}


def test_next_step_skips_a_finished_lesson_even_if_it_was_opened_last(store_url):
    """The tester's case: lessons 1–4 finished, stopped on Bài 4 bước n/n → Bài 5;
    merely opening Bài 2 later still gives Bài 5."""
    from learning.progress import next_step

    course, s = _course(), ProgressStore(url=store_url)
    for x in course[:4]:
        s.lesson_done(x.id)
    s.set_position(course[3].id, course[3].n_steps - 1)
    nxt = next_step(course, s)
    assert (nxt.kind, nxt.lesson.id, nxt.step, nxt.number) == ("next", course[4].id, 0, 5)
    assert nxt.label == f"Bắt đầu học: Bài 5. {course[4].title}"  # never opened: started, not continued
    s.set_position(course[1].id, 0)  # reopened lesson 2 to look something up
    assert next_step(course, s).lesson.id == course[4].id


def test_next_step_resumes_an_unfinished_lesson_where_stopped(store_url):
    from learning.progress import next_step

    course, s = _course(), ProgressStore(url=store_url)
    s.lesson_done(course[0].id)
    s.set_position(course[5].id, 3)  # Bài 6 not finished, bước 4
    nxt = next_step(course, s)
    assert (nxt.kind, nxt.lesson.id, nxt.step) == ("resume", course[5].id, 3)
    assert nxt.query_params == {"lesson": course[5].id, "step": "4"}
    s.set_position(course[5].id, 999)  # a step past the end (lesson got shorter) is clamped
    assert next_step(course, s).step == course[5].n_steps - 1
    s.set_position("bai-da-xoa", 2)  # a lesson that no longer exists: first unfinished one
    assert next_step(course, s).lesson.id == course[1].id


def test_next_step_all_done_offers_a_review(store_url):
    from learning.progress import next_step

    course, s = _course(), ProgressStore(url=store_url)
    for x in course:
        s.lesson_done(x.id)
    s.set_position(course[-1].id, course[-1].n_steps - 1)
    nxt = next_step(course, s)
    assert (nxt.kind, nxt.lesson.id, nxt.step) == ("all_done", course[0].id, 0)
    assert nxt.label.startswith("Ôn lại từ đầu: Bài 1.")


def test_next_step_never_raises_on_an_unreadable_store(db):
    from learning.progress import next_step

    class Broken:
        def lessons_done(self):
            raise sqlite3.OperationalError("disk I/O error")

        position = lessons_done

    assert next_step(_course(), Broken()).kind == "start"
    assert next_step((), ProgressStore(db)).query_params is None
