"""AppTest: a Mậu binh round being arranged survives a visit to another page («Luật Mậu binh») and back — the same
deal and the cards placed so far, as a reload keeps them («Chơi Mậu binh», «Xếp binh»). Streamlit drops the widget
state of a page not drawn and the address loses ``?seed=``/``?xep=`` on a page change."""
from __future__ import annotations

import pytest

from apptest_pages import chi_rows, open_page
from tests.app.test_mau_binh_learner_switch import PAGES, _link, _place_some, _placed
from words import language


def _away_and_back(at, page: str) -> None:
    at.switch_page("app_pages/mau_binh_luat.py").run()
    at.query_params.clear()  # a page change leaves the address without the deal, as in a browser
    at.switch_page(page).run()
    assert not at.exception, [e.value for e in at.exception]


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("page", list(PAGES))
def test_another_page_and_back_keeps_the_deal_and_the_cards_placed(progress_db, monkeypatch, page, lang):
    """Tester: «Chơi Mậu binh» showed the round with 0 cards placed, «Xếp binh» dealt a new one. The session keeps
    them: the store's copy (``learning.mau_binh_rounds.keep_open``) is not written for a newcomer not saved yet."""
    monkeypatch.setattr("learning.mau_binh_rounds.keep_open", lambda *a, **k: False)
    prefix = PAGES[page]
    with language(lang):
        at = open_page(page, seed=4321, lang=lang)
        placed = _place_some(at, prefix, 4321)
        _away_and_back(at, page)
        assert _link(at)["seed"] == "4321"
        assert _placed(at, prefix, 4321) == {c: sorted(v) for c, v in placed.items()}
        assert sum(map(len, placed.values())) == 5 and "xep" in _link(at)
        assert all(r.value for c, r in chi_rows(at, f"{prefix}chi_4321").items() if placed[c])
