"""Answer keys and setups (issue 10, item 6): every lesson, drill and generated setup is a
position a clean game reaches — the history before the question commits no lỗi and the
winning boards can happen — unless the question is about that history or board; and the
decisions of rules/decisions.yaml that the issue asked for."""
from pathlib import Path

import pytest
import yaml

from chan_core.cards import BY_CODE
from chan_core.eval_kinds import evaluate
from chan_core.eval_kinds.win import read_win
from chan_core.history import Event, replay
from chan_core.legal import generate_situation
from chan_core.loi import judge, judge_history
from chan_core.rules import load_rules
from chan_core.win import check_u
from tests.budget import fast_first

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "cases"
FILES = (sorted((ROOT / "lessons").rglob("*.yaml")) + sorted((ROOT / "tests" / "cases").glob("*.yaml"))
         + sorted(SHARED.rglob("*.yaml")))
HISTORY_TAG = "loi_trong_lich_su"
"""Tag of a scenario whose question is about a faulty history (e.g. ù after a lỗi → ù báo)."""
BOARD_TAG = "khong_the_xay_ra"
"""Tag of a scenario whose board is meant to be impossible (it shows the warning)."""


def _scenarios(obj, where):
    if isinstance(obj, dict):
        if isinstance(obj.get("kind"), str) and ("hand" in obj or "history" in obj):
            yield where, obj
        for k, v in obj.items():
            yield from _scenarios(v, f"{where}.{k}")
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from _scenarios(v, f"{where}[{i}]")


def _all(kinds):
    out = []
    for f in FILES:
        data = yaml.load(f.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
        rel = f.relative_to(ROOT.parent) if SHARED in f.parents else f.relative_to(ROOT)
        for where, sc in _scenarios(data, str(rel)):
            if sc["kind"] in kinds:
                out.append(pytest.param(sc, id=f"{where}:{sc.get('id') or ''}"))
    return out


ACTIONS = _all({"action"})
BOARDS = _all({"win", "xuong"})


def test_the_scenarios_were_found():
    assert len(ACTIONS) > 30 and len(BOARDS) > 50


@pytest.mark.parametrize("sc", ACTIONS)
def test_setup_history_is_loi_free(sc):
    r = judge_history(sc["hand"], sc.get("history") or [], sc["action"])
    faults = [(i, v.violations, v.extras) for i, v in enumerate(r.steps) if v.findings]
    if HISTORY_TAG in (sc.get("tags") or []):
        assert faults, "tagged as about a faulty history, but the history is clean"
    else:
        assert not faults, faults


@pytest.mark.parametrize("sc", BOARDS)
def test_winning_board_can_happen(sc):
    u = check_u(read_win(sc))
    if BOARD_TAG in (sc.get("tags") or []):
        assert u.warnings
    else:
        assert not u.warnings, u.warnings


@pytest.mark.parametrize("players", fast_first([4, 2, 3]))
def test_generated_drill_situations_have_clean_histories(players):
    """The «Ăn hay không?» generator (chan_core.legal.generate_situation): the moves played
    before the question commit no lỗi, over many seeds."""
    for seed in range(30):
        sc = generate_situation(seed * 7 + players, players)
        r = judge_history(sc["hand"], sc["history"], sc["action"])
        assert not [v for v in r.steps if v.findings], (seed, sc["history"])


def test_lesson_07_an_ca_danh_cung_hang_setup_is_clean():
    """Issue 10: the setup held the cạ 5S+5V and ate ngũ văn with the ngũ sách — itself lỗi 3."""
    from learning.lessons import load_course

    lesson = next(x for x in load_course() if x.id == "loi-nhom-b-d")
    chk = next(c for c in lesson.checks if c.id == "an-ca-danh-cung-hang")
    sc = chk.scenario
    r = judge_history(sc["hand"], sc["history"], sc["action"])
    assert all(v.clean for v in r.steps)
    assert r.violations == [17]
    # the old hand: eating with a card of a cạ already held is lỗi 3
    old = judge_history("9V 2N 2N 3V 4S 5S 5V 6V 6V 7N 7N 8S 3S 2S 3N 4V 6S 7V 4N", sc["history"], sc["action"])
    assert old.steps[1].violations == [3]


# ---------------------------------------------------------------- rules/decisions.yaml
def _decision(did):
    return next(d for d in load_rules().decisions if d.id == did)


def test_mot_cuoc_hinh_example_can_happen():
    d = _decision("mot_cuoc_hinh")
    assert "cá lội sân đình" in d.topic and "cá nhảy đầu thuyền" in d.topic
    a = evaluate({"kind": "win", "hand": "3S 3S 4V 4V 7N 7N 7V 7S 4N 4S 6V 6S 2N 2S 8V",
                  "melds": [{"type": "an_chan", "cards": "5V 5V"}, {"type": "an_chan", "cards": "5S 5S"}],
                  "winning_card": "8V", "source": "boc", "drawn_by": "self"})
    assert a["warnings"] == [] and a["cuoc"] == {"ca_loi_san_dinh": 1}
    # the old example (nhà lầu with hoa rơi cửa phật) cannot happen
    old = check_u(read_win({"kind": "win", "hand": "5V 5V 4V 4V 6V 6V 7S 7S 3N 3S 6N 6S 9N 9S 8V 8N 2V",
                            "melds": [{"type": "an_chan", "cards": "5V 5V"}], "winning_card": "2V",
                            "source": "boc", "drawn_by": "self"}))
    assert old.warnings


def test_eating_the_discard_of_cua_tren_is_recorded_as_a_reading_and_is_clean():
    d = _decision("an_quan_cua_tren_danh")
    assert "quân người cửa trên vừa Dưới" in d.seeds["001"]
    assert "không" in d.seeds["001"] and "cách đọc" in d.chosen
    # the engine reads it so: eating cửa trên's discard is no lỗi
    st = replay("9V 2N 2N 3V 4S 5S 5V 6V 6V 7N 7N 8S 3S 2S 3N 4V 6S 7V 4N")
    v = judge(st, Event("an", BY_CODE["2N"], with_=BY_CODE["2N"], source="danh", by="tren"))
    assert v.clean
