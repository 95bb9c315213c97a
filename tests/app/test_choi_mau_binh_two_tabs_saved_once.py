"""Tester (session 18), «Chơi Mậu binh»: the same round open in two tabs of one learner and revealed («Lật bài») in
both was saved twice, counted twice in «Ván đã chơi» and «Tiến độ». Each dealt round has a play id
(``mau_binh_rounds.play``, unique per learner, migration 0007; the open round carries it, so another tab takes it):
the second save of the same play changes nothing and that tab shows the round as it was revealed and kept. Rounds
kept before 0007 (no play id) keep loading."""
from __future__ import annotations

import json
import sqlite3

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.config import Config

from learning import db as schema
from learning import mau_binh_rounds as rounds
from learning.progress import ProgressStore, open_database
from mau_binh.round import LEVELS, bot_arrangement, deal_round, play_round, round_record
from mau_binh.solver import solve
from tests.apptest_pages import chi_rows, open_page
from words import language

PAGE = "app_pages/choi_mau_binh.py"
K = "hoc_chan__"
SEED = 2031
AGAIN = {"vi": "Ván này đã được lật rồi (trong một lần mở trang khác)",
         "en": "This round has already been revealed (in another opening of the page)"}


def _run(at) -> None:
    at.run()
    assert not at.exception, [e.value for e in at.exception]


def _reveal(at, arr) -> None:
    for chi in ("front", "middle", "back"):
        chi_rows(at, f"cm_chi_{SEED}")[chi].set_value([c.code for c in arr.chi(chi)])
    _run(at)
    at.button(key="cm_reveal").click()
    _run(at)


def _listed(at) -> int:
    return sum(str(m.value).startswith((f"Ván số {SEED}:", f"Round {SEED}:")) for m in at.markdown)


def _points(at) -> list[str]:
    return list(at.table[0].value.iloc[:, 1])


def _rows(db) -> list[tuple]:
    """Every kept round: (learner, seed, the learner's arrangement)."""
    con = sqlite3.connect(db)
    try:
        return [(lid, seed, json.loads(rec)["arrangements"][0]) for lid, seed, rec in con.execute(
            "SELECT learner_id, seed, record FROM mau_binh_rounds ORDER BY id")]
    finally:
        con.close()


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("new_browser", [False, True], ids=["a learner", "a learner not created yet"])
def test_one_round_revealed_in_two_tabs_is_kept_once_and_shown_as_kept(db, lang, new_browser):
    """The learner exists, or (``new_browser``) the browser's learner is made by the first save: its tabs keep no
    open round in the database before it."""
    hand = deal_round(SEED)[0]
    mine, other = solve(hand).arrangement, bot_arrangement(hand, "ngau_nhien", SEED)
    assert str(mine) != str(other)
    with language(lang):
        home = open_page(PAGE, lang=lang)
        home.sidebar.text_input(key=K + "new_name").set_value("Minh")  # a learner who exists before he arranges
        home.sidebar.button(key=K + "add").click()
        _run(home)
        first = open_page(PAGE, browser=None if new_browser else home, seed=SEED, lang=lang)  # a round in one tab …
        second = open_page(PAGE, browser=first, seed=SEED, lang=lang)  # … and the same round in another
        _reveal(first, mine)
        _reveal(second, other)
        assert AGAIN[lang] in [i.value for i in second.info][0] and not [i for i in first.info if AGAIN[lang] in i.value]
        assert _points(second) == _points(first)  # the round as the first tab revealed it, not the other arrangement
        assert _listed(second) == 1
        assert [(s, a) for _lid, s, a in _rows(db)] == [(str(SEED), str(mine))]
        second.button(key="cm_again").click()  # «Chơi lại ván này»: a new play of the same deal, kept as one more
        _run(second)
        _reveal(second, other)
        assert not [i for i in second.info if AGAIN[lang] in i.value] and _listed(second) == 2
    rows = _rows(db)
    assert [a for _lid, _s, a in rows] == [str(mine), str(other)] and rows[0][0] == rows[1][0]


def _record(seed: int, play: str | None = None) -> dict:
    rnd = play_round([bot_arrangement(h, "hop_ly", seed) for h in deal_round(seed)])
    return {**round_record(seed, LEVELS, rnd), **({"play": play} if play else {})}


def test_the_same_play_saved_twice_is_one_row_per_learner(store_url):
    """SQLite and PostgreSQL: a second save of a play is a no-op that returns the first; without a play id each save
    is its own play; another learner's play with the same id is his own."""
    from learning import learners

    database = open_database(store_url)
    try:
        a = ProgressStore(database=database, learner=learners.create("An", database).id)
        b = ProgressStore(database=database, learner=learners.create("Lan", database).id)
        first = rounds.keep_round(_record(5, "p1"), at=10.0, store=a)
        changed = {**_record(5, "p1"), "arrangements": _record(6)["arrangements"], "points": [7, -7, 0, 0]}
        again = rounds.keep_round(changed, at=20.0, store=a)
        assert first["again"] is False and again["again"] is True
        assert again["id"] == first["id"] and again["points"] == first["points"] and again["finished_at"] == 10.0
        assert rounds.keep_round(_record(5, "p1"), store=b)["again"] is False  # Lan's own
        assert rounds.keep_round(_record(5), store=a)["again"] is False  # no play given: a new one
        assert [r["finished_at"] for r in rounds.list_rounds(store=a)][1:] == [10.0]
        assert len(rounds.list_rounds(store=a)) == 2 and len(rounds.list_rounds(store=b)) == 1
    finally:
        database.dispose()


# ---------------------------------------------------------------- migration 0007
def _old_database(url: str) -> str:
    """``url`` at schema 0006 with the only learner's two kept rounds of the same deal (no play id then)."""
    engine = sa.create_engine(url)
    cfg = Config(str(schema.MIGRATIONS_DIR / "alembic.ini"))
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0006")
        conn.execute(sa.text("INSERT INTO learners (id, name, created_at, last_seen) VALUES (1, :n, 0, 0)"),
                     {"n": schema.FIRST_LEARNER_NAME})
        t = sa.table("mau_binh_rounds", *(sa.column(c) for c in (
            "learner_id", "finished_at", "seed", "points", "best_points", "cost", "as_best", "record")))
        r = _record(SEED)
        for at in (1.0, 2.0):
            conn.execute(t.insert().values(learner_id=1, finished_at=at, seed=str(SEED), points=r["points"][0],
                                           best_points=r["best_points"], cost=r["cost"], as_best=int(r["as_best"]),
                                           record=schema.JSONText().process_bind_param(r, None)))
    engine.dispose()
    return url


@pytest.fixture(params=["sqlite", "postgresql"])
def old_url(request, tmp_path):
    if request.param == "sqlite":
        return _old_database(schema.sqlite_url(tmp_path / "old.sqlite3"))
    return _old_database(request.getfixturevalue("pg_cluster").new_database(template=None))


def test_migration_0007_keeps_every_kept_round_and_then_keeps_a_play_once(old_url):
    database = open_database(old_url)
    try:
        s = ProgressStore(database=database, learner=1)
        assert database.read(lambda conn: schema.current_revision(conn), None) == schema.HEAD == "0007"
        before = rounds.list_rounds(store=s)
        assert [r["seed"] for r in before] == [str(SEED)] * 2 and before[0]["points"] == _record(SEED)["points"]
        assert rounds.keep_round(_record(SEED, "p"), store=s)["again"] is False
        assert rounds.keep_round(_record(SEED, "p"), store=s)["again"] is True
        assert len(rounds.list_rounds(store=s)) == 3
    finally:
        database.dispose()


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_rounds_kept_before_0007_are_listed_and_open_on_the_page(db, lang):
    _old_database(schema.sqlite_url(db))
    with language(lang):
        at = open_page(PAGE, lang=lang)  # the only learner, «Người học 1», goes to this first browser
        assert _listed(at) == 2
        at.button(key="cm_replay_1").click()
        _run(at)
    assert {"vi": "Đang xem lại ván số", "en": "Viewing round"}[lang] in " ".join(c.value for c in at.caption)
    assert at.table and not at.warning
