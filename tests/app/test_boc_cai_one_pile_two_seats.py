"""Tester (session 18, English newcomer): in «Bốc cái» step 2, giving «The cái pile» to two seats only said «the pile
is wrong for A». It now says too that one pile goes to one seat: each seat takes a different pile (vi and en)."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page
from words import language

SAID = {"vi": "«Phần bài cái» được đưa cho cả ghế A và D, nhưng một phần chỉ đưa cho một ghế: mỗi ghế nhận một phần "
              "khác nhau.",
        "en": "«The cái pile» was given to A and D, but a pile goes to one seat only: each seat takes a different "
              "pile."}
ONE = {"vi": "được đưa cho cả ghế", "en": "was given to"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_one_pile_given_to_two_seats_is_said(lang, progress_db):
    with language(lang):
        at = open_page("app_pages/boc_cai.py", n=4, seed=1, drawer=1, card="7V",
                       **({"lang": "en"} if lang == "en" else {}))
        at.button(key="bc_seat3").click().run()  # 001 §II: D takes the cái pile; A, B, C the next ones
        for seat, pile in {0: 0, 1: 2, 2: 3, 3: 0}.items():  # A given the cái pile too
            at.radio(key=f"bc_pile{seat}").set_value(pile)
        next(b for b in at.button if b.key.startswith("FormSubmitter:bc_piles_form")).click().run()
        wrong = [e.value for e in at.error]
        assert any(SAID[lang] in e for e in wrong), wrong
        for seat, pile in {0: 1, 1: 0, 2: 3, 3: 2}.items():  # every pile once, two wrong: nothing said of sharing
            at.radio(key=f"bc_pile{seat}").set_value(pile)
        next(b for b in at.button if b.key.startswith("FormSubmitter:bc_piles_form")).click().run()
    assert not at.exception
    assert at.error and not any(ONE[lang] in e.value for e in at.error), [e.value for e in at.error]
