"""Self-play at scale, checked by an independent checker (issue 12 items 5, 6).

For each of 2, 3 and 4 players, ``python -m chan_core selfplay`` plays 2,000
seeded hands with sensible bots; its summary must report no lỗi, no invalid
win and no conservation error, and every JSON line is re-validated by
``tests/game_checker.py`` (which does not import ``chan_core.game``): the
deal, the 100 cards after every event, turn order, the end, and that each
``win`` evaluates through ``eval`` as valid with the same cước and points.
Random bots (any legal move) must never crash the engine; records replay to
the same final state; each seat's projected history, fed to the lỗi engine,
finds the same lỗi the game recorded.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from game_checker import check_file, check_line  # noqa: E402
from seat_history import seat_history  # noqa: E402

from chan_core.game import GameRecord, GameState, legal_actions, record_of  # noqa: E402
from chan_core.game.selfplay import play_hand  # noqa: E402
from chan_core.loi import judge_history  # noqa: E402
from tests.budget import fast_first  # noqa: E402
from words import answer_texts  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
HANDS = 2000       # per player count: make test-all (marker full)
FAST_HANDS = 100   # per player count: make test


def _cli(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    return subprocess.run([sys.executable, "-m", "chan_core", "selfplay", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, encoding="utf-8", timeout=900)


@pytest.fixture(scope="module", params=[pytest.param(FAST_HANDS, id=f"{FAST_HANDS}-hands"),
                                        pytest.param(HANDS, id=f"{HANDS}-hands", marks=pytest.mark.full)])
def hands(request) -> int:
    """Hands per self-play run: FAST_HANDS in make test, both sizes in make test-all."""
    return request.param


@pytest.fixture(scope="module")
def runs(tmp_path_factory, hands):
    """The three self-play runs of ``hands`` hands, started together (each is one process)."""
    out = {}
    procs = {}
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    for players in (2, 3, 4):
        path = tmp_path_factory.mktemp("selfplay") / f"p{players}.jsonl"
        variant = "sanhrong" if players == 3 else "classic"
        procs[players] = (path, subprocess.Popen(
            [sys.executable, "-m", "chan_core", "selfplay", "--players", str(players), "--hands", str(hands),
             "--seed", str(players * 100_000), "--variant", variant, "--out", str(path)],
            cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, encoding="utf-8"))
    for players, (path, p) in procs.items():
        stdout, stderr = p.communicate(timeout=900)
        assert p.returncode == 0, stderr
        out[players] = (json.loads(stdout.strip().splitlines()[-1]), path)
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_selfplay_summary_is_clean(runs, hands, players):
    summary, _path = runs[players]
    assert summary["hands"] == hands
    assert summary["illegal_actions"] == 0       # sensible bots commit no lỗi (judged by chan_core.loi)
    assert summary["invalid_wins"] == 0
    assert summary["conservation_errors"] == 0
    assert summary["u_lao"] == 0
    assert sum(summary["wins"]) + summary["draws"] == hands and len(summary["wins"]) == players
    assert sum(summary["wins"]) > hands // 2      # sensible bots do win
    assert summary["hands_per_second"] > 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_selfplay_hand_passes_the_independent_checker(runs, hands, players):
    _summary, path = runs[players]
    report = check_file(str(path))
    assert report["lines"] == hands
    assert report["problems"] == {}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_selfplay_lines_replay_to_the_recorded_end(runs, players):
    _summary, path = runs[players]
    lines = path.read_text(encoding="utf-8").splitlines()
    keys = set(json.loads(lines[0]))
    assert {"seed", "players", "variant", "dealt", "set_aside", "cai", "noc", "events", "result", "winner",
            "win", "cuoc", "points"} <= keys
    from chan_core.cli import said_json

    for text in lines[::40]:
        line = json.loads(text)
        assert line["faults"] == [] and line["bao"] == []
        end = GameRecord.from_dict(line).replay()
        assert end.phase == "end"
        for k in ("result", "winner", "win", "cuoc", "points", "penalty", "payouts", "events", "bao", "faults"):
            assert said_json(getattr(end, k)) == line[k], k  # the line says the state's facts (as eval does)
        if line["result"] == "u":
            assert line["xuong"]["verdict"] == "dung"   # sensible bots xướng the canonical xướng
            assert sum(line["payouts"]["net"]) == 0 and line["payouts"]["net"][line["winner"]] > 0


def test_checker_finds_forged_records(tmp_path):
    path = tmp_path / "one.jsonl"
    r = _cli("--players", "3", "--hands", "3", "--seed", "77", "--out", str(path))
    assert r.returncode == 0, r.stderr
    lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]
    good = next(x for x in lines if x["result"] == "u")
    assert check_line(good) == []

    def forged(change) -> dict:
        x = json.loads(json.dumps(good))
        change(x)
        return x

    i = next(j for j, e in enumerate(good["events"]) if e["event"] == "danh")
    other = next(k for k in ("2V", "9S", "CC", "5N") if k != good["events"][i]["card"])
    bad = [
        forged(lambda x: x["events"][i].update(card=other)),                       # a card not in hand
        forged(lambda x: x["events"].pop(i)),                                       # a move left out
        forged(lambda x: x["events"][i].update(seat=(x["events"][i]["seat"] + 1) % 3)),  # out of turn
        forged(lambda x: x.update(cuoc={**x["cuoc"], "leo": 9})),                  # cước not evaluated
        forged(lambda x: x.update(points={"base": 99, "ga": 0, "total": 99})),
        forged(lambda x: x["win"].update(hand=" ".join(x["win"]["hand"].split()[1:] + ["CC"]))),
        forged(lambda x: x["noc"].reverse()),
        forged(lambda x: x.update(result="hoa")),
        forged(lambda x: x["dealt"][0].__setitem__(0, "CC" if x["dealt"][0][0] != "CC" else "2V")),
    ]
    for b in bad:
        assert check_line(b), b


# ---------------------------------------------------------------- random bots
BOT_MIX = st.lists(st.sampled_from(["random", "sensible"]), min_size=1, max_size=4)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**9), mix=BOT_MIX,
       variant=st.sampled_from(["classic", "sanhrong"]))
def test_random_bots_never_crash_and_records_replay(players, seed, mix, variant):
    bots = (mix * 4)[:players]
    seen = []

    def check(s):
        assert s.card_count() == 100
        assert s.phase == "end" or s.actor is not None
        if s.phase not in ("end", "xuong"):
            assert legal_actions(s, s.actor)
            assert all(legal_actions(s, o) == [] for o in range(players) if o != s.actor)
        seen.append(len(s.events))

    end = play_hand(players, seed, variant, bots, check=check)   # raises if a bot's move is not legal
    assert end.phase == "end" and end.result in ("u", "hoa", "u_lao")
    assert seen == list(range(len(end.events) + 1))
    line = json.loads(json.dumps(record_of(end).to_dict()))
    assert GameRecord.from_dict(line).replay() == end
    assert GameState.from_dict(json.loads(json.dumps(end.to_dict()))) == end
    from chan_core.game.selfplay import hand_line
    from chan_core.facts import plain as to_data

    assert check_line(json.loads(json.dumps(to_data(hand_line(end, bots))))) == []


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([2, 3, 4]), seed=st.integers(0, 10**9))
def test_seat_history_judged_by_the_loi_engine_gives_the_games_faults(players, seed):
    """Each seat's projection, fed move by move to ``judge_history`` (the drills'
    code), finds exactly the lỗi the game recorded for that seat."""
    end = play_hand(players, seed, bots=(["random", "sensible"] * 2)[:players])
    for seat in range(players):
        hand, hist = seat_history(end, seat)
        found = []
        for i, ev in enumerate(hist):
            if ev["event"] == "u":
                continue
            found += judge_history(" ".join(hand), hist[:i], ev).verdict.violations
        recorded = [f["code"] for f in end.faults if f["seat"] == seat and isinstance(f["code"], int)]
        assert sorted(found) == sorted(recorded)


# ---------------------------------------------------------------- the command line
@pytest.mark.parametrize("args, word", fast_first([  # one process each: make test runs the first four
    ([], "--players"), (["--players", "5", "--hands", "1", "--seed", "1"], "--players"),
    (["--players", "4", "--hands", "0", "--seed", "1"], "--hands"),
    (["--players", "4", "--hands", "x", "--seed", "1"], "--hands"),
    (["--players", "4", "--hands", "1"], "--seed"),
    (["--players", "4", "--hands", "1", "--seed", "1", "--bots", "random,giỏi"], "giỏi"),
    (["--players", "4", "--hands", "1", "--seed", "1", "--bots", "random,random"], "--bots"),
    (["--players", "4", "--hands", "1", "--seed", "1", "--variant", "abc"], "abc"),
    (["--players", "4", "--hands", "1", "--seed", "1", "--lạ", "1"], "--lạ"),
    (["--players", "4", "--hands", "1", "--seed", "1", "--out", "/"], "/"),
    (["--players", "4", "--hands", "1", "--seed", "1", "--seed", "2"], "--seed"),
], 4, multi=True))
def test_selfplay_bad_arguments_exit_2_in_vietnamese(args, word):
    r = _cli(*args)
    assert r.returncode == 2
    assert r.stdout == "" and "Traceback" not in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1 and word in r.stderr
    assert not r.stderr.isascii()


def test_selfplay_summary_keys_and_out_lines(tmp_path):
    path = tmp_path / "x.jsonl"
    r = _cli("--players", "2", "--hands", "4", "--seed", "3", "--bots", "sensible,random", "--out", str(path))
    assert any(json.loads(x)["result"] == "u" for x in path.read_text(encoding="utf-8").splitlines())
    assert r.returncode == 0, r.stderr
    summary = json.loads(r.stdout)
    assert list(summary) == ["hands", "wins", "draws", "u_lao", "illegal_actions", "invalid_wins",
                             "conservation_errors", "hands_per_second"]
    lines = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines()]
    assert [x["seed"] for x in lines] == [3, 4, 5, 6] and all(x["bots"] == ["sensible", "random"] for x in lines)
    for n, x in enumerate(lines):
        assert len(x["dealt"][x["cai"]]) == 20 and sum(map(len, x["dealt"])) == 39
        assert len(x["set_aside"]) == 38 and len(x["noc"]) == 23
        if x["result"] == "u":
            win = tmp_path / f"win{n}.yaml"
            win.write_text(json.dumps(x["win"], ensure_ascii=False), encoding="utf-8")  # JSON is YAML
            ans = subprocess.run([sys.executable, "-m", "chan_core", "eval", str(win)],
                                 cwd=ROOT, capture_output=True, text=True, encoding="utf-8")
            assert ans.returncode == 0, ans.stderr
            got = json.loads(ans.stdout)[0]
            assert got["valid"] and got["cuoc"] == x["cuoc"] and got["points"] == x["points"]
