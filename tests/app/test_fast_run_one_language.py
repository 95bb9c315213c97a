"""``make test`` walks a page test written for both languages in one of them (``tests/conftest.py``,
``pytest_collection_modifyitems``); ``make test-all`` walks both."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

import conftest


def _item(path: str, name: str, lang: str | None, marks: list):
    params = {} if lang is None else {"lang": lang, "said": f"… {lang}"}
    return SimpleNamespace(nodeid=f"{path}::{name}[{lang}]", originalname=name, callspec=SimpleNamespace(params=params),
                           add_marker=marks.append)


@pytest.mark.parametrize("name", [f"test_page_{i}" for i in range(6)])
def test_a_page_test_in_both_languages_keeps_one_and_the_other_is_full(name):
    marks = {lang: [] for lang in ("vi", "en")}
    items = [_item("tests/app/test_x.py", name, lang, marks[lang]) for lang in ("vi", "en")]
    conftest.pytest_collection_modifyitems(None, items)
    assert sorted(len(m) for m in marks.values()) == [0, 1]
    dropped = next(m for m in marks.values() if m)
    assert dropped[0].name == "full"
    again = {lang: [] for lang in ("vi", "en")}
    conftest.pytest_collection_modifyitems(None, [_item("tests/app/test_x.py", name, lang, again[lang])
                                                  for lang in ("vi", "en")])
    assert {k: bool(v) for k, v in again.items()} == {k: bool(v) for k, v in marks.items()}  # the same every run


def test_both_languages_are_kept_somewhere_and_other_tests_are_left_alone():
    kept = set()
    for i in range(12):
        marks = {lang: [] for lang in ("vi", "en")}
        conftest.pytest_collection_modifyitems(None, [_item("tests/app/test_x.py", f"test_{i}", lang, marks[lang])
                                                      for lang in ("vi", "en")])
        kept |= {lang for lang, m in marks.items() if not m}
    assert kept == {"vi", "en"}
    alone = {k: [] for k in ("only_vi", "words_vi", "words_en", "none")}
    conftest.pytest_collection_modifyitems(None, [
        _item("tests/app/test_y.py", "test_only", "vi", alone["only_vi"]),  # one language only: kept
        _item("tests/words/test_z.py", "test_w", "vi", alone["words_vi"]),  # outside tests/app: both kept
        _item("tests/words/test_z.py", "test_w", "en", alone["words_en"]),
        _item("tests/app/test_y.py", "test_plain", None, alone["none"])])
    assert all(m == [] for m in alone.values())
