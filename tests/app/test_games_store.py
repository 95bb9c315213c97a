"""learning.games: the practice table's unfinished hand and finished records (issue 12 item 4)."""
from __future__ import annotations

import os
import stat

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from learning import games
from learning.games import class_table_rows, get_record, keep_record, list_records, load_slot, save_slot
from learning.progress import ProgressStore


def test_slot_round_trip_and_replace(tmp_path):
    gs = ProgressStore(tmp_path / "p.sqlite3")
    assert load_slot("hand", gs) is None
    save_slot("hand", {"seed": 7, "events": [{"seat": 0, "event": "danh", "card": "9V"}], "tên": "Bạn"}, gs)
    assert load_slot("hand", gs) == {"seed": 7, "events": [{"seat": 0, "event": "danh", "card": "9V"}], "tên": "Bạn"}
    save_slot("hand", {"seed": 8}, gs)
    assert load_slot("hand", gs) == {"seed": 8}


def test_survives_a_new_process_view_of_the_file(tmp_path):
    """A server restart = a new store on the same file."""
    path = tmp_path / "p.sqlite3"
    save_slot("hand", {"seed": 3}, ProgressStore(path))
    rid = keep_record({"seed": 3, "players": 4, "variant": "classic", "events": []}, {"result": "u", "winner": 2},
                      store=ProgressStore(path))
    again = ProgressStore(path)
    assert load_slot("hand", again) == {"seed": 3}
    assert get_record(rid, store=again)["seed"] == 3
    assert [r["id"] for r in list_records(store=again)] == [rid]


def test_records_newest_first_with_summary(tmp_path):
    t = iter(range(100, 200))
    gs = ProgressStore(tmp_path / "p.sqlite3", clock=lambda: float(next(t)))
    ids = [keep_record({"seed": s, "players": 3, "variant": "sanhrong"}, {"result": "hoa", "winner": None, "n": s},
                       store=gs) for s in (1, 2, 3)]
    rows = list_records(store=gs)
    assert [r["id"] for r in rows] == ids[::-1]
    assert rows[0]["summary"]["n"] == 3 and rows[0]["variant"] == "sanhrong" and rows[0]["result"] == "hoa"
    assert list_records(2, store=gs)[-1]["id"] == ids[1]
    assert get_record(999, store=gs) is None


def test_shares_the_progress_file_without_breaking_it(progress_db):
    store = progress_db.get_store()
    progress_db.record_attempt("boc_cai", "x", True)
    games.save_slot(games.HAND_SLOT, {"seed": 1})
    assert games.load_slot(games.HAND_SLOT) == {"seed": 1}
    assert games.load_slot("hand", store) == {"seed": 1}  # the current learner's store
    assert store.attempts("boc_cai")[0]["item_id"] == "x"  # the progress tables are untouched


def test_deleted_file_is_recreated(tmp_path):
    path = tmp_path / "p.sqlite3"
    gs = ProgressStore(path)
    save_slot("hand", {"a": 1}, gs)
    os.remove(path)
    assert load_slot("hand", gs) is None
    save_slot("hand", {"a": 2}, gs)
    assert load_slot("hand", gs) == {"a": 2}


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes read-only folders")
def test_unwritable_file_never_raises(tmp_path, monkeypatch):
    folder = tmp_path / "ro"
    folder.mkdir()
    monkeypatch.setenv("HOC_CHAN_DB", str(folder / "sub" / "p.sqlite3"))
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        assert games.save_slot(games.HAND_SLOT, {"x": 1}) is False
        assert games.load_slot(games.HAND_SLOT) is None
        assert games.list_records() == []
        assert games.keep_record({"seed": 1, "players": 2, "variant": "classic"}, {}) is None
    finally:
        folder.chmod(stat.S_IRWXU)


def test_broken_path_never_raises(tmp_path, monkeypatch):
    """A path whose folder is a file: nothing can be written; the page must keep running."""
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("HOC_CHAN_DB", str(blocker / "p.sqlite3"))
    assert games.save_slot(games.HAND_SLOT, {"x": 1}) is False
    assert games.load_slot(games.HAND_SLOT) is None
    assert games.save_slot(games.SESSION_SLOT, {"t": 1}) is False
    assert games.get_record(1) is None


@settings(max_examples=25)
@given(st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=8),
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=5), kids, max_size=4),
    max_leaves=20,
))
def test_any_json_data_round_trips(tmp_path_factory, value):
    gs = ProgressStore(tmp_path_factory.mktemp("g") / "p.sqlite3")
    save_slot("hand", {"v": value}, gs)
    assert load_slot("hand", gs) == {"v": value}


def test_learner_profile_tables_keep_each_learners_games_apart(tmp_path):
    """Learner profiles (issue 14, ``learning/db.py``: ``learner_id`` in
    game_slots / game_records): every learner sees only their own games."""
    from learning import learners
    from learning.progress import ProgressStore

    path = tmp_path / "p.sqlite3"
    first = ProgressStore(path)
    assert first.learner_id() is None  # a fresh database has no learner row (issue 22) …
    assert first.save_counters("x", {}) and first.learner_id() == 1  # … until the first save: «Người học 1»
    second = learners.create("Người thứ hai", first.db)
    assert second is not None and second.id != 1
    a, b = ProgressStore(path, learner=1), ProgressStore(path, learner=second.id)
    save_slot("hand", {"who": "a"}, a)
    save_slot("hand", {"who": "b"}, b)
    assert load_slot("hand", a) == {"who": "a"} and load_slot("hand", b) == {"who": "b"}
    rid = keep_record({"seed": 1, "players": 2, "variant": "classic"}, {"result": "u", "winner": 0}, store=a)
    assert [r["id"] for r in list_records(store=a)] == [rid] and list_records(store=b) == []
    assert get_record(rid, store=b) is None


def test_an_untouched_hand_kept_by_an_older_version_is_left_out_of_every_list_and_stays_saved(store_url):
    """A hand an older version kept «bỏ dở» with no decision of the learner (an empty timeline) is neither in
    «Ván đã chơi» nor in the figures of «Tiến độ» and «Lớp học»; it is still saved. A hand left after a decision,
    and a finished one, are listed (SQLite and PostgreSQL)."""
    from tests.app.test_learners import stores

    _database, (gs,) = stores(store_url, 1)
    hand = {"players": 4, "variant": "classic"}
    idle = keep_record({**hand, "seed": 1, "timeline": []}, {"result": "bo_do"}, store=gs)
    keep_record({**hand, "seed": 2, "timeline": [{"event": 3}]}, {"result": "bo_do"}, store=gs)
    keep_record({**hand, "seed": 3, "timeline": []}, {"result": "hoa"}, store=gs)
    assert sorted(r["seed"] for r in list_records(store=gs)) == [2, 3]
    assert [sorted(r["seed"] for r in rows) for rows in class_table_rows(gs.db).values()] == [[2, 3]]
    assert get_record(idle, store=gs)["seed"] == 1


def test_a_hand_played_again_is_listed_but_left_out_of_the_figures(store_url):
    """A hand played again («Chơi lại từ đây»: ``replay_of`` in its summary) is in «Ván đã chơi», never among the
    hands of «Tiến độ» and «Lớp học»; a summary without it (every older save) counts (SQLite and PostgreSQL)."""
    from tests.app.test_learners import stores

    _database, (gs,) = stores(store_url, 1)
    hand = {"players": 4, "variant": "classic", "seed": 5, "timeline": [{"event": 3}]}
    first = keep_record(hand, {"result": "u", "winner": 1}, store=gs)
    again = keep_record(hand, {"result": "u", "winner": 1, "replay_of": {"record_id": first, "event": 3, "seed": 5}},
                        store=gs)
    assert [len(rows) for rows in class_table_rows(gs.db).values()] == [1]
    listed = list_records(store=gs)
    assert [(r["id"], games.replayed(r["summary"])) for r in listed] == [(again, True), (first, False)]
