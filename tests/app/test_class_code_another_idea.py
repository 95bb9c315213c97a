"""«Tạo mã khác» under the suggested class code gives a new code in place of the one shown."""
from __future__ import annotations

from tests.apptest_pages import open_page


def test_another_idea_replaces_the_suggested_class_code(tmp_path, monkeypatch):
    monkeypatch.setenv("HOC_CHAN_DB", str(tmp_path / "progress.sqlite3"))
    monkeypatch.delenv("HOC_CHAN_DB_URL", raising=False)
    monkeypatch.delenv("HOC_CHAN_CLASS_CODE", raising=False)
    at = open_page("app_pages/lop_hoc.py")
    first = at.code[0].value
    assert first.startswith('class_code = "') and len(first) > 30
    at.button(key="hoc_chan__code_new").click().run()
    assert not at.exception
    second = at.code[0].value
    assert second.startswith('class_code = "') and second != first
    at.run()  # kept for the session: the same code until asked for another
    assert at.code[0].value == second
