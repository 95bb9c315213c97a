"""Kept rounds of «Chơi Mậu binh» (issue 28): each finished round is kept for its learner
(``learning.mau_binh_rounds``, migration 0004), listed and replayed on the page in both languages,
dealt again with «Chơi lại ván này», never shown to another learner, and counted in «Tiến độ»
(``ui.progress_sections``); storage faults never reach the learner."""
from __future__ import annotations

import shutil
import sqlite3

from datetime import datetime

from learning.daily import clock

import pytest
import sqlalchemy as sa
from alembic import command
from alembic.config import Config

from apptest_pages import chi_rows, open_page, page_texts, set_chi
from learning import db as schema
from learning import learners
from learning import mau_binh_rounds as rounds
from learning.progress import OK, ProgressStore
from mau_binh.round import LEVELS, bot_arrangement, deal_round, play_round, round_record
from mau_binh.solver import solve
from ui.progress_sections import mau_binh_points_chart as points_chart
from tests.english_check import vietnamese_leaks
from words.i18n import language

SEED = 2028
K = "hoc_chan__"
WORDS = {  # what the page says, by language
    "vi": {"list": "Ván đã chơi", "replaying": "Đang xem lại ván số", "money": "Tính tiền", "played": "Số ván Mậu binh đã chơi",
           "won": "Ván thắng", "best": "Xếp đúng cách tốt nhất", "session": "chỉ trong phiên này",
           "measures": ("nhiều điểm nhất trung bình với một đối thủ", "riêng ván này")},
    "en": {"list": "Past rounds", "replaying": "Viewing round", "money": "Settling up", "played": "Rounds played",
           "won": "Rounds won", "best": "Best arrangement found", "session": "this session only",
           "measures": ("scores the most points on average against one opponent", "in this round only")},
}


def texts(at) -> str:
    parts = [x.value for x in at.markdown] + [x.value for x in at.caption] + [x.value for x in at.subheader]
    for kind in ("success", "error", "warning", "info"):
        parts += [x.value for x in getattr(at, kind)]
    return "\n".join(map(str, parts))


def play(at, arr, seed: int = SEED) -> None:
    set_chi(at, arr, f"cm_chi_{seed}")
    at.button(key="cm_reveal").click().run()
    assert not at.exception, [e.value for e in at.exception]


def points_table(at) -> list[str]:
    return list(at.table[0].value.iloc[:, 1])


def kept_of(path, learner: int) -> list[dict]:
    return rounds.list_rounds(store=ProgressStore(path, learner=learner), replays=True)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_round_is_kept_listed_replayed_dealt_again_and_only_for_its_learner(db, lang):
    w = WORDS[lang]
    hand = deal_round(SEED)[0]
    mine = bot_arrangement(hand, "hop_ly")
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        play(at, mine)
        shown = points_table(at)
        kept = kept_of(db, 1)
        assert len(kept) == 1
        r = kept[0]
        expected = play_round([mine, *[bot_arrangement(h, lvl, SEED) for h, lvl in zip(deal_round(SEED)[1:], LEVELS)]])
        assert r["seed"] == str(SEED) and r["hands"] == [" ".join(c.code for c in h) for h in deal_round(SEED)]
        assert r["arrangements"][0] == str(mine) and r["levels"] == list(LEVELS)
        assert r["points"] == list(expected.settlement.points) and r["best"] == str(expected.best.arrangement)
        assert r["cost"] == expected.cost == r["best_points"] - r["points"][0]
        assert w["list"] in texts(at) and at.button(key="cm_replay_0") and w["session"] not in texts(at)
        assert all(part in texts(at) for part in w["measures"])  # what «best» measures, said beside it
        # a new deal, then «Xem lại»: the same deal and result again
        at.button(key="cm_new").click().run()
        assert at.button(key="cm_reveal").disabled
        at.button(key="cm_replay_0").click().run()
        assert w["replaying"] in texts(at) and points_table(at) == shown and not at.exception
        # «Chơi lại ván này»: the same four hands, the chi empty, the same bot levels
        at.button(key="cm_again").click().run()
        assert at.session_state["cm_seed"] == SEED and at.query_params["seed"] == str(SEED)
        assert all(not row.value for row in chi_rows(at, f"cm_chi_{SEED}").values())
        assert at.button(key="cm_reveal").disabled and w["money"] not in texts(at)
        play(at, solve(hand).arrangement)  # the same deal played the best way: a second round
        assert [x["arrangements"][0] for x in kept_of(db, 1)] == [str(solve(hand).arrangement), str(mine)]
        assert kept_of(db, 1)[0]["as_best"] is True and at.button(key="cm_replay_1")
        # another learner in this browser sees none of it
        at.sidebar.text_input(key=K + "new_name").set_value("Lan")
        at.sidebar.button(key=K + "add").click().run()
        assert not at.exception
        assert at.button(key="cm_reveal") and w["money"] not in texts(at) and w["list"] not in texts(at)
        lan = next(p for p in learners.list_learners() if p.name == "Lan")
        assert kept_of(db, lan.id) == [] and len(kept_of(db, 1)) == 2
        # … nor in «Tiến độ», where learner 1 has two rounds
        at.switch_page("app_pages/tien_do.py").run()
        assert w["played"] not in [m.label for m in at.metric]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_progress_counts_rounds_after_two_rounds(db, lang):
    w = WORDS[lang]
    hand = deal_round(SEED)[0]
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        play(at, bot_arrangement(hand, "hop_ly"))
        at.button(key="cm_new").click().run()  # a second deal («Chơi lại ván này» is a replay, not counted)
        seed = at.session_state["cm_seed"]
        play(at, solve(deal_round(seed)[0]).arrangement, seed)
        at.switch_page("app_pages/tien_do.py").run()
        assert not at.exception, [e.value for e in at.exception]
        metrics = {m.label: m.value for m in at.metric}
        if lang == "en":
            assert vietnamese_leaks(page_texts(at), extra_allowed=("Người học 1",)) == []
    kept = kept_of(db, 1)
    assert len(kept) == 2 and metrics[w["played"]] == "2"
    won = sum(r["points"][0] > 0 for r in kept)
    best = sum(r["as_best"] for r in kept)
    assert metrics[w["won"]] == f"{won / 2:.0%}" and metrics[w["best"]] == f"{best / 2:.0%}" and best >= 1
    total = f'{sum(r["points"][0] for r in kept):+d}'.replace("-", "−")
    assert any(f"{total} " in m.value for m in at.markdown), total  # «Tổng cộng +3 điểm; …»
    fig = points_chart(kept)
    oldest_first = [r["points"][0] for r in reversed(kept)]
    assert list(fig.data[0].y) == oldest_first
    assert list(fig.data[1].y) == [oldest_first[0], sum(oldest_first)]


def test_a_storage_fault_keeps_the_round_in_the_session_and_says_so(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("HOC_CHAN_DB", str(blocker / "p.sqlite3"))  # a folder that is a file: nothing saves
    monkeypatch.delenv("HOC_CHAN_DB_URL", raising=False)
    at = open_page("app_pages/choi_mau_binh.py", seed=SEED)
    play(at, bot_arrangement(deal_round(SEED)[0], "hop_ly"))
    text = texts(at)
    assert "Ván này chỉ được giữ trong phiên trình duyệt này." in text and "Tính tiền" in text
    assert "(chỉ trong phiên này)" in text and at.button(key="cm_replay_0")
    at.button(key="cm_new").click().run()
    at.button(key="cm_replay_0").click().run()
    assert "Đang xem lại ván số" in texts(at) and not at.exception
    assert rounds.list_rounds() == []


def test_a_malformed_record_is_not_kept_and_a_broken_row_is_skipped(tmp_path):
    path = tmp_path / "p.sqlite3"
    store = ProgressStore(path, learner=None)
    hands = deal_round(7)
    rnd = play_round([bot_arrangement(h, "hop_ly", 7) for h in hands])
    rec = {**round_record(7, LEVELS, rnd), "options": {}, "timed_out": False}
    assert rounds.keep_round({**rec, "points": [1, 2]}, store=store) is None
    rid = rounds.keep_round(rec, at=100.0, store=store)["id"]
    assert rid is not None and rounds.list_rounds(store=store)[0]["points"] == rec["points"]
    con = sqlite3.connect(path)
    con.execute("INSERT INTO mau_binh_rounds (learner_id, finished_at, seed, points, best_points, cost, as_best, "
                "record) VALUES (?, 200, '8', 0, 0, 0, 0, '{\"seed\": 8}')", (store.learner_id(),))
    con.commit()
    con.close()
    assert [r["id"] for r in rounds.list_rounds(store=store)] == [rid]


# ---------------------------------------------------------------- migration 0004
OLD_ROWS = {  # table → rows a 0003 database holds (two learners)
    "learners": [(1, "Người học 1", None, None, 0.0, 5.0, "u:1"), (2, "Lan", None, None, 1.0, 6.0, None)],
    "attempts": [(1, 1, "boc_cai", "q1", 1, 10.0), (2, 2, "choi_mau_binh", "ván 5", 0, 11.0)],
    "items": [(1, "boc_cai", "q1", 2, 99.0, 10.0, 1, 1, 1)],
    "counters": [(1, "bc_stats", '{"rounds": 3}', 12.0)],
    "game_records": [(1, 1, 13.0, 2, "classic", 5, "u", 0, '{"result": "u"}', '{"seed": 5}')],
    "review_cards": [(2, "boc_cai", "q9", None, "{}", 50.0, 1, 0, 14.0)],
    "daily_log": [(1, 1, "2026-12-05", "puzzle", "p1", "theme", 1, 15.0)],
}


def old_database(path):
    """A progress file at schema 0003, as the app wrote it before issue 28."""
    engine = sa.create_engine(schema.sqlite_url(path))
    cfg = Config(str(schema.MIGRATIONS_DIR / "alembic.ini"))
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0003")
    engine.dispose()
    con = sqlite3.connect(path)
    for table, rows in OLD_ROWS.items():
        con.executemany(f"INSERT INTO {table} VALUES ({', '.join('?' * len(rows[0]))})", rows)
    con.commit()
    con.close()
    return path


def dump(path) -> dict[str, list[tuple]]:
    con = sqlite3.connect(path)
    out = {t: sorted(con.execute(f"SELECT * FROM {t}").fetchall(), key=repr) for t in OLD_ROWS}
    con.close()
    return out


def test_migration_0004_on_a_copy_of_a_0003_database_keeps_everything(tmp_path):
    original = old_database(tmp_path / "old.sqlite3")
    before_bytes = original.read_bytes()
    before = dump(original)
    assert before["learners"][0][1] == "Người học 1" and all(before[t] for t in OLD_ROWS)
    copy = tmp_path / "copy.sqlite3"
    shutil.copy(original, copy)
    s1 = ProgressStore(copy, learner=1)
    assert s1.status == OK
    con = sqlite3.connect(copy)
    assert con.execute("SELECT version_num FROM alembic_version").fetchone()[0] == schema.HEAD
    assert con.execute("SELECT COUNT(*) FROM mau_binh_rounds").fetchone()[0] == 0
    con.close()
    assert dump(copy) == before  # every row of every table as it was
    assert [a["item_id"] for a in s1.attempts()] == ["q1"]
    # the new table works, per learner
    rnd = play_round([bot_arrangement(h, "hop_ly", 3) for h in deal_round(3)])
    rec = {**round_record(3, LEVELS, rnd), "options": {}, "timed_out": False}
    assert rounds.keep_round(rec, store=s1) is not None
    assert [r["seed"] for r in rounds.list_rounds(store=s1)] == ["3"]
    assert rounds.list_rounds(store=ProgressStore(copy, learner=2)) == []
    assert dump(copy) == before and original.read_bytes() == before_bytes  # the old file itself untouched


def test_a_learners_rounds_go_with_their_export_and_their_deletion(store_url):
    """On SQLite and PostgreSQL: kept per learner, exported with the JSON decoded, deleted with the learner."""
    from learning.progress import open_database

    database = open_database(store_url)
    a = ProgressStore(database=database)
    assert a.save_counters("x", {}) and a.learner_id() is not None
    first = a.learner_id()
    b = ProgressStore(database=database, learner=learners.create("Lan", database).id)
    rnd = play_round([bot_arrangement(h, "hop_ly", 9) for h in deal_round(9)])
    rec = {**round_record(9, LEVELS, rnd), "options": {}, "timed_out": False}
    assert rounds.keep_round(rec, store=a) and rounds.keep_round({**rec, "seed": "10"}, store=b)
    doc = a.export()
    assert [r["record"]["seed"] for r in doc["mau_binh_rounds"]] == ["9"]  # the JSON decoded, Lan's not there
    assert doc["mau_binh_rounds"][0]["record"]["arrangements"] == rec["arrangements"]
    assert a.delete_learner() is True
    assert rounds.list_rounds(store=ProgressStore(database=database, learner=first)) == []
    assert [r["seed"] for r in rounds.list_rounds(store=b)] == ["10"]


def test_a_kept_round_these_rules_cannot_read_is_said_so_not_raised(db):
    at = open_page("app_pages/choi_mau_binh.py", seed=SEED)
    play(at, bot_arrangement(deal_round(SEED)[0], "hop_ly"))
    rec = dict(kept_of(db, 1)[0])
    for k in ("id", "finished_at"):
        rec.pop(k)
    odd = {**rec, "seed": "77", "options": {"luat_moi": True}}  # an option of another version
    assert rounds.keep_round(odd, at=4_000_000_000.0, store=ProgressStore(db, learner=1)) is not None
    at.button(key="cm_new").click().run()
    at.button(key="cm_replay_0").click().run()
    assert not at.exception, [e.value for e in at.exception]
    assert any("Ván số 77 không xem lại được" in w.value and str(rec["points"][0]).lstrip("-") in w.value
               for w in at.warning)


def _round_of(seed: int):
    """The round of ``seed`` with seat 0 arranged «Hợp lý» and the bots as the page arranges them."""
    hands = deal_round(seed)
    return play_round([bot_arrangement(hands[0], "hop_ly", seed),
                       *[bot_arrangement(h, lvl, seed) for h, lvl in zip(hands[1:], LEVELS)]])


HISTORY = {  # how «Ván đã chơi» compares a kept round with the best arrangement, by the sign of its cost
    "vi": {"more": "mất {n} so với cách tốt nhất", "same": "bằng đúng số điểm của cách xếp tốt nhất",
           "less": "hơn cách xếp tốt nhất {n} điểm"},
    "en": {"more": "{n} fewer than with the best arrangement", "same": "the best arrangement would have scored the same",
           "less": "{n} more than the best arrangement would have"},
}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_kept_list_says_when_the_best_arrangement_scored_the_same_or_less(db, lang):
    def first_seed(sign: int) -> int:  # the first deal where «Hợp lý» (not the best itself) loses to, ties, beats it
        return next(s for s in range(2020, 2100) if (r := _round_of(s)).best.arrangement != r.arrangements[0]
                    and (r.cost > 0) - (r.cost < 0) == sign)

    costs = {want: (s, _round_of(s).cost) for want, s in
             (("more", first_seed(1)), ("same", first_seed(0)), ("less", first_seed(-1)))}
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        store = ProgressStore(db, learner=1)
        for n, (seed, _) in enumerate(costs.values()):
            rec = round_record(seed, LEVELS, _round_of(seed))
            assert rounds.keep_round(rec, at=1000.0 + n, store=store) is not None
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        lines = [m.value for m in at.markdown if str(m.value).startswith(("Ván số", "Round"))]
    assert len(lines) == 3, lines
    for want, (seed, cost) in costs.items():
        line = next(x for x in lines if f" {seed}:" in x)
        assert HISTORY[lang][want].format(n=abs(cost)) in line, line
        assert "0 fewer" not in line and "mất 0" not in line


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_two_plays_of_one_deal_are_told_apart_by_when(db, lang):
    """Tester (session 18): after «Chơi lại ván này» the list showed «Round 414258: you scored −9 …» and «Round
    414258: you scored +1 …» alike; each line now says when it was played."""
    rec = round_record(SEED, LEVELS, _round_of(SEED))
    store = ProgressStore(db, learner=1)
    first, second = (datetime(2026, 12, 1, 9, m, tzinfo=clock.zone(None)).timestamp() for m in (5, 40))  # the learner's
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        for at_time, play in ((first, "a"), (second, "b")):
            assert rounds.keep_round({**rec, "play": play}, at=at_time, store=store) is not None
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        lines = [m.value for m in at.markdown if str(m.value).startswith(("Ván số", "Round"))]
    said = {"vi": ("1 thg 12, 09:40", "1 thg 12, 09:05"), "en": ("Dec 1, 09:40", "Dec 1, 09:05")}[lang]  # the month named
    assert len(lines) == 2 and all(w in x for w, x in zip(said, lines)), lines
