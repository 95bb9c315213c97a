"""Number boxes (``ui.typed_number``, one helper for every whole-number setting): a number typed outside the box's
range is refused in the learner's language naming the range, and the box gives back the number in use — never
Streamlit's English «Number is above the allowed range» with the typed number kept, nor (session 27) the nearer end
used in its place, as some boxes did while others refused: every box refuses, as a lesson's answer box; a text that is
no whole number («1e9», «2.5») is refused naming what was typed, likewise — never read as 1 or 2."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from apptest_pages import open_page, shown
from words.i18n import language

SAID = {"vi": ("là một số từ", "nằm ngoài khoảng đó."), "en": ("must be from", "is outside that range.")}
REFUSED = {"vi": "Ô vẫn giữ", "en": "The box keeps"}
ROOT = Path(__file__).resolve().parents[2]


def _warnings(at) -> str:
    return "\n".join(shown(w.value) for w in at.warning)  # as read: the typed text is shown literally


def test_no_page_has_a_streamlit_number_box():
    """Tester (session 21): 99999999999999999999 in a number box got only Streamlit's English range error."""
    calls = [f"{p.relative_to(ROOT)}:{n}" for d in ("app_pages", "ui") for p in (ROOT / d).rglob("*.py")
             for n, line in enumerate(p.read_text().splitlines(), 1) if re.search(r"\bnumber_input\(", line)]
    assert not calls, calls


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_too_many_deals_is_said_in_the_learners_language_and_refused(lang):
    with language(lang):
        at = open_page("app_pages/xac_suat.py", lang=lang)
        at.text_input(key="xs_deals").set_value("99999999999999999999").run()
        assert not at.exception
        said = _warnings(at)
        assert all(s in said for s in SAID[lang]) and "99999999999999999999" in said, said
        assert " 1000 " in said and "100000;" in said and f"{REFUSED[lang]} 20000." in said, said  # numbers as the
        assert not re.search(r"\d[.,]\d", said.replace("99999999999999999999", ""))  # box writes them: digits only
        assert at.text_input(key="xs_deals").value == "20000"  # (a tester read «không dấu chấm» beside «20.000»)
        at.text_input(key="xs_play_hands").set_value("-5").run()
        assert "«-5»" in _warnings(at) and at.text_input(key="xs_play_hands").value == "40"  # quoted as typed


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("key, lo, hi", [("cm_h_special_points", 1, 100), ("cm_h_sanh_rong", 0, 100),
                                         ("cm_seconds", 15, 900)])
def test_mau_binh_boxes_show_the_number_used(lang, key, lo, hi):
    """Tester (session 21): the points boxes kept showing «-5»/«7000» while the app used 1 or 100. A number typed is
    quoted as typed (session 26: «-5» one way in every box, the learner's own text); refused with the box's range and
    the number in use kept (session 27: it became the nearer end here, while a stake or an answer was refused)."""
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", lang=lang)
        at.toggle(key="cm_timer").set_value(True).run()
        used = at.text_input(key=key).value
        for typed in ("-5", "7000", "99999999999", "99999999999999999999"):
            at.text_input(key=key).set_value(typed).run()
            assert not at.exception
            assert at.text_input(key=key).value == used
            said = [s for s in _warnings(at).split("\n") if f"«{typed}»" in s]
            assert len(said) == 1 and f"{SAID[lang][0]} {lo} " in said[0] and f" {hi}; «{typed}» {SAID[lang][1]} " \
                f"{REFUSED[lang]} {used}." in said[0], said


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("key", ["cm_h_special_points", "cm_seconds"])
def test_mau_binh_boxes_refuse_what_is_no_whole_number(lang, key):
    """Tester (session 21): «1e9» was read as 1, «2.5» silently as 2."""
    with language(lang):
        at = open_page("app_pages/choi_mau_binh.py", lang=lang)
        at.toggle(key="cm_timer").set_value(True).run()
        before = at.text_input(key=key).value
        for typed in ("1e9", "2.5"):
            at.text_input(key=key).set_value(typed).run()
            assert not at.exception and at.text_input(key=key).value == before
            said = [s for s in _warnings(at).split("\n") if f"«{typed}»" in s]
            assert len(said) == 1 and REFUSED[lang] in said[0] and SAID[lang][1] not in said[0], _warnings(at)
            assert re.search(rf"\b{before}\b", said[0].split(REFUSED[lang])[1]), said
            assert "Cho đến khi" not in said[0] and "Until you" not in said[0], said  # the box already shows it
            assert f"«{at.text_input(key=key).label}»" in said[0], said  # the box named as labelled, quoted, not lower-cased
        at.text_input(key=key).set_value("30").run()  # corrected: nothing more said
        assert at.text_input(key=key).value == "30" and "«2.5»" not in _warnings(at)
