"""The command line under hostile input (issue 22 item 6).

* 25,000 nested ``[`` (a 50 kB file, well under the 2 MB limit) used to crash
  ``python -m chan_core eval`` with a segfault (exit 139, no message): libyaml's C
  loader recurses while it builds the document. The nesting is now counted on the
  parser's events first: exit 2, the «lồng nhau quá sâu» line. Run in a subprocess,
  so a crash fails the test instead of killing pytest.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli_runs import write

ROOT = Path(__file__).resolve().parent.parent


def cli_run(*args: str, **kw) -> subprocess.CompletedProcess:
    """``python -m chan_core ARGS`` in a subprocess (UTF-8 whatever the locale)."""
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    kw.setdefault("stdout", subprocess.PIPE)
    return subprocess.run([sys.executable, "-m", "chan_core", *args], cwd=ROOT, env=env, stderr=subprocess.PIPE,
                          timeout=300, **kw)


def one_line(stderr: bytes) -> str:
    """The single Vietnamese stderr line (no traceback, no Python English)."""
    text = stderr.decode("utf-8")
    assert text.count("\n") == 1 and text.endswith("\n"), text
    assert "Traceback" not in text and "Exception" not in text and "Errno" not in text, text
    assert not text.isascii(), text
    return text


def a_scenario_file(tmp_path: Path) -> Path:
    return write(tmp_path, "- {id: a, kind: boc_cai, players: 4, drawer: 1, card: 7V}\n")


# ---------------------------------------------------------------- item 6: deep nesting
@pytest.mark.parametrize("levels, closed", [(25_000, True), (25_000, False), (20_000, True), (65, True)])
def test_deep_nesting_is_refused_without_a_crash(tmp_path, levels, closed):
    p = tmp_path / "sau.yaml"
    p.write_text("[" * levels + ("]" * levels if closed else "") + "\n", encoding="utf-8")
    assert p.stat().st_size < 2 * 1024 * 1024
    r = cli_run("eval", str(p))
    assert r.returncode == 2, (r.returncode, r.stderr[-500:])  # 139 / -11 was the segfault
    line = one_line(r.stderr)
    assert r.stdout == b"" and line.startswith(str(p)) and "lồng nhau quá sâu" in line and "64 tầng" in line


def test_nesting_up_to_the_limit_still_reads(tmp_path):
    """64 levels is the limit (``scenario.MAX_DEPTH``), counted the same way on the events
    as on the built document: 64 levels are read, 65 refused."""
    from chan_core import scenario
    from chan_core.errors import ChanError

    assert scenario.MAX_DEPTH == 64
    p = tmp_path / "s.yaml"
    p.write_text("- {id: a, kind: score, cuoc: {leo: 1}, note: " + "[" * 62 + "]" * 62 + "}\n", encoding="utf-8")
    assert [d["id"] for d in scenario.load_file(p)] == ["a"]  # the list, the scenario, note's 62 lists
    p.write_text("- {id: a, kind: score, cuoc: {leo: 1}, note: " + "[" * 63 + "]" * 63 + "}\n", encoding="utf-8")
    with pytest.raises(ChanError, match="lồng nhau quá sâu"):
        scenario.load_file(p)
    assert not scenario._nests_too_deep("[" * 64 + "]" * 64) and scenario._nests_too_deep("[" * 65 + "]" * 65)
    assert not scenario._too_deep([eval("[" * 64 + "]" * 64)]) and scenario._too_deep([eval("[" * 65 + "]" * 65)])


def test_nesting_through_aliases_is_still_caught_after_building(tmp_path):
    """Events do not follow aliases; the walk over the built document still does."""
    deep = "[" * 40 + "]" * 40
    p = write(tmp_path, f"- {{id: a, kind: score, cuoc: {{leo: 1}}, x: &d {deep}, y: [{'[' * 30}*d{']' * 30}]}}\n")
    r = cli_run("eval", str(p))
    assert r.returncode == 2 and "lồng nhau quá sâu" in one_line(r.stderr)
