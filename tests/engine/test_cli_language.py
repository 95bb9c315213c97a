"""``python -m chan_core --lang en …``: the help, every refusal and the worded JSON fields in English;
without ``--lang`` (or with ``--lang vi``) everything stays Vietnamese."""
import contextlib
import io
import json
import re

import pytest

from chan_core.cli import main, said_json
from tests.cli_runs import write
from words import language

WIN = """
- id: w
  kind: win
  hand: "2V 2V 3V 3V 4N 4N 5S 5S 6V 6V 7V 7N 8N 8S 9N 9S 2S 2N 4V"
  winning_card: 4V
  source: boc
  drawn_by: self
"""


def run(*argv) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(map(str, argv)))
    return code, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("argv", [["--lang", "en", "--help"], ["--help", "--lang=en"], ["eval", "--lang", "en", "-h"]])
def test_the_help_in_english_names_the_language_option(argv):
    code, out, err = run(*argv)
    assert code == 0 and err == ""
    assert out.startswith("Usage: python -m chan_core eval") and "--lang en" in out and "Cách dùng" not in out


def test_the_default_help_stays_vietnamese_and_names_the_language_option():
    code, out, _ = run("--help")
    assert code == 0 and out.startswith("Cách dùng: python -m chan_core eval") and "--lang en" in out
    assert run("selfplay", "--help")[1].startswith("Cách dùng") and "--lang en" in run("selfplay", "--help")[1]
    assert run("selfplay", "--help", "--lang", "en")[1].startswith("Usage:")


@pytest.mark.parametrize("sub", [["--help"], ["eval", "--help"], ["selfplay", "--help"]])
def test_the_help_names_the_same_paths_and_commands_in_both_languages(sub):
    """The Vietnamese help said «../shared/SPEC.md» and «python ../shared/tools/check_cases.py» where the English said
    only «the shared folder beside the project»: both name the same paths and commands, exit 0, nothing on stderr."""
    (vi_code, vi, vi_err), (en_code, en, en_err) = run(*sub), run(*sub, "--lang", "en")
    paths = [re.findall(r"(?:python )?\S*/\S+\.(?:md|py)", out) for out in (vi, en)]
    assert (vi_code, en_code, vi_err, en_err) == (0, 0, "", "") and paths[0] == paths[1], paths
    assert sub[0] == "selfplay" or "python ../shared/tools/check_cases.py" in en


@pytest.mark.parametrize("before", [True, False])
def test_eval_answers_in_english_before_or_after_the_subcommand(tmp_path, before):
    p = write(tmp_path, WIN)
    argv = ["--lang", "en", "eval", p] if before else ["eval", "--lang", "en", p]
    code, out, err = run(*argv)
    assert code == 0 and err == ""
    (answer,) = json.loads(out)
    assert answer["reason_code"] == "win.valid" and answer["reason"].startswith("A valid ù")
    vi = json.loads(run("eval", p)[1])[0]["reason"]
    assert vi.startswith("Ù hợp lệ") or "hợp lệ" in vi
    assert json.loads(run("--lang", "vi", "eval", p)[1])[0]["reason"] == vi


def test_eval_refusals_in_english(tmp_path):
    p = write(tmp_path, "- {id: x, kind: boc_cai, players: 4, drawer: 1, card: 7V, varient: classic}\n")
    code, out, err = run("--lang", "en", "eval", p)
    assert code == 2 and out == ""
    assert "scenario «x»" in err and "tình huống" not in err
    code, _, err = run("eval", "--lang", "en", "--bogus")
    assert code == 2 and err.startswith("The argument «--bogus» is not understood. Usage:")
    code, _, err = run("--lang", "en", "eval")
    assert code == 2 and err.startswith("Usage:")


def test_selfplay_refusals_and_out_file_errors_in_english(tmp_path):
    code, _, err = run("selfplay", "--players", "9", "--hands", "1", "--seed", "1", "--lang", "en")
    assert code == 2 and "«--players» must be" in err
    code, _, err = run("--lang", "en", "selfplay", "--players", "2", "--hands", "1", "--seed", "1", "--out", tmp_path)
    assert code == 2 and err.startswith("Could not write file «") and "Không" not in err


def test_game_records_are_worded_in_the_language_of_the_run():
    fact = {"code": "cli.arg.missing", "params": {"name": "--seed"}}
    with language("en"):
        assert said_json({"why": fact}) == {"why": "The argument «--seed» is missing.", "why_code": "cli.arg.missing"}
    assert said_json({"why": fact})["why"] == "Thiếu tham số «--seed»."


@pytest.mark.parametrize("argv", [["--lang", "xx", "--help"], ["eval", "--lang=EN-GB", "a.yaml"], ["eval", "--lang"],
                                  ["--lang", "ＥＮ", "eval", "a.yaml"], ["selfplay", "--lang=Vie"]])
def test_an_unknown_or_missing_language_is_refused_naming_the_choices(argv):
    code, out, err = run(*argv)
    assert code == 2 and out == ""
    if argv[-1] == "--lang":
        assert "«--lang»" in err
    else:
        value = next(a.split("=")[-1] for a in argv if a.startswith("--lang=")) if "--lang" not in argv else \
            argv[argv.index("--lang") + 1]
        assert "chỉ có: vi, en" in err and "the choices are: vi, en" in err and f"«{value}»" in err, err


@pytest.mark.parametrize("given", ["EN", "En", "eN", "VI", "Vi", " en ", "EN "])
@pytest.mark.parametrize("where", ["before", "after", "joined"])
def test_a_language_code_is_taken_in_any_case(tmp_path, given, where):
    """Tester (session 23): ``python -m chan_core eval --lang EN file.yaml`` was refused for its case. A language code
    is read case-insensitively wherever ``--lang`` is given (before or after the command, ``--lang=EN``); spaces around
    it («--lang " en "») were refused as «Không có ngôn ngữ «en»» — the refusal quoting the code it refused."""
    p = write(tmp_path, WIN)
    argv = {"before": ["--lang", given, "eval", p], "after": ["eval", "--lang", given, p],
            "joined": ["eval", f"--lang={given}", p]}[where]
    code, out, err = run(*argv)
    assert (code, err) == (0, ""), err
    assert json.loads(out) == json.loads(run("--lang", given.strip().lower(), "eval", p)[1])
    assert json.loads(out)[0]["reason"].startswith("A valid ù" if given.strip().lower() == "en" else "Ù hợp lệ")
    code, out, err = run("selfplay", "--players", "2", "--hands", "1", "--seed", "1", "--lang", given)
    assert code == 0 and err == "" and out, err


@pytest.mark.parametrize("lang, said", [("en", "the key «id» is written twice (line 2): write each field only once."),
                                        ("vi", "khóa «id» viết hai lần (dòng 2): mỗi trường chỉ viết một lần.")])
def test_a_key_written_twice_is_said_in_the_runs_language(tmp_path, lang, said):
    """Tester (session 20): under ``--lang en`` the duplicate key came out half Vietnamese («khóa «id» viết hai lần»)."""
    code, out, err = run("--lang", lang, "eval", write(tmp_path, "id: a\nid: b\nkind: hand\n"))
    assert code == 2 and out == "" and err.strip().endswith(said), err


@pytest.mark.parametrize("argv", [["--lang", "en", "--lang", "vi", "eval", "a.yaml"], ["--lang=en", "eval", "--lang=en"],
                                  ["selfplay", "--lang", "vi", "--players", "2", "--lang", "en"]])
def test_the_language_given_twice_is_refused_as_twice_like_any_option(argv):
    """Tester (session 21): ``--lang en --lang vi`` was refused with the bare usage line, «not understood»; selfplay
    refuses any option given twice (``cli.arg.twice``), so ``--lang`` is too, said in each language."""
    code, out, err = run(*argv)
    assert (code, out) == (2, "") and err == "Tham số «--lang» được cho hai lần. / The argument «--lang» is given twice.\n"
