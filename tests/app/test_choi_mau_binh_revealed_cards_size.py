"""Learner at 1366×768: on «Chơi Mậu binh» the four hands revealed by «Lật bài và so chi» were drawn smaller (28 px) than
the arrangement the learner had just checked (36 px), and the comparison with the best arrangement smaller still
(32 px). Every card in chi on the page is now one size, before and after the reveal, Vietnamese and English (the
browser twin, measured on screen: ``tests/browser/test_choi_mau_binh_revealed_cards_browser.py``)."""
from __future__ import annotations

import re

import pytest

from apptest_pages import open_page, set_chi
from mau_binh.round import bot_arrangement, deal_round
from words.i18n import language

SEED = 45367


def _chi_widths(at) -> set[str]:
    """The widths of the card pictures in chi rows (``.mb-chi``) on the page."""
    return {w for h in at.get("html") if 'class="mb-chi"' in h.proto.body
            for w in re.findall(r'<img [^>]*?width="(\d+)"', h.proto.body)}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_revealed_hands_are_the_size_of_the_arrangement(progress_db, lang):
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        set_chi(at, bot_arrangement(deal_round(SEED)[0], "hop_ly"), f"cm_chi_{SEED}")
        arranged = _chi_widths(at)
        at.button(key="cm_reveal").click().run()
    assert not at.exception
    assert len(arranged) == 1, arranged  # the arrangement checked before the reveal
    revealed = [h for h in at.get("html") if 'class="mb-chi"' in h.proto.body]
    assert len(revealed) == 6  # four hands, then «Bạn xếp» beside «Cách tốt nhất»
    assert _chi_widths(at) == arranged, (_chi_widths(at), arranged)
