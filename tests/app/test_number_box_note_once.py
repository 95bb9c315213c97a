"""Testers (session 24), «Chơi Mậu binh»: a number box (``ui.typed_number``) holding only spaces said nothing, while any
other junk says why and «Ô vẫn giữ 2.500.» / «The box keeps 2,500.»; and a box's note stayed on screen after the
learner moved on to another box or button, so the notes piled up. Spaces (or an emptied box) are junk like any other
now, and a note is shown on the run right after the text it is about only."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page, shown
from words import language

KEEPS = {"vi": ("2.500", "Ô vẫn giữ 2.500."), "en": ("2,500", "The box keeps 2,500.")}


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("blank", ["   ", "", "\u00a0 \t"])
def test_a_box_of_spaces_gives_back_the_number_in_use_and_says_so(progress_db, lang, blank):
    written, keeps = KEEPS[lang]
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=2028, lang=lang)
        at.text_input(key="cm_stake").set_value("2500").run()
        at.text_input(key="cm_stake").set_value(blank).run()
    assert not at.exception and not at.error
    (said,) = [shown(w.value) for w in at.warning]
    assert said.endswith(keeps) and ("tiền mỗi điểm" if lang == "vi" else "stake") in said, said
    assert at.text_input(key="cm_stake").value == written


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_note_goes_when_the_learner_moves_on(progress_db, lang):
    written, keeps = KEEPS[lang]
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", seed=2028, lang=lang)
        at.text_input(key="cm_stake").set_value("2500").run()
        at.text_input(key="cm_stake").set_value("abc").run()
        assert [shown(w.value) for w in at.warning][0].endswith(keeps)
        at.text_input(key="cm_h_special_points").set_value("999").run()  # the next box: its own note only
        (said,) = [shown(w.value) for w in at.warning]
        assert "999" in said and keeps not in said, said
        at.toggle(key="cm_timer").set_value(True).run()  # another action: no note left
        assert not at.warning, [w.value for w in at.warning]
        assert at.text_input(key="cm_stake").value == written


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_tinh_diem_stake_note_goes_on_the_next_action(progress_db, lang):
    from tests.app.test_tinh_diem_stake_keeps_its_number import KEY, PRESET, TYPED

    with language(lang):
        at = open_page("app_pages/tinh_diem.py", lang=lang)
        at.selectbox(key="td_preset").set_value(PRESET).run()
        at.text_input(key=KEY).set_value("  ").run()
        (said,) = [shown(w.value) for w in at.warning]
        assert said.endswith(TYPED[lang][1].replace("2.500", "1.000").replace("2,500", "1,000")), said
        at.radio(key="td_players").set_value(3).run()
    assert not at.warning and not at.exception, [w.value for w in at.warning]
