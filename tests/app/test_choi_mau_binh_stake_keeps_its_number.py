"""Tester (session 23), «Chơi Mậu binh»: the stake box kept a text it could not use beside a red error, while every
other number box (``ui.typed_number``: the house rules' points, the timer) goes back to the number in use and says
«Ô vẫn giữ …» / «The box keeps …». The stake box is one of them now, with the stake's own marks: a stake read is
written back in the language's marks, a text it cannot use gives back the stake in use (not the first one), said under
the box with why, and the round is counted at it."""
from __future__ import annotations

import pytest

from mau_binh.round import bot_arrangement, deal_round
from tests.apptest_pages import open_page, set_chi, shown
from words import language

SEED = 2028
TYPED = {"vi": ("2500", "2.500", "Ô vẫn giữ 2.500."), "en": ("2500", "2,500", "The box keeps 2,500.")}


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("junk", ["abc", "1,5", "1.5", "-500", "99999999999"])
def test_a_stake_it_cannot_use_gives_back_the_stake_in_use(progress_db, lang, junk):
    good, written, keeps = TYPED[lang]
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        at.text_input(key="cm_stake").set_value(good).run()
        assert at.text_input(key="cm_stake").value == written and not at.warning
        at.text_input(key="cm_stake").set_value(junk).run()
        assert not at.exception and not at.error, [e.value for e in at.error]
        (said,) = [shown(w.value) for w in at.warning]
        assert f"«{junk}»" in said and said.endswith(keeps), said
        assert at.text_input(key="cm_stake").value == written
        hand = deal_round(SEED)[0]
        set_chi(at, bot_arrangement(hand, "hop_ly"), f"cm_chi_{SEED}")
        at.button(key="cm_reveal").click().run()
    points = int(at.session_state["cm_view"]["points"][0])
    money = at.table[0].value.iloc[0, 2]
    assert money.lstrip("+−").split()[0].replace(".", "").replace(",", "") == str(abs(points) * 2500), money
