"""Helpers for the tests of ``python -m chan_core eval`` (not a test module)."""
from __future__ import annotations

import contextlib
import io
from pathlib import Path

from chan_core.cli import main as cli_main


def run_cli(*paths) -> tuple[int, str, str]:
    """``python -m chan_core eval PATH…`` in-process (fast): (exit code, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = cli_main(["eval", *map(str, paths)])
    return code, out.getvalue(), err.getvalue()


def write(tmp_path: Path, text: str, name: str = "s.yaml") -> Path:
    """``text`` written (UTF-8) to ``tmp_path/name``; its path."""
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p
