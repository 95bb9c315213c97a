"""Print how long the lesson machinery takes: loading the course, computing
every check's key with the engine, and progress-store operations.

Run: ``.venv/bin/python benchmarks/lessons.py``
"""
from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from learning.checks import compute  # noqa: E402
from learning.lessons import _load_course, load_course  # noqa: E402
from learning.progress import ProgressStore  # noqa: E402


def timed(label: str, fn, n: int = 1) -> None:
    t0 = time.perf_counter()
    for _ in range(n):
        fn()
    dt = (time.perf_counter() - t0) / n
    print(f"{label:<45} {dt * 1000:8.2f} ms")


def all_keys() -> None:
    for lesson in load_course():
        for c in lesson.checks:
            compute(c)


def main() -> None:
    timed("load_course (cold: 12 YAML files + pydantic)", lambda: (_load_course.cache_clear(), load_course()))
    course = load_course()
    n = sum(len(x.checks) for x in course)
    timed(f"compute every check key ({n} checks)", all_keys, 3)
    with tempfile.TemporaryDirectory() as d:
        s = ProgressStore(Path(d) / "p.sqlite3")
        i = iter(range(10**9))
        timed("record_attempt (one transaction)", lambda: s.record_attempt("bench", f"i{next(i) % 200}", True), 200)
        cands = [f"i{k}" for k in range(200)]
        timed("due_items over 200 candidates", lambda: s.due_items("bench", cands), 50)
        timed("open store (new connection + quick_check)", lambda: ProgressStore(Path(d) / "p.sqlite3"), 20)


if __name__ == "__main__":
    main()
