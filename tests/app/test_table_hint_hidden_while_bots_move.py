"""Tester (session 25), «Chơi thử» in Kèm cặp: «Gợi ý» open, a move played, then «Ẩn gợi ý» pressed while the bots
were moving («Đang chờ … quyết định…»): the press was lost — the button still said «Ẩn gợi ý» and the hint was open
again at the next decision. The button (drawn only at the learner's decision) was read by its return value, which
only a run that draws it sees; a press landing on a run where the bots still move was dropped. It now has a callback
(:func:`ui.table.callbacks.hint_pressed`), called whichever run the press lands on."""
from __future__ import annotations

import copy

import pytest

from chan_core.game.bots import SensibleBot
from learning.coach import LEARNER, hint_uses
from learning.i18n import _
from tests.app.test_page_choi_thu import key_of, live, open_table
from words.i18n import language

HIDE = {"vi": "Ẩn gợi ý", "en": "Hide hint"}
SHOW = {"vi": "Gợi ý", "en": "Hint"}


def _to_decision(at) -> None:
    """«Tiếp» (step-by-step speed) until the learner decides."""
    for _ in range(40):
        t = live(at)
        if t.learner_to_act and t.state.phase != "xuong":
            return
        at.button(key="ct_next").click().run()
    raise AssertionError("no decision of the learner")


HINT = "**Gợi ý — các nước bạn đi được lúc này**"


def _passes_the_turn(t, move) -> bool:
    after = copy.deepcopy(t)
    return after.learner_move(move).played and after.bot_to_act


def _press_with_a_move(at) -> None:
    """The learner's next move that hands the turn to the bots, and «Gợi ý» / «Ẩn gợi ý» pressed on the run it
    lands on (the bots then to move: the button is not drawn); then «Tiếp» to his next decision."""
    while not _passes_the_turn(t := live(at), move := SensibleBot(LEARNER).choose(t.state, LEARNER, t.legal())):
        at.button(key=key_of(t, move)).click().run()  # a bốc: the learner decides again
        _to_decision(at)
    at.button(key=key_of(t, move)).click()
    at.button(key="ct_hint").click().run()
    assert not at.exception, [e.value for e in at.exception]
    assert live(at).bot_to_act
    _to_decision(at)


def _open(lang: str):
    at = open_table(24_001, toc="tiep", **({"lang": "en"} if lang == "en" else {}))
    _to_decision(at)
    return at


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_hide_pressed_on_a_run_where_the_bots_move_is_kept(lang):
    with language(lang):
        at = _open(lang)
        at.button(key="ct_hint").click().run()
        assert at.button(key="ct_hint").label == HIDE[lang]
        assert _(HINT) in [m.value for m in at.markdown]
        opened = len(live(at).state.events)
        _press_with_a_move(at)
        assert at.button(key="ct_hint").label == SHOW[lang]
        assert _(HINT) not in [m.value for m in at.markdown]
    assert hint_uses(live(at)) == [opened]  # the decision it was opened at: one use, as before


def test_hint_pressed_on_a_run_where_the_bots_move_opens_it_and_counts_once():
    at = _open("vi")
    _press_with_a_move(at)
    assert at.button(key="ct_hint").label == HIDE["vi"] and _(HINT) in [m.value for m in at.markdown]
    pressed, shown = live(at).timeline[-1]["event"], len(live(at).state.events)
    at.button(key=key_of(t := live(at), SensibleBot(LEARNER).choose(t.state, LEARNER, t.legal()))).click().run()
    # the press's decision (its callback ran before the move's) or, the move first, the decision it is seen at
    assert len(hint_uses(live(at))) == 1 and hint_uses(live(at))[0] in (pressed, shown)


@pytest.mark.parametrize("lang", ["vi", "en"])
def test_the_wait_box_has_the_hint_button_and_a_press_shows_at_once(lang):
    """Session 26: the press counted, but showed nothing until the bots were done — the button on the page was the
    decision's, left there. The wait box draws the button itself, with the hint's state of now."""
    with language(lang):
        at = _open(lang)
        at.button(key="ct_hint").click().run()
        while not _passes_the_turn(t := live(at), move := SensibleBot(LEARNER).choose(t.state, LEARNER, t.legal())):
            at.button(key=key_of(t, move)).click().run()
            _to_decision(at)
        at.button(key=key_of(t, move)).click().run()
        assert live(at).bot_to_act and at.button(key="ct_hint").label == HIDE[lang]
        at.button(key="ct_hint").click().run()
        assert live(at).bot_to_act and at.button(key="ct_hint").label == SHOW[lang]
