"""``python -m chan_core eval`` — output contract and every error path (SPEC)."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli_runs import run_cli, write

ROOT = Path(__file__).resolve().parents[2]


def run(path):
    return subprocess.run([sys.executable, "-m", "chan_core", "eval", str(path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


def test_answers_in_file_order_with_ids(tmp_path):
    p = write(tmp_path, """
- {id: a, kind: boc_cai, players: 4, drawer: 1, card: 7V}
- {id: b, kind: hand, hand: "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7V 7N 8N 8S 9N 9S 2S 2N 4V"}
---
id: c
kind: win
hand: "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7V 7N 8N 8S 9N 9S 2S 2N 4V"
winning_card: tứ vạn
source: boc
drawn_by: self
""")
    r = run(p)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert [o["id"] for o in out] == ["a", "b", "c"]
    assert out[0]["seat"] == 3 and out[0]["count"] == [1, 2, 3, 0, 1, 2, 3]
    assert out[1]["waits"] == ["4V"] and out[1]["layout"]["que"] == ["4V"]
    assert out[2]["valid"] is True and (out[2]["chan"], out[2]["ca"]) == (6, 4)


@pytest.mark.parametrize("text,needles", [  # in-process (a real process: test_eval_robustness)
    ("- {id: x, kind: hand, hand: '9V 9V cuu van'}", ["«x»", "«hand»", "9V", "9N"]),
    ("- {id: x, kind: hand, hand: '9V 9V 9V 9V 9V'}", ["«x»", "«hand»", "5 lá"]),
    ("- {id: x, kind: hand, hand: '9V 9V 9V', melds: [{type: an_chan, cards: 9V 9V}]}", ["«x»", "5 lá"]),
    ("- {id: x, kind: win, hand: '9V 9V', winning_card: 9V, source: boc, drawn_by: self}", ["«x»", "«hand»", "19"]),
    ("- {id: x, kind: boc_cai, players: 5, drawer: 0, card: 7V}", ["«x»", "«players»"]),
    ("- {id: x, kind: boc_cai, players: 4, drawer: 0}", ["«x»", "«card»", "Thiếu"]),
    ("- {id: x, kind: nonsense}", ["«x»", "«kind»", "nonsense"]),
    ("- {id: x}", ["«x»", "«kind»"]),
    ("- {kind: hand, hand: 'zz'}", ["#1", "zz"]),
    ("- {id: x, kind: hand, hand: 9V, melds: [{type: an_chan, cards: 9V 8V}]}", ["«x»", "melds[0].cards"]),
    ("- [1, 2]", ["không phải một mapping"]),
    ("key: [unclosed", ["YAML"]),
])
def test_bad_input_is_one_line_exit_2(tmp_path, text, needles):
    p = write(tmp_path, text)
    code, out, err = run_cli(p)
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err
    assert str(p) in lines[0]
    for n in needles:
        assert n in lines[0], (n, lines[0])


def test_missing_file_and_usage(tmp_path):
    r = run(tmp_path / "nope.yaml")
    assert r.returncode == 2 and "không tìm thấy" in r.stderr
    r = subprocess.run([sys.executable, "-m", "chan_core"], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 2 and "eval" in r.stderr


def test_help_exits_0_and_says_expect_is_not_checked_here():
    r = subprocess.run([sys.executable, "-m", "chan_core", "--help"], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0 and "eval" in r.stdout and "check_cases.py" in r.stdout
