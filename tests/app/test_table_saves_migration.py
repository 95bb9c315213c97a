"""Migration 0005 on a 0004 progress database holding practice-table saves from before the engine stated facts
(sentences in the state, faults kept as words, or per language in ``faults_in``): every save is converted once, read
back through the app's own readers (:meth:`learning.coach.Table.from_dict`, ``ui.table.deal.table_of_record``),
and its review shows the same faults as the hand played — in both languages, on SQLite and PostgreSQL. A save that
cannot be converted is kept as it was."""
from __future__ import annotations

import copy
import json

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.config import Config

from chan_core.facts import plain
from chan_core.game import GameRecord, judge_action
from chan_core.game.bots import RandomBot
from learning import db as schema
from learning import games
from learning.coach import LEARNER, Table, entry_faults, review_items
from learning.progress import ProgressStore, open_database
from tests.english_check import leftover_words
from ui.table import record_doc
from ui.table.deal import table_of_record
from words import say
from words.i18n import LANGUAGES, language


def _migration():
    """The module of migration 0005 (its file name is not an import name)."""
    import importlib.util

    path = schema.MIGRATIONS_DIR / "versions" / "0005_table_facts.py"
    spec = importlib.util.spec_from_file_location("migration_0005", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def facts_hand(doc: dict) -> dict:
    return _migration().facts_hand(doc)


def said(value, lang: str = "vi"):
    """``value`` (JSON data) with every fact said in ``lang``: what a save held before facts."""
    if isinstance(value, dict) and set(value) == {"code", "params"}:
        return say(value, lang)
    if isinstance(value, dict):
        return {k: said(v, lang) for k, v in value.items()}
    if isinstance(value, list):
        return [said(v, lang) for v in value]
    return value


def old_timeline(timeline: list, per_language: bool = False) -> list:
    """A timeline as saved before facts: faults in Vietnamese words (``per_language``: and in English, ``faults_in``,
    as saved between issues 15 and 23)."""
    out = []
    for e in plain(timeline):
        e = {k: v for k, v in e.items() if k != "facts"}
        if per_language:
            e["faults_in"] = {lang: said(e["faults"], lang) for lang in LANGUAGES}
        out.append(said(e))
    return out


def hand(seed: int, mode: str, moves: int = 200) -> Table:
    """A careless learner's hand (random moves) against sensible bots."""
    me = RandomBot(seed)
    t = Table.deal(4, seed, mode=mode)
    for _ in range(moves):
        t.run_bots()
        if t.finished or t.state.phase == "xuong":
            break
        t.learner_move(me.choose(t.state, LEARNER, t.legal()))
    return t


def old_hand_doc(t: Table, per_language: bool = False) -> dict:
    d = plain(t.to_dict())
    return {**d, "state": said(d["state"]), "timeline": old_timeline(t.timeline, per_language)}


def old_record_doc(t: Table, per_language: bool = False) -> dict:
    with language("vi"):
        d = plain(record_doc(t))
    return {**d, "final": said(d["final"]), "timeline": old_timeline(t.timeline, per_language)}


@pytest.fixture(params=["sqlite", "postgresql"])
def old_url(request, tmp_path):
    """An empty database (SQLite file, or PostgreSQL on the test server) for a 0004 schema."""
    if request.param == "sqlite":
        yield schema.sqlite_url(tmp_path / "progress.sqlite3")
        return
    cluster = request.getfixturevalue("pg_cluster")
    url = cluster.new_database(template=None)
    yield url
    cluster.sql(f"DROP DATABASE IF EXISTS {url.rsplit('/', 1)[1]} WITH (FORCE)")


def database_0004(url: str, hand_doc, records: list[dict]) -> None:
    """``url`` at schema 0004 with learner 1, its unfinished hand ``hand_doc`` and finished hands ``records``."""
    engine = sa.create_engine(url)
    cfg = Config(str(schema.MIGRATIONS_DIR / "alembic.ini"))
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0004")
        conn.execute(sa.text("INSERT INTO learners (id, name, created_at, last_seen) VALUES (1, 'Lan', 0, 0)"))
        conn.execute(sa.text("INSERT INTO game_slots VALUES (1, 'hand', :d, 1.0)"), {"d": json.dumps(hand_doc)})
        for i, rec in enumerate(records, 1):
            conn.execute(sa.text("INSERT INTO game_records (id, learner_id, finished_at, players, variant, seed, "
                                 "result, winner, summary, record) VALUES (:i, 1, :i, 4, 'classic', 1, 'u', 0, "
                                 "'{}', :r)"), {"i": i, "r": json.dumps(rec)})
    engine.dispose()


def faults_shown(t: Table) -> list:
    """What the review shows of a hand: each decision's faults, and the review's items."""
    return plain([[entry_faults(t, e) for e in t.timeline], review_items(t)])


def test_old_saves_are_converted_once_and_reviewed_with_the_same_faults(old_url):
    kem, thi = hand(5, "kem_cap"), hand(7, "thi_that")
    assert any(e.get("stopped") for e in kem.timeline) and any(e["faults"] for e in thi.timeline)
    database_0004(old_url, old_hand_doc(kem), [old_record_doc(thi), old_record_doc(kem, per_language=True)])
    store = ProgressStore(database=open_database(old_url), learner=1)
    doc = games.load_slot(games.HAND_SLOT, store=store)
    assert all(e["facts"] and "faults_in" not in e for e in doc["timeline"])
    kept = [(rid, games.get_record(rid, store=store)) for rid in (1, 2)]
    for rid, rec in kept:
        assert all(e["facts"] and "faults_in" not in e for e in rec["timeline"])
        assert rec["final"] == old_record_doc(thi if rid == 1 else kem)["final"]  # the rest as saved
    for lang in LANGUAGES:
        with language(lang):
            again = Table.from_dict(doc)
            assert again.state.events == kem.state.events and faults_shown(again) == faults_shown(kem)
            for (rid, rec), t in zip(kept, (thi, kem)):
                read = table_of_record(rec, GameRecord.from_dict(rec["record"]).replay(), rid)
                assert faults_shown(read) == faults_shown(t)
                assert faults_shown(read) == faults_shown(Table.from_dict(plain(t.to_dict())))
    with language("en"):
        details = [say(f["detail"]) for e in again.timeline for f in entry_faults(again, e)]
    assert details and all(leftover_words(d) == [] for d in details), details
    engine = sa.create_engine(old_url)
    with engine.connect() as conn:
        assert conn.execute(sa.text("SELECT version_num FROM alembic_version")).scalar() == schema.HEAD
    engine.dispose()


def test_a_save_that_cannot_be_converted_is_kept_as_it_was(tmp_path):
    """A hand edited by hand (not the deal of its seed) keeps its state and words; a save that is not a table is left
    untouched; the faults of a move that cannot be judged again stay as saved."""
    t = hand(11, "kem_cap", moves=40)
    odd = old_hand_doc(t)
    odd["state"]["hands"][1] = list(reversed(odd["state"]["hands"][1]))[:-1] + ["CC"]
    url = schema.sqlite_url(tmp_path / "progress.sqlite3")
    broken = {"record": {"seed": 5}, "timeline": [{"event": 0, "faults": ["?"]}]}
    database_0004(url, odd, [broken])
    store = ProgressStore(database=open_database(url), learner=1)
    doc = games.load_slot(games.HAND_SLOT, store=store)
    assert doc["state"] == odd["state"]
    read = Table.from_dict(doc)
    assert read.state.hands[1] == odd["state"]["hands"][1]
    with language("en"):
        faults_shown(read)  # reads without an error
    assert games.get_record(1, store=store) == broken


def test_a_stopped_move_judged_to_other_faults_keeps_its_saved_words(tmp_path):
    t = hand(5, "kem_cap")
    doc = old_hand_doc(t)
    stop = next(e for e in doc["timeline"] if e.get("stopped") and e["faults"])
    stop["faults"] = [{**stop["faults"][0], "code": 99}]
    before = copy.deepcopy(stop)
    url = schema.sqlite_url(tmp_path / "progress.sqlite3")
    database_0004(url, doc, [])
    kept = games.load_slot(games.HAND_SLOT, store=ProgressStore(database=open_database(url), learner=1))
    after = next(e for e in kept["timeline"] if e["event"] == before["event"] and e.get("stopped"))
    assert after["faults"] == before["faults"] and after["facts"]


def test_a_stop_saved_once_per_tap_is_kept_once():
    """A hand saved before the coach noted a held-back move once holds one entry per tap: the first is kept, and
    another held-back move at the same position stays its own decision."""
    from tests.app.test_page_choi_thu import situation

    def loi(t, a):
        return any(isinstance(f["code"], int) for f in judge_action(t.state, a))

    seed, moves, bad = situation(loi)
    t = Table.deal(4, seed)
    for a in moves:
        t.run_bots()
        t.learner_move(a)
    t.run_bots()
    t.learner_move(bad)
    other = next((a for a in t.legal() if a != bad and loi(t, a)), None)
    if other is not None:
        t.learner_move(other)
    doc = old_hand_doc(t)
    stop = next(e for e in doc["timeline"] if e.get("stopped"))
    doc["timeline"] += [dict(stop), dict(stop)]  # what the old code saved for three taps
    kept = facts_hand(doc)["timeline"]
    assert len(kept) == len(t.timeline) and [e["action"] for e in kept] == plain([e["action"] for e in t.timeline])
    assert [(i["kind"], i["event"]) for i in review_items(Table.from_dict({**doc, "timeline": kept}))] == \
        [(i["kind"], i["event"]) for i in review_items(t)]
