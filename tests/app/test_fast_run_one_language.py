"""``make test`` walks a page test written for both languages in one of them (``tests/conftest.py``,
``pytest_collection_modifyitems``); ``make test-all`` walks both."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FILE = "tests/app/test_names_listed_in_sentences.py"  # page tests with a vi and an en variant each


def _collected(*args: str) -> list[str]:
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *args, FILE],
                         cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return [line for line in out.splitlines() if "::" in line]


def _by_test(ids: list[str]) -> dict[str, set[str]]:
    langs: dict[str, set[str]] = {}
    for node in ids:
        m = re.fullmatch(r"(.*?)\[(vi|en)(?:-.*)?\]", node)
        if m:
            langs.setdefault(m.group(1), set()).add(m.group(2))
    return langs


def test_the_fast_run_keeps_one_language_of_each_page_test_and_the_full_run_both():
    every, fast = _by_test(_collected()), _by_test(_collected("-m", "not full"))
    both = {name for name, langs in every.items() if langs == {"vi", "en"}}
    assert len(both) >= 2
    assert all(len(fast[name]) == 1 for name in both), fast
