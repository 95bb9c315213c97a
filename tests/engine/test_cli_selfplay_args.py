"""`python -m chan_core selfplay` refuses what it does not understand: each bad argument a fact
(``cli.arg.*``) said in both languages, exit 2, the usage line after an argument it cannot read."""
import subprocess
import sys

import pytest

import words
from chan_core import ChanError
from chan_core.cli import parse_selfplay_args

GOOD = ["--players", "2", "--hands", "1", "--seed", "1"]


@pytest.mark.parametrize("argv, code, vi", [
    (["--players", "9", "--hands", "1", "--seed", "1"], "cli.arg.range", "«--players» phải từ 2 đến 4, không phải 9."),
    (["--players", "2", "--hands", "1", "--seed", "-1"], "cli.arg.range", "«--seed» phải từ 0 đến"),
    (["--players", "two", "--hands", "1", "--seed", "1"], "cli.arg.not_int", "không phải «two»"),
    (["--players", "2", "--hands", "1"], "cli.arg.missing", "Thiếu tham số «--seed»."),
    (GOOD + ["--bogus", "1"], "cli.arg.unknown", "Không hiểu tham số «--bogus»."),
    (GOOD + ["--bots"], "cli.arg.no_value", "Tham số «--bots» thiếu giá trị."),
    (GOOD + ["--players", "3"], "cli.arg.twice", "được cho hai lần"),
    (GOOD + ["--variant", "x"], "cli.arg.variant", "chỉ có: classic, sanhrong"),
    (GOOD + ["--bots", "x"], "cli.arg.bot", "chỉ có: random, sensible, advisor, gioi"),
    (GOOD + ["--bots", "random,random,random"], "cli.arg.bots_count", "cần 1 hoặc 2 loại máy"),
    (["--players", "٤", "--hands", "1", "--seed", "1"], "cli.arg.digits", "«--players» phải viết bằng các chữ số 0–9"),
    (["--players", "2", "--hands", "１", "--seed", "1"], "cli.arg.digits", "«--hands» phải viết bằng các chữ số 0–9"),
    (["--players", "2", "--hands", "1", "--seed", "1_0"], "cli.arg.digits", "không phải «1_0»"),
    (GOOD + ["--out", ""], "cli.arg.empty", "«--out» cần một tên tệp, không được để trống."),
    (GOOD + ["--out="], "cli.arg.empty", "«--out» cần một tên tệp"),
])
def test_a_bad_argument_is_a_fact_said_in_both_languages(argv, code, vi):
    with pytest.raises(ChanError) as e:
        parse_selfplay_args(argv)
    assert e.value.code == code
    assert vi in words.say(e.value, "vi")
    en = words.say(e.value, "en")
    assert en and en != words.say(e.value, "vi") and "{" not in en


def test_the_cli_exits_2_with_the_usage_after_an_argument_it_cannot_read():
    run = subprocess.run([sys.executable, "-m", "chan_core", "selfplay", "--bogus"], capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.startswith("Không hiểu tham số «--bogus». Cách dùng: python -m chan_core selfplay")


def test_an_empty_out_path_is_refused_not_silently_written_nowhere(tmp_path, capsys):
    from chan_core.cli import main

    assert main(["selfplay", *GOOD, "--out", ""]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == "«--out» cần một tên tệp, không được để trống.\n"


@pytest.mark.parametrize("name", ["--players", "--hands", "--seed"])
def test_every_number_option_takes_ascii_digits_only(name):
    argv = ["--players", "4", "--hands", "1", "--seed", "4"]
    assert parse_selfplay_args(argv)["players"] == 4
    argv[argv.index(name) + 1] = "٤"
    with pytest.raises(ChanError) as e:
        parse_selfplay_args(argv)
    assert e.value.code == "cli.arg.digits" and e.value.params["name"] == name
