"""The strategy bot level (issue 13 item 3): ``advisor``.

* it is registered in ``BOTS`` and accepted by ``python -m chan_core selfplay --bots``;
* it commits no lỗi: self-play summaries report ``illegal_actions == 0`` (the lỗi
  engine judged every move) and every hand passes the independent checker
  ``tests/game_checker.py`` (which does not import ``chan_core.game``) — also at
  tables with random bots, which put the strategy seats in odd spots (báo, trả cửa);
* it is deterministic by seed;
* ``advisor`` beats ``random`` on a small sample, by a margin computed from the 95%
  Wilson intervals (the lower bound of the advisor's win share above the upper
  bound of random's);
* what a seat sees (``seat_view``) is exactly the face-up cards, and its đánh is the
  best clean card of ``rank_discards``.
"""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from game_checker import check_line  # noqa: E402

from chan_core.game import Action, GameRecord, judge_action, legal_actions, record_of  # noqa: E402
from chan_core.game.bots import BOTS, make_bot  # noqa: E402
from chan_core.game.bots import AdvisorBot, seat_view  # noqa: E402
from chan_core.game.selfplay import play_hand, run  # noqa: E402
from learning.deal_stats import wilson  # noqa: E402
from tests.budget import fast_first, full

ROOT = Path(__file__).resolve().parents[2]
LEVELS = ["advisor", "gioi"]  # the strategy levels


def test_levels_are_registered_weakest_first():
    assert list(BOTS) == ["random", "sensible", *LEVELS]
    for name in LEVELS:
        bot = make_bot(name, 3)
        assert bot.name == name and hasattr(bot, "choose") and hasattr(bot, "xuong")


def test_cli_accepts_the_new_levels():
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    p = subprocess.run([sys.executable, "-m", "chan_core", "selfplay", "--players", "3", "--hands", "3",
                        "--seed", "5", "--bots", ",".join([LEVELS[-1], "sensible", LEVELS[0]])],
                       cwd=ROOT, env=env, capture_output=True, text=True, encoding="utf-8", timeout=300)
    assert p.returncode == 0, p.stderr
    summary = json.loads(p.stdout.strip().splitlines()[-1])
    assert summary["hands"] == 3 and summary["illegal_actions"] == 0


# (players, hands, seed, variant, bots by seat)
TABLES = [
    (4, 60, 81_000, "classic", ["advisor"] * 4),
    (4, 40, 82_000, "sanhrong", ["advisor", "sensible", "advisor", "sensible"]),
    (3, 40, 83_000, "sanhrong", ["sensible", "advisor", "advisor"]),
    (2, 60, 84_000, "classic", ["advisor", "advisor"]),
]


@pytest.mark.parametrize("players,hands,seed,variant,bots", fast_first(TABLES, lambda t: t[2] == 82_000, multi=True))
def test_strategy_levels_commit_no_loi(players, hands, seed, variant, bots):
    out = io.StringIO()
    summary = run(players, hands, seed, variant, bots, out)
    assert summary["hands"] == hands
    assert summary["illegal_actions"] == 0       # every move judged clean by chan_core.loi
    assert summary["u_lao"] == 0 and summary["invalid_wins"] == 0 and summary["conservation_errors"] == 0
    assert sum(summary["wins"]) + summary["draws"] == hands
    lines = out.getvalue().splitlines()
    assert len(lines) == hands
    for text in lines:
        line = json.loads(text)
        assert check_line(line) == [], line["seed"]
        assert line["faults"] == []


def test_no_loi_among_random_players():
    """Random seats commit lỗi, get báo and make odd offers; the advisor seats still never do."""
    out = io.StringIO()
    bots = ["advisor", "random", "advisor", "random"]
    summary = run(4, 40, 85_000, "classic", bots, out)
    faults_by_level = Counter()
    moves = 0
    for text in out.getvalue().splitlines():
        line = json.loads(text)
        assert check_line(line) == [], line["seed"]
        for f in line["faults"]:
            faults_by_level[line["bots"][f["seat"]]] += 1
        moves += len({(f["seat"], f["event"]) for f in line["faults"]})
    assert summary["illegal_actions"] == moves > 0   # the random seats do err
    assert set(faults_by_level) == {"random"}


@pytest.mark.parametrize("level", LEVELS)
def test_deterministic_by_seed(level):
    a = play_hand(4, 4242, bots=[level, "sensible", level, "sensible"])
    b = play_hand(4, 4242, bots=[level, "sensible", level, "sensible"])
    assert a.events == b.events and a.to_dict() == b.to_dict()
    # the same decisions from a fresh bot on every state of the hand
    bot1, bot2 = make_bot(level, 0), make_bot(level, 99)
    for st in GameRecord.steps(record_of(a)):
        if st.phase in ("end", "xuong") or st.actor is None:
            continue
        legal = legal_actions(st, st.actor)
        assert bot1.choose(st, st.actor, legal) == bot2.choose(st, st.actor, legal)


@full  # a statistical margin over seeded self-play
def test_advisor_beats_random_by_a_margin_from_the_intervals():
    """2 advisor + 2 random seats, sitting crosswise, swapped every other hand."""
    n = 40
    wins = Counter()
    for i in range(n):
        levels = ["advisor", "random"] * 2 if i % 2 == 0 else ["random", "advisor"] * 2
        st = play_hand(4, 86_000 + i, bots=levels)
        if st.result == "u":
            wins[levels[st.winner]] += 1
    adv_low, _ = wilson(wins["advisor"], n)
    _, rnd_high = wilson(wins["random"], n)
    assert adv_low > rnd_high, (wins, adv_low, rnd_high)


# ---------------------------------------------------------------- what a seat sees

def _states(seeds, bots):
    for seed in seeds:
        end = play_hand(4, seed, bots=bots)
        for st in GameRecord.steps(record_of(end)):
            if st.phase not in ("end", "xuong") and st.actor is not None:
                yield st


def test_seat_view_is_the_face_up_cards():
    for st in _states(range(87_000, 87_004), ["advisor", "sensible", "advisor", "random"]):
        seat = st.actor
        hand, melds, visible, opps = seat_view(st, seat)
        assert hand == st.hands[seat] and melds == st.mats[seat]
        own_mat = [c for m in st.mats[seat] for c in m["cards"]]
        others_mats = [c for s in range(4) if s != seat for m in st.mats[s] for c in m["cards"]]
        cua = [c for s in range(4) for c in st.cua[s]]
        offered = [st.offer["card"]] if st.phase == "offer" else []
        assert Counter(visible) + Counter(offered) == Counter(others_mats + cua)
        assert opps == tuple(len(st.hands[(seat + k) % 4]) for k in (1, 2, 3))
        hidden = sum(opps) + len(st.noc) + sum(len(p) for p in st.set_aside)
        assert len(hand) + len(own_mat) + len(visible) + len(offered) + hidden == 100


def test_advisor_discards_follow_the_ranking_when_clean():
    """The advisor đánh the best-ranked card of rank_discards that the lỗi engine finds clean."""
    from chan_core.strategy import rank_discards

    n = 0
    for st in _states(range(89_000, 89_003), ["advisor"] * 4):
        if st.phase != "danh":
            continue
        seat = st.actor
        legal = legal_actions(st, seat)
        if any(a.type == "u" for a in legal):
            continue
        hand, melds, visible, opps = seat_view(st, seat)
        ranked = [r.card.code for r in rank_discards(hand, melds, visible, opps)]
        expect = next(k for k in ranked if not judge_action(st, Action(seat, "danh", k)))
        assert AdvisorBot(0).choose(st, seat, legal).card == expect
        n += 1
    assert n > 10
