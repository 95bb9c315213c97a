"""The command line under hostile input and broken output (issue 22 items 6 and 7).

* 25,000 nested ``[`` (a 50 kB file, well under the 2 MB limit) used to crash
  ``python -m chan_core eval`` with a segfault (exit 139, no message): libyaml's C
  loader recurses while it builds the document. The nesting is now counted on the
  parser's events first: exit 2, the «lồng nhau quá sâu» line. Run in a subprocess,
  so a crash fails the test instead of killing pytest.
* Output that cannot be written — ``eval FILE > /dev/full``, ``selfplay --out
  /dev/full``, a pipe whose reader has gone, a disk that fills up half way — is one
  Vietnamese line on stderr naming the output, exit 1, no traceback; ``--out`` goes
  to a temporary file renamed only when complete, so no truncated ``.jsonl`` is
  left; ``--out`` onto a FIFO (or a folder) is refused like the input side, exit 2.
"""
from __future__ import annotations

import errno
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from chan_core import cli
from chan_core.cli import OutFile, OutputFailed, main
from tests.cli_runs import run_cli, write

ROOT = Path(__file__).resolve().parents[2]
CASE = ROOT / "tests" / "cases"
SELFPLAY = ["selfplay", "--players", "2", "--hands", "2", "--seed", "3"]


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
    from words import say

    assert scenario.MAX_DEPTH == 64
    p = tmp_path / "s.yaml"
    p.write_text("- {id: a, kind: score, cuoc: {leo: 1}, note: " + "[" * 62 + "]" * 62 + "}\n", encoding="utf-8")
    assert [d["id"] for d in scenario.load_file(p)] == ["a"]  # the list, the scenario, note's 62 lists
    p.write_text("- {id: a, kind: score, cuoc: {leo: 1}, note: " + "[" * 63 + "]" * 63 + "}\n", encoding="utf-8")
    with pytest.raises(ChanError) as got:
        scenario.load_file(p)
    assert got.value.code == "file.too_deep" and "lồng nhau quá sâu" in say(got.value)
    assert not scenario._nests_too_deep("[" * 64 + "]" * 64) and scenario._nests_too_deep("[" * 65 + "]" * 65)
    assert not scenario._too_deep([eval("[" * 64 + "]" * 64)]) and scenario._too_deep([eval("[" * 65 + "]" * 65)])


def test_nesting_through_aliases_is_still_caught_after_building(tmp_path):
    """Events do not follow aliases; the walk over the built document still does."""
    deep = "[" * 40 + "]" * 40
    p = write(tmp_path, f"- {{id: a, kind: score, cuoc: {{leo: 1}}, x: &d {deep}, y: [{'[' * 30}*d{']' * 30}]}}\n")
    code, out, err = run_cli(p)  # in-process: 70 levels through an alias is no depth libyaml crashes on
    assert (code, out) == (2, "") and "lồng nhau quá sâu" in one_line(err.encode("utf-8"))


# ---------------------------------------------------------------- item 7: output that cannot be written
def _dev_full() -> str:
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full on this system")
    return "/dev/full"


def test_eval_into_a_full_disk_is_one_line_exit_1(tmp_path):
    with open(_dev_full(), "wb") as full:
        r = cli_run("eval", str(a_scenario_file(tmp_path)), stdout=full)
    assert r.returncode == 1
    line = one_line(r.stderr)
    assert "Không ghi được" in line and "«/dev/full»" in line and "đĩa đã đầy" in line


def test_selfplay_out_to_a_full_disk_is_one_line_exit_1_and_leaves_nothing():
    full = _dev_full()
    before = set(os.listdir("/dev"))
    r = cli_run(*SELFPLAY, "--out", full)
    assert r.returncode == 1 and r.stdout == b""  # no summary for a run whose records were lost
    line = one_line(r.stderr)
    assert f"tệp «{full}»" in line and "đĩa đã đầy" in line
    assert set(os.listdir("/dev")) <= before  # a device is written directly: no temporary file beside it


def test_selfplay_summary_into_a_full_disk_keeps_the_complete_out_file(tmp_path):
    out = tmp_path / "x.jsonl"
    with open(_dev_full(), "wb") as full:
        r = cli_run(*SELFPLAY, "--out", str(out), stdout=full)
    assert r.returncode == 1 and "«/dev/full»" in one_line(r.stderr)
    assert len(out.read_text(encoding="utf-8").splitlines()) == 2  # the records were complete
    assert sorted(os.listdir(tmp_path)) == ["x.jsonl"]


@pytest.mark.parametrize("args", [["eval", "SCENARIO"], SELFPLAY])
def test_a_closed_pipe_is_one_line_exit_1(tmp_path, args):
    args = [str(a_scenario_file(tmp_path)) if a == "SCENARIO" else a for a in args]
    r_fd, w_fd = os.pipe()
    os.close(r_fd)  # the reader has gone (``… | head -c0``)
    try:
        r = cli_run(*args, stdout=w_fd)
    finally:
        os.close(w_fd)
    assert r.returncode == 1
    line = one_line(r.stderr)
    assert "đầu ra chuẩn" in line and "ống dẫn" in line and "BrokenPipe" not in line


def test_stderr_broken_too_is_still_exit_1_without_a_traceback(tmp_path):
    """Nothing can be said when stderr is full too; still exit 1, and no crash on the way out."""
    with open(_dev_full(), "wb") as full:
        r = subprocess.run([sys.executable, "-m", "chan_core", "eval", str(a_scenario_file(tmp_path))], cwd=ROOT,
                           stdout=full, stderr=full, timeout=300)
    assert r.returncode == 1


class _FillsUp(io.RawIOBase):
    """A file descriptor on a disk with ``room`` bytes left: what does not fit fails with ENOSPC."""

    def __init__(self, fd: int, room: int):
        self.fd, self.room = fd, room

    def writable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self.fd

    def write(self, b) -> int:
        if self.room <= 0:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        n = os.write(self.fd, bytes(b[:self.room]))
        self.room -= n
        return n

    def close(self) -> None:
        if not self.closed:
            os.close(self.fd)
        super().close()


def _disk_with_room(monkeypatch, room: int) -> None:
    """``OutFile`` opens its temporary file on a disk that fills up after ``room`` bytes."""
    def fdopen(fd, mode="r", encoding=None, **kw):
        return io.TextIOWrapper(io.BufferedWriter(_FillsUp(fd, room), buffer_size=512), encoding=encoding)

    monkeypatch.setattr(cli.os, "fdopen", fdopen)


def _selfplay(capsys, *args: str) -> tuple[int, str, str]:
    code = main([*SELFPLAY, *args])
    got = capsys.readouterr()
    return code, got.out, got.err


@pytest.mark.parametrize("room", [0, 3000])
def test_disk_full_half_way_leaves_no_partial_jsonl(tmp_path, monkeypatch, capsys, room):
    out = tmp_path / "van.jsonl"
    _disk_with_room(monkeypatch, room)
    code, stdout, err = _selfplay(capsys, "--out", str(out))
    assert (code, stdout) == (1, "")
    assert err == f"Không ghi được kết quả ra tệp «{out}»: đĩa đã đầy.\n"
    assert os.listdir(tmp_path) == []  # neither the file nor its temporary copy


def test_disk_full_keeps_the_previous_file_whole(tmp_path, monkeypatch, capsys):
    out = tmp_path / "van.jsonl"
    out.write_text('{"cũ": 1}\n', encoding="utf-8")
    out.chmod(0o640)
    _disk_with_room(monkeypatch, 100)
    code, _, err = _selfplay(capsys, "--out", str(out))
    assert code == 1 and f"«{out}»" in err
    assert out.read_text(encoding="utf-8") == '{"cũ": 1}\n' and os.listdir(tmp_path) == ["van.jsonl"]
    monkeypatch.undo()
    code, _, _ = _selfplay(capsys, "--out", str(out))  # a run that completes replaces it, same permissions
    assert code == 0 and len(out.read_text(encoding="utf-8").splitlines()) == 2
    assert (out.stat().st_mode & 0o777) == 0o640 and os.listdir(tmp_path) == ["van.jsonl"]


def test_failure_at_sync_or_rename_leaves_nothing(tmp_path, monkeypatch, capsys):
    out = tmp_path / "van.jsonl"

    def no_space(*a):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(cli.os, "fsync", no_space)
    code, _, err = _selfplay(capsys, "--out", str(out))
    assert code == 1 and "đĩa đã đầy" in err and os.listdir(tmp_path) == []


def test_an_engine_error_mid_run_removes_the_temporary_file(tmp_path, monkeypatch, capsys):
    from chan_core.game import selfplay

    def broken(*a, **k):
        raise RuntimeError("bot chose an illegal action")

    monkeypatch.setattr(selfplay, "play_hand", broken)
    with pytest.raises(RuntimeError):
        main([*SELFPLAY, "--out", str(tmp_path / "van.jsonl")])
    assert os.listdir(tmp_path) == []


def test_out_through_a_symlink_replaces_the_target_and_keeps_the_link(tmp_path, capsys):
    real = tmp_path / "that" / "van.jsonl"
    real.parent.mkdir()
    real.write_text("cũ\n", encoding="utf-8")
    link = tmp_path / "link.jsonl"
    link.symlink_to(real)
    code, _, _ = _selfplay(capsys, "--out", str(link))
    assert code == 0 and link.is_symlink() and len(real.read_text(encoding="utf-8").splitlines()) == 2
    assert os.listdir(real.parent) == ["van.jsonl"]


def test_a_new_out_file_gets_the_usual_permissions(tmp_path, capsys):
    out = tmp_path / "van.jsonl"
    mask = os.umask(0o027)
    try:
        assert _selfplay(capsys, "--out", str(out))[0] == 0
    finally:
        os.umask(mask)
    assert (out.stat().st_mode & 0o777) == 0o640  # 0666 less the umask, as open() would make it


@pytest.mark.parametrize("kind, needle", [("fifo", "ống dẫn (FIFO)"), ("dir", "thư mục"),
                                          ("missing", "không có thư mục chứa tệp")])
def test_out_onto_a_fifo_folder_or_missing_folder_is_refused_exit_2(tmp_path, capsys, kind, needle):
    target = tmp_path / "van.jsonl"
    if kind == "fifo":
        os.mkfifo(target)  # opening it for writing would wait for a reader forever
    elif kind == "dir":
        target.mkdir()
    else:
        target = tmp_path / "khong" / "van.jsonl"
    if kind == "fifo":  # a real process (a wait for a reader would hang it, under a timeout)
        r = cli_run(*SELFPLAY, "--out", str(target))
        code, stdout, stderr = r.returncode, r.stdout.decode("utf-8"), r.stderr
    else:  # in-process: the command line's main
        code, stdout, err = _selfplay(capsys, "--out", str(target))
        stderr = err.encode("utf-8")
    assert code == 2 and stdout == ""
    line = one_line(stderr)
    assert f"«{target}»" in line and needle in line
    assert sorted(os.listdir(tmp_path)) == ([] if kind == "missing" else ["van.jsonl"])


def test_eval_into_a_regular_file_on_a_full_disk_is_cut_back(tmp_path):
    """``eval … > out.json`` on a disk that fills up: the half-written JSON is cut back
    to where the answers began (here: the file is empty again)."""
    target = tmp_path / "out.json"
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    raw = _FillsUp(fd, 50)
    stream = io.TextIOWrapper(io.BufferedWriter(raw, buffer_size=16), encoding="utf-8")
    with pytest.raises(OutputFailed) as ei:
        cli.emit(stream, json.dumps([{"id": i, "x": "y" * 20} for i in range(20)]))
    assert ei.value.error.errno == errno.ENOSPC and "đầu ra chuẩn" in ei.value.where
    assert target.stat().st_size == 0
    raw.room = 10**6
    stream.close()


def test_out_file_class_refuses_a_nul_in_the_name():
    from chan_core.errors import ChanError

    with pytest.raises(ChanError, match="NUL"):
        OutFile("a\0b.jsonl")
