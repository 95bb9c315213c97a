"""«Ăn hay không?», a wrong move: «Chưa đúng — Nghỉ ăn tiền.» read as if the penalty were the verdict (a tester).
The verdict and the penalty are two parts: «Chưa đúng. Nước này bị phạt: nghỉ ăn tiền.», English likewise; the penalty
is the engine's (``judge_history``) named from the rules, in English with its gloss. Session 20 (a real-table player):
a penalty that falls only on a later ù (nghỉ ăn tiền, ù báo: 001 §VII) says so — «Nếu sau đó bạn ù, …»."""
from __future__ import annotations

import pytest

from chan_core.loi import judge_history
from chan_core.rules import load_rules
from learning.classroom import ahk_situations
from tests.apptest_pages import open_page
from words.i18n import language

BY_ID = {s["id"]: s for s in ahk_situations()}
WRONG = {"ahk-loi-7": "ahk_opt_an:9V", "ahk-loi-1": "ahk_opt_an:9N", "ahk-loi-5": "ahk_opt_an:9V"}  # each situation's own move (sc["action"])


HEAD = {("vi", False): "Chưa đúng. Nước này bị phạt: ", ("en", False): "Not right. The penalty for this move: ",
        ("vi", True): "Chưa đúng. Nếu sau đó bạn ù, nước này bị phạt: ",
        ("en", True): "Not right. If you later ù (win), the penalty for this move: "}


@pytest.mark.parametrize("lang", ["vi", "en"])
@pytest.mark.parametrize("sid", list(WRONG))
def test_a_wrong_move_says_the_verdict_then_its_penalty(progress_db, lang, sid):
    sc = BY_ID[sid]
    pen = load_rules().penalty_class(judge_history(sc["hand"], sc.get("history") or [], sc["action"]).penalty)
    head = HEAD[lang, pen.id in ("nghi_an_tien", "u_bao")]
    with language(lang):
        at = open_page("app_pages/an_hay_khong.py", lang=lang, th=sid)
        at.button(key=WRONG[sid]).click().run()
    assert not at.exception
    name = pen.name[:1].lower() + pen.name[1:] + (f" ({pen.gloss_en})" if lang == "en" else "")
    assert [e.value for e in at.error] == [f"{head}{name}."]


def _scripts(at) -> list[str]:
    return [str(h.proto.body) for h in at.get("html") if "__hcInView" in str(h.proto.body)]


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_each_answer_brings_its_verdict_into_view(progress_db, lang):
    """Tester (session 21, 390×844): after «Đánh» the verdict stood below the screen, after an offer's move above
    it. Each answer has the scroll script aim at the verdict box (top first), once per answer (a new stamp)."""
    with language(lang):
        at = open_page("app_pages/an_hay_khong.py", lang=lang, th="ahk-loi-7")
        assert not _scripts(at)  # nothing answered: nothing to bring into view
        at.button(key=WRONG["ahk-loi-7"]).click().run()
        first = _scripts(at)
        at.button(key="ahk_retry").click().run()
        at.button(key=WRONG["ahk-loi-7"]).click().run()
        again = _scripts(at)
    assert not at.exception and len(first) == len(again) == 1
    assert '".st-key-ahk_verdict"' in first[0] and at.get("error")
    assert first != again  # the second answer scrolls again
