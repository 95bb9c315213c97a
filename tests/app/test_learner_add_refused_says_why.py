"""«Thêm người học» when the progress store cannot be written: the sidebar says it was not added and why, in the
learner's words and language (no path), and nothing raises."""
from __future__ import annotations

import os

import pytest

from learning.progress import ProgressStore
from tests.apptest_pages import open_page
from words.i18n import language

K = "hoc_chan__"


@pytest.mark.parametrize("lang, said", [
    ("vi", "Chưa thêm được người học: nơi lưu tiến độ lúc này chỉ cho phép đọc."),
    ("en", "Could not add the learner: "),
])
def test_adding_a_learner_to_a_read_only_store_says_why(db, monkeypatch, lang, said):
    ProgressStore(db).lesson_done("bo-bai")  # the file exists, then can no longer be written
    monkeypatch.setattr(os, "access", lambda p, mode, **kw: not (mode & os.W_OK))
    with language(lang):  # AppTest reads the widgets back in the page's language
        at = open_page("app_pages/home.py", lang=lang)
        at.sidebar.text_input(key=K + "new_name").set_value("Lan")
        at.sidebar.button(key=K + "add").click().run()
    assert not at.exception, [e.value for e in at.exception]
    errors = [e.value.replace("\\", "") for e in at.sidebar.error]  # shown literally (markdown escaped)
    assert errors and errors[0].startswith(said) and str(db.parent) not in errors[0]
    if lang == "en":
        assert "read" in errors[0].lower() and "được" not in errors[0]
