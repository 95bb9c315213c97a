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


@pytest.mark.parametrize("lang, where", [("vi", "vào cửa chì của người ù"), ("en", "cửa chì")])
def test_a_win_on_ones_own_draw_says_its_cua_chi_once(monkeypatch, lang, where):
    """A tester read «Chì — Quân ù bát vạn do chính mình bốc từ nọc, nằm ở cửa chì của mình.» then, under it, «Quân ù
    bốc từ nọc vào cửa chì của người ù.»: with the Chì row shown the caption leaves the card's way out; without the
    cước shown (the xướng, where the learner must say them) the caption still says it."""
    import ui.table.result as result

    said: list[str] = []
    monkeypatch.setattr(result, "show_win_sets", lambda w: True)
    monkeypatch.setattr(result, "show_cuoc_cards", lambda w: None)
    monkeypatch.setattr(result, "win_layout", lambda w: {"cuoc": [{"id": "chi"}, {"id": "thong"}]})
    monkeypatch.setattr(result.st, "caption", lambda text, **kw: said.append(text))
    win = {"winning_card": "8V", "source": "boc", "drawn_by": "self", "context": []}
    with language(lang):
        result.show_win(SimpleNamespace(win=win), cuoc=True)
        assert said == []
        result.show_win(SimpleNamespace(win=win), cuoc=False)
    assert len(said) == 1 and where in said[0], said
