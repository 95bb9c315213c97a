"""Number boxes (``ui.bounded_number``): a number typed outside the box's range is answered in the
learner's language and brought to the nearer end — never Streamlit's English «Number is outside the
allowed range»."""
from __future__ import annotations

import pytest

from apptest_pages import open_page
from words.i18n import language

SAID = {"vi": ("là một số từ", "nằm ngoài khoảng đó nên dùng"), "en": ("is a number from", "is outside that range")}


def _warnings(at) -> str:
    return "\n".join(w.value for w in at.warning)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_too_many_deals_is_said_in_the_learners_language_and_capped(lang):
    with language(lang):
        at = open_page("app_pages/xac_suat.py", lang=lang)
        box = at.number_input(key="xs_deals")
        assert box.max is None and box.min is None, "a min/max box answers out-of-range typing in English"
        box.set_value(99_999_999).run()
        assert not at.exception
        said = _warnings(at)
        assert all(s in said for s in SAID[lang]), said
        assert ("100.000" if lang == "vi" else "100,000") in said
        at.number_input(key="xs_play_hands").set_value(-5).run()
        assert "-5" in _warnings(at) or "−5" in _warnings(at)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_mau_binh_house_points_and_timer_beyond_range(lang):
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", lang=lang)
        at.number_input(key="cm_h_special_points").set_value(500).run()
        at.toggle(key="cm_timer").set_value(True).run()
        at.number_input(key="cm_seconds").set_value(5).run()
        assert not at.exception
        said = _warnings(at)
        assert said.count(SAID[lang][1]) == 2, said
        assert "500" in said and "15" in said
