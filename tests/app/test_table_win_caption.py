"""The practice table's caption under the winner's cards cites the seed as elsewhere, roman numerals in
upper case («(text 001, section IV, Ù)»), its first letter capital (ui.table.result.show_win)."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from words.i18n import language


@pytest.mark.parametrize("lang, cite, first", [("vi", "(tài liệu 001, mục IV, Ù).", "Quân ù do người khác"),
                                               ("en", "(text 001, section IV, Ù).", "The winning card was drawn")])
def test_the_out_of_turn_win_caption_keeps_the_section_in_upper_case(monkeypatch, lang, cite, first):
    import ui.table.result as result

    said: list[str] = []
    monkeypatch.setattr(result, "show_win_sets", lambda w: True)
    monkeypatch.setattr(result.st, "caption", lambda text, **kw: said.append(text))
    win = {"winning_card": "6V", "source": "boc", "drawn_by": "other", "context": []}
    with language(lang):
        result.show_win(SimpleNamespace(win=win), cuoc=False)
    assert len(said) == 1 and said[0].startswith(first) and said[0].endswith(cite), said
