"""«Chơi thử», Thi thật (tester, session 16): the learner «Ăn cạ thất vạn bằng thất văn» — lỗi 1, which lies in the
hand and the làng sees only when its player ù — plays on, and another seat ù's. The log says the làng did not see
it; the review «Những chỗ cần học lại» said «làng đã bắt». It now says what the log says (the same fact, ``seen``
of :func:`chan_core.game.describe.fault_fact`): not seen, because the learner did not ù — still a lỗi to learn."""
from __future__ import annotations

import pytest

from chan_core.game import Action
from chan_core.game.describe import fault_fact
from learning.coach import LEARNER
from tests.app.test_page_choi_thu import click, finish, live, reach, texts
from words import say
from words.i18n import language

SEED = 2  # 4 players; the learner's first decision: nhà trên's thất vạn, thất văn in hand (found with the coach's Table)
EAT = Action(seat=LEARNER, type="an", card="7V", with_="7N")
WORDS = {"vi": {"log": "Làng không thấy lỗi này lúc ấy", "caught": "làng đã bắt", "head": ":orange[làng không thấy]",
                "why": "Ván này bạn không ù nên không bị bắt, nhưng vẫn là lỗi"},
         "en": {"log": "The làng did not see this lỗi then", "caught": "caught by the làng",
                "head": ":orange[not seen by the làng]", "why": "You did not ù this hand, so it was not caught"}}


@pytest.fixture(autouse=True)
def _own_db(progress_db):
    return progress_db


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_hidden_loi_nobody_saw_is_not_said_caught_by_the_lang_in_the_review(lang):
    w = WORDS[lang]
    with language(lang):
        at = reach(SEED, [], mode="thi_that", **({"lang": "en"} if lang == "en" else {}))
        click(at, live(at), EAT)
        at = finish(at)
        t = live(at)
        mine = [f for f in t.state.faults if f["seat"] == LEARNER]
        log = [say(fault_fact(f, t.state, LEARNER)) for f in mine]
    assert t.state.result == "u" and t.state.winner != LEARNER
    assert [f["code"] for f in mine] == [1] and w["log"] in log[0]  # the log: hidden, not seen
    body = texts(at)
    head = next(m.value for m in at.markdown if w["head"] in m.value)
    assert "thất vạn" in head and w["caught"] not in body and w["why"] in body, head
