"""Tester (session 20), «Xác suất»: a huge seed (99999999999999999999) got Streamlit's English tooltip «Number is
above the allowed range» and the note below still spoke of the value before. The seed boxes are text boxes read by
the app's reader: every seed out of range or unreadable is refused in the learner's words, with the seed used
meanwhile, and the run's note names that seed. Session 27: as every number box, one out of range is refused naming the
range, and the box keeps the seed in use (it became the nearer end from session 21)."""
from __future__ import annotations

import pytest

from tests.apptest_pages import open_page, shown
from words import language

HUGE = "99999999999999999999"
SAID = {"vi": ("«Hạt giống ngẫu nhiên» là một số từ 0 đến 2147483647;", f"«{HUGE}» nằm ngoài khoảng đó. Ô vẫn "
               "giữ 7.", "hạt giống 7:"),  # a box of digits only: its numbers as the box writes them
        "en": ("«Random seed» must be from 0 to 2147483647;", f"«{HUGE}» is outside that range. The box keeps 7.",
               "seed 7:")}


@pytest.mark.parametrize("key", ["xs_seed", "xs_play_seed"])
@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_huge_seed_is_refused_in_the_learners_words_and_the_run_uses_the_seed_said(lang, key):
    too_large, used, note = SAID[lang]
    with language(lang):
        at = open_page("app_pages/xac_suat.py", lang=lang)
        at.text_input(key=key).set_value("7").run()
        at.text_input(key=key).set_value(HUGE).run()
        said = " ".join(shown(w.value) for w in at.warning)
        assert too_large in said and used in said and at.text_input(key=key).value == "7", said
        at.button(key="xs_run" if key == "xs_seed" else "xs_play_run").click().run()
    assert not at.exception
    note = note if key == "xs_seed" else note[:-1] + ","  # the play run's note names its rules after the seed
    assert any(note in m.value for m in at.markdown), [m.value for m in at.markdown if "**" in m.value]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_seed_in_range_is_used_without_a_note(lang):
    with language(lang):
        at = open_page("app_pages/xac_suat.py", lang=lang)
        at.text_input(key="xs_seed").set_value("42").run()
        assert not at.warning
        at.button(key="xs_run").click().run()
    assert any(("hạt giống 42:" if lang == "vi" else "seed 42:") in m.value for m in at.markdown)
