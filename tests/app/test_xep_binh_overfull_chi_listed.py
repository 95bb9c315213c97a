"""«Xếp binh»: two chi with too many cards are named in one sentence ending with «và» / «and» (``words.listed``),
the second chi in lower case mid-sentence."""
from __future__ import annotations

import pytest

from mau_binh.drill import deal_hand
from tests.apptest_pages import chi_rows, open_page
from words.i18n import language

SAID = {"vi": "Chi đầu có 4 lá (cần 3) và chi giữa có 6 lá (cần 5).",
        "en": "Chi đầu has 4 cards (needs 3) and chi giữa has 6 cards (needs 5)."}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_two_overfull_chi_are_named_in_one_sentence(progress_db, lang):
    cards = [c.code for c in deal_hand(4242)]
    with language(lang):
        at = open_page("app_pages/xep_binh.py", seed=4242, lang=lang)
        rows = chi_rows(at, "xb_chi_4242")
        for chi, part in (("front", cards[:4]), ("middle", cards[4:10]), ("back", cards[10:])):
            rows[chi].set_value(part)
        at.run()
    assert not at.exception
    assert [w.value for w in at.warning] == [SAID[lang]]
