"""Session 23, «Tính điểm»: the stake box kept a text it could not use beside a red error (and no money shown), while
«Chơi Mậu binh»'s stake and every points box (``ui.typed_number``) go back to the number in use and say «Ô vẫn giữ …» /
«The box keeps …». It is one of them now (``amount=True``: the language's thousands mark); a junk text an older version
kept in the box is read once and never shown again."""
from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from tests.apptest_pages import APP, open_page, shown
from words import language

PAGE, KEY = "app_pages/tinh_diem.py", "td_bet_text"
PRESET = "Ví dụ 31 điểm (bài tính điểm, tài liệu 002)"
TYPED = {"vi": ("2.500", "Ô vẫn giữ 2.500.", "31 điểm × 2.500 = 77.500"),
         "en": ("2,500", "The box keeps 2,500.", "31 điểm × 2,500 = 77,500")}


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("junk", ["abc", "1,5", "1.5", "-500", "99999999999"])
def test_a_stake_it_cannot_use_gives_back_the_stake_in_use(progress_db, lang, junk):
    written, keeps, paid = TYPED[lang]
    with language(lang):
        at = open_page(PAGE, lang=lang)
        at.selectbox(key="td_preset").set_value(PRESET).run()
        at.text_input(key=KEY).set_value("2500").run()
        assert at.text_input(key=KEY).value == written and not at.warning
        at.text_input(key=KEY).set_value(junk).run()
    assert not at.exception and not at.error, [e.value for e in at.error]
    (said,) = [shown(w.value) for w in at.warning]
    assert f"«{junk}»" in said and said.endswith(keeps), said
    assert at.text_input(key=KEY).value == written
    assert any(paid in shown(m.value) for m in at.markdown), [m.value for m in at.markdown]  # counted at the kept stake


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_junk_stake_kept_by_an_older_version_is_not_shown_again(progress_db, lang):
    at = AppTest.from_file(APP, default_timeout=60)
    at.query_params["lang"] = lang
    at.session_state[KEY] = at.session_state["_keep__" + KEY] = "abc"  # as the red-error box left it
    at.run()
    with language(lang):
        at.switch_page(PAGE).run()
        at.selectbox(key="td_preset").set_value(PRESET).run()
    assert not at.exception and not at.error and not at.warning
    assert at.text_input(key=KEY).value == ("1.000" if lang == "vi" else "1,000")
