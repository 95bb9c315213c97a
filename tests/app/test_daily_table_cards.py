"""The practice table's marked moves become review cards (issue 26, learning/daily/table_cards.py): a
hand where the learner (seat 0) played badly is saved as «Ván đã chơi» keeps it; the next set asks the
same positions again, each a puzzle whose answer (the best move) is re-checked through the independent
path of tests/engine/test_puzzle_answers.py, with the learner's own move among the choices; a choice that is a lỗi
keeps it, so its verdict names it (session 27)."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest

from chan_core.game import Action, GameRecord, judge_action, record_of
from chan_core.game.selfplay import play_hand
from learning.daily import cards, clock, puzzles, table_cards, today
from learning import games
from learning.progress import ProgressStore
from tests.engine.test_puzzle_answers import check

TZ = clock.zone(None)
T0 = datetime(2026, 12, 7, 5, 0, tzinfo=timezone.utc)


def saved_hand(store: ProgressStore, seed: int) -> int:
    st = play_hand(4, seed, bots=("random", "sensible", "sensible", "sensible"))
    doc = {"seed": st.seed, "players": st.players, "variant": st.variant, "record": record_of(st).to_dict()}
    return games.keep_record(doc, {"result": st.result or "hoa"}, store=store, at=T0.timestamp())


def test_marked_table_moves_come_back_as_puzzles_the_next_day(tmp_path):
    store = ProgressStore(tmp_path / "p.sqlite3", learner=None, clock=lambda: T0.timestamp())
    assert store.lesson_done("bo-bai")  # the learner exists
    rid = saved_hand(store, 11)
    made = table_cards.collect(store, T0)
    assert made >= 1
    assert table_cards.collect(store, T0) == 0  # a hand is read once
    due = store.read_rows(lambda conn, lid: cards.due(conn, lid, T0 + timedelta(days=1)), [])
    table = [c for c in due if c["source"] == cards.TABLE]
    assert len(table) == made and all(c["item_id"].startswith(f"van-{rid}-") for c in table)
    assert not store.read_rows(lambda conn, lid: cards.due(conn, lid, T0), [])  # not before its day
    record = games.get_record(rid, store=store)["record"]
    states, faults = list(GameRecord.from_dict(record).steps()), 0
    for c in table:
        p = puzzles.Puzzle.model_validate(c["prompt"])
        check(p)  # the best move beats every other choice, measured again another way
        played = Action.from_dict(record["events"][p.step])
        mine = [i for i, ch in enumerate(p.choices)
                if ch.get("card") == played.card and ch["type"] in ("danh", "tra_cua")
                or (ch["type"] == played.type == "an" and ch.get("with") == played.with_)
                or (ch["type"] == "bo" and played.type in ("bo", "boc", "duoi"))
                or (ch["type"] == played.type and played.type in ("chiu", "u"))]
        assert mine and p.answer not in mine  # the learner's own move is asked about, and it is not the answer
        st = states[p.step]  # each choice keeps the lỗi its move commits in the hand as played (seed 11: lỗi 5)
        moves = [Action(0, ch.get("verb", ch["type"]), ch.get("card") or st.offer["card"], ch.get("with"))
                 for ch in p.choices]
        assert [[f["code"] for f in ch.get("faults", ())] for ch in p.choices] == [
            [f["code"] for f in judge_action(st, a) if isinstance(f["code"], int)] for a in moves], p.id
        faults += sum(bool(ch.get("faults")) for ch in p.choices)
    assert faults
    nxt = today.session(store, T0 + timedelta(days=1), TZ)
    asked = [i for i in nxt["items"] if i.get("source") == cards.TABLE]
    assert asked and len(asked) <= today.MAX_REVIEWS
    assert nxt["items"][: len(asked)] == asked  # reviews first


def test_a_loi_the_coach_held_back_comes_back_as_a_loi_puzzle(tmp_path):
    """Kèm cặp held back a move with a lỗi (a timeline entry ``stopped`` with its faults): the card asks
    «lỗi nào» in that position, the learner's own move the answer."""
    from chan_core.game import legal_actions
    from learning.daily.positions import loi_puzzle

    found = None
    for seed in range(2026, 2060):
        st0 = play_hand(4, seed)
        for i, st in enumerate(record_of(st0).steps()):
            if i < len(st0.events) and st.actor == 0 and st.phase in ("danh", "offer"):
                p = loi_puzzle(st, 0, legal_actions(st, 0), {})
                if p is not None:
                    found = (st0, i, Action(0, p["choices"][0]["type"], p["choices"][0].get("card")
                                            or st.offer["card"], p["choices"][0].get("with")))
                    break
        if found:
            break
    st0, i, held = found
    store = ProgressStore(tmp_path / "p.sqlite3", learner=None, clock=lambda: T0.timestamp())
    assert store.lesson_done("bo-bai")
    doc = {"seed": st0.seed, "players": 4, "variant": st0.variant, "record": record_of(st0).to_dict(),
           "timeline": [{"event": i, "action": held.to_dict(), "stopped": True, "faults": [{"code": 16}]}]}
    rid = games.keep_record(doc, {"result": st0.result or "hoa"}, store=store, at=T0.timestamp())
    table_cards.collect(store, T0)
    due = store.read_rows(lambda conn, lid: cards.due(conn, lid, T0 + timedelta(days=1)), [])
    loi = [c for c in due if c["item_id"] == f"van-{rid}-{i}-loi"]
    assert len(loi) == 1
    p = puzzles.Puzzle.model_validate(loi[0]["prompt"])
    assert p.theme == "loi" and p.choices[p.answer]["type"] == held.type
    check(p)  # played again: the held move commits the lỗi, the others none


@pytest.mark.parametrize("lang, said", [("vi", "nước thứ {n} ("), ("en", "move {n} (")])
def test_a_position_from_a_played_hand_is_named_by_the_logs_move_number(tmp_path, lang, said):
    """Tester: «ván số …, nước thứ 30» counted every recorded move, the other seats' silent passes too, where the
    table's log (and its review) said move 22. A card now keeps the log's number (``ui.table.move_numbers``)."""
    from chan_core.game import GameRecord
    from ui.daily_views import item_words
    from ui.table import move_numbers
    from words.i18n import language

    store = ProgressStore(tmp_path / "p.sqlite3", learner=None, clock=lambda: T0.timestamp())
    assert store.lesson_done("bo-bai")
    rid = saved_hand(store, 61)  # a bot's silent pass before the learner's marked move
    assert table_cards.collect(store, T0) >= 1
    due = store.read_rows(lambda conn, lid: cards.due(conn, lid, T0 + timedelta(days=1)), [])
    numbers = move_numbers(GameRecord.from_dict(games.get_record(rid, store=store)["record"]).replay())
    steps = []
    with language(lang):
        for c in (c for c in due if c["source"] == cards.TABLE):
            step = puzzles.Puzzle.model_validate(c["prompt"]).step
            steps.append(step)
            assert said.format(n=numbers[step]) in item_words(c["item_id"], c["prompt"])
    assert steps and any(numbers[s] != s + 1 for s in steps)  # silent passes before it: the two counts differ
