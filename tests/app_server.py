"""Start and stop ``streamlit run`` servers for tests and benchmarks (not a test module).

Used by ``tests/conftest.py`` (``app_server``), the browser tests that need a server of their
own (sign-in, markup safety, two servers) and ``benchmarks/load.py``.
"""
from __future__ import annotations

import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path


def free_port() -> int:
    """A TCP port free on 127.0.0.1 right now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def streamlit_command(script: str | Path, port: int, *extra: str) -> list[str]:
    """The command line of ``streamlit run script`` on ``127.0.0.1:port``, headless, with no usage
    statistics and no file watcher; ``extra``: more options (``--secrets.files``, …)."""
    return [sys.executable, "-m", "streamlit", "run", str(script), "--server.port", str(port),
            "--server.address", "127.0.0.1", "--server.headless", "true", "--browser.gatherUsageStats", "false",
            "--server.fileWatcherType", "none", *extra]


def healthy(url: str) -> bool:
    """``url/_stcore/health`` answers 200."""
    try:
        with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as r:
            return r.status == 200
    except OSError:
        return False


def wait_healthy(url: str, proc: subprocess.Popen, timeout: float = 60, log: Path | None = None) -> None:
    """Wait until the server ``proc`` at ``url`` is healthy (:func:`healthy`). RuntimeError when it
    exits or is not healthy after ``timeout`` seconds — with the end of its ``log``, if given."""
    deadline = time.monotonic() + timeout
    while not healthy(url):
        if proc.poll() is not None or time.monotonic() > deadline:
            why = f"exited with {proc.returncode}" if proc.poll() is not None else f"not healthy after {timeout:.0f} s"
            tail = f"; {log}: {log.read_text(errors='replace')[-2000:]}" if log is not None and log.exists() else ""
            raise RuntimeError(f"streamlit {url} {why}{tail}")
        time.sleep(0.3)


def stop(*procs: subprocess.Popen) -> None:
    """Terminate the servers, then kill any still running after 10 s."""
    for p in procs:
        p.terminate()
    for p in procs:
        try:
            p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            p.kill()
