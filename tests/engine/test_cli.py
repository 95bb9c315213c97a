"""``python -m chan_core eval`` — output contract and every error path (SPEC)."""
import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from chan_core import evaluate
from chan_core.cli import main as cli_main
from chan_core.errors import ChanError
from tests.cli_runs import run_cli, write
from words import say

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
    ("- {id: x, kind: hand, hand: '9V 9V van'}", ["«x»", "«hand»", "mơ hồ", "2V…9V", "2N…9N"]),
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


def main_run(*argv: str) -> tuple[int, str, str]:
    """``python -m chan_core ARGV…`` in-process (its ``main``; a real process: the test above and
    tests/engine/test_cli_faults.py): (exit code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli_main(list(argv))
    return code, out.getvalue(), err.getvalue()


def test_missing_file_and_usage(tmp_path):
    code, _out, err = run_cli(tmp_path / "nope.yaml")
    assert code == 2 and "không tìm thấy" in err
    code, _out, err = main_run()
    assert code == 2 and "eval" in err


def test_help_exits_0_and_says_expect_is_not_checked_here():
    code, out, _err = main_run("--help")
    assert code == 0 and "eval" in out and "check_cases.py" in out


# ---------------------------------------------------------------- no scenario, one id twice, unknown options
@pytest.mark.parametrize("text", ["", "# chỉ có chú thích\n", "---\n---\n", "[]\n"])
def test_a_file_with_no_scenario_is_refused_not_answered_with_an_empty_list(tmp_path, text):
    """An empty file answered ``[]`` (exit 0): a typo'd path to a fresh file looked like success."""
    p = write(tmp_path, text)
    code, out, err = run_cli(p)
    assert (code, out) == (2, "") and err.count("\n") == 1, (code, out, err)
    assert err.startswith(f"{p}: tệp không có tình huống nào"), err
    assert say(ChanError("cli.no_scenarios", path="a.yaml"), "en").startswith("a.yaml: the file has no scenario")


def test_one_id_twice_is_answered_twice_in_order(tmp_path):
    """An ``id`` given twice (in one file or two) is answered each time, in order: refusing the file would lose
    every other answer of it, and a checker can still match the answers by their place (a warning says so, session 20)."""
    p = write(tmp_path, "- {id: x, kind: score, cuoc: {leo: 1}}\n- {id: x, kind: score, cuoc: {tom: 1}}\n")
    q = write(tmp_path, "{id: x, kind: score, cuoc: {leo: 2}}", "q.yaml")
    code, out, err = run_cli(p, q)
    got = json.loads(out)
    assert code == 0 and err.count("Cảnh báo: «id» «x» đã có ở") == 2 and [x["id"] for x in got] == ["x", "x", "x"]
    assert [x["points"]["total"] for x in got] == [x["points"]["total"] for x in (
        evaluate({"kind": "score", "cuoc": {"leo": 1}}), evaluate({"kind": "score", "cuoc": {"tom": 1}}),
        evaluate({"kind": "score", "cuoc": {"leo": 2}}))]


@pytest.mark.parametrize("argv", [["eval", "--bogus", "A"], ["eval", "A", "-x"], ["eval", "-A"]])
def test_an_unknown_option_is_refused_as_one_not_as_a_missing_file(tmp_path, argv):
    """``eval --bogus FILE`` said «--bogus: không tìm thấy tệp.»; now it names the option and the usage."""
    p = write(tmp_path, "- {id: x, kind: score, cuoc: {leo: 1}}\n", "-A")
    argv = [str(p) if a == "A" else a for a in argv]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli_main(argv)
    bad = next(a for a in argv[1:] if a.startswith("-"))
    assert (code, out.getvalue()) == (2, "") and err.getvalue().count("\n") == 1, err.getvalue()
    assert err.getvalue().startswith(f"Không hiểu tham số «{bad}». Cách dùng: python -m chan_core eval [--]")
    assert say(ChanError("cli.arg.unknown", value=bad), "en") == f"The argument «{bad}» is not understood."


def test_a_file_named_with_a_dash_is_read_after_double_dash_and_help_says_so(tmp_path, monkeypatch):
    write(tmp_path, "- {id: x, kind: score, cuoc: {leo: 1}}\n", "-a.yaml")
    monkeypatch.chdir(tmp_path)
    code, out, err = main_run("eval", "--", "-a.yaml")
    assert code == 0 and json.loads(out)[0]["id"] == "x", err
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert cli_main(["eval", "-h"]) == 0
    assert "python -m chan_core eval -- -a.yaml" in out.getvalue()


def test_an_id_given_twice_is_answered_twice_with_a_warning_naming_both(tmp_path):
    """SPEC only says each answer carries its scenario's ``id``: a repeated id is not an error (exit 0, every
    answer kept) but a warning on stderr naming both places, in the run's language."""
    a = write(tmp_path, "- {id: x, kind: boc_cai, players: 4, drawer: 1, card: 7V}\n"
                        "- {id: 1, kind: boc_cai, players: 4, drawer: 1, card: 7V}\n", "a.yaml")
    b = write(tmp_path, "- {id: '1', kind: boc_cai, players: 4, drawer: 1, card: 7V}\n"
                        "- {id: x, kind: boc_cai, players: 4, drawer: 1, card: 7V}\n", "b.yaml")
    code, out, err = run_cli(a, b)
    assert code == 0 and [o["id"] for o in json.loads(out)] == ["x", 1, "1", "x"]
    assert err == (f"Cảnh báo: «id» «x» đã có ở {a}, tình huống thứ 1, lại có ở {b}, tình huống thứ 2; "
                   "cả hai vẫn được trả lời, theo thứ tự.\n")
    code, _, err = run_cli("--lang", "en", a, b)
    assert code == 0 and err == f"Warning: the «id» «x» of {a}, scenario 1 is given again in {b}, scenario 2; " \
                                "both are still answered, in order.\n"
    assert run_cli(a)[2] == ""


@pytest.mark.parametrize("argv", [["eval", ""], ["eval", "A", ""], ["eval", "--", ""], ["--lang", "en", "eval", ""]])
def test_an_empty_path_is_refused_as_empty_not_as_a_folder(tmp_path, argv):
    """Tester (session 21): ``eval ""`` said «: là một thư mục.» (Path("") is the current folder)."""
    p = write(tmp_path, "- {id: x, kind: score, cuoc: {leo: 1}}\n")
    code, out, err = main_run(*[str(p) if a == "A" else a for a in argv])
    said = "A file name is empty («»)" if "en" in argv else "Một tên tệp để trống («»)"
    assert (code, out) == (2, "") and err.startswith(said) and "folder" not in err and "thư mục" not in err, err


@pytest.mark.parametrize("argv, said", [
    (["bogus"], "Không có lệnh «bogus»; chỉ có: eval, selfplay. Cách dùng:"),
    (["evl", "a.yaml"], "Không có lệnh «evl»; chỉ có: eval, selfplay. Cách dùng:"),
    (["--lang", "en", "bogus"], "There is no command «bogus»; the choices are: eval, selfplay. Usage:"),
    (["--foo", "eval"], "Không hiểu tham số «--foo». Cách dùng:"),
])
def test_an_unknown_command_is_named_not_just_answered_with_the_usage(argv, said):
    """Tester (session 21): ``--lang en bogus`` printed only the usage line, never naming «bogus»."""
    code, out, err = main_run(*argv)
    assert (code, out) == (2, "") and err.startswith(said) and err.count("\n") == 1, err
