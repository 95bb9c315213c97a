"""Tester (session 17), «Chơi Mậu binh» with the timer: cards placed after (or before) time ran out were thrown away on
«Lật bài» and the whole hand arranged anew, though the notice promises only the cards not yet arranged are. The cards
placed stay; the rest go where the sensible arrangement puts them (room permitting)."""
from __future__ import annotations

import pytest

from tests.apptest_pages import chi_rows, open_page, shown
from mau_binh.round import bot_arrangement, deal_round
from words import language

SEED = 2028
SAID = {"vi": "Hết giờ: các lá bạn chưa xếp được xếp giúp theo cách hợp lý.",
        "en": "Time ran out: the cards you had not arranged were arranged for you the sensible way."}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_time_up_keeps_the_cards_placed_and_arranges_only_the_rest(progress_db, lang):
    hand = deal_round(SEED)[0]
    sensible = bot_arrangement(hand, "hop_ly")
    front = list(sensible.back[:3])  # not where the sensible arrangement puts them
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        at.toggle(key="cm_timer").set_value(True).run()
        chi_rows(at, f"cm_chi_{SEED}")["front"].set_value([c.code for c in front])
        at.run()
        at.session_state[f"cm_started_{SEED}"] = 0.0  # long ago: time is up
        at.run()
        at.button(key="cm_reveal").click().run()
    assert not at.exception
    mine = at.session_state["cm_view"]["arrangements"][0].split(" / ")
    assert sorted(mine[0].split()) == sorted(c.code for c in front)
    assert sorted(mine[1].split()) == sorted(c.code for c in sensible.middle)  # the sensible middle had room: kept whole
    assert sorted(mine[2].split()) == sorted(c.code for c in (*sensible.back[3:], *sensible.front))
    assert [i.value for i in at.info if i.value.startswith(SAID[lang][:8])] == [SAID[lang]]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_time_up_locks_the_arrangement_leaving_only_the_reveal(progress_db, lang):
    """Tester (session 20): after «Hết giờ» cards could still be placed."""
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        at.toggle(key="cm_timer").set_value(True).run()
        assert not any(r.disabled for r in chi_rows(at, f"cm_chi_{SEED}").values())
        at.session_state[f"cm_started_{SEED}"] = 0.0  # long ago: time is up
        at.run()
        rows = chi_rows(at, f"cm_chi_{SEED}")
        assert len(rows) == 3 and all(r.disabled for r in rows.values())
        assert at.toggle(key="cm_drag").disabled and not at.button(key="cm_reveal").disabled


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("typed", [5, 5000])
def test_seconds_out_of_range_the_box_shows_the_number_used(progress_db, lang, typed):
    """Tester (session 20): 5 seconds said «15 is used» but the box still showed 5. Session 27: refused, 120 kept."""
    used = 120
    said = {"vi": f"«{typed}» nằm ngoài khoảng đó. Ô vẫn giữ {used}.",
            "en": f"«{typed}» is outside that range. The box keeps {used}."}[lang]
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=SEED, lang=lang)
        at.toggle(key="cm_timer").set_value(True).run()
        at.text_input(key="cm_seconds").set_value(str(typed)).run()
        assert not at.exception
        assert at.text_input(key="cm_seconds").value == str(used)
        assert [i for i in at.warning if said in shown(i.value)], [i.value for i in at.warning]  # quoted as typed
