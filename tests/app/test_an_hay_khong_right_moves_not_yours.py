"""«Ăn hay không?» → «Xem nước đúng» (session 19): a right move's reason said «lỗi này chỉ xét khi hô ù; nước của bạn
là «bốc nọc thay vì ăn cửu văn»» / «…; your move is «…»» — that move is not the learner's (and with «Với … cũng vậy»
the other moves were called by its name). A right move's reason now says only «lỗi này chỉ xét khi hô ù» / «this lỗi
is only about moves where you call ù», after the move's own name; the learner's own move keeps «nước của bạn là «…»»."""
from __future__ import annotations

import pytest

from chan_core.loi import judge_history, reason_not
from learning import explain
from tests.app.test_drill_an_hay_khong import SITUATIONS, options
from words import say
from words.i18n import language

YOURS = {"vi": "nước của bạn", "en": "your move"}
ONLY = {"vi": "lỗi này chỉ xét khi", "en": "this lỗi is only about moves where you"}


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_a_right_move_is_not_called_the_learners_move(lang):
    only = 0
    for sc in SITUATIONS:
        state, _ev = explain.action_of(sc)
        opts = options(sc)
        for o in (o for o in opts if not o.ok):
            codes = [f.code for f in judge_history(sc["hand"], sc.get("history") or [], o.event).findings]
            with language(lang):
                lines = explain.right_moves(state, o.event, opts, codes)
            assert not any(YOURS[lang] in line.lower() for line in lines), (sc["id"], lines)
            only += sum(ONLY[lang] in line for line in lines)
    assert only >= 20


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_learners_own_move_is_still_called_so(lang):
    sc = next(s for s in SITUATIONS if s["id"] == "ahk-loi-5")
    state, ev = explain.action_of(sc)
    with language(lang):
        said = say(reason_not(state, ev, "u_lao"))
    assert said.startswith(ONLY[lang]) and YOURS[lang] in said.lower(), said
